/**
 * Interview reminders (issue 28, decision 237): 24 hours and 1 hour before a booked start
 * ({@link INTERVIEW_LIMITS}.reminderLeadsMs), both sides get an in-app notification and an e-mail
 * through the durable queue. Each reminder is claimed by one conditional UPDATE of its
 * `reminded_*_at` column (`… IS NULL … FOR UPDATE SKIP LOCKED`), in the transaction that writes
 * the notifications and e-mails, so however many processes run the housekeeping loop, each goes
 * out once. A reminder whose moment had already passed when the interview was booked (a booking
 * 3 hours ahead gets no 24-hour reminder) is skipped; one that is due after the interview started
 * (the server was down) is dropped.
 */
import { INTERVIEW_LIMITS, conversationLink } from '@hireloop/api/rules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { dbId, dbNumber, dbTime } from '../../db/columns.ts';
import type { AppDeps } from '../../http/context.ts';
import { queueEmail } from '../../services/mail.ts';
import {
  applicantAsBusinessSees,
  conversationFrom,
  conversationRow,
} from '../conversations/conversations.ts';
import { whenText } from './interviews.ts';

/** Reminders claimed per lead and run (the next run takes the rest). @default 100 */
export const REMINDER_BATCH = 100;

/** The two reminders: their lead (ms), the column that claims them, and the words. */
const REMINDERS = [
  { leadMs: INTERVIEW_LIMITS.reminderLeadsMs[0], column: sql`reminded_24h_at`, words: 'tomorrow' },
  { leadMs: INTERVIEW_LIMITS.reminderLeadsMs[1], column: sql`reminded_1h_at`, words: 'in an hour' },
] as const;

/** A booked interview whose reminder this run claimed. */
const claimedReminderRow = z.object({
  id: dbId,
  application_id: dbId,
  starts_at: dbTime,
  duration_minutes: dbNumber,
  location: z.string(),
});

/** The conversation of a reminded interview with both sides' e-mail addresses. */
const reminderConversationRow = conversationRow.extend({
  customer_email: z.string(),
  owner_email: z.string(),
});

/**
 * Sends the reminders due at `deps.clock.now()` (see the module comment).
 * @returns how many interviews were reminded (each to both sides)
 */
export async function sendInterviewReminders(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const reminder of REMINDERS) {
    const due = new Date(now.getTime() + reminder.leadMs).toISOString();
    sent += await deps.db.transaction(async (tx) => {
      const claimed = await queryRows(
        tx,
        sql`UPDATE interviews SET ${reminder.column} = ${now.toISOString()}::timestamptz
             WHERE id IN (
               SELECT id FROM interviews
                WHERE status = 'booked' AND ${reminder.column} IS NULL
                  AND starts_at <= ${due}::timestamptz AND starts_at > ${now.toISOString()}::timestamptz
                  AND booked_at < starts_at - make_interval(secs => ${reminder.leadMs / 1000})
                ORDER BY starts_at LIMIT ${REMINDER_BATCH}
                FOR UPDATE SKIP LOCKED)
            RETURNING id, application_id, starts_at, duration_minutes, location`,
        claimedReminderRow,
      );
      for (const interview of claimed) {
        const [conversation] = await queryRows(
          tx,
          sql`SELECT x.*, cu.email AS customer_email, ou.email AS owner_email
                FROM (${conversationFrom} WHERE a.id = ${interview.application_id}) x
                JOIN users cu ON cu.id = x.customer_id AND cu.deleted_at IS NULL
                JOIN users ou ON ou.id = x.owner_id`,
          reminderConversationRow,
        );
        if (!conversation) continue;
        const when = whenText(interview.starts_at, interview.duration_minutes);
        const applicant = applicantAsBusinessSees(conversation);
        for (const side of ['customer', 'business'] as const) {
          const area = side === 'customer' ? 'c' : 'b';
          const userId = side === 'customer' ? conversation.customer_id : conversation.owner_id;
          const withWhom = side === 'customer' ? conversation.company_name : applicant.name;
          const link = conversationLink(area, conversation.id);
          await deps.notifier.notify(tx, {
            userId,
            kind: 'message',
            title: `Interview ${reminder.words}: ${conversation.job_title}`,
            message: `Your interview with ${withWhom} is ${when}. Where: ${interview.location}`,
            link,
            data: { application_id: conversation.id, interview_id: interview.id },
            email: false,
          });
          await queueEmail(
            tx,
            {
              userId,
              to: side === 'customer' ? conversation.customer_email : conversation.owner_email,
              subject: `Reminder: interview ${reminder.words}, ${conversation.job_title}`.slice(
                0,
                200,
              ),
              text: `Your interview with ${withWhom} for ${conversation.job_title} is ${when}.\nWhere: ${interview.location}\n\nOpen the conversation: ${deps.config.publicUrl}${link}\n`,
            },
            now,
          );
        }
      }
      return claimed.length;
    });
  }
  if (sent) deps.mailer.kick();
  return sent;
}
