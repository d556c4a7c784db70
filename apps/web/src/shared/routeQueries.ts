/**
 * The queries a signed-in screen shows first, as TanStack Query options shared by the screen's hook
 * and its route's loader (src/router.tsx). A route that owns its data awaits its record
 * (`ensureQueryData`) and the screen reads it with `useSuspenseQuery`; a dashboard's loader only
 * starts its request and the screen's `useQuery` finds it in flight or in the cache (same key, same
 * function).
 */
import type { Api } from '@hireloop/api';
import { queryOptions } from '@tanstack/react-query';
import { marketKeys } from './queryKeys.ts';

/** The customer dashboard (the shell's dashboard key, so both stay in step). */
export function customerDashboardQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.customerDashboard,
    queryFn: () => api.customer.dashboard(),
  });
}

/** The business dashboard (the shell's dashboard key, so both stay in step). */
export function businessDashboardQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.businessDashboard,
    queryFn: () => api.business.dashboard(),
  });
}

/** A job's detail page. @param id the job's id (route parameter) */
export function jobQuery(api: Api, id: string) {
  return queryOptions({ queryKey: marketKeys.job(id), queryFn: () => api.customer.getJob(id) });
}

/**
 * The open jobs like job `id` (at most 6, the server's order), as `{ data }` like the job lists
 * under `marketKeys.jobs`, so that saving one of them flips its card (`setBookmarkedInCache`) and
 * what refreshes the job lists refreshes them. The job route's loader starts it beside the job.
 */
export function similarJobsQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: [...marketKeys.jobs, 'similar', id] as const,
    queryFn: async () => ({ data: await api.customer.getSimilarJobs(id) }),
  });
}

/** A company profile with its newest 50 open jobs. @param id the company's id (route parameter) */
export function companyQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: [...marketKeys.companies, 'detail', id] as const,
    queryFn: () => api.customer.getCompany(id),
  });
}

/** One of the business's postings in any state (detail, preview, editor). @param id route parameter */
export function postingQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: marketKeys.posting(id),
    queryFn: () => api.business.getPosting(id),
  });
}

/**
 * One application the business received: applicant, cover letter, resume, timeline.
 * @param id the application's id (route parameter)
 */
export function receivedApplicationQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: marketKeys.receivedApplication(id),
    queryFn: () => api.business.getApplication(id),
  });
}

/** One of the customer's applications with its timeline. @param id route parameter */
export function myApplicationQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: marketKeys.myApplication(id),
    queryFn: () => api.customer.getApplication(id),
  });
}

/**
 * The customer's saved answers to reusable screening questions, newest first (issue 29): Settings
 * → Profile lists them and the apply dialog offers them.
 */
export function savedAnswersQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.savedAnswers,
    queryFn: () => api.customer.listSavedAnswers(),
  });
}
