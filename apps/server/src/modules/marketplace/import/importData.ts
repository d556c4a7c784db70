/**
 * Import of the real marketplace data ({@link REPO_DATA_DIR}, see its README): `companies.jsonl`
 * (company profiles of remoteintech/remote-jobs) and `jobs.jsonl` (listings of SimplifyJobs), each
 * read plain or gzip-compressed (`.jsonl.gz`).
 *
 * - Each company becomes a business account that cannot sign in (unusable password, e-mail
 *   `<slug>@imported.invalid`, no e-mail notifications) with its company profile, marked imported by
 *   `companies.source`. Companies of listings without a profile get a minimal one (name only).
 *   Listings match profiles on the company name, case-insensitively (trimmed).
 * - Each listing becomes a posting of its company: active → published, inactive → closed
 *   (closed at its last update), dates kept (date_posted → published_at), locations joined with
 *   `; `, remote-looking locations → workplace type remote, internships-2025 → internship/internship,
 *   new-grad → full time/entry. What a listing lacks (description, pay, skills) stays empty; the
 *   listing's URL is kept as `source_url`.
 * - A sync by source ids (decision 202): a listing already imported is updated to what the import
 *   says (title, locations, terms, status, dates, link, sponsorship, places…; one that comes back
 *   active is reopened), a new one is added, and a published listing of a list the import holds
 *   (`internships-2025`, `new-grad`) that the import no longer has is closed at `now`. Lists the
 *   import does not hold are left alone. Idempotent: a second import of the same files changes
 *   nothing. Everything is written in one transaction, in batches; search caches are dropped after.
 */
import { isOneOf } from '@hireloop/api/rules';
import { remotePolicyValues } from '@hireloop/api/schema';
import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '../../../services/notifications.ts';
import {
  bulkInsert,
  bulkUpdate,
  POSTING_COLUMNS,
  type BulkColumn,
  type BulkPosting,
} from './bulk.ts';
import {
  companyKey,
  companySize,
  httpUrl,
  IMPORT_BATCH_SIZE,
  LISTING_COMPANY_SOURCE,
  listingPosting,
  profileDescription,
  PROFILE_SECTIONS,
  readDataDir,
  REGION_PATTERN,
  type CompanyRecord,
  type ImportedCompany,
  type ImportResult,
  type JobRecord,
} from './importRecords.ts';
import { backfillPlaces } from '../companies/places.ts';
import { singleLine } from '../rows.ts';
import { slugify } from '../../../lib/slug.ts';
import { IMPORTED_EMAIL_DOMAIN, isImportedListing, PROFILE_SOURCE } from '../postings/listings.ts';
import { invalidateJobSearch } from '../search/searchCache.ts';
import { refreshSearchVocabulary } from '../search/suggest.ts';
import { z } from 'zod';
import { dbId, dbNumber } from '../../../db/columns.ts';

// The data set's records and file reading live in importRecords.ts; importers keep this path.
export * from './importRecords.ts';

const COMPANY_COLUMNS: readonly BulkColumn[] = [
  ['id', 'uuid'],
  ['user_id', 'uuid'],
  ['slug', 'text'],
  ['website', 'text'],
  ['careers_url', 'text'],
  ['company_size', 'text'],
  ['remote_policy', 'text'],
  ['region', 'text'],
  ['technologies', 'text[]'],
  ['description', 'text'],
  ['source', 'text'],
  ['source_id', 'text'],
  ['source_details', 'jsonb'],
  ['source_added_at', 'date'],
  ['source_updated_at', 'date'],
  ['created_at', 'timestamptz'],
  ['updated_at', 'timestamptz'],
];

/** A company to make sure of: its source key and the profile fields. */
interface CompanyPlan {
  source: string;
  sourceId: string;
  name: string;
  slug: string;
  profile: CompanyRecord | null;
}

/** Companies of the data set, keyed by {@link companyKey}: profiles first, then listing-only ones. */
function planCompanies(profiles: CompanyRecord[], jobs: JobRecord[]): Map<string, CompanyPlan> {
  const plans = new Map<string, CompanyPlan>();
  for (const profile of profiles) {
    const key = companyKey(profile.name);
    if (!key || plans.has(key)) continue;
    plans.set(key, {
      source: PROFILE_SOURCE,
      sourceId: profile.slug,
      name: singleLine(profile.name).slice(0, 200),
      slug: slugify(profile.slug),
      profile,
    });
  }
  for (const job of jobs) {
    const key = companyKey(job.company_name);
    if (!key || plans.has(key)) continue;
    const name = singleLine(job.company_name).slice(0, 200);
    plans.set(key, {
      source: LISTING_COMPANY_SOURCE,
      sourceId: key,
      name,
      slug: slugify(name),
      profile: null,
    });
  }
  return plans;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** An imported company: its id, source key and business name. */
const importedCompanyRow = z.object({
  id: dbId,
  source: z.string(),
  source_id: z.string(),
  name: z.string(),
});

/** A company's slug (taken already). */
const companySlugRow = z.object({ slug: z.string() });

/**
 * Makes sure every planned company exists (creating the missing business accounts in batches).
 * @returns every planned company by key, and how many were created
 */
async function ensureCompanies(
  tx: DbOrTx,
  plans: Map<string, CompanyPlan>,
  now: Date,
): Promise<{ byKey: Map<string, ImportedCompany>; created: number }> {
  const existing = await queryRows(
    tx,
    sql`SELECT c.id, c.source, c.source_id, coalesce(u.business_name, '') AS name
          FROM companies c JOIN users u ON u.id = c.user_id
         WHERE c.source IN (${PROFILE_SOURCE}, ${LISTING_COMPANY_SOURCE})`,
    importedCompanyRow,
  );
  const bySource = new Map(existing.map((r) => [`${r.source}\u0000${r.source_id}`, r]));
  const takenSlugs = new Set(
    (await queryRows(tx, sql`SELECT slug FROM companies`, companySlugRow)).map((r) => r.slug),
  );
  const byKey = new Map<string, ImportedCompany>();
  const missing: (CompanyPlan & { key: string })[] = [];
  for (const [key, plan] of plans) {
    const found = bySource.get(`${plan.source}\u0000${plan.sourceId}`);
    if (found) byKey.set(key, { id: found.id, name: found.name });
    else missing.push({ ...plan, key });
  }
  // One hash that matches no password: the account exists for its company page, not to sign in.
  const unusable = `!imported$${randomBytes(16).toString('hex')}`;
  const noEmail = Object.fromEntries(
    Object.keys(DEFAULT_NOTIFICATION_PREFERENCES).map((kind) => [
      kind,
      { in_app: true, email: false },
    ]),
  );
  for (const batch of chunks(missing, IMPORT_BATCH_SIZE)) {
    const rows = batch.map((plan) => {
      let slug = plan.slug;
      for (let n = 2; takenSlugs.has(slug); n++) slug = `${plan.slug}-${n}`;
      takenSlugs.add(slug);
      return { plan, slug, userId: randomUUID(), companyId: randomUUID() };
    });
    await bulkInsert(
      tx,
      'users',
      [
        ['id', 'uuid'],
        ['role', 'text'],
        ['email', 'text'],
        ['password_hash', 'text'],
        ['business_name', 'text'],
        ['created_at', 'timestamptz'],
        ['updated_at', 'timestamptz'],
      ],
      rows.map((r) => ({
        id: r.userId,
        role: 'business',
        email: `${r.slug}@${IMPORTED_EMAIL_DOMAIN}`,
        password_hash: unusable,
        business_name: r.plan.name,
        created_at: now,
        updated_at: now,
      })),
    );
    await bulkInsert(
      tx,
      'privacy_settings',
      [
        ['user_id', 'uuid'],
        ['profile_visibility', 'text'],
        ['updated_at', 'timestamptz'],
      ],
      rows.map((r) => ({ user_id: r.userId, profile_visibility: 'public', updated_at: now })),
    );
    await bulkInsert(
      tx,
      'notification_settings',
      [
        ['user_id', 'uuid'],
        ['settings', 'jsonb'],
        ['frequency', 'text'],
        ['updated_at', 'timestamptz'],
      ],
      rows.map((r) => ({
        user_id: r.userId,
        settings: noEmail,
        frequency: 'never',
        updated_at: now,
      })),
    );
    await bulkInsert(
      tx,
      'companies',
      COMPANY_COLUMNS,
      rows.map(({ plan, slug, userId, companyId }) => {
        const p = plan.profile;
        const policy = p?.remote_policy ?? null;
        const region = p?.region ?? null;
        return {
          id: companyId,
          user_id: userId,
          slug,
          website: httpUrl(p?.website),
          careers_url: httpUrl(p?.careers_url),
          company_size: companySize(p?.company_size),
          remote_policy: isOneOf(remotePolicyValues, policy) ? policy : null,
          region: region && REGION_PATTERN.test(region) ? region : null,
          technologies: [
            ...new Set(
              (p?.technologies ?? []).map((t) => singleLine(t).slice(0, 50)).filter(Boolean),
            ),
          ].slice(0, 50),
          description: p ? profileDescription(p) : null,
          source: plan.source,
          source_id: plan.sourceId,
          source_details: p
            ? Object.fromEntries(
                PROFILE_SECTIONS.map(([field]) => [
                  field,
                  (p[field] as string | null | undefined) ?? null,
                ]),
              )
            : null,
          source_added_at: p?.added_at ?? null,
          source_updated_at: p?.updated_at ?? null,
          created_at: now,
          updated_at: now,
        };
      }),
    );
    for (const r of rows) byKey.set(r.plan.key, { id: r.companyId, name: r.plan.name });
  }
  return { byKey, created: missing.length };
}

/**
 * Makes sure the companies of `dir` exist (for the postings generator).
 * @returns the imported companies (profiles and listing-only ones)
 */
export async function ensureImportedCompanies(
  db: Db,
  data: { profiles: CompanyRecord[]; jobs: JobRecord[] },
  now: Date,
): Promise<ImportedCompany[]> {
  const plans = planCompanies(data.profiles, data.jobs);
  const { byKey } = await db.transaction((tx) => ensureCompanies(tx, plans, now));
  return [...byKey.values()];
}

/** An imported listing's source key. */
const listingKeyRow = z.object({ source: z.string(), source_id: z.string() });

/** How many listings no longer listed were closed. */
const closedCountRow = z.object({ n: dbNumber });

/**
 * Imports `dir` (companies.jsonl and jobs.jsonl) into `db`; see the module comment.
 * @param now the time written on created accounts and profiles
 * @throws Error when a file is missing or a line is not JSON (nothing is written then)
 */
export async function importRealData(options: {
  db: Db;
  dir: string;
  now: Date;
  log?: (message: string) => void;
}): Promise<ImportResult> {
  const started = performance.now();
  const { db, dir, now } = options;
  const log = options.log ?? (() => {});
  const { profiles, jobs } = await readDataDir(dir);
  log(`Read ${profiles.length} company profiles and ${jobs.length} listings from ${dir}`);
  const plans = planCompanies(profiles, jobs);

  const result = await db.transaction(async (tx) => {
    const { byKey, created } = await ensureCompanies(tx, plans, now);
    // Listings already imported are updated, not inserted: PostgreSQL would compute the search
    // vectors of an insert only to discard them on conflict.
    const known = new Set(
      (
        await queryRows(
          tx,
          sql`SELECT source, source_id FROM postings
               WHERE source IN ('internships-2025', 'new-grad') AND source_id IS NOT NULL`,
          listingKeyRow,
        )
      ).map((r) => `${r.source}\u0000${r.source_id}`),
    );
    const seen = new Map<string, number>();
    /** Source ids of the import, by list: what is still listed. */
    const listed = new Map<string, string[]>();
    let duplicateIds = 0;
    const rows: BulkPosting[] = [];
    const changes: BulkPosting[] = [];
    for (const job of jobs) {
      const key = `${job.source_list}\u0000${job.id}`;
      const n = (seen.get(key) ?? 0) + 1;
      seen.set(key, n);
      if (n > 1) duplicateIds++;
      const sourceId = n > 1 ? `${job.id}~${n}` : job.id;
      const ids = listed.get(job.source_list) ?? [];
      listed.set(job.source_list, ids);
      ids.push(sourceId);
      const company = byKey.get(companyKey(job.company_name));
      if (!company) continue;
      const posting = listingPosting(job, sourceId, company);
      if (known.has(`${job.source_list}\u0000${sourceId}`)) changes.push(posting);
      else rows.push(posting);
    }
    let createdPostings = 0;
    for (const batch of chunks(rows, IMPORT_BATCH_SIZE)) {
      createdPostings += await bulkInsert(
        tx,
        'postings',
        POSTING_COLUMNS,
        batch,
        sql`ON CONFLICT (source, source_id) DO NOTHING`,
      );
    }
    let updated = 0;
    for (const batch of chunks(changes, IMPORT_BATCH_SIZE))
      updated += await bulkUpdate(tx, 'postings', POSTING_COLUMNS, ['source', 'source_id'], batch);
    let closedMissing = 0;
    for (const [list, ids] of listed) {
      if (!isImportedListing(list)) continue;
      const [closed] = await queryRows(
        tx,
        sql`WITH closed AS (
              UPDATE postings SET status = 'closed', closed_at = ${now.toISOString()}::timestamptz
               WHERE source = ${list} AND status = 'published' AND source_id IS NOT NULL
                 AND source_id NOT IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
              RETURNING 1)
            SELECT count(*)::int AS n FROM closed`,
        closedCountRow,
      );
      closedMissing += closed?.n ?? 0;
    }
    const existing = changes.length + (rows.length - createdPostings);
    await backfillPlaces(tx);
    return {
      companies: {
        read: profiles.length,
        created,
        existing: plans.size - created,
        withoutProfile: [...plans.values()].filter((p) => !p.profile).length,
      },
      postings: {
        read: jobs.length,
        created: createdPostings,
        existing,
        published: jobs.filter((j) => j.active).length,
        closed: jobs.filter((j) => !j.active).length,
        duplicateIds,
      },
      sync: {
        added: createdPostings,
        updated,
        closed: closedMissing,
        unchanged: existing - updated,
      },
    };
  });
  invalidateJobSearch();
  await refreshSearchVocabulary(db);
  return { ...result, elapsedMs: Math.round(performance.now() - started) };
}
