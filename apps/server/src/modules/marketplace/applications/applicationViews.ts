/**
 * How applications read: as their customer sees them (`CustomerApplication`, with the job) and as
 * the business that received them sees them (`BusinessApplication`, with the applicant as far as
 * the applicant's privacy settings share them), each with its timeline (`application_events`,
 * oldest first) and its answers to the posting's screening questions (a received one with its
 * must-have mark); and the stored resume of a received application.
 */
import { applicationStatusValues, profileVisibilityValues } from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import type { MediaStore } from '../../../services/media.ts';
import { sharedWithEmployers } from '../../../services/privacy.ts';
import { notFound } from '../../../lib/errors.ts';
import { jobSummariesByIds } from '../postings/jobs.ts';
import { closedReasonColumn } from './applications.ts';
import { iso, isoOrNull, imageUrl, screeningAnswerJson, screeningQuestionJson } from '../rows.ts';
import { companyScope, type CompanyAccess } from '../../../services/companyAccess.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../../db/columns.ts';

/** Columns of an application row with its resume, as {@link applicationFrom} selects them. */
const applicationRow = z.object({
  id: dbId,
  posting_id: dbId,
  user_id: dbId,
  status: dbEnum(applicationStatusValues),
  cover_letter: z.string().nullable(),
  created_at: dbTime,
  updated_at: dbTime,
  closed_at: dbTime.nullable(),
  closed_reason: closedReasonColumn.nullable(),
  resume_name: z.string().nullable(),
  resume_size: dbNumber.nullable(),
  answers: z.array(screeningAnswerJson),
  /** The posting's screening questions, to word the answers. */
  questions: z.array(screeningQuestionJson),
});
type ApplicationRow = z.output<typeof applicationRow>;

/** An application as its customer reads it: with when the business first opened it. */
const sentApplicationRow = applicationRow.extend({
  viewed_at: dbTime.nullable(),
});

/** A received application with its applicant (and their privacy settings) and posting. */
const receivedApplicationRow = applicationRow.extend({
  posting_title: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  deleted_at: dbTime.nullable(),
  headline: z.string().nullable(),
  applicant_location: z.string().nullable(),
  avatar_thumb_key: z.string().nullable(),
  show_email: z.boolean().nullable(),
  show_location: z.boolean().nullable(),
  show_photo: z.boolean().nullable(),
  profile_visibility: dbEnum(profileVisibilityValues).nullable(),
  must_haves_missed: z.array(z.string()),
});

const applicationFrom = sql`
  SELECT a.id, a.posting_id, a.user_id, a.status, a.cover_letter, a.created_at, a.updated_at,
         a.closed_at, a.closed_reason, a.viewed_at, rm.original_name AS resume_name,
         rm.byte_size AS resume_size, a.answers,
         (SELECT q.screening_questions FROM postings q WHERE q.id = a.posting_id) AS questions
    FROM applications a
    LEFT JOIN media rm ON rm.id = a.resume_media_id`;

const receivedFrom = sql`
  SELECT a.id, a.posting_id, a.user_id, a.status, a.cover_letter, a.created_at, a.updated_at,
         a.closed_at, a.closed_reason, rm.original_name AS resume_name, rm.byte_size AS resume_size,
         a.answers, p.screening_questions AS questions,
         a.must_haves_missed::text[] AS must_haves_missed, p.title AS posting_title, u.first_name, u.last_name, u.email, u.deleted_at,
         cp.headline, cp.location AS applicant_location, am.thumb_key AS avatar_thumb_key,
         ps.show_email_to_employers AS show_email, ps.show_location_to_employers AS show_location,
         ps.show_photo_to_employers AS show_photo, ps.profile_visibility
    FROM applications a
    JOIN postings p ON p.id = a.posting_id
    JOIN companies c ON c.id = p.company_id
    JOIN users u ON u.id = a.user_id
    LEFT JOIN customer_profiles cp ON cp.user_id = u.id
    LEFT JOIN privacy_settings ps ON ps.user_id = u.id
    LEFT JOIN media am ON am.id = u.image_media_id
    LEFT JOIN media rm ON rm.id = a.resume_media_id`;

/** An entry of an application's timeline. */
const timelineEntryRow = z.object({
  application_id: dbId,
  status: dbEnum(applicationStatusValues),
  note: z.string().nullable(),
  created_at: dbTime,
});

/** Timelines of `ids`, oldest entry first. */
async function timelines(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, Schema<'TimelineEntry'>[]>> {
  const out = new Map<string, Schema<'TimelineEntry'>[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows(
    db,
    sql`SELECT application_id, status, note, created_at FROM application_events
         WHERE application_id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         ORDER BY created_at, seq`,
    timelineEntryRow,
  );
  for (const row of rows) {
    const list = out.get(row.application_id) ?? [];
    list.push({ status: row.status, note: row.note, created_at: iso(row.created_at) });
    out.set(row.application_id, list);
  }
  return out;
}

/** The answers of `row`, each with its question as it reads now, in the questions' order. */
function answersOf(row: ApplicationRow): Schema<'ApplicationAnswer'>[] {
  const byId = new Map(row.answers.map((a) => [a.question_id, a.value]));
  return row.questions.flatMap((q) => {
    const value = byId.get(q.id);
    return value === undefined
      ? []
      : [{ question_id: q.id, prompt: q.prompt, kind: q.kind, value }];
  });
}

function base(row: ApplicationRow, timeline: Schema<'TimelineEntry'>[]): Schema<'ApplicationBase'> {
  return {
    id: row.id,
    status: row.status,
    cover_letter: row.cover_letter,
    resume:
      row.resume_size === null
        ? null
        : { filename: row.resume_name ?? 'resume.pdf', size_bytes: row.resume_size },
    answers: answersOf(row),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    closed_at: isoOrNull(row.closed_at),
    closed_reason: row.closed_reason,
    // Every application starts with its `submitted` entry; keep the contract's minItems even for
    // rows written without one.
    timeline: timeline.length
      ? timeline.slice(-50)
      : [{ status: 'submitted', note: null, created_at: iso(row.created_at) }],
  };
}

/** Customer applications (`CustomerApplication`) of the rows selected by `where`, in `order`. */
export async function customerApplications(
  db: DbOrTx,
  viewerId: string,
  where: SQL,
  tail: SQL = sql`ORDER BY a.updated_at DESC, a.id DESC`,
): Promise<Schema<'CustomerApplication'>[]> {
  const rows = await queryRows(
    db,
    sql`${applicationFrom} WHERE ${where} ${tail}`,
    sentApplicationRow,
  );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [events, jobs] = await Promise.all([
    timelines(db, ids),
    jobSummariesByIds(db, viewerId, [...new Set(rows.map((r) => r.posting_id))]),
  ]);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  return rows.flatMap((row) => {
    const job = jobById.get(row.posting_id);
    return job
      ? [{ ...base(row, events.get(row.id) ?? []), job, viewed_at: isoOrNull(row.viewed_at) }]
      : [];
  });
}

/** Business applications (`BusinessApplication`) selected by `where`, in `tail`'s order. */
export async function businessApplications(
  db: DbOrTx,
  where: SQL,
  tail: SQL = sql`ORDER BY a.created_at DESC, a.id DESC`,
): Promise<Schema<'BusinessApplication'>[]> {
  const rows = await queryRows(
    db,
    sql`${receivedFrom} WHERE ${where} ${tail}`,
    receivedApplicationRow,
  );
  const events = await timelines(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const gone = row.deleted_at !== null;
    const shared = sharedWithEmployers({
      profileVisibility: row.profile_visibility,
      showEmail: row.show_email,
      showLocation: row.show_location,
      showPhoto: row.show_photo,
    });
    return {
      ...base(row, events.get(row.id) ?? []),
      applicant: {
        id: row.user_id,
        first_name: (row.first_name ?? '').slice(0, 100),
        last_name: (row.last_name ?? '').slice(0, 100),
        email: !gone && shared.email ? row.email : null,
        headline: !gone && shared.headline ? row.headline : null,
        location: !gone && shared.location ? row.applicant_location : null,
        avatar_thumb_url: !gone && shared.photo ? imageUrl(row.avatar_thumb_key) : null,
      },
      posting: { id: row.posting_id, title: row.posting_title },
      must_haves_met: row.must_haves_missed.length === 0,
      must_haves_missed: row.must_haves_missed,
      must_haves_count: row.questions.filter((q) => q.must_have).length,
    };
  });
}

/**
 * Condition: applications received by the member's company and within their scope (an
 * interviewer's: of their hiring teams' postings, issue 36); aliases `c` and `p`.
 */
export const receivedBy = (access: CompanyAccess) => companyScope(access);

/**
 * Notes that someone at the business opened application `id` (issue 29, "Viewed by the employer"):
 * sets its `viewed_at` to `now` the first time only; an application of another business, or
 * one already viewed, is left as it is. Its `updated_at` stays: a view is not a change.
 */
export async function markApplicationViewed(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
  now: Date,
): Promise<void> {
  await db.execute(
    sql`UPDATE applications a SET viewed_at = ${now}
          FROM postings p JOIN companies c ON c.id = p.company_id
         WHERE a.id = ${id} AND p.id = a.posting_id AND ${receivedBy(access)}
           AND a.viewed_at IS NULL`,
  );
}

/** The stored resume of an application: its media key and uploaded name (both null without one). */
export const applicationResumeRow = z.object({
  key: z.string().nullable(),
  original_name: z.string().nullable(),
});

/** The stored resume of a received application: its bytes and name, or null when it has none. */
export async function receivedResume(
  db: DbOrTx,
  media: MediaStore,
  access: CompanyAccess,
  id: string,
): Promise<{ data: Buffer; filename: string } | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT rm.key, rm.original_name FROM applications a
          JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id
          LEFT JOIN media rm ON rm.id = a.resume_media_id
         WHERE a.id = ${id} AND ${receivedBy(access)}`,
    applicationResumeRow,
  );
  if (!row) throw notFound('Application not found.');
  if (!row.key) return null;
  const data = await media.readPrivate(row.key);
  return data ? { data, filename: row.original_name ?? 'resume.pdf' } : null;
}
