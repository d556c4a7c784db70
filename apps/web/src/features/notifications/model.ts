/**
 * The notifications screen's view of the cached list (spec §2 Notifications screen, §9): the tab
 * filter, pages of 10, and the today / yesterday / earlier groups. Pure functions over the list the
 * polling machine keeps, so changing tab refilters the cached list without a request.
 */
import type { NotificationItem } from '@hireloop/machines';

/** The tabs of the screen (spec §2). */
export const notificationTabs = ['all', 'unread', 'important'] as const;

/** A tab of the screen. */
export type NotificationTab = (typeof notificationTabs)[number];

/** Notifications a page (spec §9 "Notifications page size: 10"). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

/** The groups, in display order (spec §9 "Notification groups: today, yesterday, earlier"). */
export const notificationGroups = ['today', 'yesterday', 'earlier'] as const;

/** A group of the list. */
export type NotificationGroup = (typeof notificationGroups)[number];

/** True when `tab` names a tab of the screen. */
export function isNotificationTab(tab: string | null | undefined): tab is NotificationTab {
  return notificationTabs.includes(tab as NotificationTab);
}

/** The notifications a tab shows: all of them, the unread ones, or the important ones. */
export function filterNotifications(
  items: readonly NotificationItem[],
  tab: NotificationTab,
): NotificationItem[] {
  switch (tab) {
    case 'all':
      return [...items];
    case 'unread':
      return items.filter((item) => !item.isRead);
    case 'important':
      return items.filter((item) => item.isImportant);
  }
}

/** How many pages `count` items fill, at least 1 (an empty list still shows page 1). */
export function pageCount(count: number, pageSize: number = NOTIFICATIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(count / pageSize));
}

/**
 * The items of a page (from 1). A page past the end gives the last page, so deleting the last item
 * of the last page shows the page before it.
 */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  pageSize: number = NOTIFICATIONS_PAGE_SIZE,
): { items: T[]; page: number; pages: number } {
  const pages = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, Math.floor(page)), pages);
  const start = (current - 1) * pageSize;
  return { items: items.slice(start, start + pageSize), page: current, pages };
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/**
 * The group of a notification by its timestamp, in the user's time zone: today, yesterday (the
 * calendar day before), or earlier. Times in the future (clock skew) count as today.
 */
export function groupOf(timestamp: string, now: Date = new Date()): NotificationGroup {
  const time = new Date(timestamp).getTime();
  const today = startOfDay(now);
  if (Number.isNaN(time) || time >= today) return 'today';
  const yesterday = startOfDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1));
  return time >= yesterday ? 'yesterday' : 'earlier';
}

/** The items of a page split into their groups, in order; empty groups are left out. */
export function groupNotifications(
  items: readonly NotificationItem[],
  now: Date = new Date(),
): Array<{ group: NotificationGroup; items: NotificationItem[] }> {
  const byGroup = new Map<NotificationGroup, NotificationItem[]>();
  for (const item of items) {
    const group = groupOf(item.timestamp, now);
    byGroup.set(group, [...(byGroup.get(group) ?? []), item]);
  }
  return notificationGroups
    .filter((group) => byGroup.has(group))
    .map((group) => ({ group, items: byGroup.get(group) ?? [] }));
}
