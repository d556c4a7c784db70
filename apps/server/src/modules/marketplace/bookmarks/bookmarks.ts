/**
 * Saved Jobs (table `bookmarks`): every read and write of a customer's saved jobs. A job is saved
 * at most once per customer; drafts cannot be saved, closed jobs stay saved (shown closed).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import { freshnessOf } from '../postings/freshness.ts';
import { jobSummaryFrom, jobSummaryRow, toJobSummary } from '../postings/jobs.ts';
import { z } from 'zod';
import { dbNumber } from '../../../db/columns.ts';

/**
 * The jobs customer `userId` saved, most recently saved first, as job cards.
 * @param page `limit` and `offset` of a page; every saved job without it
 */
export async function savedJobs(
  db: DbOrTx,
  userId: string,
  page?: { limit: number; offset: number },
): Promise<Schema<'JobSummary'>[]> {
  const rows = await queryRows(
    db,
    sql`${jobSummaryFrom(userId)} WHERE b.user_id IS NOT NULL
         ORDER BY b.created_at DESC, p.id DESC
         ${page ? sql`LIMIT ${page.limit} OFFSET ${page.offset}` : sql``}`,
    jobSummaryRow,
  );
  const fresh = freshnessOf(db);
  return rows.map((row) => toJobSummary(row, fresh));
}

/** How many jobs a customer saved. */
const savedJobCountRow = z.object({ total: dbNumber });

/** How many jobs customer `userId` saved. */
export async function savedJobCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT count(*)::int AS total FROM bookmarks WHERE user_id = ${userId}`,
    savedJobCountRow,
  );
  return row?.total ?? 0;
}

/** Whether the job to (un)save exists and is not a draft: how many such jobs, 0 or 1. */
const jobFoundRow = z.object({ n: dbNumber });

/**
 * Saves job `jobId` for `userId` at `now` unless it is saved already, in one statement.
 * @returns false when there is no such job (or it is a draft)
 */
export async function saveJob(
  db: DbOrTx,
  userId: string,
  jobId: string,
  now: Date,
): Promise<boolean> {
  const [found] = await queryRows(
    db,
    sql`WITH job AS (SELECT id FROM postings WHERE id = ${jobId} AND status <> 'draft'),
             saved AS (INSERT INTO bookmarks (user_id, posting_id, created_at)
                       SELECT ${userId}, id, ${now.toISOString()}::timestamptz FROM job
                       ON CONFLICT DO NOTHING)
        SELECT count(*)::int AS n FROM job`,
    jobFoundRow,
  );
  return Boolean(found?.n);
}

/**
 * Removes job `jobId` from `userId`'s saved jobs (nothing happens when it was not saved).
 * @returns false when there is no such job (or it is a draft)
 */
export async function unsaveJob(db: DbOrTx, userId: string, jobId: string): Promise<boolean> {
  const [found] = await queryRows(
    db,
    sql`WITH job AS (SELECT id FROM postings WHERE id = ${jobId} AND status <> 'draft'),
             removed AS (DELETE FROM bookmarks WHERE user_id = ${userId}
                         AND posting_id IN (SELECT id FROM job))
        SELECT count(*)::int AS n FROM job`,
    jobFoundRow,
  );
  return Boolean(found?.n);
}

/** Removes every saved job of `userId` (account deletion). */
export async function forgetSavedJobs(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`DELETE FROM bookmarks WHERE user_id = ${userId}`);
}
