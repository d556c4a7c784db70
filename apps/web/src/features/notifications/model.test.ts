import type { NotificationItem } from '@hireloop/machines';
import { describe, expect, it } from 'vitest';
import { filterNotifications, NOTIFICATIONS_PAGE_SIZE, pageCount, pageOf } from './model.ts';

function item(id: number, patch: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: String(id),
    message: `Message ${id}`,
    timestamp: '2026-03-10T09:00:00',
    isRead: false,
    isImportant: false,
    ...patch,
  };
}

describe('tabs refilter the cached list (R-NOTIF-1)', () => {
  const list = [
    item(1),
    item(2, { isRead: true }),
    item(3, { isImportant: true }),
    item(4, { isRead: true, isImportant: true }),
  ];
  it('all shows everything, unread the unread ones, important the important ones', () => {
    expect(filterNotifications(list, 'all').map((n) => n.id)).toEqual(['1', '2', '3', '4']);
    expect(filterNotifications(list, 'unread').map((n) => n.id)).toEqual(['1', '3']);
    expect(filterNotifications(list, 'important').map((n) => n.id)).toEqual(['3', '4']);
  });
});

describe('pages of 10 (R-LIMIT-9)', () => {
  const many = Array.from({ length: 21 }, (_, index) => item(index + 1));

  it('uses a page size of 10', () => {
    expect(NOTIFICATIONS_PAGE_SIZE).toBe(10);
  });

  it('fills a page with exactly 10 items and starts a second at the 11th', () => {
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
    expect(pageOf(many.slice(0, 10), 1).items).toHaveLength(10);
    expect(pageOf(many.slice(0, 11), 2).items.map((n) => n.id)).toEqual(['11']);
  });

  it('shows page 1 for an empty list and clamps pages past the end', () => {
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
    expect(pageOf(many, 9).page).toBe(3);
    expect(pageOf(many, 0).page).toBe(1);
  });
});
