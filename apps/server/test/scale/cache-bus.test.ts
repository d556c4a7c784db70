/**
 * Cache invalidation across processes (PostgreSQL LISTEN/NOTIFY): two buses stand for two server
 * processes. On PGlite (one process) invalidation is local only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/db/client.ts';
import { CacheBus, CACHE_CHANNEL } from '../../src/services/cacheBus.ts';

const url = process.env.TEST_DATABASE_URL;
const log = { warn() {} };

describe('cache bus on one process', () => {
  it('runs every handler of the topic at once, and only that topic', async () => {
    const database = await openDatabase({});
    const bus = new CacheBus();
    await bus.connect(database, log);
    const calls: string[] = [];
    const search = bus.topic('job-search', () => calls.push('search 1'));
    bus.topic('job-search', () => calls.push('search 2'));
    bus.topic('other', () => calls.push('other'));
    search.invalidate();
    expect(calls).toEqual(['search 1', 'search 2']);
    await bus.disconnect(database);
    await database.close();
    // Opening a database runs every migration: setup work, given the hooks' allowance.
  }, 120_000);
});

describe.skipIf(!url)('cache bus across processes (PostgreSQL)', () => {
  let a: Database;
  let b: Database;
  const busA = new CacheBus();
  const busB = new CacheBus();
  beforeAll(async () => {
    a = await openDatabase({ url: url!, poolSize: 2 });
    b = await openDatabase({ url: url!, poolSize: 2 });
    await busA.connect(a, log);
    await busB.connect(b, log);
  });
  afterAll(async () => {
    await busA.disconnect(a);
    await busB.disconnect(b);
    await a.close();
    await b.close();
  });

  it('tells the other process within 1 s, and does not run its own handler twice', async () => {
    let ownCalls = 0;
    let heardAt = 0;
    const topicA = busA.topic('postings', () => ownCalls++);
    busB.topic('postings', () => {
      heardAt = performance.now();
    });
    const sentAt = performance.now();
    topicA.invalidate();
    await expect.poll(() => heardAt, { timeout: 1000, interval: 5 }).toBeGreaterThan(0);
    expect(heardAt - sentAt).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ownCalls).toBe(1);
  });

  it('after its LISTEN connection is lost, reconnects and forgets every topic (it may have missed messages)', async () => {
    let forgotten = 0;
    busB.topic('anything', () => forgotten++);
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    await admin.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND query = $1 AND pid <> pg_backend_pid()`,
      [`LISTEN "${CACHE_CHANNEL}"`],
    );
    await admin.end();
    await expect.poll(() => forgotten, { timeout: 5000, interval: 50 }).toBeGreaterThan(0);
    // And it hears the other process again.
    let heard = false;
    busB.topic('after', () => {
      heard = true;
    });
    busA.topic('after', () => {}).invalidate();
    await expect.poll(() => heard, { timeout: 3000, interval: 20 }).toBe(true);
  });
});
