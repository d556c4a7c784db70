/**
 * Server state of the customer's job screens (Find Jobs, job detail, Saved Jobs), as TanStack Query
 * hooks over `@hireloop/api`'s customer calls.
 */
import type { Api, ApiError, CustomerApplication, Job, JobSearchQuery } from '@hireloop/api';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useSuspenseQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import { marketKeys } from '../../shared/queryKeys.ts';
import { jobQuery, savedAnswersQuery, similarJobsQuery } from '../../shared/routeQueries.ts';
import type { ApplicationDraft } from './application.ts';

/** Suggestions shown while typing keywords. */
export const SUGGESTION_COUNT = 6;

/** Query options of a page of Find Jobs results; the previous page stays while the next loads. */
function jobSearchQuery(api: Api, query: JobSearchQuery) {
  return queryOptions({
    queryKey: [...marketKeys.jobs, 'search', query] as const,
    queryFn: () => api.customer.searchJobs(query),
    placeholderData: keepPreviousData,
  });
}

/** A page of Find Jobs results (see {@link jobSearchQuery}). */
export function useJobSearch(query: JobSearchQuery) {
  return useQuery(jobSearchQuery(useApi(), query));
}

/**
 * As-you-type suggestions from the suggestions endpoint (never a search), only for two characters
 * or more (the caller debounces `q`).
 * @param field `keywords`: titles, companies and skills; `location`: places (short forms such as
 *   NYC expanded first). @default 'keywords'
 */
export function useJobSuggestions(q: string, field: 'keywords' | 'location' = 'keywords') {
  return useQuery(jobSuggestionsQuery(useApi(), q.trim(), field));
}

/** Query options of the suggestions for `term` (trimmed); see {@link useJobSuggestions}. */
function jobSuggestionsQuery(api: Api, term: string, field: 'keywords' | 'location') {
  return queryOptions({
    queryKey: [...marketKeys.jobs, 'suggestions', field, term] as const,
    queryFn: () => api.customer.suggestJobSearch({ q: term, field, limit: SUGGESTION_COUNT }),
    enabled: term.length >= 2,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

/** The open jobs like job `id` (`similarJobsQuery` of shared/routeQueries.ts). */
export function useSimilarJobs(id: string) {
  return useQuery(similarJobsQuery(useApi(), id));
}

/**
 * A job's detail page, as its route's loader read it (router.tsx): the data is there on the first
 * render (`useSuspenseQuery`).
 */
export function useJob(id: string) {
  return useSuspenseQuery(jobQuery(useApi(), id));
}

/** Query options of a page of Saved Jobs. */
function bookmarkPageQuery(api: Api, page: number, perPage: number) {
  return queryOptions({
    queryKey: [...marketKeys.bookmarks, page] as const,
    queryFn: () => api.customer.listBookmarks({ page, perPage }),
    placeholderData: keepPreviousData,
  });
}

/** Saved Jobs, a page at a time. */
export function useBookmarks(page: number, perPage: number) {
  return useQuery(bookmarkPageQuery(useApi(), page, perPage));
}

/**
 * The customer's saved answers, to offer them in the apply dialog (issue 29); asked only when
 * `enabled` (the job has a reusable question).
 */
export function useSavedAnswers(enabled: boolean) {
  return useQuery({ ...savedAnswersQuery(useApi()), enabled });
}

/**
 * Applies to a job; on success the job, the applications, the dashboard and the saved answers
 * (applying keeps answers to reusable questions) are refreshed.
 */
export function useApply(jobId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<CustomerApplication, ApiError, ApplicationDraft>({
    // The form's rules come with the apply dialog's lazy chunk, not with every jobs screen.
    mutationFn: async (draft) =>
      api.customer.apply(jobId, (await import('./application.ts')).applyInput(draft)),
    onSuccess: (application) => {
      client.setQueryData<Job>(marketKeys.job(jobId), (job) =>
        job ? { ...job, applicationId: application.id } : job,
      );
      client.setQueryData(marketKeys.myApplication(application.id), application);
      void client.invalidateQueries({ queryKey: marketKeys.jobs });
      void client.invalidateQueries({ queryKey: marketKeys.myApplications });
      void client.invalidateQueries({ queryKey: marketKeys.customerDashboard });
      void client.invalidateQueries({ queryKey: marketKeys.savedAnswers });
    },
  });
}
