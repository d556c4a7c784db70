#!/usr/bin/env node
// The story tests against the BUILT Storybook (storybook-static/): every story opened alone, its
// axe checks, the visual comparison of the component stories and the probe stories
// (visual/stories.spec.ts, decision 227), and the docs pages (visual/docs.spec.ts).
//
//   pnpm test:stories                    run them all
//   pnpm test:stories --update           accept the current look: rewrite the baseline PNGs that differ
//   pnpm test:stories --build            run `pnpm build-storybook` first (done anyway when it is missing)
//   pnpm test:stories --report <file>    also write Playwright's JSON report there (scripts/test-all.mjs)
//
// Other arguments go to `playwright test` unchanged (e.g. a story id filter: `button`, or
// `--grep dark`). The HTML report of the differences (expected / actual / diff, with a slider) is
// written to visual/report/ (open visual/report/index.html). Exits with Playwright's exit code.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
// VISUAL_STORYBOOK_DIR: test another build of Storybook (never built by this script).
const staticDir = process.env.VISUAL_STORYBOOK_DIR ?? join(root, 'storybook-static');

/** Splits this script's own flags from the arguments passed through to Playwright. */
function parseArgs(argv) {
  const rest = [];
  let update = false;
  let build = false;
  let report;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--') continue;
    if (arg === '--update' || arg === '-u' || arg === '--update-snapshots') update = true;
    else if (arg === '--build') build = true;
    else if (arg.startsWith('--report=')) report = arg.slice('--report='.length);
    else if (arg === '--report') report = argv[++i];
    else rest.push(arg);
  }
  return { rest, update, build, report };
}

function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const { rest, update, build, report } = parseArgs(process.argv.slice(2));

if (!process.env.VISUAL_STORYBOOK_DIR && (build || !existsSync(join(staticDir, 'index.json')))) {
  console.log('Building Storybook (pnpm build-storybook)…');
  const res = spawnSync('pnpm', ['run', 'build-storybook'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const env = {
  ...process.env,
  VISUAL_PORT: process.env.VISUAL_PORT ?? String(await freePort()),
};
// `update-snapshots=changed` rewrites only the PNGs that differ (and writes missing ones), so an
// accepted change touches exactly the stories whose look changed.
// Node runs Playwright's CLI itself (not through pnpm), so a signal to this script reaches it.
const cli = join(here, 'node_modules', '@playwright', 'test', 'cli.js');
const args = [cli, 'test', ...(update ? ['--update-snapshots=changed'] : [])];
if (report) env.VISUAL_JSON_REPORT = resolve(process.cwd(), report);

const runner = spawn(process.execPath, [...args, ...rest], { cwd: here, stdio: 'inherit', env });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => runner.kill(signal));
runner.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
