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

/** A customer's saved answers to screening questions (issue 29): Maya's two, newest first. */
export const SavedAnswers: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Saved answers' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(
      within(list).getByText('Are you legally authorised to work in the United States?'),
    ).toBeVisible();
    await expect(within(list).getByText('Your answer: Yes')).toBeVisible();
    await expect(within(list).getByText('Your answer: 3')).toBeVisible();
    await expect(
      canvas.getByRole('button', {
        name: 'Edit answer to: How many years of experience do you have with C++?',
      }),
    ).toBeVisible();
  },
};

/** Editing a saved number answer: a value out of range is named under the field, nothing sent. */
export const SavedAnswerInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Edit answer to: How many years of experience do you have with C++?',
      }),
    );
    const years = canvas.getByRole('textbox', { name: /C\+\+/ });
    await waitFor(() => expect(years).toHaveFocus());
    await userEvent.clear(years);
    await userEvent.type(years, '2000000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Save answer' }));
    await waitFor(() =>
      expect(years).toHaveAccessibleDescription(/Enter a number from 0 to 1,000,000,000\./),
    );
  },
};

/** Deleting a saved answer asks first. */
export const SavedAnswerDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Delete answer to: Are you legally authorised to work in the United States?',
      }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this saved answer?' });
    await expect(within(dialog).getByRole('button', { name: 'Delete answer' })).toBeVisible();
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
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This device')).toBeVisible();
    await expect(await canvas.findByText('Two-factor authentication is off.')).toBeVisible();
  },
};

/** "Turn on": the QR code and the key grouped in fours, then a 6-digit code (issue 35). */
export const TwoFactorSetup: Story = {
  args: { path: '/c/settings/security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    const heading = await canvas.findByRole('heading', { name: 'Set up your authenticator app' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      await canvas.findByRole('img', { name: 'QR code to add Hireloop to your authenticator app' }),
    ).toBeVisible();
    await expect(canvas.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /6-digit code/ })).toBeVisible();
  },
};

/** A wrong code: the server's message shows under the field. */
export const TwoFactorWrongCode: Story = {
  args: { path: '/c/settings/security' },
  parameters: { msw: { handlers: { settings: scenarios.settings.twoFactorCodeInvalid } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    const code = await canvas.findByRole('textbox', { name: /6-digit code/ });
    await userEvent.type(code, '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code).toHaveAccessibleDescription(/The code is not valid/));
  },
};

/** The right code: the 10 recovery codes, shown once, to copy or download. */
export const TwoFactorRecoveryCodes: Story = {
  args: { path: '/c/settings/security' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn on' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /6-digit code/ }), '492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Turn on' }));
    const list = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByText(/they will not be shown again/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download .txt' })).toBeVisible();
  },
};

/** The second factor on (a business), with 9 recovery codes left. */
export const TwoFactorOn: Story = {
  args: { path: '/b/settings/security', signedIn: 'business' },
  parameters: { msw: { handlers: { settings: scenarios.settings.twoFactorOn } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'Two-factor authentication is on. 9 recovery codes left.',
      ),
    ).toBeVisible();
  },
};

/** "Turn off" asks the current password and a code (authenticator or recovery code). */
export const TwoFactorTurnOff: Story = {
  args: { path: '/b/settings/security', signedIn: 'business' },
  parameters: { msw: { handlers: { settings: scenarios.settings.twoFactorOn } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Turn off' }));
    const heading = await canvas.findByRole('heading', {
      name: 'Turn off two-factor authentication',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(
      canvas.getByRole('textbox', { name: /Authentication or recovery code/ }),
    ).toBeVisible();
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
