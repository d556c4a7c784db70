/**
 * Fixed-window rate limits kept in PostgreSQL (table `rate_limits`), so every server process sees
 * the same counters. One atomic upsert per hit.
 */
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { prepared, type DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';

/** A limit: at most `max` hits per `windowMs` milliseconds. */
export interface RateLimit {
  max: number;
  windowMs: number;
}

/** Result of a hit: whether it is over the limit and how long until the window resets. */
export interface RateLimitState {
  hits: number;
  limited: boolean;
  /** Seconds until the window resets (≥ 1). */
  retryAfterSeconds: number;
}

/** Counts one hit on `key` at `now` and tells whether it exceeds `limit`. */
export async function hit(
  db: DbOrTx,
  key: string,
  limit: RateLimit,
  now: Date,
): Promise<RateLimitState> {
  const resetAt = new Date(now.getTime() + limit.windowMs);
  const query = prepared(db, 'rate_limit_hit', (d) => {
    const at = sql`${sql.placeholder('now')}::timestamptz`;
    const until = sql`${sql.placeholder('resetAt')}::timestamptz`;
    return d
      .insert(rateLimits)
      .values({ key: sql.placeholder('key'), hits: 1, resetAt: until })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
          resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN ${until} ELSE ${rateLimits.resetAt} END`,
        },
      })
      .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      .prepare('rate_limit_hit');
  });
  const [row] = await query.execute({
    key,
    now: now.toISOString(),
    resetAt: resetAt.toISOString(),
  });
  const hits = row?.hits ?? 1;
  return {
    hits,
    limited: hits > limit.max,
    retryAfterSeconds: secondsUntil(row?.resetAt ?? resetAt, now),
  };
}

/**
 * Whether any of `keys` has already used up `limit` (without counting a hit). For limits on
 * failures: check before the attempt, {@link hit} after a failure.
 * @returns the longest wait among the exhausted keys, or null when none is exhausted.
 */
export async function exhausted(
  db: DbOrTx,
  keys: string[],
  limit: RateLimit,
  now: Date,
): Promise<number | null> {
  const rows = await db
    .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, now)));
  const waits = rows.filter((r) => r.hits >= limit.max).map((r) => secondsUntil(r.resetAt, now));
  return waits.length ? Math.max(...waits) : null;
}

/** Forgets the counters of `keys` (e.g. the e-mail's failures after a successful login). */
export async function reset(db: DbOrTx, keys: string[]): Promise<void> {
  await db.delete(rateLimits).where(inArray(rateLimits.key, keys));
}

/** Deletes counters whose window ended before `now` (housekeeping). */
export async function pruneRateLimits(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now));
}

function secondsUntil(at: Date, now: Date): number {
  return Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));
}
