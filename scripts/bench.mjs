#!/usr/bin/env node
/**
 * `pnpm bench`: the performance budgets of docs/decisions/047, measured on the production build against the
 * real server, printed as a table and written to bench-results/bench.md and bench.json.
 *
 * 1. Builds the web app for production (`vite build` with a manifest, into a temporary folder, then
 *    the prerendered public pages of apps/web/scripts/prerender.mjs).
 * 2. Starts the server on a temporary DATA_DIR filled with the real data (../shared/data, or
 *    IMPORT_DIR), serving that build, and registers a customer and a business with some content.
 * 3. JavaScript per route: the byte budgets of scripts/sizes.mjs (initial JS per route and every
 *    lazy chunk, computed from the build's manifest; the same check `pnpm size` runs), then, as a
 *    cross-check, every route of R-ROUTE-1 to R-ROUTE-4 loaded in Chromium (a cold cache each time; signed in as
 *    the route's role) with the gzip size of the JS and CSS it really loaded (not a budget).
 *    kB = 1,000 bytes; gzip at zlib's default level (what the server's compression sends).
 * 4. Find Jobs: the time from the search API's answer to the painted results, measured in the page
 *    (Resource Timing and a frame callback) over 20 searches; budget: a median ≤ 80 ms.
 * 5. Lighthouse 13 on /, /login, /c/jobs and /b/postings, mobile and desktop, 3 runs each (the
 *    median): performance ≥ 95 mobile and 100 desktop, accessibility 100, best practices 100;
 *    LCP, TBT and CLS printed. Chromium (Debian's, CHROME_PATH) runs with a DevTools port;
 *    Playwright connects to it to put the signed-in session into its storage, and clears the HTTP
 *    cache before each run so that every run is a first visit.
 * 6. The API benchmark of the server (`pnpm bench:api`, apps/server/bench/api.ts; a few minutes),
 *    after everything else has stopped; its table is included.
 *
 * Options: --runs <n> (Lighthouse runs per route and form factor, default 3), --skip-lighthouse,
 * --skip-api, --keep (keep the temporary folders), --routes <paths> (comma-separated, e.g. `/,/login`:
 * steps 3–5 measure only those paths, and step 4 runs only when `/c/jobs` is one of them). Exit code 1 when a budget is missed or a step
 * fails. Run with the pinned Node 24 (`pnpm bench`). See docs/decisions/047-performance-bench.md.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { CHROME_PATH as CHROME, CHROMIUM_ARGS, chromiumLaunchOptions } from './chromium.mjs';

const root = path.resolve(new URL('..', import.meta.url).pathname);
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    routes: { type: 'string' },
  },
});
/** The paths steps 3–5 measure (`--routes`), or null for all. */
const ONLY = args.routes ? new Set(args.routes.split(',').map((p) => p.trim())) : null;
const measured = (route) => !ONLY || ONLY.has(route.path);
const RUNS = Math.max(1, Number(args.runs) || 3);
const { fmtKb, measureBuild, sizesMarkdown, table } = await import('./sizes.mjs');
const { buildDist } = await import('../apps/web/scripts/build-dist.mjs');

/** Lighthouse budgets (scores 0–100) and Find Jobs' paint budget; the byte budgets are scripts/sizes.mjs's. */
const BUDGETS = {
  findJobsPaintMs: 80,
  performance: { mobile: 95, desktop: 100 },
  accessibility: 100,
  bestPractices: 100,
};

/** Routes measured for JS/CSS: every route of R-ROUTE-1 to R-ROUTE-4 (ids filled in from the seeded content). */
const SIZE_ROUTES = [
  { path: '/', who: 'guest' },
  { path: '/login', who: 'guest' },
  { path: '/register', who: 'guest' },
  { path: '/register/customer', who: 'guest' },
  { path: '/unauthorized', who: 'guest' },
  { path: '/no-such-page', who: 'guest' },
  ...[
    '/c/dashboard',
    '/c/jobs',
    '/c/jobs/:job',
    '/c/jobs/bookmarked',
    '/c/applications',
    '/c/applications/success/:application',
    '/c/companies',
    '/c/company/:company',
    '/c/notifications',
    '/c/settings/profile',
    '/c/settings/security',
  ].map((p) => ({ path: p, who: 'customer' })),
  ...[
    '/b/dashboard',
    '/b/postings',
    '/b/postings/new',
    '/b/postings/edit/:draft',
    '/b/posting/:posting',
    '/b/posting/:posting/preview',
    '/b/applications',
    '/b/applications/:application',
    '/b/notifications',
    '/b/settings/profile',
  ].map((p) => ({ path: p, who: 'business' })),
];

/** Routes audited with Lighthouse: two public, one customer and one business screen. */
const LIGHTHOUSE_ROUTES = [
  { path: '/', who: 'guest' },
  { path: '/login', who: 'guest' },
  { path: '/c/jobs', who: 'customer' },
  { path: '/b/postings', who: 'business' },
];

const started = performance.now();
const log = (message) => console.log(`[bench] ${message}`);
const failures = [];
const cleanups = [];

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function runStep(label, command, commandArgs, options = {}) {
  const t0 = performance.now();
  log(`${label}…`);
  const result = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0)
    throw new Error(`${label} failed (exit ${result.status ?? result.signal})`);
  log(`${label} done in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function waitFor(url, timeoutMs, isUp = (response) => response.ok) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (isUp(await fetch(url))) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// ---------------------------------------------------------------- build and server

function gzipSize(buffer) {
  return gzipSync(buffer).length;
}

async function startServer({ dist, dataDir, port }) {
  const server = spawn(process.execPath, ['src/main.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_REQUESTS: '100000',
      RATE_LIMIT_NOTIFICATION_READS: '100000',
      RATE_LIMIT_ADDRESS_REQUESTS: '100000',
      RATE_LIMIT_ADDRESS_CONCURRENCY: '1000',
      RATE_LIMIT_REGISTRATIONS: '1000',
      SEED_DEMO: 'true',
    },
  });
  server.stdout.resume();
  cleanups.push(async () => {
    if (server.exitCode !== null) return;
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  });
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 120_000);
  return server;
}

// ---------------------------------------------------------------- API helpers (wire format)

async function register(origin, role, names) {
  const cookieResponse = await fetch(`${origin}/sanctum/csrf-cookie`);
  const cookies = cookieResponse.headers.getSetCookie().map((c) => c.split(';')[0]);
  const xsrf = cookies.find((c) => c.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const email = `bench-${role}-${Date.now().toString(36)}@example.com`;
  const password = 'Bench-Passw0rd!';
  const response = await fetch(`${origin}/api/v1/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: cookies.join('; '),
      'x-xsrf-token': decodeURIComponent(xsrf),
    },
    body: JSON.stringify({
      role,
      email,
      password,
      password_confirmation: password,
      agreed_to_terms: true,
      ...names,
    }),
  });
  if (response.status !== 201)
    throw new Error(`register ${role}: ${response.status} ${await response.text()}`);
  const body = await response.json();
  return { ...body, email, password };
}

async function call(origin, account, method, url, body) {
  const response = await fetch(`${origin}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${account.token}`,
      accept: 'application/json',
      ...(body && !(body instanceof FormData) ? { 'content-type': 'application/json' } : {}),
    },
    body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/** A tiny valid PDF (see e2e/support/pdf.ts). */
function tinyPdf() {
  const stream = 'BT /F1 18 Tf 72 720 Td (Resume) Tj ET';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A customer and a business with content on their screens; the ids the routes need. */
async function seedAccounts(origin) {
  const business = await register(origin, 'business', { business_name: 'Bench Robotics' });
  const customer = await register(origin, 'customer', { first_name: 'Bea', last_name: 'Bench' });
  const posting = (input) => ({
    description: '## About the role\n\nBuild **fast** software.\n\n- TypeScript\n- PostgreSQL',
    location: 'Berlin, Germany',
    workplace_type: 'hybrid',
    employment_type: 'full_time',
    experience_level: 'mid',
    salary_min: 60000,
    salary_max: 85000,
    salary_currency: 'EUR',
    salary_period: 'year',
    skills: ['TypeScript', 'PostgreSQL', 'React'],
    ...input,
  });
  const published = [];
  for (const title of ['Backend Engineer', 'Frontend Engineer', 'Site Reliability Engineer']) {
    const { data } = await call(origin, business, 'POST', '/api/v1/b/postings', posting({ title }));
    await call(origin, business, 'POST', `/api/v1/b/postings/${data.id}/publish`);
    published.push(data.id);
  }
  const draft = (
    await call(origin, business, 'POST', '/api/v1/b/postings', posting({ title: 'Data Engineer' }))
  ).data.id;
  const { data: jobs } = await call(
    origin,
    customer,
    'GET',
    '/api/v1/c/jobs?q=software%20engineer',
  );
  const job = jobs[0];
  await call(origin, customer, 'POST', `/api/v1/c/bookmarks/${job.id}`);
  const form = new FormData();
  form.set('cover_letter', 'I like fast software.');
  form.set('resume', new Blob([tinyPdf()], { type: 'application/pdf' }), 'resume.pdf');
  const application = (
    await call(origin, customer, 'POST', `/api/v1/c/jobs/${published[0]}/apply`, form)
  ).data.id;
  await call(origin, business, 'PATCH', `/api/v1/b/applications/${application}`, {
    status: 'reviewing',
  });
  return {
    customer,
    business,
    ids: { job: job.id, company: job.company.id, posting: published[0], draft, application },
  };
}

/** The stored auth the app keeps in localStorage for "remember me" (R-DATA-10, R-AUTH-3). */
function storedAuth(account) {
  const u = account.user;
  return JSON.stringify({
    token: account.token,
    user: {
      id: u.id,
      role: u.role,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      businessName: u.business_name,
    },
    roles: account.roles,
    remember: true,
  });
}

// ---------------------------------------------------------------- (a) JS and CSS per route

/** The JS and CSS each route really loads in Chromium (a cross-check of the budgets, not one). */
async function measureLoaded({ origin, seeded }) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows = [];
  try {
    for (const route of SIZE_ROUTES.filter(measured)) {
      const url = route.path.replace(/:(\w+)/g, (_, key) => seeded.ids[key]);
      const context = await browser.newContext();
      if (route.who !== 'guest') {
        await context.addInitScript(
          (value) => window.localStorage.setItem('hireloop.auth', value),
          storedAuth(seeded[route.who]),
        );
      }
      const page = await context.newPage();
      const assets = new Map();
      page.on('response', (response) => {
        const { pathname } = new URL(response.url());
        if (!/\.(js|css)$/.test(pathname) || assets.has(pathname)) return;
        assets.set(
          pathname,
          response.body().then(gzipSize, () => 0),
        );
      });
      await page.goto(`${origin}${url}`, { waitUntil: 'networkidle' });
      await page
        .locator('h1')
        .first()
        .waitFor({ timeout: 15_000 })
        .catch(() => {});
      const landed = new URL(page.url()).pathname;
      let js = 0;
      let css = 0;
      let files = 0;
      for (const [pathname, size] of assets) {
        files += 1;
        if (pathname.endsWith('.js')) js += await size;
        else css += await size;
      }
      await context.close();
      const redirected = landed !== new URL(url, origin).pathname;
      if (redirected)
        failures.push(`${route.path} was redirected to ${landed} (not measured as itself)`);
      rows.push({
        route: route.path,
        who: route.who,
        js,
        css,
        files,
        landed,
      });
      log(`${route.path.padEnd(36)} JS ${fmtKb(js).padStart(9)}  CSS ${fmtKb(css).padStart(8)}`);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

// ---------------------------------------------------------------- (b) Find Jobs: answer to paint

/** How many result pages the Find Jobs measurement goes through. */
const FIND_JOBS_SEARCHES = 20;

/**
 * Find Jobs' time from the search API's answer to the painted results, in the page: a broad search,
 * then Next page 20 times (each a new search of 20 results, rendered in place by the app's
 * router). Per search: the `responseEnd` of the /api/v1/c/jobs resource entry (Resource Timing)
 * and the first moment after the frame that shows the new cards (the result list's aria-busy turns
 * false; a requestAnimationFrame, then a task, runs after that frame is painted). Returns the
 * milliseconds between the two, per search, and their median.
 */
async function measureFindJobs({ origin, seeded }) {
  const { chromium } = await import('playwright');
  const browser = await chromium.launch(chromiumLaunchOptions());
  const samples = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(
      (value) => window.localStorage.setItem('hireloop.auth', value),
      storedAuth(seeded.customer),
    );
    const page = await context.newPage();
    await page.goto(`${origin}/c/jobs?q=engineer`);
    const list = page.locator('section[aria-labelledby="job-results"] ol');
    await list.first().waitFor({ timeout: 30_000 });
    for (let search = 0; search < FIND_JOBS_SEARCHES; search += 1) {
      await page.waitForFunction(() =>
        document.querySelector('section[aria-labelledby="job-results"] ol[aria-busy="false"]'),
      );
      // Arm the observers, then press Next page; resolves with the two timestamps.
      const timing = page.evaluate(
        () =>
          new Promise((resolve) => {
            const result = { responseEnd: null, paintedAt: null };
            const done = () => {
              if (result.responseEnd !== null && result.paintedAt !== null) resolve(result);
            };
            const resources = new PerformanceObserver((entries) => {
              for (const entry of entries.getEntries()) {
                if (entry.name.includes('/api/v1/c/jobs?')) {
                  result.responseEnd = entry.responseEnd;
                  resources.disconnect();
                  done();
                }
              }
            });
            resources.observe({ type: 'resource' });
            let busy = false;
            const mutations = new MutationObserver(() => {
              const ol = document.querySelector('section[aria-labelledby="job-results"] ol');
              if (ol?.getAttribute('aria-busy') === 'true') busy = true;
              else if (busy && ol) {
                mutations.disconnect();
                requestAnimationFrame(() => {
                  const channel = new MessageChannel();
                  channel.port1.onmessage = () => {
                    result.paintedAt = performance.now();
                    done();
                  };
                  channel.port2.postMessage(null);
                });
              }
            });
            mutations.observe(document.body, {
              subtree: true,
              childList: true,
              attributes: true,
              attributeFilter: ['aria-busy'],
            });
            window.__benchArmed = true;
          }),
      );
      await page.waitForFunction(() => window.__benchArmed === true);
      await page.evaluate(() => {
        window.__benchArmed = false;
      });
      await page.getByRole('link', { name: 'Next page' }).first().click();
      const { responseEnd, paintedAt } = await timing;
      samples.push(Math.round((paintedAt - responseEnd) * 10) / 10);
      log(`Find Jobs search ${search + 1}: painted ${samples.at(-1)} ms after the answer`);
    }
    await context.close();
  } finally {
    await browser.close();
  }
  const result = { samples, medianMs: median(samples), budgetMs: BUDGETS.findJobsPaintMs };
  if (result.medianMs > BUDGETS.findJobsPaintMs) {
    failures.push(
      `Find Jobs paints results a median ${result.medianMs} ms after the answer > ${BUDGETS.findJobsPaintMs} ms`,
    );
  }
  return result;
}

// ---------------------------------------------------------------- (c) Lighthouse

async function startChromiumForLighthouse() {
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-chrome-'));
  const chrome = spawn(
    CHROME,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--headless=new',
      ...CHROMIUM_ARGS,
      '--no-default-browser-check',
      '--disable-extensions',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  cleanups.push(async () => {
    if (chrome.exitCode === null) {
      chrome.kill('SIGTERM');
      await new Promise((resolve) => chrome.once('exit', resolve));
    }
    rmSync(profile, { recursive: true, force: true });
  });
  await waitFor(`http://127.0.0.1:${port}/json/version`, 30_000);
  return port;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function runLighthouse({ origin, seeded }) {
  const { default: lighthouse, desktopConfig } = await import('lighthouse');
  const { computeMedianRun } = await import('lighthouse/core/lib/median-run.js');
  const { chromium } = await import('playwright');
  const port = await startChromiumForLighthouse();
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0];
  const control = await context.newPage();
  const cdp = await context.newCDPSession(control);
  await control.goto(`${origin}/unauthorized`);

  const rows = [];
  try {
    for (const route of LIGHTHOUSE_ROUTES.filter(measured)) {
      // The profile's storage is shared by the tabs Lighthouse opens: sign in (or out) here.
      await control.evaluate(
        (value) =>
          value === null
            ? window.localStorage.removeItem('hireloop.auth')
            : window.localStorage.setItem('hireloop.auth', value),
        route.who === 'guest' ? null : storedAuth(seeded[route.who]),
      );
      for (const formFactor of ['mobile', 'desktop']) {
        const runs = [];
        for (let run = 1; run <= RUNS; run += 1) {
          await cdp.send('Network.clearBrowserCache');
          const result = await lighthouse(
            `${origin}${route.path}`,
            {
              port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: ['performance', 'accessibility', 'best-practices'],
              disableStorageReset: true,
            },
            formFactor === 'desktop' ? desktopConfig : undefined,
          );
          if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${route.path}`);
          if (result.lhr.runtimeError) {
            throw new Error(`Lighthouse ${route.path}: ${result.lhr.runtimeError.message}`);
          }
          runs.push(result.lhr);
          log(
            `${route.path} ${formFactor} run ${run}: perf ${score(result.lhr, 'performance')}, a11y ${score(result.lhr, 'accessibility')}, bp ${score(result.lhr, 'best-practices')}`,
          );
        }
        rows.push(summarize(route, formFactor, runs, computeMedianRun));
        saveReport(route.path, formFactor, computeMedianRun(runs));
      }
    }
  } finally {
    await browser.close().catch(() => {});
  }
  return rows;
}

/**
 * Writes the median run's full Lighthouse report (JSON, a few hundred kB) to
 * bench-results/lighthouse/<route>-<form factor>.json, for reading what an audit found (the
 * LCP element, the long tasks); the folder is not committed.
 */
function saveReport(routePath, formFactor, lhr) {
  const dir = path.join(root, 'bench-results', 'lighthouse');
  mkdirSync(dir, { recursive: true });
  const name = routePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
  writeFileSync(path.join(dir, `${name}-${formFactor}.json`), JSON.stringify(lhr));
}

function score(lhr, category) {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function summarize(route, formFactor, runs, computeMedianRun) {
  const medianRun = computeMedianRun(runs);
  const audit = (id) => medianRun.audits[id]?.numericValue ?? Number.NaN;
  const row = {
    route: route.path,
    formFactor,
    runs: runs.length,
    performance: median(runs.map((lhr) => score(lhr, 'performance'))),
    accessibility: median(runs.map((lhr) => score(lhr, 'accessibility'))),
    bestPractices: median(runs.map((lhr) => score(lhr, 'best-practices'))),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    fcpMs: Math.round(audit('first-contentful-paint')),
    benchmarkIndex: medianRun.environment?.benchmarkIndex ?? null,
    // What kept a category below 100 in the median run (audit ids with a score below 1).
    missed: ['accessibility', 'best-practices', 'performance'].flatMap((category) =>
      (medianRun.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => medianRun.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1)
        .map((a) => `${category}:${a.id}`),
    ),
  };
  const perfBudget = BUDGETS.performance[formFactor];
  row.ok =
    row.performance >= perfBudget &&
    row.accessibility >= BUDGETS.accessibility &&
    row.bestPractices >= BUDGETS.bestPractices;
  if (row.performance < perfBudget)
    failures.push(
      `Lighthouse ${route.path} ${formFactor} performance ${row.performance} < ${perfBudget}`,
    );
  if (row.accessibility < BUDGETS.accessibility)
    failures.push(`Lighthouse ${route.path} ${formFactor} accessibility ${row.accessibility}`);
  if (row.bestPractices < BUDGETS.bestPractices)
    failures.push(`Lighthouse ${route.path} ${formFactor} best practices ${row.bestPractices}`);
  return row;
}

// ---------------------------------------------------------------- (d) API benchmark

function runApiBenchmark() {
  runStep('API benchmark (pnpm bench:api)', 'pnpm', ['--filter', '@hireloop/server', 'bench:api']);
  const file = path.join(root, 'bench-results/api-pglite.json');
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

// ---------------------------------------------------------------- report

function report(results) {
  const parts = [
    '# pnpm bench',
    '',
    `${results.date}; ${results.machine.cpus} × ${results.machine.cpu}, ${results.machine.memoryGiB} GiB, Node ${results.machine.node}; Chromium ${results.machine.chromium}.`,
    `Result: ${results.failures.length === 0 ? '**all budgets met**' : `**${results.failures.length} budget(s) missed**`}`,
    ...results.failures.map((failure) => `- ${failure}`),
  ];
  if (results.sizes) {
    parts.push(
      '',
      '## Initial JavaScript per route and lazy chunks (gzip, production build; scripts/sizes.mjs)',
      '',
      sizesMarkdown(results.sizes),
    );
  }
  if (results.loaded) {
    parts.push(
      '',
      '## What each route loaded in Chromium (gzip, cold load; a cross-check, not a budget)',
      '',
      table(
        ['Route', 'As', 'JS', 'CSS', 'Files'],
        results.loaded.map((r) => [
          `\`${r.route}\``,
          r.who,
          fmtKb(r.js),
          fmtKb(r.css),
          String(r.files),
        ]),
      ),
    );
  }
  if (results.findJobs) {
    const f = results.findJobs;
    parts.push(
      '',
      `## Find Jobs: results painted after the API's answer (${f.samples.length} searches, budget ${f.budgetMs} ms)`,
      '',
      `Median **${f.medianMs} ms** (${f.medianMs <= f.budgetMs ? 'ok' : '**over**'}); each: ${f.samples.join(', ')} ms.`,
    );
  }
  if (results.lighthouse) {
    parts.push(
      '',
      `## Lighthouse 13 (median of ${RUNS} runs; budgets: performance ≥ 95 mobile / 100 desktop, accessibility 100, best practices 100)`,
      '',
      table(
        [
          'Route',
          'Form factor',
          'Performance',
          'Accessibility',
          'Best practices',
          'LCP',
          'TBT',
          'CLS',
          '',
        ],
        results.lighthouse.map((r) => [
          `\`${r.route}\``,
          r.formFactor,
          String(r.performance),
          String(r.accessibility),
          String(r.bestPractices),
          `${r.lcpMs} ms`,
          `${r.tbtMs} ms`,
          String(r.cls),
          r.ok ? 'ok' : `**missed** ${r.missed.join(', ')}`,
        ]),
      ),
      '',
      `Lighthouse benchmark index of this machine: ${[...new Set(results.lighthouse.map((r) => r.benchmarkIndex))].join(', ')}.`,
    );
  }
  if (results.api) {
    parts.push(
      '',
      `## API benchmark (${results.api.db}, ${results.api.data.postings.toLocaleString('en')} postings, ${results.api.connections} connections, ${results.api.durationSeconds} s per scenario)`,
      '',
      table(
        ['Scenario', 'req/s', 'p50', 'p95', 'p99', 'errors'],
        results.api.scenarios.map((s) => [
          s.scenario,
          String(s.rps),
          `${s.p50} ms`,
          `${s.p95} ms`,
          `${s.p99} ms`,
          String(s.errors),
        ]),
      ),
    );
  }
  return `${parts.join('\n')}\n`;
}

// ---------------------------------------------------------------- main

async function main() {
  const work = mkdtempSync(path.join(os.tmpdir(), 'hireloop-bench-'));
  cleanups.push(async () => {
    if (!args.keep) rmSync(work, { recursive: true, force: true });
  });
  const dist = path.join(work, 'web-dist');
  const dataDir = path.join(work, 'data');
  // The data set in the repository (apps/server/data), or IMPORT_DIR.
  const importDir = path.resolve(process.env.IMPORT_DIR ?? path.join(root, 'apps/server/data'));
  const results = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown CPU',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      chromium: spawnSync(CHROME, ['--version'], { encoding: 'utf8' }).stdout?.trim() ?? 'unknown',
    },
    budgets: BUDGETS,
    failures,
  };

  try {
    log('web build…');
    // With the public pages as the production build serves them (docs/decisions/035).
    buildDist(dist);
    results.sizes = measureBuild(dist);
    failures.push(...results.sizes.failures);
    if (['jobs.jsonl', 'jobs.jsonl.gz'].some((f) => existsSync(path.join(importDir, f)))) {
      runStep(
        'real data import',
        'pnpm',
        ['--filter', '@hireloop/server', 'db:import', importDir],
        {
          env: { ...process.env, DATA_DIR: dataDir },
        },
      );
    } else {
      log(`${importDir} has no jobs.jsonl(.gz): the server imports the repository's data set`);
    }
    const port = await freePort();
    const origin = `http://localhost:${port}`;
    await startServer({ dist, dataDir, port });
    log(`server up on ${origin}`);
    const seeded = await seedAccounts(origin);

    results.loaded = await measureLoaded({ origin, seeded });
    if (measured({ path: '/c/jobs' })) results.findJobs = await measureFindJobs({ origin, seeded });
    if (!args['skip-lighthouse']) results.lighthouse = await runLighthouse({ origin, seeded });
  } catch (error) {
    failures.push(`bench step failed: ${error.message}`);
    console.error(error);
  } finally {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
  }

  if (!args['skip-api']) {
    try {
      results.api = runApiBenchmark();
    } catch (error) {
      failures.push(error.message);
    }
  }

  results.seconds = Math.round((performance.now() - started) / 1000);
  const markdown = report(results);
  const out = path.join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, 'bench.md'), markdown);
  writeFileSync(path.join(out, 'bench.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\n${markdown}`);
  log(`written to bench-results/bench.md and bench.json (${results.seconds} s)`);
  process.exit(failures.length === 0 ? 0 : 1);
}

await main();
