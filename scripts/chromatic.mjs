#!/usr/bin/env node
// `pnpm chromatic`: publishes the built Storybook to Chromatic for visual review when
// CHROMATIC_PROJECT_TOKEN is set (building storybook-static/ first if it is missing); otherwise
// prints one line saying what is missing and exits 0, so a machine without the token (or without
// network) never fails on it. The CLI's own run is capped at CHROMATIC_TIMEOUT_S seconds
// (default 600), since it cannot work offline and may hang. Extra arguments go to the CLI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const buildDir = join(root, 'storybook-static');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('chromatic: skipped, CHROMATIC_PROJECT_TOKEN is not set (nothing published)');
  process.exit(0);
}

function run(cmd, args, timeoutMs) {
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', timeout: timeoutMs });
  if (res.error) console.error(`chromatic: ${cmd} ${args[0] ?? ''} stopped: ${res.error.message}`);
  return res.status ?? 1;
}

if (!existsSync(join(buildDir, 'index.html'))) {
  const status = run('pnpm', ['run', 'build-storybook']);
  if (status !== 0) process.exit(status);
}

const timeoutMs = Number(process.env.CHROMATIC_TIMEOUT_S ?? 600) * 1000;
process.exit(
  run(
    'pnpm',
    [
      'exec',
      'chromatic',
      '--exit-zero-on-changes',
      '--storybook-build-dir',
      'storybook-static',
      ...process.argv.slice(2),
    ],
    timeoutMs,
  ),
);
