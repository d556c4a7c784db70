/**
 * The "I applied" tracker (contract `TrackedApplication`): imported listings, which take no
 * in-app application, that a customer applied to on the company's site, with the timeline they
 * keep themselves (applied, interviewing, offer, rejected, withdrawn; a date and a private note per
 * step) and a private note. Every query is scoped to its customer: another customer's id is 404.
 */
import { postingStatusValues, trackedStatusValues } from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import { conflict, fieldError, notFound } from '../../../lib/errors.ts';
import { jobSummariesByIds } from '../postings/jobs.ts';
import { isImportedListing } from '../postings/listings.ts';
import { iso, multiLine, sqlList } from '../rows.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../../db/columns.ts';

/** Steps of a timeline (contract `TrackedApplication.events` maxItems). @default 50 */
export const TRACKED_EVENTS_MAX = 50;

type TrackedStatus = Schema<'TrackedStatus'>;

/** A tracked application ("I applied") of a customer. */
const trackedRow = z.object({
  id: dbId,
  posting_id: dbId,
  note: z.string().nullable(),
  created_at: dbTime,
  updated_at: dbTime,
});

/** A step of a tracked application's timeline; `happened_on` a date (`YYYY-MM-DD`, as text). */
const trackedEventRow = z.object({
  id: dbId,
  tracked_id: dbId,
  status: dbEnum(trackedStatusValues),
  happened_on: z.string(),
  note: z.string().nullable(),
});

/** A note as stored: trimmed, control characters but newlines removed; empty → null. */
export const cleanNote = (note: string | null | undefined): string | null =>
  note == null ? null : multiLine(note).trim() || null;

/** Today's date in UTC (YYYY-MM-DD). */
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

/**
 * Checks a step date: a real calendar date, not after today (UTC) and, when given, not before
 * `earliest`. @throws HttpError 422 on `field`
 */
function checkDate(field: string, date: string, now: Date, earliest?: string): void {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== date)
    throw fieldError(field, 'Give a real date (YYYY-MM-DD).');
  if (date > dayOf(now)) throw fieldError(field, 'The date cannot be in the future.');
  if (earliest && date < earliest)
    throw fieldError(field, `The date cannot be before you applied (${earliest}).`);
}

/** The tracked applications of `userId` matching `where` (over `tracked_applications t`). */
export async function trackedApplications(
  db: DbOrTx,
  userId: string,
  where: SQL,
  tail: SQL = sql`ORDER BY t.updated_at DESC, t.id DESC`,
): Promise<Schema<'TrackedApplication'>[]> {
  const rows = await queryRows(
    db,
    sql`SELECT t.id, t.posting_id, t.note, t.created_at, t.updated_at
          FROM tracked_applications t WHERE t.user_id = ${userId} AND ${where} ${tail}`,
    trackedRow,
  );
  if (rows.length === 0) return [];
  const [events, jobs] = await Promise.all([
    queryRows(
      db,
      sql`SELECT id, tracked_id, status, happened_on::text AS happened_on, note
            FROM tracked_application_events WHERE tracked_id IN ${sqlList(rows.map((r) => r.id))}
           ORDER BY happened_on, seq`,
      trackedEventRow,
    ),
    jobSummariesByIds(
      db,
      userId,
      rows.map((r) => r.posting_id),
    ),
  ]);
  const jobById = new Map(jobs.map((job) => [job.id, job]));
  return rows.flatMap((row) => {
    const job = jobById.get(row.posting_id);
    const steps = events.filter((e) => e.tracked_id === row.id);
    if (!job || steps.length === 0) return [];
    return [
      {
        id: row.id,
        job,
        status: steps.at(-1)!.status,
        note: row.note,
        events: steps.map((e) => ({
          id: e.id,
          status: e.status,
          date: e.happened_on,
          note: e.note,
        })),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
      },
    ];
  });
}

/** One tracked application of `userId`. @throws HttpError 404 when it is not theirs */
export async function findTracked(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<Schema<'TrackedApplication'>> {
  const [found] = await trackedApplications(db, userId, sql`t.id = ${id}`);
  if (!found) throw notFound('Tracked application not found.');
  return found;
}

/** The current status of the tracked application `t`: the step of the latest date, the latest added on a tie. */
const CURRENT_STATUS = sql`(SELECT e.status FROM tracked_application_events e WHERE e.tracked_id = t.id
                             ORDER BY e.happened_on DESC, e.seq DESC LIMIT 1)`;

/** How many tracked applications the status filter keeps. */
const trackedCountRow = z.object({ total: dbNumber });

/**
 * A page of `userId`'s tracked applications, most recently updated first; with `statuses` (not
 * empty), only those whose current status is one of them (My Applications' status filter,
 * decision 205). `total` counts what the filter keeps.
 */
export async function listTracked(
  db: DbOrTx,
  userId: string,
  page: { perPage: number; offset: number },
  statuses: readonly TrackedStatus[] = [],
): Promise<{ data: Schema<'TrackedApplication'>[]; total: number }> {
  const where = statuses.length ? sql`${CURRENT_STATUS} IN ${sqlList(statuses)}` : sql`TRUE`;
  const [data, counts] = await Promise.all([
    trackedApplications(
      db,
      userId,
      where,
      sql`ORDER BY t.updated_at DESC, t.id DESC LIMIT ${page.perPage} OFFSET ${page.offset}`,
    ),
    queryRows(
      db,
      sql`SELECT count(*)::int AS total FROM tracked_applications t
           WHERE t.user_id = ${userId} AND ${where}`,
      trackedCountRow,
    ),
  ]);
  return { data, total: counts[0]?.total ?? 0 };
}

/** A job to mark "I applied": its status and source, and whether the customer tracks it already. */
const jobToTrackRow = z.object({
  status: dbEnum(postingStatusValues),
  source: z.string().nullable(),
  tracked: z.boolean(),
});

/** A tracked application's id. */
const trackedIdRow = z.object({ id: dbId });

/**
 * Marks imported listing `jobId` "I applied" for `userId`, with a first step `applied` on
 * `appliedOn` (default today, UTC). One transaction.
 * @returns the new tracked application's id
 * @throws HttpError 404 unknown job or draft; 409 a job on Hireloop (apply in the app), a closed
 *   listing, or one tracked already; 422 a bad date
 */
export async function trackApplication(
  db: Db,
  userId: string,
  input: { jobId: string; appliedOn?: string; note?: string | null },
  now: Date,
): Promise<string> {
  const appliedOn = input.appliedOn ?? dayOf(now);
  checkDate('applied_on', appliedOn, now);
  return db.transaction(async (tx) => {
    const [job] = await queryRows(
      tx,
      sql`SELECT p.status, p.source,
                 EXISTS (SELECT 1 FROM tracked_applications t
                          WHERE t.posting_id = p.id AND t.user_id = ${userId}) AS tracked
            FROM postings p WHERE p.id = ${input.jobId} AND p.status <> 'draft'`,
      jobToTrackRow,
    );
    if (!job) throw notFound('Job not found.');
    if (!isImportedListing(job.source))
      throw conflict('This job is on Hireloop: apply to it here instead.');
    if (job.tracked) throw conflict('You are already tracking this job.');
    if (job.status !== 'published')
      throw conflict('This listing is closed: its source no longer offers it.');
    const [row] = await queryRows(
      tx,
      sql`INSERT INTO tracked_applications (user_id, posting_id, note, created_at, updated_at)
          VALUES (${userId}, ${input.jobId}, ${cleanNote(input.note)},
                  ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          ON CONFLICT (user_id, posting_id) DO NOTHING RETURNING id`,
      trackedIdRow,
    );
    if (!row) throw conflict('You are already tracking this job.');
    await tx.execute(
      sql`INSERT INTO tracked_application_events (tracked_id, status, happened_on, note, created_at)
          VALUES (${row.id}, 'applied', ${appliedOn}::date, NULL, ${now.toISOString()}::timestamptz)`,
    );
    return row.id;
  });
}

/** Locks tracked application `id` of `userId`. @throws HttpError 404 when it is not theirs */
async function lockOwn(tx: DbOrTx, userId: string, id: string): Promise<void> {
  const [row] = await queryRows(
    tx,
    sql`SELECT id FROM tracked_applications WHERE id = ${id} AND user_id = ${userId} FOR UPDATE`,
    trackedIdRow,
  );
  if (!row) throw notFound('Tracked application not found.');
}

const touch = (tx: DbOrTx, id: string, now: Date) =>
  tx.execute(
    sql`UPDATE tracked_applications SET updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}`,
  );

/** Sets (or clears, with null) the private note. @throws HttpError 404 when it is not theirs */
export async function setTrackedNote(
  db: Db,
  userId: string,
  id: string,
  note: string | null,
  now: Date,
): Promise<void> {
  const [row] = await queryRows(
    db,
    sql`UPDATE tracked_applications SET note = ${cleanNote(note)},
               updated_at = ${now.toISOString()}::timestamptz
         WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    trackedIdRow,
  );
  if (!row) throw notFound('Tracked application not found.');
}

/** A timeline's first date (`YYYY-MM-DD`; null without steps) and its number of steps. */
const timelineExtentRow = z.object({ happened_on: z.string().nullable(), steps: dbNumber });

/**
 * Adds a step to the timeline. The date may not be before the first `applied` step nor in the
 * future; at most {@link TRACKED_EVENTS_MAX} steps.
 * @throws HttpError 404 when it is not theirs; 409 when the timeline is full; 422 a bad date
 */
export async function addTrackedEvent(
  db: Db,
  userId: string,
  id: string,
  input: { status: TrackedStatus; date: string; note?: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwn(tx, userId, id);
    const [first] = await queryRows(
      tx,
      sql`SELECT min(happened_on)::text AS happened_on, count(*)::int AS steps
            FROM tracked_application_events WHERE tracked_id = ${id}`,
      timelineExtentRow,
    );
    checkDate('date', input.date, now, first?.happened_on ?? undefined);
    if ((first?.steps ?? 0) >= TRACKED_EVENTS_MAX)
      throw conflict(`A timeline holds at most ${TRACKED_EVENTS_MAX} steps.`);
    await tx.execute(
      sql`INSERT INTO tracked_application_events (tracked_id, status, happened_on, note, created_at)
          VALUES (${id}, ${input.status}, ${input.date}::date, ${cleanNote(input.note)},
                  ${now.toISOString()}::timestamptz)`,
    );
    await touch(tx, id, now);
  });
}

/** A timeline step's id. */
const trackedEventIdRow = z.object({ id: dbId });

/**
 * Removes a step; the first one stays.
 * @throws HttpError 404 when the application or step is not theirs; 409 for the first step
 */
export async function deleteTrackedEvent(
  db: Db,
  userId: string,
  id: string,
  eventId: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwn(tx, userId, id);
    const steps = await queryRows(
      tx,
      sql`SELECT id FROM tracked_application_events WHERE tracked_id = ${id}
           ORDER BY happened_on, seq`,
      trackedEventIdRow,
    );
    const index = steps.findIndex((s) => s.id === eventId);
    if (index < 0) throw notFound('Step not found.');
    if (index === 0)
      throw conflict('The first step stays; stop tracking to remove the whole application.');
    await tx.execute(sql`DELETE FROM tracked_application_events WHERE id = ${eventId}`);
    await touch(tx, id, now);
  });
}

/** Stops tracking (the timeline goes with it). @throws HttpError 404 when it is not theirs */
export async function deleteTracked(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await queryRows(
    db,
    sql`DELETE FROM tracked_applications WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    trackedIdRow,
  );
  if (!row) throw notFound('Tracked application not found.');
}
