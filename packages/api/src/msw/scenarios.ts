/**
 * Named scenarios: `scenarios.<group>.<name>` is a complete handler array for one group (its
 * overrides first, then the group's normal handlers), used in place of that group. Every group
 * has `serverError` (500), `rateLimited` (429, `Retry-After: 30`) and `loading` (never answers).
 * Refusals answer the server's own messages; a few answers are off-contract on purpose and say so.
 */
import { HttpHandler, HttpResponse, delay } from 'msw';
import {
  CONVERSATION_MESSAGES,
  INTERVIEW_MESSAGES,
  PUBLISH_INCOMPLETE_MESSAGE,
  PUBLISH_REQUIRED_MESSAGES,
  TEAM_MESSAGES,
  applicationMoveRefusal,
} from '../rules.ts';
import * as demo from './demo.ts';
import {
  createHandlerGroups,
  facetsOf,
  handlerGroupNames,
  http,
  type HandlerGroupName,
} from './handlers.ts';
import { createMockState } from './state.ts';
import { HTTP_MESSAGES, PASSWORD_RESET_MESSAGES } from '../rules.ts';

/** `Retry-After` of the rate-limited scenarios, in seconds. */
const RETRY_AFTER_SECONDS = 30;

const SERVER_ERROR = { message: HTTP_MESSAGES.serverError } satisfies demo.Schemas['Message'];

/** The same routes as `handlers`, answered by `answer` instead. */
const replaceAll = (handlers: HttpHandler[], answer: () => Promise<Response> | Response) =>
  handlers.map((handler) => new HttpHandler(handler.info.method, handler.info.path, answer));

/** The scenarios every group has: `serverError`, `rateLimited`, `loading`. */
function commonScenarios(handlers: HttpHandler[]) {
  return {
    serverError: replaceAll(handlers, () => HttpResponse.json(SERVER_ERROR, { status: 500 })),
    rateLimited: replaceAll(handlers, () =>
      HttpResponse.json(
        { message: HTTP_MESSAGES.retryIn(RETRY_AFTER_SECONDS) },
        { status: 429, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
      ),
    ),
    loading: replaceAll(handlers, async () => {
      await delay('infinite');
      return HttpResponse.json(SERVER_ERROR, { status: 500 });
    }),
  };
}

const statusError = { status: 'error', message: '' } as const;

/** 150 notifications, 120 of them unread (the badge shows "99+"). */
/** The demo data without any interview (issue 28). */
const withoutInterviews = createMockState();
withoutInterviews.interviews = { b: [], c: [] };

/** The business token signs in as the demo company's interviewer, Kenji Watanabe (issue 36). */
const asInterviewer = createMockState();
asInterviewer.team.youId = demo.teamMemberIds.interviewer;
asInterviewer.team.joined = {
  ...demo.demoAccounts.business.user,
  first_name: 'Kenji',
  last_name: 'Watanabe',
  team_role: 'interviewer',
};

/** The business token signs in as the demo company's recruiter, Elena Marsh (issue 36). */
const asRecruiter = createMockState();
asRecruiter.team.youId = demo.teamMemberIds.recruiter;
asRecruiter.team.joined = {
  ...demo.demoAccounts.business.user,
  first_name: 'Elena',
  last_name: 'Marsh',
  team_role: 'recruiter',
};

const many = createMockState(true);
many.notifications.c = Array.from({ length: 150 }, (_, index) => ({
  ...demo.notifications.c[index % demo.notifications.c.length]!,
  id: `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`,
  timestamp: demo.daysAgo((index * 47) / 1440),
  is_read: index >= 120,
}));

/** The robotics job asks one screening question of every kind (`demo.screeningQuestions.everyKind`). */
const everyKind = createMockState();
for (const job of everyKind.jobs)
  if (job.id === demo.jobs.robotics.id) job.screening_questions = demo.screeningQuestions.everyKind;

/** 120 unread messages in one conversation of each side (the "Messages" badge shows "99+"). */
const manyUnread = createMockState();
manyUnread.conversations.c[0]!.unread_count = 120;
manyUnread.conversations.b[0]!.unread_count = 120;

/** 60 earlier messages before the customer's and the business's first conversation ("Load earlier messages"). */
const longHistory = createMockState();
for (const side of ['b', 'c'] as const) {
  const first = longHistory.conversations[side][0]!;
  const earliest = Date.parse(first.entries[0]?.created_at ?? demo.daysAgo(3));
  const earlier = Array.from({ length: 60 }, (_, index) => ({
    ...first.entries.find((e) => e.kind === 'message')!,
    id: `00000000-0000-4000-b000-${String(index + 1).padStart(12, '0')}`,
    body: `Earlier message ${index + 1}`,
    is_mine: index % 2 === 0,
    author: index % 2 === 0 ? first.entries.find((e) => e.is_mine)!.author : first.other_party,
    created_at: demo.stamp(earliest - (60 - index) * 3_600_000),
  }));
  first.entries.unshift(...earlier);
}

/** A 422 with one message on `field`. */
const refusal = (message: string, errors: Record<string, string[]>) => ({ message, errors });

/** The scenarios of every group over the default state. */
function createScenarios() {
  const groups = createHandlerGroups();
  /** The normal handlers over nothing: no jobs, applications, postings or notifications. */
  const none = createHandlerGroups(createMockState(true));
  const group = (name: HandlerGroupName, overrides: HttpHandler[]) => [
    ...overrides,
    ...groups[name],
  ];
  const common = Object.fromEntries(
    handlerGroupNames.map((name) => [name, commonScenarios(groups[name])]),
  ) as Record<HandlerGroupName, ReturnType<typeof commonScenarios>>;
  const login = (answer: () => Response) =>
    group('auth', [http.post('/api/v1/auth/login', ({ response }) => response.untyped(answer()))]);

  return {
    auth: {
      ...common.auth,
      /**
       * The business token's user is the demo company's interviewer, Kenji Watanabe (`team_role`
       * `interviewer`, issue 36); pair with `team.interviewer`.
       */
      interviewer: createHandlerGroups(asInterviewer).auth,
      /** The business token's user is the recruiter, Elena Marsh; pair with `team.recruiter`. */
      recruiter: createHandlerGroups(asRecruiter).auth,
      /** Login answers 422 "These credentials do not match our records." whatever is sent. */
      invalidCredentials: group('auth', [
        http.post('/api/v1/auth/login', ({ response }) => {
          const message = 'These credentials do not match our records.';
          return response(422).json(refusal(message, { email: [message] }));
        }),
      ]),
      /** Register answers 422 with per-field messages. */
      registrationErrors: group('auth', [
        http.post('/api/v1/auth/register', ({ response }) =>
          response(422).json(
            refusal('The given data was invalid.', {
              email: ['This e-mail address is already registered.'],
              password: ['Must contain uppercase letter', 'Must contain special character'],
              password_confirmation: ['The password confirmation does not match.'],
            }),
          ),
        ),
      ]),
      /** Off-contract on purpose: register fails with an empty 500 ("Registration failed. Please try again."). */
      registrationFails: group('auth', [
        http.post('/api/v1/auth/register', ({ response }) =>
          response.untyped(HttpResponse.json({}, { status: 500 })),
        ),
      ]),
      /** The reset link is unknown, used or expired: 422 on `token`. */
      resetTokenInvalid: group('auth', [
        http.post('/api/v1/auth/reset-password', ({ response }) => {
          const message = PASSWORD_RESET_MESSAGES.linkInvalid;
          return response(422).json(refusal(message, { token: [message] }));
        }),
      ]),
      /**
       * The account has a second factor (issue 35): login answers 422 on `otp` without a code or
       * with one other than `123456`, then signs in as usual.
       */
      secondFactor: group('auth', [
        http.post('/api/v1/auth/login', async ({ request, response }) => {
          // A clone: with the right code the default login handler reads the body next.
          const { otp } = await request.clone().json();
          if (otp === '123456') return undefined;
          const message =
            otp === undefined
              ? 'Enter the code from your authenticator app.'
              : 'The code is not valid.';
          return response(422).json(refusal(message, { otp: [message] }));
        }),
      ]),
      /** Off-contract on purpose: a user without a token ("Invalid response format from login API"). */
      invalidLoginResponse: login(() =>
        HttpResponse.json({ user: demo.demoAccounts.customer.user, roles: ['customer'] }),
      ),
      /** Off-contract on purpose: login fails with an empty body ("Authentication failed"). */
      loginFailsWithoutMessage: login(() => HttpResponse.json({}, { status: 500 })),
    },
    session: {
      ...common.session,
      /** "Stay Logged In" fails (500): "Failed to extend session", then sign-out. */
      extendFails: group('session', [
        http.post('/api/v1/auth/session/extend', ({ response }) =>
          response(500).json(SERVER_ERROR),
        ),
      ]),
    },
    uploads: {
      ...common.uploads,
      /** No avatar and no logo: the default user icon and the company initials show. */
      noImages: group('uploads', [
        http.get('/api/v1/uploads/avatar', ({ response }) =>
          response(200).json({
            status: 'success',
            data: { avatar_url: null, avatar_thumb_url: null },
          }),
        ),
      ]),
    },
    notifications: {
      ...common.notifications,
      /** No notifications at all; unread count 0. */
      empty: none.notifications,
      /** 150 notifications, 120 unread (badge "99+"), 10 a page. */
      many: createHandlerGroups(many).notifications,
      /**
       * Every call answers `status: 'error'` with an empty message: the client's fallbacks show
       * ("Failed to fetch notifications", "Failed to get unread count"…).
       */
      statusErrorWithoutMessage: group('notifications', [
        http.get('/api/v1/{area}/notifications', ({ response }) =>
          response(200).json({
            ...statusError,
            data: { notifications: [], unread_count: 0, meta: demo.pageMeta(0, 10) },
          }),
        ),
        http.get('/api/v1/{area}/notifications/unread-count', ({ response }) =>
          response(200).json({ ...statusError, data: { count: 0 } }),
        ),
      ]),
    },
    interviews: {
      ...common.interviews,
      /** No interview on either side (the conversations are there: a proposal can be made). */
      empty: createHandlerGroups(withoutInterviews).interviews,
      /** Booking answers 409: another booking of the proposal came first. */
      bookTaken: group('interviews', [
        http.post('/api/v1/c/interviews/{id}/book', ({ response }) =>
          response(409).json({ message: INTERVIEW_MESSAGES.alreadyBooked }),
        ),
      ]),
    },
    team: {
      ...common.team,
      /** Only the owner: no other member, invitation, hiring team, note or scorecard. */
      empty: none.team,
      /**
       * The signed-in member is the interviewer (Kenji Watanabe, on the robotics posting's hiring
       * team): the invitations and role changes answer 403 `TEAM_MESSAGES.forbidden('interviewer',
       * 'company')`, setting a hiring team 403 (`'postings'`); he has submitted no scorecard on Luca
       * Bianchi's application (hidden) and one on Maya Okafor's (visible). Over a state of its own.
       */
      interviewer: createHandlerGroups(asInterviewer).team,
      /**
       * The signed-in member is the recruiter (Elena Marsh): the invitations and role changes answer
       * 403 `TEAM_MESSAGES.forbidden('recruiter', 'company')`; hiring teams may be set; she has
       * submitted her scorecards on both applications (all visible). Over a state of its own.
       */
      recruiter: createHandlerGroups(asRecruiter).team,
      /** The invitation link is unknown, used, revoked or expired: 404 on every token. */
      invitationInvalid: group('team', [
        http.get('/api/v1/auth/invitation', ({ response }) =>
          response(404).json({ message: TEAM_MESSAGES.invitationInvalid }),
        ),
      ]),
    },
    conversations: {
      ...common.conversations,
      /** No conversation at all; unread count 0. */
      empty: none.conversations,
      /** One conversation of each side has 120 unread messages (badge "99+"). */
      manyUnread: createHandlerGroups(manyUnread).conversations,
      /** The first conversation of each side has 60 earlier messages (a second page). */
      longHistory: createHandlerGroups(longHistory).conversations,
      /** Sending answers 422 on `body` (a control character), as the server words it. */
      sendInvalid: group('conversations', [
        http.post('/api/v1/{area}/applications/{id}/messages', ({ response }) =>
          response(422).json(
            refusal(CONVERSATION_MESSAGES.controlCharacters, {
              body: [CONVERSATION_MESSAGES.controlCharacters],
            }),
          ),
        ),
      ]),
      /** Sending answers 429 (30 messages a minute), `Retry-After: 60`. */
      sendRateLimited: group('conversations', [
        http.post('/api/v1/{area}/applications/{id}/messages', ({ response }) =>
          response(429).json(
            { message: CONVERSATION_MESSAGES.tooMany },
            { headers: { 'Retry-After': '60' } },
          ),
        ),
      ]),
      /** Sending answers 409: writing closed since the page was read. */
      sendClosed: group('conversations', [
        http.post('/api/v1/{area}/applications/{id}/messages', ({ response }) =>
          response(409).json({ message: CONVERSATION_MESSAGES.closed }),
        ),
      ]),
      /** The stream cannot be opened (503): the screens fall back to polling. */
      streamDown: group('conversations', [
        http.get('/api/v1/{area}/messages/stream', ({ response }) =>
          response(503).json(
            { message: HTTP_MESSAGES.serverError },
            { headers: { 'Retry-After': '5' } },
          ),
        ),
      ]),
    },
    settings: {
      ...common.settings,
      /** Notification settings answer `status: 'error'` without a message. */
      notificationSettingsError: group('settings', [
        http.get('/api/v1/{area}/settings/notification', ({ response }) =>
          response(200).json({ ...statusError, data: { settings: {}, frequency: 'instant' } }),
        ),
      ]),
      /** The second factor is on, with 9 recovery codes left (issue 35). */
      twoFactorOn: group('settings', [
        http.get('/api/v1/{area}/settings/security/two-factor', ({ response }) =>
          response(200).json({
            status: 'success',
            message: 'Two-factor status retrieved successfully',
            data: { enabled: true, recovery_codes_left: 9 },
          }),
        ),
      ]),
      /** Confirming the second factor answers 422 on `code` (a wrong code; issue 35). */
      twoFactorCodeInvalid: group('settings', [
        http.post('/api/v1/{area}/settings/security/two-factor/confirm', ({ response }) =>
          response(422).json(
            refusal('The given data was invalid.', { code: ['The code is not valid.'] }),
          ),
        ),
      ]),
      /** Saving the profile answers 422 on the names. */
      profileInvalid: group('settings', [
        http.put('/api/v1/{area}/settings/profile', ({ response }) =>
          response(422).json(
            refusal('The given data was invalid.', {
              first_name: ['The first name field is required.'],
              last_name: ['The last name field is required.'],
            }),
          ),
        ),
      ]),
    },
    dashboard: {
      ...common.dashboard,
      /** A customer who has not saved or applied to anything yet. */
      newCustomer: none.dashboard,
      /** A business without postings yet. */
      newBusiness: none.dashboard,
    },
    jobs: {
      ...common.jobs,
      /** The search finds nothing (every facet 0). */
      empty: none.jobs,
      /** Results for the corrected keywords ("sofware enginer" → "software engineer"), beyond the 10,000 counted. */
      corrected: group('jobs', [
        http.get('/api/v1/c/jobs', ({ response }) =>
          response(200).json({
            data: [demo.summaryOf(demo.jobs.robotics), demo.summaryOf(demo.jobs.backend)],
            meta: demo.pageMeta(10_000),
            facets: facetsOf([]),
            total_is_capped: true,
            correction: { query: 'software engineer', original: 'sofware enginer' },
          }),
        ),
      ]),
      /**
       * The robotics job asks one screening question of every kind (yes/no, single and multiple
       * choice, number, short and long text); its answers are not kept by the default state.
       */
      everyQuestionKind: createHandlerGroups(everyKind).jobs,
      /** Applying answers 409 "You have already applied to this job." */
      alreadyApplied: group('jobs', [
        http.post('/api/v1/c/jobs/{id}/apply', ({ response }) =>
          response(409).json({ message: 'You have already applied to this job.' }),
        ),
      ]),
      /** Applying succeeds (the normal handler; kept as a name stories use). */
      applySucceeds: groups.jobs,
    },
    companies: {
      ...common.companies,
      /** Browse Companies finds nothing. */
      empty: none.companies,
    },
    savedSearches: {
      ...common.savedSearches,
      /** No saved searches yet. */
      empty: none.savedSearches,
    },
    bookmarks: {
      ...common.bookmarks,
      /** No saved jobs. */
      empty: none.bookmarks,
    },
    applications: {
      ...common.applications,
      /** No applications, sent or received. */
      empty: none.applications,
      /** A bulk move refused as a whole: the first applicant is already hired. */
      bulkMoveRefused: group('applications', [
        http.post('/api/v1/b/postings/{id}/applications/status', ({ response }) => {
          const hired = { status: 'hired', closedAt: null } as const;
          const reason = `Maya Okafor: ${applicationMoveRefusal(hired, 'rejected')}`;
          const message = `Nothing was moved: 1 of 2 applications cannot be moved. ${reason}`;
          return response(422).json(refusal(message, { 'application_ids.0': [reason] }));
        }),
      ]),
    },
    postings: {
      ...common.postings,
      /** A business without postings. */
      empty: none.postings,
      /** Publishing answers 422: the pay range is incomplete. */
      publishIncomplete: group('postings', [
        http.post('/api/v1/b/postings/{id}/publish', ({ response }) =>
          response(422).json(
            refusal(PUBLISH_INCOMPLETE_MESSAGE, {
              salary_max: [PUBLISH_REQUIRED_MESSAGES.salaryMax],
              salary_currency: [PUBLISH_REQUIRED_MESSAGES.salaryCurrency],
            }),
          ),
        ),
      ]),
    },
    public: common.public,
  } satisfies Record<HandlerGroupName, Record<string, HttpHandler[]>>;
}

/** Named scenarios per group over the default state: `scenarios.<group>.<name>`. */
export const scenarios = createScenarios();
