/**
 * The production build of the web app, defined once: Vite with a manifest into a folder, then the
 * prerendered public pages (scripts/prerender.mjs). `pnpm --filter @hireloop/web build` (after its
 * type check), the app lane of `pnpm test` (scripts/test-all.mjs), the end-to-end server
 * (e2e/support/start-server.ts), the byte budgets (scripts/sizes.mjs, without the prerender) and
 * the bench all build through it.
 *
 * CLI: `node scripts/build-dist.mjs [--dist DIR]` from apps/web (DIR @default dist); prints each
 * step's wall time (s); exits 1 when a step fails.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs one step in apps/web. @throws Error naming the step when it fails */
function step(name, command, args, stdio) {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd: webRoot, stdio });
  if (result.status !== 0)
    throw new Error(`web ${name} failed (exit ${result.status ?? result.signal})`);
  if (stdio === 'inherit')
    console.log(`[build-dist] ${name}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * Builds the web app for production into `outDir` (emptied first).
 * @param outDir absolute, or relative to apps/web
 * @param options.prerender also write the prerendered public pages (@default true)
 * @param options.stdio the child processes' stdio (@default 'inherit')
 * @throws Error when the Vite build or the prerender fails
 */
export function buildDist(outDir, { prerender = true, stdio = 'inherit' } = {}) {
  const dist = path.resolve(webRoot, outDir);
  step(
    'vite build',
    'pnpm',
    [
      'exec',
      'vite',
      'build',
      '--outDir',
      dist,
      '--emptyOutDir',
      '--manifest',
      '--logLevel',
      'warn',
    ],
    stdio,
  );
  if (prerender)
    step('prerender', process.execPath, ['scripts/prerender.mjs', '--dist', dist], stdio);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { dist: { type: 'string', default: 'dist' } } });
  try {
    buildDist(values.dist);
  } catch (error) {
    console.error(String(error instanceof Error ? error.message : error));
    process.exit(1);
  }
}
