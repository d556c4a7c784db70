/**
 * Public system calls: health, liveness and readiness (load balancers, orchestrators, start scripts),
 * landing-page figures, stored media.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { SERVER_ROOT } from '../../config.ts';
import { MEDIA_KEY_PATTERN } from '../../services/media.ts';
import { MIGRATIONS_FOLDER, queryRows } from '../../db/client.ts';
import { freshnessOf, openListingSql } from '../marketplace/postings/freshness.ts';
import { z } from 'zod';
import { dbNumber } from '../../db/columns.ts';

const VERSION = (
  JSON.parse(readFileSync(`${SERVER_ROOT}/package.json`, 'utf8')) as { version: string }
).version;
const STARTED_AT = Date.now();
/** How many migrations the code expects (drizzle/meta/_journal.json); readiness needs them all applied. */
const MIGRATIONS = (
  JSON.parse(readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

const uptimeSeconds = () => Math.max(0, Math.floor((Date.now() - STARTED_AT) / 1000));

/** The health body of a database check that gave `database`. */
const healthBody = (database: 'ok' | 'unavailable', now: Date) => ({
  status: database,
  database,
  version: VERSION,
  uptime_seconds: uptimeSeconds(),
  checked_at: now.toISOString(),
});

/** How many migrations the database has applied. */
const appliedMigrationsRow = z.object({ applied: dbNumber });

/** The public marketplace figures: open jobs, those stating pay, and companies with open jobs. */
const publicStatsRow = z.object({
  open_jobs: dbNumber,
  open_jobs_with_pay: dbNumber,
  companies: dbNumber,
});

const handlers = defineHandlers({
  async getHealth({ deps, reply, now }) {
    let database: 'ok' | 'unavailable' = 'ok';
    try {
      await deps.db.execute(sql`SELECT 1`);
    } catch {
      database = 'unavailable';
    }
    const body = healthBody(database, now);
    if (database !== 'ok') return reply.code(503).send(body);
    return body;
  },

  getLiveness() {
    return Promise.resolve({ status: 'ok' as const, uptime_seconds: uptimeSeconds() });
  },

  async getReadiness({ deps, reply, now }) {
    let database: 'ok' | 'unavailable' = 'unavailable';
    try {
      const [row] = await queryRows(
        deps.db,
        sql`SELECT count(*)::int AS applied FROM drizzle.__drizzle_migrations`,
        appliedMigrationsRow,
      );
      if ((row?.applied ?? 0) >= MIGRATIONS) database = 'ok';
    } catch {
      database = 'unavailable';
    }
    const body = healthBody(database, now);
    if (database !== 'ok') return reply.code(503).send(body);
    return body;
  },

  async getPublicStats({ deps, reply, now }) {
    const fresh = freshnessOf(deps.db, now);
    const [row] = await queryRows(
      deps.db,
      sql`
      SELECT
        (SELECT count(*)::int FROM postings p WHERE ${openListingSql(fresh)}) AS open_jobs,
        (SELECT count(*)::int FROM postings p
          WHERE ${openListingSql(fresh)} AND (p.salary_min IS NOT NULL OR p.salary_max IS NOT NULL))
          AS open_jobs_with_pay,
        (SELECT count(*)::int FROM companies c
           JOIN users u ON u.id = c.user_id
           JOIN privacy_settings p ON p.user_id = c.user_id
          WHERE u.deleted_at IS NULL AND p.profile_visibility = 'public'
            AND EXISTS (SELECT 1 FROM postings j
                         WHERE j.company_id = c.id AND ${openListingSql(fresh, 'j')})) AS companies`,
      publicStatsRow,
    );
    void reply.header('cache-control', 'public, max-age=60');
    return {
      data: {
        open_jobs: row?.open_jobs ?? 0,
        open_jobs_with_pay: row?.open_jobs_with_pay ?? 0,
        companies: row?.companies ?? 0,
        fresh_window_days: fresh.windowDays,
      },
    };
  },

  async getMedia({ params, deps, reply }) {
    const { key } = params;
    if (!MEDIA_KEY_PATTERN.test(key)) throw notFound();
    const file = await deps.media.readPublic(key);
    if (!file) throw notFound();
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', `"${key}"`)
      .type('image/webp')
      .send(file);
  },
});

export default defineModule({ name: 'system', handlers });
