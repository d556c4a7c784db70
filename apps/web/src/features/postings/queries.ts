/**
 * Server state of the business's job postings (list, editor, detail, preview) as TanStack Query
 * hooks over `@hireloop/api`'s business calls. Every write refreshes the lists, the dashboard and
 * the posting itself.
 */
import type {
  Api,
  ApiError,
  BusinessProfile,
  Posting,
  PostingInput,
  PostingsQuery,
  ReceivedApplicationsQuery,
} from '@hireloop/api';
import {
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  useSuspenseQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import {
  marketKeys,
  postingListQuery,
  receivedApplicationListQuery,
} from '../../shared/queryKeys.ts';
import { postingQuery } from '../../shared/routeQueries.ts';

/** The business's postings, most recently updated first. */
export function usePostings(query: PostingsQuery) {
  return useQuery(postingListQuery(useApi(), query));
}

/**
 * One posting in any state, as its route's loader read it (router.tsx): the data is there on the
 * first render (`useSuspenseQuery`).
 */
export function usePosting(id: string) {
  return useSuspenseQuery(postingQuery(useApi(), id));
}

/** Query options of the company profile (the settings feature's key). */
function companyProfileQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.profile('b'),
    queryFn: () => api.settings('b').getProfile() as Promise<BusinessProfile>,
  });
}

/** The company profile, for the company block of the preview. */
export function useCompanyProfile() {
  return useQuery(companyProfileQuery(useApi()));
}

/** Applications to one posting (its detail page), newest first. */
export function usePostingApplications(query: ReceivedApplicationsQuery) {
  return useQuery(receivedApplicationListQuery(useApi(), query));
}

function refresh(client: QueryClient, posting?: Posting): void {
  if (posting) client.setQueryData(marketKeys.posting(posting.id), posting);
  void client.invalidateQueries({ queryKey: marketKeys.postings });
  void client.invalidateQueries({ queryKey: marketKeys.businessDashboard });
}

/** Saves the editor's form: creates a draft (no id) or replaces the posting (PUT). */
export function useSavePosting() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<Posting, ApiError, { id: string | null; input: PostingInput }>({
    mutationFn: ({ id, input }) =>
      id ? api.business.updatePosting(id, input) : api.business.createPosting(input),
    onSuccess: (posting) => refresh(client, posting),
  });
}

/** Publishes a draft (422 with field errors when the pay range is incomplete). */
export function usePublishPosting() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<Posting, ApiError, string>({
    mutationFn: (id) => api.business.publishPosting(id),
    onSuccess: (posting) => refresh(client, posting),
  });
}

/** Closes a published posting; answers how many applicants were notified. */
export function useClosePosting() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<{ posting: Posting; notifiedApplicants: number }, ApiError, string>({
    mutationFn: (id) => api.business.closePosting(id),
    onSuccess: ({ posting }) => {
      refresh(client, posting);
      void client.invalidateQueries({ queryKey: marketKeys.receivedApplications });
    },
  });
}

/** Reopens a closed posting. */
export function useReopenPosting() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<Posting, ApiError, string>({
    mutationFn: (id) => api.business.reopenPosting(id),
    onSuccess: (posting) => refresh(client, posting),
  });
}

/** Deletes a draft. */
export function useDeletePosting() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (id) => api.business.deletePosting(id),
    onSuccess: (_nothing, id) => {
      client.removeQueries({ queryKey: marketKeys.posting(id) });
      refresh(client);
    },
  });
}
