#!/usr/bin/env node
// Runs every test suite of the repository and prints one closing line
// `tests: N passed, N failed` (plus skipped) summed over all suites. Exits non-zero when any
// suite fails. Suites: Vitest (all workspace packages), the web app's byte budgets
// (scripts/sizes.mjs, counted as one test), the consumer test of the packed packages
// (scripts/consumer-test), the static Storybook build, the story tests in it (every story opened
// alone and checked with axe, the visual comparison of the component stories against their
// baseline, the probe stories that must fail their checks), and the Playwright end-to-end journeys.
//
// The suites run in two lanes side by side (decision 239): no suite keeps both cores busy (a
// third of the machine sat idle through the story tests and the journeys, measured from
// /proc/stat), so one lane fills the other's waits.
// - app lane: the web app's build (once for the run), the prerendered pages, the byte budgets,
//   the consumer test, Vitest, the end-to-end journeys;
// - storybook lane: the static Storybook build, the story tests (the longest step, started first).
// Each line of a step's output is prefixed with the step's name. `TEST_LANES=1` runs the two
// lanes one after the other (the order of the steps above), to measure a step alone.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const out = join(root, 'test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const failures = [];
/** Each step's name, start (s after the run's start) and wall time (s), printed at the end. */
const stepTimes = [];
const runStarted = performance.now();

/**
 * Runs one step and resolves to whether it passed. Its output is passed on line by line, each
 * prefixed with `[name]`, so the two lanes' logs stay readable side by side; its wall time (s) is
 * recorded for the closing table.
 */
function run(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const started = performance.now();
  const child = spawn(cmd, args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const lines = (rest + chunk).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    });
    stream.on('end', () => {
      if (rest) console.log(`[${name}] ${rest}`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      stepTimes.push([name, (started - runStarted) / 1000, seconds]);
      console.log(
        `=== ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`} in ${seconds.toFixed(1)} s`,
      );
      if (code !== 0) failures.push(name);
      resolve(code === 0);
    });
  });
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

const webDist = join(root, 'apps/web/dist');
const webArgs = ['--filter', '@hireloop/web'];

/**
 * The app lane: the web app's production build, made once for the run (Vite with a manifest, then
 * the prerendered public pages): the byte budgets measure it, the end-to-end journeys serve it and
 * CI's production artifact (pnpm build:server) packs it, instead of three builds of the same
 * sources. Then the consumer test of the packages, Vitest, then the journeys.
 */
async function appLane() {
  const webBuilt = await run('web build', 'pnpm', [...webArgs, 'build:dist', '--dist', webDist]);

  // The byte budgets of the production build: initial JS per route, every lazy chunk.
  if (webBuilt && (await run('size', 'node', ['scripts/sizes.mjs', '--dist', webDist])))
    totals.passed += 1;
  else totals.failed += 1;

  // The packages as another project installs them: packed, installed into a fresh Vite app
  // outside the workspace, built and checked in Chromium.
  const consumerReport = join(out, 'consumer.json');
  await run('consumer', 'node', ['scripts/consumer-test/run.mjs', '--report', consumerReport]);
  addJestLike('consumer', consumerReport);

  // Unit and integration tests (every package's vitest.config.ts).
  const vitestReport = join(out, 'vitest.json');
  await run('vitest', 'pnpm', [
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestReport}`,
  ]);
  addJestLike('vitest', vitestReport);

  // End-to-end journeys against the real server and the built app.
  const specs = listFiles(join(root, 'e2e'), /\.spec\.ts$/);
  if (specs.length === 0) {
    console.log('\n=== e2e: no journeys yet, skipped');
    return;
  }
  if (!webBuilt) {
    failures.push('e2e (no web build)');
    return;
  }
  const e2eReport = join(out, 'e2e.json');
  // The journeys serve the build made above (E2E_SKIP_BUILD: start-server.ts builds only when
  // it finds no index.html there).
  await run('e2e', 'pnpm', ['--filter', '@hireloop/e2e', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    E2E_SKIP_BUILD: '1',
    E2E_WEB_DIST: webDist,
  });
  addPlaywright('e2e', e2eReport);
}

/**
 * The storybook lane: the static Storybook build (what designers open and Chromatic publishes),
 * then the story tests in it (`pnpm test:stories`, visual/stories.spec.ts, decision 227): every
 * story opened alone (a fresh load of its own: it renders, passes its play function, raises no page error), axe on that same
 * render (first render and after the play function, light and dark), every component story of
 * packages/ui screenshotted light and dark and compared with visual/__screenshots__, and the
 * probe stories that must each fail their axe check.
 */
async function storybookLane() {
  const stories = [
    ...listFiles(join(root, 'packages'), /\.stories\.tsx?$/),
    ...listFiles(join(root, 'apps'), /\.stories\.tsx?$/),
  ];
  if (stories.length === 0) {
    console.log('\n=== storybook: no stories yet, skipped');
    return;
  }
  if (await run('build-storybook', 'pnpm', ['run', 'build-storybook'])) {
    const storiesReport = join(out, 'stories.json');
    await run('stories', 'node', ['visual/run.mjs', '--report', storiesReport]);
    addPlaywright('stories', storiesReport);
  }
}

if (process.env.TEST_LANES === '1') {
  await appLane();
  await storybookLane();
} else {
  await Promise.all([appLane(), storybookLane()]);
}

console.log('\nwall time by step (start and duration, s):');
for (const [name, start, seconds] of stepTimes)
  console.log(`  ${name.padEnd(16)} from ${start.toFixed(0).padStart(5)}  ${seconds.toFixed(1)} s`);
console.log(`  ${'total'.padEnd(16)} ${((performance.now() - runStarted) / 1000).toFixed(1)} s`);
console.log('');
if (failures.length) console.log(`failing suites: ${failures.join(', ')}`);
console.log(
  `tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped` +
    (totals.flaky ? `, ${totals.flaky} flaky (failed once, passed on retry)` : ''),
);
process.exit(failures.length || totals.failed ? 1 : 0);
