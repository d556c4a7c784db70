/**
 * The notifications screen's view of the cached list (R-NOTIF-1 Notifications screen, R-LIMIT-9): the tab
 * filter and pages of 10 (the design system's NotificationList groups a page into today,
 * yesterday and earlier). Pure functions over the list the polling machine keeps, so changing tab
 * refilters the cached list without a request.
 */
import type { NotificationItem } from '@hireloop/machines';

/** The tabs of the screen (R-NOTIF-1). */
export const notificationTabs = ['all', 'unread', 'important'] as const;

/** A tab of the screen. */
export type NotificationTab = (typeof notificationTabs)[number];

/** Notifications a page (R-LIMIT-9 "Notifications page size: 10"). */
export const NOTIFICATIONS_PAGE_SIZE = 10;

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
