/**
 * Job search (contract `searchJobs`, route c.jobs "Find Jobs"): full-text search on PostgreSQL over
 * the weighted `postings.search` vector (title A, company B, skills B, description C; GIN index),
 * with prefix matching for as-you-type, the contract's filters, sorts, pages and disjunctive facets.
 *
 * Speed on broad terms (a term matching half the table):
 * - relevance ranks only the newest {@link RANKED_MATCHES_CAP} matches (found through the
 *   `published_at DESC, id DESC` index of published postings, so no match beyond them is read);
 *   later pages continue with the remaining matches, newest first — `ts_rank_cd` never runs over
 *   tens of thousands of rows;
 * - that ranking, the total and the facet counts (one pass with `count(*) FILTER`, plus the
 *   location top 10) are kept for {@link FACETS_TTL_MS} per filter combination (then served for
 *   one more lifetime while a background computation refreshes them) and dropped when this
 *   process changes what search sees (publish, edit, close, import). The job cards of a page,
 *   with the viewer's bookmark and application, are always read fresh.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { jobSummariesByIds } from './jobs.ts';
import { containsPattern, num, pageMeta, paging, sqlList, type Query } from './rows.ts';

/** Relevance ranks this many of the newest matches; the rest follow, newest first. @default 1000 */
export const RANKED_MATCHES_CAP = 1000;
/** How long totals and facet counts are reused for the same filters, in ms. @default 30 s */
export const FACETS_TTL_MS = 30_000;
/** Filter combinations whose counts are kept. @default 500 */
const FACETS_CACHE_ENTRIES = 500;
/** Keywords used from `q` (the rest is ignored). @default 10 */
export const MAX_QUERY_TERMS = 10;

const WORKPLACE_TYPES = ['onsite', 'hybrid', 'remote'] as const;
const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
const EXPERIENCE_LEVELS = ['internship', 'entry', 'mid', 'senior', 'lead'] as const;
/** The `posted_within_days` values (contract `DaysFacetCount.value`). */
export const POSTED_WITHIN_DAYS = [1, 3, 7, 14, 30] as const;
const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Keywords → tsquery
// ---------------------------------------------------------------------------------------------

/**
 * The keywords of a search box: runs of letters and digits, lower-cased, at most
 * {@link MAX_QUERY_TERMS} of them, each at most 50 characters. Everything else (quotes, `&`, `|`,
 * `!`, `:`, parentheses) separates words, so no input can produce tsquery syntax.
 */
export function searchTerms(q: string | undefined | null): string[] {
  if (!q) return [];
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .slice(0, MAX_QUERY_TERMS)
    .map((t) => t.slice(0, 50));
}

/**
 * The tsquery of `terms` as SQL: every term must match; the last one is a prefix (the user may
 * still be typing it). Whole terms are stemmed like the documents (`english`). The last term
 * matches, besides its stemmed prefix, its unstemmed prefix (`simple`, so a half-typed stop word
 * such as "the" still finds "theory") and its own shorter beginnings as whole lexemes, because a
 * half-typed word can be longer than the stem of the word it becomes ("enginee" → the documents'
 * `engin` of "engineer").
 * @returns null when there is no term (no text condition)
 */
export function tsQuerySql(terms: readonly string[]): SQL | null {
  const last = terms.at(-1);
  if (!last) return null;
  const quote = (t: string) => `'${t}'`;
  const shorter: string[] = [];
  for (let len = last.length - 1; len >= Math.max(3, last.length - 4); len--)
    shorter.push(quote(last.slice(0, len)));
  const lastEnglish = `${quote(last)}:*`;
  const lastSimple = [`${quote(last)}:*`, ...shorter].join(' | ');
  const prefix = sql`(to_tsquery('english'::regconfig, ${lastEnglish}) || to_tsquery('simple'::regconfig, ${lastSimple}))`;
  const whole = terms.slice(0, -1);
  if (whole.length === 0) return prefix;
  return sql`(to_tsquery('english'::regconfig, ${whole.map(quote).join(' & ')}) && ${prefix})`;
}

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

/** The search request, normalised. */
export interface JobSearch {
  terms: string[];
  location: string | null;
  workplaceTypes: string[];
  employmentTypes: string[];
  experienceLevels: string[];
  salaryMin: number | null;
  includeUnstatedSalary: boolean;
  postedWithinDays: number | null;
  companyId: string | null;
  sort: 'relevance' | 'newest' | 'salary';
  page: number;
  perPage: number;
  offset: number;
}

/** Normalises the contract's query parameters (defaults: sort relevance with q, newest without). */
export function toJobSearch(query: Query<'searchJobs'>): JobSearch {
  const terms = searchTerms(query.q);
  const location = query.location?.trim() || null;
  const requested = query.sort ?? (terms.length ? 'relevance' : 'newest');
  return {
    terms,
    location,
    workplaceTypes: [...(query.workplace_type ?? [])].sort(),
    employmentTypes: [...(query.employment_type ?? [])].sort(),
    experienceLevels: [...(query.experience_level ?? [])].sort(),
    salaryMin: query.salary_min ?? null,
    includeUnstatedSalary: query.include_unstated_salary ?? false,
    postedWithinDays: query.posted_within_days ?? null,
    companyId: query.company_id ?? null,
    // Relevance without keywords has nothing to rank: newest first.
    sort: requested === 'relevance' && terms.length === 0 ? 'newest' : requested,
    ...paging(query),
  };
}

const TRUE = sql`true`;
const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** The SQL conditions of a search, split so that each facet can leave out its own filter. */
interface Conditions {
  /** Text, salary and company: applied to everything, facets included. */
  base: SQL;
  workplace: SQL;
  employment: SQL;
  experience: SQL;
  days: SQL;
  location: SQL;
  query: SQL | null;
}

function conditions(search: JobSearch, now: Date): Conditions {
  const query = tsQuerySql(search.terms);
  const base: SQL[] = [sql`p.status = 'published'`];
  if (query) base.push(sql`p.search @@ ${query}`);
  if (search.salaryMin !== null) {
    base.push(
      search.includeUnstatedSalary
        ? sql`(p.salary_max_yearly >= ${search.salaryMin} OR p.salary_max_yearly IS NULL)`
        : sql`p.salary_max_yearly >= ${search.salaryMin}`,
    );
  }
  if (search.companyId) base.push(sql`p.company_id = ${search.companyId}`);
  const anyOf = (column: SQL, values: string[]) =>
    values.length ? sql`${column} IN ${sqlList(values)}` : TRUE;
  return {
    base: sql.join(base, sql` AND `),
    workplace: anyOf(sql`p.workplace_type`, search.workplaceTypes),
    employment: anyOf(sql`p.employment_type`, search.employmentTypes),
    experience: anyOf(sql`p.experience_level`, search.experienceLevels),
    days: search.postedWithinDays
      ? sql`p.published_at >= ${since(now, search.postedWithinDays)}::timestamptz`
      : TRUE,
    location: search.location ? sql`p.location ILIKE ${containsPattern(search.location)}` : TRUE,
    query,
  };
}

const and = (...parts: SQL[]) => sql.join(parts, sql` AND `);

// ---------------------------------------------------------------------------------------------
// Totals and facets (cached)
// ---------------------------------------------------------------------------------------------

/** Total and facets of one filter combination. */
export interface SearchCounts {
  total: number;
  facets: Schema<'JobFacets'>;
}

async function computeCounts(db: DbOrTx, c: Conditions, now: Date): Promise<SearchCounts> {
  const all = and(c.workplace, c.employment, c.experience, c.days, c.location);
  const counters: SQL[] = [sql`count(*) FILTER (WHERE ${all})::int AS total`];
  const facet = (prefix: string, column: string, values: readonly string[], rest: SQL) => {
    values.forEach((value, i) =>
      counters.push(
        sql`count(*) FILTER (WHERE ${sql.raw(`p.${column}`)} = ${value} AND ${rest})::int AS ${sql.raw(`${prefix}${i}`)}`,
      ),
    );
  };
  facet(
    'w',
    'workplace_type',
    WORKPLACE_TYPES,
    and(c.employment, c.experience, c.days, c.location),
  );
  facet(
    'e',
    'employment_type',
    EMPLOYMENT_TYPES,
    and(c.workplace, c.experience, c.days, c.location),
  );
  facet(
    'x',
    'experience_level',
    EXPERIENCE_LEVELS,
    and(c.workplace, c.employment, c.days, c.location),
  );
  const notDays = and(c.workplace, c.employment, c.experience, c.location);
  POSTED_WITHIN_DAYS.forEach((days, i) =>
    counters.push(
      sql`count(*) FILTER (WHERE p.published_at >= ${since(now, days)}::timestamptz AND ${notDays})::int AS ${sql.raw(`d${i}`)}`,
    ),
  );
  const [countRows, locationRows] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`SELECT ${sql.join(counters, sql`, `)} FROM postings p WHERE ${c.base}`,
    ),
    queryRows<{ value: string; count: number }>(
      db,
      sql`SELECT l AS value, count(*)::int AS count
            FROM postings p CROSS JOIN LATERAL unnest(p.locations) AS l
           WHERE ${c.base} AND ${and(c.workplace, c.employment, c.experience, c.days)}
           GROUP BY l ORDER BY count(*) DESC, l ASC LIMIT 10`,
    ),
  ]);
  const row = countRows[0] ?? {};
  const list = (prefix: string, values: readonly string[]) =>
    values.map((value, i) => ({ value, count: num(row[`${prefix}${i}`]) }));
  return {
    total: num(row.total),
    facets: {
      workplace_type: list('w', WORKPLACE_TYPES),
      employment_type: list('e', EMPLOYMENT_TYPES),
      experience_level: list('x', EXPERIENCE_LEVELS),
      posted_within_days: POSTED_WITHIN_DAYS.map((value, i) => ({
        value,
        count: num(row[`d${i}`]),
      })),
      location: locationRows.map((r) => ({ value: r.value, count: num(r.count) })),
    },
  };
}

interface CacheEntry<V> {
  expiresAt: number;
  value: Promise<V>;
  /** The resolved value, once there is one (served while a newer one is computed). */
  settled?: { value: V };
  refreshing?: boolean;
}

/**
 * A small LRU of promises with a time to live (measured on the request clock). Concurrent
 * requests for the same key share one computation; a failed computation is forgotten. For one
 * more lifetime after expiry the old value is still served while a single background computation
 * replaces it, so a popular search never makes everyone wait when its counts expire.
 */
class TtlCache<V> {
  readonly #entries = new Map<string, CacheEntry<V>>();

  get(key: string, nowMs: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > nowMs) {
      // Least recently used goes first when the cache is full: move this one to the end.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    if (hit?.settled && hit.expiresAt + FACETS_TTL_MS > nowMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        compute().then(
          (value) => this.#store(key, nowMs, Promise.resolve(value), { value }),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return Promise.resolve(hit.settled.value);
    }
    const value = compute();
    const entry = this.#store(key, nowMs, value);
    value.then(
      (resolved) => {
        entry.settled = { value: resolved };
      },
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  #store(key: string, nowMs: number, value: Promise<V>, settled?: { value: V }): CacheEntry<V> {
    const entry: CacheEntry<V> = { expiresAt: nowMs + FACETS_TTL_MS, value, settled };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > FACETS_CACHE_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
    return entry;
  }
}

interface SearchCaches {
  counts: TtlCache<SearchCounts>;
  ranked: TtlCache<string[]>;
}

/** Per-database caches (a WeakMap, so each test app has its own). */
const caches = new WeakMap<object, SearchCaches>();
/** Bumped by {@link invalidateJobSearch}; part of every cache key. */
let generation = 0;

/**
 * Forgets the cached totals, facets and rankings in this process: call after a change of what
 * search sees (publish, edit of a published posting, close, import). Other server processes catch
 * up within {@link FACETS_TTL_MS}.
 */
export function invalidateJobSearch(): void {
  generation++;
}

function cachesOf(db: Db): SearchCaches {
  let found = caches.get(db);
  if (!found) {
    found = { counts: new TtlCache(), ranked: new TtlCache() };
    caches.set(db, found);
  }
  return found;
}

/** The cache key of a search's filters (not its sort or page). */
function filterKey(search: JobSearch): string {
  return JSON.stringify([
    generation,
    search.terms,
    search.location?.toLowerCase() ?? null,
    search.workplaceTypes,
    search.employmentTypes,
    search.experienceLevels,
    search.salaryMin,
    search.includeUnstatedSalary,
    search.postedWithinDays,
    search.companyId,
  ]);
}

// ---------------------------------------------------------------------------------------------
// The page
// ---------------------------------------------------------------------------------------------

/** Newest first, id as tie-break: the order of `postings_published_newest_idx`. */
const NEWEST = sql`p.published_at DESC NULLS LAST, p.id DESC NULLS LAST`;

const allConditions = (c: Conditions) =>
  and(c.base, c.workplace, c.employment, c.experience, c.days, c.location);

/**
 * The condition under which the posting row aliased `p` is a result of `search` at `now` — the
 * very conditions of {@link searchJobs} (status, keywords, every filter), for callers that test
 * postings against stored searches (saved-search alerts) instead of listing results.
 */
export function postingMatchesSql(search: JobSearch, now: Date): SQL {
  return allConditions(conditions(search, now));
}

/** Ids of the matches at positions [skip, skip + take) in the order of `sort`. */
async function orderedIds(
  db: DbOrTx,
  c: Conditions,
  sort: 'newest' | 'salary',
  skip: number,
  take: number,
): Promise<string[]> {
  const order = sort === 'salary' ? sql`p.salary_max_yearly DESC NULLS LAST, ${NEWEST}` : NEWEST;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM postings p WHERE ${allConditions(c)} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
  );
  return rows.map((r) => r.id);
}

/** The newest {@link RANKED_MATCHES_CAP} matches, best match first (relevance order). */
async function rankNewestMatches(db: DbOrTx, c: Conditions, query: SQL): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT t.id FROM (
          SELECT p.id, p.search, p.published_at FROM postings p WHERE ${allConditions(c)}
           ORDER BY ${NEWEST} LIMIT ${RANKED_MATCHES_CAP}) t
        ORDER BY ts_rank_cd(t.search, ${query}) DESC, t.published_at DESC NULLS LAST, t.id DESC NULLS LAST`,
  );
  return rows.map((r) => r.id);
}

/**
 * Ids of the requested page. Relevance: positions [0, CAP) are the CAP newest matches ranked
 * (cached per filters like the counts); after that, the remaining matches newest first.
 */
async function pageIds(db: Db, search: JobSearch, c: Conditions, now: Date): Promise<string[]> {
  const { offset, perPage } = search;
  if (search.sort !== 'relevance' || !c.query) {
    return orderedIds(db, c, search.sort === 'salary' ? 'salary' : 'newest', offset, perPage);
  }
  const query = c.query;
  const ranked = await cachesOf(db).ranked.get(filterKey(search), now.getTime(), () =>
    rankNewestMatches(db, c, query),
  );
  const ids = ranked.slice(offset, offset + perPage);
  const end = offset + perPage;
  if (end > RANKED_MATCHES_CAP && ranked.length === RANKED_MATCHES_CAP) {
    const skip = Math.max(offset, RANKED_MATCHES_CAP);
    ids.push(...(await orderedIds(db, c, 'newest', skip, end - skip)));
  }
  return ids;
}

/**
 * Runs a search for `viewerId`: a page of job cards, pagination meta and facets.
 * @param now the request's clock reading (for "posted within" and the caches' lifetime)
 */
export async function searchJobs(
  db: Db,
  viewerId: string,
  search: JobSearch,
  now: Date,
): Promise<Schema<'JobSearchResponse'>> {
  const c = conditions(search, now);
  const [counts, ids] = await Promise.all([
    cachesOf(db).counts.get(filterKey(search), now.getTime(), () => computeCounts(db, c, now)),
    pageIds(db, search, c, now),
  ]);
  return {
    data: await jobSummariesByIds(db, viewerId, ids, { publishedOnly: true }),
    meta: pageMeta(search.page, search.perPage, counts.total),
    facets: counts.facets,
  };
}
