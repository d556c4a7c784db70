/**
 * The route tree (R-ROUTE-1 to R-ROUTE-4): every route carries its spec name as `id`, its path from paths.ts, its
 * guard as middleware (src/app/guards.ts), and a lazily imported module, so each screen is its own
 * chunk. Route modules export `Component` (and optionally `ErrorBoundary`).
 */
import {
  createBrowserRouter,
  matchRoutes,
  redirect,
  type DataRouter,
  type LoaderFunction,
  type Params,
  type RouteObject,
} from 'react-router';
import { guestOnly, requireRole, validRegistrationRole } from './app/guards.ts';
import type { EntryServices } from './app/entry.ts';
import type { AppServices } from './app/services.ts';
import { loadScreenMessages } from './i18n/index.ts';
import { paths, type RouteName } from './paths.ts';
import type * as RouteQueries from './shared/routeQueries.ts';
import { RouteErrorBoundary } from './app/notFound.tsx';
import { AppLoading, RootErrorBoundary, RootLayout } from './routes/root.tsx';

/** The part of a route path below its parent (`/c/jobs/:id` under `/c` → `jobs/:id`). */
function below(parent: string, name: RouteName): string {
  return paths[name].slice(parent.length + 1);
}

function settingsRoutes(area: 'b' | 'c'): RouteObject {
  const base = `/${area}/settings`;
  const tab = (name: RouteName, lazy: RouteObject['lazy']): RouteObject => ({
    id: name,
    path: below(base, name),
    lazy,
  });
  return {
    id: `${area}.settings`,
    path: 'settings',
    lazy: () => import('./routes/signed-in/settings-layout.tsx'),
    children: [
      { index: true, loader: () => redirect(paths[`${area}.settings.profile`]) },
      tab(`${area}.settings.profile`, () => import('./routes/signed-in/settings-profile.tsx')),
      tab(`${area}.settings.privacy`, () => import('./routes/signed-in/settings-privacy.tsx')),
      tab(`${area}.settings.security`, () => import('./routes/signed-in/settings-security.tsx')),
      tab(
        `${area}.settings.notifications`,
        () => import('./routes/signed-in/settings-notifications.tsx'),
      ),
      tab(`${area}.settings.account`, () => import('./routes/signed-in/settings-account.tsx')),
      tab(
        `${area}.settings.account.verify-email`,
        () => import('./routes/signed-in/verify-email.tsx'),
      ),
    ],
  };
}

/**
 * The routes of the app, guarded with the auth actor of the entry's session services (loaded by
 * the guards when they need it, app/guards.ts). Used by the browser router (main.tsx), the
 * prerender (entry-server.tsx), route tests (createMemoryRouter) and stories (`entryFor`).
 */
export function createRoutes(entry: EntryServices): RouteObject[] {
  const guest = [guestOnly(entry)];
  // The signed-in screens' copy and the session services are chunks of their own, loaded in
  // parallel with the route's module.
  const withScreenMessages =
    <T,>(load: () => Promise<T>) =>
    async (): Promise<T> =>
      (await Promise.all([load(), loadScreenMessages(entry.i18n), entry.loadSession()]))[0];
  const route = (
    name: RouteName,
    parent: string,
    lazy: RouteObject['lazy'],
    prefetch?: RoutePrefetch,
  ): RouteObject => ({
    id: name,
    path: below(parent, name),
    lazy,
    ErrorBoundary: RouteErrorBoundary,
    ...(prefetch ? { loader: prefetchLoader(entry, prefetch) } : {}),
  });

  const routes: RouteObject[] = [
    {
      id: 'root',
      handle: { preload: (path: string) => preloadRoutes(routes, path) } satisfies RootHandle,
      Component: RootLayout,
      ErrorBoundary: RootErrorBoundary,
      HydrateFallback: AppLoading,
      children: [
        {
          id: 'public',
          lazy: () => import('./routes/public-layout.tsx'),
          children: [
            {
              id: 'home',
              index: true,
              middleware: guest,
              lazy: () => import('./routes/home.tsx'),
            },
            {
              id: 'login',
              path: 'login',
              middleware: guest,
              lazy: () => import('./routes/login.tsx'),
            },
            {
              id: 'register.select',
              path: 'register',
              middleware: guest,
              lazy: () => import('./routes/register-select.tsx'),
            },
            {
              id: 'register.form',
              path: 'register/:role',
              middleware: [...guest, validRegistrationRole],
              lazy: () => import('./routes/register-form.tsx'),
            },
            {
              id: 'alerts.unsubscribe',
              path: 'alerts/unsubscribe',
              lazy: withScreenMessages(() => import('./routes/alerts-unsubscribe.tsx')),
            },
            {
              id: 'unauthorized',
              path: 'unauthorized',
              lazy: () => import('./routes/unauthorized.tsx'),
            },
            { id: 'terms', path: 'terms', lazy: () => import('./routes/terms.tsx') },
            { id: 'privacy', path: 'privacy', lazy: () => import('./routes/privacy.tsx') },
            { id: 'not-found', path: '*', lazy: () => import('./routes/not-found.tsx') },
          ],
        },
        {
          id: 'b',
          path: 'b',
          middleware: [requireRole(entry, 'business')],
          lazy: withScreenMessages(() => import('./routes/b/layout.tsx')),
          children: [
            { index: true, loader: () => redirect(paths['b.dashboard']) },
            route(
              'b.dashboard',
              '/b',
              () => import('./routes/b/dashboard.tsx'),
              (q, s) => s.queryClient.prefetchQuery(q.businessDashboardQuery(s.api)),
            ),
            route('b.postings', '/b', () => import('./routes/b/postings.tsx')),
            route('b.postings.new', '/b', () => import('./routes/b/posting-editor.tsx')),
            route('b.postings.edit', '/b', () => import('./routes/b/posting-editor.tsx')),
            route('b.posting', '/b', () => import('./routes/b/posting.tsx')),
            route('b.posting.preview', '/b', () => import('./routes/b/posting-preview.tsx')),
            route('b.applications', '/b', () => import('./routes/b/applications.tsx')),
            route('b.application', '/b', () => import('./routes/b/application.tsx')),
            route('b.notifications', '/b', () => import('./routes/signed-in/notifications.tsx')),
            settingsRoutes('b'),
          ],
        },
        {
          id: 'c',
          path: 'c',
          middleware: [requireRole(entry, 'customer')],
          lazy: withScreenMessages(() => import('./routes/c/layout.tsx')),
          children: [
            { index: true, loader: () => redirect(paths['c.dashboard']) },
            route(
              'c.dashboard',
              '/c',
              () => import('./routes/c/dashboard.tsx'),
              (q, s) => s.queryClient.prefetchQuery(q.customerDashboardQuery(s.api)),
            ),
            route('c.jobs', '/c', () => import('./routes/c/jobs.tsx')),
            route('c.jobs.bookmarked', '/c', () => import('./routes/c/jobs-bookmarked.tsx')),
            route('c.savedSearches', '/c', () => import('./routes/c/saved-searches.tsx')),
            route(
              'c.job',
              '/c',
              () => import('./routes/c/job.tsx'),
              (q, s, { id = '' }) => s.queryClient.prefetchQuery(q.jobQuery(s.api, id)),
            ),
            route('c.applications', '/c', () => import('./routes/c/applications.tsx')),
            route(
              'c.applications.success',
              '/c',
              () => import('./routes/c/application-success.tsx'),
            ),
            route('c.companies', '/c', () => import('./routes/c/companies.tsx')),
            route(
              'c.company',
              '/c',
              () => import('./routes/c/company.tsx'),
              (q, s, { id = '' }) => s.queryClient.prefetchQuery(q.companyQuery(s.api, id)),
            ),
            route('c.notifications', '/c', () => import('./routes/signed-in/notifications.tsx')),
            settingsRoutes('c'),
          ],
        },
      ],
    },
  ];
  return routes;
}

/**
 * Prefetches the query a route's screen shows first (`queryClient.prefetchQuery` with an option of
 * shared/routeQueries.ts, a small chunk loaded in parallel with the route's module) for the route's
 * parameters.
 */
type RoutePrefetch = (
  queries: typeof RouteQueries,
  services: AppServices,
  params: Params,
) => Promise<void>;

/**
 * A route loader that starts the screen's first query and returns at once: the request runs in
 * parallel with the route's lazy module (react-router calls both after the guards), and the screen's
 * `useQuery` picks it up. A failure is left to the screen's query to show and retry.
 */
function prefetchLoader(entry: EntryServices, prefetch: RoutePrefetch): LoaderFunction {
  return ({ params }) => {
    void Promise.all([import('./shared/routeQueries.ts'), entry.loadSession()]).then(
      ([queries, services]) => prefetch(queries, services, params),
    );
    return null;
  };
}

/** The root route's `handle` (read with `useMatches()`). */
export interface RootHandle {
  /**
   * Starts loading the lazy modules of the routes `path` matches (and what they load with them),
   * so that a navigation there finds them loaded; unknown paths and repeated calls cost nothing
   * (the browser keeps each module once). Load errors are left to the navigation to report.
   */
  preload: (path: string) => void;
}

function preloadRoutes(routes: RouteObject[], path: string): void {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    if (typeof route.lazy === 'function') route.lazy().catch(() => undefined);
  }
}

/** The browser router of the app. */
export function createAppRouter(entry: EntryServices): DataRouter {
  return createBrowserRouter(createRoutes(entry));
}
