import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  args: { label: 'Job title', placeholder: 'e.g. Product designer', onChange: fn() },
  argTypes: {
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    type: { control: 'select', options: ['text', 'email', 'url', 'tel'] },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    description: 'Shown on the job posting and in search results.',
    isRequired: true,
    isInvalid: false,
    errorMessage: 'Enter a job title',
  },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StoryMatrix
      caption="TextField states"
      rows={['empty', 'filled'] as const}
      columns={['default', 'required', 'with help', 'invalid', 'disabled', 'read-only'] as const}
      render={(row, state) => (
        <TextField
          label="Email"
          placeholder="you@example.com"
          defaultValue={row === 'filled' ? 'ada@example.com' : undefined}
          isRequired={state === 'required'}
          description={state === 'with help' ? 'We never share it.' : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Enter a valid email address"
          isDisabled={state === 'disabled'}
          isReadOnly={state === 'read-only'}
        />
      )}
    />
  ),
};

/** Typing updates the value; the label names the input. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Job title' });
    await userEvent.type(input, 'Data engineer');
    await expect(input).toHaveValue('Data engineer');
    await expect(args.onChange).toHaveBeenLastCalledWith('Data engineer');
  },
};

/** A required field reports its error after the user leaves it empty and commits. */
export const RequiredValidation: Story = {
  args: { label: 'Email', type: 'email', isRequired: true, validationBehavior: 'aria' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Email/ });
    await expect(input).toBeRequired();
    await userEvent.type(input, 'not-an-email');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
  render: (args) => (
    <TextField
      {...args}
      validate={(v) => (v.includes('@') ? null : 'Enter a valid email address')}
    />
  ),
};
