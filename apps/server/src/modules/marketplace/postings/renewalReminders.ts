/**
 * The renewal reminder of Hireloop postings (issue 34, decision 202): a posting written here
 * (`source` null) stays open until its business closes it, so every
 * {@link POSTING_RENEWAL_REMINDER_DAYS} days it is published the business is asked whether it is
 * still hiring — an in-app notification of kind `system` (e-mailed too when the business's
 * notification settings say so) linking to the posting. Imported listings follow their source
 * instead (importData.ts). Run by the module's housekeeping loop.
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '../../../db/client.ts';
import type { AppDeps } from '../../../http/context.ts';
import { z } from 'zod';
import { dbId, dbTime } from '../../../db/columns.ts';

/** Days a Hireloop posting is published before its business is reminded (and again every as many days). @default 60 */
export const POSTING_RENEWAL_REMINDER_DAYS = 60;
/** Reminders claimed per run (the loop runs every 30 s and takes the rest next time). @default 200 */
export const RENEWAL_REMINDER_BATCH = 200;

const DAY_MS = 86_400_000;

/** A posting claimed for a renewal reminder, with its business account. */
const remindedPostingRow = z.object({
  id: dbId,
  title: z.string(),
  published_at: dbTime,
  user_id: dbId,
});

/**
 * Reminds the business of every published Hireloop posting whose current period is over: published
 * (or last reminded) at least {@link POSTING_RENEWAL_REMINDER_DAYS} days before `deps.clock.now()`.
 * A posting is claimed with one atomic UPDATE … RETURNING that sets `renewal_reminded_at`, in the
 * transaction that creates its notification, so concurrent runs (other processes) never remind
 * twice; reopening a posting (a new `published_at`) starts a new period.
 * @returns how many postings' businesses were reminded (at most {@link RENEWAL_REMINDER_BATCH})
 */
export async function sendRenewalReminders(
  deps: Pick<AppDeps, 'db' | 'clock' | 'notifier'>,
): Promise<number> {
  const now = deps.clock.now();
  const due = new Date(now.getTime() - POSTING_RENEWAL_REMINDER_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const claimed = await queryRows(
      tx,
      sql`UPDATE postings p SET renewal_reminded_at = ${now.toISOString()}::timestamptz
            FROM companies c
           WHERE c.id = p.company_id
             AND p.id IN (
               SELECT id FROM postings
                WHERE source IS NULL AND status = 'published'
                  AND greatest(published_at, renewal_reminded_at) <= ${due.toISOString()}::timestamptz
                ORDER BY greatest(published_at, renewal_reminded_at)
                LIMIT ${RENEWAL_REMINDER_BATCH}
                FOR UPDATE SKIP LOCKED)
             AND p.source IS NULL AND p.status = 'published'
             AND greatest(p.published_at, p.renewal_reminded_at) <= ${due.toISOString()}::timestamptz
       RETURNING p.id, p.title, p.published_at, c.user_id`,
      remindedPostingRow,
    );
    for (const posting of claimed) {
      const days = Math.floor((now.getTime() - posting.published_at.getTime()) / DAY_MS);
      await deps.notifier.notify(tx, {
        userId: posting.user_id,
        kind: 'system',
        title: `Still hiring? "${posting.title}" has been open ${days} days`,
        message:
          `Your job "${posting.title}" has been published for ${days} days. If the position is ` +
          'filled, close the job so candidates stop applying; if you are still hiring, there is ' +
          'nothing to do.',
        link: `/b/posting/${posting.id}`,
        data: { job_id: posting.id, days, reason: 'renewal_reminder' },
      });
    }
    return claimed.length;
  });
}
