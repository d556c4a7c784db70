/**
 * Job search (contract `searchJobs`, route c.jobs "Find Jobs"): full-text search on PostgreSQL over
 * the weighted `postings.search` vector (title A, company B, skills B, description C; GIN index):
 * any-word matching with phrases and exclusions (searchQuery.ts), typo corrections (suggest.ts),
 * places with short forms (places.ts), the contract's filters (sponsorship and term included),
 * sorts, pages and disjunctive facets.
 *
 * Speed: a keyword search reads its match set once per keywords (every published match, newest
 * first, with its filter columns and relevance keys; matchSet.ts) and answers any filters, facets
 * and pages from it in memory; only the page's job cards are read per request. Keywords matching
 * more than {@link MATCH_SET_CAP} postings, and searches without keywords, run the statements below.
 *
 * Speed of those statements on broad terms (a term matching half the table):
 * - relevance ranks only the newest {@link RANKED_MATCHES_CAP} matches of each of its three
 *   branches (found through the `published_at DESC, id DESC` index of published postings);
 *   later pages continue with the remaining matches, newest first — `ts_rank_cd` never runs over
 *   tens of thousands of rows;
 * - that ranking, the total and the facet counts (one pass with `count(*) FILTER`, plus the
 *   location and term top 10) are kept for {@link FACETS_TTL_MS} per filter combination (then served for
 *   one more lifetime while a background computation refreshes them) and dropped when this
 *   or another server process changes what search sees (publish, edit, close, import). The job cards of a page,
 *   with the viewer's bookmark and application, are always read fresh.
 */
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import type { QueryParams, Schema } from '../../contract/types.ts';
import { jobSummariesByIds } from './jobs.ts';
import { locationQueryKeys } from './places.ts';
import { containsPattern, num, pageMeta, paging } from './rows.ts';
import {
  keywordSql,
  keywordsText,
  parseKeywords,
  type Keywords,
  type KeywordSql,
} from './searchQuery.ts';
import { correctWords, wordFrequencies } from './suggest.ts';
import {
  evaluate,
  LIST_SEPARATOR,
  MATCH_SET_CAP,
  MATCH_SET_ROWS_BUDGET,
  matchSetFromRows,
  rankedPositions,
  type MatchEvaluation,
  type MatchRow,
  type MatchSet,
} from './matchSet.ts';
import { searchGeneration } from './searchCache.ts';

export { MAX_QUERY_TERMS, searchTerms } from './searchQuery.ts';

/** Relevance ranks this many of the newest matches of each kind (all words, company, any word). @default 1000 */
export const RANKED_MATCHES_CAP = 1000;
/** How long totals and facet counts are reused for the same filters, in ms. @default 30 s */
export const FACETS_TTL_MS = 30_000;
/** Filter combinations whose counts are kept. @default 500 */
const FACETS_CACHE_ENTRIES = 500;
/** Totals above this are reported as this number with `total_is_capped` ("10,000+"). @default 10000 */
export const TOTAL_CAP = 10_000;

const DAY_MS = 24 * 60 * 60 * 1000;

type Sponsorship = Schema<'Sponsorship'>;
/** The listings' sponsorship statements (as imported) per contract value; the rest is `not_stated`. */
export const SPONSORSHIP_STATEMENTS: Record<Exclude<Sponsorship, 'not_stated'>, string> = {
  offers_sponsorship: 'Offers Sponsorship',
  does_not_offer_sponsorship: 'Does Not Offer Sponsorship',
  us_citizenship_required: 'U.S. Citizenship is Required',
};
/** A posting's sponsorship as the contract value. */
const SPONSORSHIP_SQL = sql.raw(
  `(CASE p.sponsorship ${Object.entries(SPONSORSHIP_STATEMENTS)
    .map(([value, text]) => `WHEN '${text.replace(/'/g, "''")}' THEN '${value}'`)
    .join(' ')} ELSE 'not_stated' END)`,
);

// ---------------------------------------------------------------------------------------------
// Filters
// ---------------------------------------------------------------------------------------------

/** The search request, normalised. */
export interface JobSearch {
  /** The plain words searched for (after any correction). */
  terms: string[];
  /** The parsed keywords (after any correction). */
  keywords: Keywords;
  /** Whether a word matching nothing may be corrected ({@link applyCorrection}). */
  autocorrect: boolean;
  /** Set by {@link applyCorrection}: the keywords as typed and as corrected. */
  correction: Schema<'SearchCorrection'> | null;
  location: string | null;
  workplaceType: string[];
  employmentType: string[];
  experienceLevel: string[];
  sponsorship: Sponsorship[];
  term: string[];
  salaryMin: number | null;
  includeUnstatedSalary: boolean;
  postedWithinDays: number | null;
  companyId: string | null;
  sort: 'relevance' | 'newest' | 'salary';
  page: number;
  perPage: number;
  offset: number;
}

const hasKeywords = (k: Keywords) => k.words.length + k.phrases.length + k.excluded.length > 0;

/** Normalises the contract's query parameters (defaults: sort relevance with q, newest without). */
export function toJobSearch(query: QueryParams<'searchJobs'>): JobSearch {
  const keywords = parseKeywords(query.q);
  const location = query.location?.trim() || null;
  const requested = query.sort ?? (hasKeywords(keywords) ? 'relevance' : 'newest');
  return {
    terms: keywords.words,
    keywords,
    autocorrect: query.autocorrect ?? true,
    correction: null,
    location,
    workplaceType: [...(query.workplace_type ?? [])].sort(),
    employmentType: [...(query.employment_type ?? [])].sort(),
    experienceLevel: [...(query.experience_level ?? [])].sort(),
    sponsorship: [...(query.sponsorship ?? [])].sort(),
    term: [...new Set((query.term ?? []).map((t) => t.trim()).filter(Boolean))].sort(),
    salaryMin: query.salary_min ?? null,
    includeUnstatedSalary: query.include_unstated_salary ?? false,
    postedWithinDays: query.posted_within_days ?? null,
    companyId: query.company_id ?? null,
    // Relevance without words has nothing to rank: newest first.
    sort: requested === 'relevance' && keywords.words.length === 0 ? 'newest' : requested,
    ...paging(query),
  };
}

/**
 * With `autocorrect`, replaces the plain words that match no published job by the closest word
 * of the jobs' vocabulary (suggest.ts) and records the correction; otherwise returns `search`.
 */
export async function applyCorrection(db: Db, search: JobSearch): Promise<JobSearch> {
  const { keywords } = search;
  if (!search.autocorrect || keywords.words.length === 0) return search;
  const corrected = await correctWords(db, keywords.words, keywords.lastIsPrefix);
  if (!corrected) return search;
  const next: Keywords = { ...keywords, words: corrected, lastIsPrefix: false };
  return {
    ...search,
    terms: corrected,
    keywords: next,
    correction: { query: keywordsText(next), original: keywordsText(keywords) },
  };
}

const TRUE = sql`true`;
const since = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();

/** The SQL conditions of a search, split so that each facet can leave out its own filter. */
interface Conditions {
  /** Text, salary and company: applied to everything, facets included. */
  base: SQL;
  workplace_type: SQL;
  employment_type: SQL;
  experience_level: SQL;
  sponsorship: SQL;
  term: SQL;
  posted_within_days: SQL;
  location: SQL;
  query: KeywordSql;
}

/** The conditions without the keywords' ranking parts. */
type Filters = Omit<Conditions, 'query'>;

/**
 * A value a condition compares the posting `p` with: a bound parameter (Find Jobs) or a column
 * of a stored search (saved-search matching). `optional`: the SQL may be NULL, meaning "no such
 * filter" (the condition then holds). A filter that is off altogether is `null`.
 */
interface FilterValue {
  sql: SQL;
  optional: boolean;
}

/** The values of every search condition (see {@link filterConditions}). */
interface FilterValues {
  /** tsquery every match satisfies. */
  match: FilterValue | null;
  /** Yearly pay the posting's maximum reaches (integer). */
  salaryMin: FilterValue | null;
  /** Whether a posting stating no pay passes the salary filter (boolean). */
  includeUnstatedSalary: SQL | boolean;
  /** uuid */
  companyId: FilterValue | null;
  /** text[]: any of them. */
  workplaceType: FilterValue | null;
  employmentType: FilterValue | null;
  experienceLevel: FilterValue | null;
  /** text[] of contract values. */
  sponsorship: FilterValue | null;
  /** text[]: the posting has any of these terms of work. */
  term: FilterValue | null;
  /** timestamptz the posting was published at or after. */
  publishedSince: FilterValue | null;
  /** text[] place keys the posting's places all include ({@link locationQueryKeys}). */
  locationKeys: FilterValue | null;
  /** text ILIKE pattern of the typed location. */
  locationPattern: FilterValue | null;
}

/** `build(value)`, true when the filter is off, and true when an optional value is NULL. */
const when = (value: FilterValue | null, build: (v: SQL) => SQL): SQL =>
  !value
    ? TRUE
    : value.optional
      ? sql`(${value.sql} IS NULL OR ${build(value.sql)})`
      : build(value.sql);

/**
 * Every condition of a search, written once: Find Jobs passes its values as parameters
 * ({@link conditions}), saved-search matching as the columns of the stored searches
 * ({@link storedSearchMatchesSql}).
 */
function filterConditions(v: FilterValues): Filters {
  const salary = (min: SQL) => {
    const reaches = sql`p.salary_max_yearly >= ${min}`;
    const unstated = v.includeUnstatedSalary;
    if (unstated === false) return reaches;
    return unstated === true
      ? sql`(${reaches} OR p.salary_max_yearly IS NULL)`
      : sql`(${reaches} OR (${unstated} AND p.salary_max_yearly IS NULL))`;
  };
  const base = [
    sql`p.status = 'published'`,
    when(v.match, (q) => sql`p.search @@ ${q}`),
    when(v.salaryMin, salary),
    when(v.companyId, (id) => sql`p.company_id = ${id}`),
  ].filter((c) => c !== TRUE);
  const anyOf = (column: SQL, values: FilterValue | null) =>
    when(values, (list) => sql`${column} = ANY(${list})`);
  const location = when(v.locationPattern, (pattern) => {
    const text = sql`p.location ILIKE ${pattern}`;
    const keys = v.locationKeys;
    if (!keys) return text;
    const byKeys = sql`p.place_keys @> ${keys.sql}`;
    return sql`(${keys.optional ? sql`coalesce(${byKeys}, false)` : byKeys} OR ${text})`;
  });
  return {
    base: sql.join(base, sql` AND `),
    workplace_type: anyOf(sql`p.workplace_type`, v.workplaceType),
    employment_type: anyOf(sql`p.employment_type`, v.employmentType),
    experience_level: anyOf(sql`p.experience_level`, v.experienceLevel),
    sponsorship: anyOf(SPONSORSHIP_SQL, v.sponsorship),
    term: when(v.term, (list) => sql`p.terms && ${list}`),
    posted_within_days: when(v.publishedSince, (at) => sql`p.published_at >= ${at}`),
    location,
  };
}

const textArray = (values: readonly string[]) =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * A search's filter values as SQL of their stored types (null: no such filter), the days of
 * "posted within" as a number. Find Jobs binds them as parameters; saved searches store them in
 * the {@link STORED_SEARCH_COLUMNS}.
 */
function searchValues(search: JobSearch) {
  const list = (values: readonly string[]) => (values.length ? textArray(values) : null);
  const keys = search.location ? locationQueryKeys(search.location) : null;
  return {
    match: keywordSql(search.keywords).match,
    salaryMin: search.salaryMin === null ? null : sql`${search.salaryMin}`,
    includeUnstatedSalary: search.includeUnstatedSalary,
    companyId: search.companyId ? sql`${search.companyId}` : null,
    workplaceType: list(search.workplaceType),
    employmentType: list(search.employmentType),
    experienceLevel: list(search.experienceLevel),
    sponsorship: list(search.sponsorship),
    term: list(search.term),
    postedWithinDays: search.postedWithinDays,
    locationKeys: keys ? textArray(keys) : null,
    locationPattern: search.location ? sql`${containsPattern(search.location)}` : null,
  };
}

function conditions(search: JobSearch, now: Date): Conditions {
  const values = searchValues(search);
  const param = (value: SQL | null): FilterValue | null =>
    value ? { sql: value, optional: false } : null;
  const days = values.postedWithinDays;
  return {
    ...filterConditions({
      match: param(values.match),
      salaryMin: param(values.salaryMin),
      includeUnstatedSalary: values.includeUnstatedSalary,
      companyId: param(values.companyId),
      workplaceType: param(values.workplaceType),
      employmentType: param(values.employmentType),
      experienceLevel: param(values.experienceLevel),
      sponsorship: param(values.sponsorship),
      term: param(values.term),
      publishedSince: param(days ? sql`${since(now, days)}::timestamptz` : null),
      locationKeys: param(values.locationKeys),
      locationPattern: param(values.locationPattern),
    }),
    query: keywordSql(search.keywords),
  };
}

// ---------------------------------------------------------------------------------------------
// Stored searches (saved-search matching)
// ---------------------------------------------------------------------------------------------

/**
 * The columns of a stored search (table `saved_searches`) that hold its filter values, with their
 * SQL types. Filled by {@link storedSearchValues}; tested by {@link storedSearchMatchesSql}.
 */
export const STORED_SEARCH_COLUMNS = {
  match: ['match_query', 'tsquery'],
  salaryMin: ['salary_min', 'integer'],
  includeUnstatedSalary: ['include_unstated_salary', 'boolean'],
  companyId: ['company_id', 'uuid'],
  workplaceType: ['workplace_types', 'text[]'],
  employmentType: ['employment_types', 'text[]'],
  experienceLevel: ['experience_levels', 'text[]'],
  sponsorship: ['sponsorship', 'text[]'],
  term: ['terms', 'text[]'],
  postedWithinDays: ['posted_within_days', 'integer'],
  locationKeys: ['location_keys', 'text[]'],
  locationPattern: ['location_pattern', 'text'],
} as const satisfies Record<keyof ReturnType<typeof searchValues>, readonly [string, string]>;

/**
 * The values to store in the {@link STORED_SEARCH_COLUMNS} for `search`, in that order, each cast
 * to its column's type (NULL when the filter is off; the keywords as their tsquery).
 */
export function storedSearchValues(search: JobSearch): SQL[] {
  const values: Record<string, unknown> = searchValues(search);
  return Object.entries(STORED_SEARCH_COLUMNS).map(([key, [, type]]) => {
    const value = values[key];
    const cast = sql.raw(`::${type}`);
    if (value === null || value === undefined) return sql`NULL${cast}`;
    return typeof value === 'object' ? sql`(${value as SQL})${cast}` : sql`${value}${cast}`;
  });
}

/**
 * The condition under which the posting row aliased `p` is a result of the stored search aliased
 * `alias` at `now`: Find Jobs' own conditions ({@link filterConditions}) with the values read
 * from the search's {@link STORED_SEARCH_COLUMNS}. Its SQL has one fixed shape whatever the
 * search, so one statement tests one posting against every stored search.
 */
export function storedSearchMatchesSql(alias: string, now: Date): SQL {
  const column = (key: keyof typeof STORED_SEARCH_COLUMNS) =>
    sql`${sql.identifier(alias)}.${sql.identifier(STORED_SEARCH_COLUMNS[key][0])}`;
  const stored = (key: keyof typeof STORED_SEARCH_COLUMNS): FilterValue => ({
    sql: column(key),
    optional: true,
  });
  return allConditions(
    filterConditions({
      match: stored('match'),
      salaryMin: stored('salaryMin'),
      includeUnstatedSalary: column('includeUnstatedSalary'),
      companyId: stored('companyId'),
      workplaceType: stored('workplaceType'),
      employmentType: stored('employmentType'),
      experienceLevel: stored('experienceLevel'),
      sponsorship: stored('sponsorship'),
      term: stored('term'),
      publishedSince: {
        sql: sql`(${now.toISOString()}::timestamptz - ${column('postedWithinDays')} * ${`${DAY_MS} milliseconds`}::interval)`,
        optional: true,
      },
      locationKeys: stored('locationKeys'),
      locationPattern: stored('locationPattern'),
    }),
  );
}

const and = (...parts: SQL[]) => sql.join(parts, sql` AND `);

// ---------------------------------------------------------------------------------------------
// Totals and facets (cached)
// ---------------------------------------------------------------------------------------------

/** Total and facets of one filter combination. */
export interface SearchCounts {
  /** Count of matches, exact up to {@link TOTAL_CAP}; above it, any number over the cap. */
  total: number;
  /** Whether the facets were counted within {@link TOTAL_CAP} + 1 of the matches only. */
  facetsAreSampled: boolean;
  facets: Schema<'JobFacets'>;
}

/** A filter group: the contract's facet names (`JobFacets`). */
type Group = keyof Schema<'JobFacets'>;
const GROUPS: readonly Group[] = [
  'workplace_type',
  'employment_type',
  'experience_level',
  'sponsorship',
  'term',
  'posted_within_days',
  'location',
];
/** Every filter group's condition but `left`'s (a facet counts what choosing another value gives). */
const allBut = (c: Filters, left: Group | null) =>
  and(...GROUPS.filter((g) => g !== left).map((g) => c[g]));

/**
 * The columns a facet or filter reads, taken from at most {@link TOTAL_CAP} + 1 matches of the
 * keywords, salary and company: the sample that the totals and facets are counted in. Aliased `p`
 * with the table's column names, so the filter conditions apply to it unchanged.
 */
const SAMPLE_COLUMNS = sql.raw(
  'p.workplace_type, p.employment_type, p.experience_level, p.sponsorship, p.terms, p.published_at, p.location, p.place_keys, p.places, p.locations',
);

/**
 * Runs `query` (a read of the matches of `c`). With keywords, in a transaction that turns off
 * sequential scans: a plan that reads the table in order tests the search vector of every row it
 * passes (each one decompressed from TOAST, ~30 µs), where the full-text index knows the matches
 * without opening a vector; the planner underrates that cost when a LIMIT lets it stop early.
 */
function readMatches<T extends Record<string, unknown> = Record<string, unknown>>(
  db: DbOrTx,
  c: Conditions,
  query: SQL,
  options: { walkIndexes?: boolean } = {},
): Promise<T[]> {
  if (!c.query.match) return queryRows<T>(db, query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL enable_seqscan = off`);
    if (options.walkIndexes === false) await tx.execute(sql`SET LOCAL enable_indexscan = off`);
    return queryRows<T>(tx, query);
  });
}

/**
 * Matches above this share of the published postings are "dense": their newest ones are found
 * fastest by walking the date index (a few rows tested per match); sparser ones through the
 * full-text index's bitmap, which never opens a vector. @default 0.3
 */
export const DENSE_MATCH_SHARE = 0.3;

/** Published postings as the planner estimates them, per database, re-read every {@link FACETS_TTL_MS}. */
const publishedEstimates = new WeakMap<object, { at: number; rows: Promise<number> }>();

/** The planner's estimate of the rows `query` returns (EXPLAIN: planning only, nothing is read). */
async function estimatedRows(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`EXPLAIN (FORMAT JSON) ${query}`);
  const raw = row ? Object.values(row)[0] : null;
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as [
    { Plan: { 'Plan Rows': number } },
  ];
  return Number(plan[0]?.Plan['Plan Rows'] ?? 0);
}

/**
 * Whether the matches of `c` are dense ({@link DENSE_MATCH_SHARE}), from the planner's estimates
 * (the full-text statistics of ANALYZE): the plan of the relevance candidates follows from it. A
 * walk of the date index tests each posting's vector until it has found the newest matches: cheap
 * when most postings match, hundreds of milliseconds when one in ten does ("frontend react":
 * 13,440 vectors tested for 1,000 matches), where the bitmap reads only the matches.
 */
async function matchesAreDense(db: DbOrTx, c: Conditions): Promise<boolean> {
  const now = Date.now();
  let published = publishedEstimates.get(db);
  if (!published || now - published.at > FACETS_TTL_MS) {
    published = {
      at: now,
      rows: estimatedRows(db, sql`SELECT 1 FROM postings p WHERE p.status = 'published'`),
    };
    publishedEstimates.set(db, published);
  }
  const [matches, all] = await Promise.all([
    estimatedRows(db, sql`SELECT 1 FROM postings p WHERE ${allConditions(c)}`),
    published.rows,
  ]);
  return matches > DENSE_MATCH_SHARE * all;
}

/**
 * Counts the total and every facet in one statement over the first {@link TOTAL_CAP} + 1 postings
 * matching `c.base` (no ordering: whichever the plan reaches first). When the keywords, salary and
 * company match at most {@link TOTAL_CAP} postings the sample is all of them and every figure is
 * exact; beyond, the facets are counted within the sample (lower bounds, `facets_are_sampled`) and
 * the total with every filter is counted separately up to the cap.
 */
async function computeCounts(db: Db, c: Conditions, now: Date): Promise<SearchCounts> {
  const counters: SQL[] = [
    sql`count(*)::int AS sampled`,
    sql`count(*) FILTER (WHERE ${allBut(c, null)})::int AS total`,
  ];
  const facet = (prefix: string, column: SQL, values: readonly string[], group: Group) => {
    values.forEach((value, i) =>
      counters.push(
        sql`count(*) FILTER (WHERE ${column} = ${value} AND ${allBut(c, group)})::int AS ${sql.raw(`${prefix}${i}`)}`,
      ),
    );
  };
  facet('w', sql`p.workplace_type`, workplaceTypeValues, 'workplace_type');
  facet('e', sql`p.employment_type`, employmentTypeValues, 'employment_type');
  facet('x', sql`p.experience_level`, experienceLevelValues, 'experience_level');
  facet('s', SPONSORSHIP_SQL, sponsorshipValues, 'sponsorship');
  const notDays = allBut(c, 'posted_within_days');
  daysWithinValues.forEach((days, i) =>
    counters.push(
      sql`count(*) FILTER (WHERE p.published_at >= ${since(now, days)}::timestamptz AND ${notDays})::int AS ${sql.raw(`d${i}`)}`,
    ),
  );
  const top = (values: SQL, group: Group) =>
    sql`SELECT coalesce(json_agg(json_build_array(t.v, t.n)), '[]'::json) FROM (
          SELECT v, count(*)::int AS n FROM sample p CROSS JOIN LATERAL unnest(${values}) AS v
           WHERE ${allBut(c, group)} GROUP BY v ORDER BY count(*) DESC, v ASC LIMIT 10) t`;
  const [row = {}] = await readMatches(
    db,
    c,
    sql`WITH sample AS MATERIALIZED (
          SELECT ${SAMPLE_COLUMNS} FROM postings p WHERE ${c.base} LIMIT ${TOTAL_CAP + 1})
        SELECT ${sql.join(counters, sql`, `)},
               (${top(sql`coalesce(p.places, p.locations)`, 'location')}) AS location_top,
               (${top(sql`p.terms`, 'term')}) AS term_top
          FROM sample p`,
  );
  const sampled = num(row.sampled) > TOTAL_CAP;
  let total = num(row.total);
  if (sampled && total <= TOTAL_CAP) {
    const [capped] = await readMatches(
      db,
      c,
      sql`SELECT count(*)::int AS n FROM (
            SELECT 1 FROM postings p WHERE ${allConditions(c)} LIMIT ${TOTAL_CAP + 1}) m`,
    );
    total = num(capped?.n);
  }
  const list = (prefix: string, values: readonly string[]) =>
    values.map((value, i) => ({ value, count: num(row[`${prefix}${i}`]) }));
  const counted = (pairs: unknown) =>
    (typeof pairs === 'string' ? (JSON.parse(pairs) as unknown) : pairs) as [string, number][];
  const topList = (pairs: unknown) =>
    counted(pairs).map(([value, count]) => ({ value, count: num(count) }));
  return {
    total,
    facetsAreSampled: sampled,
    facets: {
      workplace_type: list('w', workplaceTypeValues),
      employment_type: list('e', employmentTypeValues),
      experience_level: list('x', experienceLevelValues),
      posted_within_days: daysWithinValues.map((value, i) => ({
        value,
        count: num(row[`d${i}`]),
      })),
      location: topList(row.location_top),
      sponsorship: list('s', sponsorshipValues),
      term: topList(row.term_top),
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
  /** Sum of the weights of the settled values kept. */
  #weight = 0;

  /**
   * @param weigh the weight of a value (default 0: only the number of entries is limited); entries are dropped, least recently used
   *   first, while there are more than {@link FACETS_CACHE_ENTRIES} or their weight exceeds `maxWeight`
   */
  readonly weigh: (value: V) => number;
  readonly maxWeight: number;
  readonly ttlMs = FACETS_TTL_MS;
  /** How long after expiry the old value is still served while a new one is computed. */
  readonly staleMs: number;
  constructor(
    weigh: (value: V) => number = () => 0,
    maxWeight = Number.POSITIVE_INFINITY,
    staleMs = FACETS_TTL_MS,
  ) {
    this.weigh = weigh;
    this.maxWeight = maxWeight;
    this.staleMs = staleMs;
  }

  /**
   * The value for `key` if one is at hand now (fresh, or expired within one more lifetime), else
   * undefined; either way a computation is started when none is under way (as {@link get}).
   */
  settled(key: string, nowMs: number, compute: () => Promise<V>): { value: V } | undefined {
    this.get(key, nowMs, compute).catch(() => {});
    return this.#entries.get(key)?.settled;
  }

  /**
   * The value for `key` if a fresh one is kept, else `run()` computed now and kept (a synchronous
   * computation: nothing to share between concurrent requests).
   */
  settledOrRun(key: string, nowMs: number, run: () => V): V {
    const hit = this.#entries.get(key);
    if (hit?.settled && hit.expiresAt > nowMs) return hit.settled.value;
    const value = run();
    this.#store(key, nowMs, Promise.resolve(value), { value });
    return value;
  }

  get(key: string, nowMs: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > nowMs) {
      // Least recently used goes first when the cache is full: move this one to the end.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    if (hit?.settled && hit.expiresAt + this.staleMs > nowMs) {
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
        if (this.#entries.get(key) !== entry) return;
        entry.settled = { value: resolved };
        this.#weight += this.weigh(resolved);
        this.#trim();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#delete(key);
      },
    );
    return value;
  }

  #store(key: string, nowMs: number, value: Promise<V>, settled?: { value: V }): CacheEntry<V> {
    const entry: CacheEntry<V> = { expiresAt: nowMs + this.ttlMs, value, settled };
    this.#delete(key);
    this.#entries.set(key, entry);
    if (settled) this.#weight += this.weigh(settled.value);
    this.#trim();
    return entry;
  }

  #delete(key: string) {
    const old = this.#entries.get(key);
    if (old?.settled) this.#weight -= this.weigh(old.settled.value);
    this.#entries.delete(key);
  }

  #trim() {
    while (this.#entries.size > FACETS_CACHE_ENTRIES || this.#weight > this.maxWeight) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }
}

interface SearchCaches {
  counts: TtlCache<SearchCounts>;
  ranked: TtlCache<string[]>;
  /** Per keywords: the match set, or null when they match more than {@link MATCH_SET_CAP} postings. */
  matchSets: TtlCache<MatchSet | null>;
  /** Per filters: what a match set gave for them. */
  evaluations: TtlCache<MatchEvaluation>;
}

/** Per-database caches (a WeakMap, so each test app has its own). */
const caches = new WeakMap<object, SearchCaches>();

function cachesOf(db: Db): SearchCaches {
  let found = caches.get(db);
  if (!found) {
    found = {
      counts: new TtlCache(),
      ranked: new TtlCache(),
      matchSets: new TtlCache((set) => set?.size ?? 0, MATCH_SET_ROWS_BUDGET, MATCH_SET_STALE_MS),
      evaluations: new TtlCache((e) => e.passing.length, MATCH_SET_ROWS_BUDGET),
    };
    caches.set(db, found);
  }
  return found;
}

/** The cache key of a search's filters (not its sort or page). */
function filterKey(search: JobSearch): string {
  return JSON.stringify([
    searchGeneration(),
    search.keywords,
    search.location?.toLowerCase() ?? null,
    search.workplaceType,
    search.employmentType,
    search.experienceLevel,
    search.sponsorship,
    search.term,
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

const allConditions = (c: Filters) => and(c.base, allBut(c, null));

/**
 * Ids of the matches at positions [skip, skip + take) in the order of `sort`, leaving out
 * `except` (the ranked matches, already shown).
 */
async function orderedIds(
  db: DbOrTx,
  c: Conditions,
  sort: 'newest' | 'salary',
  skip: number,
  take: number,
  except: readonly string[] = [],
): Promise<string[]> {
  const order = sort === 'salary' ? sql`p.salary_max_yearly DESC NULLS LAST, ${NEWEST}` : NEWEST;
  const not = except.length
    ? sql` AND NOT (p.id = ANY(ARRAY[${sql.join(
        except.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]))`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT p.id FROM postings p WHERE ${allConditions(c)}${not} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`,
  );
  return rows.map((r) => r.id);
}

/** Field weights of `ts_rank_cd` ({D, C, B, A}): title 1, company and skills 0.4, description 0.2. */
const FIELD_WEIGHTS = sql.raw(`'{0.05, 0.2, 0.4, 1.0}'::float4[]`);

/** A company and its name as {@link namedCompanyIds} compares it. */
type CompanyName = {
  id: string;
  /** The business name lower-cased, every run of non-alphanumerics one space, trimmed. */
  name: string;
};

/** Company names per database, with the search generation and time they were read at. */
const companyNameCache = new WeakMap<
  object,
  { generation: number; readAt: number; names: Promise<CompanyName[]> }
>();

/**
 * Every company's normalised business name (the name its postings show), normalised in SQL once
 * and kept until what search sees changes or {@link FACETS_TTL_MS} passes (a rename).
 */
function companyNames(db: DbOrTx): Promise<CompanyName[]> {
  const hit = companyNameCache.get(db);
  const now = Date.now();
  if (hit && hit.generation === searchGeneration() && now - hit.readAt < FACETS_TTL_MS)
    return hit.names;
  const names = queryRows<CompanyName>(
    db,
    sql`SELECT c.id, btrim(regexp_replace(lower(u.business_name), '[^[:alnum:]]+', ' ', 'g')) AS name
          FROM companies c JOIN users u ON u.id = c.user_id
         WHERE u.business_name IS NOT NULL`,
  );
  companyNameCache.set(db, { generation: searchGeneration(), readAt: now, names });
  names.catch(() => companyNameCache.delete(db));
  return names;
}

/**
 * Ids of the companies the keywords `words` (space-separated) name: the whole name is among the
 * words, or (3 letters or more) the words start the name.
 */
function namedCompanyIds(companies: readonly CompanyName[], words: string): string[] {
  const padded = ` ${words} `;
  return companies
    .filter(
      ({ name }) =>
        name !== '' &&
        (padded.includes(` ${name} `) || (words.length >= 3 && name.startsWith(words))),
    )
    .map((c) => c.id);
}

/**
 * The relevance keys of a posting `p` for the keywords `q`, after the company named: words
 * matched (prefix forms included), rarity of the whole words matched (1 / ln(2 + postings using
 * the word), from `frequencies` in the order of the words), and `ts_rank_cd` with the field weights.
 */
function relevanceKeys(q: KeywordSql, frequencies: readonly number[]) {
  const sum = (parts: SQL[]) => (parts.length ? sql.join(parts, sql` + `) : sql`0`);
  return {
    matched: sum(q.perWord.map((w) => sql`(p.search @@ ${w})::int`)),
    rarity: sum(
      q.perWordExact.map(
        (w, i) => sql`(p.search @@ ${w})::int * ${1 / Math.log(2 + (frequencies[i] ?? 0))}::float8`,
      ),
    ),
    rank: q.any ? sql`ts_rank_cd(${FIELD_WEIGHTS}, p.search, ${q.any})` : sql`0`,
  };
}

/**
 * The candidates for relevance, best match first: the newest {@link RANKED_MATCHES_CAP} matches
 * of all the words, of the companies the keywords name, and of any word. Order: postings of a
 * company the keywords name (the keywords start its name, or its whole name is among them), then
 * how many words match, then the rarity of the words matched as whole words (a rare word such
 * as "android" outweighs "developer"), then field weight and proximity (`ts_rank_cd`), then newest.
 */
async function rankMatches(db: DbOrTx, c: Conditions, search: JobSearch): Promise<string[]> {
  const q = c.query;
  const where = allConditions(c);
  const branch = (extra: SQL | null) =>
    sql`(SELECT p.id FROM postings p WHERE ${where}${extra ? sql` AND ${extra}` : sql``}
          ORDER BY ${NEWEST} LIMIT ${RANKED_MATCHES_CAP})`;
  const words = search.keywords.words.join(' ');
  const branches = [branch(null)];
  if (search.keywords.words.length > 1 && q.all) branches.push(branch(sql`p.search @@ ${q.all}`));
  // The companies the keywords name are found among the companies' names (a few thousand,
  // normalised once and kept in memory): their postings come through the company index and rank
  // first, without testing any posting's vector or normalising its company name per row.
  const named = words ? namedCompanyIds(await companyNames(db), words) : [];
  const namedIds = sql`ARRAY[${sql.join(
    named.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const companyFirst = named.length ? sql`(p.company_id = ANY(${namedIds})) DESC, ` : sql``;
  if (named.length) branches.push(branch(sql`p.company_id = ANY(${namedIds})`));
  // Rarer words weigh more within the same number of matched words (1 / ln(2 + postings using it)).
  const [frequencies, walkIndexes] = await Promise.all([
    wordFrequencies(db, search.keywords.words),
    matchesAreDense(db, c),
  ]);
  const { matched, rarity, rank } = relevanceKeys(q, frequencies);
  const rows = await readMatches<{ id: string }>(
    db,
    c,
    sql`SELECT p.id FROM postings p
         WHERE p.id IN (${sql.join(branches, sql` UNION `)})
         ORDER BY ${companyFirst}${matched} DESC, ${rarity} DESC, ${rank} DESC, ${NEWEST}`,
    { walkIndexes },
  );
  return rows.map((r) => r.id);
}

/**
 * Ids of the requested page. Relevance: the ranked candidates first (cached per filters like the
 * counts); after them, the remaining matches newest first.
 */
async function pageIds(db: Db, search: JobSearch, c: Conditions, now: Date): Promise<string[]> {
  const { offset, perPage } = search;
  if (search.sort !== 'relevance' || !c.query.any) {
    return orderedIds(db, c, search.sort === 'salary' ? 'salary' : 'newest', offset, perPage);
  }
  const ranked = await cachesOf(db).ranked.get(filterKey(search), now.getTime(), () =>
    rankMatches(db, c, search),
  );
  const ids = ranked.slice(offset, offset + perPage);
  const end = offset + perPage;
  if (end > ranked.length && ranked.length >= RANKED_MATCHES_CAP) {
    const skip = Math.max(0, offset - ranked.length);
    ids.push(...(await orderedIds(db, c, 'newest', skip, perPage - ids.length, ranked)));
  }
  return ids;
}

/**
 * The match set of the keywords of `search` (matchSet.ts), read once per keywords and search
 * generation and kept like the counts ({@link FACETS_TTL_MS}, then refreshed in the background):
 * every published posting matching the keywords, newest first, with the columns the filters and
 * facets read and its relevance keys (words matched, rarity, `ts_rank_cd`). Null without keywords,
 * or when more than {@link MATCH_SET_CAP} postings match (the SQL statements then run per request).
 * @param wait false: wait at most {@link MATCH_SET_WAIT_MS} for a set being read, then null (the
 *   read runs on; the request takes the SQL statements instead of waiting seconds under load)
 */
async function matchSetOf(
  db: Db,
  c: Conditions,
  search: JobSearch,
  now: Date,
  wait: boolean,
): Promise<MatchSet | null> {
  const q = c.query;
  if (!q.match) return null;
  const key = JSON.stringify([searchGeneration(), search.keywords]);
  const sets = cachesOf(db).matchSets;
  const read = async () => {
    const frequencies = await wordFrequencies(db, search.keywords.words);
    const { matched, rarity, rank } = relevanceKeys(q, frequencies);
    const rows = await readMatches<MatchRow>(
      db,
      c,
      sql`SELECT p.id, extract(epoch FROM p.published_at)::float8 * 1000 AS t,
                 p.salary_max_yearly AS sal, p.company_id AS co, p.workplace_type AS wt,
                 p.employment_type AS et, p.experience_level AS el, ${SPONSORSHIP_SQL} AS sp,
                 array_to_string(p.terms, ${LIST_SEPARATOR}) AS terms,
                 array_to_string(p.place_keys, ${LIST_SEPARATOR}) AS pk, p.location AS loc,
                 array_to_string(coalesce(p.places, p.locations), ${LIST_SEPARATOR}) AS pl,
                 ${matched} AS m, (${rarity})::float8 AS r, (${rank})::float8 AS k
            FROM postings p
           WHERE p.status = 'published' AND p.search @@ ${q.match}
           ORDER BY ${NEWEST} LIMIT ${MATCH_SET_CAP + 1}`,
    );
    return rows.length > MATCH_SET_CAP ? null : matchSetFromRows(rows);
  };
  // One read at a time per database: eight new keyword sets at once would each take the CPU the
  // others need, and the requests meanwhile answer from the SQL statements anyway.
  const queued = () => {
    const run = (matchSetReads.get(db) ?? Promise.resolve()).then(read);
    matchSetReads.set(
      db,
      run.catch(() => null),
    );
    return run;
  };
  const pending = sets.get(key, now.getTime(), queued);
  if (wait) return pending;
  const ready = sets.settled(key, now.getTime(), queued);
  if (ready) return ready.value;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), MATCH_SET_WAIT_MS);
  });
  try {
    return await Promise.race([pending.catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long a request waits for its keywords' match set being read before it answers from the SQL
 * statements instead, in ms. @default 1000
 */
export const MATCH_SET_WAIT_MS = 1000;
/**
 * How long after its 30 s lifetime a match set is still served while it is read again, in ms: a
 * read can wait behind others, and the rows change only with the search generation (part of the
 * key). @default 10 min
 */
export const MATCH_SET_STALE_MS = 10 * 60_000;

/** The last match set read queued per database ({@link matchSetOf} reads one at a time). */
const matchSetReads = new WeakMap<object, Promise<unknown>>();

/**
 * {@link searchJobs} over a keyword search's match set: the filters, total, facets (exact, never
 * sampled) and the relevance order computed in memory, the same as the SQL statements give them;
 * only the page's job cards are read. Sorting by salary reads the page's ids in SQL.
 */
async function searchMatchSet(
  db: Db,
  viewerId: string,
  search: JobSearch,
  c: Conditions,
  set: MatchSet,
  now: Date,
): Promise<Schema<'JobSearchResponse'>> {
  // Kept per filters like the counts: a repeated search costs no pass over the set.
  const { passing, facets } = cachesOf(db).evaluations.settledOrRun(
    JSON.stringify([filterKey(search), set.size]),
    now.getTime(),
    () =>
      evaluate(
        set,
        {
          salaryMin: search.salaryMin,
          includeUnstatedSalary: search.includeUnstatedSalary,
          companyId: search.companyId,
          workplaceType: search.workplaceType,
          employmentType: search.employmentType,
          experienceLevel: search.experienceLevel,
          sponsorship: search.sponsorship,
          term: search.term,
          postedWithinDays: search.postedWithinDays,
          locationKeys: search.location ? locationQueryKeys(search.location) : null,
          location: search.location,
        },
        now.getTime(),
      ),
  );
  const { offset, perPage } = search;
  let ids: string[];
  if (search.sort === 'salary') {
    ids = await orderedIds(db, c, 'salary', offset, perPage);
  } else if (search.sort === 'relevance' && c.query.any) {
    const words = search.keywords.words.join(' ');
    const named = new Set(words ? namedCompanyIds(await companyNames(db), words) : []);
    const ranked = rankedPositions(
      set,
      passing,
      search.keywords.words.length,
      named,
      RANKED_MATCHES_CAP,
    );
    const page = ranked.slice(offset, offset + perPage);
    if (offset + perPage > ranked.length && ranked.length >= RANKED_MATCHES_CAP) {
      // After the ranked candidates, the remaining matches newest first.
      const shown = new Set(ranked);
      let skip = Math.max(0, offset - ranked.length);
      for (const i of passing) {
        if (page.length >= perPage) break;
        if (shown.has(i)) continue;
        if (skip > 0) skip--;
        else page.push(i);
      }
    }
    ids = page.map((i) => set.ids[i]!);
  } else {
    ids = Array.from(passing.subarray(offset, offset + perPage), (i) => set.ids[i]!);
  }
  const total = passing.length;
  const capped = total > TOTAL_CAP;
  return {
    data: await jobSummariesByIds(db, viewerId, ids, { publishedOnly: true }),
    meta: pageMeta(search.page, search.perPage, capped ? TOTAL_CAP : total),
    facets,
    total_is_capped: capped,
    facets_are_sampled: false,
    correction: search.correction,
  };
}

/**
 * Runs a search for `viewerId`: a page of job cards, pagination meta (the total capped at
 * {@link TOTAL_CAP}), facets, and the correction made to the keywords if any.
 * @param now the request's clock reading (for "posted within" and the caches' lifetime)
 * @param options.matchSet false: always the SQL statements (tests compare both ways)
 * @param options.waitForMatchSet true: wait for the keywords' match set to be read rather than
 *   answer from the SQL statements meanwhile (default false)
 */
export async function searchJobs(
  db: Db,
  viewerId: string,
  requested: JobSearch,
  now: Date,
  options: { matchSet?: boolean; waitForMatchSet?: boolean } = {},
): Promise<Schema<'JobSearchResponse'>> {
  const search = await applyCorrection(db, requested);
  const c = conditions(search, now);
  const set =
    options.matchSet === false
      ? null
      : await matchSetOf(db, c, search, now, options.waitForMatchSet ?? false);
  if (set) return searchMatchSet(db, viewerId, search, c, set, now);
  const [counts, ids] = await Promise.all([
    cachesOf(db).counts.get(filterKey(search), now.getTime(), () => computeCounts(db, c, now)),
    pageIds(db, search, c, now),
  ]);
  const capped = counts.total > TOTAL_CAP;
  return {
    data: await jobSummariesByIds(db, viewerId, ids, { publishedOnly: true }),
    meta: pageMeta(search.page, search.perPage, capped ? TOTAL_CAP : counts.total),
    facets: counts.facets,
    total_is_capped: capped,
    facets_are_sampled: counts.facetsAreSampled,
    correction: search.correction,
  };
}
