/**
 * The landing screens of both areas (routes c.dashboard and b.dashboard). Counts are computed by
 * the database (`count(*) FILTER`, `GROUP BY`), never by loading rows and counting in code.
 */
import { applicationStatusValues, postingStatusValues } from '@hireloop/api/schema';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { unreadCount } from '../../services/notifications.ts';
import { companyScope, type CompanyAccess } from '../../services/companyAccess.ts';
import {
  businessApplications,
  customerApplications,
  receivedBy,
} from './applications/applicationViews.ts';
import { savedJobs } from './bookmarks/bookmarks.ts';
import { freshnessOf, openListingSql } from './postings/freshness.ts';
import { jobSummaryFrom, jobSummaryRow, toJobSummary } from './postings/jobs.ts';
import { searchTerms } from './search/search.ts';
import { dbEnum, dbId, dbNumber } from '../../db/columns.ts';

type ApplicationStatus = Schema<'ApplicationStatus'>;

/** Saved jobs and latest applications shown on the customer dashboard. @default 5 */
export const DASHBOARD_LIST_SIZE = 5;
/** Recommended jobs on the customer dashboard. @default 10 */
export const RECOMMENDED_JOBS = 10;
/** Postings with figures on the business dashboard. @default 20 */
export const DASHBOARD_POSTINGS = 20;
/** Recommendations rank only this many of the newest matching jobs. @default 500 */
const RECOMMENDATION_CANDIDATES = 500;

/** The words recommendations match: the profile headline, titles and skills of saved and applied jobs. */
const recommendationWordsRow = z.object({ words: z.string().nullable() });

/** A recommended job's id, best match first. */
const recommendedJobIdRow = z.object({ id: dbId });

/**
 * Jobs recommended to a customer: open jobs (freshness.ts) they have neither applied to nor saved,
 * ranked by how well they match the words of the profile headline and the titles and skills of
 * saved and applied jobs, weighted by recency (half the weight for every 30 days older than the newest
 * job); the newest jobs fill up when there are fewer matches.
 */
async function recommendedJobs(db: DbOrTx, userId: string): Promise<Schema<'JobSummary'>[]> {
  const [profile] = await queryRows(
    db,
    sql`SELECT concat_ws(' ',
          (SELECT headline FROM customer_profiles WHERE user_id = ${userId}),
          (SELECT string_agg(p.title || ' ' || hireloop_immutable_join(p.skills), ' ')
             FROM postings p
            WHERE p.id IN (SELECT posting_id FROM bookmarks WHERE user_id = ${userId}
                           UNION SELECT posting_id FROM applications WHERE user_id = ${userId}))
        ) AS words`,
    recommendationWordsRow,
  );
  const terms = [...new Set(searchTerms(profile?.words ?? '').filter((t) => t.length >= 2))].slice(
    0,
    40,
  );
  const fresh = freshnessOf(db);
  const notMine = sql`${openListingSql(fresh)}
    AND NOT EXISTS (SELECT 1 FROM applications x WHERE x.posting_id = p.id AND x.user_id = ${userId})
    AND NOT EXISTS (SELECT 1 FROM bookmarks y WHERE y.posting_id = p.id AND y.user_id = ${userId})`;
  let ids: string[] = [];
  if (terms.length) {
    const query = sql`to_tsquery('english'::regconfig, ${terms.map((t) => `'${t}'`).join(' | ')})`;
    const rows = await queryRows(
      db,
      sql`SELECT t.id FROM (
            SELECT p.id, p.search, p.published_at FROM postings p
             WHERE ${notMine} AND p.search @@ ${query}
             ORDER BY p.published_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${RECOMMENDATION_CANDIDATES}) t
          ORDER BY ts_rank_cd(t.search, ${query}) *
                   power(0.5, greatest(0, extract(epoch FROM (
                     (SELECT max(published_at) FROM postings WHERE status = 'published') - t.published_at)) / 2592000.0)) DESC,
                   t.published_at DESC
          LIMIT ${RECOMMENDED_JOBS}`,
      recommendedJobIdRow,
    );
    ids = rows.map((r) => r.id);
  }
  const exclude = ids.length
    ? sql` AND p.id NOT IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows(
    db,
    sql`SELECT * FROM (
          ${jobSummaryFrom(userId)}
           WHERE ${notMine}${exclude}
           ORDER BY p.published_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${RECOMMENDED_JOBS - ids.length}) filler
        UNION ALL
        SELECT * FROM (${jobSummaryFrom(userId)} WHERE p.id IN (${
          ids.length
            ? sql.join(
                ids.map((id) => sql`${id}`),
                sql`, `,
              )
            : sql`NULL`
        })) ranked`,
    jobSummaryRow,
  );
  const order = new Map(ids.map((id, i) => [id, i]));
  return rows
    .sort((a, b) => (order.get(a.id) ?? RECOMMENDED_JOBS) - (order.get(b.id) ?? RECOMMENDED_JOBS))
    .map((row) => toJobSummary(row, fresh));
}

/** The customer dashboard's counts: their applications per status (a column each) and saved jobs. */
const customerCountsRow = z.object({
  ...(Object.fromEntries(applicationStatusValues.map((status) => [status, dbNumber])) as Record<
    ApplicationStatus,
    typeof dbNumber
  >),
  saved_jobs_count: dbNumber,
});

/** The customer dashboard (contract `getCustomerDashboard`). */
export async function customerDashboard(
  db: DbOrTx,
  userId: string,
): Promise<Schema<'CustomerDashboardResponse'>['data']> {
  const [counts] = await queryRows(
    db,
    sql`SELECT ${sql.join(
      applicationStatusValues.map(
        (s) => sql`count(*) FILTER (WHERE a.status = ${s})::int AS ${sql.raw(`"${s}"`)}`,
      ),
      sql`, `,
    )},
      (SELECT count(*)::int FROM bookmarks WHERE user_id = ${userId}) AS saved_jobs_count
      FROM applications a WHERE a.user_id = ${userId}`,
    customerCountsRow,
  );
  const [saved, recent, recommended, unread] = await Promise.all([
    savedJobs(db, userId, { limit: DASHBOARD_LIST_SIZE, offset: 0 }),
    customerApplications(
      db,
      userId,
      sql`a.user_id = ${userId}`,
      sql`ORDER BY a.updated_at DESC, a.id DESC LIMIT ${DASHBOARD_LIST_SIZE}`,
    ),
    recommendedJobs(db, userId),
    unreadCount(db, userId),
  ]);
  return {
    applications_by_status: {
      submitted: counts?.submitted ?? 0,
      reviewing: counts?.reviewing ?? 0,
      interviewing: counts?.interviewing ?? 0,
      offered: counts?.offered ?? 0,
      hired: counts?.hired ?? 0,
      rejected: counts?.rejected ?? 0,
      withdrawn: counts?.withdrawn ?? 0,
    },
    saved_jobs_count: counts?.saved_jobs_count ?? 0,
    saved_jobs: saved,
    recent_applications: recent,
    recommended_jobs: recommended,
    unread_notifications: unread,
  };
}

/** The business dashboard's counts: postings per status and new applications. */
const businessCountsRow = z.object({
  draft: dbNumber,
  published: dbNumber,
  closed: dbNumber,
  new_applications: dbNumber,
});

/** A posting on the business dashboard with its figures. */
const postingFiguresRow = z.object({
  id: dbId,
  title: z.string(),
  status: dbEnum(postingStatusValues),
  views_count: dbNumber,
  applications_count: dbNumber,
  new_applications_count: dbNumber,
});

/**
 * The business dashboard (contract `getBusinessDashboard`) of the member's company, counted
 * within their scope (an interviewer's: their hiring teams' postings, issue 36).
 */
export async function businessDashboard(
  db: DbOrTx,
  access: CompanyAccess,
): Promise<Schema<'BusinessDashboardResponse'>['data']> {
  const [counts, postings, recent] = await Promise.all([
    queryRows(
      db,
      sql`SELECT count(*) FILTER (WHERE p.status = 'draft')::int AS draft,
                 count(*) FILTER (WHERE p.status = 'published')::int AS published,
                 count(*) FILTER (WHERE p.status = 'closed')::int AS closed,
                 (SELECT count(*)::int FROM applications a
                    JOIN postings p ON p.id = a.posting_id
                    JOIN companies c ON c.id = p.company_id
                   WHERE ${companyScope(access)} AND a.status = 'submitted' AND a.closed_at IS NULL
                 ) AS new_applications
            FROM postings p JOIN companies c ON c.id = p.company_id
           WHERE ${companyScope(access)}`,
      businessCountsRow,
    ),
    queryRows(
      db,
      sql`SELECT p.id, p.title, p.status, p.views_count, p.applications_count,
                 count(a.id) FILTER (WHERE a.status = 'submitted' AND a.closed_at IS NULL)::int AS new_applications_count
            FROM (SELECT p.* FROM postings p JOIN companies c ON c.id = p.company_id
                   WHERE ${companyScope(access)} AND p.status <> 'draft'
                   ORDER BY p.updated_at DESC, p.id DESC LIMIT ${DASHBOARD_POSTINGS}) p
            LEFT JOIN applications a ON a.posting_id = p.id
           GROUP BY p.id, p.title, p.status, p.views_count, p.applications_count, p.updated_at
           ORDER BY p.updated_at DESC, p.id DESC`,
      postingFiguresRow,
    ),
    businessApplications(
      db,
      receivedBy(access),
      sql`ORDER BY a.created_at DESC, a.id DESC LIMIT ${DASHBOARD_LIST_SIZE}`,
    ),
  ]);
  const c = counts[0];
  return {
    postings_by_status: {
      draft: c?.draft ?? 0,
      published: c?.published ?? 0,
      closed: c?.closed ?? 0,
    },
    new_applications_count: c?.new_applications ?? 0,
    recent_applications: recent,
    postings: postings.map((p) => ({
      id: p.id,
      title: p.title,
      status: p.status,
      views_count: p.views_count,
      applications_count: p.applications_count,
      new_applications_count: p.new_applications_count,
    })),
  };
}
