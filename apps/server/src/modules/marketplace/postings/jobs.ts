/**
 * Jobs: the customer's view of published and closed postings (contract `JobSummary` and `Job`).
 * One SQL projection serves every list that shows job cards (search, Saved Jobs, company page,
 * dashboards, applications), so a card looks the same everywhere.
 */
import { companySizeValues, postingStatusValues, remotePolicyValues } from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { preparedSql, queryRows, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import {
  freshnessOf,
  freshTest,
  openListingSql,
  termEndDaySql,
  type Freshness,
} from './freshness.ts';
import { isImportedListing, LISTING_SOURCES } from './listings.ts';
import { iso, isoOrNull, imageUrl, postingTermsColumns, screeningQuestionJson } from '../rows.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../../db/columns.ts';

/** A row of {@link jobSummaryFrom}: a job card's columns. */
export const jobSummaryRow = z.object({
  id: dbId,
  title: z.string(),
  location: z.string().nullable(),
  ...postingTermsColumns,
  excerpt: z.string().nullable(),
  status: dbEnum(postingStatusValues),
  published_at: dbTime.nullable(),
  created_at: dbTime,
  company_id: dbId,
  company_name: z.string(),
  logo_thumb_key: z.string().nullable(),
  /** null for a Hireloop posting. */
  source: z.string().nullable(),
  /** The posting's updated_at: for an imported listing, its source's last update. */
  source_updated_at: dbTime,
  /** term_ends_at as days since 1970-01-01 ({@link termEndDaySql}). */
  term_end_day: dbNumber.nullable(),
  is_bookmarked: z.boolean(),
  application_id: dbId.nullable(),
  tracked_application_id: dbId.nullable(),
});
/** A row of {@link jobSummaryFrom}. */
export type JobSummaryRow = z.output<typeof jobSummaryRow>;

/** The viewer id of an anonymous read: matches no bookmark, application or "I applied" entry. */
const NO_VIEWER = '00000000-0000-0000-0000-000000000000';

/**
 * `SELECT` list and joins of a job card as seen by `viewerId` (bookmark, application and "I applied"
 * flags),
 * over `postings p`. Append a `WHERE`/`ORDER BY`. A null viewer sees no flags; SQL (a prepared
 * statement's placeholder) is used as the viewer id as it is.
 */
export function jobSummaryFrom(viewerId: string | null | SQL): SQL {
  const viewer = viewerId ?? NO_VIEWER;
  return sql`
    SELECT p.id, p.title, p.location, p.workplace_type, p.employment_type, p.experience_level,
           p.salary_min, p.salary_max, p.salary_currency, p.salary_period, p.skills, p.excerpt,
           p.status, p.published_at, p.created_at,
           c.id AS company_id, coalesce(u.business_name, p.company_name) AS company_name,
           m.thumb_key AS logo_thumb_key,
           p.source, p.updated_at AS source_updated_at, ${termEndDaySql()} AS term_end_day,
           (b.user_id IS NOT NULL) AS is_bookmarked, a.id AS application_id,
           t.id AS tracked_application_id
      FROM postings p
      JOIN companies c ON c.id = p.company_id
      JOIN users u ON u.id = c.user_id
      LEFT JOIN media m ON m.id = u.image_media_id
      LEFT JOIN bookmarks b ON b.posting_id = p.id AND b.user_id = ${viewer}
      LEFT JOIN applications a ON a.posting_id = p.id AND a.user_id = ${viewer}
      LEFT JOIN tracked_applications t ON t.posting_id = p.id AND t.user_id = ${viewer}`;
}

/** The contract's `CompanySummary` from a row with company_id, company_name, logo_thumb_key. */
export function companySummary(row: {
  company_id: string;
  company_name: string;
  logo_thumb_key: string | null;
}): Schema<'CompanySummary'> {
  return {
    id: row.company_id,
    name: row.company_name,
    logo_thumb_url: imageUrl(row.logo_thumb_key),
  };
}

/**
 * The contract's `JobSummary` of a row of {@link jobSummaryFrom}; `is_stale` judged at `fresh`
 * (freshness.ts: a published imported listing that is no longer open).
 */
export function toJobSummary(row: JobSummaryRow, fresh: Freshness): Schema<'JobSummary'> {
  const imported = row.source !== null;
  return {
    id: row.id,
    title: row.title,
    company: companySummary(row),
    location: row.location,
    workplace_type: row.workplace_type,
    employment_type: row.employment_type,
    experience_level: row.experience_level,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    skills: row.skills,
    excerpt: row.excerpt,
    // A job is published or closed, so it has a publication date; a draft never reaches a customer.
    published_at: iso(row.published_at ?? row.created_at),
    is_closed: row.status === 'closed',
    is_stale:
      row.status === 'published' &&
      !freshTest(fresh)(
        imported ? row.source_updated_at.getTime() : Number.NaN,
        row.term_end_day ?? Number.NaN,
      ),
    source_updated_at: imported ? iso(row.source_updated_at) : null,
    is_bookmarked: row.is_bookmarked,
    application_id: row.application_id,
    tracked_application_id: row.tracked_application_id,
  };
}

/**
 * Job cards of `ids`, in that order (missing ids are skipped).
 * @param viewerId the customer whose bookmark/application flags are shown
 * @param options.publishedOnly skip jobs that are no longer published (search pages built from a
 *   cached ranking must not show a job closed since); these reads, one per search page, run as
 *   a named prepared statement (parsed and planned once per connection)
 */
export async function jobSummariesByIds(
  db: DbOrTx,
  viewerId: string | null,
  ids: readonly string[],
  options: { publishedOnly?: boolean } = {},
): Promise<Schema<'JobSummary'>[]> {
  if (ids.length === 0) return [];
  const rows = options.publishedOnly
    ? await preparedSql(
        db,
        'published_job_summaries',
        () =>
          sql`${jobSummaryFrom(sql`${sql.placeholder('viewer')}::uuid`)}
               WHERE p.id = ANY(${sql.placeholder('ids')}::uuid[]) AND p.status = 'published'`,
        jobSummaryRow,
      ).execute({ viewer: viewerId ?? NO_VIEWER, ids })
    : await queryRows(
        db,
        sql`${jobSummaryFrom(viewerId)} WHERE p.id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
        jobSummaryRow,
      );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const fresh = freshnessOf(db);
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toJobSummary(row, fresh)] : [];
  });
}

/** A row of the job detail query: a job card's columns and the posting's and company's details. */
const jobDetailRow = jobSummaryRow.extend({
  description: z.string().nullable(),
  source_url: z.string().nullable(),
  closed_at: dbTime.nullable(),
  company_slug: z.string(),
  company_website: z.string().nullable(),
  company_industry: z.string().nullable(),
  company_location: z.string().nullable(),
  company_size: dbEnum(companySizeValues).nullable(),
  company_remote_policy: dbEnum(remotePolicyValues).nullable(),
  company_open_jobs: dbNumber,
  locations: z.array(z.string()),
  terms: z.array(z.string()),
  sponsorship: z.string().nullable(),
  updated_at: dbTime,
  screening_questions: z.array(screeningQuestionJson),
});

/**
 * The contract's `Job` (detail page) of a published or closed posting, as `viewerId` sees it.
 * @returns null for unknown ids and drafts (the caller answers 404)
 */
export async function findJob(
  db: DbOrTx,
  viewerId: string,
  id: string,
): Promise<Schema<'Job'> | null> {
  const fresh = freshnessOf(db);
  const [row] = await queryRows(
    db,
    sql`
    SELECT j.*, p.description, p.source_url, p.closed_at, p.source, p.locations, p.terms,
           p.sponsorship, p.updated_at, p.screening_questions,
           c.slug AS company_slug, c.website AS company_website, c.industry AS company_industry,
           c.location AS company_location, c.company_size, c.remote_policy AS company_remote_policy,
           (SELECT count(*)::int FROM postings o
             WHERE o.company_id = c.id AND ${openListingSql(fresh, 'o')}) AS company_open_jobs
      FROM (${jobSummaryFrom(viewerId)} WHERE p.id = ${id} AND p.status <> 'draft') j
      JOIN postings p ON p.id = j.id
      JOIN companies c ON c.id = p.company_id`,
    jobDetailRow,
  );
  if (!row) return null;
  const summary = toJobSummary(row, fresh);
  return {
    id: summary.id,
    title: summary.title,
    description: row.description,
    location: summary.location,
    workplace_type: summary.workplace_type,
    employment_type: summary.employment_type,
    experience_level: summary.experience_level,
    salary_min: summary.salary_min,
    salary_max: summary.salary_max,
    salary_currency: summary.salary_currency,
    salary_period: summary.salary_period,
    skills: summary.skills,
    screening_questions: row.screening_questions,
    company: {
      ...summary.company,
      slug: row.company_slug,
      website: row.company_website,
      industry: row.company_industry,
      location: row.company_location,
      company_size: row.company_size,
      remote_policy: row.company_remote_policy,
      open_jobs_count: row.company_open_jobs,
    },
    source_url: row.source_url,
    published_at: summary.published_at,
    closed_at: isoOrNull(row.closed_at),
    is_closed: summary.is_closed,
    is_stale: summary.is_stale,
    is_bookmarked: summary.is_bookmarked,
    application_id: summary.application_id,
    listing: isImportedListing(row.source)
      ? {
          source_name: LISTING_SOURCES[row.source].name,
          source_list_url: LISTING_SOURCES[row.source].url,
          updated_at: iso(row.updated_at),
          locations: row.locations.length
            ? row.locations
            : (row.location?.split('; ').filter(Boolean) ?? []),
          terms: row.terms,
          sponsorship: row.sponsorship,
          tracked_application_id: summary.tracked_application_id,
        }
      : null,
  };
}

/** A posting whose view counter a view raised: its id. */
const countedViewRow = z.object({ id: dbId });

/**
 * Counts a view of a job by a customer, once per customer per UTC day (contract `getJob`): the
 * day's view row and the posting's counter change in one statement, so together or not at all.
 * @returns whether this view was counted (false for a repeat view the same day)
 */
export async function recordJobView(
  db: DbOrTx,
  postingId: string,
  userId: string,
  now: Date,
): Promise<boolean> {
  const day = now.toISOString().slice(0, 10);
  const counted = await queryRows(
    db,
    sql`WITH viewed AS (
          INSERT INTO job_views (posting_id, user_id, viewed_on)
          VALUES (${postingId}, ${userId}, ${day}::date)
          ON CONFLICT DO NOTHING RETURNING posting_id)
        UPDATE postings SET views_count = views_count + 1
         WHERE id IN (SELECT posting_id FROM viewed) RETURNING id`,
    countedViewRow,
  );
  return counted.length > 0;
}
