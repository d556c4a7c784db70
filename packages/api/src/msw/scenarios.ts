/**
 * Named network scenarios for stories and tests. `scenarios.<group>.<name>` is a complete handler
 * array for one group: its overrides first, then the group's normal handlers for every call it
 * does not override. Use it in place of that group:
 *
 * @example Storybook (msw-storybook-addon: `parameters.msw.handlers` is a record of groups)
 *   parameters: { msw: { handlers: { ...handlerGroups, notifications: scenarios.notifications.empty } } }
 * @example Node tests
 *   server.use(...scenarios.notifications.rateLimited);
 *
 * Every group has `serverError` (500), `rateLimited` (429 with `Retry-After: 30`) and `loading`
 * (never answers); groups of signed-in calls also `unauthenticated` (401). A few scenarios answer
 * deliberately off-contract shapes to exercise the client's fallbacks (spec §8); they say so.
 */
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '../generated/schema.ts';
import { HttpHandler, HttpResponse, delay } from 'msw';
import type { paths } from '../generated/schema.ts';
import {
  createFaker,
  makeApplication,
  makeJobSummary,
  makeNotification,
  makePaginationMeta,
  makeUser,
} from './fixtures.ts';
import {
  createHandlerContext,
  createHandlerGroups,
  handlerGroupNames,
  type CreateHandlersOptions,
  type HandlerGroupName,
  type HandlerGroups,
} from './handlers/index.ts';
import { pageParams, searchParams } from './handlers/shared.ts';
import type { Schemas } from './types.ts';

/** `Retry-After` of the rate-limited scenarios, in seconds. */
export const SCENARIO_RETRY_AFTER_SECONDS = 30;
/** Seconds left in the `expiring` session scenario: under the 5-minute warning (spec §4). */
export const SCENARIO_EXPIRING_SECONDS = 290;

const SERVER_ERROR = {
  message: 'Something went wrong on our side. Please try again.',
} satisfies Schemas['Message'];
const RATE_LIMITED = {
  message: `Too many requests. Please try again in ${SCENARIO_RETRY_AFTER_SECONDS} seconds.`,
} satisfies Schemas['Message'];
const UNAUTHENTICATED = { message: 'Unauthenticated.' } satisfies Schemas['Message'];

// ---------------------------------------------------------------- contract guarantees, at compile time

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
/** Operations (`GET /path`) whose responses do not declare `Status`. */
type OperationsLacking<Status extends number> = {
  [Path in keyof paths]: {
    [M in Method]: paths[Path][M] extends { responses: infer Responses }
      ? Status extends keyof Responses
        ? never
        : `${Uppercase<M>} ${Path & string}`
      : never;
  }[Method];
}[keyof paths];
type Assert<Condition extends true> = Condition;
/** The generic 500 and 429 scenarios answer statuses every operation declares. */
export type _EveryOperationDeclares500 = Assert<
  [OperationsLacking<500>] extends [never] ? true : false
>;
export type _EveryOperationDeclares429 = Assert<
  [OperationsLacking<429>] extends [never] ? true : false
>;

/** The operations without 401 (public calls); the generic 401 scenario leaves them alone. */
const OPERATIONS_WITHOUT_401 = [
  'GET /sanctum/csrf-cookie',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'GET /api/v1/media/{key}',
  'GET /api/v1/health',
  'GET /api/v1/health/live',
  'GET /api/v1/health/ready',
  'GET /api/v1/stats',
  'POST /api/v1/saved-searches/unsubscribe',
] as const satisfies readonly OperationsLacking<401>[];
export type _OnlyPublicOperationsLack401 = Assert<
  [Exclude<OperationsLacking<401>, (typeof OPERATIONS_WITHOUT_401)[number]>] extends [never]
    ? true
    : false
>;

function declares401(handler: HttpHandler): boolean {
  const { method, path } = handler.info;
  if (typeof path !== 'string' || typeof method !== 'string') return true;
  return !OPERATIONS_WITHOUT_401.some((operation) => {
    const [opMethod, opPath = ''] = operation.split(' ');
    return opMethod === method.toUpperCase() && path.endsWith(opPath.replace(/\{(\w+)\}/g, ':$1'));
  });
}

/** The same routes as `handlers`, answered by `answer` instead. */
function replaceAll(
  handlers: HttpHandler[],
  answer: () => Promise<Response> | Response,
): HttpHandler[] {
  return handlers.map((handler) => new HttpHandler(handler.info.method, handler.info.path, answer));
}

/** The scenarios every group has. */
export interface CommonScenarios {
  /** Every call of the group answers 500 with the server's generic message. */
  serverError: HttpHandler[];
  /** Every call of the group answers 429 with `Retry-After: 30` (spec §4 back-off). */
  rateLimited: HttpHandler[];
  /** Every call of the group never answers (loading states, skeletons). */
  loading: HttpHandler[];
  /** Every signed-in call of the group answers 401 (spec §8: signed out). */
  unauthenticated: HttpHandler[];
}

function commonScenarios(handlers: HttpHandler[]): CommonScenarios {
  return {
    serverError: replaceAll(handlers, () => HttpResponse.json(SERVER_ERROR, { status: 500 })),
    rateLimited: replaceAll(handlers, () =>
      HttpResponse.json(RATE_LIMITED, {
        status: 429,
        headers: {
          'Retry-After': String(SCENARIO_RETRY_AFTER_SECONDS),
          'RateLimit-Limit': '30',
          'RateLimit-Remaining': '0',
          'RateLimit-Reset': String(SCENARIO_RETRY_AFTER_SECONDS),
        },
      }),
    ),
    loading: replaceAll(handlers, async () => {
      await delay('infinite');
      return HttpResponse.json(SERVER_ERROR, { status: 500 });
    }),
    unauthenticated: [
      ...replaceAll(handlers.filter(declares401), () =>
        HttpResponse.json(UNAUTHENTICATED, { status: 401 }),
      ),
      ...handlers,
    ],
  };
}

/**
 * Builds the scenarios over the same store and base URL as {@link createHandlerGroups} with the
 * same options, so a scenario's untouched calls behave exactly like the normal handlers.
 */
export function createScenarios(options: CreateHandlersOptions = {}) {
  const groups: HandlerGroups = createHandlerGroups(options);
  const { http } = createHandlerContext({ ...options, latency: 0, enforceCsrf: false });
  const group = (name: HandlerGroupName, overrides: HttpHandler[]): HttpHandler[] => [
    ...overrides,
    ...groups[name],
  ];
  const common = Object.fromEntries(
    handlerGroupNames.map((name) => [name, commonScenarios(groups[name])]),
  ) as Record<HandlerGroupName, CommonScenarios>;

  const notificationList = (notifications: Schemas['Notification'][]): HttpHandler[] => [
    http.get('/api/v1/{area}/notifications', ({ request, response }) => {
      const page = pageParams(request, { maxPerPage: 100, defaultPerPage: 10 });
      if (!page.ok) return response(page.status).json(page.body);
      const filter = searchParams(request).get('filter');
      const shown = notifications.filter((item) =>
        filter === 'unread' ? !item.is_read : filter === 'important' ? item.is_important : true,
      );
      const start = (page.page - 1) * page.perPage;
      return response(200).json({
        status: 'success',
        message: 'Notifications retrieved successfully',
        data: {
          notifications: shown.slice(start, start + page.perPage),
          unread_count: notifications.filter((item) => !item.is_read).length,
          meta: makePaginationMeta(shown.length, page.page, page.perPage),
        },
      });
    }),
    http.get('/api/v1/{area}/notifications/unread-count', ({ response }) =>
      response(200).json({
        status: 'success',
        message: 'Unread count retrieved successfully',
        data: { count: notifications.filter((item) => !item.is_read).length },
      }),
    ),
  ];

  /** 150 notifications, 120 of them unread: the badge shows "99+" (spec §2). */
  const manyNotifications = (() => {
    const faker = createFaker(150);
    const now = Date.now();
    return Array.from({ length: 150 }, (_, index) =>
      makeNotification(
        {
          is_read: index >= 120,
          is_important: index % 9 === 0,
          timestamp: new Date(now - index * 47 * 60_000).toISOString().replace(/\.\d{3}Z$/, 'Z'),
        },
        { faker, now },
      ),
    );
  })();

  /** The two jobs of the corrected search (fixed seed, so every run shows the same cards). */
  const correctedJobs = (() => {
    const faker = createFaker(12);
    const now = Date.now();
    return ['Software Engineer Intern', 'Software Engineer, New Grad'].map((title) =>
      makeJobSummary({ title }, { faker, now }),
    );
  })();

  const statusError = (message: string) => ({ status: 'error' as const, message });

  const emptyPage = { data: [], meta: makePaginationMeta(0) };
  /** Every facet of a search that finds nothing. */
  const emptyFacets: Schemas['JobFacets'] = {
    workplace_type: workplaceTypeValues.map((value) => ({
      value,
      count: 0,
    })),
    employment_type: employmentTypeValues.map((value) => ({
      value,
      count: 0,
    })),
    experience_level: experienceLevelValues.map((value) => ({
      value,
      count: 0,
    })),
    posted_within_days: daysWithinValues.map((value) => ({
      value,
      count: 0,
    })),
    location: [],
    sponsorship: sponsorshipValues.map((value) => ({ value, count: 0 })),
    term: [],
  };

  return {
    auth: {
      ...common.auth,
      /** Login answers 422 "These credentials do not match our records." whatever is sent. */
      invalidCredentials: group('auth', [
        http.post('/api/v1/auth/login', ({ response }) => {
          const message = 'These credentials do not match our records.';
          return response(422).json({ message, errors: { email: [message] } });
        }),
      ]),
      /** Register answers 422 with per-field messages (spec §5 password rules among them). */
      registrationErrors: group('auth', [
        http.post('/api/v1/auth/register', ({ response }) =>
          response(422).json({
            message: 'The given data was invalid.',
            errors: {
              email: ['This e-mail address is already registered.'],
              password: ['Must contain uppercase letter', 'Must contain special character'],
              password_confirmation: ['The password confirmation does not match.'],
            },
          }),
        ),
      ]),
      /** Register fails with 500: the client shows "Registration failed. Please try again." */
      registrationFails: group('auth', [
        http.post('/api/v1/auth/register', ({ response }) => response(500).json(SERVER_ERROR)),
      ]),
      /** Off-contract on purpose: login answers a user without a token ("Invalid response format from login API"). */
      invalidLoginResponse: group('auth', [
        http.post('/api/v1/auth/login', ({ response }) =>
          response.untyped(
            HttpResponse.json({
              user: makeUser({}, { faker: createFaker(3) }),
              roles: ['customer'],
            }),
          ),
        ),
      ]),
      /** Off-contract on purpose: login answers `{data: {user, token, roles}}` (spec §7 "or under data"). */
      loginUnderData: group('auth', [
        http.post('/api/v1/auth/login', ({ response }) => {
          const user = makeUser({}, { faker: createFaker(4) });
          return response.untyped(
            HttpResponse.json({
              data: { user, token: 'mock-wrapped-token-00000000000000000000', roles: [user.role] },
            }),
          );
        }),
      ]),
      /** Off-contract on purpose: login fails with an empty body ("Authentication failed"). */
      loginFailsWithoutMessage: group('auth', [
        http.post('/api/v1/auth/login', ({ response }) =>
          response.untyped(HttpResponse.json({}, { status: 500 })),
        ),
      ]),
      /** Logout answers 500: the client signs out anyway with "You have been logged out". */
      logoutFails: group('auth', [
        http.post('/api/v1/auth/logout', ({ response }) => response(500).json(SERVER_ERROR)),
      ]),
      /** The first login answers 419 "CSRF token mismatch."; the retry goes through (spec §8). */
      csrfMismatchOnce: group('auth', [
        http.post(
          '/api/v1/auth/login',
          ({ response }) => response(419).json({ message: 'CSRF token mismatch.' }),
          { once: true },
        ),
      ]),
      /**
       * The session status says 290 s are left (the warning shows, spec §4). Same overrides as
       * `session.expiring`, listed under `auth` too: in a record of groups `auth` comes before
       * `session`, so this override wins when it replaces the `auth` group.
       */
      sessionExpiring: group('auth', [
        http.get('/api/v1/auth/session/status', ({ response }) =>
          response(200).json({
            data: { is_expired: false, expires_in_seconds: SCENARIO_EXPIRING_SECONDS },
          }),
        ),
      ]),
    },

    session: {
      ...common.session,
      /** 290 s left: under the 5-minute warning; extend and heartbeat still work (900 s after). */
      expiring: group('session', [
        http.get('/api/v1/auth/session/status', ({ response }) =>
          response(200).json({
            data: { is_expired: false, expires_in_seconds: SCENARIO_EXPIRING_SECONDS },
          }),
        ),
      ]),
      /** The token is gone (revoked or expired): every session call answers 401. */
      expired: common.session.unauthenticated,
      /** Past the inactivity limit: status answers `is_expired: true`, heartbeat and extend 401. */
      inactive: group('session', [
        http.get('/api/v1/auth/session/status', ({ response }) =>
          response(200).json({ data: { is_expired: true, expires_in_seconds: 0 } }),
        ),
        http.post('/api/v1/auth/session/heartbeat', ({ response }) =>
          response(401).json(UNAUTHENTICATED),
        ),
        http.post('/api/v1/auth/session/extend', ({ response }) =>
          response(401).json(UNAUTHENTICATED),
        ),
      ]),
      /** "Stay Logged In" fails (500): toast "Failed to extend session", then sign-out. */
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
        http.get('/api/v1/uploads/logo', ({ response }) =>
          response(200).json({
            status: 'success',
            data: { data: { logo_url: null, logo_thumb_url: null } },
          }),
        ),
      ]),
      /** Removing the avatar or logo fails (the client returns false, spec §8). */
      removeFails: group('uploads', [
        http.post('/api/v1/uploads/avatar/remove', ({ response }) =>
          response(500).json(SERVER_ERROR),
        ),
        http.post('/api/v1/uploads/logo/remove', ({ response }) =>
          response(500).json(SERVER_ERROR),
        ),
      ]),
      /** Uploads are refused as too large (422 on the field). */
      uploadTooLarge: group('uploads', [
        http.post('/api/v1/uploads/avatar', ({ response }) => {
          const message = 'The avatar may not be larger than 2 MB.';
          return response(422).json({ message, errors: { avatar: [message] } });
        }),
        http.post('/api/v1/uploads/logo', ({ response }) => {
          const message = 'The logo may not be larger than 2 MB.';
          return response(422).json({ message, errors: { logo: [message] } });
        }),
      ]),
    },

    notifications: {
      ...common.notifications,
      /** No notifications at all; unread count 0. */
      empty: group('notifications', notificationList([])),
      /** 150 notifications, 120 unread (badge "99+"), 10 a page. */
      many: group('notifications', notificationList(manyNotifications)),
      /** Every notification read. */
      allRead: group(
        'notifications',
        notificationList(
          manyNotifications.slice(0, 12).map((item) => ({ ...item, is_read: true })),
        ),
      ),
      /** The list and the count answer `status: 'error'` with a server message. */
      statusError: group('notifications', [
        http.get('/api/v1/{area}/notifications', ({ response }) =>
          response(200).json({
            ...statusError('Notifications are temporarily unavailable.'),
            data: { notifications: [], unread_count: 0, meta: makePaginationMeta(0, 1, 10) },
          }),
        ),
        http.get('/api/v1/{area}/notifications/unread-count', ({ response }) =>
          response(200).json({
            ...statusError('Notifications are temporarily unavailable.'),
            data: { count: 0 },
          }),
        ),
      ]),
      /**
       * Every call answers `status: 'error'` with an empty message: the client's fallbacks show
       * ("Failed to fetch notifications", "Failed to get unread count", "Failed to mark
       * notification as read", "Failed to delete notification", spec §8).
       */
      statusErrorWithoutMessage: group('notifications', [
        http.get('/api/v1/{area}/notifications', ({ response }) =>
          response(200).json({
            ...statusError(''),
            data: { notifications: [], unread_count: 0, meta: makePaginationMeta(0, 1, 10) },
          }),
        ),
        http.get('/api/v1/{area}/notifications/unread-count', ({ response }) =>
          response(200).json({ ...statusError(''), data: { count: 0 } }),
        ),
        http.post('/api/v1/{area}/notifications/mark-read/{id}', ({ params, response }) =>
          response(200).json({
            ...statusError(''),
            data: makeNotification({ id: params.id }, { faker: createFaker(5) }),
          }),
        ),
        http.delete('/api/v1/{area}/notifications/delete/{id}', ({ response }) =>
          response(200).json({ ...statusError(''), data: null }),
        ),
      ]),
    },

    settings: {
      ...common.settings,
      /**
       * Notification settings answer `status: 'error'` with an empty message: "Failed to fetch
       * notification settings" and "Failed to update notification settings" show (spec §8).
       */
      notificationSettingsError: group('settings', [
        http.get('/api/v1/{area}/settings/notification', ({ response }) =>
          response(200).json({ ...statusError(''), data: { settings: {}, frequency: 'instant' } }),
        ),
        http.put('/api/v1/{area}/settings/notification', ({ response }) =>
          response(200).json({ ...statusError(''), data: { settings: {}, frequency: 'instant' } }),
        ),
      ]),
      /** Saving the profile answers 422 on the names. */
      profileInvalid: group('settings', [
        http.put('/api/v1/{area}/settings/profile', ({ response }) =>
          response(422).json({
            message: 'The given data was invalid.',
            errors: {
              first_name: ['The first name field is required.'],
              last_name: ['The last name field is required.'],
            },
          }),
        ),
      ]),
      /** The verification link has expired (422). */
      verificationExpired: group('settings', [
        http.post('/api/v1/{area}/settings/account/verify-email/{token}', ({ response }) => {
          const message = 'This verification link has expired. Request a new one.';
          return response(422).json({ message, errors: { token: [message] } });
        }),
      ]),
    },

    dashboard: {
      ...common.dashboard,
      /** A customer who has not saved or applied to anything yet. */
      newCustomer: group('dashboard', [
        http.get('/api/v1/c/dashboard', ({ response }) =>
          response(200).json({
            data: {
              applications_by_status: {
                submitted: 0,
                reviewing: 0,
                interviewing: 0,
                offered: 0,
                hired: 0,
                rejected: 0,
                withdrawn: 0,
              },
              saved_jobs_count: 0,
              saved_jobs: [],
              recent_applications: [],
              recommended_jobs: [],
              unread_notifications: 0,
            },
          }),
        ),
      ]),
      /** A business without postings yet. */
      newBusiness: group('dashboard', [
        http.get('/api/v1/b/dashboard', ({ response }) =>
          response(200).json({
            data: {
              postings_by_status: { draft: 0, published: 0, closed: 0 },
              new_applications_count: 0,
              recent_applications: [],
              postings: [],
            },
          }),
        ),
      ]),
    },

    jobs: {
      ...common.jobs,
      /** The search finds nothing (every facet 0). */
      empty: group('jobs', [
        http.get('/api/v1/c/jobs', ({ response }) =>
          response(200).json({
            ...emptyPage,
            facets: emptyFacets,
            total_is_capped: false,
            correction: null,
          }),
        ),
      ]),
      /**
       * The keywords had a typo: results for the correction ("sofware enginer" → "software
       * engineer"), more than the 10,000 counted ("10,000+").
       */
      corrected: group('jobs', [
        http.get('/api/v1/c/jobs', ({ response }) =>
          response(200).json({
            data: correctedJobs,
            meta: makePaginationMeta(10_000),
            facets: emptyFacets,
            total_is_capped: true,
            correction: { query: 'software engineer', original: 'sofware enginer' },
          }),
        ),
      ]),
      /** Applying answers 409 "You have already applied to this job." */
      alreadyApplied: group('jobs', [
        http.post('/api/v1/c/jobs/{id}/apply', ({ response }) =>
          response(409).json({ message: 'You have already applied to this job.' }),
        ),
      ]),
      /** Applying answers 409 for a closed job. */
      jobClosed: group('jobs', [
        http.post('/api/v1/c/jobs/{id}/apply', ({ response }) =>
          response(409).json({ message: 'This job is closed and no longer accepts applications.' }),
        ),
      ]),
      /** Applying answers 201 with an application, whatever is sent (for the success screen). */
      applySucceeds: group('jobs', [
        http.post('/api/v1/c/jobs/{id}/apply', ({ response }) =>
          response(201).json({ data: makeApplication({}, { faker: createFaker(6) }) }),
        ),
      ]),
    },

    companies: {
      ...common.companies,
      /** Browse Companies finds nothing. */
      empty: group('companies', [
        http.get('/api/v1/c/companies', ({ response }) => response(200).json(emptyPage)),
      ]),
    },

    savedSearches: {
      ...common.savedSearches,
      /** No saved searches yet. */
      empty: group('savedSearches', [
        http.get('/api/v1/c/saved-searches', ({ response }) => response(200).json({ data: [] })),
      ]),
    },

    bookmarks: {
      ...common.bookmarks,
      /** No saved jobs. */
      empty: group('bookmarks', [
        http.get('/api/v1/c/bookmarks', ({ response }) => response(200).json(emptyPage)),
      ]),
    },

    applications: {
      ...common.applications,
      /** No applications, sent or received. */
      empty: group('applications', [
        http.get('/api/v1/c/applications', ({ response }) => response(200).json(emptyPage)),
        http.get('/api/v1/b/applications', ({ response }) => response(200).json(emptyPage)),
      ]),
      /** The board's bulk move is refused by the status rules: the first applicant is already hired. */
      bulkMoveRefused: group('applications', [
        http.post('/api/v1/b/postings/{id}/applications/status', ({ response }) => {
          const reason =
            'Maya Okafor: This application is already hired and can no longer change status.';
          return response(422).json({
            message: `Nothing was moved: 1 of 2 applications cannot be moved. ${reason}`,
            errors: { 'application_ids.0': [reason] },
          });
        }),
      ]),
    },

    postings: {
      ...common.postings,
      /** A business without postings. */
      empty: group('postings', [
        http.get('/api/v1/b/postings', ({ response }) => response(200).json(emptyPage)),
      ]),
      /** Publishing answers 422: the pay range is incomplete. */
      publishIncomplete: group('postings', [
        http.post('/api/v1/b/postings/{id}/publish', ({ response }) =>
          response(422).json({
            message: 'A complete pay range is required to publish.',
            errors: {
              salary_max: ['The maximum pay is required to publish.'],
              salary_currency: ['The currency is required to publish.'],
            },
          }),
        ),
      ]),
    },

    public: {
      ...common.public,
      /** The database does not answer: health 503. */
      databaseDown: group('public', [
        http.get('/api/v1/health', ({ response }) =>
          response(503).json({
            status: 'unavailable',
            database: 'unavailable',
            version: '1.0.0',
            uptime_seconds: 0,
            checked_at: new Date().toISOString().replace(/\.\d{3}Z$/, 'Z'),
          }),
        ),
      ]),
    },
  } satisfies Record<HandlerGroupName, CommonScenarios & Record<string, HttpHandler[]>>;
}

/** The scenarios of every group (see {@link createScenarios}). */
export type Scenarios = ReturnType<typeof createScenarios>;
