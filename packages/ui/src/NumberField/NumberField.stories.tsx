import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { NumberField } from './NumberField.tsx';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  args: {
    label: 'Years of experience',
    minValue: 0,
    maxValue: 50,
    defaultValue: 3,
    onChange: fn(),
  },
  argTypes: { isDisabled: { control: 'boolean' }, step: { control: 'number' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '16rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    label: 'Annual salary',
    defaultValue: 65000,
    step: 1000,
    maxValue: 1_000_000,
    formatOptions: { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 },
  },
};

export const Matrix: Story = {
  render: () => (
    <StoryMatrix
      caption="NumberField states"
      rows={['plain', 'currency'] as const}
      columns={['default', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <NumberField
          label={row === 'plain' ? 'Openings' : 'Salary'}
          defaultValue={row === 'plain' ? 2 : 52000}
          formatOptions={
            row === 'currency'
              ? { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }
              : undefined
          }
          isInvalid={state === 'invalid'}
          errorMessage="Enter a positive number"
          isDisabled={state === 'disabled'}
        />
      )}
    />
  ),
};

/** Arrow keys and the buttons step the value; it stays within min and max. */
export const Stepping: Story = {
  args: { defaultValue: 49 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Years of experience' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('50');
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('50');
    await userEvent.click(canvas.getByRole('button', { name: /Decrease/ }));
    await expect(input).toHaveValue('49');
    await expect(args.onChange).toHaveBeenLastCalledWith(49);
  },
};
