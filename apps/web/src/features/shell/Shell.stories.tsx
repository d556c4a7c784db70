import { scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** The signed-in shell (R-SHELL-1): sidebar, role menu, profile menu, badge, logout, session warning. */
const meta = {
  title: 'Screens/Signed in/Shell',
  component: AppStory,
  args: { path: '/c/dashboard', signedIn: 'customer' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The customer's menu; "Find Jobs" is highlighted on a job's page (decision 008). */
export const Customer: Story = {
  args: { path: '/c/jobs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = await canvas.findByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: /find jobs/i })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The business's menu; "Postings" is highlighted on a posting's preview (singular path). */
export const Business: Story = {
  args: { path: '/b/posting/1/preview', signedIn: 'business' },
};

/** 120 unread: the badge reads "99+". */
export const UnreadBadgeCapped: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications.many } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findAllByText('99+')).not.toHaveLength(0);
  },
};

/** Logout asks "Confirm Logout" with the spec's text. */
export const LogoutConfirmation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = await canvas.findAllByRole('button', { name: /job seeker|account menu/i });
    await userEvent.click(triggers[0] as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Logout' });
    await expect(dialog).toHaveTextContent(
      'Are you sure you want to log out? You will need to sign in again to access your account.',
    );
  },
};

/**
 * On a phone the menu drawer ends with who is signed in and Logout, which asks "Confirm Logout"
 * as the profile menu's does.
 */
export const PhoneDrawerLogout: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The top bar and its drawer show below the desktop breakpoint (the Storybook viewport
    // "mobile"); a desktop window (the test runner's) has the sidebar's profile menu instead.
    if (window.innerWidth >= 1024) {
      await expect(
        await canvas.findByRole('navigation', { name: 'Main navigation' }),
      ).toBeVisible();
      return;
    }
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    await expect(account).toHaveTextContent('Job seeker');
    await userEvent.click(within(account).getByRole('button', { name: 'Logout' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Confirm Logout' })).toBeVisible();
  },
};

/** Ten minutes without activity: the warning with its five-minute countdown. */
export const SessionExpiring: Story = {
  args: { sessionExpiring: true },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog');
    await expect(within(dialog).getByRole('timer')).toHaveTextContent(/^0?[45]:\d\d$/);
    await expect(within(dialog).getByRole('button', { name: 'Stay Logged In' })).toBeVisible();
  },
};

/** "Stay Logged In" fails: "Failed to extend session", then the user is signed out. */
export const ExtendFails: Story = {
  args: { sessionExpiring: true },
  parameters: { msw: { handlers: { session: scenarios.session.extendFails } } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Stay Logged In' }));
    await expect(await screen.findByText('Failed to extend session')).toBeVisible();
  },
};
