/**
 * TanStack Query keys of the marketplace's server state, shared by the marketplace features so that
 * one feature's write refreshes another's lists without importing it (e.g. applying on a job page
 * refreshes My applications and the dashboard). Keys start with the resource, so invalidating the
 * first segment (`['jobs']`) refreshes every list and detail of it.
 */
import type {
  CompanyQuery,
  JobSearchQuery,
  MyApplicationsQuery,
  PostingsQuery,
  ReceivedApplicationsQuery,
} from '@hireloop/api';

/** The keys; each function's arguments become part of the key. */
export const marketKeys = {
  /** Every job query (searches, details, suggestions). */
  jobs: ['jobs'] as const,
  jobSearch: (query: JobSearchQuery) => ['jobs', 'search', query] as const,
  jobSuggestions: (q: string, field: 'keywords' | 'location' = 'keywords') =>
    ['jobs', 'suggestions', field, q] as const,
  job: (id: string) => ['jobs', 'detail', id] as const,
  /** Saved jobs, every page. */
  bookmarks: ['bookmarks'] as const,
  bookmarkPage: (page: number) => ['bookmarks', page] as const,
  /** The customer's applications, lists and details. */
  myApplications: ['applications', 'c'] as const,
  myApplicationList: (query: MyApplicationsQuery) => ['applications', 'c', 'list', query] as const,
  myApplication: (id: string) => ['applications', 'c', 'detail', id] as const,
  companies: ['companies'] as const,
  companyList: (query: CompanyQuery) => ['companies', 'list', query] as const,
  company: (id: string) => ['companies', 'detail', id] as const,
  /** The business's postings, lists and details. */
  postings: ['postings'] as const,
  postingList: (query: PostingsQuery) => ['postings', 'list', query] as const,
  posting: (id: string) => ['postings', 'detail', id] as const,
  /** Applications the business received, lists and details. */
  receivedApplications: ['applications', 'b'] as const,
  receivedApplicationList: (query: ReceivedApplicationsQuery) =>
    ['applications', 'b', 'list', query] as const,
  receivedApplication: (id: string) => ['applications', 'b', 'detail', id] as const,
  /** The dashboards (the shell's dashboard queries use the same keys). */
  customerDashboard: ['dashboard', 'c'] as const,
  businessDashboard: ['dashboard', 'b'] as const,
  /** The customer's profile (for "use my profile resume"; the settings feature's key). */
  customerProfile: ['settings', 'c', 'profile'] as const,
};
