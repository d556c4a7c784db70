/**
 * Saved searches and job alerts (contract tag "Saved searches"; route c.savedSearches).
 *
 * - A customer saves a Find Jobs query (the `searchJobs` vocabulary) under a name; at most
 *   {@link MAX_SAVED_SEARCHES}, names ≤ {@link SAVED_SEARCH_NAME_MAX} characters. Saving the same
 *   search again adds nothing and answers the saved one ({@link sameSavedSearch}, decision 205).
 * - When a posting goes online it is matched against every active search (savedSearchMatching.ts)
 *   and the matches become job alerts (jobAlerts.ts); every alert e-mail carries a signed
 *   unsubscribe link per search ({@link unsubscribeToken}, {@link unsubscribe}: here).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameError,
} from '@hireloop/api/savedSearches';
import { DAY_MS } from '../../../clock.ts';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import { savedSearches } from '../../../db/schema.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { defineHandlers } from '../../../http/context.ts';
import type { Schema } from '../../../contract/types.ts';
import { loadOrCreateSecret } from '../../../services/csrf.ts';
import { freshnessOf, openListingSql } from '../postings/freshness.ts';
import { iso, isoOrNull, savedSearchQueryJson } from '../rows.ts';
import { fillMatchColumns, MATCH_COLUMNS_VERSION } from './savedSearchMatching.ts';
import { toJobSearch } from '../search/search.ts';
import { STORED_SEARCH_COLUMNS, storedSearchValues } from './storedSearch.ts';
import { dbId, dbNumber, dbTime } from '../../../db/columns.ts';

export { announcePosting, fillMatchColumns, MATCH_COLUMNS_VERSION } from './savedSearchMatching.ts';

export { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX };

/** Jobs listed per search in an alert e-mail (the rest are counted). @default 10 */
export const ALERT_EMAIL_JOBS = 10;
/** How long a daily / weekly user waits between two alerts of one search, in ms. */
export const ALERT_PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

type SavedSearchQuery = Schema<'SavedSearchQuery'>;

/** A saved search with its count of new matches. */
const savedSearchRow = z.object({
  id: dbId,
  name: z.string(),
  query: savedSearchQueryJson,
  paused_at: dbTime.nullable(),
  last_visited_at: dbTime.nullable(),
  created_at: dbTime,
  updated_at: dbTime,
  new_matches: dbNumber,
});
type SavedSearchRow = z.output<typeof savedSearchRow>;

/** The contract's `SavedSearch` of a row. */
function toSavedSearch(row: SavedSearchRow): Schema<'SavedSearch'> {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    paused: row.paused_at !== null,
    new_matches: row.new_matches,
    last_visited_at: isoOrNull(row.last_visited_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Saved searches of `userId` (all, or the one `id`), newest first, with their new-match counts. */
export async function readSavedSearches(
  db: DbOrTx,
  userId: string,
  id?: string,
): Promise<Schema<'SavedSearch'>[]> {
  const rows = await queryRows(
    db,
    sql`SELECT s.id, s.name, s.query, s.paused_at, s.last_visited_at, s.created_at, s.updated_at,
               (SELECT count(*) FROM saved_search_matches m JOIN postings p ON p.id = m.posting_id
                 WHERE m.saved_search_id = s.id AND ${openListingSql(freshnessOf(db))}
                   AND (s.last_visited_at IS NULL OR m.matched_at > s.last_visited_at))::int AS new_matches
          FROM saved_searches s
         WHERE s.user_id = ${userId} ${id ? sql`AND s.id = ${id}` : sql``}
         ORDER BY s.created_at DESC, s.id DESC`,
    savedSearchRow,
  );
  return rows.map(toSavedSearch);
}

/** The caller's saved searches (contract `listSavedSearches`). */
export function listSavedSearches(db: Db, userId: string): Promise<Schema<'SavedSearch'>[]> {
  return readSavedSearches(db, userId);
}

/** One of the caller's saved searches. @throws HttpError 404 when it is not theirs */
async function ownSavedSearch(db: DbOrTx, userId: string, id: string) {
  const [found] = await readSavedSearches(db, userId, id);
  if (!found) throw notFound('Saved search not found.');
  return found;
}

/** The trimmed name. @throws HttpError 422 on `name` when empty or too long */
function checkedName(name: string): string {
  const error = savedSearchNameError(name);
  if (error) throw fieldError('name', error);
  return name.trim();
}

/** Keeps only the filters that are set, so two equal searches store equal queries. */
function compactQuery(query: SavedSearchQuery): SavedSearchQuery {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'string' && value.trim() === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = typeof value === 'string' ? value.trim() : value;
  }
  return out;
}

/** A saved search's id. */
const savedSearchIdRow = z.object({ id: dbId });

/**
 * The id of `userId`'s saved search that is the same search as `query`, or null. "The same" is
 * defined once, on the stored filter values: every column of {@link STORED_SEARCH_COLUMNS} (the
 * keywords as their normalised tsquery, each filter normalised as Find Jobs reads it) equal, NULLs
 * equal, so a filter added to the columns takes part by itself; the name and the sort do not
 * (decision 205). Another user's searches never count. The user's searches saved before the
 * columns existed get them first ({@link fillMatchColumns}).
 */
export async function sameSavedSearch(
  tx: DbOrTx,
  userId: string,
  query: SavedSearchQuery,
): Promise<string | null> {
  const stale = await queryRows(
    tx,
    sql`SELECT id FROM saved_searches WHERE user_id = ${userId}
           AND (match_version IS NULL OR match_version < ${MATCH_COLUMNS_VERSION})`,
    savedSearchIdRow,
  );
  if (stale.length > 0)
    await fillMatchColumns(
      tx,
      stale.map((row) => row.id),
    );
  const columns = sql.raw(
    Object.values(STORED_SEARCH_COLUMNS)
      .map(([name]) => `s."${name}"`)
      .join(', '),
  );
  const values = sql.join(storedSearchValues(toJobSearch(compactQuery(query))), sql`, `);
  const [row] = await queryRows(
    tx,
    sql`SELECT s.id FROM saved_searches s
         WHERE s.user_id = ${userId} AND (${columns}) IS NOT DISTINCT FROM (${values})
         ORDER BY s.created_at, s.id LIMIT 1`,
    savedSearchIdRow,
  );
  return row?.id ?? null;
}

/** How many searches a user saved. */
const savedSearchCountRow = z.object({ n: dbNumber });

/**
 * Saves a search (contract `createSavedSearch`), or answers the one the user saved already when
 * it is the same search ({@link sameSavedSearch}; `created` false, nothing written, its name kept).
 * The duplicate check, the count check and the insert run in one transaction holding a lock on
 * the user's row, so two saves at once can neither pass 20 nor save one search twice.
 * @throws HttpError 422 on `name` (empty, too long, or the user has {@link MAX_SAVED_SEARCHES})
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: Schema<'SavedSearchInput'>,
  now: Date,
): Promise<{ data: Schema<'SavedSearch'>; created: boolean }> {
  const name = checkedName(input.name);
  const query = compactQuery(input.query);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const existing = await sameSavedSearch(tx, userId, query);
    if (existing) return { data: await ownSavedSearch(tx, userId, existing), created: false };
    const [count] = await queryRows(
      tx,
      sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`,
      savedSearchCountRow,
    );
    if ((count?.n ?? 0) >= MAX_SAVED_SEARCHES)
      throw fieldError('name', SAVED_SEARCH_ERRORS.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({ userId, name, query, createdAt: now, updatedAt: now })
      .returning({ id: savedSearches.id });
    await fillMatchColumns(tx, [row!.id]);
    return { data: await ownSavedSearch(tx, userId, row!.id), created: true };
  });
}

/**
 * Renames, pauses or resumes one of the caller's searches (contract `updateSavedSearch`).
 * @throws HttpError 404 when it is not theirs, 422 on `name`
 */
export async function updateSavedSearch(
  db: Db,
  userId: string,
  id: string,
  change: Schema<'SavedSearchUpdate'>,
  now: Date,
): Promise<Schema<'SavedSearch'>> {
  const set: Partial<typeof savedSearches.$inferInsert> = { updatedAt: now };
  if (change.name !== undefined) set.name = checkedName(change.name);
  if (change.paused !== undefined) {
    set.pausedAt = change.paused ? now : null;
  }
  const current = await ownSavedSearch(db, userId, id);
  // Pausing twice keeps the first pause time; resuming a running search changes nothing.
  if (change.paused === current.paused) delete set.pausedAt;
  await db
    .update(savedSearches)
    .set(set)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  return ownSavedSearch(db, userId, id);
}

/** Deletes one of the caller's searches with its matches. @throws HttpError 404 when not theirs */
export async function deleteSavedSearch(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (deleted.length === 0) throw notFound('Saved search not found.');
}

/** Records a run: new matches count from `now`. @throws HttpError 404 when not theirs */
export async function runSavedSearch(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<Schema<'SavedSearch'>> {
  const updated = await db
    .update(savedSearches)
    .set({ lastVisitedAt: now })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (updated.length === 0) throw notFound('Saved search not found.');
  return ownSavedSearch(db, userId, id);
}

// ---------------------------------------------------------------------------------------------
// Unsubscribe tokens
// ---------------------------------------------------------------------------------------------

const UNSUBSCRIBE_PURPOSE = 'saved-search-unsubscribe';

async function unsubscribeMac(db: DbOrTx, savedSearchId: string, now: Date): Promise<string> {
  const secret = await loadOrCreateSecret(db, UNSUBSCRIBE_PURPOSE, now);
  return createHmac('sha256', secret)
    .update(`${UNSUBSCRIBE_PURPOSE}:${savedSearchId}`)
    .digest('base64url');
}

/**
 * The token of a search's unsubscribe link: `<id>.<HMAC-SHA256(secret, purpose:id)>`, signed
 * with a secret of its own (`app_secrets`), so it serves this purpose only and cannot be forged.
 */
export async function unsubscribeToken(
  db: DbOrTx,
  savedSearchId: string,
  now: Date,
): Promise<string> {
  return `${savedSearchId}.${await unsubscribeMac(db, savedSearchId, now)}`;
}

/**
 * Pauses the search a token names (contract `unsubscribeSavedSearch`; works signed out).
 * Idempotent. @throws HttpError 422 on `token` when altered, of another purpose, or its search is gone
 */
export async function unsubscribe(db: Db, token: string, now: Date): Promise<{ name: string }> {
  const invalid = () => fieldError('token', 'This unsubscribe link is not valid.');
  const [id, mac, extra] = token.split('.');
  if (!id || !mac || extra !== undefined || !/^[0-9a-f-]{36}$/i.test(id)) throw invalid();
  const expected = Buffer.from(await unsubscribeMac(db, id, now));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw invalid();
  const rows = await db
    .update(savedSearches)
    .set({
      pausedAt: sql`coalesce(${savedSearches.pausedAt}, ${now.toISOString()}::timestamptz)`,
      updatedAt: now,
    })
    .where(eq(savedSearches.id, id))
    .returning({ name: savedSearches.name });
  if (!rows[0]) throw invalid();
  return { name: rows[0].name };
}

/** The handlers of the "Saved searches" operations (customer area, and the public unsubscribe). */
export const savedSearchHandlers = defineHandlers({
  async listSavedSearches({ deps, user }) {
    return { data: await listSavedSearches(deps.db, user.id) };
  },

  async createSavedSearch({ deps, user, body, reply, now }) {
    const { data, created } = await createSavedSearch(deps.db, user.id, body, now);
    void reply.code(created ? 201 : 200);
    return { data };
  },

  async updateSavedSearch({ deps, user, params, body, now }) {
    const change = body;
    return { data: await updateSavedSearch(deps.db, user.id, params.id, change, now) };
  },

  async deleteSavedSearch({ deps, user, params }) {
    await deleteSavedSearch(deps.db, user.id, params.id);
    return { message: 'Saved search deleted.' };
  },

  async runSavedSearch({ deps, user, params, now }) {
    return { data: await runSavedSearch(deps.db, user.id, params.id, now) };
  },

  async unsubscribeSavedSearch({ deps, body, now }) {
    const { name } = await unsubscribe(deps.db, body.token, now);
    return { message: `You will get no more alerts for “${name}”.`, data: { name } };
  },
});
