/**
 * Fixed-window rate limits kept in PostgreSQL (table `rate_limits`), so every server process sees
 * the same counters. One atomic upsert per hit.
 */
import { and, gt, inArray, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import { prepared, preparedSql, type DbOrTx } from '../db/client.ts';
import { dbNumber, dbTime } from '../db/columns.ts';
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

/** One counter of {@link hitMany}: its key and its limit. */
export interface RateLimitKey extends RateLimit {
  key: string;
}

/**
 * Counts one hit on each of `keys` at `now` in ONE atomic statement (an upsert that returns the new
 * counts), so parallel requests each see a distinct count: with a limit of 5, exactly five of any
 * number of parallel hits see ≤ 5. Keys must be distinct.
 * @returns the state of each key, in the order given.
 */
export async function hitMany(
  db: DbOrTx,
  keys: RateLimitKey[],
  now: Date,
): Promise<RateLimitState[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const rows = await db
    .insert(rateLimits)
    .values(
      keys.map((k) => ({ key: k.key, hits: 1, resetAt: new Date(now.getTime() + k.windowMs) })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ key: rateLimits.key, hits: rateLimits.hits, resetAt: rateLimits.resetAt });
  return keys.map((k) => {
    const row = rows.find((r) => r.key === k.key);
    const hits = row?.hits ?? 1;
    return {
      hits,
      limited: hits > k.max,
      retryAfterSeconds: secondsUntil(row?.resetAt ?? new Date(now.getTime() + k.windowMs), now),
    };
  });
}

/** What {@link countRequest} records. */
export interface RequestCountInput {
  /** The caller's own counter (per token, or per IP address for guests). */
  subject: RateLimitKey;
  /** The ceiling of the caller's IP address across every token it uses. */
  address: RateLimitKey;
  /**
   * The token use to record, unless a limit is passed: `activity` restarts the inactivity timer
   * (`last_activity_at` and `last_used_at` = now), otherwise only `last_used_at` is set. null: none.
   */
  touch: { tokenId: string; activity: boolean } | null;
}

/** A counter after {@link countRequest}'s hit: its key, hits in the window and the window's end. */
const countedHitRow = z.object({ key: z.string(), hits: dbNumber, reset_at: dbTime });

/**
 * The one write of a request in the gate: counts a hit on the subject's and the address's counters
 * and records the token's use, in ONE prepared statement (two data-modifying CTEs). The token is
 * not touched when either counter passes its limit, so a refused request is not activity.
 */
export async function countRequest(
  db: DbOrTx,
  input: RequestCountInput,
  now: Date,
): Promise<{ subject: RateLimitState; address: RateLimitState }> {
  const query = preparedSql(
    db,
    'gate_count_request',
    () => {
      const p = (name: string) => sql.placeholder(name);
      const at = sql`${p('now')}::timestamptz`;
      return sql`
      WITH hit AS (
        INSERT INTO rate_limits AS r (key, hits, reset_at)
        VALUES (${p('k1')}, 1, ${p('r1')}::timestamptz), (${p('k2')}, 1, ${p('r2')}::timestamptz)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN r.reset_at <= ${at} THEN 1 ELSE r.hits + 1 END,
          reset_at = CASE WHEN r.reset_at <= ${at} THEN excluded.reset_at ELSE r.reset_at END
        RETURNING r.key, r.hits, r.reset_at
      ), touched AS (
        UPDATE personal_access_tokens SET
          last_activity_at = CASE WHEN ${p('activity')}::boolean THEN ${at} ELSE last_activity_at END,
          last_used_at = ${at}
        WHERE id = ${p('tokenId')}::uuid
          AND NOT EXISTS (
            SELECT 1 FROM hit
             WHERE (hit.key = ${p('k1')} AND hit.hits > ${p('max1')}::int)
                OR (hit.key = ${p('k2')} AND hit.hits > ${p('max2')}::int))
        RETURNING 1
      )
      SELECT key, hits, reset_at FROM hit`;
    },
    countedHitRow,
  );
  const { subject, address, touch } = input;
  const rows = await query.execute({
    k1: subject.key,
    r1: new Date(now.getTime() + subject.windowMs).toISOString(),
    max1: subject.max,
    k2: address.key,
    r2: new Date(now.getTime() + address.windowMs).toISOString(),
    max2: address.max,
    now: now.toISOString(),
    tokenId: touch?.tokenId ?? null,
    activity: touch?.activity ?? false,
  });
  const state = (k: RateLimitKey): RateLimitState => {
    const row = rows.find((r) => r.key === k.key);
    const hits = row?.hits ?? 1;
    const resetAt = row ? row.reset_at : new Date(now.getTime() + k.windowMs);
    return { hits, limited: hits > k.max, retryAfterSeconds: secondsUntil(resetAt, now) };
  };
  return { subject: state(subject), address: state(address) };
}

/**
 * Takes back one hit of each of `keys` counted by {@link hitMany} in the window still running at
 * `now` (a reservation that turned out not to be the kind of event the limit counts).
 */
export async function refund(db: DbOrTx, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(rateLimits)
    .set({ hits: sql`${rateLimits.hits} - 1` })
    .where(and(inArray(rateLimits.key, keys), gt(rateLimits.resetAt, now), gt(rateLimits.hits, 0)));
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
