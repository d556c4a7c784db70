/**
 * Find Jobs (route `c.jobs`, R-ROUTE-3) keeps every filter in the URL's search parameters, so a
 * search can be shared, bookmarked and restored with Back and Forward (docs/decisions/092). This
 * module maps the URL to the filters, the filters to the URL (canonical: defaults left out, values
 * in a fixed order, so one search has one URL and one query key) and the filters to the query of
 * `GET /api/v1/c/jobs`.
 *
 * URL parameters (all optional):
 *
 * | Parameter | Meaning | Example |
 * |---|---|---|
 * | `q` | keywords, at most 200 characters | `q=rust` |
 * | `location` | part of the location, at most 200 characters | `location=Berlin` |
 * | `workplace` | workplace types, repeated | `workplace=remote&workplace=hybrid` |
 * | `type` | employment types, repeated | `type=full_time` |
 * | `level` | experience levels, repeated | `level=senior` |
 * | `pay` | minimum yearly pay, whole US dollars, 0…1,000,000,000 | `pay=80000` |
 * | `unstated` | `1`: also jobs that state no pay (with `pay`) | `unstated=1` |
 * | `posted` | published within 1, 3, 7, 14 or 30 days | `posted=7` |
 * | `open` | `0`: stale imported listings too (default: open listings only) | `open=0` |
 * | `sponsorship` | visa sponsorship statements, repeated | `sponsorship=offers_sponsorship` |
 * | `term` | internship terms, repeated, at most 50 characters each | `term=Summer%202025` |
 * | `exact` | `1`: search the keywords as typed, no typo correction | `exact=1` |
 * | `sort` | `relevance`, `newest` or `salary` | `sort=salary` |
 * | `page` | page number, 1…10,000 | `page=2` |
 *
 * Anything unreadable (an unknown workplace type, `pay=abc`, `posted=5`) is dropped rather than
 * sent: a shared link with a stale value still opens a search instead of an error.
 */
import { LIMITS } from '@hireloop/api/rules';
import type {
  EmploymentType,
  ExperienceLevel,
  JobSearchQuery,
  Sponsorship,
  WorkplaceType,
} from '@hireloop/api';
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  jobSortValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';

/** Longest internship term the API accepts (characters). */
export const TERM_MAX_LENGTH = 50;
/** Most internship terms one search may choose. */
export const MAX_TERMS = 10;

/** A "Date posted" choice in days. */
export type PostedWithinDays = (typeof daysWithinValues)[number];
/** A sort order. */
export type JobSort = (typeof jobSortValues)[number];

/** Longest keyword and location text the API accepts (characters). */
export const SEARCH_TEXT_MAX_LENGTH = LIMITS.searchTextMaxLength;
/** Highest minimum pay the API accepts (whole US dollars a year). */
export const SALARY_FILTER_MAX = LIMITS.salaryMaxAmount;
/** Highest page number the API accepts. */
export const MAX_PAGE = LIMITS.maxPage;
/** Jobs per results page. @default 20 (the API's default `per_page`) */
export const JOBS_PER_PAGE = 20;

/** Everything a Find Jobs search is made of. */
export interface JobSearchFilters {
  /** Keywords; '' searches everything. */
  q: string;
  /** Part of the location; '' for anywhere. */
  location: string;
  workplaceType: WorkplaceType[];
  employmentType: EmploymentType[];
  experienceLevel: ExperienceLevel[];
  /** Minimum yearly pay in whole US dollars (other currencies converted), or null for any pay. */
  salaryMin: number | null;
  /** With `salaryMin`: keep jobs that state no pay. */
  includeUnstatedSalary: boolean;
  /** Published within this many days, or null for any time. */
  postedWithinDays: PostedWithinDays | null;
  /**
   * "Open listings only": leave out imported listings no longer counted as open (the API's
   * `open_only`, decision 200). @default true
   */
  openOnly: boolean;
  /** Visa sponsorship statements, any of them. */
  sponsorship: Sponsorship[];
  /** Internship terms (e.g. `Summer 2025`), any of them. */
  terms: string[];
  /** Search the keywords exactly as typed (no typo correction). */
  exact: boolean;
  /** Sort order, or null for the API's default (relevance with keywords, newest without). */
  sort: JobSort | null;
  /** Results page, from 1. */
  page: number;
}

/** The filters of a blank search: everything, newest first, page 1. */
export const emptyJobSearch: JobSearchFilters = {
  q: '',
  location: '',
  workplaceType: [],
  employmentType: [],
  experienceLevel: [],
  salaryMin: null,
  includeUnstatedSalary: false,
  postedWithinDays: null,
  openOnly: true,
  sponsorship: [],
  terms: [],
  exact: false,
  sort: null,
  page: 1,
};

function termList(values: readonly string[]): string[] {
  const terms = values.map((v) => v.trim()).filter((v) => v && v.length <= TERM_MAX_LENGTH);
  return [...new Set(terms)].sort().slice(0, MAX_TERMS);
}

function text(value: string | null): string {
  return (value ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
}

/** The values of a repeated parameter that belong to `allowed`, once each, in `allowed`'s order. */
function enumList<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

function wholeNumber(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^\d+$/.test(value.trim())) return null;
  const number = Number(value.trim());
  return Number.isSafeInteger(number) && number >= min && number <= max ? number : null;
}

/**
 * Reads the filters from a URL's search parameters (see the table above). Never throws: an
 * unreadable value is treated as absent.
 */
export function filtersFromSearchParams(params: URLSearchParams): JobSearchFilters {
  const salaryMin = wholeNumber(params.get('pay'), 0, SALARY_FILTER_MAX);
  const posted = wholeNumber(params.get('posted'), 1, 30);
  const sort = params.get('sort');
  return {
    q: text(params.get('q')),
    location: text(params.get('location')),
    workplaceType: enumList(params.getAll('workplace'), workplaceTypeValues),
    employmentType: enumList(params.getAll('type'), employmentTypeValues),
    experienceLevel: enumList(params.getAll('level'), experienceLevelValues),
    salaryMin,
    includeUnstatedSalary: salaryMin !== null && params.get('unstated') === '1',
    postedWithinDays: (daysWithinValues as readonly number[]).includes(posted ?? -1)
      ? (posted as PostedWithinDays)
      : null,
    openOnly: params.get('open') !== '0',
    sponsorship: enumList(params.getAll('sponsorship'), sponsorshipValues),
    terms: termList(params.getAll('term')),
    exact: params.get('exact') === '1',
    sort: (jobSortValues as readonly string[]).includes(sort ?? '') ? (sort as JobSort) : null,
    page: wholeNumber(params.get('page'), 1, MAX_PAGE) ?? 1,
  };
}

/**
 * Writes the filters as URL search parameters, canonically: defaults are left out (an empty
 * search is no parameters at all), repeated values follow the filter's order, page 1 is implied.
 */
export function searchParamsFromFilters(filters: JobSearchFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = text(filters.q);
  const location = text(filters.location);
  if (q) params.set('q', q);
  if (location) params.set('location', location);
  for (const value of enumList(filters.workplaceType, workplaceTypeValues))
    params.append('workplace', value);
  for (const value of enumList(filters.employmentType, employmentTypeValues))
    params.append('type', value);
  for (const value of enumList(filters.experienceLevel, experienceLevelValues))
    params.append('level', value);
  if (filters.salaryMin !== null) {
    params.set('pay', String(filters.salaryMin));
    if (filters.includeUnstatedSalary) params.set('unstated', '1');
  }
  if (filters.postedWithinDays !== null) params.set('posted', String(filters.postedWithinDays));
  if (!filters.openOnly) params.set('open', '0');
  for (const value of enumList(filters.sponsorship, sponsorshipValues))
    params.append('sponsorship', value);
  for (const value of termList(filters.terms)) params.append('term', value);
  if (filters.exact && q) params.set('exact', '1');
  if (filters.sort !== null) params.set('sort', filters.sort);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/**
 * Applies a change to the filters. Any change but a page change goes back to page 1 (the old
 * page number means nothing in a different result list); clearing the minimum pay also clears
 * "include pay not stated", which only qualifies it.
 */
export function changeFilters(
  filters: JobSearchFilters,
  change: Partial<JobSearchFilters>,
): JobSearchFilters {
  const next = { ...filters, ...change };
  if (!('page' in change)) next.page = 1;
  // New keywords are corrected again unless the change says otherwise.
  if ('q' in change && !('exact' in change)) next.exact = false;
  if (next.salaryMin === null) next.includeUnstatedSalary = false;
  return next;
}

/** How many filters (beyond keywords and sort) are active: the badge of "Filters" on phones. */
export function activeFilterCount(filters: JobSearchFilters): number {
  return (
    (filters.location ? 1 : 0) +
    filters.workplaceType.length +
    filters.employmentType.length +
    filters.experienceLevel.length +
    (filters.salaryMin !== null ? 1 : 0) +
    (filters.postedWithinDays !== null ? 1 : 0) +
    filters.sponsorship.length +
    filters.terms.length
  );
}

/** The filters without any filter (keywords and sort kept), page 1: "Clear all filters". */
export function clearFilters(filters: JobSearchFilters): JobSearchFilters {
  return { ...emptyJobSearch, q: filters.q, exact: filters.exact, sort: filters.sort };
}

/**
 * The query of `GET /api/v1/c/jobs` for these filters (camelCase; the client writes snake_case).
 * Empty values are left out so the API applies its defaults.
 * @param perPage jobs per page, 1…50. @default {@link JOBS_PER_PAGE}
 */
export function apiQueryFromFilters(
  filters: JobSearchFilters,
  perPage: number = JOBS_PER_PAGE,
): JobSearchQuery {
  const query: JobSearchQuery = { page: filters.page, perPage };
  const q = text(filters.q);
  const location = text(filters.location);
  if (q) query.q = q;
  if (location) query.location = location;
  if (filters.workplaceType.length)
    query.workplaceType = enumList(filters.workplaceType, workplaceTypeValues);
  if (filters.employmentType.length)
    query.employmentType = enumList(filters.employmentType, employmentTypeValues);
  if (filters.experienceLevel.length)
    query.experienceLevel = enumList(filters.experienceLevel, experienceLevelValues);
  if (filters.salaryMin !== null) {
    query.salaryMin = filters.salaryMin;
    if (filters.includeUnstatedSalary) query.includeUnstatedSalary = true;
  }
  if (filters.postedWithinDays !== null) query.postedWithinDays = filters.postedWithinDays;
  if (!filters.openOnly) query.openOnly = false;
  if (filters.sponsorship.length)
    query.sponsorship = enumList(filters.sponsorship, sponsorshipValues);
  if (filters.terms.length) query.term = termList(filters.terms);
  if (filters.exact && q) query.autocorrect = false;
  if (filters.sort !== null) query.sort = filters.sort;
  return query;
}

/** The sort the API will use: the chosen one, else relevance with keywords and newest without. */
export function effectiveSort(filters: Pick<JobSearchFilters, 'q' | 'sort'>): JobSort {
  return filters.sort ?? (text(filters.q) ? 'relevance' : 'newest');
}
