/**
 * The route tree (R-ROUTE-1 to R-ROUTE-4): every route carries its spec name as `id`, its path from paths.ts, its
 * guard as middleware (src/app/guards.ts), and a lazily imported module, so each screen is its own
 * chunk. Route modules export `Component`; a route that owns its data (one record: a job, a company,
 * a posting, an application) also has a loader that reads it before the screen renders, and its
 * module exports the `ErrorBoundary` that shows a failed read (app/notFound.tsx `RouteError`).
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
import { APPLICATION_LINK_PATH, myApplicationHref, paths, type RouteName } from './paths.ts';
import type * as RouteQueries from './shared/routeQueries.ts';
import { RouteDataError } from './app/notFoundError.ts';
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
      // A company's members and invitations (issue 36): a customer has no team.
      ...(area === 'b'
        ? [tab('b.settings.team', () => import('./routes/signed-in/settings-team.tsx'))]
        : []),
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
    loader?: LoaderFunction,
  ): RouteObject => ({
    id: name,
    path: below(parent, name),
    lazy,
    ...(loader ? { loader } : {}),
  });
  const prefetch = (read: RouteRead) => prefetchLoader(entry, read);
  const data = (read: RouteRead) => dataLoader(entry, read);

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
              prefetch((q, s) => s.queryClient.prefetchQuery(q.businessDashboardQuery(s.api))),
            ),
            route('b.postings', '/b', () => import('./routes/b/postings.tsx')),
            route('b.postings.new', '/b', () => import('./routes/b/posting-editor.tsx')),
            route(
              'b.postings.edit',
              '/b',
              () => import('./routes/b/posting-editor.tsx'),
              data((q, s, { id = '' }) => s.queryClient.ensureQueryData(q.postingQuery(s.api, id))),
            ),
            route(
              'b.posting',
              '/b',
              () => import('./routes/b/posting.tsx'),
              data((q, s, { id = '' }) => s.queryClient.ensureQueryData(q.postingQuery(s.api, id))),
            ),
            route(
              'b.posting.preview',
              '/b',
              () => import('./routes/b/posting-preview.tsx'),
              data((q, s, { id = '' }) => s.queryClient.ensureQueryData(q.postingQuery(s.api, id))),
            ),
            route('b.applications', '/b', () => import('./routes/b/applications.tsx')),
            route(
              'b.application',
              '/b',
              () => import('./routes/b/application.tsx'),
              data((q, s, { id = '' }) =>
                s.queryClient.ensureQueryData(q.receivedApplicationQuery(s.api, id)),
              ),
            ),
            route('b.notifications', '/b', () => import('./routes/signed-in/notifications.tsx')),
            route('b.messages', '/b', () => import('./routes/signed-in/messages.tsx')),
            route('b.message', '/b', () => import('./routes/signed-in/messages.tsx')),
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
            // An application's own address, as notifications and e-mails link to it: the
            // application opened on My Applications.
            {
              path: APPLICATION_LINK_PATH.slice('/c/'.length),
              loader: ({ params }) => redirect(myApplicationHref(params.id ?? '')),
            },
            route(
              'c.dashboard',
              '/c',
              () => import('./routes/c/dashboard.tsx'),
              prefetch((q, s) => s.queryClient.prefetchQuery(q.customerDashboardQuery(s.api))),
            ),
            route('c.jobs', '/c', () => import('./routes/c/jobs.tsx')),
            route('c.jobs.bookmarked', '/c', () => import('./routes/c/jobs-bookmarked.tsx')),
            route('c.savedSearches', '/c', () => import('./routes/c/saved-searches.tsx')),
            route(
              'c.job',
              '/c',
              () => import('./routes/c/job.tsx'),
              data((q, s, { id = '' }) => {
                // Similar jobs come after the job: started now, shown when they arrive.
                void s.queryClient.prefetchQuery(q.similarJobsQuery(s.api, id));
                return s.queryClient.ensureQueryData(q.jobQuery(s.api, id));
              }),
            ),
            route('c.applications', '/c', () => import('./routes/c/applications.tsx')),
            route(
              'c.applications.success',
              '/c',
              () => import('./routes/c/application-success.tsx'),
              data((q, s, { id = '' }) =>
                s.queryClient.ensureQueryData(q.myApplicationQuery(s.api, id)),
              ),
            ),
            route('c.companies', '/c', () => import('./routes/c/companies.tsx')),
            route(
              'c.company',
              '/c',
              () => import('./routes/c/company.tsx'),
              data((q, s, { id = '' }) => s.queryClient.ensureQueryData(q.companyQuery(s.api, id))),
            ),
            route('c.notifications', '/c', () => import('./routes/signed-in/notifications.tsx')),
            route('c.messages', '/c', () => import('./routes/signed-in/messages.tsx')),
            route('c.message', '/c', () => import('./routes/signed-in/messages.tsx')),
            settingsRoutes('c'),
          ],
        },
      ],
    },
  ];
  return routes;
}

/**
 * A read of a route's data: a query of shared/routeQueries.ts (a small chunk loaded in parallel with
 * the route's module) for the route's parameters, through the session's query client.
 */
type RouteRead = (
  queries: typeof RouteQueries,
  services: AppServices,
  params: Params,
) => Promise<unknown>;

/** The query module and the session services a route's read needs, loaded in parallel. */
function readServices(entry: EntryServices) {
  return Promise.all([import('./shared/routeQueries.ts'), entry.loadSession()]);
}

/**
 * The loader of a route that owns its data: it awaits the screen's record (`ensureQueryData`: the
 * cache's copy, else one request, in parallel with the route's lazy module), so the screen reads it
 * with `useSuspenseQuery` and never renders without it. A failed read is thrown as
 * {@link RouteDataError} to the route module's `ErrorBoundary` (not found, or "Try again").
 * Resolves to `null` (the data is in the query cache, not the loader's).
 */
function dataLoader(entry: EntryServices, read: RouteRead): LoaderFunction {
  return async ({ params }) => {
    const [queries, services] = await readServices(entry);
    try {
      await read(queries, services, params);
    } catch (error) {
      throw new RouteDataError(error);
    }
    return null;
  };
}

/**
 * The loader of a screen that shows its sections as they arrive (the dashboards): it starts the
 * screen's first query and returns at once, so the request runs in parallel with the route's lazy
 * module and the screen's `useQuery` picks it up. A failure is left to the screen to show and retry.
 */
function prefetchLoader(entry: EntryServices, read: RouteRead): LoaderFunction {
  return ({ params }) => {
    void readServices(entry).then(([queries, services]) => read(queries, services, params));
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
