import { DEMO_PASSWORD, demoAccounts, scenarios } from '@hireloop/api/msw';
import { PASSWORD_RESET_MESSAGES } from '@hireloop/api/rules';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/**
 * Route `login`: e-mail, password, remember me; errors of R-ERR-3 and R-ERR-4; the forgotten
 * password flow (issue 35): the reset-link form and `/login?reset=<token>`.
 */
const meta = {
  title: 'Screens/Public/Login',
  component: AppStory,
  args: { path: '/login' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function submit(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^email/i, { selector: 'input' }), email);
  await userEvent.type(canvas.getByLabelText(/^password/i, { selector: 'input' }), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
  return canvas;
}

export const Default: Story = {};

/** Signing in with the demo customer lands on the customer dashboard. */
export const SignIn: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, demoAccounts.customer.email, DEMO_PASSWORD);
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(),
    );
  },
};

/** Wrong credentials: the server's message shows above the form. */
export const InvalidCredentials: Story = {
  parameters: { msw: { handlers: { auth: scenarios.auth.invalidCredentials } } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'someone@example.com', 'wrong-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'These credentials do not match our records.',
    );
  },
};

/** A login answer without a token: "Invalid response format from login API". */
/** The account has a second factor (issue 35): after the password the form asks for the code. */
export const SecondFactorAsked: Story = {
  parameters: { msw: { handlers: { auth: scenarios.auth.secondFactor } } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, demoAccounts.customer.email, DEMO_PASSWORD);
    await expect(
      await canvas.findByLabelText(/authentication code/i, { selector: 'input' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter the code from your authenticator app.',
    );
  },
};

/** The code step, then the right code (`123456` in the mocks) lands on the dashboard. */
export const SecondFactorSignIn: Story = {
  parameters: { msw: { handlers: { auth: scenarios.auth.secondFactor } } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, demoAccounts.customer.email, DEMO_PASSWORD);
    const code = await canvas.findByLabelText(/authentication code/i, { selector: 'input' });
    await userEvent.type(code, '123456');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await waitFor(async () =>
      expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(),
    );
  },
};

export const InvalidResponse: Story = {
  parameters: { msw: { handlers: { auth: scenarios.auth.invalidLoginResponse } } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'someone@example.com', 'any-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Invalid response format from login API',
    );
  },
};

/** A failure without a message: "Authentication failed". */
export const ServerError: Story = {
  parameters: { msw: { handlers: { auth: scenarios.auth.loginFailsWithoutMessage } } },
  play: async ({ canvasElement }) => {
    const canvas = await submit(canvasElement, 'someone@example.com', 'any-password');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Authentication failed');
  },
};

/** "Forgot password?" opens the reset-link form in place (issue 35). */
export const ForgotPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeVisible();
  },
};

/** The link is asked for: the neutral answer, the same whatever the address. */
export const ForgotPasswordSent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(
      await canvas.findByLabelText(/^email/i, { selector: 'input' }),
      'someone@example.com',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      PASSWORD_RESET_MESSAGES.linkSent,
    );
  },
};

/** The e-mailed link `/login?reset=<token>`: the new password with the live checklist. */
export const ResetPassword: Story = {
  args: { path: '/login?reset=demo-reset-token' },
};

async function submitNewPassword(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const password = 'N3w-Passw0rd!';
  await userEvent.type(
    await canvas.findByLabelText(/^new password/i, { selector: 'input' }),
    password,
  );
  await userEvent.type(
    canvas.getByLabelText(/^confirm the new password/i, { selector: 'input' }),
    password,
  );
  await userEvent.click(canvas.getByRole('button', { name: 'Change the password' }));
  return canvas;
}

/** The link was used, replaced or expired: 422 on `token`, with a way to ask for a new one. */
export const ResetPasswordInvalidToken: Story = {
  args: { path: '/login?reset=used-token' },
  parameters: { msw: { handlers: { auth: scenarios.auth.resetTokenInvalid } } },
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      PASSWORD_RESET_MESSAGES.linkInvalid,
    );
    await expect(canvas.getByRole('button', { name: 'Ask for a new link' })).toBeVisible();
  },
};

/** The password is changed: every session was signed out, so the next step is to sign in. */
export const ResetPasswordSuccess: Story = {
  args: { path: '/login?reset=demo-reset-token' },
  play: async ({ canvasElement }) => {
    const canvas = await submitNewPassword(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(PASSWORD_RESET_MESSAGES.done);
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeVisible();
  },
};
