/**
 * The part of the marketplace's TanStack Query cache that several features share, so that one
 * feature's write refreshes another's screens without importing it (e.g. applying on a job page
 * refreshes My applications and the dashboard):
 * - `marketKeys`: the root of each resource (invalidating `['jobs']` refreshes every job list and
 *   detail) and the keys of the records one feature shows and another writes;
 * - the query options of the two lists two features show (`postingListQuery`,
 *   `receivedApplicationListQuery`).
 * Every other query's options live beside the hook that uses it, in its feature's `queries.ts`,
 * with a key under one of these roots.
 */
import type { Api, Area, PostingsQuery, ReceivedApplicationsQuery } from '@hireloop/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Roots and shared keys; each function's arguments become part of the key. */
export const marketKeys = {
  /** Every job query (searches, details, suggestions). */
  jobs: ['jobs'] as const,
  /** A job's detail page (the bookmark and tracker write it too). */
  job: (id: string) => ['jobs', 'detail', id] as const,
  /** Saved jobs, every page. */
  bookmarks: ['bookmarks'] as const,
  /** The customer's applications, lists and details. */
  myApplications: ['applications', 'c'] as const,
  /** One of the customer's applications (applying on a job page writes it). */
  myApplication: (id: string) => ['applications', 'c', 'detail', id] as const,
  /** Companies, lists and details. */
  companies: ['companies'] as const,
  /** The business's postings, lists and details. */
  postings: ['postings'] as const,
  /** One posting in any state (its detail, preview and editor; saving writes it). */
  posting: (id: string) => ['postings', 'detail', id] as const,
  /** Applications the business received, lists and details. */
  receivedApplications: ['applications', 'b'] as const,
  /** One received application (its review page; moving it writes it). */
  receivedApplication: (id: string) => ['applications', 'b', 'detail', id] as const,
  /** The dashboards. */
  customerDashboard: ['dashboard', 'c'] as const,
  businessDashboard: ['dashboard', 'b'] as const,
  /** The customer's saved answers (Settings → Profile; the apply dialog offers them; applying writes them). */
  savedAnswers: ['settings', 'c', 'saved-answers'] as const,
  /** The user's profile of the area (the settings feature's; the marketplace screens read it). */
  profile: (area: Area) => ['settings', area, 'profile'] as const,
};

/** A page of the business's postings, most recently updated first (postings list, filters). */
export function postingListQuery(api: Api, query: PostingsQuery) {
  return queryOptions({
    queryKey: [...marketKeys.postings, 'list', query] as const,
    queryFn: () => api.business.listPostings(query),
    placeholderData: keepPreviousData,
  });
}

/** A page of the applications the business received, newest first (lists, board, a posting). */
export function receivedApplicationListQuery(api: Api, query: ReceivedApplicationsQuery) {
  return queryOptions({
    queryKey: [...marketKeys.receivedApplications, 'list', query] as const,
    queryFn: () => api.business.listApplications(query),
    placeholderData: keepPreviousData,
  });
}
