/**
 * Screens in Storybook: the real app (routes, guards, shell, machines) in a memory router at a
 * given path, with a fixed demo token, the query client's retries off, and the API answered by the
 * MSW handlers of `@hireloop/api/msw` (each story overrides one handler group with a scenario).
 */
import { demoAccounts, handlerGroups } from '@hireloop/api/msw';
import {
  AUTH_STORAGE_KEY,
  createManualActivitySource,
  createManualVisibilitySource,
  createMemoryChannelHub,
  createMemoryStorage,
  sessionTimeoutMachine,
  type TabMessage,
} from '@hireloop/machines';
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/AppProviders.tsx';
import { reportCaughtError } from '../app/notFoundError.ts';
import { connectAuthNavigation } from '../app/authNavigation.ts';
import { entryFor } from '../app/entry.ts';
import { createAppServices, type AppServices } from '../app/services.ts';
import { webMessages } from '../i18n/messages/index.ts';
import { createRoutes } from '../router.tsx';

/** What a screen story sets up. */
export interface AppStoryOptions {
  /** Path the story opens. */
  path: string;
  /** Who is signed in (with the demo account's fixed token), or nobody. @default null */
  signedIn?: 'customer' | 'business' | null;
  /** Remember me: no session timeout. @default false */
  remember?: boolean;
  /** Open the session warning at once (the 10 minutes of inactivity skipped). @default false */
  sessionExpiring?: boolean;
  /**
   * Where the app keeps what stays on the device (theme, local drafts): `memory`, fresh for each
   * story, or `browser`, the window's localStorage, for a story whose play function reads or seeds
   * it. @default 'memory'
   */
  storage?: 'memory' | 'browser';
}

function createStoryServices(options: AppStoryOptions): {
  services: AppServices;
  router: ReturnType<typeof createMemoryRouter>;
} {
  const localStorage = options.storage === 'browser' ? window.localStorage : createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  if (options.signedIn) {
    // A stored token without the user: the app fetches the current user first (R-GUARD-1).
    const stored = {
      token: demoAccounts[options.signedIn].token,
      user: null,
      roles: [],
      remember: options.remember ?? false,
    };
    (stored.remember ? localStorage : sessionStorage).setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify(stored),
    );
  }
  const routerRef: { current?: ReturnType<typeof createMemoryRouter> } = {};
  const services = createAppServices({
    // A story's screen renders at once: the whole catalogue from the start.
    messages: webMessages,
    localStorage,
    sessionStorage,
    channel: createMemoryChannelHub<TabMessage>().connect(),
    activity: createManualActivitySource(),
    visibility: createManualVisibilitySource(true),
    initialPath: options.path,
    currentPath: () => {
      const location = routerRef.current?.state.location;
      return location ? `${location.pathname}${location.search}` : options.path;
    },
    // Storybook's theme toolbar owns the class on <html>.
    theme: { root: null, systemDark: null },
    queryClient: new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    }),
    ...(options.sessionExpiring
      ? {
          machines: {
            sessionTimeout: sessionTimeoutMachine.provide({ delays: { warningAfter: 0 } }),
          },
        }
      : {}),
  });
  const router = createMemoryRouter(createRoutes(entryFor(services)), {
    initialEntries: [options.path],
  });
  routerRef.current = router;
  connectAuthNavigation(services, router);
  return { services, router };
}

/** Renders the app at `path` for a story. */
export function AppStory(options: AppStoryOptions) {
  const [{ services, router }] = useState(() => createStoryServices(options));
  useEffect(() => () => services.stop(), [services]);
  return (
    <AppProviders services={services}>
      <RouterProvider router={router} onError={reportCaughtError} />
    </AppProviders>
  );
}

/** `parameters.msw.handlers` with every group's normal handlers: stories replace one group. */
export const allHandlerGroups = handlerGroups;
