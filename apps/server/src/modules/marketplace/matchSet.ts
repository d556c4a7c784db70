/**
 * A keyword search's match set held in memory: every published posting matching the keywords,
 * newest first, with the columns the filters, facets and relevance read and the relevance keys
 * computed once in SQL (search.ts reads it; at most {@link MATCH_SET_CAP} rows). The filters,
 * facet counts and the top of the ranking of any request with these keywords are then computed
 * here, in one pass over the rows, without a statement: a different pay floor or filter no longer
 * re-reads tens of thousands of postings.
 *
 * The filters mean exactly what search.ts' SQL conditions mean (`filterConditions`); the test
 * `search-match-set.test.ts` runs the same searches both ways and compares pages, totals and facets.
 */
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import type { Schema } from '../../contract/types.ts';

/** Keyword searches matching more published postings than this keep the SQL statements. @default 75000 */
export const MATCH_SET_CAP = 75_000;
/** Rows of all match sets a process keeps (least recently used dropped first; ~150 bytes a row). @default 600000 */
export const MATCH_SET_ROWS_BUDGET = 600_000;

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** The match set, column by column, in the order newest first (`published_at DESC, id DESC`). */
export interface MatchSet {
  size: number;
  ids: string[];
  publishedAt: Float64Array;
  salary: Float64Array;
  company: string[];
  /** Index in the contract's value list (`workplaceTypeValues`…), -1 for none. */
  workplace: Int8Array;
  employment: Int8Array;
  experience: Int8Array;
  sponsorship: Int8Array;
  /** Terms and places as indexes into {@link MatchSet.names} (arrays shared between rows). */
  terms: (readonly number[])[];
  places: (readonly number[])[];
  /** The strings the terms and places indexes name. */
  names: string[];
  /** Place keys (shared between rows with the same keys), null when not parsed. */
  placeKeys: (readonly string[] | null)[];
  /** The location text lower-cased (null when none; equal texts share one string). */
  location: (string | null)[];
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

/** The filters of a request, as the SQL conditions of search.ts apply them (empty list: off). */
export interface MatchFilters {
  salaryMin: number | null;
  includeUnstatedSalary: boolean;
  companyId: string | null;
  workplaceType: readonly string[];
  employmentType: readonly string[];
  experienceLevel: readonly string[];
  sponsorship: readonly string[];
  term: readonly string[];
  postedWithinDays: number | null;
  /** Every key the posting's places must include ({@link locationQueryKeys}), or null. */
  locationKeys: readonly string[] | null;
  /** The typed location; a posting whose location text contains it (any case) matches too. */
  location: string | null;
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

/** Bits of the filter groups a row fails. */
const WORKPLACE = 1;
const EMPLOYMENT = 2;
const EXPERIENCE = 4;
const SPONSORSHIP = 8;
const TERM = 16;
const DAYS = 32;
const LOCATION = 64;

/** A lookup by value index (-1 none) of whether a value passes a list filter (empty: off). */
function allowed(values: readonly string[], chosen: readonly string[]): (code: number) => boolean {
  if (chosen.length === 0) return () => true;
  const ok = values.map((v) => chosen.includes(v));
  return (code) => code >= 0 && ok[code]!;
}

/**
 * Applies `f` to every row at `now` (ms): the rows passing all filters, and every facet counted
 * with all filters but its own group's (disjunctive facets, as the SQL counts them).
 */
export function evaluate(set: MatchSet, f: MatchFilters, now: number): MatchEvaluation {
  const within = daysWithinValues.map((days) => now - days * DAY_MS);
  const since = f.postedWithinDays === null ? null : now - f.postedWithinDays * DAY_MS;
  const workplaceOk = allowed(workplaceTypeValues, f.workplaceType);
  const employmentOk = allowed(employmentTypeValues, f.employmentType);
  const experienceOk = allowed(experienceLevelValues, f.experienceLevel);
  const sponsorshipOk = allowed(sponsorshipValues, f.sponsorship);
  const chosenTerms = new Set(
    f.term.map((term) => set.names.indexOf(term)).filter((id) => id >= 0),
  );
  // Rows share their place keys and location texts: each distinct one is tested once.
  const location = f.location?.toLowerCase() ?? null;
  const keysPass = new Map<readonly string[], boolean>();
  const textPass = new Map<string, boolean>();
  const locationOk = (i: number) => {
    const keys = set.placeKeys[i] ?? null;
    if (f.locationKeys !== null && keys !== null) {
      let pass = keysPass.get(keys);
      if (pass === undefined) {
        pass = f.locationKeys.every((k) => keys.includes(k));
        keysPass.set(keys, pass);
      }
      if (pass) return true;
    }
    const text = set.location[i] ?? null;
    if (text === null) return false;
    let pass = textPass.get(text);
    if (pass === undefined) {
      pass = text.includes(location!);
      textPass.set(text, pass);
    }
    return pass;
  };
  const workplaceCounts = new Int32Array(workplaceTypeValues.length);
  const employmentCounts = new Int32Array(employmentTypeValues.length);
  const experienceCounts = new Int32Array(experienceLevelValues.length);
  const sponsorshipCounts = new Int32Array(sponsorshipValues.length);
  const dayCounts = new Int32Array(daysWithinValues.length);
  const termCounts = new Int32Array(set.names.length);
  const placeCounts = new Int32Array(set.names.length);
  const passing: number[] = [];
  for (let i = 0; i < set.size; i++) {
    // Applied to everything, facets included: pay floor and company.
    if (f.salaryMin !== null) {
      const s = set.salary[i]!;
      if (Number.isNaN(s) ? !f.includeUnstatedSalary : s < f.salaryMin) continue;
    }
    if (f.companyId !== null && set.company[i] !== f.companyId) continue;
    const t = set.publishedAt[i]!;
    let fails = 0;
    if (!workplaceOk(set.workplace[i]!)) fails |= WORKPLACE;
    if (!employmentOk(set.employment[i]!)) fails |= EMPLOYMENT;
    if (!experienceOk(set.experience[i]!)) fails |= EXPERIENCE;
    if (!sponsorshipOk(set.sponsorship[i]!)) fails |= SPONSORSHIP;
    if (f.term.length > 0 && !set.terms[i]!.some((id) => chosenTerms.has(id))) fails |= TERM;
    if (since !== null && !(t >= since)) fails |= DAYS;
    if (location !== null && !locationOk(i)) fails |= LOCATION;
    // A row counts in a group's facet when it passes every other group's filter.
    if (fails === 0) passing.push(i);
    else if ((fails & (fails - 1)) !== 0) continue;
    const counts = (group: number) => fails === 0 || fails === group;
    if (counts(WORKPLACE) && set.workplace[i]! >= 0) workplaceCounts[set.workplace[i]!]!++;
    if (counts(EMPLOYMENT) && set.employment[i]! >= 0) employmentCounts[set.employment[i]!]!++;
    if (counts(EXPERIENCE) && set.experience[i]! >= 0) experienceCounts[set.experience[i]!]!++;
    if (counts(SPONSORSHIP) && set.sponsorship[i]! >= 0) sponsorshipCounts[set.sponsorship[i]!]!++;
    if (counts(TERM)) for (const id of set.terms[i]!) termCounts[id]!++;
    if (counts(DAYS)) for (let k = 0; k < within.length; k++) if (t >= within[k]!) dayCounts[k]!++;
    if (counts(LOCATION)) for (const id of set.places[i]!) placeCounts[id]!++;
  }
  const list = <V>(values: readonly V[], counts: Int32Array) =>
    values.map((value, k) => ({ value, count: counts[k]! }));
  return {
    passing: Int32Array.from(passing),
    facets: {
      workplace_type: list(workplaceTypeValues, workplaceCounts),
      employment_type: list(employmentTypeValues, employmentCounts),
      experience_level: list(experienceLevelValues, experienceCounts),
      posted_within_days: list(daysWithinValues, dayCounts),
      location: top10(placeCounts, set.names),
      sponsorship: list(sponsorshipValues, sponsorshipCounts),
      term: top10(termCounts, set.names),
    },
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
