/**
 * The customer's resumes as applying uses them (issue 29): the profile's resume, the resume sent
 * with their latest application (offered again: "Use the resume you sent to <company> on
 * <date>"), and keeping a sent resume as the profile's in one click. Shared by the apply dialog
 * and Application Submitted.
 */
import type { ApiError, ProfileResume } from '@hireloop/api';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../app/context.tsx';
import type { Api } from '@hireloop/api';
import { marketKeys } from './queryKeys.ts';

/** Applications looked through for the latest resume sent (the newest first page). */
export const SENT_RESUME_LOOKBACK = 20;

/** Query options of the customer's profile's resume, or null. */
export function profileResumeQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.profile('c'),
    queryFn: () => api.settings('c').getProfile(),
    select: (profile) => ('resume' in profile ? profile.resume : null),
  });
}

/** The customer's profile's resume (`{filename, sizeBytes, uploadedAt}`), or null. */
export function useProfileResume() {
  return useQuery(profileResumeQuery(useApi()));
}

/** The resume of the customer's latest application that has one. */
export interface SentResume {
  applicationId: string;
  companyName: string;
  /** When it was sent (ISO date-time). */
  sentAt: string;
  filename: string;
  sizeBytes: number;
}

/**
 * The resume sent with the customer's latest application that has one (among the
 * {@link SENT_RESUME_LOOKBACK} most recently updated), or null; asked only when `enabled`.
 */
export function useLatestSentResume(enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: [...marketKeys.myApplications, 'list', { perPage: SENT_RESUME_LOOKBACK }] as const,
    queryFn: () => api.customer.listApplications({ perPage: SENT_RESUME_LOOKBACK }),
    enabled,
    select: (page): SentResume | null => {
      const latest = page.data
        .filter((application) => application.resume)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
      return latest?.resume
        ? {
            applicationId: latest.id,
            companyName: latest.job.company.name,
            sentAt: latest.createdAt,
            filename: latest.resume.filename,
            sizeBytes: latest.resume.sizeBytes,
          }
        : null;
    },
  });
}

/**
 * Keeps the resume of application `id` as the profile's resume (`api.customer.keepApplicationResume`);
 * the profile is refreshed, so "Use the resume on my profile" offers it at once.
 */
export function useKeepResume() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation<ProfileResume, ApiError, string>({
    mutationFn: (id) => api.customer.keepApplicationResume(id),
    onSuccess: () => void client.invalidateQueries({ queryKey: marketKeys.profile('c') }),
  });
}
