import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  args: {
    label: 'Search jobs',
    placeholder: 'Job title, skill or company',
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: { isDisabled: { control: 'boolean' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '28rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { description: 'Press Enter to search.' } };

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="SearchField states"
      rows={['empty', 'filled'] as const}
      columns={['default', 'disabled'] as const}
      render={(row, state) => (
        <SearchField
          aria-label="Search companies"
          placeholder="Company name"
          defaultValue={row === 'filled' ? 'Acme' : undefined}
          isDisabled={state === 'disabled'}
        />
      )}
    />
  ),
};

/** Enter submits; Escape clears; the clear button clears too. */
export const SubmitAndClear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Search jobs' });
    await userEvent.type(input, 'designer{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('designer');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await userEvent.type(input, 'nurse');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(2);
  },
};
