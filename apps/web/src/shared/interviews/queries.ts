/**
 * The TanStack Query keys and options of interviews (issue 28, decision 237), and how an
 * interview time is written (`formatInterviewTime`). Every key starts
 * with `['interviews', area]`, so one invalidation after a change refreshes an application's
 * interviews and the dashboard's "Upcoming interviews" together.
 */
import type { Api, Area, Interview } from '@hireloop/api';
import { intlFormatter } from '@hireloop/ui';
import { queryOptions } from '@tanstack/react-query';

/** Keys of the interview queries, by area. */
export const interviewKeys = {
  /** Everything of the area's interviews. */
  all: (area: Area) => ['interviews', area] as const,
  /** One application's interviews. */
  application: (area: Area, applicationId: string) =>
    ['interviews', area, 'application', applicationId] as const,
  /** The dashboard's open interviews. */
  upcoming: (area: Area) => ['interviews', area, 'upcoming'] as const,
};

/** Interviews on the dashboard (booked ones to come, then proposals). @default 5 */
export const UPCOMING_INTERVIEWS = 5;

/** Application `applicationId`'s interviews, open ones first. */
export function applicationInterviewsQuery(api: Api, area: Area, applicationId: string) {
  return queryOptions({
    queryKey: interviewKeys.application(area, applicationId),
    queryFn: async () => (await api.interviews(area).list({ applicationId, perPage: 20 })).data,
  });
}

/** Whether `interview` is still open: proposed, or booked and not yet over. */
export const isOpenInterview = (interview: Interview): boolean =>
  interview.status === 'proposed' || interview.status === 'booked';

/**
 * The area's open interviews for the dashboard: booked ones still to come by start, then
 * proposals waiting for an answer (the server's order), at most {@link UPCOMING_INTERVIEWS}.
 */
export function upcomingInterviewsQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: interviewKeys.upcoming(area),
    queryFn: async () =>
      (await api.interviews(area).list({ perPage: 20 })).data
        .filter(isOpenInterview)
        .slice(0, UPCOMING_INTERVIEWS),
  });
}

/** "Thu, 3 Dec, 16:00 CET": an interview time in the reader's zone (`timeZone`, default the browser's). */
export function formatInterviewTime(iso: string, locale: string, timeZone?: string): string {
  return intlFormatter(Intl.DateTimeFormat, locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
