/**
 * Renders the real route tree in a memory router with test services: the guards, lazy modules and
 * screens as in the browser, the API answered by a fake fetch, storage in memory.
 */
import {
  AUTH_STORAGE_KEY,
  createManualActivitySource,
  createManualVisibilitySource,
  createMemoryChannelHub,
  createMemoryStorage,
  type StoredAuth,
  type TabMessage,
} from '@hireloop/machines';
import { render, type RenderResult } from '@testing-library/react';
import type React from 'react';
import { createMemoryRouter, createPath, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { connectAuthNavigation } from '../app/authNavigation.ts';
import { createAppServices, type AppServices, type AppServicesOptions } from '../app/services.ts';
import { webMessages } from '../i18n/messages/index.ts';
import { createRoutes } from '../router.tsx';
import { createFakeFetch, type FakeHandler, wireUser } from './fakeApi.ts';

/** Options of {@link renderApp}. */
export interface RenderAppOptions {
  /** The path to start on. @default '/' */
  path?: string;
  /** Who is signed in: a role (stored auth with user), `token-only` (stored token, no user), or nobody. */
  signedIn?: 'customer' | 'business' | { tokenOnly: true; remember?: boolean } | null;
  /** Remember me for the stored auth. @default false */
  remember?: boolean;
  /** Extra or replacing fake API handlers. */
  handlers?: Record<string, FakeHandler>;
  /** Extra service options. */
  services?: Partial<AppServicesOptions>;
}

/** What {@link renderApp} returns. */
export interface RenderedApp extends RenderResult {
  router: DataRouter;
  services: AppServices;
  calls: ReturnType<typeof createFakeFetch>['calls'];
  localStorage: ReturnType<typeof createMemoryStorage>;
  sessionStorage: ReturnType<typeof createMemoryStorage>;
  /** The current path + search. */
  location(): string;
}

/** Stored auth of a role, as the auth machine writes it. */
export function storedAuthOf(role: 'customer' | 'business', remember = false): StoredAuth {
  const user = wireUser(role);
  return {
    token: `token-${role}`,
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
  const { fetch, calls } = createFakeFetch(options.handlers);
  const routerRef: { current?: DataRouter } = {};
  const services = createAppServices({
    // openapi-fetch builds Request objects: Node needs an absolute URL.
    baseUrl: 'http://localhost',
    fetch,
    getCookies: () => 'XSRF-TOKEN=test',
    localStorage,
    sessionStorage,
    channel: createMemoryChannelHub<TabMessage>().connect(),
    activity: createManualActivitySource(),
    visibility: createManualVisibilitySource(true),
    currentPath: () => {
      const location = routerRef.current?.state.location;
      return location ? createPath(location) : path;
    },
    initialPath: path,
    theme: { root: document.documentElement, systemDark: null },
    ...options.services,
  });
  const router = createMemoryRouter(createRoutes(services), { initialEntries: [path] });
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
  const { fetch, calls } = createFakeFetch(options.handlers);
  const services = createAppServices({
    baseUrl: 'http://localhost',
    fetch,
    getCookies: () => 'XSRF-TOKEN=test',
    localStorage,
    sessionStorage,
    channel: createMemoryChannelHub<TabMessage>().connect(),
    activity: createManualActivitySource(),
    visibility: createManualVisibilitySource(true),
    currentPath: () => path,
    initialPath: path,
    theme: { root: null, systemDark: null },
    // No route loads the signed-in screens' copy here: start with the whole catalogue.
    messages: webMessages,
    ...options.services,
  });
  const router = createMemoryRouter([{ path: '*', element: screen }], { initialEntries: [path] });
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
