/**
 * Server state of the application screens: the customer's own applications (My applications,
 * Application Submitted) and the applications a business received (list and review), as TanStack
 * Query hooks over `@hireloop/api`.
 */
import type {
  Api,
  ApiError,
  ApplicationStatusUpdate,
  BulkApplicationStatusUpdate,
  BusinessApplication,
  CustomerApplication,
  MyApplicationsQuery,
  ReceivedApplicationsQuery,
} from '@hireloop/api';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQueries,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import {
  marketKeys,
  postingListQuery,
  receivedApplicationListQuery,
} from '../../shared/queryKeys.ts';
import { myApplicationQuery, receivedApplicationQuery } from '../../shared/routeQueries.ts';
import { downloadBlob } from '../../shared/download.ts';

/** Query options of a page of the customer's applications, most recently updated first. */
function myApplicationListQuery(api: Api, query: MyApplicationsQuery) {
  return queryOptions({
    queryKey: [...marketKeys.myApplications, 'list', query] as const,
    queryFn: () => api.customer.listApplications(query),
    placeholderData: keepPreviousData,
  });
}

/** The customer's applications, most recently updated first. */
export function useMyApplications(query: MyApplicationsQuery) {
  return useQuery(myApplicationListQuery(useApi(), query));
}

/**
 * One of the customer's applications with its timeline, as its route's loader read it
 * (router.tsx): the data is there on the first render (`useSuspenseQuery`).
 */
export function useMyApplication(id: string) {
  return useSuspenseQuery(myApplicationQuery(useApi(), id));
}

/** Withdraws an open application; the lists, the job and the dashboard are refreshed. */
export function useWithdraw() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<CustomerApplication, ApiError, string>({
    mutationFn: (id) => api.customer.withdraw(id),
    onSuccess: (application) => {
      client.setQueryData(marketKeys.myApplication(application.id), application);
      void client.invalidateQueries({ queryKey: marketKeys.myApplications });
      void client.invalidateQueries({ queryKey: marketKeys.job(application.job.id) });
      void client.invalidateQueries({ queryKey: marketKeys.customerDashboard });
    },
  });
}

/** Applications the business received, newest first (fetched while `enabled`, @default true). */
export function useReceivedApplications(query: ReceivedApplicationsQuery, enabled = true) {
  return useQuery({ ...receivedApplicationListQuery(useApi(), query), enabled });
}

/**
 * One received application (applicant, cover letter, resume, timeline), as its route's loader read
 * it (router.tsx): the data is there on the first render (`useSuspenseQuery`).
 */
export function useReceivedApplication(id: string) {
  return useSuspenseQuery(receivedApplicationQuery(useApi(), id));
}

/** The business's postings, for the "Job posting" filter (the 50 most recently updated). */
export function usePostingOptions() {
  return useQuery(postingListQuery(useApi(), { perPage: 50, page: 1 }));
}

/** Moves an application to a pipeline stage with an optional note to the applicant. */
export function useMoveApplication(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<BusinessApplication, ApiError, ApplicationStatusUpdate>({
    mutationFn: (update) => api.business.moveApplication(id, update),
    onSuccess: (application) => {
      client.setQueryData(marketKeys.receivedApplication(id), application);
      void client.invalidateQueries({ queryKey: marketKeys.receivedApplications });
      void client.invalidateQueries({ queryKey: marketKeys.businessDashboard });
    },
  });
}

/** Downloads the applicant's resume (the PDF as a blob) and saves it under its file name. */
export function useDownloadResume(id: string) {
  const api = useApi();
  return useMutation<void, ApiError, string>({
    mutationFn: async (filename) => {
      downloadBlob(await api.business.downloadResume(id), filename);
    },
  });
}

/**
 * The lists of a posting's pipeline board: one query per column (the column's first page and, in
 * `meta.total`, its count), in the order of `queries`.
 */
export function useBoardColumns(queries: readonly ReceivedApplicationsQuery[]) {
  const api = useApi();
  return useQueries({
    queries: queries.map((query) => receivedApplicationListQuery(api, query)),
  });
}

/**
 * Moves several applications of posting `postingId` at once (all or none); on success the lists,
 * each moved application and the dashboard are refreshed. A refusal is an ApiError 422 whose
 * `errors` name each refused applicant.
 */
export function useMoveApplications(postingId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<BusinessApplication[], ApiError, BulkApplicationStatusUpdate>({
    mutationFn: (update) => api.business.moveApplications(postingId, update),
    onSuccess: (applications) => {
      for (const application of applications)
        client.setQueryData(marketKeys.receivedApplication(application.id), application);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: marketKeys.receivedApplications });
      void client.invalidateQueries({ queryKey: marketKeys.businessDashboard });
    },
  });
}

/**
 * Moves every application that `query` finds (issue 29: those on the board who miss a
 * must-have, {@link missedMustHavesQuery}) to Not selected, one bulk move of at most
 * `query.perPage` at a time, re-reading the first page after each, until `total` have moved or
 * none is left. Resolves to how many moved; a refusal (ApiError) stops it, with the earlier moves
 * kept. The lists and the dashboard are refreshed after.
 */
export function useRejectAll(postingId: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<number, ApiError, { query: ReceivedApplicationsQuery; total: number }>({
    mutationFn: async ({ query, total }) => {
      let moved = 0;
      while (moved < total) {
        const page = await api.business.listApplications(query);
        const ids = page.data.slice(0, total - moved).map((application) => application.id);
        if (ids.length === 0) break;
        const done = await api.business.moveApplications(postingId, {
          applicationIds: ids,
          status: 'rejected',
          note: null,
        });
        if (done.length === 0) break;
        moved += done.length;
      }
      return moved;
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: marketKeys.receivedApplications });
      void client.invalidateQueries({ queryKey: marketKeys.businessDashboard });
    },
  });
}
