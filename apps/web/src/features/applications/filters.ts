/**
 * The filters of the application lists, kept in the URL so a filtered list can be shared and
 * restored: My applications (`c.applications`: `status`, `page`) and the business's Applications
 * (`b.applications`: `posting`, `status`, `applied` days, `resume` yes/no, `musthaves` met/missed,
 * `sort` (`must_haves`: those meeting every must-have first), `page`, and `view`: the table or a
 * posting's pipeline board). Unknown values are dropped.
 */
import type {
  ApplicationStatus,
  MyApplicationsQuery,
  ReceivedApplicationsQuery,
} from '@hireloop/api';
import type { TrackedStatus } from '@hireloop/api';
import { trackedStatusesFor } from '@hireloop/api/rules';
import { applicationStatusValues, daysWithinValues } from '@hireloop/api/schema';

/** Applications per page on both lists. */
export const APPLICATIONS_PER_PAGE = 20;

/** How the business's list shows: a table, or the pipeline board of one posting. */
export type ApplicationsView = 'table' | 'board';

/** The filters of an application list. */
export interface ApplicationFilters {
  /** One status, or null for all. */
  status: ApplicationStatus | null;
  /** One posting (business only), or null for all. */
  postingId: string | null;
  page: number;
  /** Applied in the last N days (business only), or null for any time. */
  appliedWithinDays?: (typeof daysWithinValues)[number] | null;
  /** With (true) or without (false) a resume (business only), or null for both. */
  hasResume?: boolean | null;
  /** Table or board (business only). @default 'table' */
  view?: ApplicationsView;
  /** Only those meeting every must-have, or missing one (business only, issue 29), or null for both. */
  mustHaves?: 'met' | 'missed' | null;
  /** `must_haves`: those meeting every must-have first (business only). @default 'newest' */
  sort?: 'newest' | 'must_haves';
}

/** A posting id as the API gives it (a UUID). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Reads the filters from the URL; never throws. */
export function applicationFiltersFromParams(params: URLSearchParams): ApplicationFilters {
  const status = params.get('status');
  const posting = params.get('posting');
  const page = Number(params.get('page'));
  const applied = Number(params.get('applied'));
  const resume = params.get('resume');
  return {
    status: (applicationStatusValues as readonly string[]).includes(status ?? '')
      ? (status as ApplicationStatus)
      : null,
    postingId: posting && UUID.test(posting) ? posting.toLowerCase() : null,
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
    appliedWithinDays: (daysWithinValues as readonly number[]).includes(applied)
      ? (applied as (typeof daysWithinValues)[number])
      : null,
    hasResume: resume === 'yes' ? true : resume === 'no' ? false : null,
    view: params.get('view') === 'board' ? 'board' : 'table',
    mustHaves:
      params.get('musthaves') === 'met' || params.get('musthaves') === 'missed'
        ? (params.get('musthaves') as 'met' | 'missed')
        : null,
    sort: params.get('sort') === 'must_haves' ? 'must_haves' : 'newest',
  };
}

/** Writes the filters as URL parameters (defaults left out). */
export function paramsFromApplicationFilters(filters: ApplicationFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.postingId) params.set('posting', filters.postingId);
  if (filters.status) params.set('status', filters.status);
  if (filters.appliedWithinDays) params.set('applied', String(filters.appliedWithinDays));
  if (filters.hasResume != null) params.set('resume', filters.hasResume ? 'yes' : 'no');
  if (filters.mustHaves) params.set('musthaves', filters.mustHaves);
  if (filters.sort === 'must_haves') params.set('sort', 'must_haves');
  if (filters.view === 'board') params.set('view', 'board');
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of `GET /api/v1/c/applications`. */
export function myApplicationsQuery(filters: ApplicationFilters): MyApplicationsQuery {
  return {
    page: filters.page,
    perPage: APPLICATIONS_PER_PAGE,
    ...(filters.status ? { status: [filters.status] } : {}),
  };
}

/**
 * The tracked statuses ("I applied") that My applications' status filter shows (decision 205,
 * {@link trackedStatusesFor}): `[]` for all (no filter), or null when no tracked status counts as
 * the chosen one (reviewing, hired), so none is shown and none is counted.
 */
export function myTrackedStatuses(filters: ApplicationFilters): TrackedStatus[] | null {
  if (!filters.status) return [];
  const statuses = trackedStatusesFor(filters.status);
  return statuses.length ? statuses : null;
}

/** The query of `GET /api/v1/b/applications`. */
export function receivedApplicationsQuery(filters: ApplicationFilters): ReceivedApplicationsQuery {
  return {
    page: filters.page,
    perPage: APPLICATIONS_PER_PAGE,
    ...(filters.status ? { status: [filters.status] } : {}),
    ...(filters.postingId ? { postingId: filters.postingId } : {}),
    ...(filters.appliedWithinDays ? { appliedWithinDays: filters.appliedWithinDays } : {}),
    ...(filters.hasResume != null ? { hasResume: filters.hasResume } : {}),
    ...(filters.mustHaves ? { mustHaves: filters.mustHaves } : {}),
    ...(filters.sort === 'must_haves' ? { sort: 'must_haves' as const } : {}),
  };
}
