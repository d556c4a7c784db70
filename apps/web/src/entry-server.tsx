/**
 * The build-time renderer of the public pages (scripts/prerender.mjs runs its SSR bundle in Node):
 * the same route tree and providers as the browser (main.tsx), rendered for a guest in the default
 * language with the data router's static handler and React's `prerenderToNodeStream`, which waits
 * for every Suspense boundary so the HTML is complete. The guards (route middleware) do not run
 * here (the static handler runs middleware only when given `generateMiddlewareResponse`): every
 * page of {@link prerenderedPages} is open to a guest, and the browser runs the guards.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createMemoryChannelHub, createMemoryStorage, type TabMessage } from '@hireloop/machines';
import { EntryProviders } from './app/AppProviders.tsx';
import { DocumentTitleSink } from './app/Page.tsx';
import { createEntryServices } from './app/entry.ts';
import { APPLICATION_LINK_PATH, paths } from './paths.ts';
import { createRoutes } from './router.tsx';

/** The public paths rendered to HTML at build time, each with the file it is written to in dist/. */
export const prerenderedPages: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/login': 'login/index.html',
  '/register': 'register/index.html',
  '/register/customer': 'register/customer/index.html',
  '/register/business': 'register/business/index.html',
  '/unauthorized': 'unauthorized/index.html',
};

/**
 * Every path pattern the route tree renders something else than the not-found page for (paths.ts,
 * plus the areas' index redirects and the application link), `:name` standing for one segment:
 * the server answers any other path with the prerendered not-found page.
 */
export const appPathPatterns: readonly string[] = [
  ...new Set(['/b', '/c', APPLICATION_LINK_PATH, ...Object.values(paths)]),
];

/**
 * The path the not-found page is rendered at (any path the route tree does not know; the page does
 * not show the path) and its file, which the server answers unknown paths with (status 404).
 */
export const notFoundPage = { path: '/__not-found__', file: '404.html' } as const;

/**
 * The module of each lazy route a prerendered page renders, by route id (the keys of Vite's
 * manifest): the page's HTML links their CSS and preloads their JS, so the content is styled on
 * first paint and hydration does not wait for a second round trip.
 */
const routeModules: Readonly<Record<string, string>> = {
  public: 'src/routes/public-layout.tsx',
  home: 'src/routes/home.tsx',
  login: 'src/routes/login.tsx',
  'register.select': 'src/routes/register-select.tsx',
  'register.form': 'src/routes/register-form.tsx',
  unauthorized: 'src/routes/unauthorized.tsx',
  'not-found': 'src/routes/not-found.tsx',
};

/** What {@link renderPage} returns. */
export interface RenderedPage {
  /** The markup of `#root`'s content. */
  html: string;
  /** The lazy route modules the page rendered (`src/routes/…`, keys of Vite's manifest). */
  modules: string[];
  /** The page's document title (what `useDocumentTitle` sets in the browser), unescaped. */
  title: string;
}

/**
 * Renders `path` as a guest with an empty store sees it on first paint.
 * @param path an app path (no origin)
 * @throws when the route tree answers a redirect or an error instead of a page
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  // The session services are never loaded here: a guest's public pages do not use them.
  const entry = createEntryServices({
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
    channel: createMemoryChannelHub<TabMessage>().connect(),
    activity: { subscribe: () => () => undefined },
    visibility: { isVisible: () => true, subscribe: () => () => undefined },
    currentPath: () => path,
    fetch: () => Promise.reject(new Error('no API at build time')),
    theme: { root: null, systemDark: null },
  });
  try {
    const handler = createStaticHandler(createRoutes(entry));
    const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
    if (context instanceof Response) {
      throw new Error(
        `${path} answered ${context.status} ${context.headers.get('location') ?? ''}`,
      );
    }
    if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    let title: string = entry.i18n.t('appName');
    const { prelude } = await prerenderToNodeStream(
      <StrictMode>
        <DocumentTitleSink value={(pageTitle) => (title = pageTitle)}>
          <EntryProviders entry={entry}>
            {/* No inline hydration script (the CSP forbids it): main.tsx hydrates without loader data. */}
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </EntryProviders>
        </DocumentTitleSink>
      </StrictMode>,
    );
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    const modules = context.matches
      .filter((match) => match.route.id !== 'root') // the root route is in the entry
      .map((match) => {
        const module = routeModules[match.route.id];
        if (!module) throw new Error(`${path}: no module known for route ${match.route.id}`);
        return module;
      });
    return { html, modules, title };
  } finally {
    entry.session()?.stop();
  }
}
