/**
 * The filters of Find Jobs, each defined once in {@link SEARCH_FILTERS}: its contract parameters,
 * its facet group, its SQL condition on a posting `p` and its test of a row of a match set held in
 * memory (matchSet.ts), side by side and built from the same constants (the contract's value
 * lists, the sponsorship statements, {@link daysAgo}). The SQL conditions serve searches without a
 * match set and saved-search matching (storedSearch.ts); the tests serve the match set; the test
 * suites run the same searches both ways and compare pages, totals and facets.
 */
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '../../../clock.ts';
import type { QueryParams, Schema } from '../../../contract/types.ts';
import { freshListingSql, freshnessAt, freshTest, type Freshness } from '../postings/freshness.ts';
import { locationQueryKeys } from '../companies/places.ts';
import { containsPattern } from '../rows.ts';
import type { JobSearch } from './searchRequest.ts';
import { keywordSql, type KeywordSql } from './searchQuery.ts';

type Sponsorship = Schema<'Sponsorship'>;
/** The listings' sponsorship statements (as imported) per contract value; the rest is `not_stated`. */
export const SPONSORSHIP_STATEMENTS: Record<Exclude<Sponsorship, 'not_stated'>, string> = {
  offers_sponsorship: 'Offers Sponsorship',
  does_not_offer_sponsorship: 'Does Not Offer Sponsorship',
  us_citizenship_required: 'U.S. Citizenship is Required',
};
/** A posting's sponsorship as the contract value. */
export const SPONSORSHIP_SQL = sql.raw(
  `(CASE p.sponsorship ${Object.entries(SPONSORSHIP_STATEMENTS)
    .map(([value, text]) => `WHEN '${text.replace(/'/g, "''")}' THEN '${value}'`)
    .join(' ')} ELSE 'not_stated' END)`,
);

/** The instant `days` days before `nowMs`, in ms: where "posted within `days` days" begins. */
export const daysAgo = (nowMs: number, days: number): number => nowMs - days * DAY_MS;
/** {@link daysAgo} as an SQL timestamptz. */
export const sinceSql = (now: Date, days: number): SQL =>
  sql`${new Date(daysAgo(now.getTime(), days)).toISOString()}::timestamptz`;

export const TRUE = sql`true`;
export const and = (...parts: SQL[]): SQL => sql.join(parts, sql` AND `);

/**
 * A value a condition compares the posting `p` with: a bound parameter (Find Jobs) or a column
 * of a stored search (saved-search matching). `optional`: the SQL may be NULL, meaning "no such
 * filter" (the condition then holds). A filter that is off altogether is `null`.
 */
export interface FilterValue {
  sql: SQL;
  optional: boolean;
}

/** The values of every search condition (see {@link filterConditions}). */
export interface FilterValues {
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
  /** Only listings open at this freshness (freshness.ts); null: stale ones too. */
  open: Freshness | null;
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
 * The columns of a match set (matchSet.ts) that the filters and facets read, row by row in the
 * order newest first.
 */
export interface FilterColumns {
  /** published_at in ms since the epoch (NaN when not set). */
  publishedAt: Float64Array;
  /** salary_max_yearly (NaN when the posting states no pay). */
  salary: Float64Array;
  company: string[];
  /** Index in the contract's value list (`workplaceTypeValues`…), -1 for none. */
  workplace: Int8Array;
  employment: Int8Array;
  experience: Int8Array;
  sponsorship: Int8Array;
  /** Terms and places (coalesce(places, locations)) as indexes into {@link FilterColumns.names}. */
  terms: (readonly number[])[];
  places: (readonly number[])[];
  /** The strings the terms and places indexes name. */
  names: string[];
  /** Place keys (shared between rows with the same keys), null when not parsed. */
  placeKeys: (readonly string[] | null)[];
  /** The location text lower-cased (null when none). */
  location: (string | null)[];
  /** An imported listing's updated_at in ms since the epoch (NaN for a Hireloop posting). */
  sourceUpdatedAt: Float64Array;
  /** term_ends_at as days since 1970-01-01 (NaN without terms). */
  termEndDay: Float64Array;
}

/** A filter group: the contract's facet names (`JobFacets`). */
export type Group = keyof Schema<'JobFacets'>;

/** Whether row `i` of a match set passes a filter. */
export type RowTest = (i: number) => boolean;

/**
 * How a group's facet is counted. `values`: one count per contract value of a column (SQL
 * expression, and the match set's column of value indexes); `top`: the ten values of a list
 * column used most (SQL array expression, and the match set's column of name indexes); `days`:
 * one count per "posted within" choice (SQL timestamp; the match set's `publishedAt`).
 */
export type Facet =
  | {
      kind: 'values';
      values: readonly string[];
      sql: SQL;
      codes: 'workplace' | 'employment' | 'experience' | 'sponsorship';
    }
  | { kind: 'top'; sql: SQL; names: 'terms' | 'places' }
  | { kind: 'days'; values: readonly number[]; sql: SQL };

/** One filter of Find Jobs, in SQL and in memory. */
export interface SearchFilter {
  /** The contract's query parameters it reads. */
  params: readonly (keyof QueryParams<'searchJobs'>)[];
  /**
   * Its facet group (a facet counts with every filter but its own group's), or null: applied to
   * everything, facets included.
   */
  group: Group | null;
  /** The condition on posting `p` ({@link TRUE} when the filter is off). */
  sql(values: FilterValues): SQL;
  /** The same condition on row `i` of a match set at `nowMs`; null when the filter is off. */
  test(search: JobSearch, rows: FilterColumns, nowMs: number): RowTest | null;
  /** How its group's facet is counted (with `group` only). */
  facet?: Facet;
}

type ValueList = 'workplaceType' | 'employmentType' | 'experienceLevel' | 'sponsorship';

/**
 * A filter on one column against a list of the contract's values: any of the chosen values
 * passes; a posting without a value passes no choice.
 */
function valuesFilter(
  group: Group & keyof QueryParams<'searchJobs'>,
  key: ValueList,
  column: SQL,
  values: readonly string[],
  codes: Extract<Facet, { kind: 'values' }>['codes'],
): SearchFilter {
  return {
    params: [group],
    group,
    sql: (v) => when(v[key], (list) => sql`${column} = ANY(${list})`),
    test: (search, rows) => {
      const chosen: readonly string[] = search[key];
      if (chosen.length === 0) return null;
      const ok = values.map((value) => chosen.includes(value));
      const column = rows[codes];
      return (i) => {
        const code = column[i]!;
        return code >= 0 && ok[code]!;
      };
    },
    facet: { kind: 'values', values, sql: column, codes },
  };
}

/** The location filter: every key of the typed place among a posting's place keys, or its text. */
const locationFilter: SearchFilter = {
  params: ['location'],
  group: 'location',
  sql: (v) =>
    when(v.locationPattern, (pattern) => {
      const text = sql`p.location ILIKE ${pattern}`;
      const keys = v.locationKeys;
      if (!keys) return text;
      const byKeys = sql`p.place_keys @> ${keys.sql}`;
      return sql`(${keys.optional ? sql`coalesce(${byKeys}, false)` : byKeys} OR ${text})`;
    }),
  test: (search, rows) => {
    if (search.location === null) return null;
    const wanted = locationQueryKeys(search.location);
    const typed = search.location.toLowerCase();
    // Rows share their place keys and location texts: each distinct one is tested once.
    const keysPass = new Map<readonly string[], boolean>();
    const textPass = new Map<string, boolean>();
    return (i) => {
      const keys = rows.placeKeys[i] ?? null;
      if (wanted !== null && keys !== null) {
        let pass = keysPass.get(keys);
        if (pass === undefined) {
          pass = wanted.every((k) => keys.includes(k));
          keysPass.set(keys, pass);
        }
        if (pass) return true;
      }
      const text = rows.location[i] ?? null;
      if (text === null) return false;
      let pass = textPass.get(text);
      if (pass === undefined) {
        pass = text.includes(typed);
        textPass.set(text, pass);
      }
      return pass;
    };
  },
  facet: { kind: 'top', sql: sql`coalesce(p.places, p.locations)`, names: 'places' },
};

/** Every filter of Find Jobs but the keywords (which define the matches the filters narrow). */
export const SEARCH_FILTERS: readonly SearchFilter[] = [
  {
    params: ['salary_min', 'include_unstated_salary'],
    group: null,
    sql: (v) =>
      when(v.salaryMin, (min) => {
        const reaches = sql`p.salary_max_yearly >= ${min}`;
        const unstated = v.includeUnstatedSalary;
        if (unstated === false) return reaches;
        return unstated === true
          ? sql`(${reaches} OR p.salary_max_yearly IS NULL)`
          : sql`(${reaches} OR (${unstated} AND p.salary_max_yearly IS NULL))`;
      }),
    test: ({ salaryMin, includeUnstatedSalary }, rows) => {
      if (salaryMin === null) return null;
      return (i) => {
        const pay = rows.salary[i]!;
        return Number.isNaN(pay) ? includeUnstatedSalary : pay >= salaryMin;
      };
    },
  },
  {
    params: ['company_id'],
    group: null,
    sql: (v) => when(v.companyId, (id) => sql`p.company_id = ${id}`),
    test: ({ companyId }, rows) =>
      companyId === null ? null : (i) => rows.company[i] === companyId,
  },
  valuesFilter(
    'workplace_type',
    'workplaceType',
    sql`p.workplace_type`,
    workplaceTypeValues,
    'workplace',
  ),
  valuesFilter(
    'employment_type',
    'employmentType',
    sql`p.employment_type`,
    employmentTypeValues,
    'employment',
  ),
  valuesFilter(
    'experience_level',
    'experienceLevel',
    sql`p.experience_level`,
    experienceLevelValues,
    'experience',
  ),
  valuesFilter('sponsorship', 'sponsorship', SPONSORSHIP_SQL, sponsorshipValues, 'sponsorship'),
  {
    params: ['term'],
    group: 'term',
    sql: (v) => when(v.term, (list) => sql`p.terms && ${list}`),
    test: (search, rows) => {
      if (search.term.length === 0) return null;
      const chosen = new Set(search.term.map((t) => rows.names.indexOf(t)).filter((id) => id >= 0));
      return (i) => rows.terms[i]!.some((id) => chosen.has(id));
    },
    facet: { kind: 'top', sql: sql`p.terms`, names: 'terms' },
  },
  {
    params: ['posted_within_days'],
    group: 'posted_within_days',
    sql: (v) => when(v.publishedSince, (at) => sql`p.published_at >= ${at}`),
    test: (search, rows, nowMs) => {
      if (search.postedWithinDays === null) return null;
      const since = daysAgo(nowMs, search.postedWithinDays);
      return (i) => rows.publishedAt[i]! >= since;
    },
    facet: { kind: 'days', values: daysWithinValues, sql: sql`p.published_at` },
  },
  locationFilter,
  {
    params: ['open_only'],
    group: null,
    sql: (v) => (v.open ? freshListingSql(v.open) : TRUE),
    test: (search, rows, nowMs) => {
      if (!search.openOnly) return null;
      const fresh = freshTest(freshnessAt(new Date(nowMs)));
      return (i) => fresh(rows.sourceUpdatedAt[i]!, rows.termEndDay[i]!);
    },
  },
];

/** The filters with a group, in the order of {@link SEARCH_FILTERS}. */
export const GROUP_FILTERS = SEARCH_FILTERS.filter(
  (f): f is SearchFilter & { group: Group; facet: Facet } => f.group !== null && !!f.facet,
);
/** The filter groups. */
export const GROUPS: readonly Group[] = GROUP_FILTERS.map((f) => f.group);

/** The SQL conditions of a search: `base` applies to everything, each group's to all but its facet. */
export type Filters = { base: SQL } & Record<Group, SQL>;

/**
 * The SQL conditions of a search with the keywords' ranking parts and the freshness its stale
 * listings are told by (they rank after open ones at equal relevance).
 */
export type Conditions = Filters & { query: KeywordSql; fresh: Freshness };

/**
 * Every condition of a search from {@link SEARCH_FILTERS}: Find Jobs passes its values as
 * parameters ({@link conditions}), saved-search matching as the columns of the stored searches
 * (storedSearch.ts).
 */
export function filterConditions(v: FilterValues): Filters {
  const base = [sql`p.status = 'published'`, when(v.match, (q) => sql`p.search @@ ${q}`)];
  const groups = {} as Record<Group, SQL>;
  for (const filter of SEARCH_FILTERS) {
    const condition = filter.sql(v);
    if (filter.group) groups[filter.group] = condition;
    else base.push(condition);
  }
  return { base: and(...base.filter((c) => c !== TRUE)), ...groups };
}

/** Every filter group's condition but `left`'s (a facet counts what choosing another value gives). */
export const allBut = (c: Filters, left: Group | null): SQL =>
  and(...GROUPS.filter((g) => g !== left).map((g) => c[g]));

/** Every condition of `c`. */
export const allConditions = (c: Filters): SQL => and(c.base, allBut(c, null));

export const textArray = (values: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

/**
 * A search's filter values as SQL of their stored types (null: no such filter), the days of
 * "posted within" as a number. Find Jobs binds them as parameters; saved searches store them in
 * their columns (storedSearch.ts).
 */
export function searchValues(search: JobSearch) {
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

/** The SQL conditions of `search` at `now`, its values bound as parameters. */
export function conditions(search: JobSearch, now: Date): Conditions {
  const values = searchValues(search);
  const fresh = freshnessAt(now);
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
      publishedSince: param(days ? sinceSql(now, days) : null),
      locationKeys: param(values.locationKeys),
      locationPattern: param(values.locationPattern),
      open: search.openOnly ? fresh : null,
    }),
    query: keywordSql(search.keywords),
    fresh,
  };
}
