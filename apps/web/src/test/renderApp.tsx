/**
 * Renders the real route tree in a memory router with test services: the guards, lazy modules and
 * screens as in the browser, the API answered by the canned handlers of `@hireloop/api/msw` (a
 * test's own handlers first), storage in memory.
 */
import { createHandlerGroups, createMockState, demoAccounts } from '@hireloop/api/msw';
import { HTTP_MESSAGES } from '@hireloop/api/rules';
import {
  AUTH_STORAGE_KEY,
  createManualActivitySource,
  createManualVisibilitySource,
  createMemoryChannelHub,
  createMemoryStorage,
  type StorageLike,
  type StoredAuth,
  type TabMessage,
} from '@hireloop/machines';
import { render, type RenderResult } from '@testing-library/react';
import { getResponse, HttpResponse, type RequestHandler } from 'msw';
import type React from 'react';
import { AfterHydration } from '../app/AfterHydration.tsx';
import { keepInputTypedBeforeHydration } from '../app/typedBeforeHydration.ts';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, createPath, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { connectAuthNavigation } from '../app/authNavigation.ts';
import { entryFor } from '../app/entry.ts';
import { createAppServices, type AppServices, type AppServicesOptions } from '../app/services.ts';
import { webMessages } from '../i18n/messages/index.ts';
import { createRoutes } from '../router.tsx';

/** The path of a contract operation on any origin, for msw: `api('/c/jobs')`. */
export const api = (path: string) => `*/api/v1${path}`;

/** A recorded request. */
export interface RecordedCall {
  method: string;
  path: string;
}

/**
 * A `fetch` answered by `handlers` (msw handlers on any origin, as `http.get(api('/c/jobs'), …)`), then by
 * the canned handlers of `@hireloop/api/msw` over a fresh mock state, else 404. `calls`
 * records every request.
 */
export function createMockFetch(handlers: RequestHandler[] = []) {
  const calls: RecordedCall[] = [];
  const all = [...handlers, ...Object.values(createHandlerGroups(createMockState())).flat()];
  const fetch = async (request: Request): Promise<Response> => {
    calls.push({ method: request.method, path: new URL(request.url).pathname });
    const notFound = () => HttpResponse.json({ message: HTTP_MESSAGES.notFound }, { status: 404 });
    return (await getResponse(all, request)) ?? notFound();
  };
  return { fetch, calls };
}

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** The path to start on. @default '/' */
  path?: string;
  /** Who is signed in: a role (stored auth with user), `token-only` (stored token, no user), or nobody. */
  signedIn?: 'customer' | 'business' | { tokenOnly: true; remember?: boolean } | null;
  /** Remember me for the stored auth. @default false */
  remember?: boolean;
  /** msw handlers answering before the canned ones (`http.get(api('/c/jobs'), …)`). */
  handlers?: RequestHandler[];
  /** Extra service options. */
  services?: Partial<AppServicesOptions>;
  /**
   * `renderScreen` only: render the screen to HTML first (as the prerender does), call this with
   * the container (what a visitor does before the script ran: tick a radio, type), then hydrate
   * as main.tsx does, keeping what was typed (app/typedBeforeHydration.ts).
   */
  beforeHydration?: (container: HTMLElement) => void;
}

/** What {@link renderApp} returns. */
export interface RenderedApp extends RenderResult {
  router: DataRouter;
  services: AppServices;
  calls: RecordedCall[];
  localStorage: ReturnType<typeof createMemoryStorage>;
  sessionStorage: ReturnType<typeof createMemoryStorage>;
  /** The current path + search. */
  location(): string;
}

/** Stored auth of a role, as the auth machine writes it. */
export function storedAuthOf(role: 'customer' | 'business', remember = false): StoredAuth {
  const { user, token } = demoAccounts[role];
  return {
    token,
    user: {
      id: user.id,
      role,
      email: user.email,
      firstName: user.first_name,
      lastName: user.last_name,
      businessName: user.business_name,
      avatarUrl: null,
      avatarThumbUrl: null,
      logoUrl: null,
      logoThumbUrl: null,
    },
    roles: [role],
    remember,
  };
}

/**
 * The services' options every test shares: the fake API at http://localhost (openapi-fetch builds
 * Request objects: Node needs an absolute URL) with an XSRF cookie, the given storage, and the tab
 * channel, activity and visibility in memory.
 */
export function testServiceOptions(
  fetch: (input: Request) => Promise<Response>,
  localStorage: StorageLike,
  sessionStorage: StorageLike,
): AppServicesOptions {
  return {
    baseUrl: 'http://localhost',
    fetch,
    getCookies: () => 'XSRF-TOKEN=test',
    localStorage,
    sessionStorage,
    channel: createMemoryChannelHub<TabMessage>().connect(),
    activity: createManualActivitySource(),
    visibility: createManualVisibilitySource(true),
  };
}

/** Renders the app at `options.path`. */
export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  const path = options.path ?? '/';
  const localStorage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const signedIn = options.signedIn ?? null;
  if (signedIn === 'customer' || signedIn === 'business') {
    const stored = storedAuthOf(signedIn, options.remember ?? false);
    (stored.remember ? localStorage : sessionStorage).setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(stored),
    );
  } else if (signedIn) {
    const storage = signedIn.remember ? localStorage : sessionStorage;
    storage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({ token: 'token-only', user: null, roles: [], remember: !!signedIn.remember }),
    );
  }
  const { fetch, calls } = createMockFetch(options.handlers);
  const routerRef: { current?: DataRouter } = {};
  const services = createAppServices({
    ...testServiceOptions(fetch, localStorage, sessionStorage),
    currentPath: () => {
      const location = routerRef.current?.state.location;
      return location ? createPath(location) : path;
    },
    initialPath: path,
    theme: { root: document.documentElement, systemDark: null },
    ...options.services,
  });
  const router = createMemoryRouter(createRoutes(entryFor(services)), { initialEntries: [path] });
  routerRef.current = router;
  connectAuthNavigation(services, router);
  const result = render(
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...result,
    router,
    services,
    calls,
    localStorage,
    sessionStorage,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/**
 * Renders one screen component (not the route tree) with the app's providers, a memory router at
 * `path` and the same test services as {@link renderApp}.
 */
export function renderScreen(
  screen: React.ReactNode,
  options: RenderAppOptions = {},
): Omit<RenderedApp, 'router'> & { router: DataRouter } {
  const path = options.path ?? '/';
  const localStorage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const signedIn = options.signedIn;
  if (signedIn === 'customer' || signedIn === 'business') {
    const stored = storedAuthOf(signedIn, options.remember ?? false);
    (stored.remember ? localStorage : sessionStorage).setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(stored),
    );
  }
  const { fetch, calls } = createMockFetch(options.handlers);
  const services = createAppServices({
    ...testServiceOptions(fetch, localStorage, sessionStorage),
    currentPath: () => path,
    initialPath: path,
    theme: { root: null, systemDark: null },
    // No route loads the signed-in screens' copy here: start with the whole catalogue.
    messages: webMessages,
    ...options.services,
  });
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [path] });
  const tree = (
    <AppProviders services={services}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  let result: RenderResult;
  if (options.beforeHydration) {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree);
    options.beforeHydration(container);
    const replayTyped = keepInputTypedBeforeHydration(container);
    result = render(
      <>
        {tree}
        <AfterHydration onHydrated={replayTyped} />
      </>,
      { container, hydrate: true },
    );
  } else result = render(tree);
  return {
    ...result,
    router,
    services,
    calls,
    localStorage,
    sessionStorage,
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
