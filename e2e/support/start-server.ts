/**
 * The web server of the end-to-end run (playwright.config.ts `webServer.command`), in four steps:
 *
 * 1. empties DATA_DIR, so every run starts from a fresh embedded database;
 * 2. builds the web app for production (`vite build`, then the prerendered public pages of
 *    apps/web/scripts/prerender.mjs) into E2E_WEB_DIST, the folder the server is told to serve
 *    (WEB_DIST), not apps/web/dist, which other work may rebuild meanwhile;
 *    the type check of `pnpm --filter @hireloop/web build` is left to `pnpm check`;
 *    `E2E_SKIP_BUILD=1` serves the build already there (iterating on the tests);
 * 3. imports the real data of IMPORT_DIR (`pnpm --filter @hireloop/server db:import`), which also
 *    migrates the database; idempotent, so harmless once the server imports IMPORT_DIR itself;
 * 4. starts the server (`node src/main.ts` in apps/server, as its `start` script does) and stays in
 *    front of it, passing on the signals Playwright sends at the end.
 *
 * Run with the pinned Node 24 (`pnpm exec node e2e/support/start-server.ts`).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { importDir, repoRoot, webDist } from './env.ts';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} must be set`);
  return value;
}

function step(label: string, args: string[]): void {
  const started = performance.now();
  const result = spawnSync('pnpm', args, { cwd: repoRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`[e2e] ${label} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
  console.log(`[e2e] ${label} done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const dataDir = required('DATA_DIR');
rmSync(dataDir, { recursive: true, force: true });

if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(webDist, 'index.html'))) {
  console.log(`[e2e] web build skipped (E2E_SKIP_BUILD=1): serving ${webDist} as it is`);
} else {
  step('web build', ['--filter', '@hireloop/web', 'build:dist', '--dist', webDist]);
}
step('real data import', [
  '--filter',
  '@hireloop/server',
  'db:import',
  process.env.IMPORT_DIR ?? importDir,
]);

// The server itself (what `pnpm --filter @hireloop/server start` runs), without pnpm in between, so
// that Playwright's stop signal reaches it directly.
const server = spawn(process.execPath, ['src/main.ts'], {
  cwd: path.join(repoRoot, 'apps/server'),
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: webDist },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
