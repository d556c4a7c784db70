import type { ReactNode } from 'react';
import { useId } from 'react';
import { useT } from '../i18n/index.ts';
import {
  NotificationItem,
  type NotificationData,
  type NotificationItemProps,
} from '../NotificationItem/NotificationItem.tsx';
import * as styles from './NotificationList.css.ts';
import { groupNotificationsByDay } from './groupNotificationsByDay.ts';

/** Props of `NotificationList`. */
export interface NotificationListProps extends Pick<
  NotificationItemProps,
  'onMarkRead' | 'onToggleImportant' | 'onDelete' | 'onOpen'
> {
  /** The notifications of the current page, newest first. */
  notifications: readonly NotificationData[];
  /**
   * The current time: decides today, yesterday and earlier, and "3 hours ago".
   * @default the time of rendering
   */
  now?: Date;
  /**
   * Heading level of the group titles; item titles are one level deeper.
   * @default 2
   */
  headingLevel?: 2 | 3;
  /**
   * Shown instead of the list when there are no notifications (e.g. an EmptyState).
   * @default undefined
   */
  emptyContent?: ReactNode;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * The notifications screen's list (R-NOTIF-3): notifications grouped into "Today", "Yesterday" and
 * "Earlier" ({@link groupNotificationsByDay}), each group a titled list of `NotificationItem`s
 * with their actions.
 */
export function NotificationList({
  notifications,
  now,
  headingLevel = 2,
  emptyContent,
  className,
  ...actions
}: NotificationListProps) {
  const t = useT('notifications');
  const baseId = useId();
  if (notifications.length === 0) return <>{emptyContent ?? null}</>;
  const current = now ?? new Date();
  const groups = groupNotificationsByDay(notifications, current);
  const GroupHeading = `h${headingLevel}` as const;
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {groups.map((group) => {
        const headingId = `${baseId}-${group.key}`;
        return (
          <section key={group.key} className={styles.group} aria-labelledby={headingId}>
            <GroupHeading id={headingId} className={styles.groupTitle}>
              {t(`groups.${group.key}`)}
            </GroupHeading>
            <ul className={styles.list}>
              {group.items.map((notification) => (
                <li key={notification.id}>
                  <NotificationItem
                    notification={notification}
                    now={current}
                    headingLevel={headingLevel === 2 ? 3 : 4}
                    {...actions}
                  />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
