import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { samplePasswordRequirements } from '../private/fixtures.ts';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password' },
  argTypes: {
    isRequired: { control: 'boolean' },
    isDisabled: { control: 'boolean' },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    requirements: samplePasswordRequirements,
    isRequired: true,
    autoComplete: 'new-password',
  },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StoryMatrix
      caption="PasswordField states"
      rows={['sign in', 'register'] as const}
      columns={['empty', 'weak', 'strong', 'invalid', 'disabled'] as const}
      render={(row, state) => (
        <PasswordField
          label="Password"
          requirements={row === 'register' ? samplePasswordRequirements : undefined}
          defaultValue={state === 'weak' ? 'abc' : state === 'strong' ? 'Hireloop#2026' : undefined}
          isInvalid={state === 'invalid'}
          errorMessage="Incorrect password"
          isDisabled={state === 'disabled'}
        />
      )}
    />
  ),
};

/** The checklist ticks each requirement as the user types, with its exact message. */
export const LiveChecklist: Story = {
  args: { requirements: samplePasswordRequirements, autoComplete: 'new-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const rule = (text: string) => canvas.getByText(text).closest('li');
    const messages = [
      'Must be at least 8 characters',
      'Must contain uppercase letter',
      'Must contain lowercase letter',
      'Must contain number',
      'Must contain special character',
    ];
    for (const m of messages) await expect(rule(m)).not.toHaveAttribute('data-met');

    await userEvent.type(input, 'abcdefg');
    await expect(rule('Must contain lowercase letter')).toHaveAttribute('data-met');
    // 7 characters: the length rule is still unmet; the 8th meets it.
    await expect(rule('Must be at least 8 characters')).not.toHaveAttribute('data-met');
    await userEvent.type(input, 'h');
    await expect(rule('Must be at least 8 characters')).toHaveAttribute('data-met');

    await userEvent.type(input, 'A1!');
    for (const m of messages) await expect(rule(m)).toHaveAttribute('data-met');
    await expect(input).toHaveAccessibleDescription(/Must contain special character \(met\)/);
  },
};

/** The eye button reveals and hides the password; keyboard users reach it with Tab. */
export const ShowHide: Story = {
  args: { defaultValue: 'Secret#123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
  },
};
