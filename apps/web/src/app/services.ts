/**
 * The app's long-lived services, created once outside React (and once per test or story): the API
 * client, the auth actor, the two toasters, the query client and the browser ports the machines
 * need. Every effect is injectable so that tests, stories and the real browser share this code.
 */
import { areaForRole, createApi, createApiClient, type Api, type Area } from '@hireloop/api';
import {
  authMachine,
  createBroadcastChannel,
  createDocumentVisibilitySource,
  createDomActivitySource,
  createMemoryChannelHub,
  helperToastPreset,
  notificationPollingMachine,
  sessionTimeoutMachine,
  startupToastPreset,
  TAB_CHANNEL_NAME,
  toastEventFor,
  toastsMachine,
  type ActivitySource,
  type AuthApi,
  type Channel,
  type NotificationsApi,
  type SessionApi,
  type StorageLike,
  type TabMessage,
  type ToastRequest,
  type VisibilitySource,
} from '@hireloop/machines';
import type { createI18n } from '@hireloop/ui';
import { QueryClient } from '@tanstack/react-query';
import { createPath } from 'react-router';
import { createActor, type ActorOptions, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { createBaseServices, type BaseServices } from './base.ts';
import type { LanguageCode, PreferenceStore, ThemeStoreOptions } from './preferences.ts';
import type { WebI18nOptions } from '../i18n/index.ts';

/**
 * How many notifications the shell keeps cached: the newest 100 (the most one list call returns).
 * The notifications screen refilters and pages through this cached list, 10 a page (R-NOTIF-1, R-LIMIT-9;
 * docs/decisions/084-notifications-screen-from-the-polling-cache.md).
 */
export const NOTIFICATION_CACHE_SIZE = 100;

/** The clock time-driven actors run on (XState's; a SimulatedClock in tests and stories). */
export type Clock = NonNullable<ActorOptions<AnyActorLogic>['clock']>;

/** The auth actor (authMachine). */
export type AuthActor = ActorRefFrom<typeof authMachine>;
/** A toaster (toastsMachine). */
export type ToastsActor = ActorRefFrom<typeof toastsMachine>;

/** Options of {@link createAppServices}; every field has a browser default. */
export interface AppServicesOptions {
  /** API origin. @default '' (same origin) */
  baseUrl?: string;
  /** fetch for the API client. @default looked up on globalThis per call (so MSW can patch it) */
  fetch?: (input: Request) => Promise<Response>;
  /** Cookie string for the XSRF token. @default document.cookie */
  getCookies?: () => string;
  /** Persistent storage. @default window.localStorage (in-memory when unavailable) */
  localStorage?: StorageLike;
  /** Per-tab storage. @default window.sessionStorage (in-memory when unavailable) */
  sessionStorage?: StorageLike;
  /** Channel shared with the other tabs. @default a BroadcastChannel named TAB_CHANNEL_NAME */
  channel?: Channel<TabMessage>;
  /** User activity (session timeout, polling idle detection). @default DOM events on window */
  activity?: ActivitySource;
  /** Tab visibility (notification polling). @default document.visibilityState */
  visibility?: VisibilitySource;
  /** The current path + search + hash, for the 401 redirect. @default location */
  currentPath?: () => string;
  /** Path the app started on (auth machine's `initialPath`). @default currentPath() */
  initialPath?: string;
  /** Clock of the time-driven actors (stories and tests pass a SimulatedClock). @default real time */
  clock?: Clock;
  /** Replacement machines, e.g. `sessionTimeoutMachine.provide({ delays: … })` in a story. */
  machines?: Partial<AppMachines>;
  /** Query client. @default {@link createQueryClient}() */
  queryClient?: QueryClient;
  /**
   * The screens' namespaces the catalogue starts with. @default the entry's; the router adds the
   * signed-in screens' with their routes (`loadScreenMessages`).
   */
  messages?: WebI18nOptions['messages'];
  /** Where the theme class goes and the system preference. @default document.documentElement, matchMedia */
  theme?: Omit<ThemeStoreOptions, 'storage'>;
  /**
   * Storage, preferences and catalogue already made by the entry (app/entry.ts), shared instead of
   * made again. @default made from the options above
   */
  base?: BaseServices;
}

/** The machines the shell starts per signed-in user. */
export interface AppMachines {
  sessionTimeout: typeof sessionTimeoutMachine;
  notificationPolling: typeof notificationPollingMachine;
}

/** What {@link createAppServices} returns. */
export interface AppServices {
  /** The typed API functions of `@hireloop/api` over the one client. */
  api: Api;
  /** The auth actor, started. */
  auth: AuthActor;
  /**
   * The two toasters (docs/decisions/007-toast-presets.md): `shell`, the interface helper's top-right
   * toaster shown inside the signed-in shell; `app`, the start-up bottom-right toaster that stays on
   * screen across sign-out (logout and expiry messages).
   */
  toasts: { shell: ToastsActor; app: ToastsActor };
  /** Shows a toast in the toaster its `scope` picks (default `shell`). */
  readonly notify: (request: ToastRequest) => void;
  queryClient: QueryClient;
  channel: Channel<TabMessage>;
  activity: ActivitySource;
  visibility: VisibilitySource;
  clock: Clock | undefined;
  machines: AppMachines;
  /** The session calls as the session timeout machine needs them. */
  sessionApi: SessionApi;
  /** The notification calls of an area as the polling machine needs them (newest 100). */
  notificationsApi(area: Area): NotificationsApi;
  /** The persisted interface preferences (R-UI-1, R-UI-2): dark theme flag and language code. */
  preferences: {
    isDark: PreferenceStore<boolean>;
    language: PreferenceStore<LanguageCode>;
    /** The sidebar is collapsed (remembered, R-SHELL-1). @default false (open) */
    sidebarCollapsed: PreferenceStore<boolean>;
  };
  /** The message catalog instance, following the language preference. */
  i18n: ReturnType<typeof createI18n>;
  /** Per-tab storage, for what a screen remembers within the tab (the last job search). */
  sessionStorage: StorageLike;
  /** Persistent storage. */
  localStorage: StorageLike;
  /** Stops the actors (tests, HMR). */
  readonly stop: () => void;
}

/**
 * The query client of the app: one retry of network and 5xx failures and none of other answers
 * (they will not change), no refetch on window focus (the machines poll what must stay fresh).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          // Only a network failure (status 0) or a 5xx may go away by itself; an answer such as a
          // 4xx or an envelope with status "error" (HTTP 200) will not.
          const status = (error as { status?: unknown }).status;
          const transient = typeof status !== 'number' || status === 0 || status >= 500;
          return transient && failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}

function defaultChannel(): Channel<TabMessage> {
  return typeof BroadcastChannel === 'undefined'
    ? createMemoryChannelHub<TabMessage>().connect()
    : createBroadcastChannel<TabMessage>(TAB_CHANNEL_NAME);
}

/** The page's path, search and hash (react-router's `createPath`), or `/` outside a browser. */
function defaultCurrentPath(): string {
  return typeof location === 'undefined' ? '/' : createPath(location);
}

/** The auth calls of `@hireloop/api` in the shape the auth machine is injected with. */
function authPort(api: Api): AuthApi {
  return {
    login: (credentials) =>
      api.auth.login({
        email: credentials.email,
        password: credentials.password,
        remember: credentials.remember ?? false,
        ...(credentials.otp ? { otp: credentials.otp } : {}),
      }),
    register: (draft) => api.auth.register(draft),
    logout: () => api.auth.logout(),
    currentUser: () => api.auth.currentUser(),
  };
}

/** The notification calls of an area in the shape the polling machine is injected with. */
export function notificationsPort(api: Api, area: Area): NotificationsApi {
  const calls = api.notifications(area);
  return {
    list: () => calls.list({ page: 1, perPage: NOTIFICATION_CACHE_SIZE, filter: 'all' }),
    markRead: (id) => calls.markRead(String(id)),
    readAll: () => calls.readAll(),
    toggleImportant: (id) => calls.toggleImportant(String(id)),
    remove: (id) => calls.remove(String(id)),
  };
}

/**
 * Creates and starts the services. The API client reads the token from the auth actor and hands
 * every 401 to it (`auth.unauthorized` with the current path, R-ERR-1).
 */
export function createAppServices(options: AppServicesOptions = {}): AppServices {
  const currentPath = options.currentPath ?? defaultCurrentPath;
  // The client and the auth actor need each other: the client reads the token lazily.
  const authRef: { current?: AuthActor } = {};
  const client = createApiClient({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.getCookies ? { getCookies: options.getCookies } : {}),
    getToken: () => authRef.current?.getSnapshot().context.token ?? null,
    onUnauthorized: (path) => authRef.current?.send({ type: 'auth.unauthorized', path }),
    currentPath,
  });
  const api = createApi(client);
  const channel = options.channel ?? defaultChannel();
  const base = options.base ?? createBaseServices(options);
  const { localStorage, sessionStorage, preferences, i18n } = base;
  const clock = options.clock;
  const actorOptions = clock ? { clock } : {};

  const auth = createActor(authMachine, {
    input: {
      api: authPort(api),
      localStorage,
      sessionStorage,
      channel,
      initialPath: options.initialPath ?? currentPath(),
    },
  });
  // Set before start: restoring a token without a user fetches the user at once, with the token.
  authRef.current = auth;
  auth.start();

  const toasts = {
    shell: createActor(toastsMachine, {
      ...actorOptions,
      input: { preset: helperToastPreset },
    }).start(),
    app: createActor(toastsMachine, {
      ...actorOptions,
      input: { preset: startupToastPreset },
    }).start(),
  };

  const queryClient = options.queryClient ?? createQueryClient();
  return {
    api,
    auth,
    toasts,
    notify: (request) => {
      const toaster = request.scope === 'app' ? toasts.app : toasts.shell;
      toaster.send(toastEventFor(request));
    },
    queryClient,
    channel,
    activity: options.activity ?? createDomActivitySource(),
    visibility: options.visibility ?? createDocumentVisibilitySource(),
    clock,
    machines: {
      sessionTimeout: options.machines?.sessionTimeout ?? sessionTimeoutMachine,
      notificationPolling: options.machines?.notificationPolling ?? notificationPollingMachine,
    },
    sessionApi: api.session,
    notificationsApi: (area) => notificationsPort(api, area),
    preferences,
    i18n,
    sessionStorage,
    localStorage,
    stop() {
      auth.stop();
      toasts.shell.stop();
      toasts.app.stop();
      queryClient.clear();
    },
  };
}

/** The notification/settings area of the signed-in user (R-ROLE-4: customer when no role). */
export { areaForRole };
