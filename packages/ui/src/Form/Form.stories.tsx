import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Checkbox } from '../Checkbox/Checkbox.tsx';
import { PasswordField } from '../PasswordField/PasswordField.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { Form } from './Form.tsx';

function SignInFields() {
  return (
    <>
      <TextField name="email" type="email" label="Email" isRequired autoComplete="email" />
      <PasswordField name="password" label="Password" isRequired />
      <Checkbox name="remember">Remember me</Checkbox>
      <Button type="submit">Sign in</Button>
    </>
  );
}

const meta = {
  title: 'Forms/Form',
  component: Form,
  tags: ['autodocs'],
  args: { onSubmit: fn((e: React.FormEvent) => e.preventDefault()), children: <SignInFields /> },
  argTypes: { formError: { control: 'text' } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '24rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = {
  args: {
    formError: 'Authentication failed',
    validationErrors: { email: 'These credentials do not match our records.' },
  },
};

export const Matrix: Story = {
  decorators: [(Story) => <Story />],
  render: () => (
    <StoryMatrix
      caption="Form error states"
      rows={['sign in'] as const}
      columns={['clean', 'field errors', 'form error', 'unknown field error'] as const}
      render={(_row, state) => (
        <Form
          aria-label={`Sign in (${state})`}
          onSubmit={(e) => e.preventDefault()}
          formError={state === 'form error' ? 'Authentication failed' : undefined}
          validationErrors={
            state === 'field errors'
              ? { email: 'The email has already been taken.', password: 'Too weak' }
              : state === 'unknown field error'
                ? { phone: 'The phone number is invalid.' }
                : undefined
          }
        >
          <SignInFields />
        </Form>
      )}
    />
  ),
};

/** Registration failed: server errors per field, and the spec's fallback at form level. */
export const ServerErrors: Story = {
  render: function ServerErrorsStory() {
    const [errors, setErrors] = useState<Record<string, string>>();
    const [formError, setFormError] = useState<string>();
    return (
      <Form
        validationErrors={errors}
        formError={formError}
        onSubmit={(e) => {
          e.preventDefault();
          setErrors({ email: 'The email has already been taken.' });
          setFormError('Registration failed. Please try again.');
        }}
      >
        <TextField name="email" type="email" label="Email" defaultValue="ada@example.com" />
        <Button type="submit">Create account</Button>
      </Form>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('The email has already been taken.');
    // Editing the field clears its server error (shown once the edit is committed on blur).
    await userEvent.type(email, 'x');
    await userEvent.tab();
    await expect(email).not.toHaveAttribute('aria-invalid');
  },
};

/** Native validation: submitting empty required fields marks them and focuses the first. */
export const RequiredFields: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
