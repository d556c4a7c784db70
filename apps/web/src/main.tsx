/**
 * Entry of the web app: the entry services, router, then React; the session services (auth, API,
 * queries: app/entry.ts) load when a route or a form needs them, and the auth-driven navigation is
 * connected then.
 *
 * A prerendered public page (`#root[data-prerendered]`, scripts/prerender.mjs) is hydrated when
 * the visitor is what the prerender assumed: a guest (no stored session) in the default language.
 * Its lazy route modules are loaded first, so the router starts initialised on the rendered route.
 * Anyone else (a stored session, whose guard may redirect and whose header differs, or another
 * language) gets a fresh client render, as on every path that is not prerendered.
 */
import { defaultLanguage } from '@hireloop/ui';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { EntryProviders } from './app/AppProviders.tsx';
import { reportCaughtError } from './app/notFoundError.ts';
import { AfterHydration } from './app/AfterHydration.tsx';
import { connectAuthNavigation } from './app/authNavigation.ts';
import { createEntryServices } from './app/entry.ts';
import { createAppRouter, createRoutes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The router once created: a 401 while a page's data loads names that page in `?redirect=`. */
const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
const entry = createEntryServices(
  {
    currentPath: () => createPath(routerRef.current?.state.navigation.location ?? window.location),
  },
  // The router exists by then: the session services load from a guard, a route or a form.
  (services) => routerRef.current && connectAuthNavigation(services, routerRef.current),
);
const hydrate =
  container.hasAttribute('data-prerendered') &&
  !entry.hasStoredSession() &&
  entry.preferences.language.get() === defaultLanguage;

/** Resolves the lazy routes `location` matches, as the router would before rendering them. */
async function loadMatchedRoutes(routes: RouteObject[]): Promise<void> {
  for (const { route } of matchRoutes(routes, window.location) ?? []) {
    if (typeof route.lazy !== 'function') continue;
    Object.assign(route, await route.lazy());
    delete route.lazy;
  }
}

/** Creates the router (after loading the rendered route's modules when hydrating) and renders. */
async function start(root: HTMLElement): Promise<void> {
  let router;
  let replayTyped: (() => void) | null = null;
  if (hydrate) {
    const routes = createRoutes(entry);
    // What the visitor typed or picked before the script ran survives hydration (its own chunk:
    // only hydrated pages need it).
    const [typed] = await Promise.all([
      import('./app/typedBeforeHydration.ts'),
      loadMatchedRoutes(routes),
    ]);
    replayTyped = typed.keepInputTypedBeforeHydration(root);
    // The prerendered routes have no loaders: nothing to hand over but an empty state.
    router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  } else {
    router = createAppRouter(entry);
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
  }
  routerRef.current = router;
  const loaded = entry.session();
  if (loaded) connectAuthNavigation(loaded, router);

  const app = (
    <StrictMode>
      <EntryProviders entry={entry}>
        <RouterProvider router={router} onError={reportCaughtError} />
      </EntryProviders>
      {replayTyped && <AfterHydration onHydrated={replayTyped} />}
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser between components (no one long
  // task for the whole page), as Next.js does for its server-rendered pages.
  if (hydrate)
    startTransition(() => void hydrateRoot(root, app, { onCaughtError: reportCaughtError }));
  else createRoot(root, { onCaughtError: reportCaughtError }).render(app);
}

// No top-level await: with one, the bundler wraps the entry's modules for an async start
// (5.2 kB gzip more on every route, measured with `pnpm size`).
void start(container);
