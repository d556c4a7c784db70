/**
 * Builds the MSW handlers of every operation of the contract, in named groups, over one store.
 *
 * Path matching: MSW resolves a relative handler path against `location` in a browser but keeps it
 * relative in Node, where it then matches no absolute request URL. The default base URL `*`
 * (handlers on `* /api/v1/...`) matches the contract's paths on any origin in both, so the same
 * handlers serve Storybook, the mock dev mode (same-origin relative calls) and Node tests (plain
 * `fetch('http://localhost/api/v1/...')`). Pass an origin (`http://localhost:8080`) to match only it.
 */
import { HttpResponse, delay, type HttpHandler } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../generated/schema.ts';
import { defaultMockStore, type MockStore } from '../store.ts';
import { applicationsHandlers } from './applications.ts';
import { authHandlers } from './auth.ts';
import { bookmarksHandlers } from './bookmarks.ts';
import { companiesHandlers } from './companies.ts';
import { dashboardHandlers } from './dashboard.ts';
import { jobsHandlers } from './jobs.ts';
import { notificationsHandlers } from './notifications.ts';
import { postingsHandlers } from './postings.ts';
import { savedSearchesHandlers } from './savedSearches.ts';
import { publicHandlers } from './public.ts';
import { sessionHandlers } from './session.ts';
import { settingsHandlers } from './settings.ts';
import { bearerToken, type HandlerContext, type MockHttp } from './shared.ts';
import { trackedHandlers } from './tracked.ts';
import { uploadsHandlers } from './uploads.ts';

/** The handler groups, in the order MSW tries them. */
export const handlerGroupNames = [
  'auth',
  'session',
  'uploads',
  'notifications',
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

/** The name of a handler group (`parameters.msw.handlers` key in Storybook). */
export type HandlerGroupName = (typeof handlerGroupNames)[number];

/** Handlers by group. */
export type HandlerGroups = Record<HandlerGroupName, HttpHandler[]>;

/** The base URL that matches the contract's paths on any origin, in Node and in browsers. */
export const defaultMockBaseUrl = '*';

/** Options of {@link createHandlers} and {@link createHandlerGroups}. */
export interface CreateHandlersOptions {
  /**
   * Prefix of every handler path: `*` matches any origin (Node and browser); an origin such as
   * `http://localhost:8080` matches only it; `''` matches same-origin relative paths in a browser
   * only (Node keeps relative paths relative and never matches them).
   * @default '*'
   */
  baseUrl?: string;
  /** The store the handlers read and change. @default the shared default store */
  store?: MockStore;
  /**
   * Delay before every answer: milliseconds, or `'real'` for MSW's realistic 100–400 ms in
   * browsers (5 ms in Node).
   * @default 0
   */
  latency?: number | 'real';
  /**
   * Refuse a state-changing request that carries no Bearer token unless its `X-XSRF-TOKEN` header
   * matches the `XSRF-TOKEN` cookie, with 419 "CSRF token mismatch." — as the server does. Off by
   * default so that plain `fetch` calls in tests need no cookie dance.
   * @default false
   */
  enforceCsrf?: boolean;
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

type Prelude = (request: Request, cookies: Record<string, string>) => Promise<Response | undefined>;
type AnyResolver = (info: {
  request: Request;
  cookies: Record<string, string>;
  response: { untyped(response: Response): unknown };
}) => unknown;
type AnyRegister = (path: string, resolver: AnyResolver, options?: unknown) => HttpHandler;

/**
 * Wraps the typed `http` so that every resolver first runs `prelude` (latency, CSRF check); a
 * Response from the prelude answers instead of the resolver. The typed surface is unchanged.
 */
function withPrelude(http: MockHttp, prelude: Prelude): MockHttp {
  const wrap =
    (register: AnyRegister): AnyRegister =>
    (path, resolver, options) =>
      register(
        path,
        async (info) => {
          const early = await prelude(info.request, info.cookies);
          return early ? info.response.untyped(early) : resolver(info);
        },
        options,
      );
  const raw = http as unknown as Record<
    'get' | 'put' | 'post' | 'delete' | 'options' | 'head' | 'patch',
    AnyRegister
  >;
  return {
    get: wrap(raw.get),
    put: wrap(raw.put),
    post: wrap(raw.post),
    delete: wrap(raw.delete),
    options: wrap(raw.options),
    head: wrap(raw.head),
    patch: wrap(raw.patch),
    untyped: http.untyped,
  } as unknown as MockHttp;
}

/** The typed `http` and store every group is built from. */
export function createHandlerContext(options: CreateHandlersOptions = {}): HandlerContext {
  const {
    baseUrl = defaultMockBaseUrl,
    store = defaultMockStore,
    latency = 0,
    enforceCsrf = false,
  } = options;
  let http: MockHttp = createOpenApiHttp<paths>({ baseUrl });
  if (latency !== 0 || enforceCsrf) {
    http = withPrelude(http, async (request, cookies) => {
      if (latency !== 0) await delay(latency);
      if (enforceCsrf && STATE_CHANGING.has(request.method) && bearerToken(request) === null) {
        const header = request.headers.get('x-xsrf-token');
        const cookie = cookies['XSRF-TOKEN'];
        if (!header || !cookie || decodeURIComponent(cookie) !== decodeURIComponent(header)) {
          return HttpResponse.json({ message: 'CSRF token mismatch.' }, { status: 419 });
        }
      }
      return undefined;
    });
  }
  return { http, store };
}

/** Every operation's handler, by group, over one store (see {@link CreateHandlersOptions}). */
export function createHandlerGroups(options: CreateHandlersOptions = {}): HandlerGroups {
  const ctx = createHandlerContext(options);
  return {
    auth: authHandlers(ctx),
    session: sessionHandlers(ctx),
    uploads: uploadsHandlers(ctx),
    notifications: notificationsHandlers(ctx),
    settings: settingsHandlers(ctx),
    dashboard: dashboardHandlers(ctx),
    jobs: jobsHandlers(ctx),
    companies: companiesHandlers(ctx),
    bookmarks: bookmarksHandlers(ctx),
    applications: [...applicationsHandlers(ctx), ...trackedHandlers(ctx)],
    postings: postingsHandlers(ctx),
    public: publicHandlers(ctx),
    savedSearches: savedSearchesHandlers(ctx),
  };
}

/** Every operation's handler, flattened (for `setupServer(...)` / `setupWorker(...)`). */
export function createHandlers(options: CreateHandlersOptions = {}): HttpHandler[] {
  return Object.values(createHandlerGroups(options)).flat();
}
