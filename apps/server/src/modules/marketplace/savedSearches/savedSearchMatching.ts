/**
 * Matching saved searches against a posting as it goes online. {@link announcePosting} runs inside
 * the transaction that publishes (or reopens) a posting: it tests that one posting against every
 * active saved search with Find Jobs' own conditions ({@link storedSearchMatchesSql}, the values
 * read from each search's match columns), all of them in one fixed-shape statement, and records
 * each match once (`saved_search_matches` primary key: never announced twice).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import {
  STORED_SEARCH_COLUMNS,
  storedSearchMatchesSql,
  storedSearchValues,
  toJobSearch,
} from '../search/search.ts';
import { z } from 'zod';
import { dbId } from '../../../db/columns.ts';
import { savedSearchQueryJson } from '../rows.ts';

/**
 * The version of the stored filter values ({@link STORED_SEARCH_COLUMNS}): raise it when
 * `toJobSearch`, the keyword parser or the place vocabulary changes how a query reads, and every
 * stored search is recomputed before the next match. @default 1
 */
export const MATCH_COLUMNS_VERSION = 1;
/** Stored searches recomputed per statement. @default 500 */
const FILL_BATCH = 500;

/** A saved search's query. */
const storedQueryRow = z.object({ id: dbId, query: savedSearchQueryJson });

/**
 * Writes the filter values of saved searches into their match columns (one statement per
 * {@link FILL_BATCH} searches): the searches `ids`, or every search whose values are missing or
 * of an older {@link MATCH_COLUMNS_VERSION} (searches saved before the columns existed).
 * @returns how many searches were written
 */
export async function fillMatchColumns(tx: DbOrTx, ids?: readonly string[]): Promise<number> {
  const rows = await queryRows(
    tx,
    ids
      ? sql`SELECT id, query FROM saved_searches WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`
      : sql`SELECT id, query FROM saved_searches
             WHERE match_version IS NULL OR match_version < ${MATCH_COLUMNS_VERSION}`,
    storedQueryRow,
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

/** A saved search a posting newly matched. */
const newMatchRow = z.object({ saved_search_id: dbId });

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
  const inserted = await queryRows(
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
    newMatchRow,
  );
  return inserted.length;
}
