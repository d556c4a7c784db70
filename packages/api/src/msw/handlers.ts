/**
 * The normal handler of every operation the app calls, in named groups, each answering a canned,
 * contract-typed body from `demo.ts` (http.ts checks bodies and statuses against the schema).
 * Calls whose effect a story must see change the small {@link MockState}; nothing validates or
 * refuses (a refusal is a scenario), except screening questions and answers (issue 29), which the
 * handlers check with the shared rules of `screening.ts` as the server does, and the messages,
 * interviews and hiring teams (issues 28 and 36), checked with the shared rules of `rules.ts`. The
 * Bearer token picks the demo account, else 401.
 */
import { HttpResponse, type HttpHandler } from 'msw';
import {
  applicationStatusValues,
  postingStatusValues,
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  workplaceTypeValues,
} from '../generated/schema.ts';
import {
  CONVERSATION_MESSAGES,
  INTERVIEW_MESSAGES,
  interviewEnd,
  normalSlot,
  proposalProblems,
  reasonProblem,
  HTTP_MESSAGES,
  LIMITS,
  messageProblem,
  PASSWORD_RESET_MESSAGES,
  isFinalStatus,
  validationSummary,
  DEFAULT_SCORECARD_CRITERIA,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  mentionableMembers,
  mentionedMembers,
  ratingsProblem,
  roleMay,
  scorecardSummary,
  type TeamCapability,
} from '../rules.ts';
import {
  SCREENING_MESSAGES,
  savedAnswerProblem,
  checkAnswers,
  mustHavesChangeMessage,
  normaliseScreeningQuestion,
  parseAnswersField,
  publishedEditCheck,
  screeningFieldErrors,
  screeningQuestionIssues,
  type ScreeningAnswer,
} from '../screening.ts';
import { http } from './http.ts';
import * as demo from './demo.ts';
import {
  conversationSummaryOf,
  demoAccounts,
  mustHavesOf,
  pageMeta,
  stamp,
  summaryOf,
  wordedAnswers,
  type DemoConversation,
  type Schemas,
} from './demo.ts';
import { mockState, type MockState } from './state.ts';

/** The handler groups, in the order MSW tries them (`parameters.msw.handlers` keys). */
export const handlerGroupNames = [
  'auth',
  'session',
  'uploads',
  'notifications',
  'conversations',
  'interviews',
  'team',
  'settings',
  'dashboard',
  'jobs',
  'companies',
  'bookmarks',
  'applications',
  'postings',
  'public',
  'savedSearches',
] as const;

/** The name of a handler group. */
export type HandlerGroupName = (typeof handlerGroupNames)[number];
/** Handlers by group. */
export type HandlerGroups = Record<HandlerGroupName, HttpHandler[]>;

/** The typed `http` over the contract, on any origin (see http.ts). */
export { http };

const ok = { status: 'success' } as const;
/** The `{status, message, data}` envelope of the notification, settings and upload calls. */
const done = <T>(message: string, data: T) => ({ ...ok, message, data });

/** A canned TOTP secret and its key URI (issue 35: Settings → Security, second factor). */
export const DEMO_TWO_FACTOR = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauth_url:
    'otpauth://totp/Hireloop:maya.okafor%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&period=30&digits=6&algorithm=SHA1&issuer=Hireloop',
};
/** Canned recovery codes answered when the second factor is turned on. */
export const DEMO_RECOVERY_CODES = [
  'k7q2-m9xd',
  '3hvp-w8tn',
  'r4cz-62jf',
  'p9ya-t3ke',
  'x2mb-7wqs',
  'f6nd-h4rg',
  'v8jt-q2cp',
  '5ksw-n7ym',
  'c3fx-9bvh',
  'w6rp-d2la',
];
const UNAUTHENTICATED = { message: HTTP_MESSAGES.unauthenticated };
const NOT_FOUND = { message: HTTP_MESSAGES.notFound };
/** A fresh session's time left: the inactivity limit. */
const SESSION_LEFT = { expires_in_seconds: LIMITS.inactivityMs / 1000 };
/** `found` with `changes` and a new `updated_at`, or undefined when nothing was found. */
const patched = <T extends object>(found: T | undefined, changes: Partial<T>) =>
  found && Object.assign(found, changes, { updated_at: stamp() });
/** 200 `{ data: found }`, or 404 "Not found." when nothing was found. */
const dataOr404 = <T>(found: T | undefined): HttpResponse<{ data: T } | typeof NOT_FOUND> =>
  found === undefined
    ? HttpResponse.json(NOT_FOUND, { status: 404 })
    : HttpResponse.json({ data: found });

/** A 422 body `{message, errors}` for field `errors`, worded as the server words it. */
const invalid = (errors: Record<string, string[]>): Schemas['ValidationError'] => ({
  message: validationSummary(errors),
  errors,
});

/**
 * The answers of an apply form (`answers`, a JSON string, read by the shared `parseAnswersField`):
 * [] when the field is absent, null when it is not a JSON list of `{question_id, value}` objects.
 */
function answersOfForm(form: FormData): ScreeningAnswer[] | null {
  const raw = form.get('answers');
  return typeof raw === 'string' || raw === null ? parseAnswersField(raw) : null;
}

/** Received applications with every must-have met first, then by fewest missed, newest first within each. */
const byMustHaves = (applications: Schemas['BusinessApplication'][]) =>
  [...applications].sort(
    (a, b) =>
      a.must_haves_missed.length - b.must_haves_missed.length ||
      b.created_at.localeCompare(a.created_at),
  );

/** The demo account of the request's Bearer token, or null. */
function accountOf(request: Request): (typeof demoAccounts)['customer' | 'business'] | null {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '');
  if (token === demoAccounts.business.token) return demoAccounts.business;
  if (token === demoAccounts.customer.token) return demoAccounts.customer;
  return null;
}

/** How many of `notifications` are unread. */
const unreadOf = (notifications: { is_read: boolean }[]) =>
  notifications.filter((n) => !n.is_read).length;
/** The item of `items` with `id`, or undefined. */
const byId = <T extends { id: string }>(items: T[], id: string) => items.find((i) => i.id === id);

const list = <T>(items: T[], size = 20) => ({ data: items, meta: pageMeta(items.length, size) });
const byStatus = <T extends { status: string }>(items: T[], request: Request) => {
  const wanted = new URL(request.url).searchParams.getAll('status').filter(Boolean);
  return wanted.length ? items.filter((item) => wanted.includes(item.status)) : items;
};

/** How many of `items` are in each status of `statuses`. */
const countOf = <S extends string>(statuses: readonly S[], items: { status: S }[]) =>
  Object.fromEntries(
    statuses.map((status) => [status, items.filter((item) => item.status === status).length]),
  ) as Record<S, number>;

/** The places of `jobs`, each once. */
const placesOf = (jobs: { location: string | null }[]) => [
  ...new Set(jobs.flatMap((job) => (job.location ? [job.location] : []))),
];

/** The facet counts of a canned result list (every value listed, zeros included). */
export function facetsOf(jobs: Schemas['JobSummary'][]): Schemas['JobFacets'] {
  type Key = 'workplace_type' | 'employment_type' | 'experience_level' | 'location';
  const count = (key: Key, values: readonly string[]) =>
    values.map((value) => ({ value, count: jobs.filter((job) => job[key] === value).length }));
  return {
    workplace_type: count('workplace_type', workplaceTypeValues),
    employment_type: count('employment_type', employmentTypeValues),
    experience_level: count('experience_level', experienceLevelValues),
    posted_within_days: daysWithinValues.map((value) => ({ value, count: jobs.length })),
    location: count('location', placesOf(jobs)),
    sponsorship: [{ value: 'not_stated', count: jobs.length }],
    term: [],
  };
}

/**
 * The canned search answer: the open demo jobs, narrowed by a lookup on the keywords (title
 * contains), the place (equal) and the workplace types, so that a story's clicks show a change.
 * Not the server's relevance or matching rules, which its own tests cover.
 */
function searchJobs(state: MockState, url: URL): Schemas['JobSummary'][] {
  const q = (url.searchParams.get('q') ?? '').trim().toLowerCase();
  const place = url.searchParams.get('location') ?? '';
  const workplace = url.searchParams.getAll('workplace_type');
  return state.jobs
    .filter((job) => !job.is_closed && !job.listing)
    .map((job) => summaryOf(state.job(job.id)!))
    .filter((job) => !q || job.title.toLowerCase().includes(q))
    .filter((job) => !place || job.location === place)
    .filter((job) => !workplace.length || workplace.includes(job.workplace_type ?? ''));
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#5b6cf0"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="18" rx="9" fill="#fff"/></svg>';

/** A cursor of the mock conversations: `i` + the index of an entry (opaque to the client). */
const cursorAt = (index: number) => `i${index}`;
/** The entry index of a mock cursor, or null when it is not one. */
const indexOf = (cursor: string | null) => {
  const match = /^i(\d+)$/.exec(cursor ?? '');
  return match ? Number(match[1]) : null;
};

/**
 * A page of `conversation` for the query of `url` (`before`, `after`, `limit` default 50): the
 * newest entries without a cursor, older ones with `before`, newer ones with `after`.
 */
export function conversationPageOf(
  conversation: DemoConversation,
  url: URL,
): Schemas['ConversationPage'] {
  const { entries } = conversation;
  const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 50) || 50));
  const before = indexOf(url.searchParams.get('before'));
  const after = indexOf(url.searchParams.get('after'));
  let start: number;
  let end: number;
  if (after !== null) {
    start = after + 1;
    end = Math.min(entries.length, start + limit);
  } else {
    end = before ?? entries.length;
    start = Math.max(0, end - limit);
  }
  const latest = end > start ? cursorAt(end - 1) : after !== null ? cursorAt(after) : null;
  return {
    data: { ...conversation, entries: entries.slice(start, end) },
    meta: {
      earlier_cursor: after === null && start > 0 ? cursorAt(start) : null,
      latest_cursor: latest,
    },
  };
}

/** The open stream of the mock: `ready` once, then nothing (it never ends by itself). */
function openStream(): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('event: ready\ndata: {}\n\n'));
    },
  });
  return new Response(body, {
    status: 200,
    headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' },
  });
}

/** An interview's status order in the list: booked still to come, proposed, the rest. */
const interviewRank = (i: Schemas['Interview']) =>
  i.status === 'booked' ? 0 : i.status === 'proposed' ? 1 : 2;

/**
 * The interview handlers (issue 28, decision 237) over `state`: the list (open ones first;
 * `status` and `application_id` filters), proposing and rescheduling (422 from the shared
 * `proposalProblems`, 409 for a second open interview), booking (422 for a time not offered, 409
 * when not proposed), declining and cancelling (422 from `reasonProblem`, 409 when it cannot end
 * so) and the calendar file (409 before booking). Each side's copy changes alone, as each side's
 * story reads only its own.
 */
function interviewHandlers(state: MockState): HttpHandler[] {
  const side = (a: string) => (a === 'b' ? 'b' : 'c');
  const find = (a: string, id: string) => state.interviews[side(a)].find((i) => i.id === id);
  const change = (found: Schemas['Interview'], changes: Partial<Schemas['Interview']>) =>
    Object.assign(found, changes, { sequence: found.sequence + 1, updated_at: stamp() });
  const proposalRefusal = (body: Schemas['InterviewProposal']) => {
    const problems = proposalProblems(body, new Date());
    const fields = Object.entries(problems);
    return fields.length
      ? invalid(Object.fromEntries(fields.map(([field, message]) => [field, [message]])))
      : null;
  };
  const slotsOf = (body: Schemas['InterviewProposal']) =>
    body.slots.map(normalSlot).sort((a, b) => Date.parse(a) - Date.parse(b));
  return [
    http.get('/api/v1/{area}/interviews', ({ request, params, response }) => {
      const url = new URL(request.url);
      const status = url.searchParams.get('status');
      const application = url.searchParams.get('application_id');
      const rows = state.interviews[side(params.area)]
        .filter((i) => (status ? i.status === status : true))
        .filter((i) => (application ? i.application_id === application : true))
        .sort((a, b) => interviewRank(a) - interviewRank(b));
      return response(200).json({ data: rows, meta: pageMeta(rows.length) });
    }),
    http.post('/api/v1/b/applications/{id}/interviews', async ({ request, params, response }) => {
      const conversation = state.conversations.b.find((c) => c.application_id === params.id);
      if (!conversation) return response(404).json(NOT_FOUND);
      const body = await request.json();
      const refused = proposalRefusal(body);
      if (refused) return response(422).json(refused);
      const open = state.interviews.b.some(
        (i) => i.application_id === params.id && (i.status === 'proposed' || i.status === 'booked'),
      );
      if (open) return response(409).json({ message: INTERVIEW_MESSAGES.alreadyOpen });
      const created = demo.proposedInterview(state.newId(), conversation, {
        kind: body.kind,
        duration_minutes: body.duration_minutes,
        location: body.location.trim(),
        note: body.note?.trim() || null,
        slots: slotsOf(body),
        created_at: stamp(),
        updated_at: stamp(),
      });
      state.interviews.b.unshift(created);
      return response(201).json({ data: created });
    }),
    http.post('/api/v1/c/interviews/{id}/book', async ({ request, params, response }) => {
      const found = find('c', params.id);
      if (!found) return response(404).json(NOT_FOUND);
      if (found.status !== 'proposed')
        return response(409).json({ message: INTERVIEW_MESSAGES.alreadyBooked });
      const { slot } = await request.json();
      const start = Number.isNaN(Date.parse(slot)) ? null : normalSlot(slot);
      if (!start || !found.slots.includes(start))
        return response(422).json(invalid({ slot: [INTERVIEW_MESSAGES.slotNotOffered] }));
      change(found, {
        status: 'booked',
        starts_at: start,
        ends_at: interviewEnd(new Date(start), found.duration_minutes).toISOString(),
      });
      return response(200).json({ data: found });
    }),
    http.post('/api/v1/c/interviews/{id}/decline', async ({ request, params, response }) => {
      const found = find('c', params.id);
      if (!found) return response(404).json(NOT_FOUND);
      const { reason } = await request.json();
      const problem = reasonProblem(reason);
      if (problem) return response(422).json(invalid({ reason: [problem] }));
      if (found.status !== 'proposed')
        return response(409).json({ message: INTERVIEW_MESSAGES.notDeclinable });
      change(found, { status: 'declined', reason: reason.trim(), ended_by: 'customer' });
      return response(200).json({ data: found });
    }),
    http.post('/api/v1/{area}/interviews/{id}/cancel', async ({ request, params, response }) => {
      const found = find(params.area, params.id);
      if (!found) return response(404).json(NOT_FOUND);
      const { reason } = await request.json();
      const problem = reasonProblem(reason);
      if (problem) return response(422).json(invalid({ reason: [problem] }));
      if (found.status !== 'proposed' && found.status !== 'booked')
        return response(409).json({ message: INTERVIEW_MESSAGES.notCancellable });
      change(found, {
        status: 'cancelled',
        reason: reason.trim(),
        ended_by: params.area === 'b' ? 'business' : 'customer',
      });
      return response(200).json({ data: found });
    }),
    http.post('/api/v1/b/interviews/{id}/reschedule', async ({ request, params, response }) => {
      const found = find('b', params.id);
      if (!found) return response(404).json(NOT_FOUND);
      const body = await request.json();
      const refused = proposalRefusal(body);
      if (refused) return response(422).json(refused);
      if (found.status !== 'proposed' && found.status !== 'booked')
        return response(409).json({ message: INTERVIEW_MESSAGES.notReschedulable });
      change(found, {
        status: 'proposed',
        kind: body.kind,
        duration_minutes: body.duration_minutes,
        location: body.location.trim(),
        note: body.note?.trim() || null,
        slots: slotsOf(body),
        starts_at: null,
        ends_at: null,
        overlapping_slots: [],
      });
      return response(200).json({ data: found });
    }),
    http.get('/api/v1/{area}/interviews/{id}/calendar.ics', ({ params, response }) => {
      const found = find(params.area, params.id);
      if (!found) return response(404).json(NOT_FOUND);
      if (!found.starts_at) return response(409).json({ message: INTERVIEW_MESSAGES.notBooked });
      return response(200).text(demo.interviewCalendarText(found), {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': 'attachment; filename="interview.ics"',
        },
      });
    }),
  ];
}

/**
 * The conversation handlers (issue 28) over `state`: the inbox (newest activity first, `q`
 * matching every word in the job title or the other party's name), a page of a conversation,
 * sending (422 from the shared `messageProblem`, 409 when writing is closed), marking read, and
 * the stream answering `ready` and staying open.
 */
function conversationHandlers(state: MockState): HttpHandler[] {
  const side = (a: string) => (a === 'b' ? 'b' : 'c');
  const find = (a: string, id: string) =>
    state.conversations[side(a)].find((c) => c.application_id === id);
  const unreadTotal = (a: string) =>
    state.conversations[side(a)].reduce((sum, c) => sum + c.unread_count, 0);
  return [
    http.get('/api/v1/{area}/conversations', ({ request, params, response }) => {
      const url = new URL(request.url);
      const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
      const perPage = Math.min(50, Number(url.searchParams.get('per_page') ?? 20) || 20);
      const rows = state.conversations[side(params.area)]
        .map(conversationSummaryOf)
        .filter((row) => {
          const text = `${row.job.title} ${row.other_party.name}`.toLowerCase();
          return words.every((word) => text.includes(word));
        })
        .sort((a, b) => b.last_activity_at.localeCompare(a.last_activity_at));
      return response(200).json({
        data: rows.slice(0, perPage),
        meta: { ...pageMeta(rows.length, perPage), unread_count: unreadTotal(params.area) },
      });
    }),
    http.get('/api/v1/{area}/messages/stream', ({ response }) => response.untyped(openStream())),
    http.get('/api/v1/{area}/applications/{id}/messages', ({ request, params, response }) => {
      const found = find(params.area, params.id);
      if (!found) return response(404).json(NOT_FOUND);
      return response(200).json(conversationPageOf(found, new URL(request.url)));
    }),
    http.post(
      '/api/v1/{area}/applications/{id}/messages',
      async ({ request, params, response }) => {
        const found = find(params.area, params.id);
        if (!found) return response(404).json(NOT_FOUND);
        if (!found.can_write) return response(409).json({ message: CONVERSATION_MESSAGES.closed });
        const { body } = await request.json();
        const problem = messageProblem(body ?? '');
        if (problem) return response(422).json(invalid({ body: [CONVERSATION_MESSAGES[problem]] }));
        const author =
          params.area === 'b'
            ? {
                role: 'business' as const,
                name: demoAccounts.business.user.business_name ?? '',
                avatar_thumb_url: null,
              }
            : {
                role: 'customer' as const,
                name: 'Maya Okafor',
                avatar_thumb_url: demoAccounts.customer.user.avatar_thumb_url,
              };
        const written: Schemas['ConversationEntry'] = {
          id: state.newId(),
          kind: 'message',
          body,
          status: null,
          author,
          is_mine: true,
          created_at: stamp(),
        };
        found.entries.push(written);
        return response(201).json({ data: written });
      },
    ),
    http.post('/api/v1/{area}/applications/{id}/messages/read', ({ params, response }) => {
      const found = find(params.area, params.id);
      if (!found) return response(404).json(NOT_FOUND);
      found.unread_count = 0;
      return response(200).json({ data: { unread_count: unreadTotal(params.area) } });
    }),
  ];
}

/** The demo company's name (its owner account's business name). */
const COMPANY_NAME = demo.companies[0].name;

/** The pending invitation of link `token` in `state` (not revoked, used or expired), or undefined. */
function pendingInvitation(state: MockState, token: string) {
  const id = state.team.invitationTokens.get(token);
  return state.team.invitations.find((i) => i.id === id && Date.parse(i.expires_at) > Date.now());
}

/**
 * Registers `draft` through pending `invitation` (issue 36): a new business account joins the
 * demo company with the invited role, the invitation is used up, and the business token signs in
 * as the new member from now on (`state.team.youId`, `state.team.joined`).
 * @returns the new account's user
 */
function joinByInvitation(
  state: MockState,
  invitation: Schemas['TeamInvitation'],
  draft: Schemas['RegisterRequest'],
): Schemas['User'] {
  const first = draft.first_name?.trim() ?? '';
  const last = draft.last_name?.trim() ?? '';
  const user: Schemas['User'] = {
    ...demoAccounts.business.user,
    id: state.newId(),
    first_name: first,
    last_name: last,
    business_name: COMPANY_NAME,
    team_role: invitation.role,
    email: invitation.email,
    email_verified: true,
    created_at: stamp(),
  };
  const member: demo.DemoTeamMember = {
    id: state.newId(),
    user_id: user.id,
    name: `${first} ${last}`.trim() || invitation.email.split('@')[0]!,
    email: invitation.email,
    role: invitation.role,
    joined_at: stamp(),
  };
  state.team.members.push(member);
  state.team.invitations = state.team.invitations.filter((i) => i.id !== invitation.id);
  state.team.youId = member.id;
  state.team.joined = user;
  return user;
}

/**
 * The hiring-team handlers (issue 36, decision 238) over `state`, with the server's rules and
 * messages (`roleMay`, `TEAM_MESSAGES`, `mentionableMembers`, `mentionedMembers`, `ratingsProblem`,
 * `scorecardSummary`). The business token signs in as member `state.team.youId` (the owner by
 * default): a role without the capability an operation needs answers 403 as the server's gate
 * does (`company` for role changes and invitations, `postings` for hiring teams), and an
 * interviewer sees only the postings and applications of their hiring teams (404 otherwise).
 * Members, invitations, hiring teams, notes and scorecards persist; the activity log is built
 * from the application's timeline, notes, scorecards, messages and interviews as they are now.
 */
function teamHandlers(state: MockState): HttpHandler[] {
  const you = () => state.team.members.find((m) => m.id === state.team.youId);
  const seen = (m: demo.DemoTeamMember): Schemas['TeamMember'] => ({
    ...m,
    is_you: m.id === state.team.youId,
  });
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');
  /** The 403 body when the signed-in member left the company or lacks `capability`, else null. */
  const refusal = (capability?: TeamCapability) => {
    const me = you();
    if (!me) return { message: TEAM_MESSAGES.notMember };
    return capability && !roleMay(me.role, capability)
      ? { message: TEAM_MESSAGES.forbidden(me.role, capability) }
      : null;
  };
  const onTeam = (postingId: string, memberId: string) =>
    (state.team.hiringTeams[postingId] ?? []).includes(memberId);
  /** Posting `id` when the signed-in member sees it (an interviewer: one of their hiring teams). */
  const postingInScope = (id: string) => {
    const me = you();
    const posting = byId(state.postings, id);
    return me && posting && (roleMay(me.role, 'allApplications') || onTeam(id, me.id))
      ? posting
      : undefined;
  };
  const applicationInScope = (id: string) => {
    const application = byId(state.businessApplications, id);
    return application && postingInScope(application.posting.id) ? application : undefined;
  };
  const criteriaOf = (application: Schemas['BusinessApplication']) =>
    byId(state.postings, application.posting.id)?.scorecard_criteria ?? [
      ...DEFAULT_SCORECARD_CRITERIA,
    ];
  const pending = () =>
    state.team.invitations
      .filter((i) => Date.parse(i.expires_at) > Date.now())
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const hiringTeamOf = (postingId: string): Schemas['HiringTeam'] => ({
    posting_id: postingId,
    members: state.team.members
      .filter((m) => onTeam(postingId, m.id))
      .sort(byName)
      .map(seen),
  });
  /** What member `memberId` wrote keeps their name, without the member id (they left). */
  const forget = (memberId: string) => {
    const anonymous = (a: Schemas['TeamAuthor']) =>
      a.member_id === memberId ? { member_id: null, name: a.name } : a;
    for (const note of state.team.notes) {
      note.author = anonymous(note.author);
      note.mentions = note.mentions.map(anonymous);
    }
    for (const card of state.team.scorecards) card.author = anonymous(card.author);
  };
  /** The activity of `application`, newest first (later entries first among equal times). */
  const activityOf = (application: Schemas['BusinessApplication']) => {
    const { first_name, last_name } = application.applicant;
    const applicant = { role: 'customer' as const, name: `${first_name} ${last_name}` };
    const company = { role: 'business' as const, name: COMPANY_NAME };
    const entry = (
      id: string,
      kind: Schemas['ActivityKind'],
      at: string,
      actor: Schemas['ActivityEntry']['actor'],
      fields: Partial<Schemas['ActivityEntry']> = {},
    ): Schemas['ActivityEntry'] => ({
      id,
      kind,
      at,
      actor,
      status: null,
      recommendation: null,
      ...fields,
    });
    const entries: Schemas['ActivityEntry'][] = [
      ...application.timeline.map((step, index) =>
        entry(
          `event:${application.id}:${index}`,
          step.status === 'submitted' ? 'applied' : 'stage_changed',
          step.created_at,
          step.status === 'submitted' || step.status === 'withdrawn' ? applicant : company,
          { status: step.status },
        ),
      ),
      ...state.conversations.b
        .filter((c) => c.application_id === application.id)
        .flatMap((c) => c.entries.filter((e) => e.kind === 'message'))
        .map((e) =>
          entry(`message:${e.id}`, 'message_sent', e.created_at, {
            role: e.author.role,
            name: e.author.name,
          }),
        ),
      ...state.interviews.b
        .filter((i) => i.application_id === application.id)
        .flatMap((i) => [
          entry(`interview:${i.id}:proposed`, 'interview_proposed', i.created_at, company),
          ...(i.status === 'booked' || i.status === 'completed'
            ? [entry(`interview:${i.id}:booked`, 'interview_booked', i.updated_at, applicant)]
            : []),
          ...(i.status === 'declined' || i.status === 'cancelled'
            ? [
                entry(
                  `interview:${i.id}:${i.status}`,
                  i.status === 'declined' ? 'interview_declined' : 'interview_cancelled',
                  i.updated_at,
                  i.ended_by === 'customer' ? applicant : company,
                ),
              ]
            : []),
        ]),
      ...state.team.notes
        .filter((n) => n.application_id === application.id)
        .map((n) =>
          entry(`note:${n.id}`, 'note_added', n.created_at, {
            role: 'business',
            name: n.author.name,
          }),
        ),
      ...state.team.scorecards
        .filter((c) => c.application_id === application.id)
        .map((c) =>
          entry(
            `scorecard:${c.id}`,
            'scorecard_submitted',
            c.updated_at,
            { role: 'business', name: c.author.name },
            { recommendation: c.recommendation },
          ),
        ),
    ];
    return entries
      .map((e, index) => ({ e, index }))
      .sort((a, b) => Date.parse(b.e.at) - Date.parse(a.e.at) || b.index - a.index)
      .map(({ e }) => e);
  };

  return [
    http.get('/api/v1/b/team/members', ({ response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      const members = [...state.team.members].sort(
        (a, b) => Number(b.role === 'owner') - Number(a.role === 'owner') || byName(a, b),
      );
      return response(200).json({ data: members.map(seen) });
    }),
    // The server's order: the gate (`company`), the member, then the hand-over and owner rules.
    http.patch('/api/v1/b/team/members/{id}', async ({ request, params, response }) => {
      const refused = refusal('company');
      if (refused) return response(403).json(refused);
      const me = you()!;
      const target = byId(state.team.members, params.id);
      if (!target) return response(404).json(NOT_FOUND);
      const { role } = await request.json();
      if (target.role === role) return response(200).json({ data: seen(target) });
      if (role === 'owner') {
        if (me.role !== 'owner')
          return response(403).json({ message: TEAM_MESSAGES.onlyOwnerTransfers });
        if (target.role !== 'admin')
          return response(409).json({ message: TEAM_MESSAGES.transferToAdmin });
        me.role = 'admin';
      } else if (target.role === 'owner') {
        if (me.role !== 'owner') return response(403).json({ message: TEAM_MESSAGES.adminOwner });
        return response(409).json({ message: TEAM_MESSAGES.ownerRole });
      }
      target.role = role;
      return response(200).json({ data: seen(target) });
    }),
    // Anyone may leave; removing someone else needs `company`; the owner can be neither.
    http.delete('/api/v1/b/team/members/{id}', ({ params, response }) => {
      const me = you();
      if (!me) return response(403).json({ message: TEAM_MESSAGES.notMember });
      const target = byId(state.team.members, params.id);
      if (!target) return response(404).json(NOT_FOUND);
      const self = target.id === me.id;
      if (!self && !roleMay(me.role, 'company'))
        return response(403).json({ message: TEAM_MESSAGES.forbidden(me.role, 'company') });
      if (target.role === 'owner')
        return self
          ? response(409).json({ message: TEAM_MESSAGES.ownerLeaves })
          : response(403).json({ message: TEAM_MESSAGES.adminOwner });
      state.team.members = state.team.members.filter((m) => m.id !== target.id);
      for (const [posting, ids] of Object.entries(state.team.hiringTeams))
        state.team.hiringTeams[posting] = ids.filter((id) => id !== target.id);
      forget(target.id);
      return response(204).empty();
    }),
    http.get('/api/v1/b/team/invitations', ({ response }) => {
      const refused = refusal('company');
      if (refused) return response(403).json(refused);
      return response(200).json({ data: pending() });
    }),
    // An address with an account is refused; a pending invitation of the address is replaced.
    http.post('/api/v1/b/team/invitations', async ({ request, response }) => {
      const refused = refusal('company');
      if (refused) return response(403).json(refused);
      const { email: sent, role } = await request.json();
      const email = sent.trim().toLowerCase();
      const accounts = [
        demoAccounts.customer.email,
        demoAccounts.business.email,
        ...state.team.members.map((m) => m.email),
      ];
      if (accounts.some((address) => address.toLowerCase() === email))
        return response(422).json(invalid({ email: [TEAM_MESSAGES.emailHasAccount] }));
      state.team.invitations = state.team.invitations.filter((i) => i.email !== email);
      const now = Date.now();
      const invitation: Schemas['TeamInvitation'] = {
        id: state.newId(),
        email,
        role,
        invited_by: you()!.name,
        created_at: stamp(now),
        expires_at: stamp(now + TEAM_LIMITS.invitationValidityMs),
      };
      state.team.invitations.unshift(invitation);
      state.team.invitationTokens.set(`invitation-${invitation.id}`, invitation.id);
      return response(201).json({ data: invitation });
    }),
    http.delete('/api/v1/b/team/invitations/{id}', ({ params, response }) => {
      const refused = refusal('company');
      if (refused) return response(403).json(refused);
      if (!pending().some((i) => i.id === params.id)) return response(404).json(NOT_FOUND);
      state.team.invitations = state.team.invitations.filter((i) => i.id !== params.id);
      return response(204).empty();
    }),
    http.get('/api/v1/auth/invitation', ({ request, response }) => {
      const token = new URL(request.url).searchParams.get('token') ?? '';
      const invitation = pendingInvitation(state, token);
      if (!invitation) return response(404).json({ message: TEAM_MESSAGES.invitationInvalid });
      const { email, role, expires_at } = invitation;
      return response(200).json({
        data: { company_name: COMPANY_NAME, email, role, expires_at },
      });
    }),
    http.get('/api/v1/b/postings/{id}/hiring-team', ({ params, response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      if (!postingInScope(params.id)) return response(404).json(NOT_FOUND);
      return response(200).json({ data: hiringTeamOf(params.id) });
    }),
    http.put('/api/v1/b/postings/{id}/hiring-team', async ({ request, params, response }) => {
      const refused = refusal('postings');
      if (refused) return response(403).json(refused);
      if (!postingInScope(params.id)) return response(404).json(NOT_FOUND);
      const { member_ids } = await request.json();
      const wanted = [...new Set(member_ids.map((id) => id.toLowerCase()))];
      if (!wanted.every((id) => byId(state.team.members, id)))
        return response(422).json(invalid({ member_ids: [TEAM_MESSAGES.hiringTeamMembers] }));
      state.team.hiringTeams[params.id] = wanted;
      return response(200).json({ data: hiringTeamOf(params.id) });
    }),
    http.get('/api/v1/b/applications/{id}/notes', ({ params, response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      if (!applicationInScope(params.id)) return response(404).json(NOT_FOUND);
      const notes = state.team.notes.filter((n) => n.application_id === params.id);
      return response(200).json({
        data: [...notes].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at)),
      });
    }),
    // Mentions: the members other than the author who see the application (as the server).
    http.post('/api/v1/b/applications/{id}/notes', async ({ request, params, response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      const me = you()!;
      const application = applicationInScope(params.id);
      if (!application) return response(404).json(NOT_FOUND);
      const text = (await request.json()).body.replace(/\r\n?/g, '\n').trim();
      if (!text) return response(422).json(invalid({ body: [TEAM_MESSAGES.noteRequired] }));
      if (text.length > TEAM_LIMITS.noteMaxLength)
        return response(422).json(invalid({ body: [TEAM_MESSAGES.noteTooLong] }));
      const candidates = mentionableMembers(
        state.team.members,
        state.team.hiringTeams[application.posting.id] ?? [],
        me.id,
      );
      const note: Schemas['ApplicationNote'] = {
        id: state.newId(),
        application_id: application.id,
        author: { member_id: me.id, name: me.name },
        body: text,
        mentions: mentionedMembers(text, candidates).map((m) => ({
          member_id: m.id,
          name: m.name,
        })),
        created_at: stamp(),
      };
      state.team.notes.push(note);
      return response(201).json({ data: note });
    }),
    // Others' scorecards stay hidden (no data, no summary) until the caller submitted theirs.
    http.get('/api/v1/b/applications/{id}/scorecards', ({ params, response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      const me = you()!;
      const application = applicationInScope(params.id);
      if (!application) return response(404).json(NOT_FOUND);
      const criteria = criteriaOf(application);
      const mine = (c: Schemas['Scorecard']) => c.author.member_id === me.id;
      const cards = state.team.scorecards
        .filter((c) => c.application_id === application.id)
        .sort(
          (a, b) =>
            Number(mine(b)) - Number(mine(a)) ||
            Date.parse(b.updated_at) - Date.parse(a.updated_at),
        );
      const own = cards.some(mine);
      return response(200).json({
        data: own ? cards : [],
        meta: {
          criteria,
          own_submitted: own,
          submitted_count: cards.length,
          summary: own ? scorecardSummary(cards, criteria) : null,
        },
      });
    }),
    // One per member and application: 201 for the first, 200 when it replaces the earlier one.
    http.post('/api/v1/b/applications/{id}/scorecards', async ({ request, params, response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      const me = you()!;
      const application = applicationInScope(params.id);
      if (!application) return response(404).json(NOT_FOUND);
      const input = await request.json();
      const problem = ratingsProblem(input.ratings, criteriaOf(application));
      if (problem) return response(422).json(invalid({ ratings: [problem] }));
      const comment = input.comment.replace(/\r\n?/g, '\n').trim();
      if (comment.length > TEAM_LIMITS.scorecardCommentMaxLength)
        return response(422).json(invalid({ comment: [TEAM_MESSAGES.commentTooLong] }));
      const fields = {
        recommendation: input.recommendation,
        ratings: input.ratings.map(({ criterion, rating }) => ({ criterion, rating })),
        comment,
        updated_at: stamp(),
      };
      const earlier = state.team.scorecards.find(
        (c) => c.application_id === application.id && c.author.member_id === me.id,
      );
      if (earlier) return response(200).json({ data: Object.assign(earlier, fields) });
      const created: Schemas['Scorecard'] = {
        id: state.newId(),
        application_id: application.id,
        author: { member_id: me.id, name: me.name },
        created_at: fields.updated_at,
        ...fields,
      };
      state.team.scorecards.push(created);
      return response(201).json({ data: created });
    }),
    http.get('/api/v1/b/applications/{id}/activity', ({ params, response }) => {
      const refused = refusal();
      if (refused) return response(403).json(refused);
      const application = applicationInScope(params.id);
      if (!application) return response(404).json(NOT_FOUND);
      return response(200).json({ data: activityOf(application) });
    }),
  ];
}

/** Every operation's normal handler, by group, over `state`. */
export function createHandlerGroups(state: MockState = mockState): HandlerGroups {
  const area = (a: string) => (a === 'b' ? 'b' : 'c');
  const authAnswer = (account: (typeof demoAccounts)['customer' | 'business']) => ({
    user: account.user,
    token: account.token,
    roles: [account.user.role],
  });
  const savedJobs = () => [...state.bookmarks].map((id) => summaryOf(state.job(id)!));
  /** A company's open jobs in the mock's state (its count is what its profile says). */
  const openJobsOf = (companyId: string) =>
    state.jobs.filter((job) => job.company.id === companyId && !job.is_closed);
  const notification = ({ area: a, id }: { area: string; id: string }) =>
    byId(state.notifications[area(a)], id);
  const profileOf = (area: string) =>
    (area === 'b' ? demo.settings.businessProfile : demo.settings.customerProfile) as never;
  /** The customer's saved answers, newest first. */
  const savedAnswers = () =>
    [...state.savedAnswers].sort((a, b) => b.updated_at.localeCompare(a.updated_at));
  /**
   * Keeps the answers to reusable questions (those with a `reuse_key`) as the customer's saved
   * answers: one per key, a new answer replacing the earlier one with the question's wording.
   */
  const keepSavedAnswers = (
    questions: Schemas['ScreeningQuestion'][],
    answers: ScreeningAnswer[],
  ) => {
    const at = stamp();
    for (const { question_id, prompt, kind, value } of wordedAnswers(questions, answers)) {
      const key = questions.find((q) => q.id === question_id)?.reuse_key;
      if (!key) continue;
      const fields = { prompt, kind, value, updated_at: at };
      const saved = state.savedAnswers.find((s) => s.key === key);
      if (saved) Object.assign(saved, fields);
      else state.savedAnswers.push({ id: state.newId(), key, ...fields });
    }
  };
  /**
   * Brings what depends on posting `id`'s questions in line after an edit: each application to it
   * reworded (answers show their question as it reads now), each received one's must-have mark
   * recomputed by the shared `mustHavesMissed`, and its job page asking the new questions.
   */
  const applyQuestionEdit = (id: string, questions: Schemas['ScreeningQuestion'][]) => {
    for (const application of state.businessApplications.filter((a) => a.posting.id === id))
      Object.assign(application, {
        answers: wordedAnswers(questions, application.answers),
        ...mustHavesOf(questions, application.answers),
      });
    for (const application of state.customerApplications.filter((a) => a.job.id === id))
      application.answers = wordedAnswers(questions, application.answers);
    const job = state.jobs.find((j) => j.id === id);
    if (job) job.screening_questions = structuredClone(questions);
  };
  /**
   * A posting form's screening questions normalised (new ones get an id) by the shared
   * `normaliseScreeningQuestion`, with the 422 field errors of `screeningQuestionIssues` (or null).
   */
  const questionsOf = (inputs: Schemas['ScreeningQuestionInput'][]) => {
    const questions = inputs.map((input) => normaliseScreeningQuestion(input, state.newId));
    return { questions, errors: screeningFieldErrors(screeningQuestionIssues(questions)) };
  };
  const accountOfEmail = (request: Request) => ({
    email: (accountOf(request) ?? demoAccounts.customer).email,
    email_verified: true,
    pending_email: null as string | null,
  });

  return {
    auth: [
      http.get('/sanctum/csrf-cookie', ({ response }) => response(204).empty()),
      http.post('/api/v1/auth/login', async ({ request, response }) => {
        const { email } = await request.json();
        const account =
          email === demoAccounts.business.email ? demoAccounts.business : demoAccounts.customer;
        return response(200).json(authAnswer(account));
      }),
      // A business with `invitation_token` (JSON, issue 36) joins the demo company with the
      // invited role (422 for a token not pending, or another address); else the customer.
      http.post('/api/v1/auth/register', async ({ request, response }) => {
        const isJson = /json/i.test(request.headers.get('content-type') ?? '');
        const draft = isJson ? await request.json().catch(() => null) : null;
        if (draft?.role !== 'business' || draft.invitation_token === undefined)
          return response(201).json(authAnswer(demoAccounts.customer));
        const invitation = pendingInvitation(state, draft.invitation_token);
        if (!invitation)
          return response(422).json(
            invalid({ invitation_token: [TEAM_MESSAGES.invitationInvalid] }),
          );
        if (draft.email.trim().toLowerCase() !== invitation.email)
          return response(422).json(invalid({ email: [TEAM_MESSAGES.invitationEmail] }));
        const user = joinByInvitation(state, invitation, draft);
        return response(201).json({
          user,
          token: demoAccounts.business.token,
          roles: ['business'],
        });
      }),
      http.post('/api/v1/auth/forgot-password', ({ response }) =>
        response(200).json({ message: PASSWORD_RESET_MESSAGES.linkSent }),
      ),
      http.post('/api/v1/auth/reset-password', ({ response }) =>
        response(200).json({ message: PASSWORD_RESET_MESSAGES.done }),
      ),
      http.post('/api/v1/auth/logout', ({ response }) =>
        response(200).json({ message: 'You have been logged out successfully.' }),
      ),
      http.get('/api/v1/auth/user', ({ request, response }) => {
        const account = accountOf(request);
        if (!account) return response(401).json(UNAUTHENTICATED);
        // After joining by invitation (issue 36) the business token is the new member's.
        const user =
          account === demoAccounts.business && state.team.joined ? state.team.joined : account.user;
        return response(200).json({ user, roles: [user.role] });
      }),
    ],
    session: [
      http.get('/api/v1/auth/session/status', ({ request, response }) =>
        accountOf(request)
          ? response(200).json({ data: { is_expired: false, ...SESSION_LEFT } })
          : response(401).json(UNAUTHENTICATED),
      ),
      http.post('/api/v1/auth/session/extend', ({ response }) =>
        response(200).json({ message: 'Session extended successfully', data: SESSION_LEFT }),
      ),
      http.post('/api/v1/auth/session/heartbeat', ({ response }) =>
        response(200).json({ data: SESSION_LEFT }),
      ),
    ],
    uploads: [
      http.get('/api/v1/uploads/avatar', ({ request, response }) => {
        const { avatar_url, avatar_thumb_url } =
          accountOf(request)?.user ?? demoAccounts.customer.user;
        return response(200).json({ ...ok, data: { avatar_url, avatar_thumb_url } });
      }),
      http.post('/api/v1/uploads/avatar', ({ response }) =>
        response(200).json(
          done('Avatar uploaded successfully', {
            avatar_url: '/api/v1/media/new-avatar.svg',
            avatar_thumb_url: '/api/v1/media/new-avatar.svg',
          }),
        ),
      ),
      http.post('/api/v1/uploads/avatar/remove', ({ response }) =>
        response(200).json({ ...ok, message: 'Avatar removed successfully' }),
      ),
      http.get('/api/v1/uploads/logo', ({ response }) =>
        response(200).json({ ...ok, data: { data: { logo_url: null, logo_thumb_url: null } } }),
      ),
      http.post('/api/v1/uploads/logo', ({ response }) =>
        response(200).json(
          done('Logo uploaded successfully', {
            logo_url: '/api/v1/media/new-logo.svg',
            logo_thumb_url: '/api/v1/media/new-logo.svg',
          }),
        ),
      ),
      http.post('/api/v1/uploads/logo/remove', ({ response }) =>
        response(200).json({ ...ok, message: 'Logo removed successfully' }),
      ),
    ],
    notifications: [
      http.get('/api/v1/{area}/notifications', ({ request, params, response }) => {
        // The first page of all of them: the app asks for the newest 100 and filters them itself.
        const all = state.notifications[area(params.area)];
        const perPage = Number(new URL(request.url).searchParams.get('per_page') ?? 10);
        return response(200).json(
          done('Notifications retrieved successfully', {
            notifications: all.slice(0, perPage),
            unread_count: unreadOf(all),
            meta: pageMeta(all.length, perPage),
          }),
        );
      }),
      http.get('/api/v1/{area}/notifications/unread-count', ({ params, response }) =>
        response(200).json(
          done('Unread count retrieved successfully', {
            count: unreadOf(state.notifications[area(params.area)]),
          }),
        ),
      ),
      http.post('/api/v1/{area}/notifications/mark-read/{id}', ({ params, response }) => {
        const found = notification(params);
        if (!found) return response(404).json(NOT_FOUND);
        found.is_read = true;
        return response(200).json(done('Notification marked as read', found));
      }),
      http.post('/api/v1/{area}/notifications/read-all', ({ params, response }) => {
        const unread = state.notifications[area(params.area)].filter((n) => !n.is_read);
        for (const n of unread) n.is_read = true;
        return response(200).json(
          done('All notifications marked as read', {
            updated_count: unread.length,
            unread_count: 0,
          }),
        );
      }),
      http.post('/api/v1/{area}/notifications/toggle-important/{id}', ({ params, response }) => {
        const found = notification(params);
        if (!found) return response(404).json(NOT_FOUND);
        found.is_important = !found.is_important;
        const message = found.is_important
          ? 'Notification marked as important'
          : 'Notification no longer marked as important';
        return response(200).json({ ...ok, message, data: found });
      }),
      http.delete('/api/v1/{area}/notifications/delete/{id}', ({ params, response }) => {
        const key = area(params.area);
        state.notifications[key] = state.notifications[key].filter((n) => n.id !== params.id);
        return response(200).json(done('Notification deleted', null));
      }),
    ],
    conversations: conversationHandlers(state),
    interviews: interviewHandlers(state),
    team: teamHandlers(state),
    settings: [
      http.get('/api/v1/{area}/settings/notification', ({ response }) =>
        response(200).json(done('Settings retrieved successfully', demo.settings.notification)),
      ),
      http.put('/api/v1/{area}/settings/notification', async ({ request, response }) =>
        response(200).json(done('Settings updated successfully', await request.json())),
      ),
      http.get('/api/v1/{area}/settings/profile', ({ params, response }) =>
        response(200).json(done('Profile retrieved successfully', profileOf(params.area))),
      ),
      http.put('/api/v1/{area}/settings/profile', ({ params, response }) =>
        response(200).json(done('Profile updated successfully', profileOf(params.area))),
      ),
      http.get('/api/v1/{area}/settings/privacy', ({ params, response }) => {
        const data =
          params.area === 'b' ? { profile_visibility: 'public' as const } : demo.settings.privacy;
        return response(200).json(done('Privacy settings retrieved successfully', data));
      }),
      http.put('/api/v1/{area}/settings/privacy', async ({ request, response }) =>
        response(200).json(
          done('Privacy settings updated successfully', {
            ...demo.settings.privacy,
            ...(await request.json()),
          }),
        ),
      ),
      http.put('/api/v1/{area}/settings/security/password', ({ response }) =>
        response(200).json(done('Password changed successfully', { signed_out_sessions: 1 })),
      ),
      http.get('/api/v1/{area}/settings/security/sessions', ({ response }) =>
        response(200).json(done('Sessions retrieved successfully', demo.settings.sessions)),
      ),
      http.delete('/api/v1/{area}/settings/security/sessions/{id}', ({ response }) =>
        response(200).json(done('Session signed out', null)),
      ),
      http.get('/api/v1/{area}/settings/security/two-factor', ({ response }) =>
        response(200).json(
          done('Two-factor status retrieved successfully', {
            enabled: false,
            recovery_codes_left: 0,
          }),
        ),
      ),
      http.post('/api/v1/{area}/settings/security/two-factor', ({ response }) =>
        response(200).json(done('Scan the code with your authenticator app', DEMO_TWO_FACTOR)),
      ),
      http.post('/api/v1/{area}/settings/security/two-factor/confirm', ({ response }) =>
        response(200).json(
          done('Two-factor authentication turned on', {
            recovery_codes: DEMO_RECOVERY_CODES,
          }),
        ),
      ),
      http.delete('/api/v1/{area}/settings/security/two-factor', ({ response }) =>
        response(200).json(done('Two-factor authentication turned off', null)),
      ),
      http.get('/api/v1/{area}/settings/account', ({ request, response }) =>
        response(200).json(done('Account retrieved successfully', accountOfEmail(request))),
      ),
      http.post('/api/v1/{area}/settings/account/verification-email', ({ request, response }) => {
        const account = accountOfEmail(request);
        const message = `We sent a new verification link to ${account.email}.`;
        return response(200).json(done(message, account));
      }),
      http.delete('/api/v1/{area}/settings/account', ({ response }) =>
        response(200).json(done('Your account has been deleted.', null)),
      ),
      http.put('/api/v1/{area}/settings/account/email', async ({ request, response }) => {
        const { email } = await request.json();
        const account = { ...accountOfEmail(request), pending_email: email };
        return response(200).json(done(`We sent a verification link to ${email}.`, account));
      }),
      http.post(
        '/api/v1/{area}/settings/account/verify-email/{token}',
        ({ request, params, response }) => {
          if (params.token === demo.EXPIRED_VERIFICATION_TOKEN) {
            const message = 'This verification link has expired. Request a new one.';
            return response(422).json({ message, errors: { token: [message] } });
          }
          return response(200).json(
            done('Your e-mail address is verified.', accountOfEmail(request)),
          );
        },
      ),
      http.get('/api/v1/{area}/settings/account/export', ({ response }) =>
        response(200).json(
          done('Export created', {
            exported_at: stamp(),
            user: demoAccounts.customer.user,
            profile: demo.settings.customerProfile,
            privacy: demo.settings.privacy,
            notification_settings: demo.settings.notification,
            sessions: demo.settings.sessions,
            notifications: state.notifications.c,
            applications: state.customerApplications,
            bookmarks: savedJobs(),
            postings: [],
            saved_searches: state.savedSearches,
            tracked_applications: state.tracked,
            saved_answers: savedAnswers(),
          }),
        ),
      ),
      http.get('/api/v1/c/settings/saved-answers', ({ response }) =>
        response(200).json(done('Saved answers retrieved successfully', savedAnswers())),
      ),
      http.put('/api/v1/c/settings/saved-answers/{id}', async ({ request, params, response }) => {
        const found = byId(state.savedAnswers, params.id);
        if (!found) return response(404).json(NOT_FOUND);
        const { value } = await request.json();
        const problem = savedAnswerProblem(found.kind, value);
        if (problem) return response(422).json(invalid({ value: [SCREENING_MESSAGES[problem]] }));
        patched(found, { value: typeof value === 'string' ? value.trim() : value });
        return response(200).json(done('Saved answer updated successfully', found));
      }),
      http.delete('/api/v1/c/settings/saved-answers/{id}', ({ params, response }) => {
        if (!byId(state.savedAnswers, params.id)) return response(404).json(NOT_FOUND);
        state.savedAnswers = state.savedAnswers.filter((s) => s.id !== params.id);
        return response(200).json(done('Saved answer deleted', null));
      }),
    ],
    dashboard: [
      http.get('/api/v1/c/dashboard', ({ response }) => {
        const counts = countOf(applicationStatusValues, state.customerApplications);
        const saved = savedJobs();
        return response(200).json({
          data: {
            applications_by_status: counts,
            saved_jobs_count: saved.length,
            saved_jobs: saved,
            recent_applications: state.customerApplications.slice(0, 3),
            recommended_jobs: [summaryOf(demo.jobs.robotics), summaryOf(demo.jobs.backend)],
            unread_notifications: unreadOf(state.notifications.c),
          },
        });
      }),
      http.get('/api/v1/b/dashboard', ({ response }) => {
        const counts = countOf(postingStatusValues, state.postings);
        const fresh = (id?: string) =>
          state.businessApplications.filter(
            (a) => a.status === 'submitted' && (!id || a.posting.id === id),
          ).length;
        return response(200).json({
          data: {
            postings_by_status: counts,
            new_applications_count: fresh(),
            recent_applications: state.businessApplications.slice(0, 3),
            postings: state.postings.map(
              ({ id, title, status, views_count, applications_count }) => ({
                id,
                title,
                status,
                views_count,
                applications_count,
                new_applications_count: fresh(id),
              }),
            ),
          },
        });
      }),
    ],
    jobs: [
      http.get('/api/v1/c/jobs', ({ request, response }) => {
        const found = searchJobs(state, new URL(request.url));
        return response(200).json({
          ...list(found),
          facets: facetsOf(found),
          total_is_capped: false,
          correction: null,
        });
      }),
      http.get('/api/v1/c/jobs/suggestions', ({ request, response }) => {
        const url = new URL(request.url);
        const q = (url.searchParams.get('q') ?? '').toLowerCase();
        const jobs = state.jobs.filter((job) => !job.is_closed);
        const values: Schemas['SearchSuggestion'][] =
          url.searchParams.get('field') === 'location'
            ? placesOf(jobs).map((value) => ({ kind: 'place', value }))
            : jobs.flatMap((job) => [
                { kind: 'title' as const, value: job.title },
                ...job.skills.map((value) => ({ kind: 'skill' as const, value })),
              ]);
        return response(200).json({
          data: values.filter((s) => s.value.toLowerCase().includes(q)).slice(0, 8),
        });
      }),
      http.get('/api/v1/c/jobs/{id}', ({ params }) => dataOr404(state.job(params.id))),
      // Canned, not ranked: the other open jobs, at most 6 (the server ranks them, issue 29).
      http.get('/api/v1/c/jobs/{id}/similar', ({ params, response }) => {
        if (!state.job(params.id)) return response(404).json(NOT_FOUND);
        const others = state.jobs.filter(
          (job) => job.id !== params.id && !job.is_closed && !job.is_stale,
        );
        return response(200).json({
          data: others.slice(0, 6).map((job) => summaryOf(state.job(job.id)!)),
        });
      }),
      // Checks the screening answers (a JSON list in the form's `answers`) as the server does,
      // keeps them on the application and the reusable ones as saved answers.
      http.post('/api/v1/c/jobs/{id}/apply', async ({ params, request, response }) => {
        const job = state.job(params.id);
        if (!job) return response(404).json(NOT_FOUND);
        const form = await request.formData().catch(() => new FormData());
        const sent = answersOfForm(form);
        if (!sent)
          return response(422).json(invalid({ answers: [SCREENING_MESSAGES.answersNotAList] }));
        const questions = job.screening_questions;
        const { answers, issues } = checkAnswers(questions, sent);
        const errors = screeningFieldErrors(issues);
        if (errors) return response(422).json(invalid(errors));
        const earlierId = form.get('resume_application_id');
        const earlier =
          typeof earlierId === 'string' ? byId(state.customerApplications, earlierId) : undefined;
        if (typeof earlierId === 'string' && !earlier) return response(404).json(NOT_FOUND);
        const application = {
          ...structuredClone(demo.customerApplications[1]!),
          id: state.newId(),
          created_at: stamp(),
          job: summaryOf(job),
          answers: wordedAnswers(questions, answers),
          ...(earlier ? { resume: structuredClone(earlier.resume) } : {}),
        };
        state.customerApplications.unshift(application);
        keepSavedAnswers(questions, answers);
        return response(201).json({ data: application });
      }),
    ],
    companies: [
      http.get('/api/v1/c/companies', ({ request, response }) => {
        const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
        return response(200).json(
          list(
            state.companies
              .filter((c) => c.name.toLowerCase().includes(q))
              .map((c) => ({ ...c, open_jobs_count: openJobsOf(c.id).length })),
          ),
        );
      }),
      http.get('/api/v1/c/companies/{id}', ({ params, response }) => {
        const company = state.companies.find((c) => c.id === params.id);
        if (!company) return response(404).json(NOT_FOUND);
        const open = openJobsOf(company.id);
        return response(200).json({
          data: {
            ...company,
            // Counted from the same jobs as the list, as the server does.
            open_jobs_count: open.length,
            profile_source: null,
            open_jobs: open.map((job) => summaryOf(state.job(job.id)!)),
          },
        });
      }),
    ],
    bookmarks: [
      http.get('/api/v1/c/bookmarks', ({ response }) => response(200).json(list(savedJobs()))),
      http.post('/api/v1/c/bookmarks/{job_id}', ({ params, response }) => {
        state.bookmarks.add(params.job_id);
        return response(200).json({ data: { job_id: params.job_id, is_bookmarked: true } });
      }),
      http.delete('/api/v1/c/bookmarks/{job_id}', ({ params, response }) => {
        state.bookmarks.delete(params.job_id);
        return response(200).json({ data: { job_id: params.job_id, is_bookmarked: false } });
      }),
    ],
    applications: [
      http.get('/api/v1/c/applications', ({ request, response }) =>
        response(200).json(list(byStatus(state.customerApplications, request))),
      ),
      http.get('/api/v1/c/applications/{id}', ({ params }) =>
        dataOr404(byId(state.customerApplications, params.id)),
      ),
      // Issue 29: the application's resume becomes the profile's (the demo profile is canned).
      http.post('/api/v1/c/applications/{id}/keep-resume', ({ params, response }) => {
        const found = byId(state.customerApplications, params.id);
        if (!found) return response(404).json(NOT_FOUND);
        if (!found.resume)
          return response(422).json(
            invalid({ resume: ['This application has no resume to keep.'] }),
          );
        return response(200).json({
          status: 'success',
          message: 'The resume is now on your profile',
          data: { ...found.resume, uploaded_at: found.created_at },
        });
      }),
      http.post('/api/v1/c/applications/{id}/withdraw', ({ params }) => {
        const found = byId(state.customerApplications, params.id);
        return dataOr404(found && state.move(found, 'withdrawn'));
      }),
      // Newest first as kept (`sort=newest`), or by the must-have mark (`sort=must_haves`).
      http.get('/api/v1/b/applications', ({ request, response }) => {
        const query = new URL(request.url).searchParams;
        const postingId = query.get('posting_id');
        const mustHaves = query.get('must_haves');
        const mine = state.businessApplications.filter(
          (a) =>
            (!postingId || a.posting.id === postingId) &&
            (mustHaves !== 'met' || a.must_haves_met) &&
            (mustHaves !== 'missed' || !a.must_haves_met),
        );
        const sorted = query.get('sort') === 'must_haves' ? byMustHaves(mine) : mine;
        return response(200).json(list(byStatus(sorted, request), 100));
      }),
      http.get('/api/v1/b/applications/{id}', ({ params }) =>
        dataOr404(byId(state.businessApplications, params.id)),
      ),
      http.patch('/api/v1/b/applications/{id}', async ({ request, params, response }) => {
        const found = byId(state.businessApplications, params.id);
        if (!found) return response(404).json(NOT_FOUND);
        const { status, note } = await request.json();
        return response(200).json({ data: state.move(found, status, note ?? null) });
      }),
      http.post('/api/v1/b/postings/{id}/applications/status', async ({ request, response }) => {
        const { application_ids, status, note } = await request.json();
        const moved = state.businessApplications.filter((a) => application_ids.includes(a.id));
        return response(200).json({ data: moved.map((a) => state.move(a, status, note ?? null)) });
      }),
      http.get('/api/v1/b/applications/{id}/resume', ({ response }) =>
        response.untyped(
          new HttpResponse('%PDF-1.4\n%%EOF\n', { headers: { 'Content-Type': 'application/pdf' } }),
        ),
      ),
      http.get('/api/v1/c/tracked-applications', ({ request, response }) =>
        response(200).json(list(byStatus(state.tracked, request))),
      ),
      http.post('/api/v1/c/tracked-applications', async ({ request, response }) => {
        const { job_id, note } = await request.json();
        const job = state.job(job_id);
        if (!job) return response(404).json(NOT_FOUND);
        const record: Schemas['TrackedApplication'] = {
          id: state.newId(),
          job: summaryOf(job),
          status: 'applied',
          note: note ?? null,
          events: [
            { id: state.newId(), status: 'applied', date: stamp().slice(0, 10), note: null },
          ],
          created_at: stamp(),
          updated_at: stamp(),
        };
        state.tracked.push(record);
        return response(201).json({ data: record });
      }),
      http.patch('/api/v1/c/tracked-applications/{id}', async ({ request, params }) => {
        const { note } = await request.json();
        return dataOr404(patched(byId(state.tracked, params.id), { note }));
      }),
      http.delete('/api/v1/c/tracked-applications/{id}', ({ params, response }) => {
        state.tracked = state.tracked.filter((t) => t.id !== params.id);
        return response(200).json({ ...ok, message: 'You stopped tracking this application.' });
      }),
      http.post(
        '/api/v1/c/tracked-applications/{id}/events',
        async ({ request, params, response }) => {
          const found = byId(state.tracked, params.id);
          if (!found) return response(404).json(NOT_FOUND);
          const { status, date, note } = await request.json();
          found.events.push({ id: state.newId(), status, date, note: note ?? null });
          found.status = status;
          return response(201).json({ data: found });
        },
      ),
      http.delete('/api/v1/c/tracked-applications/{id}/events/{event_id}', ({ params }) => {
        const found = byId(state.tracked, params.id);
        const events = found?.events.filter((e) => e.id !== params.event_id);
        return dataOr404(patched(found, { events }));
      }),
    ],
    postings: [
      http.get('/api/v1/b/postings', ({ request, response }) =>
        response(200).json(list(byStatus(state.postings, request))),
      ),
      http.post('/api/v1/b/postings', async ({ request, response }) => {
        const {
          screening_questions = [],
          confirm_reevaluation: _confirm,
          ...input
        } = await request.json();
        const { questions, errors } = questionsOf(screening_questions);
        if (errors) return response(422).json(invalid(errors));
        const created: Schemas['Posting'] = {
          ...structuredClone(demo.postings[3]!),
          description: null,
          location: null,
          salary_min: null,
          salary_max: null,
          salary_currency: null,
          salary_period: null,
          skills: [],
          ...input,
          screening_questions: questions,
          id: state.newId(),
          created_at: stamp(),
          updated_at: stamp(),
        };
        state.postings.unshift(created);
        return response(201).json({ data: created });
      }),
      http.get('/api/v1/b/postings/{id}', ({ params }) =>
        dataOr404(byId(state.postings, params.id)),
      ),
      // PUT replaces: questions left out are none. On a published posting only what keeps earlier
      // answers true may change (422 otherwise), and a change of the must-haves needs
      // `confirm_reevaluation` (else 409), then re-evaluates the applications received.
      http.put('/api/v1/b/postings/{id}', async ({ request, params, response }) => {
        const found = byId(state.postings, params.id);
        if (!found) return response(404).json(NOT_FOUND);
        const {
          screening_questions = [],
          confirm_reevaluation = false,
          ...input
        } = await request.json();
        const { questions, errors } = questionsOf(screening_questions);
        if (errors) return response(422).json(invalid(errors));
        if (found.status === 'published') {
          const check = publishedEditCheck(found.screening_questions, questions);
          const editErrors = screeningFieldErrors(check.issues);
          if (editErrors) return response(422).json(invalid(editErrors));
          if (check.mustHavesChanged && !confirm_reevaluation)
            return response(409).json({
              message: mustHavesChangeMessage(found.applications_count),
            });
        }
        patched(found, { ...input, screening_questions: questions });
        applyQuestionEdit(found.id, questions);
        return response(200).json({ data: found });
      }),
      http.delete('/api/v1/b/postings/{id}', ({ params, response }) => {
        state.postings = state.postings.filter((p) => p.id !== params.id);
        return response(200).json({ message: 'The draft was deleted.' });
      }),
      ...(['publish', 'reopen'] as const).map((action) =>
        http.post(`/api/v1/b/postings/{id}/${action}`, ({ params }) => {
          const published = {
            status: 'published',
            published_at: stamp(),
            closed_at: null,
          } as const;
          return dataOr404(patched(byId(state.postings, params.id), published));
        }),
      ),
      http.post('/api/v1/b/postings/{id}/close', ({ params, response }) => {
        const found = byId(state.postings, params.id);
        if (!found) return response(404).json(NOT_FOUND);
        Object.assign(found, { status: 'closed', closed_at: stamp() });
        const waiting = state.businessApplications.filter(
          (a) => a.posting.id === found.id && !isFinalStatus(a.status),
        );
        return response(200).json({ data: found, notified_applicants: waiting.length });
      }),
    ],
    public: [
      http.get('/api/v1/stats', ({ response }) =>
        response(200).json({
          data: {
            open_jobs: 1284,
            open_jobs_with_pay: 1022,
            companies: 312,
            fresh_window_days: 60,
          },
        }),
      ),
      http.get('/api/v1/media/{key}', ({ response }) =>
        response.untyped(new HttpResponse(SVG, { headers: { 'Content-Type': 'image/svg+xml' } })),
      ),
    ],
    savedSearches: [
      http.get('/api/v1/c/saved-searches', ({ response }) =>
        response(200).json({ data: state.savedSearches }),
      ),
      http.post('/api/v1/c/saved-searches', async ({ request, response }) => {
        const { name, query } = await request.json();
        // The same search saved again answers the existing one (decision 205; compared as sent).
        const same = state.savedSearches.find(
          (search) => JSON.stringify(search.query) === JSON.stringify(query),
        );
        if (same) return response(200).json({ data: same });
        const saved = {
          id: state.newId(),
          name,
          query,
          paused: false,
          new_matches: 0,
          last_visited_at: null,
          created_at: stamp(),
          updated_at: stamp(),
        };
        state.savedSearches.push(saved);
        return response(201).json({ data: saved });
      }),
      http.patch('/api/v1/c/saved-searches/{id}', async ({ request, params }) =>
        dataOr404(patched(byId(state.savedSearches, params.id), await request.json())),
      ),
      http.delete('/api/v1/c/saved-searches/{id}', ({ params, response }) => {
        state.savedSearches = state.savedSearches.filter((s) => s.id !== params.id);
        return response(200).json({ message: 'Saved search deleted.' });
      }),
      http.post('/api/v1/c/saved-searches/{id}/run', ({ params }) =>
        dataOr404(
          patched(byId(state.savedSearches, params.id), {
            new_matches: 0,
            last_visited_at: stamp(),
          }),
        ),
      ),
      http.post('/api/v1/saved-searches/unsubscribe', async ({ request, response }) => {
        const { token } = await request.json();
        const found = state.savedSearches.find((s) => token === `${s.id}.signature`);
        if (!found) {
          const message = 'This unsubscribe link is not valid.';
          return response(422).json({ message, errors: { token: [message] } });
        }
        found.paused = true;
        return response(200).json({
          message: `You will get no more alerts for “${found.name}”.`,
          data: { name: found.name },
        });
      }),
    ],
  };
}
