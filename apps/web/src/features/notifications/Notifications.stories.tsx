import { scenarios } from '@hireloop/api/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory, allHandlerGroups } from '../../storybook/AppStory.tsx';

/** Routes `c.notifications` and `b.notifications` (R-NOTIF-1). */
const meta = {
  title: 'Screens/Signed in/Notifications',
  component: AppStory,
  args: { path: '/c/notifications', signedIn: 'customer' },
  parameters: { layout: 'fullscreen', msw: { handlers: allHandlerGroups } },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'All', selected: true })).toBeVisible();
  },
};

/** 150 notifications, 120 unread: the badge reads "99+"; "Unread" refilters to page 1 of the cache. */
export const Many: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications.many } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 2' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Unread' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
  },
};

/** Mark all as read empties the Unread tab at once. */
export const MarkAllRead: Story = {
  args: { path: '/c/notifications?tab=unread' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mark all as read' }));
    await expect(await canvas.findByText('You are all caught up.')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications.empty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no notifications yet.'),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications.loading } } },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: { notifications: scenarios.notifications.serverError } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Try again' }),
    ).toBeVisible();
  },
};

/** `status: 'error'` without a message: the spec's fallback "Failed to fetch notifications". */
export const StatusError: Story = {
  parameters: {
    msw: { handlers: { notifications: scenarios.notifications.statusErrorWithoutMessage } },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Failed to fetch notifications'),
    ).toBeVisible();
  },
};

export const Business: Story = { args: { path: '/b/notifications', signedIn: 'business' } };
