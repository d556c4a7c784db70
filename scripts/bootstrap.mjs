#!/usr/bin/env node
// Entry point of the README's two commands (`pnpm start`, `pnpm test`; `npm start` / `npm test`
// do the same on a machine without pnpm). Runs on any Node >= 18: it installs the pinned pnpm when
// missing, installs the workspace (which brings Node 24 as a devDependency), then hands over to the
// real script under Node 24. For `test` it also makes sure Debian's Chromium is there.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { CHROME_PATH } from './chromium.mjs';

const command = process.argv[2];
const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const pnpmVersion = pkg.packageManager.split('@')[1];

function run(cmd, args, opts = {}) {
  const res = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

function has(cmd) {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
}

if (!has('pnpm') || !execSync('pnpm --version', { encoding: 'utf8' }).startsWith('10.')) {
  console.log(`[bootstrap] installing pnpm@${pnpmVersion}`);
  run('npm', ['install', '--global', `pnpm@${pnpmVersion}`]);
}

run('pnpm', ['install', '--frozen-lockfile', '--reporter=silent']);

if (command === 'test') {
  const chrome = CHROME_PATH;
  if (!existsSync(chrome)) {
    if (process.getuid?.() !== 0) {
      console.error(
        `[bootstrap] Chromium not found at ${chrome}: install Debian's chromium package or set CHROME_PATH.`,
      );
      process.exit(1);
    }
    console.log('[bootstrap] installing Chromium from Debian packages');
    run('sh', [
      '-c',
      'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null',
    ]);
  }
  run('pnpm', ['run', 'test:all']);
} else if (command === 'start') {
  run('pnpm', ['run', 'app:start']);
} else {
  console.error('usage: bootstrap.mjs start|test');
  process.exit(2);
}
