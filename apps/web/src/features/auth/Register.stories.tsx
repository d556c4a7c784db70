import { DEMO_INVITATION_TOKEN, scenarios } from '@hireloop/api/msw';
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

/**
 * A team invitation's link (issue 36): the business form joining Northwind Robotics, the invited
 * address fixed, first and last name instead of a business name, no logo.
 */
export const Invitation: Story = {
  args: { path: `/register/business?token=${DEMO_INVITATION_TOKEN}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Join Northwind Robotics on Hireloop' }),
    ).toBeVisible();
    const email = canvas.getByLabelText(/^email/i, { selector: 'input' });
    await expect(email).toHaveValue('rosa.delgado@northwind.example');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.queryByLabelText(/business name/i, { selector: 'input' })).toBeNull();
    await expect(canvas.getByLabelText(/first name/i, { selector: 'input' })).toBeVisible();
  },
};

/** An invitation link that is unknown, used, revoked or expired: it says so, and what to do. */
export const InvitationInvalid: Story = {
  args: { path: '/register/business?token=used-up' },
  parameters: { msw: { handlers: { team: scenarios.team.invitationInvalid } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Register a new company instead' }),
    ).toBeVisible();
  },
};
