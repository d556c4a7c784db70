/**
 * Saving and unsaving a job (Saved Jobs, R-PROD-3 "bookmark jobs"), shared by every screen that
 * shows a job card with its bookmark (Find Jobs, job page, Saved Jobs, company page, dashboard).
 */
import type { ApiError, Job, JobSummary, Page } from '@hireloop/api';
import { useT } from '@hireloop/ui';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useApi, useNotify } from '../app/context.tsx';
import { marketKeys } from './queryKeys.ts';

type Bookmarkable = Pick<JobSummary, 'id' | 'isBookmarked'>;

function mark<T extends Bookmarkable>(job: T, jobId: string, isBookmarked: boolean): T {
  return job.id === jobId ? { ...job, isBookmarked } : job;
}

/** Sets `isBookmarked` of one job wherever it is cached: job lists and pages, a company's jobs. */
export function setBookmarkedInCache(
  client: QueryClient,
  jobId: string,
  isBookmarked: boolean,
): void {
  client.setQueriesData<Page<JobSummary>>({ queryKey: marketKeys.jobs }, (data) =>
    data && Array.isArray(data.data)
      ? { ...data, data: data.data.map((job) => mark(job, jobId, isBookmarked)) }
      : data,
  );
  client.setQueryData<Job>(marketKeys.job(jobId), (job) =>
    job ? mark(job, jobId, isBookmarked) : job,
  );
  client.setQueriesData<{ openJobs?: JobSummary[] }>(
    { queryKey: marketKeys.companies },
    (company) =>
      company && Array.isArray(company.openJobs)
        ? { ...company, openJobs: company.openJobs.map((job) => mark(job, jobId, isBookmarked)) }
        : company,
  );
}

/** What {@link useBookmark} is called with. */
export interface BookmarkChange {
  jobId: string;
  /** true to save, false to unsave. */
  save: boolean;
}

/**
 * Saves or unsaves a job, optimistically: the bookmark flips at once wherever the job is shown and
 * flips back, with the server's message in a toast, when the call fails. A confirmation toast
 * follows; unsaving offers "Undo". Saved Jobs and the dashboard are refreshed afterwards.
 */
export function useBookmark() {
  const api = useApi();
  const client = useQueryClient();
  const notify = useNotify();
  const t = useT('webMarket');
  const mutation = useMutation<boolean, ApiError, BookmarkChange>({
    mutationFn: ({ jobId, save }) =>
      save ? api.customer.bookmark(jobId) : api.customer.unbookmark(jobId),
    onMutate: async ({ jobId, save }) => {
      await client.cancelQueries({ queryKey: marketKeys.job(jobId) });
      setBookmarkedInCache(client, jobId, save);
    },
    onError: (error, { jobId, save }) => {
      setBookmarkedInCache(client, jobId, !save);
      notify({ type: 'error', message: error.message });
    },
    onSuccess: (_saved, { jobId, save }) => {
      notify(
        save
          ? { type: 'success', message: t('saved.added') }
          : {
              type: 'info',
              message: t('saved.removed'),
              action: {
                label: t('saved.undo'),
                onPress: () => mutation.mutate({ jobId, save: true }),
              },
            },
      );
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: marketKeys.bookmarks });
      void client.invalidateQueries({ queryKey: marketKeys.customerDashboard });
    },
  });
  return mutation;
}
