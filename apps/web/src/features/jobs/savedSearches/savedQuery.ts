/**
 * A saved search's query and the Find Jobs URL: the same filters (features/jobs/searchParams.ts)
 * without page and page size, so saving keeps every filter and running restores them.
 */
import type { SavedSearchQuery } from '@hireloop/api';
import {
  apiQueryFromFilters,
  emptyJobSearch,
  searchParamsFromFilters,
  type JobSearchFilters,
} from '../searchParams.ts';

/** The saved-search query of the Find Jobs filters (keywords, location, every filter, sort). */
export function savedQueryFromFilters(filters: JobSearchFilters): SavedSearchQuery {
  const { page: _page, perPage: _perPage, ...query } = apiQueryFromFilters(filters);
  return query;
}

/** The Find Jobs filters of a saved query, first page. */
export function filtersFromSavedQuery(query: SavedSearchQuery): JobSearchFilters {
  return {
    ...emptyJobSearch,
    q: query.q ?? '',
    location: query.location ?? '',
    workplaceType: [...(query.workplaceType ?? [])],
    employmentType: [...(query.employmentType ?? [])],
    experienceLevel: [...(query.experienceLevel ?? [])],
    salaryMin: query.salaryMin ?? null,
    includeUnstatedSalary: query.includeUnstatedSalary ?? false,
    postedWithinDays: query.postedWithinDays ?? null,
    openOnly: query.openOnly ?? true,
    sponsorship: [...(query.sponsorship ?? [])],
    terms: [...(query.term ?? [])],
    exact: query.autocorrect === false,
    sort: query.sort ?? null,
  };
}

/** The Find Jobs path (`/c/jobs?…`) that runs a saved query. */
export function findJobsHref(query: SavedSearchQuery): string {
  const params = searchParamsFromFilters(filtersFromSavedQuery(query)).toString();
  return `/c/jobs${params ? `?${params}` : ''}`;
}

/** The name a new saved search starts with: its keywords and location, or `fallback`. */
export function suggestedName(filters: JobSearchFilters, fallback: string): string {
  const parts = [filters.q.trim(), filters.location.trim()].filter(Boolean);
  return (parts.join(', ') || fallback).slice(0, 100);
}
