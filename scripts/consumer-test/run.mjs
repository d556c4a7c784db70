#!/usr/bin/env node
// The consumer test: builds and `pnpm pack`s @hireloop/ui, /machines and /api, installs the three
// tarballs with `npm install` and no flags into a fresh Vite + React app (template/ copied to a
// temporary folder outside the workspace), checks in Node that @hireloop/api/msw's handlers answer
// the typed client under msw's setupServer (template/msw-check.mjs), typechecks and builds that
// app, serves it with a mock of the API on 127.0.0.1, and checks in Chromium that the themed components render differently in light and dark (the compiled
// CSS shipped), that the session-timeout statechart runs on a simulated clock and that the typed
// client reads the mock's answer. A broken export, a missing file or a missing style fails it.
//
// Usage: node scripts/consumer-test/run.mjs [--report <file.json>] [--keep]
// Env: CHROME_PATH (default /usr/bin/chromium), CONSUMER_TEST_PORT (default 0: any free port).
// Prints each tarball's size and one line per check; exits 1 when any check fails.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumLaunchOptions } from '../chromium.mjs';

const root = new URL('../..', import.meta.url).pathname;
const args = process.argv.slice(2);
const reportFile = args.includes('--report') ? args[args.indexOf('--report') + 1] : null;
const keep = args.includes('--keep');
const packages = ['api', 'machines', 'ui'];

/** The mock's answer to GET /api/v1/auth/session/status (contract shape, snake_case). */
const SESSION_STATUS = { data: { is_expired: false, expires_in_seconds: 1234 } };

function sh(cmd, cmdArgs, cwd) {
  const res = spawnSync(cmd, cmdArgs, { cwd, stdio: 'inherit', env: process.env });
  if (res.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(' ')} failed in ${cwd}`);
}

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? ` (${detail})` : ''}`);
}

/** Versions the consumer installs beside the tarballs: the workspace's own, so the store has them. */
function consumerManifest(tarballs) {
  const web = readJson(join(root, 'apps/web/package.json'));
  const rootPkg = readJson(join(root, 'package.json'));
  const ui = readJson(join(root, 'packages/ui/package.json'));
  const pick = (names, ...sources) =>
    Object.fromEntries(names.map((n) => [n, sources.map((s) => s[n]).find(Boolean)]));
  const deps = { ...web.dependencies, ...web.devDependencies, ...rootPkg.devDependencies };
  return {
    name: 'hireloop-consumer',
    private: true,
    type: 'module',
    scripts: { build: 'tsc -p . && vite build' },
    dependencies: {
      '@hireloop/api': `file:${tarballs.api}`,
      '@hireloop/machines': `file:${tarballs.machines}`,
      '@hireloop/ui': `file:${tarballs.ui}`,
      ...pick(['react', 'react-dom', 'react-aria-components', 'xstate', 'msw'], deps),
    },
    devDependencies: {
      ...pick(['vite', '@vitejs/plugin-react', '@types/react', '@types/react-dom'], deps),
      typescript: ui.devDependencies.typescript,
    },
    // @hireloop/machines depends on @hireloop/api by version: take it from its tarball too
    // (npm's own `overrides` field, no install flag).
    overrides: { '@hireloop/api': `file:${tarballs.api}` },
  };
}

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the built app and answers the API calls the app makes; counts the status calls. */
function serve(dist) {
  const seen = { status: 0 };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api/v1/auth/session/status' && req.method === 'GET') {
      seen.status += 1;
      res.writeHead(200, { 'Content-Type': 'application/json' });
      return res.end(JSON.stringify(SESSION_STATUS));
    }
    if (url.pathname.startsWith('/api/')) {
      res.writeHead(204);
      return res.end();
    }
    const file = join(dist, url.pathname === '/' ? 'index.html' : url.pathname);
    try {
      const body = readFileSync(file);
      res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  return new Promise((resolve) => {
    server.listen(Number(process.env.CONSUMER_TEST_PORT ?? 0), '127.0.0.1', () =>
      resolve({ server, seen, port: server.address().port }),
    );
  });
}

async function inBrowser(origin) {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(origin);
    await page.waitForFunction(() => window.consumerResult !== undefined, null, {
      timeout: 30_000,
    });
    const result = await page.evaluate(() => window.consumerResult);
    const styles = await page.evaluate(() =>
      ['light', 'dark'].map((theme) => {
        const section = document.querySelector(`[data-theme="${theme}"]`);
        const button = section?.querySelector('button');
        if (!section || !button) return null;
        const b = getComputedStyle(button);
        return {
          label: button.textContent,
          background: b.backgroundColor,
          color: b.color,
          font: getComputedStyle(document.body).fontFamily,
        };
      }),
    );
    // The library's font must really load (its @font-face rules reach the app's CSS), not only
    // be named: a loaded "Inter Variable" face, and text set in it wider or narrower than the
    // same text in the fallback it would otherwise get.
    const font = await page.evaluate(async () => {
      await document.fonts.load('16px "Inter Variable"');
      await document.fonts.ready;
      const width = (family) => {
        const span = document.createElement('span');
        span.style.font = `16px ${family}`;
        span.textContent = 'Hireloop job marketplace 0123456789';
        document.body.append(span);
        const px = span.getBoundingClientRect().width;
        span.remove();
        return px;
      };
      return {
        faces: [...document.fonts]
          .filter((face) => face.family.replace(/"/g, '') === 'Inter Variable')
          .map((face) => face.status),
        inter: width('"Inter Variable", serif'),
        fallback: width('serif'),
      };
    });
    return { result, styles, errors, font };
  } finally {
    await browser.close();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'hireloop-consumer-'));
  try {
    console.log('=== building the packages');
    sh(
      'pnpm',
      [
        '--workspace-concurrency=1',
        ...packages.flatMap((p) => ['--filter', `@hireloop/${p}`]),
        'run',
        'build',
      ],
      root,
    );

    console.log('=== packing');
    const packDir = join(work, 'tarballs');
    mkdirSync(packDir);
    const tarballs = {};
    for (const p of packages) {
      const dir = join(root, 'packages', p);
      const { version } = readJson(join(dir, 'package.json'));
      sh('pnpm', ['pack', '--pack-destination', packDir], dir);
      tarballs[p] = join(packDir, `hireloop-${p}-${version}.tgz`);
      console.log(`tarball @hireloop/${p}: ${statSync(tarballs[p]).size} bytes`);
    }

    console.log(`=== fresh app in ${work}/app`);
    const app = join(work, 'app');
    cpSync(new URL('./template', import.meta.url).pathname, app, { recursive: true });
    writeFileSync(join(app, 'package.json'), JSON.stringify(consumerManifest(tarballs), null, 2));
    // npm with its defaults, as a team outside the workspace installs: no flag, so a peer range
    // that is not true (ERESOLVE) fails here.
    let installed = true;
    try {
      sh('npm', ['install'], app);
    } catch {
      installed = false;
    }
    check('`npm install` (no flags) installs the three tarballs and their peers', installed);
    if (!installed) return;
    // This Node (the workspace's, in `pnpm test`): msw 3 needs 22.12 or later.
    const mock = spawnSync(process.execPath, ['msw-check.mjs'], { cwd: app, encoding: 'utf8' });
    const answer = (() => {
      try {
        return JSON.parse(mock.stdout.trim().split('\n').at(-1) ?? '');
      } catch {
        return null;
      }
    })();
    check(
      "@hireloop/api/msw's handlers answer the typed client under msw's setupServer (Node)",
      mock.status === 0 && answer?.status === 200 && answer.title === answer.expected,
      answer
        ? `${answer.status} ${answer.title}`
        : mock.stderr.trim().split('\n').slice(-3).join(' '),
    );
    const undeclared = packages.filter(
      (p) => !readJson(join(app, 'node_modules/@hireloop', p, 'package.json')).engines?.node,
    );
    check(
      'every installed package declares the Node versions it supports (engines.node)',
      undeclared.length === 0,
      undeclared.map((p) => `@hireloop/${p}`).join(', '),
    );
    let built = true;
    try {
      sh('npm', ['run', 'build'], app);
    } catch {
      built = false;
    }
    check('the app typechecks and builds against the tarballs', built);
    if (!built) return;

    const { server, seen, port } = await serve(join(app, 'dist'));
    try {
      const { result, styles, errors, font } = await inBrowser(`http://127.0.0.1:${port}/`);
      const [light, dark] = styles;
      check('the page runs without errors', errors.length === 0, errors.join('; '));
      check(
        "components render with the library's copy",
        light?.label === 'Logout' && dark?.label === 'Logout',
        `${light?.label} / ${dark?.label}`,
      );
      check(
        "the compiled styles apply: the theme's font on the page and a painted button",
        Boolean(light?.font.includes('Inter')) && light?.background !== 'rgba(0, 0, 0, 0)',
        `${light?.font}; ${light?.background}`,
      );
      check(
        "the library's font loads (@font-face reaches the app) and sets the text",
        font.faces.includes('loaded') && Math.abs(font.inter - font.fallback) > 1,
        `faces ${font.faces.join(', ') || 'none'}; ${font.inter.toFixed(1)} px vs ${font.fallback.toFixed(1)} px in the fallback`,
      );
      check(
        'light and dark themes differ',
        Boolean(light && dark) &&
          light.background !== dark.background &&
          light.color !== dark.color,
        `light ${light?.background} on ${light?.color}, dark ${dark?.background} on ${dark?.color}`,
      );
      check(
        'the typed client reads the mock, camelCased',
        result?.status?.isExpired === false &&
          result.status.expiresInSeconds === 1234 &&
          seen.status > 0,
        JSON.stringify(result?.status),
      );
      check(
        'session timeout on a simulated clock: warning at 10 min, not before',
        result?.warningSecondsBefore10Min === null && result.warningSecondsAt10Min === 300,
        `${result?.warningSecondsBefore10Min} then ${result?.warningSecondsAt10Min}`,
      );
      check(
        'session timeout: the countdown ends the session as expired',
        result?.endReason === 'expired',
        `${result?.endReason}${result?.error ? `; ${result.error}` : ''}`,
      );
    } finally {
      server.close();
    }
  } finally {
    if (keep) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  }
}

try {
  await main();
} catch (error) {
  check('consumer test ran to the end', false, String(error?.message ?? error));
}
const failed = checks.filter((c) => !c.ok).length;
if (reportFile) {
  writeFileSync(
    reportFile,
    JSON.stringify({ numPassedTests: checks.length - failed, numFailedTests: failed }),
  );
}
console.log(`consumer test: ${checks.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
