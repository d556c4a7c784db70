/**
 * Which HTML file of the web app's build answers a path. The web build (apps/web/scripts/prerender.mjs)
 * writes `prerendered.json` beside its pages: the public pages rendered at build time, the
 * not-found page, the empty shell every other app path gets, the app's path patterns and the
 * hashes of the prerendered `style` attributes the CSP must allow.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The contents of the web build's `prerendered.json`. */
export interface PrerenderedPages {
  /** Prerendered path → its HTML file under the build folder (`/login` → `login/index.html`). */
  pages: Record<string, string>;
  /** The not-found page's file, for a path no pattern of `appPaths` matches (status 404). */
  notFound: string;
  /** The empty page the app renders itself in (the shell), for the other app paths. */
  shell: string;
  /** The app's path patterns (`/c/jobs/:id`: `:name` is one segment). */
  appPaths: string[];
  /** CSP sources (`'sha256-…'`) of the `style` attribute values in the prerendered pages. */
  styleAttributeHashes: string[];
}

/** What answers a path: a file of the build and the status. */
export interface WebPage {
  file: string;
  status: 200 | 404;
}

/** Reads `prerendered.json` of a web build folder; `null` for a build without prerendered pages. */
export function readPrerenderedPages(root: string): PrerenderedPages | null {
  const file = path.join(root, 'prerendered.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as PrerenderedPages;
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The page that answers `pathname` (no query): its prerendered HTML, else the shell for a path of
 * the app, else the not-found page with status 404. Without prerendered pages: `index.html`.
 */
export function webPageFor(prerendered: PrerenderedPages | null, pathname: string): WebPage {
  if (!prerendered) return { file: 'index.html', status: 200 };
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = prerendered.pages[trimmed];
  if (page) return { file: page, status: 200 };
  if (prerendered.appPaths.some((pattern) => patternRegExp(pattern).test(trimmed)))
    return { file: prerendered.shell, status: 200 };
  return { file: prerendered.notFound, status: 404 };
}
