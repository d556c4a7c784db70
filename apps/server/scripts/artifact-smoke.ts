/**
 * `pnpm --filter @hireloop/server artifact:smoke [--dir <artifact>]` (CI: after `pnpm build:server`,
 * under `bash .ci/with-postgres.sh`): starts the production artifact (issue 33) from its own folder
 * with `NODE_ENV=production` on a throwaway database of the PostgreSQL that DATABASE_URL names,
 * with the real data imported, and checks what an operator relies on:
 * - `/api/v1/health/ready` answers 200 within {@link READY_TIMEOUT_MS};
 * - every line the process writes on stdout is a JSON log line (the start banner too);
 * - `/` serves the built web app (HTML) and `/docs` is not public in production;
 * - a `.env` in the artifact's folder is read (its `LISTING_FRESH_DAYS=45` shows in the landing
 *   figures) while the environment wins (its `PORT=1` is not used);
 * - a customer registers (with the CSRF cookie a browser holds) and a search finds real listings.
 * Prints one line per check and exits 1 when any fails. `--dir` defaults to dist/hireloop-server.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';

/** Longest wait for readiness (migrations + the real data's first import on PostgreSQL), in ms. */
const READY_TIMEOUT_MS = 300_000;
const PASSWORD = 'Str0ng-Passw0rd!';

const { values } = parseArgs({
  options: { dir: { type: 'string' }, port: { type: 'string', default: '4310' } },
});
const dir = path.resolve(
  values.dir ?? path.join(import.meta.dirname, '../../../dist/hireloop-server'),
);
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error('DATABASE_URL is required (e.g. bash .ci/with-postgres.sh …)');
  process.exit(2);
}

const failures: string[] = [];
const check = (ok: boolean, what: string, detail = '') => {
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? ` (${detail})` : ''}`);
};

const dbName = `hl_artifact_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: baseUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const target = new URL(baseUrl);
target.pathname = `/${dbName}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-artifact-'));

const envFile = path.join(dir, '.env');
writeFileSync(envFile, 'LISTING_FRESH_DAYS=45\nPORT=1\n');

const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
  cwd: dir,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: base,
    DATABASE_URL: target.toString(),
    DATA_DIR: dataDir,
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let stdout = '';
let stderr = '';
child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

try {
  const started = performance.now();
  let ready = false;
  while (!ready && performance.now() - started < READY_TIMEOUT_MS && child.exitCode === null) {
    ready = await fetch(`${base}/api/v1/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  check(
    ready,
    'the artifact starts on PostgreSQL and is ready',
    `${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  if (!ready) throw new Error(`not ready; stderr: ${stderr.slice(-2000)}`);

  const home = await fetch(`${base}/`);
  check(
    home.status === 200 && (home.headers.get('content-type') ?? '').startsWith('text/html'),
    'it serves the built web app',
    `${home.status} ${home.headers.get('content-type')}`,
  );

  const docs = await fetch(`${base}/docs`);
  check(docs.status === 404, '/docs is not public in production', `${docs.status}`);
  const stats = (await (await fetch(`${base}/api/v1/stats`)).json()) as {
    data?: { fresh_window_days?: number };
  };
  check(
    stats.data?.fresh_window_days === 45,
    "the artifact's .env is read, the environment wins over it",
    `fresh_window_days ${stats.data?.fresh_window_days}, served on ${port}`,
  );

  const cookieRes = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookie = /XSRF-TOKEN=([^;]+)/.exec(cookieRes.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const register = await fetch(`${base}/api/v1/auth/register`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      cookie: `XSRF-TOKEN=${cookie}`,
      'x-xsrf-token': decodeURIComponent(cookie),
    },
    body: JSON.stringify({
      role: 'customer',
      email: `smoke.${randomBytes(4).toString('hex')}@example.com`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      agreed_to_terms: true,
      first_name: 'Smoke',
      last_name: 'Test',
    }),
  });
  const { token } = (await register.json()) as { token?: string };
  check(register.status === 201 && Boolean(token), 'a customer registers', `${register.status}`);

  const search = await fetch(`${base}/api/v1/c/jobs?q=engineer&open_only=false`, {
    headers: { accept: 'application/json', authorization: `Bearer ${token}` },
  });
  const found = (await search.json()) as { meta?: { total?: number }; data?: unknown[] };
  check(
    search.status === 200 && (found.data?.length ?? 0) > 0,
    'a search finds the real listings',
    `${search.status}, ${found.meta?.total ?? found.data?.length ?? 0} jobs for "engineer"`,
  );
} catch (error) {
  check(false, 'the smoke test ran to the end', String((error as Error).message ?? error));
} finally {
  child.kill('SIGTERM');
  await exited;
  const lines = stdout.split('\n').filter((line) => line.trim() !== '');
  const plain = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== 'object';
    } catch {
      return true;
    }
  });
  check(
    lines.length > 0 && plain.length === 0,
    'every line on stdout is a JSON log line',
    plain.length ? `first plain line: ${plain[0]?.slice(0, 120)}` : `${lines.length} lines`,
  );
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(envFile, { force: true });
}
console.log(`artifact smoke: ${failures.length ? `${failures.length} failed` : 'all passed'}`);
process.exit(failures.length ? 1 : 0);
