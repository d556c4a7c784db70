import { DEMO_PASSWORD, demoAccounts, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Route `login`: e-mail, password, remember me; errors of R-ERR-3 and R-ERR-4. */
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
