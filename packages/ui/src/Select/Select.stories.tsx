import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Select, SelectItem } from './Select.tsx';

const employmentTypes = [
  { id: 'full-time', name: 'Full-time' },
  { id: 'part-time', name: 'Part-time' },
  { id: 'contract', name: 'Contract' },
  { id: 'internship', name: 'Internship' },
  { id: 'temporary', name: 'Temporary' },
];

const meta = {
  title: 'Forms/Select',
  component: Select<(typeof employmentTypes)[number]>,
  tags: ['autodocs'],
  args: {
    label: 'Employment type',
    items: employmentTypes,
    children: (item) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
  argTypes: { isDisabled: { control: 'boolean' }, isRequired: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '20rem', minHeight: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select<(typeof employmentTypes)[number]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    description: 'Used by the job search filters.',
    isRequired: true,
    placeholder: 'Choose one',
  },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StoryMatrix
      caption="Select states"
      rows={['empty', 'selected'] as const}
      columns={['default', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <Select
          label="Employment type"
          items={employmentTypes}
          defaultValue={row === 'selected' ? 'contract' : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Choose an employment type"
          isDisabled={state === 'disabled'}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
      )}
    />
  ),
};

/** Keyboard: open with Enter, move with arrows, choose with Enter. */
export const KeyboardChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Employment type/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const body = within(canvasElement.ownerDocument.body);
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('contract');
    await expect(trigger).toHaveTextContent('Contract');
  },
};

/** Mouse: click the trigger, then an option. */
export const PointerChoice: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Employment type/ }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('option', { name: 'Internship' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('internship');
  },
};
