import { scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Routes `register.select` and `register.form` (R-ROUTE-1, R-VALID-2). */
const meta = {
  title: 'Screens/Public/Register',
  component: AppStory,
  args: { path: '/register' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/first name/i, { selector: 'input' }), 'Ada');
  await userEvent.type(canvas.getByLabelText(/last name/i, { selector: 'input' }), 'Lovelace');
  await userEvent.type(canvas.getByLabelText(/^email/i, { selector: 'input' }), 'ada@example.com');
  await userEvent.type(canvas.getByLabelText(/^password/i, { selector: 'input' }), 'Analytical#1');
  await userEvent.type(
    canvas.getByLabelText(/confirm password/i, { selector: 'input' }),
    'Analytical#1',
  );
  await userEvent.click(canvas.getByRole('checkbox', { name: /terms of service/i }));
  return canvas;
}

/** Choosing a role and continuing opens that role's form. */
export const SelectRole: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: /employer/i }));
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(
      await canvas.findByLabelText(/business name/i, { selector: 'input' }),
    ).toBeVisible();
  },
};

/** The job seeker's form: submit stays disabled until R-VALID-2 fields and the terms are given. */
export const CustomerForm: Story = {
  args: { path: '/register/customer' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const submit = await canvas.findByRole('button', { name: 'Create account' });
    await expect(submit).toBeDisabled();
    await fill(canvasElement);
    await expect(submit).toBeEnabled();
  },
};

export const BusinessForm: Story = { args: { path: '/register/business' } };

/** The server refuses fields: each message shows under its field. */
export const ServerFieldErrors: Story = {
  args: { path: '/register/customer' },
  parameters: { msw: { handlers: { auth: scenarios.auth.registrationErrors } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(canvas.getByLabelText(/^email/i, { selector: 'input' })).toHaveAccessibleDescription(
        /already registered/,
      ),
    );
  },
};

/** The server fails without details: "Registration failed. Please try again.". */
export const ServerError: Story = {
  args: { path: '/register/customer' },
  parameters: { msw: { handlers: { auth: scenarios.auth.registrationFails } } },
  play: async ({ canvasElement }) => {
    const canvas = await fill(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again.',
    );
  },
};
