/**
 * Operations: configuration validated at start, production seeding, logs, request ids, liveness
 * and readiness probes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './harness.ts';
import {
  ConfigError,
  ENV_VARIABLES,
  loadConfig,
  MISSPELLING_LONG_NAME,
  MISSPELLING_MAX_EDITS,
  REPO_ROOT,
  SERVER_ROOT,
  unknownVariables,
} from '../src/config.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('configuration', () => {
  const problem = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return error as ConfigError;
    }
    throw new Error('no error');
  };

  it.each([
    ['PORT', 'http', 'must be a port number 1–65535'],
    ['PORT', '0', 'must be a port number 1–65535'],
    ['PORT', '65536', 'must be a port number 1–65535'],
    ['NODE_ENV', 'staging', 'must be development, production or test'],
    ['DATABASE_URL', 'mysql://x@localhost/db', 'must be a postgres:// URL'],
    ['SMTP_URL', 'localhost:25', 'must be a smtp:// or smtps:// URL'],
    ['PUBLIC_URL', 'example.com', 'must be a http(s) URL'],
    ['TRUST_PROXY', 'yes', 'must be true or false'],
    ['SEED_DEMO', '1', 'must be true or false'],
    ['LOG_LEVEL', 'verbose', 'must be fatal, error, warn, info, debug, trace or silent'],
    ['LOG_FORMAT', 'xml', 'must be pretty or json'],
    ['RATE_LIMIT_REQUESTS', '0', 'must be a positive integer'],
    ['RATE_LIMIT_ADDRESS_REQUESTS', '-5', 'must be a positive integer'],
    ['RATE_LIMIT_REGISTRATIONS', '2.5', 'must be a positive integer'],
    ['APP_KEY', 'short', 'must be at least 32 characters'],
  ])('refuses %s=%s with a message naming it', (variable, value, message) => {
    const error = problem({ [variable]: value });
    expect(error.variables).toEqual([variable]);
    expect(error.message).toContain(`${variable} ${message}, got "${value}"`);
  });

  it('names every bad variable at once', () => {
    expect(problem({ PORT: 'x', LOG_FORMAT: 'y' }).variables.sort()).toEqual([
      'LOG_FORMAT',
      'PORT',
    ]);
  });

  it('accepts the boundaries and treats empty values as unset', () => {
    const config = loadConfig({ PORT: '65535', RATE_LIMIT_REQUESTS: '1', DATABASE_URL: '' });
    expect(config.port).toBe(65535);
    expect(config.rateLimits.requests.max).toBe(1);
    expect(config.databaseUrl).toBeUndefined();
    expect(loadConfig({ PORT: '1' }).port).toBe(1);
  });

  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.rateLimits).toEqual({
      authFailures: { max: 5, windowMs: 15 * 60_000 },
      accountFailures: { max: 50, windowMs: 15 * 60_000 },
      registrations: { max: 10, windowMs: 60 * 60_000 },
      notificationReads: { max: 30, windowMs: 60_000 },
      requests: { max: 300, windowMs: 60_000 },
      addressRequests: { max: 600, windowMs: 60_000 },
      // PGlite runs one query at a time: one address gets half of that, rounded up to one.
      addressConcurrency: 1,
    });
  });

  it('never seeds demo accounts in production unless SEED_DEMO=true, and logs JSON there', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).logFormat).toBe('json');
    expect(loadConfig({}).logFormat).toBe('pretty');
  });

  it('resolves every relative path against the repository root (the artifact keeps its layout)', () => {
    expect(REPO_ROOT).toBe(path.resolve(SERVER_ROOT, '../..'));
    expect(loadConfig({}).dataDir).toBe(path.join(REPO_ROOT, 'apps/server/.data'));
    expect(loadConfig({}).webDist).toBe(path.join(REPO_ROOT, 'apps/web/dist'));
    expect(loadConfig({}).importDir).toBe(path.join(REPO_ROOT, 'apps/server/data'));
    const relative = loadConfig({ DATA_DIR: 'var/data', WEB_DIST: 'web', IMPORT_DIR: 'import' });
    expect(relative.dataDir).toBe(path.join(REPO_ROOT, 'var/data'));
    expect(relative.webDist).toBe(path.join(REPO_ROOT, 'web'));
    expect(relative.importDir).toBe(path.join(REPO_ROOT, 'import'));
    expect(loadConfig({ DATA_DIR: '/srv/hireloop' }).dataDir).toBe('/srv/hireloop');
  });

  it('serves /docs by default, but not in production unless DOCS_PUBLIC=true', () => {
    expect(loadConfig({}).docsPublic).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).docsPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DOCS_PUBLIC: 'true' }).docsPublic).toBe(true);
    expect(() => loadConfig({ DOCS_PUBLIC: 'yes' })).toThrow(/DOCS_PUBLIC must be true or false/);
  });

  it('names a misspelled or unknown setting with the closest known one, and nothing else', () => {
    expect(MISSPELLING_MAX_EDITS).toBe(2);
    expect(MISSPELLING_LONG_NAME).toBe(8);
    expect(
      unknownVariables({
        DATABSE_URL: 'x', // 1 edit
        PUBLICURL: 'x', // 1 edit from PUBLIC_URL
        SMTP_HOST: 'x', // a family member, far from every name: its family's closest
        HIRELOOP_MODE: 'x', // the product's prefix, no family member near: no suggestion
        LISTING_FRESH_DAY: '60', // 1 edit
        RATE_LIMIT_LOGINS: '9', // a family member
        port: '3000', // the right name in the wrong case
        PRT: '1', // 1 edit from a short name
        HOME: '/root', // 2 edits from HOST, a short name: not a misspelling
        HOSTNAME: 'vm',
        PATH: '/bin',
        PORT: '3000', // known
      }),
    ).toEqual([
      { variable: 'DATABSE_URL', suggestion: 'DATABASE_URL' },
      { variable: 'HIRELOOP_MODE', suggestion: undefined },
      { variable: 'LISTING_FRESH_DAY', suggestion: 'LISTING_FRESH_DAYS' },
      { variable: 'PRT', suggestion: 'PORT' },
      { variable: 'PUBLICURL', suggestion: 'PUBLIC_URL' },
      { variable: 'RATE_LIMIT_LOGINS', suggestion: expect.stringMatching(/^RATE_LIMIT_/) },
      { variable: 'SMTP_HOST', suggestion: 'SMTP_URL' },
      { variable: 'port', suggestion: 'PORT' },
    ]);
    // The boundary: 2 edits from a long name is a misspelling, 3 is not.
    expect(unknownVariables({ DATABSE_URL_: 'x' })).toEqual([
      { variable: 'DATABSE_URL_', suggestion: 'DATABASE_URL' },
    ]);
    expect(unknownVariables({ DATBSE_URL_: 'x' })).toEqual([]);
  });

  it('documents every variable in the README and in .env.example, and .env.example holds no other', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
    const inExample = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
    for (const variable of ENV_VARIABLES) {
      expect(readme, `README lacks ${variable}`).toMatch(new RegExp(`\\| \`${variable}\` \\|`));
      expect(inExample, `.env.example lacks ${variable}`).toContain(variable);
    }
    for (const variable of inExample) expect(ENV_VARIABLES).toContain(variable);
  });

  it('keeps the README to what a newcomer needs: at most 250 lines, the rest in docs/', () => {
    const readme = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(250);
    // The details moved out are linked, and the pages exist.
    for (const page of [
      'docs/operations.md',
      'docs/security.md',
      'docs/packages.md',
      'docs/performance.md',
    ]) {
      expect(readme).toContain(`](${page}`);
      expect(readFileSync(path.join(REPO_ROOT, page), 'utf8').length).toBeGreaterThan(0);
    }
  });
});

/** Starts `node src/main.ts` with `env`; resolves with its exit code and output once it exits or `until` matches stdout. */
function startServer(env: Record<string, string>, until?: RegExp) {
  const child = spawn(process.execPath, ['src/main.ts'], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: os.tmpdir(),
      SERVE_WEB: 'false',
      IMPORT_REAL_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  const done = new Promise<{ code: number | null }>((resolve) => {
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (until?.test(stdout)) resolve({ code: null });
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code }));
  });
  return {
    child,
    done,
    output: () => ({ stdout, stderr }),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.on('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('start', () => {
  it('stops with a message naming a bad variable', async () => {
    const server = startServer({ PORT: 'eighty' });
    const { code } = await server.done;
    expect(code).toBe(1);
    expect(server.output().stderr).toContain('PORT must be a port number 1–65535, got "eighty"');
  });

  it('in production: seeds no demo account, logs one JSON line per request with a UUID request id', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-prod-'));
    const port = 4100 + Math.floor(Math.random() * 90);
    const server = startServer(
      { NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), DATABSE_URL: 'x' },
      /Demo accounts: not seeded/,
    );
    try {
      const { code } = await server.done;
      expect(code).toBeNull();
      const stats = (await (await fetch(`http://127.0.0.1:${port}/api/v1/stats`)).json()) as {
        data: {
          companies: number;
          open_jobs: number;
          open_jobs_with_pay: number;
          fresh_window_days: number;
        };
      };
      expect(stats.data).toEqual({
        companies: 0,
        open_jobs: 0,
        open_jobs_with_pay: 0,
        fresh_window_days: 60,
      });
      const ready = await fetch(`http://127.0.0.1:${port}/api/v1/health/ready`);
      expect(ready.status).toBe(200);
      await new Promise((r) => setTimeout(r, 200));
      const lines = server
        .output()
        .stdout.split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      const requests = lines.filter((l) => typeof l.statusCode === 'number');
      expect(requests.map((l) => l.url)).toEqual(['/api/v1/stats', '/api/v1/health/ready']);
      for (const line of requests) expect(line.reqId).toMatch(UUID);
      expect(server.output().stdout).not.toContain('Demo customer');
      // Every line of the start is JSON too, the banner and the warning about a misspelled setting.
      const stdout = server
        .output()
        .stdout.split('\n')
        .filter((line) => line.trim() !== '');
      expect(stdout.filter((line) => !line.startsWith('{'))).toEqual([]);
      expect(lines.find((l) => l.variable === 'DATABSE_URL')).toMatchObject({
        level: 40,
        suggestion: 'DATABASE_URL',
        msg: expect.stringContaining('did you mean DATABASE_URL?'),
      });
      expect(lines.some((l) => String(l.msg).startsWith('HireLoop server:'))).toBe(true);
      // The browsable contract is not public in production.
      expect((await fetch(`http://127.0.0.1:${port}/docs`)).status).toBe(404);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('probes and request ids', () => {
  let t: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [t, other] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(() => Promise.all([t.close(), other.close()]));

  it('answers liveness without the database and readiness with it', async () => {
    const live = await t.request({ method: 'GET', url: '/api/v1/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.data.status).toBe('ok');
    expect(live.headers['ratelimit-limit']).toBeUndefined();
    expect(live.headers['cache-control']).toBe('no-store');
    const ready = await t.request({ method: 'GET', url: '/api/v1/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.data).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers readiness 503 when the database is not migrated', async () => {
    await t.db.execute('ALTER TABLE drizzle.__drizzle_migrations RENAME TO m_hidden');
    try {
      const ready = await t.request({ method: 'GET', url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.data.status).toBe('unavailable');
      expect((await t.request({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    } finally {
      await t.db.execute('ALTER TABLE drizzle.m_hidden RENAME TO __drizzle_migrations');
    }
  });

  it('gives every request a UUID id, unique across processes, in X-Request-Id', async () => {
    const ids = [];
    for (const app of [t, other, t, other])
      ids.push(
        String(
          (await app.request({ method: 'GET', url: '/api/v1/health/live' })).headers[
            'x-request-id'
          ],
        ),
      );
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(4);
  });

  it('keeps a well-formed incoming X-Request-Id and replaces a malformed one', async () => {
    const kept = await t.request({
      method: 'GET',
      url: '/api/v1/health/live',
      headers: { 'x-request-id': 'lb-7f3a9c21.0001' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a9c21.0001');
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), 'semi;colon-123'])
      expect(
        (
          await t.request({
            method: 'GET',
            url: '/api/v1/health/live',
            headers: { 'x-request-id': bad },
          })
        ).headers['x-request-id'],
      ).toMatch(UUID);
  });
});
