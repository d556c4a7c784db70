import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import type { NotificationData } from '../NotificationItem/NotificationItem.tsx';
import { NotificationList } from './NotificationList.tsx';
import { groupNotificationsByDay } from './groupNotificationsByDay.ts';

/** Local wall-clock times, so the tests hold in any time zone. */
const at = (day: number, hours: number, minutes = 0, seconds = 0, ms = 0) =>
  new Date(2026, 10, day, hours, minutes, seconds, ms).toISOString();
const now = new Date(2026, 10, 21, 9, 30);
const keys = (items: { timestamp: string }[]) =>
  groupNotificationsByDay(items, now).map((group) => [group.key, group.items.length]);

describe('groupNotificationsByDay (R-LIMIT-10 today, yesterday, earlier)', () => {
  it('puts local midnight today in "today" and one millisecond before in "yesterday"', () => {
    expect(keys([{ timestamp: at(21, 0) }])).toEqual([['today', 1]]);
    expect(keys([{ timestamp: at(20, 23, 59, 59, 999) }])).toEqual([['yesterday', 1]]);
  });

  it('puts midnight yesterday in "yesterday" and one millisecond before in "earlier"', () => {
    expect(keys([{ timestamp: at(20, 0) }])).toEqual([['yesterday', 1]]);
    expect(keys([{ timestamp: at(19, 23, 59, 59, 999) }])).toEqual([['earlier', 1]]);
  });

  it('counts a time just after now (clock skew) as today', () => {
    expect(keys([{ timestamp: at(21, 9, 31) }])).toEqual([['today', 1]]);
  });

  it('uses calendar days, not 24-hour windows, right after midnight', () => {
    const justAfterMidnight = new Date(2026, 10, 21, 0, 5);
    const groups = groupNotificationsByDay(
      [{ timestamp: at(21, 0, 1) }, { timestamp: at(20, 23, 58) }, { timestamp: at(19, 23, 0) }],
      justAfterMidnight,
    );
    expect(groups.map((group) => group.key)).toEqual(['today', 'yesterday', 'earlier']);
  });

  it('crosses month and year boundaries', () => {
    const newYear = new Date(2027, 0, 1, 8, 0);
    const groups = groupNotificationsByDay(
      [{ timestamp: new Date(2026, 11, 31, 22, 0).toISOString() }],
      newYear,
    );
    expect(groups).toEqual([{ key: 'yesterday', items: [expect.anything()] }]);
  });

  it('keeps the order of the items and leaves empty groups out', () => {
    const items = [
      { id: 'a', timestamp: at(21, 9) },
      { id: 'b', timestamp: at(18, 9) },
      { id: 'c', timestamp: at(21, 8) },
    ];
    expect(groupNotificationsByDay(items, now)).toEqual([
      { key: 'today', items: [items[0], items[2]] },
      { key: 'earlier', items: [items[1]] },
    ]);
    expect(groupNotificationsByDay([], now)).toEqual([]);
  });

  it('rejects an invalid timestamp with a clear error', () => {
    expect(() => groupNotificationsByDay([{ timestamp: 'yesterday' }], now)).toThrow(
      'Invalid date: yesterday',
    );
  });
});

const notification = (patch: Partial<NotificationData>): NotificationData => ({
  id: 'n1',
  kind: 'application_status_changed',
  title: 'Your application moved to interviewing',
  message: 'Hugging Face would like to talk with you.',
  timestamp: at(21, 8),
  isRead: false,
  isImportant: false,
  link: null,
  ...patch,
});

describe('NotificationList', () => {
  it('titles the groups Today, Yesterday and Earlier', () => {
    render(
      <UiProvider>
        <NotificationList
          now={now}
          notifications={[
            notification({ id: 'a' }),
            notification({ id: 'b', timestamp: at(20, 12), title: 'Posting closed' }),
            notification({ id: 'c', timestamp: at(2, 12), title: 'Welcome' }),
          ]}
        />
      </UiProvider>,
    );
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Today', 'Yesterday', 'Earlier']);
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByRole('article').textContent).toContain('Posting closed');
  });

  it('offers labelled actions that report the notification id', async () => {
    const user = userEvent.setup();
    const onMarkRead = vi.fn();
    const onToggleImportant = vi.fn();
    const onDelete = vi.fn();
    render(
      <UiProvider>
        <NotificationList
          now={now}
          notifications={[notification({})]}
          onMarkRead={onMarkRead}
          onToggleImportant={onToggleImportant}
          onDelete={onDelete}
        />
      </UiProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Mark as read' }));
    await user.click(screen.getByRole('button', { name: 'Mark as important' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onMarkRead).toHaveBeenCalledWith('n1');
    expect(onToggleImportant).toHaveBeenCalledWith('n1', true);
    expect(onDelete).toHaveBeenCalledWith('n1');
  });

  it('marks unread items for screen readers and hides "Mark as read" once read', () => {
    render(
      <UiProvider>
        <NotificationList
          now={now}
          notifications={[
            notification({}),
            notification({ id: 'n2', isRead: true, title: 'Read one' }),
          ]}
          onMarkRead={() => undefined}
        />
      </UiProvider>,
    );
    expect(screen.getByRole('article', { name: /^Unread:\s?Your application/ })).toBeDefined();
    expect(screen.getByRole('article', { name: 'Read one' })).toBeDefined();
    expect(screen.getAllByRole('button', { name: 'Mark as read' })).toHaveLength(1);
  });

  it('shows the empty content without notifications', () => {
    render(
      <UiProvider>
        <NotificationList now={now} notifications={[]} emptyContent={<p>All caught up</p>} />
      </UiProvider>,
    );
    expect(screen.getByText('All caught up')).toBeDefined();
  });
});
