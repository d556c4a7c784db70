/**
 * Applications, as their customer (routes c.applications, c.applications/success/{id}) and as the
 * business that received them (b.applications, b.applications/{id}) see them.
 *
 * Statuses: submitted → reviewing → interviewing → offered → hired, rejected at any step by the
 * business, withdrawn by the customer; hired, rejected and withdrawn are final, and an application
 * closed with its posting no longer moves. Every change is a timeline entry (`application_events`)
 * and a notification to the other side, in the same transaction.
 */
import { applicationBlockedReason, applicationMoveRefusal } from '@hireloop/api/rules';
import { createHash, randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import type { Notifier } from '../../services/notifications.ts';
import type { MediaStore } from '../../services/media.ts';
import { RESUME_MAX_BYTES } from '../../services/media.ts';
import { sharedWithEmployers } from '../../services/privacy.ts';
import { HttpError, conflict, fieldError, notFound } from '../../lib/errors.ts';
import type { UploadedFile } from '../../plugins/multipart.ts';
import { jobSummariesByIds } from './jobs.ts';
import { isImportedListing } from './listings.ts';
import { iso, isoOrNull, imageUrl, num, singleLine, sqlList, type DbTime } from './rows.ts';

type ApplicationStatus = Schema<'ApplicationStatus'>;

/** What happened to an application, as the end of "Your application for … at …": a sentence. */
export const STATUS_CHANGES: Record<ApplicationStatus, string> = {
  submitted: 'was submitted',
  reviewing: 'is being reviewed',
  interviewing: 'moved to interviews',
  offered: 'led to an offer',
  hired: 'ended in a hire: congratulations',
  rejected: 'was not selected',
  withdrawn: 'was withdrawn',
};

/** Columns of an application row with its resume, as {@link applicationFrom} selects them. */
interface ApplicationRow extends Record<string, unknown> {
  id: string;
  posting_id: string;
  user_id: string;
  status: ApplicationStatus;
  cover_letter: string | null;
  created_at: DbTime;
  updated_at: DbTime;
  closed_at: DbTime | null;
  closed_reason: 'posting_closed' | 'company_removed' | null;
  resume_name: string | null;
  resume_size: number | null;
}

/** A received application with its applicant and posting. */
interface ReceivedRow extends ApplicationRow {
  posting_title: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  deleted_at: DbTime | null;
  headline: string | null;
  applicant_location: string | null;
  avatar_thumb_key: string | null;
  show_email: boolean | null;
  show_location: boolean | null;
  show_photo: boolean | null;
  profile_visibility: string | null;
}

const applicationFrom = sql`
  SELECT a.id, a.posting_id, a.user_id, a.status, a.cover_letter, a.created_at, a.updated_at,
         a.closed_at, a.closed_reason, rm.original_name AS resume_name, rm.byte_size AS resume_size
    FROM applications a
    LEFT JOIN media rm ON rm.id = a.resume_media_id`;

const receivedFrom = sql`
  SELECT a.id, a.posting_id, a.user_id, a.status, a.cover_letter, a.created_at, a.updated_at,
         a.closed_at, a.closed_reason, rm.original_name AS resume_name, rm.byte_size AS resume_size,
         p.title AS posting_title, u.first_name, u.last_name, u.email, u.deleted_at,
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

/** Timelines of `ids`, oldest entry first. */
async function timelines(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, Schema<'TimelineEntry'>[]>> {
  const out = new Map<string, Schema<'TimelineEntry'>[]>();
  if (ids.length === 0) return out;
  const rows = await queryRows<{
    application_id: string;
    status: ApplicationStatus;
    note: string | null;
    created_at: DbTime;
  }>(
    db,
    sql`SELECT application_id, status, note, created_at FROM application_events
         WHERE application_id IN (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )})
         ORDER BY created_at, seq`,
  );
  for (const row of rows) {
    const list = out.get(row.application_id) ?? [];
    list.push({ status: row.status, note: row.note, created_at: iso(row.created_at) });
    out.set(row.application_id, list);
  }
  return out;
}

function base(row: ApplicationRow, timeline: Schema<'TimelineEntry'>[]): Schema<'ApplicationBase'> {
  return {
    id: row.id,
    status: row.status,
    cover_letter: row.cover_letter,
    resume:
      row.resume_size === null
        ? null
        : { filename: row.resume_name ?? 'resume.pdf', size_bytes: num(row.resume_size) },
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
  const rows = await queryRows<ApplicationRow>(db, sql`${applicationFrom} WHERE ${where} ${tail}`);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [events, jobs] = await Promise.all([
    timelines(db, ids),
    jobSummariesByIds(db, viewerId, [...new Set(rows.map((r) => r.posting_id))]),
  ]);
  const jobById = new Map(jobs.map((j) => [j.id, j]));
  return rows.flatMap((row) => {
    const job = jobById.get(row.posting_id);
    return job ? [{ ...base(row, events.get(row.id) ?? []), job }] : [];
  });
}

/** Business applications (`BusinessApplication`) selected by `where`, in `tail`'s order. */
export async function businessApplications(
  db: DbOrTx,
  where: SQL,
  tail: SQL = sql`ORDER BY a.created_at DESC, a.id DESC`,
): Promise<Schema<'BusinessApplication'>[]> {
  const rows = await queryRows<ReceivedRow>(db, sql`${receivedFrom} WHERE ${where} ${tail}`);
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
    };
  });
}

/** Condition: applications received by business `ownerId`. */
export const receivedBy = (ownerId: string) => sql`c.user_id = ${ownerId}`;

// ---------------------------------------------------------------------------------------------
// Apply
// ---------------------------------------------------------------------------------------------

/** What a customer sends to apply (contract `ApplyRequest`, multipart). */
export interface ApplyInput {
  coverLetter: string | null;
  resume: UploadedFile | undefined;
  useProfileResume: boolean;
}

/** The resume to attach: its bytes, name, and the media row to copy it to. */
interface ResumeFile {
  data: Buffer;
  filename: string;
}

/** Checks an uploaded resume: a PDF by content, at most {@link RESUME_MAX_BYTES}. */
async function checkUploadedResume(file: UploadedFile): Promise<ResumeFile> {
  if (file.size > RESUME_MAX_BYTES)
    throw fieldError('resume', 'The resume may not be larger than 5 MB.');
  const type = file.size > 0 ? await fileTypeFromBuffer(file.data) : undefined;
  if (type?.mime !== 'application/pdf')
    throw fieldError('resume', 'The resume must be a PDF document.');
  const name = singleLine(file.filename).slice(0, 255);
  return { data: file.data, filename: name || 'resume.pdf' };
}

/** The profile's resume, read from private storage. */
async function profileResume(
  db: DbOrTx,
  media: MediaStore,
  userId: string,
): Promise<ResumeFile | null> {
  const [row] = await queryRows<{ key: string; original_name: string | null }>(
    db,
    sql`SELECT m.key, m.original_name FROM customer_profiles cp
          JOIN media m ON m.id = cp.resume_media_id
         WHERE cp.user_id = ${userId} AND m.purpose = 'resume'`,
  );
  if (!row) return null;
  const data = await media.readPrivate(row.key);
  if (!data) return null;
  return { data, filename: row.original_name ?? 'resume.pdf' };
}

const isUniqueViolation = (error: unknown) => {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * Applies customer `applicant` to job `jobId` (contract `applyToJob`): checks, stores a copy of the
 * resume, writes the application with its first timeline entry, counts it on the posting and
 * notifies the business — the database part in one transaction.
 * @returns the new application's id
 * @throws HttpError 404 unknown job or draft; 409 already applied, job closed or an imported
 *   listing (applied to on the company's site); 422 on `resume`
 */
export async function applyToJob(
  deps: { db: Db; media: MediaStore; notifier: Notifier },
  applicant: { id: string; firstName: string | null; lastName: string | null },
  jobId: string,
  input: ApplyInput,
  now: Date,
): Promise<string> {
  const { db, media, notifier } = deps;
  const [job] = await queryRows<{
    status: string;
    title: string;
    owner_id: string;
    applied: boolean;
    source: string | null;
  }>(
    db,
    sql`SELECT p.status, p.title, c.user_id AS owner_id, p.source,
               EXISTS (SELECT 1 FROM applications a WHERE a.posting_id = p.id AND a.user_id = ${applicant.id}) AS applied
          FROM postings p JOIN companies c ON c.id = p.company_id
         WHERE p.id = ${jobId} AND p.status <> 'draft'`,
  );
  if (!job) throw notFound('Job not found.');
  if (isImportedListing(job.source))
    throw conflict(
      'This job is not on Hireloop: apply on the company\'s site, then mark it "I applied" to track it.',
    );
  if (job.applied) throw conflict('You have already applied to this job.');
  if (job.status !== 'published')
    throw conflict('This job is closed and no longer accepts applications.');

  let resume: ResumeFile;
  if (input.resume) {
    resume = await checkUploadedResume(input.resume);
  } else if (input.useProfileResume) {
    const stored = await profileResume(db, media, applicant.id);
    if (!stored)
      throw fieldError(
        'resume',
        'Your profile has no resume yet. Attach a PDF resume to this application.',
      );
    resume = stored;
  } else {
    throw fieldError('resume', 'Attach a PDF resume or use the resume from your profile.');
  }

  // The application keeps its own copy, so later profile changes do not alter what was sent.
  const key = `resume-${randomUUID()}.pdf`;
  await media.savePrivate(key, resume.data);
  try {
    return await db.transaction(async (tx) => {
      // Counting first locks the posting row, so a concurrent close cannot miss this application.
      const counted = await queryRows<{ id: string }>(
        tx,
        sql`UPDATE postings SET applications_count = applications_count + 1
             WHERE id = ${jobId} AND status = 'published' RETURNING id`,
      );
      if (counted.length === 0)
        throw conflict('This job is closed and no longer accepts applications.');
      const at = now.toISOString();
      const [stored] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO media (user_id, purpose, key, content_type, byte_size, original_name, sha256, created_at)
            VALUES (${applicant.id}, 'resume', ${key}, 'application/pdf', ${resume.data.length},
                    ${resume.filename}, ${createHash('sha256').update(resume.data).digest('hex')}, ${at}::timestamptz)
            RETURNING id`,
      );
      const [application] = await queryRows<{ id: string }>(
        tx,
        sql`INSERT INTO applications (posting_id, user_id, status, cover_letter, resume_media_id, created_at, updated_at)
            VALUES (${jobId}, ${applicant.id}, 'submitted', ${input.coverLetter}, ${stored!.id},
                    ${at}::timestamptz, ${at}::timestamptz)
            RETURNING id`,
      );
      const id = application!.id;
      await tx.execute(
        sql`INSERT INTO application_events (application_id, status, actor_id, created_at)
            VALUES (${id}, 'submitted', ${applicant.id}, ${at}::timestamptz)`,
      );
      const name =
        [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || 'A candidate';
      await notifier.notify(tx, {
        userId: job.owner_id,
        kind: 'application_received',
        title: `New application: ${job.title}`,
        message: `${name} applied to "${job.title}".`,
        link: `/b/applications/${id}`,
        data: { application_id: id, posting_id: jobId },
      });
      return id;
    });
  } catch (error) {
    await media.removePrivate(key).catch(() => {});
    if (isUniqueViolation(error)) throw conflict('You have already applied to this job.');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Status changes
// ---------------------------------------------------------------------------------------------

interface LockedApplication {
  id: string;
  status: ApplicationStatus;
  closed_at: DbTime | null;
  closed_reason: string | null;
  user_id: string;
  posting_id: string;
  posting_title: string;
  company_name: string;
  owner_id: string;
  first_name: string | null;
  last_name: string | null;
}

/** Locks an application for a status change, with who is on either side. */
async function lockApplication(
  tx: DbOrTx,
  id: string,
  scope: SQL,
): Promise<LockedApplication | null> {
  const [row] = await lockApplications(tx, [id], scope);
  return row ?? null;
}

/** Locks the applications `ids` that `scope` allows (in id order, so two bulk moves never deadlock). */
async function lockApplications(
  tx: DbOrTx,
  ids: readonly string[],
  scope: SQL,
): Promise<LockedApplication[]> {
  if (ids.length === 0) return [];
  return queryRows<LockedApplication & Record<string, unknown>>(
    tx,
    sql`SELECT a.id, a.status, a.closed_at, a.closed_reason, a.user_id, a.posting_id,
               p.title AS posting_title, coalesce(bu.business_name, p.company_name) AS company_name,
               c.user_id AS owner_id, cu.first_name, cu.last_name
          FROM applications a
          JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id
          JOIN users bu ON bu.id = c.user_id
          JOIN users cu ON cu.id = a.user_id
         WHERE a.id IN ${sqlList(ids)} AND ${scope}
         ORDER BY a.id
           FOR UPDATE OF a`,
  );
}

async function writeStatus(
  tx: DbOrTx,
  id: string,
  status: ApplicationStatus,
  note: string | null,
  actorId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    sql`UPDATE applications SET status = ${status}, updated_at = ${at}::timestamptz WHERE id = ${id}`,
  );
  await tx.execute(
    sql`INSERT INTO application_events (application_id, status, note, actor_id, created_at)
        VALUES (${id}, ${status}, ${note}, ${actorId}, ${at}::timestamptz)`,
  );
}

/** The shared refusal rule ({@link applicationMoveRefusal}) for a locked row. */
function moveRefusal(row: LockedApplication, status: ApplicationStatus): string | null {
  return applicationMoveRefusal(stateOf(row), status);
}

/** A locked row as the shared rules read it. */
const stateOf = (row: LockedApplication) => ({
  status: row.status,
  closedAt: row.closed_at,
  closedReason: row.closed_reason,
});

/** Writes the move of locked `row` to `change.status` and notifies its applicant. */
async function moveLocked(
  tx: DbOrTx,
  notifier: Notifier,
  ownerId: string,
  row: LockedApplication,
  change: { status: ApplicationStatus; note: string | null },
  now: Date,
): Promise<void> {
  await writeStatus(tx, row.id, change.status, change.note, ownerId, now);
  const noteText = change.note ? ` Message from ${row.company_name}: ${change.note}` : '';
  await notifier.notify(tx, {
    userId: row.user_id,
    kind: 'application_status_changed',
    title: `Application update: ${row.posting_title}`,
    message: `Your application for "${row.posting_title}" at ${row.company_name} ${STATUS_CHANGES[change.status]}.${noteText}`,
    link: `/c/applications/${row.id}`,
    data: { application_id: row.id, job_id: row.posting_id, status: change.status },
  });
}

/**
 * Moves a received application to `status` (contract `updateApplicationStatus`), adds the timeline
 * entry and notifies the applicant, in one transaction.
 * @throws HttpError 404 not one of `ownerId`'s applications; 422 on `status` from a final or closed
 *   application, or to the status it already has
 */
export async function changeApplicationStatus(
  deps: { db: Db; notifier: Notifier },
  ownerId: string,
  id: string,
  change: { status: ApplicationStatus; note: string | null },
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id, sql`c.user_id = ${ownerId}`);
    if (!row) throw notFound('Application not found.');
    const refused = moveRefusal(row, change.status);
    if (refused) throw fieldError('status', refused);
    await moveLocked(tx, deps.notifier, ownerId, row, change, now);
  });
}

/**
 * Moves applications `ids` of posting `postingId` to one status with one note (contract
 * `moveApplications`): all or none, in one transaction; each gets its timeline entry and each
 * applicant their notification, as {@link changeApplicationStatus} does for one.
 * @throws HttpError 404 when the posting is not `ownerId`'s or an id is not an application to it;
 *   422 with `application_ids.<index>` messages ("Name: reason") when {@link moveRefusal} refuses
 *   any of them — then nothing is written
 */
export async function moveApplications(
  deps: { db: Db; notifier: Notifier },
  ownerId: string,
  postingId: string,
  ids: readonly string[],
  change: { status: ApplicationStatus; note: string | null },
  now: Date,
): Promise<void> {
  const wanted = ids.map((id) => id.toLowerCase());
  if (new Set(wanted).size !== wanted.length)
    throw fieldError('application_ids', 'Each application may be listed only once.');
  await deps.db.transaction(async (tx) => {
    const [posting] = await queryRows<{ id: string }>(
      tx,
      sql`SELECT p.id FROM postings p JOIN companies c ON c.id = p.company_id
           WHERE p.id = ${postingId} AND c.user_id = ${ownerId}`,
    );
    if (!posting) throw notFound('Posting not found.');
    const rows = await lockApplications(
      tx,
      wanted,
      sql`c.user_id = ${ownerId} AND a.posting_id = ${postingId}`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (wanted.some((id) => !byId.has(id))) throw notFound('Application not found.');
    const errors: Record<string, string[]> = {};
    wanted.forEach((id, index) => {
      const row = byId.get(id)!;
      const refused = moveRefusal(row, change.status);
      if (!refused) return;
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'An applicant';
      errors[`application_ids.${index}`] = [`${name}: ${refused}`];
    });
    const refusedCount = Object.keys(errors).length;
    if (refusedCount > 0) {
      const first = Object.values(errors)[0]![0]!;
      throw new HttpError(
        422,
        `Nothing was moved: ${refusedCount} of ${ids.length} application${ids.length === 1 ? '' : 's'} cannot be moved. ${first}`.slice(
          0,
          500,
        ),
        { errors },
      );
    }
    for (const id of wanted)
      await moveLocked(tx, deps.notifier, ownerId, byId.get(id)!, change, now);
  });
}

/**
 * Withdraws a customer's own application (contract `withdrawApplication`): timeline entry and a
 * notification to the business, in one transaction.
 * @throws HttpError 404 not the customer's; 422 on `status` when final or closed
 */
export async function withdrawApplication(
  deps: { db: Db; notifier: Notifier },
  customerId: string,
  id: string,
  now: Date,
  note: string | null = null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await withdrawIn(tx, deps.notifier, customerId, id, now, note, true);
  });
}

/** {@link withdrawApplication} inside a transaction; `strict` throws instead of skipping. */
export async function withdrawIn(
  tx: DbOrTx,
  notifier: Notifier,
  customerId: string,
  id: string,
  now: Date,
  note: string | null,
  strict: boolean,
): Promise<boolean> {
  const row = await lockApplication(tx, id, sql`a.user_id = ${customerId}`);
  if (!row) {
    if (strict) throw notFound('Application not found.');
    return false;
  }
  const blocked = applicationBlockedReason(stateOf(row), 'be withdrawn');
  if (blocked) {
    if (strict) throw fieldError('status', blocked);
    return false;
  }
  await writeStatus(tx, id, 'withdrawn', note, customerId, now);
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'An applicant';
  await notifier.notify(tx, {
    userId: row.owner_id,
    kind: 'application_status_changed',
    title: `Application withdrawn: ${row.posting_title}`,
    message: `${name} withdrew their application for "${row.posting_title}".`,
    link: `/b/applications/${id}`,
    data: { application_id: id, posting_id: row.posting_id, status: 'withdrawn' },
  });
  return true;
}

/** The stored resume of a received application: its bytes and name, or null when it has none. */
export async function receivedResume(
  db: DbOrTx,
  media: MediaStore,
  ownerId: string,
  id: string,
): Promise<{ data: Buffer; filename: string } | null> {
  const [row] = await queryRows<{ key: string | null; original_name: string | null }>(
    db,
    sql`SELECT rm.key, rm.original_name FROM applications a
          JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id
          LEFT JOIN media rm ON rm.id = a.resume_media_id
         WHERE a.id = ${id} AND c.user_id = ${ownerId}`,
  );
  if (!row) throw notFound('Application not found.');
  if (!row.key) return null;
  const data = await media.readPrivate(row.key);
  return data ? { data, filename: row.original_name ?? 'resume.pdf' } : null;
}
