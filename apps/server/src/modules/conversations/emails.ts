/**
 * Message e-mails (issue 28, decision 236), sent by the housekeeping loop rather than at send time
 * so that a message read within a minute is never e-mailed: for each conversation and recipient
 * with messages of the other side still unread {@link CONVERSATION_LIMITS}.emailDelayMs after they
 * were written and newer than the last e-mail, at most one e-mail per `emailIntervalMs`, listing
 * every unread message. Each e-mail is claimed with one conditional upsert of
 * `conversation_reads.emailed_at` (`… ON CONFLICT … DO UPDATE … WHERE … RETURNING`), so when
 * several processes run the loop at once exactly one sends it. Only when the recipient's `message`
 * e-mail switch is on and their frequency is not `never`.
 */
import { CONVERSATION_LIMITS, conversationLink } from '@hireloop/api/rules';
import { notificationFrequencyValues, roleValues } from '@hireloop/api/schema';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { dbEnum, dbId, dbTime } from '../../db/columns.ts';
import type { AppDeps } from '../../http/context.ts';
import { queueEmail } from '../../services/mail.ts';
import { completePreferences } from '../../services/notifications.ts';
import { iso } from '../marketplace/rows.ts';

/** A (conversation, recipient) that is due an e-mail, as the scan finds it. */
const dueRow = z.object({
  application_id: dbId,
  user_id: dbId,
  /** The recipient's side. */
  role: dbEnum(roleValues),
  /** When they were last e-mailed about it; null if never (or no `conversation_reads` row). */
  emailed_at: dbTime.nullable(),
});
/** A (conversation, recipient) that is due an e-mail. */
type DueRow = z.output<typeof dueRow>;

/** The claimed `conversation_reads` row's `read_at` (null: never read). */
const claimedReadRow = z.object({ read_at: dbTime.nullable() });

/** An unread message to list in the e-mail. */
const unreadMessageRow = z.object({ body: z.string(), created_at: dbTime });

/** The recipient's address and notification settings, and the names the e-mail shows. */
const recipientRow = z.object({
  email: z.string(),
  /** `notification_settings.settings` (jsonb, per kind `{ in_app, email }`); null without a row. */
  settings: z.record(z.string(), z.unknown()).nullable(),
  frequency: dbEnum(notificationFrequencyValues).nullable(),
  job_title: z.string(),
  company_name: z.string(),
  applicant_name: z.string(),
});

/** Most conversations e-mailed per run (the next run takes the rest). @default 200 */
export const MESSAGE_EMAIL_BATCH = 200;

/**
 * Queues the message e-mails that are due at `deps.clock.now()` (see the module comment).
 * @returns how many e-mails were queued
 */
export async function sendMessageEmails(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const delayed = new Date(now.getTime() - CONVERSATION_LIMITS.emailDelayMs).toISOString();
  const interval = new Date(now.getTime() - CONVERSATION_LIMITS.emailIntervalMs).toISOString();
  // Both sides of every conversation with a message of the other side old enough, unread and
  // newer than the side's last e-mail.
  const due = await queryRows(
    deps.db,
    sql`SELECT s.application_id, s.user_id, s.role, r.emailed_at
          FROM (
            SELECT a.id AS application_id, a.user_id, 'customer' AS role FROM applications a
            UNION ALL
            SELECT a.id, c.user_id, 'business' FROM applications a
              JOIN postings p ON p.id = a.posting_id JOIN companies c ON c.id = p.company_id
          ) s
          JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
          LEFT JOIN conversation_reads r ON r.application_id = s.application_id AND r.user_id = s.user_id
         WHERE (r.emailed_at IS NULL OR r.emailed_at <= ${interval}::timestamptz)
           AND EXISTS (
             SELECT 1 FROM messages m
              WHERE m.application_id = s.application_id AND m.author_role <> s.role
                AND m.created_at <= ${delayed}::timestamptz
                AND (r.read_at IS NULL OR m.created_at > r.read_at)
                AND (r.emailed_at IS NULL OR m.created_at > r.emailed_at))
         LIMIT ${MESSAGE_EMAIL_BATCH}`,
    dueRow,
  );
  let queued = 0;
  for (const row of due) if (await emailOne(deps, row, now, interval)) queued++;
  if (queued) deps.mailer.kick();
  return queued;
}

/** Claims and queues the e-mail of one (conversation, recipient); false when another run had it. */
async function emailOne(deps: AppDeps, row: DueRow, now: Date, interval: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const observed = row.emailed_at === null ? null : iso(row.emailed_at);
    const claimed = await queryRows(
      tx,
      sql`INSERT INTO conversation_reads (application_id, user_id, emailed_at)
          VALUES (${row.application_id}, ${row.user_id}, ${now.toISOString()}::timestamptz)
          ON CONFLICT (application_id, user_id) DO UPDATE SET emailed_at = excluded.emailed_at
           WHERE conversation_reads.emailed_at IS NOT DISTINCT FROM ${observed}::timestamptz
             AND (conversation_reads.emailed_at IS NULL
                  OR conversation_reads.emailed_at <= ${interval}::timestamptz)
          RETURNING read_at`,
      claimedReadRow,
    );
    // Another process claimed it first (its row changed since the scan).
    if (claimed.length === 0) return false;
    // A conflict-free insert returns the new row: it had never been read.
    const readAt = claimed[0]!.read_at === null ? null : iso(claimed[0]!.read_at);
    const unread = await queryRows(
      tx,
      sql`SELECT m.body, m.created_at FROM messages m
           WHERE m.application_id = ${row.application_id} AND m.author_role <> ${row.role}
             AND (${readAt}::timestamptz IS NULL OR m.created_at > ${readAt}::timestamptz)
           ORDER BY m.created_at, m.seq LIMIT 20`,
      unreadMessageRow,
    );
    const [who] = await queryRows(
      tx,
      sql`SELECT u.email, ns.settings, ns.frequency, p.title AS job_title,
                 coalesce(bu.business_name, p.company_name) AS company_name,
                 concat_ws(' ', cu.first_name, cu.last_name) AS applicant_name
            FROM applications a
            JOIN postings p ON p.id = a.posting_id
            JOIN companies c ON c.id = p.company_id
            JOIN users bu ON bu.id = c.user_id
            JOIN users cu ON cu.id = a.user_id
            JOIN users u ON u.id = ${row.user_id}
            LEFT JOIN notification_settings ns ON ns.user_id = u.id
           WHERE a.id = ${row.application_id}`,
      recipientRow,
    );
    if (!who || unread.length === 0) return false;
    const wants =
      completePreferences(who.settings).message.email && (who.frequency ?? 'instant') !== 'never';
    if (!wants) return false;
    const from =
      row.role === 'customer' ? who.company_name : who.applicant_name.trim() || 'The applicant';
    const area = row.role === 'customer' ? 'c' : 'b';
    const link = `${deps.config.publicUrl}${conversationLink(area, row.application_id)}`;
    const lines = unread.map((m) => `${from} (${iso(m.created_at)}):\n${m.body}`).join('\n\n');
    const count = unread.length;
    await queueEmail(
      tx,
      {
        userId: row.user_id,
        to: who.email,
        subject:
          `${count === 1 ? 'New message' : `${count} new messages`} from ${from}: ${who.job_title}`.slice(
            0,
            200,
          ),
        text: `${lines}\n\nReply in Hireloop: ${link}\n\nYou get this e-mail because of your notification settings; change them under Settings → Notifications.\n`,
      },
      now,
    );
    return true;
  });
}
