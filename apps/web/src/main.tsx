/**
 * Entry of the web app: services, router, the auth-driven navigation, then React.
 *
 * A prerendered public page (`#root[data-prerendered]`, scripts/prerender.mjs) is hydrated when
 * the visitor is what the prerender assumed: a guest (no stored session) in the default language.
 * Its lazy route modules are loaded first, so the router starts initialised on the rendered route.
 * Anyone else (a stored session, whose guard may redirect and whose header differs, or another
 * language) gets a fresh client render, as on every path that is not prerendered.
 */
import { defaultLanguage } from '@hireloop/ui';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, createPath, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/AppProviders.tsx';
import { reportCaughtError } from './app/notFoundError.ts';
import { connectAuthNavigation } from './app/authNavigation.ts';
import { createAppServices } from './app/services.ts';
import { createAppRouter, createRoutes } from './router.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The router once created: a 401 while a page's data loads names that page in `?redirect=`. */
const routerRef: { current?: ReturnType<typeof createBrowserRouter> } = {};
const services = createAppServices({
  currentPath: () => {
    return createPath(routerRef.current?.state.navigation.location ?? window.location);
  },
});
const hydrate =
  container.hasAttribute('data-prerendered') &&
  services.auth.getSnapshot().matches('signedOut') &&
  services.preferences.language.get() === defaultLanguage;

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
  if (hydrate) {
    const routes = createRoutes(services);
    await loadMatchedRoutes(routes);
    // The prerendered routes have no loaders: nothing to hand over but an empty state.
    router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
    // A stored session the auth machine did not accept (unreadable): the guest page is for them.
    document.documentElement.removeAttribute('data-stored-session');
  } else {
    router = createAppRouter(services);
    root.replaceChildren();
    root.removeAttribute('data-prerendered');
  }
  routerRef.current = router;
  connectAuthNavigation(services, router);

  const app = (
    <StrictMode>
      <AppProviders services={services}>
        <RouterProvider router={router} onError={reportCaughtError} />
      </AppProviders>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(root, app, { onCaughtError: reportCaughtError });
  else createRoot(root, { onCaughtError: reportCaughtError }).render(app);
}

// No top-level await: with one, the bundler wraps the entry's modules for an async start
// (5.2 kB gzip more on every route, measured with `pnpm size`).
void start(container);
