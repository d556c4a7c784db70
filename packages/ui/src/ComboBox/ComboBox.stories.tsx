import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { ComboBox, ComboBoxItem } from './ComboBox.tsx';

const cities = [
  { id: 'ams', name: 'Amsterdam' },
  { id: 'ber', name: 'Berlin' },
  { id: 'bcn', name: 'Barcelona' },
  { id: 'lis', name: 'Lisbon' },
  { id: 'lon', name: 'London' },
  { id: 'par', name: 'Paris' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox<(typeof cities)[number]>,
  tags: ['autodocs'],
  args: {
    label: 'Location',
    placeholder: 'City',
    defaultItems: cities,
    children: (item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>,
    onSelectionChange: fn(),
  },
  argTypes: { isDisabled: { control: 'boolean' }, allowsCustomValue: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox<(typeof cities)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: { description: 'Start typing a city.', allowsCustomValue: true },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StoryMatrix
      caption="ComboBox states"
      rows={['empty', 'selected'] as const}
      columns={['default', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <ComboBox
          label="Location"
          defaultItems={cities}
          defaultSelectedKey={row === 'selected' ? 'lis' : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Choose a city from the list"
          isDisabled={state === 'disabled'}
        >
          {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
        </ComboBox>
      )}
    />
  ),
};

/** Typing filters the suggestions; arrows and Enter pick one. */
export const FilterAndPick: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Location' });
    await userEvent.type(input, 'b');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    // RAC filters by "contains": Lisbon matches too.
    const names = () =>
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent);
    await waitFor(() => expect(names()).toEqual(['Berlin', 'Barcelona', 'Lisbon']));
    await userEvent.type(input, 'ar');
    await waitFor(() => expect(names()).toEqual(['Barcelona']));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('Barcelona');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('bcn');
  },
};

/** Nothing matches: the list says so. */
export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Location' });
    await userEvent.type(input, 'zzz');
    await expect(
      await within(canvasElement.ownerDocument.body).findByText('No results'),
    ).toBeVisible();
  },
};
