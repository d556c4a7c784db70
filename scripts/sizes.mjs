#!/usr/bin/env node
/**
 * The byte budgets of the web app, computed from the production build without a browser, so the
 * figures are the same on every run (`pnpm size`; a suite of `pnpm test`; `pnpm bench` prints the
 * same table).
 *
 * - Initial JS of a route: the gzip size of the entry chunk, every chunk it imports statically
 *   (what index.html modulepreloads), and the lazy route modules the router loads before the route
 *   renders (its layouts, its own module and the screens' catalogue where the router loads it
 *   with them) with their static imports. Dynamic imports inside
 *   those modules (a dialog, a chart) are not counted: they load after the first render.
 * - Lazy chunk: every other JS chunk of the build, each counted alone.
 * - kB = 1,000 bytes; gzip at zlib's default level (what the server's compression sends).
 *
 * Limits: `target` is the budget of docs/decisions/031; `limit` is what the check enforces. Where a target is not
 * met yet, the limit is the measured figure rounded up to the next kB (a ratchet: the build may not
 * grow, and each saving lowers the limit by hand). docs/performance.md says which.
 *
 * CLI: `node scripts/sizes.mjs [--dist <folder>] [--ratchet]` builds the web app into a temporary folder
 * (unless --dist names an existing build with .vite/manifest.json), prints the table and exits 1
 * when a route or a chunk is above its limit, or when router.tsx lazy-loads a module this file does
 * not know (so a new route cannot escape the check). --ratchet also prints the measured figures as
 * the next RATCHET_KB.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { buildDist } from '../apps/web/scripts/build-dist.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const web = path.join(root, 'apps/web');
export const KB = 1000;

/** The budgets in bytes (docs/decisions/031): public routes, signed-in routes, each lazy chunk. */
export const BUDGETS = {
  public: 100 * KB,
  signedIn: 170 * KB,
  lazyChunk: 50 * KB,
};

/**
 * The ratchet: the enforced limit of each route still above its budget, in kB (the measured figure
 * rounded up). Lower a figure when a change saves bytes; delete the line when the budget is met.
 */
export const RATCHET_KB = {
  '/': 188,
  '/login': 195,
  '/register': 193,
  '/register/customer': 229,
  '/unauthorized': 183,
  '/terms': 185,
  '/privacy': 185,
  '(not found)': 183,
  '/alerts/unsubscribe': 251,
  '/c/dashboard': 331,
  '/c/jobs': 380,
  '/c/jobs/:id': 372,
  '/c/jobs/bookmarked': 326,
  '/c/saved-searches': 329,
  '/c/applications': 347,
  '/c/applications/success/:id': 326,
  '/c/companies': 334,
  '/c/company/:id': 366,
  '/c/notifications': 329,
  '/c/messages': 345,
  '/b/dashboard': 359,
  '/b/postings': 362,
  '/b/postings/new': 437,
  '/b/posting/:id': 375,
  '/b/posting/:id/preview': 371,
  '/b/applications': 417,
  '/b/applications/:id': 340,
  '/b/notifications': 329,
  '/b/messages': 345,
  '/c/settings/profile': 374,
  '/b/settings/profile': 374,
  '/c/settings/privacy': 332,
  '/b/settings/privacy': 332,
  '/c/settings/security': 336,
  '/b/settings/security': 336,
  '/c/settings/notifications': 333,
  '/b/settings/notifications': 333,
  '/c/settings/account': 336,
  '/b/settings/account': 336,
  '/b/settings/team': 348,
  '/c/settings/account/verify-email/:token': 325,
};

const PUBLIC = 'src/routes/public-layout.tsx';
const CUSTOMER = 'src/routes/c/layout.tsx';
const BUSINESS = 'src/routes/b/layout.tsx';
const SETTINGS = 'src/routes/signed-in/settings-layout.tsx';
/**
 * What the router loads with the b and c areas and the unsubscribe page (router.tsx): the signed-in
 * screens' catalogue, the session services (auth, API, queries: app/entry.ts) and the guards' auth
 * checks.
 */
const SCREEN_CHUNKS = ['src/i18n/messages/screens.ts', 'src/app/services.ts'];
const SESSION_CHECKS = 'src/app/authState.ts';

/**
 * Every route of R-ROUTE-1 to R-ROUTE-4 with the lazy modules the router loads before it renders (outermost
 * first), as src/router.tsx declares them. `budget` names the entry of {@link BUDGETS}.
 */
export const ROUTES = [
  ...[
    ['/', 'home.tsx'],
    ['/login', 'login.tsx'],
    ['/register', 'register-select.tsx'],
    ['/register/customer', 'register-form.tsx'],
    ['/unauthorized', 'unauthorized.tsx'],
    ['/terms', 'terms.tsx'],
    ['/privacy', 'privacy.tsx'],
    ['(not found)', 'not-found.tsx'],
  ].map(([route, file]) => ({
    route,
    who: 'guest',
    modules: [PUBLIC, `src/routes/${file}`],
    budget: 'public',
  })),
  {
    route: '/alerts/unsubscribe',
    who: 'guest',
    modules: [PUBLIC, ...SCREEN_CHUNKS, 'src/routes/alerts-unsubscribe.tsx'],
    budget: 'public',
  },
  ...[
    ['/c/dashboard', 'c/dashboard.tsx'],
    ['/c/jobs', 'c/jobs.tsx'],
    ['/c/jobs/:id', 'c/job.tsx'],
    ['/c/jobs/bookmarked', 'c/jobs-bookmarked.tsx'],
    ['/c/saved-searches', 'c/saved-searches.tsx'],
    ['/c/applications', 'c/applications.tsx'],
    ['/c/applications/success/:id', 'c/application-success.tsx'],
    ['/c/companies', 'c/companies.tsx'],
    ['/c/company/:id', 'c/company.tsx'],
    ['/c/notifications', 'signed-in/notifications.tsx'],
    ['/c/messages', 'signed-in/messages.tsx'],
  ].map(([route, file]) => ({
    route,
    who: 'customer',
    modules: [SESSION_CHECKS, CUSTOMER, ...SCREEN_CHUNKS, `src/routes/${file}`],
    budget: 'signedIn',
  })),
  ...[
    ['/b/dashboard', 'b/dashboard.tsx'],
    ['/b/postings', 'b/postings.tsx'],
    ['/b/postings/new', 'b/posting-editor.tsx'],
    ['/b/posting/:id', 'b/posting.tsx'],
    ['/b/posting/:id/preview', 'b/posting-preview.tsx'],
    ['/b/applications', 'b/applications.tsx'],
    ['/b/applications/:id', 'b/application.tsx'],
    ['/b/notifications', 'signed-in/notifications.tsx'],
    ['/b/messages', 'signed-in/messages.tsx'],
  ].map(([route, file]) => ({
    route,
    who: 'business',
    modules: [SESSION_CHECKS, BUSINESS, ...SCREEN_CHUNKS, `src/routes/${file}`],
    budget: 'signedIn',
  })),
  ...['profile', 'privacy', 'security', 'notifications', 'account'].flatMap((tab) =>
    [
      ['c', CUSTOMER, 'customer'],
      ['b', BUSINESS, 'business'],
    ].map(([area, layout, who]) => ({
      route: `/${area}/settings/${tab}`,
      who,
      modules: [
        SESSION_CHECKS,
        layout,
        ...SCREEN_CHUNKS,
        SETTINGS,
        `src/routes/signed-in/settings-${tab}.tsx`,
      ],
      budget: 'signedIn',
    })),
  ),
  {
    route: '/b/settings/team',
    who: 'business',
    modules: [
      SESSION_CHECKS,
      BUSINESS,
      ...SCREEN_CHUNKS,
      SETTINGS,
      'src/routes/signed-in/settings-team.tsx',
    ],
    budget: 'signedIn',
  },
  {
    route: '/c/settings/account/verify-email/:token',
    who: 'customer',
    modules: [
      SESSION_CHECKS,
      CUSTOMER,
      ...SCREEN_CHUNKS,
      SETTINGS,
      'src/routes/signed-in/verify-email.tsx',
    ],
    budget: 'signedIn',
  },
];

/** The route modules src/router.tsx imports lazily (`import('./routes/…')`), as manifest keys. */
export function routerModules() {
  const source = readFileSync(path.join(web, 'src/router.tsx'), 'utf8');
  return [...source.matchAll(/import\(\s*'\.\/(routes\/[^']+)'\s*\)/g)].map(([, p]) => `src/${p}`);
}

function readManifest(dist) {
  return JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
}

/** The files (JS and CSS) a set of manifest keys loads before running: each with its static imports. */
function closure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}`);
    if (seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Measures a build: initial JS and CSS per route of {@link ROUTES}, and every lazy chunk, against
 * {@link BUDGETS}.
 * @param dist a `vite build --manifest` output folder
 * @returns `{ routes, lazyChunks, entry, failures }`; sizes in bytes (gzip); `failures` lists every
 *   figure above its enforced limit and every router module missing from ROUTES
 */
export function measureBuild(dist) {
  const manifest = readManifest(dist);
  const sizes = new Map();
  const gzip = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(path.join(dist, file))).length);
    return sizes.get(file);
  };
  const sum = (files, ext) =>
    [...files].filter((f) => f.endsWith(ext)).reduce((total, f) => total + gzip(f), 0);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const entry = closure(manifest, [entryKey]);
  const failures = [];

  const known = new Set(ROUTES.flatMap((r) => r.modules));
  for (const module of routerModules()) {
    if (!known.has(module))
      failures.push(`${module} is lazy-loaded by router.tsx but not measured (scripts/sizes.mjs)`);
  }

  // The app's one stylesheet (vite.config.ts: `cssCodeSplit: false`) is a manifest entry of its
  // own, linked by index.html and so loaded by every route.
  const stylesheets = Object.keys(manifest)
    .filter((key) => key.endsWith('.css'))
    .map((key) => manifest[key].file);
  const routes = ROUTES.map((r) => {
    const files = new Set([...closure(manifest, [entryKey, ...r.modules]), ...stylesheets]);
    const js = sum(files, '.js');
    const target = BUDGETS[r.budget];
    const limit = Math.max(target, (RATCHET_KB[r.route] ?? 0) * KB);
    const ok = js <= limit;
    if (!ok) failures.push(`initial JS of ${r.route}: ${fmtKb(js)} > limit ${fmtKb(limit)}`);
    return { route: r.route, who: r.who, js, css: sum(files, '.css'), target, limit, ok };
  });

  const names = new Map(Object.values(manifest).map((c) => [c.file, c.src ?? c.name]));
  const target = BUDGETS.lazyChunk;
  const limit = target;
  const lazyChunks = readdirSync(path.join(dist, 'assets'))
    .map((file) => `assets/${file}`)
    .filter((file) => file.endsWith('.js') && !entry.has(file))
    .map((file) => {
      const size = gzip(file);
      const ok = size <= limit;
      if (!ok) failures.push(`lazy chunk ${file}: ${fmtKb(size)} > limit ${fmtKb(limit)}`);
      return { file, name: names.get(file) ?? path.basename(file), gzip: size, target, limit, ok };
    })
    .sort((a, b) => b.gzip - a.gzip);

  return { entry: sum(entry, '.js'), routes, lazyChunks, failures };
}

/** `12345` → `12.3 kB`. */
export function fmtKb(bytes) {
  return `${(bytes / KB).toFixed(1)} kB`;
}

/** A Markdown table. */
export function table(headers, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

const verdict = (value, target, limit) =>
  value > limit ? '**over limit**' : value > target ? 'over target (ratchet)' : 'ok';

/** The result of {@link measureBuild} as Markdown tables (routes, then the 12 largest lazy chunks). */
export function sizesMarkdown(result) {
  const chunks = result.lazyChunks;
  return [
    table(
      ['Route', 'As', 'Initial JS', 'CSS', 'Target', 'Limit', ''],
      result.routes.map((r) => [
        `\`${r.route}\``,
        r.who,
        fmtKb(r.js),
        fmtKb(r.css),
        fmtKb(r.target),
        fmtKb(r.limit),
        verdict(r.js, r.target, r.limit),
      ]),
    ),
    '',
    `Lazy chunks: ${chunks.length}, the largest 12 (limit ${fmtKb(BUDGETS.lazyChunk)} each).`,
    '',
    table(
      ['Chunk', 'Source', 'gzip', ''],
      chunks
        .slice(0, 12)
        .map((c) => [`\`${c.file}\``, c.name, fmtKb(c.gzip), verdict(c.gzip, c.target, c.limit)]),
    ),
  ].join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: { dist: { type: 'string' }, ratchet: { type: 'boolean', default: false } },
  });
  let dist = values.dist && path.resolve(values.dist);
  let temporary;
  if (!dist) {
    temporary = mkdtempSync(path.join(os.tmpdir(), 'hireloop-size-'));
    dist = temporary;
    console.log('[size] building the web app…');
    buildDist(dist, { prerender: false });
  }
  try {
    const result = measureBuild(dist);
    console.log(`\n${sizesMarkdown(result)}\n`);
    if (values.ratchet) {
      // The measured figures of the routes above budget, rounded up: the next RATCHET_KB.
      const next = Object.fromEntries(
        result.routes.filter((r) => r.js > r.target).map((r) => [r.route, Math.ceil(r.js / KB)]),
      );
      console.log(`RATCHET_KB = ${JSON.stringify(next, null, 2)}\n`);
    }
    if (result.failures.length) {
      console.log(`[size] ${result.failures.length} over limit:`);
      for (const failure of result.failures) console.log(`- ${failure}`);
      process.exitCode = 1;
    } else console.log('[size] every route and chunk within its limit');
  } finally {
    if (temporary) rmSync(temporary, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  await main();
