import {
  Bell,
  BellRing,
  BriefcaseBusiness,
  Check,
  FileUser,
  Megaphone,
  MessageSquare,
  RefreshCw,
  Star,
  Trash2,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { Button, Link, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { visuallyHidden } from '../private/a11y.css.ts';
import { formatDateTime, formatRelativeTime } from '../private/relativeTime.ts';
import type { NotificationKind } from '../vocabulary.ts';
import * as styles from './NotificationItem.css.ts';

/** A notification as the API gives it (R-DATA-6 Notification; camelCase). */
export interface NotificationData {
  id: string;
  kind: NotificationKind;
  title: string;
  message: string;
  /** ISO 8601 date-time. */
  timestamp: string;
  isRead: boolean;
  isImportant: boolean;
  /** Path of the web app to open for it, or null. */
  link: string | null;
}

/** Props of `NotificationItem`. */
export interface NotificationItemProps {
  /** The notification to show. */
  notification: NotificationData;
  /**
   * Marks it read (R-NOTIF-4 "mark as read"); the button shows while it is unread.
   * @default undefined
   */
  onMarkRead?: (id: string) => void;
  /**
   * Toggles important on or off (R-NOTIF-4 "toggle important"); called with the new value.
   * @default undefined
   */
  onToggleImportant?: (id: string, isImportant: boolean) => void;
  /**
   * Deletes it (R-NOTIF-4 "delete").
   * @default undefined
   */
  onDelete?: (id: string) => void;
  /**
   * Called when its title link is followed (e.g. to mark it read on the way).
   * @default undefined
   */
  onOpen?: (notification: NotificationData) => void;
  /**
   * The current time, for "3 hours ago".
   * @default the time of rendering
   */
  now?: Date;
  /**
   * Heading level of the title in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

const kindIcons: Record<
  NotificationKind,
  [LucideIcon, 'accent' | 'info' | 'warning' | 'success' | 'neutral']
> = {
  application_received: [FileUser, 'accent'],
  application_status_changed: [RefreshCw, 'info'],
  posting_closed: [BriefcaseBusiness, 'warning'],
  message: [MessageSquare, 'success'],
  system: [Megaphone, 'neutral'],
  job_alert: [BellRing, 'accent'],
  team: [UsersRound, 'info'],
};

/**
 * One notification (R-NOTIF-1, R-DATA-6): an icon for its kind, title (a link when it has one), message,
 * relative time, an unread dot, and labelled actions — a star toggle button for important
 * (`aria-pressed`), "Mark as read" while unread, and "Delete". Every control is a
 * react-aria-components button, reached with Tab.
 */
export function NotificationItem({
  notification,
  onMarkRead,
  onToggleImportant,
  onDelete,
  onOpen,
  now,
  headingLevel = 3,
  className,
}: NotificationItemProps) {
  const t = useT('notifications');
  const td = useT('display');
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const titleId = useId();
  const unread = !notification.isRead;
  const [KindIcon, tone] = kindIcons[notification.kind] ?? [Bell, 'neutral'];
  const Heading = `h${headingLevel}` as const;
  const time = formatRelativeTime(notification.timestamp, now ?? new Date(), locale);

  return (
    <article
      className={[styles.root({ unread }), className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
      data-unread={unread || undefined}
    >
      <span className={styles.kindIcon({ tone })} aria-hidden="true">
        <KindIcon className={styles.icon} />
      </span>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          {unread ? <span className={styles.unreadDot} aria-hidden="true" /> : null}
          <Heading id={titleId} className={styles.title({ unread })}>
            {unread ? (
              <span className={visuallyHidden}>{`${td('notificationItem.unread')}: `}</span>
            ) : null}
            {notification.link ? (
              <Link
                className={styles.titleLink}
                href={notification.link}
                onPress={() => onOpen?.(notification)}
              >
                {notification.title}
              </Link>
            ) : (
              notification.title
            )}
          </Heading>
        </div>
        <p className={styles.message}>{notification.message}</p>
        <p className={styles.meta}>
          <span>{td(`notificationItem.kinds.${notification.kind}`)}</span>
          {' · '}
          <time
            dateTime={notification.timestamp}
            title={formatDateTime(notification.timestamp, locale)}
          >
            {time}
          </time>
        </p>
      </div>
      <div className={styles.actions}>
        {onToggleImportant ? (
          <ToggleButton
            className={styles.actionButton}
            isSelected={notification.isImportant}
            onChange={(important) => onToggleImportant(notification.id, important)}
            aria-label={t('actions.markImportant')}
          >
            <Star
              className={styles.icon}
              fill={notification.isImportant ? 'currentColor' : 'none'}
              aria-hidden="true"
            />
          </ToggleButton>
        ) : null}
        {onMarkRead && unread ? (
          <Button
            className={styles.actionButton}
            onPress={() => onMarkRead(notification.id)}
            aria-label={t('actions.markRead')}
          >
            <Check className={styles.icon} aria-hidden="true" />
          </Button>
        ) : null}
        {onDelete ? (
          <Button
            className={[styles.actionButton, styles.danger].join(' ')}
            onPress={() => onDelete(notification.id)}
            aria-label={t('actions.delete')}
          >
            <Trash2 className={styles.icon} aria-hidden="true" />
          </Button>
        ) : null}
      </div>
    </article>
  );
}
