/**
 * Saved-search matching in SQL: a stored search keeps its filter values in columns of
 * `saved_searches` ({@link STORED_SEARCH_COLUMNS}), and {@link storedSearchMatchesSql} tests a
 * posting against them with Find Jobs' own conditions (searchFilters.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import { DAY_MS } from '../../../clock.ts';
import {
  allConditions,
  filterConditions,
  searchValues,
  type FilterValue,
} from '../search/searchFilters.ts';
import { freshnessAt } from '../postings/freshness.ts';
import type { JobSearch } from '../search/searchRequest.ts';

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
      // Alerts announce open listings only, whatever the search's `open_only` (decision 200).
      open: freshnessAt(now),
    }),
  );
}
