/**
 * Job alerts of saved searches. {@link deliverJobAlerts} turns pending matches (recorded by
 * savedSearchMatching.ts when a posting goes online) into alerts: one `job_alert` notification per
 * search naming the count, and one e-mail per user listing the new jobs with links and an
 * unsubscribe link per search, when the user's settings want e-mail — at once for frequency
 * `instant`, at most once a day / a week per search for `daily` / `weekly` (measured on the
 * server's clock). It runs after each publish and in the housekeeping loop.
 */
import { notificationFrequencyValues } from '@hireloop/api/schema';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../../db/client.ts';
import { dbEnum, dbId } from '../../../db/columns.ts';
import { savedSearches } from '../../../db/schema.ts';
import type { AppDeps } from '../../../http/context.ts';
import { completePreferences } from '../../../services/notifications.ts';
import { queueEmail } from '../../../services/mail.ts';
import { freshnessOf, openListingSql } from '../postings/freshness.ts';
import { fillMatchColumns } from './savedSearchMatching.ts';
import { ALERT_EMAIL_JOBS, ALERT_PERIOD_MS, unsubscribeToken } from './savedSearches.ts';

/** A saved search whose alert is due, with its user's address and notification settings. */
const dueSearchRow = z.object({
  id: dbId,
  user_id: dbId,
  name: z.string(),
  email: z.string(),
  frequency: dbEnum(notificationFrequencyValues),
  /** jsonb: per notification kind, its in-app and e-mail switches; null without settings. */
  settings: z.record(z.string(), z.object({ in_app: z.boolean(), email: z.boolean() })).nullable(),
});
type DueSearch = z.output<typeof dueSearchRow>;

/** A job a claimed match announces. */
const alertJobRow = z.object({
  id: dbId,
  title: z.string(),
  company: z.string(),
  location: z.string().nullable(),
});

/** "1 new job" / "3 new jobs". */
const newJobs = (n: number) => `${n} new job${n === 1 ? '' : 's'}`;

/**
 * Sends the job alerts that are due at `deps.clock.now()` (see the module comment): per user, in
 * one transaction, claims the pending matches of each due search (`alerted_at`), creates one
 * `job_alert` notification per search naming the count and queues one e-mail listing the jobs
 * (up to {@link ALERT_EMAIL_JOBS} per search, each with its link, and the search's unsubscribe
 * link). Matches whose posting was closed meanwhile are dropped silently. Safe to run from several
 * processes at once: a match is claimed by exactly one run.
 * @returns how many alert notifications were created
 */
export async function deliverJobAlerts(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const due = await queryRows(
    deps.db,
    sql`SELECT s.id, s.user_id, s.name, u.email, coalesce(ns.frequency, 'instant') AS frequency, ns.settings
          FROM saved_searches s
          JOIN users u ON u.id = s.user_id
          LEFT JOIN notification_settings ns ON ns.user_id = s.user_id
         WHERE s.paused_at IS NULL AND u.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM saved_search_matches m
                        WHERE m.saved_search_id = s.id AND m.alerted_at IS NULL)
           AND CASE coalesce(ns.frequency, 'instant')
                 WHEN 'daily' THEN coalesce(s.last_alerted_at, s.created_at)
                                   <= ${at}::timestamptz - ${`${ALERT_PERIOD_MS.daily} milliseconds`}::interval
                 WHEN 'weekly' THEN coalesce(s.last_alerted_at, s.created_at)
                                   <= ${at}::timestamptz - ${`${ALERT_PERIOD_MS.weekly} milliseconds`}::interval
                 ELSE true END
         ORDER BY s.user_id, s.created_at`,
    dueSearchRow,
  );
  const byUser = new Map<string, DueSearch[]>();
  for (const row of due) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);

  let created = 0;
  let emailed = false;
  for (const searches of byUser.values()) {
    await deps.db.transaction(async (tx) => {
      const sections: { name: string; text: string }[] = [];
      for (const search of searches) {
        const jobs = await queryRows(
          tx,
          sql`WITH claimed AS (
                UPDATE saved_search_matches SET alerted_at = ${at}::timestamptz
                 WHERE saved_search_id = ${search.id} AND alerted_at IS NULL
                RETURNING posting_id)
              SELECT p.id, p.title, coalesce(u.business_name, p.company_name) AS company, p.location
                FROM claimed JOIN postings p ON p.id = claimed.posting_id
                JOIN companies c ON c.id = p.company_id
                JOIN users u ON u.id = c.user_id
               WHERE ${openListingSql(freshnessOf(deps.db, now))}
               ORDER BY p.published_at DESC, p.id DESC`,
          alertJobRow,
        );
        if (jobs.length === 0) continue;
        await tx
          .update(savedSearches)
          .set({ lastAlertedAt: now })
          .where(eq(savedSearches.id, search.id));
        await deps.notifier.notify(tx, {
          userId: search.user_id,
          kind: 'job_alert',
          title: `${newJobs(jobs.length)} for “${search.name}”`,
          message: `${jobs
            .slice(0, 3)
            .map((j) => `${j.title} at ${j.company}`)
            .join('; ')}${jobs.length > 3 ? ` and ${jobs.length - 3} more` : ''}.`,
          link: '/c/saved-searches',
          data: { saved_search_id: search.id, count: jobs.length },
          email: false,
        });
        created++;
        const listed = jobs
          .slice(0, ALERT_EMAIL_JOBS)
          .map(
            (j) =>
              `• ${j.title} — ${j.company}${j.location ? `, ${j.location}` : ''}\n  ${deps.config.publicUrl}/c/jobs/${j.id}`,
          );
        if (jobs.length > ALERT_EMAIL_JOBS)
          listed.push(`…and ${jobs.length - ALERT_EMAIL_JOBS} more on Hireloop.`);
        const token = await unsubscribeToken(tx, search.id, now);
        sections.push({
          name: search.name,
          text:
            `${newJobs(jobs.length)} for your saved search “${search.name}”:\n\n${listed.join('\n')}\n\n` +
            `Stop alerts for “${search.name}”: ${deps.config.publicUrl}/alerts/unsubscribe?token=${token}`,
        });
      }
      const first = searches[0]!;
      const wantsEmail =
        completePreferences(first.settings).job_alert.email && first.frequency !== 'never';
      if (sections.length === 0 || !wantsEmail) return;
      await queueEmail(
        tx,
        {
          userId: first.user_id,
          to: first.email,
          subject:
            sections.length === 1
              ? `Job alert: new jobs for “${sections[0]!.name}”`
              : `Job alerts: new jobs for ${sections.length} saved searches`,
          text: `${sections.map((s) => s.text).join('\n\n---\n\n')}\n\nManage your saved searches: ${deps.config.publicUrl}/c/saved-searches\nYou get this e-mail because of your notification settings; change them under Settings → Notifications.\n`,
        },
        now,
      );
      emailed = true;
    });
  }
  if (emailed) deps.mailer.kick();
  return created;
}

const running = new WeakMap<AppDeps, Promise<number>>();

/**
 * The module's housekeeping (every 30 s): fills the match columns of searches saved before they
 * existed ({@link fillMatchColumns}; after a deploy this moves that one-time cost — about 20 s for
 * 10,000 searches on PostgreSQL — off the first publish), then delivers due alerts
 * ({@link runJobAlerts}).
 * @returns how many alert notifications were created
 */
export async function savedSearchHousekeeping(deps: AppDeps): Promise<number> {
  await fillMatchColumns(deps.db);
  return runJobAlerts(deps);
}

/**
 * Runs {@link deliverJobAlerts} unless a run is under way for these deps (then answers that run).
 * Errors are the caller's to log.
 */
export function runJobAlerts(deps: AppDeps): Promise<number> {
  let run = running.get(deps);
  if (!run) {
    run = deliverJobAlerts(deps).finally(() => running.delete(deps));
    running.set(deps, run);
  }
  return run;
}
