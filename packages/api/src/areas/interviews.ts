import type { ApiClient } from '../client.ts';
import type {
  Area,
  Interview,
  InterviewList,
  InterviewProposal,
  InterviewStatus,
} from '../types.ts';
import { unwrap } from './result.ts';

/** Fallback messages of the interview calls (issue 28; the server's own message wins). */
export const INTERVIEW_CALL_MESSAGES = {
  listFailed: 'Failed to load interviews',
  proposeFailed: 'Failed to propose the interview',
  bookFailed: 'Failed to book the interview',
  declineFailed: 'Failed to decline the interview',
  cancelFailed: 'Failed to cancel the interview',
  rescheduleFailed: 'Failed to reschedule the interview',
  calendarFailed: 'Failed to download the calendar file',
} as const;

/** Query of the interview list: `page` from 1, `perPage` ≤ 50 (default 20), one status, one application. */
export interface InterviewListQuery {
  page?: number;
  perPage?: number;
  status?: InterviewStatus;
  applicationId?: string;
}

/**
 * Interview calls of issue 28 (decision 237). `list`, `cancel` and `calendar` work in either
 * area; `propose` and `reschedule` are the business's (`b`), `book` and `decline` the
 * applicant's (`c`): in the other area the server answers 403.
 *
 * @param area `b` for the business, `c` for the applicant
 */
export function createInterviewsApi(client: ApiClient, area: Area) {
  return {
    /**
     * The caller's interviews: booked ones still to come by start, then proposals, then the rest.
     * @throws {ApiError} "Failed to load interviews"
     */
    async list(query: InterviewListQuery = {}): Promise<InterviewList> {
      return unwrap(
        client.GET('/api/v1/{area}/interviews', { params: { path: { area }, query } }),
        INTERVIEW_CALL_MESSAGES.listFailed,
      );
    },
    /**
     * Proposes an interview for application `applicationId` (business).
     * @throws {ApiError} 422 with `errors` per field (the rules of `proposalProblems`), 409 when
     *   the application ended or already has an open interview
     */
    async propose(applicationId: string, proposal: InterviewProposal): Promise<Interview> {
      const answer = await unwrap(
        client.POST('/api/v1/b/applications/{id}/interviews', {
          params: { path: { id: applicationId } },
          body: proposal,
        }),
        INTERVIEW_CALL_MESSAGES.proposeFailed,
      );
      return answer.data;
    },
    /**
     * Books the offered start `slot` (an ISO time of `interview.slots`) of interview `id` (applicant).
     * @throws {ApiError} 422 on `slot` (not offered, or past), 409 no longer open for booking
     */
    async book(id: string, slot: string): Promise<Interview> {
      const answer = await unwrap(
        client.POST('/api/v1/c/interviews/{id}/book', { params: { path: { id } }, body: { slot } }),
        INTERVIEW_CALL_MESSAGES.bookFailed,
      );
      return answer.data;
    },
    /**
     * Declines proposal `id` with `reason` (1–1,000 characters; applicant).
     * @throws {ApiError} 422 on `reason`, 409 not a proposal any more
     */
    async decline(id: string, reason: string): Promise<Interview> {
      const answer = await unwrap(
        client.POST('/api/v1/c/interviews/{id}/decline', {
          params: { path: { id } },
          body: { reason },
        }),
        INTERVIEW_CALL_MESSAGES.declineFailed,
      );
      return answer.data;
    },
    /**
     * Cancels interview `id` with `reason` (either side).
     * @throws {ApiError} 422 on `reason`, 409 declined, cancelled or ended
     */
    async cancel(id: string, reason: string): Promise<Interview> {
      const answer = await unwrap(
        client.POST('/api/v1/{area}/interviews/{id}/cancel', {
          params: { path: { area, id } },
          body: { reason },
        }),
        INTERVIEW_CALL_MESSAGES.cancelFailed,
      );
      return answer.data;
    },
    /**
     * Replaces interview `id`'s offer by `proposal` (business); it is proposed again.
     * @throws {ApiError} 422 per field, 409 declined, cancelled or ended
     */
    async reschedule(id: string, proposal: InterviewProposal): Promise<Interview> {
      const answer = await unwrap(
        client.POST('/api/v1/b/interviews/{id}/reschedule', {
          params: { path: { id } },
          body: proposal,
        }),
        INTERVIEW_CALL_MESSAGES.rescheduleFailed,
      );
      return answer.data;
    },
    /**
     * The booked interview's iCalendar text (RFC 5545; METHOD:CANCEL once cancelled).
     * @throws {ApiError} 409 never booked
     */
    async calendar(id: string): Promise<string> {
      return unwrap(
        client.GET('/api/v1/{area}/interviews/{id}/calendar.ics', {
          params: { path: { area, id } },
          parseAs: 'text',
        }) as Promise<{ data?: string; error?: unknown; response: Response }>,
        INTERVIEW_CALL_MESSAGES.calendarFailed,
      );
    },
  };
}

export type InterviewsApi = ReturnType<typeof createInterviewsApi>;
