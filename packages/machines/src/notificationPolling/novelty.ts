import type { NotificationList } from '../types.ts';

/**
 * Whether a fetched list brings something new compared with the previous one (R-LIMIT-8 "divide by
 * 1.5 when nothing new"): a notification id not seen before, or a higher unread count. The first
 * list (no previous one) counts as new. Read-state changes and deletions are not new.
 */
export function hasSomethingNew(
  previous: NotificationList | null,
  next: NotificationList,
): boolean {
  if (!previous) return true;
  if (next.unreadCount > previous.unreadCount) return true;
  const seen = new Set(previous.notifications.map((notification) => notification.id));
  return next.notifications.some((notification) => !seen.has(notification.id));
}
