/**
 * A keyword search's match set held in memory: every published posting matching the keywords,
 * newest first, with the columns the filters, facets and relevance read and the relevance keys
 * computed once in SQL (search.ts reads it; at most {@link MATCH_SET_CAP} rows). The filters,
 * facet counts and the top of the ranking of any request with these keywords are then computed
 * here, in one pass over the rows, without a statement: a different pay floor or filter does not
 * re-read the postings.
 *
 * The filters and facets are those of searchFilters.ts, whose table gives each filter's SQL
 * condition and its test of a row here side by side; the tests `search.test.ts` and
 * `relevance.test.ts` run the same searches both ways and compare pages, totals and facets.
 */
import {
  employmentTypeValues,
  experienceLevelValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { z } from 'zod';
import type { Schema } from '../../../contract/types.ts';
import { dbEnum, dbId } from '../../../db/columns.ts';
import {
  daysAgo,
  GROUP_FILTERS,
  SEARCH_FILTERS,
  type Facet,
  type FilterColumns,
  type RowTest,
} from './searchFilters.ts';
import type { JobSearch } from './searchRequest.ts';

/** Keyword searches matching more published postings than this keep the SQL statements. @default 100000 */
export const MATCH_SET_CAP = 100_000;
/** Rows of all match sets a process keeps (least recently used dropped first; ~150 bytes a row). @default 900000 */
export const MATCH_SET_ROWS_BUDGET = 900_000;

/** Joins the elements of a list column in the read (a control character no value contains). */
export const LIST_SEPARATOR = '\u001f';

/**
 * One row of the match set read (search.ts; column aliases of its statement). Up to
 * {@link MATCH_SET_CAP} rows a read, so the schema is flat and cheap: every number is `float8` or
 * `int4` in the statement (the salary's `bigint` cast), which both drivers return as a JS number,
 * so `z.number()` checks it at about a third of `dbNumber`'s cost.
 */
export const matchRow = z.object({
  id: dbId,
  /** published_at in ms since the epoch (null when not set). */
  t: z.number().nullable(),
  /** salary_max_yearly (whole dollars, read as float8). */
  sal: z.number().nullable(),
  co: dbId,
  wt: dbEnum(workplaceTypeValues).nullable(),
  et: dbEnum(employmentTypeValues).nullable(),
  el: dbEnum(experienceLevelValues).nullable(),
  /** The contract's sponsorship value. */
  sp: dbEnum(sponsorshipValues),
  /** The terms joined with {@link LIST_SEPARATOR} (arrays as one text: parsed once per distinct list). */
  terms: z.string(),
  /** The place keys joined, null when not parsed. */
  pk: z.string().nullable(),
  loc: z.string().nullable(),
  /** coalesce(places, locations) joined: what the location facet counts. */
  pl: z.string(),
  /** How many plain words match (prefix forms included). */
  m: z.number(),
  /** Sum of the rarity weights of the whole words matched. */
  r: z.number(),
  /** An imported listing's updated_at in ms (null for a Hireloop posting). */
  u: z.number().nullable(),
  /** term_ends_at as days since 1970-01-01 (null without terms). */
  te: z.number().nullable(),
});
/** One row of the match set read, parsed ({@link matchRow}). */
export type MatchRow = z.output<typeof matchRow>;

/**
 * The match set, column by column, in the order newest first (`published_at DESC, id DESC`): the
 * columns the filters read ({@link FilterColumns}), the ids and the relevance keys.
 */
export interface MatchSet extends FilterColumns {
  /** A number no other set of this process has (what a set gives is cached per set). */
  serial: number;
  size: number;
  ids: string[];
  matched: Uint8Array;
  rarity: Float64Array;
  /**
   * `ts_rank_cd` with the field weights, NaN until read: only the relevance candidates need it,
   * and search.ts reads it for them on first use ({@link relevanceCandidates}).
   */
  rank: Float64Array;
}

let serials = 0;

/** Builds a match set from rows in newest-first order; repeated strings and arrays are shared. */
export function matchSetFromRows(rows: readonly MatchRow[]): MatchSet {
  const strings = new Map<string, string>();
  const str = (s: string) => {
    const hit = strings.get(s);
    if (hit !== undefined) return hit;
    strings.set(s, s);
    return s;
  };
  const names: string[] = [];
  const nameIds = new Map<string, number>();
  const nameId = (s: string) => {
    let id = nameIds.get(s);
    if (id === undefined) {
      id = names.push(s) - 1;
      nameIds.set(s, id);
    }
    return id;
  };
  const split = (joined: string) => (joined === '' ? [] : joined.split(LIST_SEPARATOR));
  const idLists = new Map<string, readonly number[]>();
  const idList = (joined: string) => {
    let hit = idLists.get(joined);
    if (!hit) {
      hit = split(joined).map(nameId);
      idLists.set(joined, hit);
    }
    return hit;
  };
  const keyLists = new Map<string, readonly string[]>();
  const keyList = (joined: string) => {
    let hit = keyLists.get(joined);
    if (!hit) {
      hit = split(joined).map(str);
      keyLists.set(joined, hit);
    }
    return hit;
  };
  const lowered = new Map<string, string>();
  const lower = (text: string) => {
    let hit = lowered.get(text);
    if (hit === undefined) {
      hit = str(text.toLowerCase());
      lowered.set(text, hit);
    }
    return hit;
  };
  const code = (values: readonly string[], v: string | null) =>
    v === null ? -1 : values.indexOf(v);
  const n = rows.length;
  const set: MatchSet = {
    serial: ++serials,
    size: n,
    ids: new Array<string>(n),
    publishedAt: new Float64Array(n),
    salary: new Float64Array(n),
    company: new Array<string>(n),
    workplace: new Int8Array(n),
    employment: new Int8Array(n),
    experience: new Int8Array(n),
    sponsorship: new Int8Array(n),
    terms: new Array<readonly number[]>(n),
    places: new Array<readonly number[]>(n),
    names,
    placeKeys: new Array<readonly string[] | null>(n),
    location: new Array<string | null>(n),
    sourceUpdatedAt: new Float64Array(n),
    termEndDay: new Float64Array(n),
    matched: new Uint8Array(n),
    rarity: new Float64Array(n),
    rank: new Float64Array(n).fill(Number.NaN),
  };
  rows.forEach((row, i) => {
    set.ids[i] = row.id;
    set.publishedAt[i] = row.t ?? Number.NaN;
    set.salary[i] = row.sal ?? Number.NaN;
    set.company[i] = str(row.co);
    set.workplace[i] = code(workplaceTypeValues, row.wt);
    set.employment[i] = code(employmentTypeValues, row.et);
    set.experience[i] = code(experienceLevelValues, row.el);
    set.sponsorship[i] = code(sponsorshipValues, row.sp);
    set.terms[i] = idList(row.terms);
    set.places[i] = idList(row.pl);
    set.placeKeys[i] = row.pk === null ? null : keyList(row.pk);
    set.location[i] = row.loc === null ? null : lower(row.loc);
    set.sourceUpdatedAt[i] = row.u ?? Number.NaN;
    set.termEndDay[i] = row.te ?? Number.NaN;
    set.matched[i] = row.m;
    set.rarity[i] = row.r;
  });
  return set;
}

/** What {@link evaluate} returns. */
export interface MatchEvaluation {
  /** Positions (newest first) of the rows passing every filter. */
  passing: Int32Array;
  facets: Schema<'JobFacets'>;
  /** The relevance candidates in order ({@link byRelevance}), once a request has ordered them. */
  ranked?: number[];
}

/** The distinct yearly pays of a set's rows, ascending (made on first use). */
const payLevels = new WeakMap<MatchSet, Float64Array>();

/**
 * The pay floor that lets exactly the rows through that `min` lets through: the lowest yearly pay
 * of a row at or above `min` (`Number.MAX_VALUE` when no row reaches it), null without a floor.
 * Two floors with no row's pay between them give the same result, so what a set gives is kept
 * under this floor: a new floor costs no pass over the set unless it changes which rows pass.
 */
export function equivalentPayFloor(set: MatchSet, min: number | null): number | null {
  if (min === null) return null;
  let levels = payLevels.get(set);
  if (!levels) {
    levels = Float64Array.from(new Set(set.salary.filter((pay) => !Number.isNaN(pay)))).sort();
    payLevels.set(set, levels);
  }
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (levels[mid]! < min) lo = mid + 1;
    else hi = mid;
  }
  return lo < levels.length ? levels[lo]! : Number.MAX_VALUE;
}

/** The ten most counted names, most first, then by name (code point order, as collation C). */
function top10(counts: Int32Array, names: readonly string[]) {
  const used: number[] = [];
  counts.forEach((n, id) => {
    if (n > 0) used.push(id);
  });
  return used
    .sort((a, b) => {
      const x = names[a]!;
      const y = names[b]!;
      return counts[b]! - counts[a]! || (x < y ? -1 : x > y ? 1 : 0);
    })
    .slice(0, 10)
    .map((id) => ({ value: names[id]!, count: counts[id]! }));
}

/** Marks a row of {@link evaluate} failing a filter applied to everything (pay, company). */
const FAILS_BASE = 0x80;

/**
 * Counts one facet over the rows that pass every filter but its own group's: `fails[i]` holds one
 * bit per group whose filter row `i` fails ({@link FAILS_BASE}: a filter applied to everything),
 * `bit` is this group's. Each kind counts in its own loop over the column it reads, so the loop
 * stays monomorphic (the pass over every row is what a request with new filters costs).
 */
function countFacet(
  facet: Facet,
  set: MatchSet,
  fails: Uint8Array,
  bit: number,
  nowMs: number,
): { value: string | number; count: number }[] {
  const n = set.size;
  switch (facet.kind) {
    case 'values': {
      const codes = set[facet.codes];
      const counts = new Int32Array(facet.values.length);
      for (let i = 0; i < n; i++) {
        const f = fails[i]!;
        if (f !== 0 && f !== bit) continue;
        const code = codes[i]!;
        if (code >= 0) counts[code]!++;
      }
      return facet.values.map((value, k) => ({ value, count: counts[k]! }));
    }
    case 'top': {
      const lists = set[facet.names];
      const counts = new Int32Array(set.names.length);
      for (let i = 0; i < n; i++) {
        const f = fails[i]!;
        if (f !== 0 && f !== bit) continue;
        const list = lists[i]!;
        for (let j = 0; j < list.length; j++) counts[list[j]!]!++;
      }
      return top10(counts, set.names);
    }
    case 'days': {
      const since = facet.values.map((days) => daysAgo(nowMs, days));
      const counts = new Int32Array(since.length);
      const published = set.publishedAt;
      for (let i = 0; i < n; i++) {
        const f = fails[i]!;
        if (f !== 0 && f !== bit) continue;
        const t = published[i]!;
        for (let k = 0; k < since.length; k++) if (t >= since[k]!) counts[k]!++;
      }
      return facet.values.map((value, k) => ({ value, count: counts[k]! }));
    }
  }
}

/**
 * Applies the filters of `search` (searchFilters.ts) to every row at `nowMs`: the rows passing
 * all filters, and every facet counted with all filters but its own group's (disjunctive facets,
 * as the SQL counts them).
 */
export function evaluate(set: MatchSet, search: JobSearch, nowMs: number): MatchEvaluation {
  const n = set.size;
  const fails = new Uint8Array(n);
  const mark = (test: RowTest | null, bit: number) => {
    if (test === null) return;
    for (let i = 0; i < n; i++) if (fails[i] !== FAILS_BASE && !test(i)) fails[i] = fails[i]! | bit;
  };
  for (const filter of SEARCH_FILTERS)
    if (filter.group === null) mark(filter.test(search, set, nowMs), FAILS_BASE);
  GROUP_FILTERS.forEach((filter, g) => mark(filter.test(search, set, nowMs), 1 << g));
  let passed = 0;
  for (let i = 0; i < n; i++) if (fails[i] === 0) passed++;
  const passing = new Int32Array(passed);
  for (let i = 0, k = 0; i < n; i++) if (fails[i] === 0) passing[k++] = i;
  return {
    passing,
    facets: Object.fromEntries(
      GROUP_FILTERS.map((filter, g) => [
        filter.group,
        countFacet(filter.facet, set, fails, 1 << g, nowMs),
      ]),
    ) as Schema<'JobFacets'>,
  };
}

/**
 * The relevance candidates, as search.ts chooses them in SQL: the newest `cap` passing rows of
 * each branch (any word; every word when there are several; the companies the keywords name).
 * Their `ts_rank_cd` must be known ({@link MatchSet.rank}) before {@link byRelevance} orders them.
 * @param words how many plain words the keywords have
 * @param named ids of the companies the keywords name
 */
export function relevanceCandidates(
  set: MatchSet,
  passing: Int32Array,
  words: number,
  named: ReadonlySet<string>,
  cap: number,
): number[] {
  const chosen = new Set<number>();
  const take = (test: ((i: number) => boolean) | null) => {
    let n = 0;
    for (const i of passing) {
      if (n >= cap) break;
      if (test && !test(i)) continue;
      chosen.add(i);
      n++;
    }
  };
  take(null);
  if (words > 1) take((i) => set.matched[i] === words);
  if (named.size) take((i) => named.has(set.company[i]!));
  return [...chosen];
}

/**
 * `candidates` in the relevance order of search.ts' SQL: company named, words matched, rarity,
 * open before stale (`isFresh`: freshness.ts' {@link freshTest} at the request's instant),
 * `ts_rank_cd`, newest.
 */
export function byRelevance(
  set: MatchSet,
  candidates: readonly number[],
  named: ReadonlySet<string>,
  isFresh: (updatedAtMs: number, termEndDay: number) => boolean,
): number[] {
  const isNamed = (i: number) => (named.size && named.has(set.company[i]!) ? 1 : 0);
  const fresh = new Map(
    candidates.map((i) => [i, isFresh(set.sourceUpdatedAt[i]!, set.termEndDay[i]!) ? 1 : 0]),
  );
  return [...candidates].sort(
    (a, b) =>
      isNamed(b) - isNamed(a) ||
      set.matched[b]! - set.matched[a]! ||
      set.rarity[b]! - set.rarity[a]! ||
      fresh.get(b)! - fresh.get(a)! ||
      set.rank[b]! - set.rank[a]! ||
      a - b,
  );
}
