import { DEMO_VERIFICATION_TOKEN, EXPIRED_VERIFICATION_TOKEN, scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Settings of both roles (R-ROUTE-4): profile, privacy, security, notifications, account. */
const meta = {
  title: 'Screens/Signed in/Settings',
  component: AppStory,
  args: { path: '/c/settings/profile', signedIn: 'customer' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CustomerProfile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Profile', selected: true })).toBeVisible();
    await expect(await canvas.findByLabelText(/first name/i, { selector: 'input' })).toBeVisible();
  },
};

export const BusinessProfile: Story = {
  args: { path: '/b/settings/profile', signedIn: 'business' },
};

/** Saving answers 422 on the names: the messages show under the fields. */
export const ProfileInvalid: Story = {
  parameters: { msw: { handlers: { settings: scenarios.settings.profileInvalid } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByLabelText(/first name/i, { selector: 'input' });
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(/first name field is required/i));
  },
};

export const ProfileServerError: Story = {
  parameters: { msw: { handlers: { settings: scenarios.settings.serverError } } },
};

export const ProfileLoading: Story = {
  parameters: { msw: { handlers: { settings: scenarios.settings.loading } } },
};

/** No avatar yet: the default user icon. */
export const NoPicture: Story = {
  parameters: { msw: { handlers: { uploads: scenarios.uploads.noImages } } },
};

export const Privacy: Story = { args: { path: '/c/settings/privacy' } };

export const BusinessPrivacy: Story = {
  args: { path: '/b/settings/privacy', signedIn: 'business' },
};

export const Security: Story = {
  args: { path: '/c/settings/security' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('This device')).toBeVisible();
  },
};

export const NotificationSettings: Story = { args: { path: '/c/settings/notifications' } };

/** `status: 'error'` without a message: "Failed to fetch notification settings" (R-ERR-7). */
export const NotificationSettingsError: Story = {
  args: { path: '/b/settings/notifications', signedIn: 'business' },
  parameters: { msw: { handlers: { settings: scenarios.settings.notificationSettingsError } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch notification settings'),
    ).toBeVisible();
  },
};

export const Account: Story = { args: { path: '/c/settings/account' } };

/** Deleting the account asks for the password in a dialog. */
export const DeleteAccountDialog: Story = {
  args: { path: '/c/settings/account' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    await expect(
      within(dialog).getByLabelText(/your password/i, { selector: 'input' }),
    ).toBeVisible();
  },
};

/** The link of an e-mail change confirms the new address. */
export const VerifyEmail: Story = {
  args: { path: `/c/settings/account/verify-email/${DEMO_VERIFICATION_TOKEN}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your e-mail address is confirmed.'),
    ).toBeVisible();
  },
};

export const VerifyEmailExpired: Story = {
  args: { path: `/c/settings/account/verify-email/${EXPIRED_VERIFICATION_TOKEN}` },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This verification link is invalid or has expired.'),
    ).toBeVisible();
  },
};
