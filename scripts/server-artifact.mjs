#!/usr/bin/env node
/**
 * `pnpm build:server [--out <dir>]`: the production artifact of the server (issue 33), a folder
 * that runs on its own with `NODE_ENV=production node apps/server/src/main.ts` (Node 24: the
 * TypeScript sources run with Node's type stripping) on PostgreSQL (`DATABASE_URL`) or the
 * embedded PGlite. It keeps the repository's layout for what it ships, so every relative path of
 * the configuration means the same in both (decision 219):
 * - `apps/server/`: the server package as `pnpm deploy --prod` copies it (`src/`, `drizzle/`,
 *   `data/`), with `node_modules/` holding production dependencies only;
 * - `apps/server/node_modules/@hireloop/api`: the shared rules and contract enums as built
 *   JavaScript (`dist/`, the package's `publishConfig.exports`: Node does not strip types inside
 *   node_modules);
 * - `openapi/openapi.yaml`: the contract the server validates requests with;
 * - `apps/web/dist/`: the built web app (`WEB_DIST`'s default).
 *
 * Default `<dir>`: `dist/hireloop-server`, replaced on each run. It builds what is missing:
 * `@hireloop/api`'s JavaScript always (seconds), the web app only when `apps/web/dist` has no
 * `index.html` (`--build-web` forces it). Prints the artifact's size; exits 1 naming a failed step.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: { out: { type: 'string' }, 'build-web': { type: 'boolean' } },
});
const out = path.resolve(values.out ?? path.join(root, 'dist/hireloop-server'));

function step(name, command, args, cwd = root) {
  console.log(`=== ${name}`);
  try {
    execFileSync(command, args, { cwd, stdio: 'inherit' });
  } catch {
    console.error(`build:server: ${name} failed`);
    process.exit(1);
  }
}

step('@hireloop/api as JavaScript', 'pnpm', [
  '--filter',
  '@hireloop/api',
  'exec',
  'vite',
  'build',
  '-c',
  'vite.build.config.ts',
  '--logLevel',
  'warn',
]);
if (values['build-web'] || !existsSync(path.join(root, 'apps/web/dist/index.html')))
  step('the web app', 'pnpm', ['--filter', '@hireloop/web', 'build']);

rmSync(out, { recursive: true, force: true });
const server = path.join(out, 'apps/server');
step('the server with its production dependencies', 'pnpm', [
  '--filter',
  '@hireloop/server',
  'deploy',
  '--prod',
  '--legacy',
  '--reporter=silent',
  // @hireloop/api's optional peer (msw: its mock layer) stay out where possible.
  '--config.auto-install-peers=false',
  server,
]);

// The deployed @hireloop/api holds dist/ (its `files`) but a package.json whose exports name the
// workspace's sources: point them at dist/ as publishing would.
const api = realpathSync(path.join(server, 'node_modules/@hireloop/api'));
const manifest = JSON.parse(readFileSync(path.join(api, 'package.json'), 'utf8'));
manifest.exports = manifest.publishConfig.exports;
delete manifest.publishConfig;
delete manifest.devDependencies;
// A new file, not a write through the old one: deploy hard-links it to the workspace's own.
rmSync(path.join(api, 'package.json'));
writeFileSync(path.join(api, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
if (!existsSync(path.join(api, 'dist/rules.js'))) {
  console.error('build:server: @hireloop/api has no dist/rules.js');
  process.exit(1);
}

cpSync(path.join(root, 'openapi/openapi.yaml'), path.join(out, 'openapi/openapi.yaml'));
cpSync(path.join(root, 'apps/web/dist'), path.join(out, 'apps/web/dist'), { recursive: true });

const size = execFileSync('du', ['-sh', out], { encoding: 'utf8' }).split('\t')[0];
console.log(
  `build:server: ${out} (${size}); start it with NODE_ENV=production node apps/server/src/main.ts in that folder`,
);
