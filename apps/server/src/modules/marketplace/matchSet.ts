/**
 * A keyword search's match set held in memory: every published posting matching the keywords,
 * newest first, with the columns the filters, facets and relevance read and the relevance keys
 * computed once in SQL (search.ts reads it; at most {@link MATCH_SET_CAP} rows). The filters,
 * facet counts and the top of the ranking of any request with these keywords are then computed
 * here, in one pass over the rows, without a statement: a different pay floor or filter no longer
 * re-reads tens of thousands of postings.
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
import type { Schema } from '../../contract/types.ts';
import {
  daysAgo,
  GROUP_FILTERS,
  SEARCH_FILTERS,
  type Facet,
  type FilterColumns,
  type RowTest,
} from './searchFilters.ts';
import type { JobSearch } from './searchRequest.ts';

/** Keyword searches matching more published postings than this keep the SQL statements. @default 75000 */
export const MATCH_SET_CAP = 75_000;
/** Rows of all match sets a process keeps (least recently used dropped first; ~150 bytes a row). @default 600000 */
export const MATCH_SET_ROWS_BUDGET = 600_000;

/** Joins the elements of a list column in the read (a control character no value contains). */
export const LIST_SEPARATOR = '\u001f';

/** One row as search.ts reads it (column aliases of its statement). */
export type MatchRow = {
  id: string;
  /** published_at in ms since the epoch (null when not set). */
  t: number | null;
  /** salary_max_yearly */
  sal: number | string | null;
  co: string;
  wt: string | null;
  et: string | null;
  el: string | null;
  /** The contract's sponsorship value. */
  sp: string;
  /** The terms joined with {@link LIST_SEPARATOR} (arrays as one text: parsed once per distinct list). */
  terms: string;
  /** The place keys joined, null when not parsed. */
  pk: string | null;
  loc: string | null;
  /** coalesce(places, locations) joined: what the location facet counts. */
  pl: string;
  /** How many plain words match (prefix forms included). */
  m: number;
  /** Sum of the rarity weights of the whole words matched. */
  r: number;
  /** ts_rank_cd with the field weights. */
  k: number;
};

/**
 * The match set, column by column, in the order newest first (`published_at DESC, id DESC`): the
 * columns the filters read ({@link FilterColumns}), the ids and the relevance keys.
 */
export interface MatchSet extends FilterColumns {
  size: number;
  ids: string[];
  matched: Uint8Array;
  rarity: Float64Array;
  rank: Float64Array;
}

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
    matched: new Uint8Array(n),
    rarity: new Float64Array(n),
    rank: new Float64Array(n),
  };
  rows.forEach((row, i) => {
    set.ids[i] = row.id;
    set.publishedAt[i] = row.t === null ? Number.NaN : Number(row.t);
    set.salary[i] = row.sal === null ? Number.NaN : Number(row.sal);
    set.company[i] = str(row.co);
    set.workplace[i] = code(workplaceTypeValues, row.wt);
    set.employment[i] = code(employmentTypeValues, row.et);
    set.experience[i] = code(experienceLevelValues, row.el);
    set.sponsorship[i] = code(sponsorshipValues, row.sp);
    set.terms[i] = idList(row.terms);
    set.places[i] = idList(row.pl);
    set.placeKeys[i] = row.pk === null ? null : keyList(row.pk);
    set.location[i] = row.loc === null ? null : lower(row.loc);
    set.matched[i] = Number(row.m);
    set.rarity[i] = Number(row.r);
    set.rank[i] = Number(row.k);
  });
  return set;
}

/** What {@link evaluate} returns. */
export interface MatchEvaluation {
  /** Positions (newest first) of the rows passing every filter. */
  passing: Int32Array;
  facets: Schema<'JobFacets'>;
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

/** Counts one facet over the rows given to `add`; `result` is the contract's list. */
interface FacetCounter {
  add(i: number): void;
  result(): { value: string | number; count: number }[];
}

/** The in-memory counter of `facet` (searchFilters.ts) over `set` at `nowMs`. */
function facetCounter(facet: Facet, set: MatchSet, nowMs: number): FacetCounter {
  switch (facet.kind) {
    case 'values': {
      const codes = set[facet.codes];
      const counts = new Int32Array(facet.values.length);
      return {
        add: (i) => {
          const code = codes[i]!;
          if (code >= 0) counts[code]!++;
        },
        result: () => facet.values.map((value, k) => ({ value, count: counts[k]! })),
      };
    }
    case 'top': {
      const lists = set[facet.names];
      const counts = new Int32Array(set.names.length);
      return {
        add: (i) => {
          for (const id of lists[i]!) counts[id]!++;
        },
        result: () => top10(counts, set.names),
      };
    }
    case 'days': {
      const since = facet.values.map((days) => daysAgo(nowMs, days));
      const counts = new Int32Array(since.length);
      return {
        add: (i) => {
          const t = set.publishedAt[i]!;
          for (let k = 0; k < since.length; k++) if (t >= since[k]!) counts[k]!++;
        },
        result: () => facet.values.map((value, k) => ({ value, count: counts[k]! })),
      };
    }
  }
}

/**
 * Applies the filters of `search` (searchFilters.ts) to every row at `nowMs`: the rows passing
 * all filters, and every facet counted with all filters but its own group's (disjunctive facets,
 * as the SQL counts them).
 */
export function evaluate(set: MatchSet, search: JobSearch, nowMs: number): MatchEvaluation {
  const base = SEARCH_FILTERS.filter((f) => f.group === null)
    .map((f) => f.test(search, set, nowMs))
    .filter((test): test is RowTest => test !== null);
  const groups = GROUP_FILTERS.map((f) => ({
    group: f.group,
    test: f.test(search, set, nowMs),
    counter: facetCounter(f.facet, set, nowMs),
  }));
  const passing: number[] = [];
  rows: for (let i = 0; i < set.size; i++) {
    // Applied to everything, facets included.
    for (const test of base) if (!test(i)) continue rows;
    // One bit per group whose filter the row fails.
    let fails = 0;
    for (let g = 0; g < groups.length; g++) {
      const test = groups[g]!.test;
      if (test !== null && !test(i)) fails |= 1 << g;
    }
    if (fails === 0) passing.push(i);
    else if ((fails & (fails - 1)) !== 0) continue;
    // A row counts in a group's facet when it passes every other group's filter.
    for (let g = 0; g < groups.length; g++)
      if (fails === 0 || fails === 1 << g) groups[g]!.counter.add(i);
  }
  return {
    passing: Int32Array.from(passing),
    facets: Object.fromEntries(
      groups.map(({ group, counter }) => [group, counter.result()]),
    ) as Schema<'JobFacets'>,
  };
}

/**
 * The relevance candidates in their order, as search.ts ranks them in SQL: the newest `cap`
 * passing rows of each branch (any word; every word when there are several; the companies the
 * keywords name), ordered by company named, words matched, rarity, `ts_rank_cd`, newest.
 * @param words how many plain words the keywords have
 * @param named ids of the companies the keywords name
 */
export function rankedPositions(
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
  const isNamed = (i: number) => (named.size && named.has(set.company[i]!) ? 1 : 0);
  return [...chosen].sort(
    (a, b) =>
      isNamed(b) - isNamed(a) ||
      set.matched[b]! - set.matched[a]! ||
      set.rarity[b]! - set.rarity[a]! ||
      set.rank[b]! - set.rank[a]! ||
      a - b,
  );
}
