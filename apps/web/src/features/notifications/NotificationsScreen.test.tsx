import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NotificationPollingProvider } from '../../app/notificationPolling.tsx';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { NotificationsScreen } from './NotificationsScreen.tsx';

/** 23 notifications, newest first: every third unread, every fifth important. */
function wireNotifications(count = 23) {
  const now = Date.now();
  return Array.from({ length: count }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    kind: 'application_status_changed',
    title: `Update ${index + 1}`,
    message: `Your application moved (${index + 1}).`,
    timestamp: new Date(now - index * 3_600_000).toISOString(),
    is_read: index % 3 !== 0,
    is_important: index % 5 === 0,
    link: null,
  }));
}

function renderNotifications(path = '/c/notifications', notifications = wireNotifications()) {
  const calls: string[] = [];
  const app = renderScreen(
    <NotificationPollingProvider accountRole="customer">
      <NotificationsScreen />
    </NotificationPollingProvider>,
    {
      path,
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/notifications'), ({ request }) => {
          calls.push(new URL(request.url).search);
          return HttpResponse.json({
            status: 'success',
            message: 'OK',
            data: {
              notifications,
              unread_count: notifications.filter((n) => !n.is_read).length,
              meta: { current_page: 1, per_page: 100, total: notifications.length, last_page: 1 },
            },
          });
        }),
        http.post(api('/c/notifications/read-all'), () =>
          HttpResponse.json({
            status: 'success',
            message: 'All notifications marked as read',
            data: { updated_count: 8, unread_count: 0 },
          }),
        ),
      ],
    },
  );
  return { app, calls };
}

const titles = () =>
  screen
    .queryAllByRole('article')
    .map((article) => within(article).getByRole('heading').textContent);

describe('notifications screen (R-NOTIF-1, R-LIMIT-9)', () => {
  it('shows 10 a page from the newest 100 the machine keeps', async () => {
    const { calls } = renderNotifications();
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(calls[0]).toContain('per_page=100');
    expect(titles()[0]).toContain('Update 1');
  });

  it('refilters the cached list on a tab change and returns to page 1, without a request', async () => {
    const user = userEvent.setup({ delay: null });
    const { app, calls } = renderNotifications('/c/notifications?page=2');
    await waitFor(() => expect(titles()[0]).toContain('Update 11'));
    await user.click(screen.getByRole('tab', { name: 'Unread' }));
    await waitFor(() => expect(app.location()).toBe('/c/notifications?tab=unread'));
    // Unread: indexes 0, 3, 6, … → 8 of them, all on page 1.
    expect(titles()).toHaveLength(8);
    expect(titles().every((title) => title?.startsWith('Unread'))).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('marks all read at once and empties the unread tab', async () => {
    const user = userEvent.setup({ delay: null });
    renderNotifications('/c/notifications?tab=unread');
    await waitFor(() => expect(titles()).toHaveLength(8));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('You are all caught up.')).toBeTruthy();
  });

  it('says so when there is nothing', async () => {
    renderNotifications('/c/notifications', []);
    expect(await screen.findByText('You have no notifications yet.')).toBeTruthy();
  });
});
