/**
 * Companies as customers see them (routes c.companies "Browse Companies" and c.company/{id}).
 * A company is listed when its business is not deleted and its profile visibility is `public`
 * (the business default); its page is also reachable, unlisted, when it has a job a customer can see.
 */
import { companySizeValues, remotePolicyValues } from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import type { QueryParams, Schema } from '../../../contract/types.ts';
import { freshnessOf, openListingSql, type Freshness } from '../postings/freshness.ts';
import { jobSummaryFrom, jobSummaryRow, toJobSummary } from '../postings/jobs.ts';
import { PROFILE_SOURCE, PROFILE_SOURCE_INFO } from '../postings/listings.ts';
import { containsPattern, imageUrl, pageMeta, paging, sqlList } from '../rows.ts';
import { dbEnum, dbId, dbNumber } from '../../../db/columns.ts';

/** Open jobs shown on a company page (contract `CompanyDetail.open_jobs` maxItems). @default 50 */
export const COMPANY_PAGE_JOBS = 50;

/** A company as {@link companyFrom} selects it, with its open jobs counted. */
const companyRow = z.object({
  id: dbId,
  slug: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  careers_url: z.string().nullable(),
  region: z.string().nullable(),
  remote_policy: dbEnum(remotePolicyValues).nullable(),
  company_size: dbEnum(companySizeValues).nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  technologies: z.array(z.string()),
  logo_key: z.string().nullable(),
  logo_thumb_key: z.string().nullable(),
  open_jobs_count: dbNumber,
  source: z.string().nullable(),
  /** The sections of an imported profile kept verbatim (jsonb: section name → text or null). */
  source_details: z.record(z.string(), z.string().nullable()).nullable(),
  /** A date (`YYYY-MM-DD`, selected as text). */
  source_updated_at: z.string().nullable(),
});
type CompanyRow = z.output<typeof companyRow>;

/** The company columns with their open jobs counted at `fresh` (freshness.ts). */
const companyFrom = (fresh: Freshness) => sql`
  SELECT c.id, c.slug, coalesce(u.business_name, '') AS name, c.website, c.careers_url, c.region,
         c.remote_policy, c.company_size, c.industry, c.location, c.description, c.technologies,
         m.key AS logo_key, m.thumb_key AS logo_thumb_key,
         c.source, c.source_details, c.source_updated_at::text AS source_updated_at,
         coalesce(j.open_jobs, 0)::int AS open_jobs_count
    FROM companies c
    JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
    LEFT JOIN privacy_settings ps ON ps.user_id = c.user_id
    LEFT JOIN media m ON m.id = u.image_media_id
    LEFT JOIN (SELECT o.company_id, count(*) AS open_jobs FROM postings o
                WHERE ${openListingSql(fresh, 'o')} GROUP BY o.company_id) j ON j.company_id = c.id`;

const listed = sql`coalesce(ps.profile_visibility, 'public') = 'public'`;

/** A URL the contract's `format: uri` accepts, or null (imported data is not always clean). */
const uriOrNull = (value: string | null): string | null =>
  value && URL.canParse(value) ? value : null;

function toCompany(row: CompanyRow): Schema<'Company'> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    website: uriOrNull(row.website),
    careers_url: uriOrNull(row.careers_url),
    region: row.region,
    remote_policy: row.remote_policy,
    company_size: row.company_size,
    industry: row.industry,
    location: row.location,
    description: row.description,
    technologies: row.technologies,
    logo_url: imageUrl(row.logo_key),
    logo_thumb_url: imageUrl(row.logo_thumb_key),
    open_jobs_count: row.open_jobs_count,
  };
}

/** How many companies the Browse Companies filter keeps. */
const companyCountRow = z.object({ total: dbNumber });

/**
 * Browse Companies (contract `listCompanies`): listed companies, most open jobs first (open as
 * freshness.ts judges it), then by name.
 * `q` matches part of the name, industry or a technology tag.
 */
export async function listCompanies(
  db: DbOrTx,
  query: QueryParams<'listCompanies'>,
): Promise<Schema<'CompanyPage'>> {
  const { page, perPage, offset } = paging(query);
  const where: SQL[] = [listed];
  const q = query.q?.trim();
  if (q) {
    const pattern = containsPattern(q);
    where.push(sql`(u.business_name ILIKE ${pattern} OR c.industry ILIKE ${pattern}
      OR EXISTS (SELECT 1 FROM unnest(c.technologies) t WHERE t ILIKE ${pattern}))`);
  }
  if (query.remote_policy?.length)
    where.push(sql`c.remote_policy IN ${sqlList(query.remote_policy)}`);
  if (query.company_size?.length) where.push(sql`c.company_size IN ${sqlList(query.company_size)}`);
  const condition = sql.join(where, sql` AND `);
  const [rows, counts] = await Promise.all([
    queryRows(
      db,
      sql`${companyFrom(freshnessOf(db))} WHERE ${condition}
           ORDER BY open_jobs_count DESC, lower(coalesce(u.business_name, '')) ASC, c.id
           LIMIT ${perPage} OFFSET ${offset}`,
      companyRow,
    ),
    queryRows(
      db,
      sql`SELECT count(*)::int AS total FROM companies c
            JOIN users u ON u.id = c.user_id AND u.deleted_at IS NULL
            LEFT JOIN privacy_settings ps ON ps.user_id = c.user_id
           WHERE ${condition}`,
      companyCountRow,
    ),
  ]);
  return { data: rows.map(toCompany), meta: pageMeta(page, perPage, counts[0]?.total ?? 0) };
}

/**
 * A company page (contract `getCompany`) with its newest open jobs (freshness.ts), as `viewerId`
 * sees them.
 * @returns null when the company is unknown, deleted, or unlisted without any visible job
 */
export async function findCompany(
  db: DbOrTx,
  viewerId: string,
  id: string,
): Promise<Schema<'CompanyDetail'> | null> {
  const fresh = freshnessOf(db);
  const [row] = await queryRows(
    db,
    sql`${companyFrom(fresh)} WHERE c.id = ${id} AND (${listed} OR EXISTS (
          SELECT 1 FROM postings v WHERE v.company_id = c.id AND v.status <> 'draft'))`,
    companyRow,
  );
  if (!row) return null;
  const jobs = await queryRows(
    db,
    sql`${jobSummaryFrom(viewerId)} WHERE p.company_id = ${id} AND ${openListingSql(fresh)}
         ORDER BY p.published_at DESC NULLS LAST, p.id DESC NULLS LAST LIMIT ${COMPANY_PAGE_JOBS}`,
    jobSummaryRow,
  );
  return {
    ...toCompany(row),
    profile_source: profileSource(row),
    open_jobs: jobs.map((job) => toJobSummary(job, fresh)),
  };
}

/** The sections of an imported profile (kept verbatim at import) and its source; null otherwise. */
function profileSource(row: CompanyRow): Schema<'CompanyProfileSource'> | null {
  if (row.source !== PROFILE_SOURCE) return null;
  const section = (key: string) => {
    const value = row.source_details?.[key]?.trim();
    return value || null;
  };
  return {
    source_name: PROFILE_SOURCE_INFO.name,
    source_url: PROFILE_SOURCE_INFO.url,
    updated_on: row.source_updated_at?.slice(0, 10) ?? null,
    blurb: section('blurb'),
    size_text: section('size_text'),
    remote_status: section('remote_status'),
    region_text: section('region_text'),
    technologies_text: section('technologies_text'),
    office_locations: section('office_locations'),
    how_to_apply: section('how_to_apply'),
  };
}
