/**
 * Server state of the "I applied" tracker (imported jobs applied to on the company's site), shared
 * by the job page (mark applied) and My Applications (the timeline the customer keeps). Every
 * write refreshes the tracker list, the job it concerns and nothing else.
 */
import type {
  ApiError,
  TrackApplicationRequest,
  TrackedApplication,
  TrackedEventInput,
  TrackedStatus,
} from '@hireloop/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context.tsx';
import { marketKeys } from './queryKeys.ts';

/** Query key of the tracker list (under My applications, so refreshing those refreshes it). */
export const trackedKey = [...marketKeys.myApplications, 'tracked'] as const;

/**
 * The customer's tracked applications (first 50, most recently updated first): all with `[]` (the
 * default), only those whose current status is in `status` otherwise, and none (no request) with
 * null.
 */
export function useTrackedApplications(status: readonly TrackedStatus[] | null = []) {
  const api = useApi();
  return useQuery({
    queryKey: [...trackedKey, status ?? 'none'],
    queryFn: () =>
      api.customer.listTracked({ perPage: 50, ...(status?.length ? { status: [...status] } : {}) }),
    enabled: status !== null,
  });
}

/** A write that answers the tracked application; refreshes the list and its job. */
function useTrackerWrite<V>(write: (variables: V) => Promise<TrackedApplication | void>) {
  const client = useQueryClient();
  return useMutation<TrackedApplication | void, ApiError, V>({
    mutationFn: write,
    onSuccess: (tracked) => {
      void client.invalidateQueries({ queryKey: trackedKey });
      if (tracked) void client.invalidateQueries({ queryKey: marketKeys.job(tracked.job.id) });
      else void client.invalidateQueries({ queryKey: marketKeys.jobs });
    },
  });
}

/** Marks an imported job "I applied". @throws ApiError 409 when it cannot be tracked */
export function useTrack() {
  const api = useApi();
  return useTrackerWrite((input: TrackApplicationRequest) => api.customer.track(input));
}

/** Adds a step to a tracked application's timeline. */
export function useAddTrackedEvent(id: string) {
  const api = useApi();
  return useTrackerWrite((input: TrackedEventInput) => api.customer.addTrackedEvent(id, input));
}

/** Removes a step (never the first). */
export function useDeleteTrackedEvent(id: string) {
  const api = useApi();
  return useTrackerWrite((eventId: string) => api.customer.deleteTrackedEvent(id, eventId));
}

/** Sets or clears the private note. */
export function useSetTrackedNote(id: string) {
  const api = useApi();
  return useTrackerWrite((note: string | null) => api.customer.setTrackedNote(id, note));
}

/** Stops tracking. */
export function useUntrack() {
  const api = useApi();
  return useTrackerWrite((id: string) => api.customer.untrack(id));
}
