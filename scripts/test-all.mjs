#!/usr/bin/env node
// Runs every test suite of the repository in order and prints one closing line
// `tests: N passed, N failed` (plus skipped) summed over all suites. Exits non-zero when any
// suite fails. Suites: Vitest (all workspace packages), the web app's byte budgets
// (scripts/sizes.mjs, counted as one test), the consumer test of the packed packages
// (scripts/consumer-test), the static Storybook build, the story tests in it (every story opened
// alone and checked with axe, the visual comparison of the component stories against their
// baseline, the probe stories that must fail their checks), and the Playwright end-to-end journeys.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failures = [];
/** Wall time of each step, in s, printed at the end (the per-stage figures). */
const stepTimes = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, ...env },
  });
  stepTimes.push([name, (performance.now() - started) / 1000]);
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Adds a Playwright JSON report (stats.expected, …) to the totals. A flaky test (failed, then
 * passed on the retry the e2e config allows in CI) does not fail the run but is counted and
 * printed on the closing line, so it stays visible.
 */
function addPlaywright(name, file) {
  const r = readJson(file);
  if (!r?.stats) {
    failures.push(`${name} (no report)`);
    return;
  }
  const failed = r.stats.unexpected ?? 0;
  const flaky = r.stats.flaky ?? 0;
  totals.passed += r.stats.expected ?? 0;
  totals.failed += failed;
  totals.flaky += flaky;
  totals.skipped += r.stats.skipped ?? 0;
  console.log(`[${name}] ${r.stats.expected ?? 0} passed, ${failed} failed, ${flaky} flaky`);
}

/** Adds a Jest/Vitest JSON report (numPassedTests, …) to the totals. */
function addJestLike(name, file) {
  const r = readJson(file);
  if (!r) {
    failures.push(`${name} (no report)`);
    return;
  }
  totals.passed += r.numPassedTests ?? 0;
  totals.failed += r.numFailedTests ?? 0;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  console.log(`[${name}] ${r.numPassedTests} passed, ${r.numFailedTests} failed`);
}

function listFiles(dir, pattern, acc = []) {
  if (!existsSync(dir)) return acc;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.data')) continue;
    const p = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(p, pattern, acc);
    else if (pattern.test(entry.name)) acc.push(p);
  }
  return acc;
}

// 1. Unit and integration tests (every package's vitest.config.ts).
const vitestReport = join(out, 'vitest.json');
run('vitest', 'pnpm', [
  'exec',
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
addJestLike('vitest', vitestReport);

// The web app's production build, made once for the run (Vite with a manifest, then the
// prerendered public pages): the byte budgets measure it, the end-to-end journeys serve it and CI's
// production artifact (pnpm build:server) packs it, instead of three builds of the same sources.
const webDist = join(root, 'apps/web/dist');
const webArgs = ['--filter', '@hireloop/web'];
const webBuilt = run('web build', 'pnpm', [
  ...webArgs,
  'exec',
  'vite',
  'build',
  '--outDir',
  webDist,
  '--emptyOutDir',
  '--manifest',
  '--logLevel',
  'warn',
]);
if (webBuilt) run('prerender', 'pnpm', [...webArgs, 'prerender', '--dist', webDist]);

// 2. The byte budgets of the production build: initial JS per route, every lazy chunk.
if (run('size', 'node', ['scripts/sizes.mjs', '--dist', webDist])) totals.passed += 1;
else totals.failed += 1;

// 3. The packages as another project installs them: packed, installed into a fresh Vite app
// outside the workspace, built and checked in Chromium.
const consumerReport = join(out, 'consumer.json');
run('consumer', 'node', ['scripts/consumer-test/run.mjs', '--report', consumerReport]);
addJestLike('consumer', consumerReport);

// 4. Storybook: the static Storybook build (what designers open and Chromatic publishes), then
// the story tests in it (`pnpm test:stories`, visual/stories.spec.ts, decision 227): every story
// opened alone (a fresh load of its own: it renders, passes its play function, raises no page
// error), axe on that same render (first render and after the play function, light and dark),
// every component story of packages/ui screenshotted light and dark and compared with
// visual/__screenshots__, and the probe stories that must each fail their axe check.
const stories = [
  ...listFiles(join(root, 'packages'), /\.stories\.tsx?$/),
  ...listFiles(join(root, 'apps'), /\.stories\.tsx?$/),
];
if (stories.length > 0) {
  if (run('build-storybook', 'pnpm', ['run', 'build-storybook'])) {
    const storiesReport = join(out, 'stories.json');
    run('stories', 'node', ['visual/run.mjs', '--report', storiesReport]);
    addPlaywright('stories', storiesReport);
  }
} else {
  console.log('\n=== storybook: no stories yet, skipped');
}

// 5. End-to-end journeys against the real server and the built app.
const specs = listFiles(join(root, 'e2e'), /\.spec\.ts$/);
if (specs.length > 0) {
  const e2eReport = join(out, 'e2e.json');
  // The journeys serve the build made above (E2E_SKIP_BUILD: start-server.ts builds only when
  // it finds no index.html there).
  run('e2e', 'pnpm', ['--filter', '@hireloop/e2e', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_SKIP_BUILD: '1',
    E2E_WEB_DIST: webDist,
  });
  addPlaywright('e2e', e2eReport);
} else {
  console.log('\n=== e2e: no journeys yet, skipped');
}

console.log('\nwall time by step:');
for (const [name, seconds] of stepTimes)
  console.log(`  ${name.padEnd(16)} ${seconds.toFixed(1)} s`);
console.log('');
if (failures.length) console.log(`failing suites: ${failures.join(', ')}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
    (totals.flaky ? `, ${totals.flaky} flaky (failed once, passed on retry)` : ''),
);
process.exit(failures.length || totals.failed ? 1 : 0);
