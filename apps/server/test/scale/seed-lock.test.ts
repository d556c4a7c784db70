/**
 * First-start seeding when several processes start at once on one PostgreSQL: under the advisory
 * lock exactly one seeds, the others find the demo accounts and seed nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Database } from '../../src/db/client.ts';
import { seedIfEmpty, underSeedLock } from '../../src/seed.ts';
import { createNotifier } from '../../src/services/notifications.ts';
import { createMediaStore } from '../../src/services/media.ts';
import { localStorage } from '../../src/services/storage.ts';
import { createManualClock } from '../../src/clock.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

const url = process.env.TEST_DATABASE_URL;

/** A row of this query's raw SQL. */
const queryRow = z.object({ users: dbNumber });

describe.skipIf(!url)('seeding under the advisory lock (PostgreSQL)', () => {
  const name = `hl_seed_${randomBytes(4).toString('hex')}`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-seed-'));
  const processes: Database[] = [];
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const target = new URL(url!);
    target.pathname = `/${name}`;
    for (let i = 0; i < 3; i++)
      processes.push(await openDatabase({ url: target.toString(), poolSize: 3 }));
    await Promise.all(processes.map((p) => p.migrate()));
  });
  afterAll(async () => {
    await Promise.all(processes.map((p) => p.close()));
    const admin = new pg.Client({ connectionString: url! });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('three processes starting at once: one seeds, two skip, one set of demo accounts', async () => {
    const clock = createManualClock();
    const media = createMediaStore(localStorage(dir));
    const results = await Promise.all(
      processes.map((database) =>
        underSeedLock(database, () =>
          seedIfEmpty({
            db: database.db,
            now: clock.now(),
            notifier: createNotifier({ clock, publicUrl: 'http://localhost:3000' }),
            media,
            log: () => {},
            content: false,
          }),
        ),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const [row] = await queryRows(
      processes[0]!.db,
      sql`SELECT count(*)::int AS users FROM users`,
      queryRow,
    );
    expect(row!.users).toBe(2);
  });
});
