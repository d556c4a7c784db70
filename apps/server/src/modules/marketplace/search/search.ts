/**
 * Job search (contract `searchJobs`, route c.jobs "Find Jobs"): full-text search on PostgreSQL over
 * the weighted `postings.search` vector (title A, company B, skills B, description C; GIN index):
 * any-word matching with phrases and exclusions (searchQuery.ts), typo corrections (suggest.ts),
 * places with short forms (places.ts), the contract's filters (searchFilters.ts), sorts, pages and
 * disjunctive facets.
 *
 * Speed: a keyword search reads its match set once per keywords (every published match, newest
 * first, with its filter columns and relevance keys; matchSet.ts) and answers any filters, facets
 * and pages from it in memory; only the page's job cards are read per request. Keywords matching
 * more than {@link MATCH_SET_CAP} postings, and searches without keywords, run SQL statements:
 * the order (searchRanking.ts) and the total and facet counts (searchCounts.ts). That ranking and
 * those counts are kept for `FACETS_TTL_MS` (ttlCache.ts) per filter combination (then served for one
 * more lifetime while a background computation refreshes them) and dropped when this or another
 * server process changes what search sees (publish, edit, close, import). The job cards of a
 * page, with the viewer's bookmark and application, are always read fresh.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db } from '../../../db/client.ts';
import { dbId, dbNumber } from '../../../db/columns.ts';
import type { Schema } from '../../../contract/types.ts';
import { jobSummariesByIds } from '../postings/jobs.ts';
import { pageMeta } from '../rows.ts';
import { keywordsText, type Keywords } from './searchQuery.ts';
import { correctWords, wordFrequencies } from './suggest.ts';
import {
  equivalentPayFloor,
  evaluate,
  LIST_SEPARATOR,
  MATCH_SET_CAP,
  MATCH_SET_ROWS_BUDGET,
  matchRow,
  matchSetFromRows,
  relevanceCandidates,
  byRelevance,
  type MatchEvaluation,
  type MatchSet,
} from './matchSet.ts';
import { freshTest, termEndDaySql } from '../postings/freshness.ts';
import { searchGeneration } from './searchCache.ts';
import { computeCounts, readMatches, TOTAL_CAP, type SearchCounts } from './searchCounts.ts';
import { conditions, SPONSORSHIP_SQL, type Conditions } from './searchFilters.ts';
import {
  companyNames,
  namedCompanyIds,
  NEWEST,
  orderedIds,
  RANKED_MATCHES_CAP,
  rankMatches,
  relevanceKeys,
} from './searchRanking.ts';
import type { JobSearch } from './searchRequest.ts';
import { TtlCache } from './ttlCache.ts';

export { MAX_QUERY_TERMS, searchTerms } from './searchQuery.ts';
export { toJobSearch, type JobSearch } from './searchRequest.ts';
export { RANKED_MATCHES_CAP } from './searchRanking.ts';
export { TOTAL_CAP } from './searchCounts.ts';
export {
  STORED_SEARCH_COLUMNS,
  storedSearchMatchesSql,
  storedSearchValues,
} from '../savedSearches/storedSearch.ts';

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
    keywords: next,
    correction: { query: keywordsText(next), original: keywordsText(keywords) },
  };
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

/** What Find Jobs' caches of one database hold now (for `/metrics`, plugins/metrics.ts). */
export interface SearchCacheState {
  /** Entries kept per cache: totals and facets, relevance rankings, match sets, evaluations. */
  entries: { counts: number; ranked: number; matchSets: number; evaluations: number };
  /** Postings held by the kept match sets (their budget is {@link MATCH_SET_ROWS_BUDGET}). */
  matchSetRows: number;
}

/** The state of `db`'s search caches (sizes read from memory; no query). */
export function searchCacheState(db: Db): SearchCacheState {
  const { counts, ranked, matchSets, evaluations } = cachesOf(db);
  return {
    entries: {
      counts: counts.size,
      ranked: ranked.size,
      matchSets: matchSets.size,
      evaluations: evaluations.size,
    },
    matchSetRows: matchSets.weight,
  };
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
    search.openOnly,
    search.companyId,
  ]);
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
 * generation and kept like the counts (`FACETS_TTL_MS`, then refreshed in the background):
 * every published posting matching the keywords, newest first, with the columns the filters and
 * facets read and its relevance keys (words matched, rarity; `ts_rank_cd` later, for the
 * relevance candidates only: {@link rankCandidates}). Null without keywords,
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
    // The words are tested on one decompressed copy of each vector (`d.v`); `ts_rank_cd` is
    // read later, for the relevance candidates only (rankOf).
    const { matched, rarity } = relevanceKeys(q, frequencies, sql`d.v`);
    const rows = await readMatches(
      db,
      c,
      sql`SELECT p.id, extract(epoch FROM p.published_at)::float8 * 1000 AS t,
                 p.salary_max_yearly::float8 AS sal, p.company_id AS co, p.workplace_type AS wt,
                 p.employment_type AS et, p.experience_level AS el, ${SPONSORSHIP_SQL} AS sp,
                 array_to_string(p.terms, ${LIST_SEPARATOR}) AS terms,
                 array_to_string(p.place_keys, ${LIST_SEPARATOR}) AS pk, p.location AS loc,
                 array_to_string(coalesce(p.places, p.locations), ${LIST_SEPARATOR}) AS pl,
                 ${matched} AS m, (${rarity})::float8 AS r,
                 CASE WHEN p.source IS NOT NULL
                      THEN extract(epoch FROM p.updated_at)::float8 * 1000 END AS u,
                 ${termEndDaySql()} AS te
            FROM postings p CROSS JOIN LATERAL (SELECT p.search || ''::tsvector AS v OFFSET 0) d
           WHERE p.status = 'published' AND p.search @@ ${q.match}
           ORDER BY ${NEWEST} LIMIT ${MATCH_SET_CAP + 1}`,
      matchRow,
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
 * statements instead, in ms. Reads run one at a time (about 0.5 s each at rest); a request that
 * gives up runs ~250 ms of statements and slows the reads that every waiting request needs, so
 * under load a short wait makes every request give up (decision 196: at 5 s, 20 clients on eight
 * new keyword sets had requests over 10 s; at 10 s, none). @default 10000
 */
export const MATCH_SET_WAIT_MS = 10_000;
/**
 * How long after its 30 s lifetime a match set is still served while it is read again, in ms: a
 * read can wait behind others, and the rows change only with the search generation (part of the
 * key). @default 10 min
 */
export const MATCH_SET_STALE_MS = 10 * 60_000;

/** The last match set read queued per database ({@link matchSetOf} reads one at a time). */
const matchSetReads = new WeakMap<object, Promise<unknown>>();

/** A relevance candidate's `ts_rank_cd` for the keywords, as {@link rankCandidates} reads it. */
const candidateRankRow = z.object({ id: dbId, k: dbNumber });

/**
 * Reads the `ts_rank_cd` of the `candidates` of `set` not read yet (one statement by primary key,
 * the same expression as the SQL ranking) and keeps it in the set: a later request with other
 * filters mostly ranks the same newest matches and reads none. A posting gone since reads as 0.
 */
async function rankCandidates(
  db: Db,
  set: MatchSet,
  candidates: readonly number[],
  c: Conditions,
): Promise<void> {
  const missing = candidates.filter((i) => Number.isNaN(set.rank[i]!));
  if (missing.length === 0) return;
  const { rank } = relevanceKeys(c.query, []);
  const rows = await queryRows(
    db,
    sql`SELECT p.id, (${rank})::float8 AS k FROM postings p
         WHERE p.id = ANY(string_to_array(${missing.map((i) => set.ids[i]!).join(',')}, ',')::uuid[])`,
    candidateRankRow,
  );
  const found = new Map(rows.map((r) => [r.id, r.k]));
  for (const i of missing) set.rank[i] = found.get(set.ids[i]!) ?? 0;
}

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
  // Kept per set and filters like the counts (the pay floor as the one letting the same rows
  // through): a repeated search, or one with another floor and the same results, costs no pass
  // over the set, and its relevance order is computed once.
  const evaluation = cachesOf(db).evaluations.settledOrRun(
    JSON.stringify([
      filterKey({ ...search, salaryMin: equivalentPayFloor(set, search.salaryMin) }),
      set.serial,
    ]),
    now.getTime(),
    () => evaluate(set, search, now.getTime()),
  );
  const { passing, facets } = evaluation;
  const { offset, perPage } = search;
  let ids: string[];
  if (search.sort === 'salary') {
    ids = await orderedIds(db, c, 'salary', offset, perPage);
  } else if (search.sort === 'relevance' && c.query.any) {
    let ranked = evaluation.ranked;
    if (!ranked) {
      const words = search.keywords.words.join(' ');
      const named = new Set(words ? namedCompanyIds(await companyNames(db), words) : []);
      const candidates = relevanceCandidates(
        set,
        passing,
        search.keywords.words.length,
        named,
        RANKED_MATCHES_CAP,
      );
      await rankCandidates(db, set, candidates, c);
      ranked = byRelevance(set, candidates, named, freshTest(c.fresh));
      evaluation.ranked = ranked;
    }
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
