import { toDate } from '../private/relativeTime.ts';

/** The day groups of the notifications screen (R-NOTIF-3, R-LIMIT-10: today, yesterday, earlier). */
export type NotificationDayGroup = 'today' | 'yesterday' | 'earlier';

/** A group with its items, in the order they came. */
export interface NotificationGroup<T> {
  key: NotificationDayGroup;
  items: T[];
}

const startOfDay = (date: Date) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();

/**
 * Splits notifications into "today", "yesterday" and "earlier" by the calendar day of their
 * `timestamp` in the runtime's local time zone, relative to `now` (R-NOTIF-1 Notifications screen,
 * R-LIMIT-10 "Notification groups"). Today starts at local midnight of `now`; yesterday is the calendar
 * day before (23 or 25 hours long across a daylight-saving change); anything older is earlier. A
 * timestamp after `now` (clock skew) counts as today. Groups keep the items' order and empty
 * groups are left out, so the result can be rendered as is.
 *
 * @param items Notifications with an ISO 8601 `timestamp`.
 * @param now The current time.
 * @throws {RangeError} when an item's timestamp is not a valid date.
 */
export function groupNotificationsByDay<T extends { timestamp: string }>(
  items: readonly T[],
  now: Date,
): NotificationGroup<T>[] {
  const today = startOfDay(now);
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1).getTime();
  const groups: Record<NotificationDayGroup, T[]> = { today: [], yesterday: [], earlier: [] };
  for (const item of items) {
    const time = toDate(item.timestamp).getTime();
    const key: NotificationDayGroup =
      time >= today ? 'today' : time >= yesterday ? 'yesterday' : 'earlier';
    groups[key].push(item);
  }
  return (['today', 'yesterday', 'earlier'] as const)
    .filter((key) => groups[key].length > 0)
    .map((key) => ({ key, items: groups[key] }));
}
