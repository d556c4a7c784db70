/**
 * Interviews of in-app applications (issue 28, decision 237): proposing, listing, booking,
 * declining, cancelling, rescheduling, the calendar file, the reminders (housekeeping) and the
 * account export. Area gates are the router's (`{area}` checked against the role; `/b/…` and
 * `/c/…` operations for one role only); ownership is interviews.ts's (404).
 */
import { INTERVIEW_MESSAGES, proposalProblems, reasonProblem } from '@hireloop/api/rules';
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import { validationError, fieldError } from '../../lib/errors.ts';
import { readerOf } from '../conversations/conversations.ts';
import {
  bookInterview,
  endInterview,
  interviewCalendar,
  interviewsOfUser,
  listInterviews,
  proposeInterview,
  rescheduleInterview,
} from './interviews.ts';
import { sendInterviewReminders } from './reminders.ts';

const handlers = defineHandlers({
  async proposeInterview({ params, body, user, auth, deps, now, reply }) {
    const interview = await proposeInterview(deps, readerOf(user, auth), params.id, body, now);
    reply.code(201);
    return { data: interview };
  },

  async listInterviews({ query, user, auth, deps, now }) {
    return listInterviews(deps.db, readerOf(user, auth), query, now);
  },

  async bookInterview({ params, body, user, auth, deps, now }) {
    return { data: await bookInterview(deps, readerOf(user, auth), params.id, body.slot, now) };
  },

  async declineInterview({ params, body, user, auth, deps, now }) {
    return {
      data: await endInterview(deps, readerOf(user, auth), params.id, 'declined', body.reason, now),
    };
  },

  async cancelInterview({ params, body, user, auth, deps, now }) {
    return {
      data: await endInterview(
        deps,
        readerOf(user, auth),
        params.id,
        'cancelled',
        body.reason,
        now,
      ),
    };
  },

  async rescheduleInterview({ params, body, user, auth, deps, now }) {
    return { data: await rescheduleInterview(deps, readerOf(user, auth), params.id, body, now) };
  },

  async getInterviewCalendar({ params, user, auth, deps, now, reply }) {
    const text = await interviewCalendar(deps, readerOf(user, auth), params.id, now);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('content-disposition', 'attachment; filename="interview.ics"')
      .header('cache-control', 'private, no-store')
      .send(text);
  },
});

/**
 * A proposal is checked with the shared rules before the contract's validation, so each refusal
 * names its field in the clients' words (422, nothing written). Shapes the rules cannot read are
 * left to the contract's validation.
 */
function checkProposal(body: unknown, now: Date): void {
  const input = body as Record<string, unknown> | null;
  if (
    !input ||
    typeof input.duration_minutes !== 'number' ||
    typeof input.location !== 'string' ||
    !Array.isArray(input.slots) ||
    !input.slots.every((slot) => typeof slot === 'string') ||
    (input.note != null && typeof input.note !== 'string')
  )
    return;
  const problems = proposalProblems(
    {
      kind: 'video',
      duration_minutes: input.duration_minutes,
      location: input.location,
      note: input.note,
      slots: input.slots,
    },
    now,
  );
  const fields = Object.entries(problems);
  if (fields.length)
    throw validationError(Object.fromEntries(fields.map(([field, message]) => [field, [message]])));
}

/** A decline or cancel `reason`, checked with the shared rule. */
function checkReason(body: unknown): void {
  const reason = (body as { reason?: unknown } | null)?.reason;
  if (typeof reason !== 'string') return;
  const problem = reasonProblem(reason);
  if (problem) throw fieldError('reason', problem);
}

/** A booking's `slot` that is not a time at all answers the rules' words. */
function checkBooking(body: unknown): void {
  const slot = (body as { slot?: unknown } | null)?.slot;
  if (typeof slot === 'string' && Number.isNaN(Date.parse(slot)))
    throw fieldError('slot', INTERVIEW_MESSAGES.slotInvalid);
}

export default defineModule({
  name: 'interviews',
  handlers,
  bodyChecks: {
    proposeInterview: checkProposal,
    rescheduleInterview: checkProposal,
    declineInterview: checkReason,
    cancelInterview: checkReason,
    bookInterview: checkBooking,
  },
  exportAccountData: async (db, user, now) => ({
    interviews: await interviewsOfUser(db, user.id, now),
  }),
  housekeeping: (deps) => sendInterviewReminders(deps),
});
