/**
 * Notifications (R-NOTIF-1, R-NOTIF-4, R-API-6): the ONE service that creates them. Domain code (applications,
 * postings, account) calls `deps.notifier.notify(tx, {...})` inside its own transaction; the
 * recipient's notification settings decide whether it is shown in the app and whether an e-mail
 * goes out now (frequency instant) or in the next daily/weekly digest.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { prepared, type Db, type DbOrTx } from '../db/client.ts';
import type { Schema } from '../contract/types.ts';
import { notificationKindValues } from '@hireloop/api/schema';
import { notificationSettings, notifications, users, type NotificationKind } from '../db/schema.ts';
import { queueEmail } from './mail.ts';
import type { Clock } from '../clock.ts';

/** What a notification's link may be (contract `Notification.link`): a path of the web app. */
export const LINK_PATTERN = /^\/[A-Za-z0-9/_?=&.%-]*$/;
/* eslint-disable no-control-regex -- removing control characters is the point */
/** One line: every control character (line breaks included) becomes a space. */
const CONTROL = /[\u0000-\u001f\u007f]+/g;
/** Plain text: tab and line breaks stay, the other control characters go. */
const CONTROL_BUT_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
/* eslint-enable no-control-regex */
const oneLine = (text: string) => text.replace(CONTROL, ' ').trim();
const plainText = (text: string) => text.replace(CONTROL_BUT_BREAKS, '');

/** Whether one kind of notification is shown in the app and sent by e-mail. */
export interface ChannelPreference {
  in_app: boolean;
  email: boolean;
}
/** One {@link ChannelPreference} per notification kind. */
export type NotificationPreferences = Record<NotificationKind, ChannelPreference>;

/** Settings of a new account: everything in the app, e-mail for what needs action. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  application_received: { in_app: true, email: true },
  application_status_changed: { in_app: true, email: true },
  posting_closed: { in_app: true, email: true },
  message: { in_app: true, email: true },
  system: { in_app: true, email: false },
  job_alert: { in_app: true, email: true },
  team: { in_app: true, email: true },
};

/** Merges stored settings over the defaults (kinds added later get their default). */
export function completePreferences(
  stored: Record<string, unknown> | null | undefined,
): NotificationPreferences {
  const out = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
  for (const kind of notificationKindValues) {
    const value = stored?.[kind] as Partial<ChannelPreference> | undefined;
    if (value && typeof value.in_app === 'boolean') out[kind].in_app = value.in_app;
    if (value && typeof value.email === 'boolean') out[kind].email = value.email;
  }
  return out;
}

/** What happened, for whom. */
export interface NotificationInput {
  /** Recipient. */
  userId: string;
  kind: NotificationKind;
  /** Short heading (≤ 200 characters, one line). */
  title: string;
  /** Text shown to the user (≤ 1000 characters). */
  message: string;
  /** Path of the web app it leads to, e.g. `/c/applications/{id}` (null for none). */
  link?: string | null;
  /** Extra machine-readable facts (ids), kept with the notification. */
  data?: Record<string, unknown>;
  /** Mark it important from the start. @default false */
  important?: boolean;
  /**
   * False when the caller sends its own e-mail about it (job alerts send a digest listing the
   * jobs), so the notification is only shown in the app. @default true
   */
  email?: boolean;
}

/** The notification service. */
export interface Notifier {
  /**
   * Creates a notification according to the recipient's settings: stored in-app when `in_app`,
   * e-mailed now (frequency instant) or flagged for the digest (daily, weekly) when `email`.
   * Runs on `db`, which may be the caller's transaction. A deleted recipient gets nothing. Control
   * characters are dropped from title and message; both are cut to the contract's 200/1000.
   * @throws TypeError when `link` is not a path of the web app (a programming error)
   * @returns the new notification's id, or null when the settings say not to show it in the app
   */
  notify(db: DbOrTx, input: NotificationInput): Promise<string | null>;
  /** Sends the daily and weekly digests that are due. @returns how many e-mails were queued */
  sendDigests(db: Db): Promise<number>;
}

/** Creates the {@link Notifier}. */
export function createNotifier(options: {
  clock: Clock;
  publicUrl: string;
  onEmailQueued?: () => void;
}): Notifier {
  const absolute = (link: string | null | undefined) =>
    link ? `${options.publicUrl}${link}` : options.publicUrl;

  return {
    async notify(db, raw) {
      if (raw.link != null && !LINK_PATTERN.test(raw.link)) {
        throw new TypeError(
          `notify(): link must be an app path like /c/applications/{id}, got ${raw.link}`,
        );
      }
      const input = {
        ...raw,
        title: oneLine(raw.title).slice(0, 200),
        message: plainText(raw.message).slice(0, 1000),
      };
      const now = options.clock.now();
      const [recipient] = await db
        .select({
          email: users.email,
          deletedAt: users.deletedAt,
          settings: notificationSettings.settings,
          frequency: notificationSettings.frequency,
        })
        .from(users)
        .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
        .where(eq(users.id, input.userId));
      if (!recipient || recipient.deletedAt) return null;
      const preference = completePreferences(recipient.settings)[input.kind];
      const frequency = recipient.frequency ?? 'instant';
      const wantsEmail = preference.email && frequency !== 'never' && input.email !== false;

      let id: string | null = null;
      if (preference.in_app || (wantsEmail && frequency !== 'instant')) {
        const [row] = await db
          .insert(notifications)
          .values({
            userId: input.userId,
            kind: input.kind,
            title: input.title,
            message: input.message,
            link: input.link ?? null,
            data: input.data ?? {},
            isImportant: input.important ?? false,
            // A notification hidden in the app but due in a digest is stored read, so no badge counts it.
            readAt: preference.in_app ? null : now,
            digestPending: wantsEmail && frequency !== 'instant',
            createdAt: now,
          })
          .returning({ id: notifications.id });
        id = preference.in_app ? (row?.id ?? null) : null;
      }
      if (wantsEmail && frequency === 'instant') {
        await queueEmail(
          db,
          {
            userId: input.userId,
            to: recipient.email,
            subject: input.title,
            text: `${input.message}\n\n${absolute(input.link)}\n\nYou get this e-mail because of your notification settings; change them under Settings → Notifications.\n`,
          },
          now,
        );
        options.onEmailQueued?.();
      }
      return id;
    },

    async sendDigests(db) {
      const now = options.clock.now();
      const dayMs = 24 * 60 * 60 * 1000;
      const due = await db
        .select({
          userId: notificationSettings.userId,
          email: users.email,
          frequency: notificationSettings.frequency,
        })
        .from(notificationSettings)
        .innerJoin(users, eq(users.id, notificationSettings.userId))
        .where(
          sql`${users.deletedAt} IS NULL AND (
            (${notificationSettings.frequency} = 'daily' AND (${notificationSettings.lastDigestAt} IS NULL OR ${notificationSettings.lastDigestAt} <= ${new Date(now.getTime() - dayMs).toISOString()}::timestamptz))
            OR (${notificationSettings.frequency} = 'weekly' AND (${notificationSettings.lastDigestAt} IS NULL OR ${notificationSettings.lastDigestAt} <= ${new Date(now.getTime() - 7 * dayMs).toISOString()}::timestamptz))
          ) AND EXISTS (SELECT 1 FROM ${notifications} n WHERE n.user_id = ${notificationSettings.userId} AND n.digest_pending)`,
        );
      let queued = 0;
      for (const user of due) {
        await db.transaction(async (tx) => {
          const items = await tx
            .update(notifications)
            .set({ digestPending: false })
            .where(
              and(eq(notifications.userId, user.userId), eq(notifications.digestPending, true)),
            )
            .returning({
              title: notifications.title,
              message: notifications.message,
              link: notifications.link,
            });
          await tx
            .update(notificationSettings)
            .set({ lastDigestAt: now })
            .where(eq(notificationSettings.userId, user.userId));
          if (items.length === 0) return;
          const lines = items
            .map((n) => `• ${n.title}: ${n.message}\n  ${absolute(n.link)}`)
            .join('\n\n');
          await queueEmail(
            tx,
            {
              userId: user.userId,
              to: user.email,
              subject: `Your ${user.frequency} summary: ${items.length} notification${items.length === 1 ? '' : 's'}`,
              text: `${lines}\n`,
            },
            now,
          );
          queued++;
        });
      }
      if (queued) options.onEmailQueued?.();
      return queued;
    },
  };
}

type NotificationRow = typeof notifications.$inferSelect;

/** The contract's Notification resource. */
export function toNotification(row: NotificationRow): Schema<'Notification'> {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    message: row.message,
    timestamp: row.createdAt.toISOString(),
    is_read: row.readAt !== null,
    is_important: row.isImportant,
    link: row.link,
  };
}

/** Unread notifications of a user. */
export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const query = prepared(db, 'unread_count', (d) =>
    d
      .select({ count: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.userId, sql.placeholder('userId')), isNull(notifications.readAt)))
      .prepare('unread_count'),
  );
  const [row] = await query.execute({ userId });
  return Number(row?.count ?? 0);
}
