/**
 * Saved searches and job alerts (contract tag "Saved searches"; route c.savedSearches).
 *
 * - A customer saves a Find Jobs query (the `searchJobs` vocabulary) under a name; at most
 *   {@link MAX_SAVED_SEARCHES}, names ≤ {@link SAVED_SEARCH_NAME_MAX} characters.
 * - {@link announcePosting} runs inside the transaction that publishes (or reopens) a posting: it
 *   tests that one posting against every active saved search with Find Jobs' own conditions
 *   ({@link storedSearchMatchesSql}, the values read from each search's match columns), all of
 *   them in one fixed-shape statement, and records each match once (`saved_search_matches`
 *   primary key: never announced twice).
 * - {@link deliverJobAlerts} turns pending matches into alerts: one `job_alert` notification per
 *   search naming the count, and one e-mail per user listing the new jobs with links and an
 *   unsubscribe link per search, when the user's settings want e-mail — at once for frequency
 *   `instant`, at most once a day / a week per search for `daily` / `weekly` (measured on the
 *   server's clock). It runs after each publish and in the housekeeping loop.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchNameError,
} from '@hireloop/api/savedSearches';
import { DAY_MS } from '../../clock.ts';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { savedSearches } from '../../db/schema.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { defineHandlers, type AppDeps } from '../../http/context.ts';
import type { Schema } from '../../contract/types.ts';
import { loadOrCreateSecret } from '../../services/csrf.ts';
import { completePreferences } from '../../services/notifications.ts';
import { queueEmail } from '../../services/mail.ts';
import { iso, isoOrNull, num, type DbTime } from './rows.ts';
import {
  STORED_SEARCH_COLUMNS,
  storedSearchMatchesSql,
  storedSearchValues,
  toJobSearch,
} from './search.ts';

export { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX };

/** Jobs listed per search in an alert e-mail (the rest are counted). @default 10 */
export const ALERT_EMAIL_JOBS = 10;
/** How long a daily / weekly user waits between two alerts of one search, in ms. */
export const ALERT_PERIOD_MS = { daily: DAY_MS, weekly: 7 * DAY_MS } as const;

type SavedSearchQuery = Schema<'SavedSearchQuery'>;

interface SavedSearchRow extends Record<string, unknown> {
  id: string;
  name: string;
  query: SavedSearchQuery;
  paused_at: DbTime | null;
  last_visited_at: DbTime | null;
  created_at: DbTime;
  updated_at: DbTime;
  new_matches: number | string;
}

/** The contract's `SavedSearch` of a row. */
function toSavedSearch(row: SavedSearchRow): Schema<'SavedSearch'> {
  return {
    id: row.id,
    name: row.name,
    query: row.query,
    paused: row.paused_at !== null,
    new_matches: num(row.new_matches),
    last_visited_at: isoOrNull(row.last_visited_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Saved searches of `userId` (all, or the one `id`), newest first, with their new-match counts. */
async function readSavedSearches(
  db: DbOrTx,
  userId: string,
  id?: string,
): Promise<Schema<'SavedSearch'>[]> {
  const rows = await queryRows<SavedSearchRow>(
    db,
    sql`SELECT s.id, s.name, s.query, s.paused_at, s.last_visited_at, s.created_at, s.updated_at,
               (SELECT count(*) FROM saved_search_matches m JOIN postings p ON p.id = m.posting_id
                 WHERE m.saved_search_id = s.id AND p.status = 'published'
                   AND (s.last_visited_at IS NULL OR m.matched_at > s.last_visited_at))::int AS new_matches
          FROM saved_searches s
         WHERE s.user_id = ${userId} ${id ? sql`AND s.id = ${id}` : sql``}
         ORDER BY s.created_at DESC, s.id DESC`,
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

/**
 * Saves a search (contract `createSavedSearch`). The count check and the insert run in one
 * transaction holding a lock on the user's row, so two saves at once cannot pass 20.
 * @throws HttpError 422 on `name` (empty, too long, or the user has {@link MAX_SAVED_SEARCHES})
 */
export async function createSavedSearch(
  db: Db,
  userId: string,
  input: Schema<'SavedSearchInput'>,
  now: Date,
): Promise<Schema<'SavedSearch'>> {
  const name = checkedName(input.name);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`);
    const [count] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`,
    );
    if (num(count?.n) >= MAX_SAVED_SEARCHES) throw fieldError('name', SAVED_SEARCH_ERRORS.tooMany);
    const [row] = await tx
      .insert(savedSearches)
      .values({
        userId,
        name,
        query: compactQuery(input.query),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: savedSearches.id });
    await fillMatchColumns(tx, [row!.id]);
    return ownSavedSearch(tx, userId, row!.id);
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
// Matching
// ---------------------------------------------------------------------------------------------

/**
 * The version of the stored filter values ({@link STORED_SEARCH_COLUMNS}): raise it when
 * `toJobSearch`, the keyword parser or the place vocabulary changes how a query reads, and every
 * stored search is recomputed before the next match. @default 1
 */
export const MATCH_COLUMNS_VERSION = 1;
/** Stored searches recomputed per statement. @default 500 */
const FILL_BATCH = 500;

/**
 * Writes the filter values of saved searches into their match columns (one statement per
 * {@link FILL_BATCH} searches): the searches `ids`, or every search whose values are missing or
 * of an older {@link MATCH_COLUMNS_VERSION} (searches saved before the columns existed).
 * @returns how many searches were written
 */
export async function fillMatchColumns(tx: DbOrTx, ids?: readonly string[]): Promise<number> {
  const rows = await queryRows<{ id: string; query: SavedSearchQuery }>(
    tx,
    ids
      ? sql`SELECT id, query FROM saved_searches WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`
      : sql`SELECT id, query FROM saved_searches
             WHERE match_version IS NULL OR match_version < ${MATCH_COLUMNS_VERSION}`,
  );
  const columns = sql.raw(
    Object.values(STORED_SEARCH_COLUMNS)
      .map(([name]) => `"${name}"`)
      .join(', '),
  );
  const assignments = sql.raw(
    Object.values(STORED_SEARCH_COLUMNS)
      .map(([name]) => `"${name}" = v."${name}"`)
      .join(', '),
  );
  for (let i = 0; i < rows.length; i += FILL_BATCH) {
    const batch = rows
      .slice(i, i + FILL_BATCH)
      .map(
        (row) =>
          sql`(${row.id}::uuid, ${sql.join(storedSearchValues(toJobSearch(row.query)), sql`, `)})`,
      );
    await tx.execute(
      sql`UPDATE saved_searches s SET ${assignments}, match_version = ${MATCH_COLUMNS_VERSION}
            FROM (VALUES ${sql.join(batch, sql`, `)}) AS v(id, ${columns})
           WHERE s.id = v.id`,
    );
  }
  return rows.length;
}

/**
 * Tests the posting `postingId` (already published inside `tx`) against every active saved
 * search of a user who still exists, with Find Jobs' conditions at `now`, and records the new
 * matches. Idempotent: a pair already recorded is left as it is (`ON CONFLICT DO NOTHING`), so
 * reopening a posting never announces it twice to one search. Cost: one statement of one fixed
 * shape ({@link storedSearchMatchesSql}: the searches' values come from their columns), so
 * PostgreSQL plans it once whatever the searches, after a read that fills the columns of
 * searches that lack them ({@link fillMatchColumns}; an index lookup finding none in the steady
 * state).
 * @returns how many searches matched for the first time
 */
export async function announcePosting(tx: DbOrTx, postingId: string, now: Date): Promise<number> {
  await fillMatchColumns(tx);
  const inserted = await queryRows<{ saved_search_id: string }>(
    tx,
    // The posting is read once (MATERIALIZED), whatever the planner's statistics say.
    sql`WITH p AS MATERIALIZED (SELECT * FROM postings WHERE id = ${postingId})
        INSERT INTO saved_search_matches (saved_search_id, posting_id, matched_at)
        SELECT s.id, p.id, ${now.toISOString()}::timestamptz
          FROM p
          JOIN saved_searches s ON s.paused_at IS NULL
          JOIN users u ON u.id = s.user_id AND u.deleted_at IS NULL
         WHERE ${storedSearchMatchesSql('s', now)}
        ON CONFLICT DO NOTHING
        RETURNING saved_search_id`,
  );
  return inserted.length;
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
  const rows = await queryRows<{ name: string }>(
    db,
    sql`UPDATE saved_searches SET paused_at = coalesce(paused_at, ${now.toISOString()}::timestamptz),
               updated_at = ${now.toISOString()}::timestamptz
         WHERE id = ${id} RETURNING name`,
  );
  if (!rows[0]) throw invalid();
  return { name: rows[0].name };
}

// ---------------------------------------------------------------------------------------------
// Alerts
// ---------------------------------------------------------------------------------------------

interface DueSearch extends Record<string, unknown> {
  id: string;
  user_id: string;
  name: string;
  email: string;
  frequency: string;
  settings: Record<string, unknown> | null;
}

interface AlertJob extends Record<string, unknown> {
  id: string;
  title: string;
  company: string;
  location: string | null;
}

/** "1 new job" / "3 new jobs". */
const newJobs = (n: number) => `${n} new job${n === 1 ? '' : 's'}`;

/**
 * Sends the job alerts that are due at `deps.clock.now()` (see the module comment): per user, in
 * one transaction, claims the pending matches of each due search (`alerted_at`), creates one
 * `job_alert` notification per search naming the count and queues one e-mail listing the jobs
 * (up to {@link ALERT_EMAIL_JOBS} per search, each with its link, and the search's unsubscribe
 * link). Matches whose posting was closed meanwhile are dropped silently. Safe to run from several
 * processes at once: a match is claimed by exactly one run.
 * @returns how many alert notifications were created
 */
export async function deliverJobAlerts(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const due = await queryRows<DueSearch>(
    deps.db,
    sql`SELECT s.id, s.user_id, s.name, u.email, coalesce(ns.frequency, 'instant') AS frequency, ns.settings
          FROM saved_searches s
          JOIN users u ON u.id = s.user_id
          LEFT JOIN notification_settings ns ON ns.user_id = s.user_id
         WHERE s.paused_at IS NULL AND u.deleted_at IS NULL
           AND EXISTS (SELECT 1 FROM saved_search_matches m
                        WHERE m.saved_search_id = s.id AND m.alerted_at IS NULL)
           AND CASE coalesce(ns.frequency, 'instant')
                 WHEN 'daily' THEN coalesce(s.last_alerted_at, s.created_at)
                                   <= ${at}::timestamptz - ${`${ALERT_PERIOD_MS.daily} milliseconds`}::interval
                 WHEN 'weekly' THEN coalesce(s.last_alerted_at, s.created_at)
                                   <= ${at}::timestamptz - ${`${ALERT_PERIOD_MS.weekly} milliseconds`}::interval
                 ELSE true END
         ORDER BY s.user_id, s.created_at`,
  );
  const byUser = new Map<string, DueSearch[]>();
  for (const row of due) byUser.set(row.user_id, [...(byUser.get(row.user_id) ?? []), row]);

  let created = 0;
  let emailed = false;
  for (const searches of byUser.values()) {
    await deps.db.transaction(async (tx) => {
      const sections: { name: string; text: string }[] = [];
      for (const search of searches) {
        const jobs = await queryRows<AlertJob>(
          tx,
          sql`WITH claimed AS (
                UPDATE saved_search_matches SET alerted_at = ${at}::timestamptz
                 WHERE saved_search_id = ${search.id} AND alerted_at IS NULL
                RETURNING posting_id)
              SELECT p.id, p.title, coalesce(u.business_name, p.company_name) AS company, p.location
                FROM claimed JOIN postings p ON p.id = claimed.posting_id
                JOIN companies c ON c.id = p.company_id
                JOIN users u ON u.id = c.user_id
               WHERE p.status = 'published'
               ORDER BY p.published_at DESC, p.id DESC`,
        );
        if (jobs.length === 0) continue;
        await tx
          .update(savedSearches)
          .set({ lastAlertedAt: now })
          .where(eq(savedSearches.id, search.id));
        await deps.notifier.notify(tx, {
          userId: search.user_id,
          kind: 'job_alert',
          title: `${newJobs(jobs.length)} for “${search.name}”`,
          message: `${jobs
            .slice(0, 3)
            .map((j) => `${j.title} at ${j.company}`)
            .join('; ')}${jobs.length > 3 ? ` and ${jobs.length - 3} more` : ''}.`,
          link: '/c/saved-searches',
          data: { saved_search_id: search.id, count: jobs.length },
          email: false,
        });
        created++;
        const listed = jobs
          .slice(0, ALERT_EMAIL_JOBS)
          .map(
            (j) =>
              `• ${j.title} — ${j.company}${j.location ? `, ${j.location}` : ''}\n  ${deps.config.publicUrl}/c/jobs/${j.id}`,
          );
        if (jobs.length > ALERT_EMAIL_JOBS)
          listed.push(`…and ${jobs.length - ALERT_EMAIL_JOBS} more on Hireloop.`);
        const token = await unsubscribeToken(tx, search.id, now);
        sections.push({
          name: search.name,
          text:
            `${newJobs(jobs.length)} for your saved search “${search.name}”:\n\n${listed.join('\n')}\n\n` +
            `Stop alerts for “${search.name}”: ${deps.config.publicUrl}/alerts/unsubscribe?token=${token}`,
        });
      }
      const first = searches[0]!;
      const wantsEmail =
        completePreferences(first.settings).job_alert.email && first.frequency !== 'never';
      if (sections.length === 0 || !wantsEmail) return;
      await queueEmail(
        tx,
        {
          userId: first.user_id,
          to: first.email,
          subject:
            sections.length === 1
              ? `Job alert: new jobs for “${sections[0]!.name}”`
              : `Job alerts: new jobs for ${sections.length} saved searches`,
          text: `${sections.map((s) => s.text).join('\n\n---\n\n')}\n\nManage your saved searches: ${deps.config.publicUrl}/c/saved-searches\nYou get this e-mail because of your notification settings; change them under Settings → Notifications.\n`,
        },
        now,
      );
      emailed = true;
    });
  }
  if (emailed) deps.mailer.kick();
  return created;
}

const running = new WeakMap<AppDeps, Promise<number>>();

/**
 * The module's housekeeping (every 30 s): fills the match columns of searches saved before they
 * existed ({@link fillMatchColumns}; after a deploy this moves that one-time cost — about 20 s for
 * 10,000 searches on PostgreSQL — off the first publish), then delivers due alerts
 * ({@link runJobAlerts}).
 * @returns how many alert notifications were created
 */
export async function savedSearchHousekeeping(deps: AppDeps): Promise<number> {
  await fillMatchColumns(deps.db);
  return runJobAlerts(deps);
}

/**
 * Runs {@link deliverJobAlerts} unless a run is under way for these deps (then answers that run).
 * Errors are the caller's to log.
 */
export function runJobAlerts(deps: AppDeps): Promise<number> {
  let run = running.get(deps);
  if (!run) {
    run = deliverJobAlerts(deps).finally(() => running.delete(deps));
    running.set(deps, run);
  }
  return run;
}

/** The handlers of the "Saved searches" operations (customer area, and the public unsubscribe). */
export const savedSearchHandlers = defineHandlers({
  async listSavedSearches({ deps, user }) {
    return { data: await listSavedSearches(deps.db, user.id) };
  },

  async createSavedSearch({ deps, user, body, reply, now }) {
    const data = await createSavedSearch(deps.db, user.id, body, now);
    void reply.code(201);
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
