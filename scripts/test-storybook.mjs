#!/usr/bin/env node
// The story tests (`pnpm test-storybook`): @storybook/test-runner against the static Storybook
// build (storybook-static/, made by `pnpm build-storybook`), served on a free local port. Every
// story of index.json is one test (in the runner's sequence: one page per story file); hooks and
// checks in .storybook/test-runner.ts, Jest and Chromium settings in test-runner-jest.config.js.
//
// Usage: node scripts/test-storybook.mjs [--alone] [test-runner options…]
//   --alone opens every story in a fresh page of its own (STORIES_ALONE=1): a story that only
//   works after another one fails (about 2.7 times the time of the sequence).
//   e.g. --json --outputFile=report.json (Jest's JSON report), --includeTags, a story-file filter.
// Env: STORYBOOK_STATIC (default storybook-static), TEST_STORYBOOK_WORKERS (default 2: the cores).
// Exits with the test-runner's status; 1 when there is no build to test.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import httpServer from 'http-server';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const staticDir = resolve(root, process.env.STORYBOOK_STATIC ?? 'storybook-static');
if (!existsSync(join(staticDir, 'index.json'))) {
  console.error(`No Storybook build in ${staticDir}: run \`pnpm build-storybook\` first.`);
  process.exit(1);
}

const server = httpServer.createServer({ root: staticDir, cache: 3600, silent: true });
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const url = `http://127.0.0.1:${server.server.address().port}`;

const workers = process.env.TEST_STORYBOOK_WORKERS ?? '2';
const args = process.argv.slice(2);
const alone = args.includes('--alone');
// Not spawnSync: the server above answers from this process's event loop.
const child = spawn(
  'pnpm',
  [
    'exec',
    'test-storybook',
    '--index-json',
    '--url',
    url,
    '--failOnConsole',
    '--maxWorkers',
    workers,
    ...args.filter((arg) => arg !== '--alone'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...(alone ? { STORIES_ALONE: '1' } : {}) },
  },
);
const [status] = await once(child, 'exit');
server.close();
process.exit(status ?? 1);
