/**
 * The server survives its database (issue 35 S1): a PostgreSQL connection that dies (a crash, a
 * restart, `pg_terminate_backend`) must not kill the process, and a request that loses its
 * connection answers 503 with `Retry-After`, never 500. The PostgreSQL part runs in CI's
 * PostgreSQL run (terminated connections) and alone in CI's outage step (the server stopped for 2 s
 * under load: `OUTAGE_TEST=1 bash .ci/with-postgres.sh pnpm --filter @hireloop/server exec vitest
 * run test/scale/database-outage.test.ts`); the mapping of errors to 503 runs everywhere.
 */
import { exec } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BACKGROUND_BACKOFF_CAP_MS,
  backoffMs,
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_S,
  isDatabaseUnavailable,
} from '../../src/lib/errors.ts';
import { registerErrorHandling } from '../../src/plugins/errors.ts';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../harness.ts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const url = process.env.TEST_DATABASE_URL;

describe('a database error answers 503 with Retry-After, never 500', () => {
  const app = Fastify();
  registerErrorHandling(app);
  const thrown: Record<string, () => Error> = {
    'a terminated connection (57P01)': () =>
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
    'a refused connection': () =>
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    "node-postgres' lost connection": () => new Error('Connection terminated unexpectedly'),
    "node-postgres' broken client": () =>
      new Error('Client has encountered a connection error and is not queryable'),
    'a connection exception (08006)': () =>
      Object.assign(new Error('connection failure'), { code: '08006' }),
  };
  const routes = Object.entries(thrown).map(([name, make], i) => {
    app.get(`/unavailable/${i}`, () => {
      throw make();
    });
    return [name, `/unavailable/${i}`] as const;
  });
  app.get('/bug', () => {
    throw new Error('a bug');
  });
  afterAll(() => app.close());

  for (const [name, route] of routes) {
    it(`answers 503 for ${name}`, async () => {
      const res = await app.inject({ method: 'GET', url: route });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_S));
      expect(res.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });
    });
  }

  it('still answers 500 for an error that is not the database being away', async () => {
    const res = await app.inject({ method: 'GET', url: '/bug' });
    expect(res.statusCode).toBe(500);
    expect(isDatabaseUnavailable(new Error('a bug'))).toBe(false);
    expect(isDatabaseUnavailable(Object.assign(new Error('dup'), { code: '23505' }))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('recognises the error behind a wrapped one (drizzle wraps driver errors in `cause`)', () => {
    const cause = Object.assign(new Error('gone'), { code: '57P01' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause }))).toBe(true);
  });
});

describe('background loops back off while their work fails', () => {
  it('waits the base interval while runs succeed, doubles it per failure, and stops at 5 minutes', () => {
    expect(backoffMs(0, 30_000)).toBe(30_000);
    expect(backoffMs(1, 30_000)).toBe(60_000);
    expect(backoffMs(3, 30_000)).toBe(240_000);
    expect(backoffMs(4, 30_000)).toBe(BACKGROUND_BACKOFF_CAP_MS);
    expect(BACKGROUND_BACKOFF_CAP_MS).toBe(300_000);
    expect(backoffMs(1_000, 30_000)).toBe(300_000);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ name: z.string() });

describe.skipIf(!url)('PostgreSQL connections terminated under load (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  let database: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: url });
    admin.on('error', () => {}); // the restart test ends its connection
    await admin.connect();
    const [row] = await queryRows(t.db, sql`SELECT current_database() AS name`, queryRow);
    database = row!.name;
  });
  afterAll(async () => {
    await admin?.end();
    await t?.close();
  });

  const terminate = () =>
    admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = $1 AND pid <> pg_backend_pid()`,
      [database],
    );
  // Checked against the contract: its 503 is getStats' declared ServiceUnavailable, Retry-After included.
  const stats = () => t.request({ method: 'GET', url: '/api/v1/stats' });

  it('survives a connection that dies while a transaction holds it between statements', async () => {
    // The case that killed the process (node-postgres issue 3202): a checked-out client has no
    // query running when its connection dies, so the error is emitted on the client itself.
    const outcome = await t.db
      .transaction(async (tx) => {
        await tx.execute(sql`SELECT 1`);
        await terminate();
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`SELECT 1`);
      })
      .then(
        () => 'committed',
        (error: unknown) =>
          isDatabaseUnavailable(error)
            ? 'unavailable'
            : `${String(error)} / ${String((error as Error).cause)}`,
      );
    expect(outcome).toBe('unavailable');
    expect((await stats()).statusCode).toBe(200);
  });

  // Restarting the server cuts every test file's connections: only when run alone (.ci/run's
  // outage step sets OUTAGE_TEST=1), never inside the parallel suite.
  it.skipIf(!process.env.TEST_DATABASE_RESTART_CMD || process.env.OUTAGE_TEST !== '1')(
    'rides out PostgreSQL stopped for 2 s under load: 503s meanwhile, no 500, serving again by itself',
    async () => {
      const statuses = new Map<number, number>();
      let stop = false;
      let restartedAt = 0;
      let recoveredAt = 0;
      const worker = async () => {
        while (!stop) {
          const status = (await stats()).statusCode;
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (restartedAt && !recoveredAt && status === 200 && restartDone)
            recoveredAt = Date.now();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
      };
      let restartDone = false;
      const workers = Array.from({ length: 4 }, worker);
      await new Promise((resolve) => setTimeout(resolve, 300));
      restartedAt = Date.now();
      // Asynchronously: the requests go on while the server is stopped.
      await promisify(exec)(process.env.TEST_DATABASE_RESTART_CMD!);
      const backAt = Date.now();
      restartDone = true;
      const deadline = Date.now() + 20_000;
      while (!recoveredAt && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 20));
      await new Promise((resolve) => setTimeout(resolve, 300));
      stop = true;
      await Promise.all(workers);
      await admin.end().catch(() => {});
      admin = new pg.Client({ connectionString: url });
      admin.on('error', () => {});
      await admin.connect();
      const counts = Object.fromEntries(statuses);
      console.log(
        `[outage] PostgreSQL stopped 2 s under 4 clients: answers ${JSON.stringify(counts)}; ` +
          `serving again ${recoveredAt - restartedAt} ms after the stop began, ` +
          `${recoveredAt - backAt} ms after PostgreSQL was up again`,
      );
      expect(statuses.get(500) ?? 0).toBe(0);
      expect([...statuses.keys()].filter((s) => s !== 200 && s !== 503)).toEqual([]);
      expect(recoveredAt).toBeGreaterThan(0);
    },
    60_000,
  );

  it('keeps the process alive, answers only 200 or 503 meanwhile, and serves again at once', async () => {
    const statuses: number[] = [];
    // Fill the pool, then kill every connection of the database five times while requests run.
    await Promise.all(Array.from({ length: 5 }, stats));
    for (let round = 0; round < 5; round++) {
      const load = Promise.all(
        Array.from({ length: 10 }, async () => statuses.push((await stats()).statusCode)),
      );
      await terminate();
      await load;
    }
    await terminate();
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);
    // The pool replaces the dead connections: the next requests answer (a request may still
    // pick a connection that died while idle; it answers 503, and the one after it 200).
    let last = 0;
    for (let i = 0; i < 10 && last !== 200; i++) last = (await stats()).statusCode;
    expect(last).toBe(200);
  });
});
