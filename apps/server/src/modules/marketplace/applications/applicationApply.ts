/**
 * Applying to a job (contract `applyToJob`, route c.jobs/{id}/apply): the checks (the job is open,
 * on Hireloop, not applied to yet), the screening answers, the resume (an uploaded PDF or the profile's, copied so later
 * profile changes do not alter what was sent), the application with its first timeline entry and
 * the notification to the business.
 */
import { createHash, randomUUID } from 'node:crypto';
import { hiringTeamUserIds } from '../../team/hiringTeams.ts';
import {
  SCREENING_MESSAGES,
  checkAnswers,
  mustHavesMissed,
  parseAnswersField,
  screeningFieldErrors,
  type ScreeningAnswer,
} from '@hireloop/api/screening';
import { postingStatusValues } from '@hireloop/api/schema';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import type { Notifier } from '../../../services/notifications.ts';
import type { MediaStore } from '../../../services/media.ts';
import { insertResumeRow, profileResumeOf, setProfileResume } from '../../../services/mediaRows.ts';
import { applications, media } from '../../../db/schema.ts';
import type { Schema } from '../../../contract/types.ts';
import { checkResume } from '../../../services/media.ts';
import { conflict, fieldError, notFound, validationError } from '../../../lib/errors.ts';
import type { UploadedFile } from '../../../plugins/multipart.ts';
import { appendTimelineEntry } from './applications.ts';
import { isImportedListing } from '../postings/listings.ts';
import { screeningQuestionJson, singleLine, uuidArray } from '../rows.ts';
import { keepSavedAnswers } from './savedAnswers.ts';
import { applicationResumeRow } from './applicationViews.ts';
import { dbEnum, dbId } from '../../../db/columns.ts';

/** What a customer sends to apply (contract `ApplyRequest`, multipart). */
export interface ApplyInput {
  coverLetter: string | null;
  resume: UploadedFile | undefined;
  useProfileResume: boolean;
  /** Attach the resume sent with this earlier application of the customer's, or null. */
  resumeApplicationId?: string | null;
  /** The answers to the job's screening questions, as {@link parseAnswers} read them. */
  answers: ScreeningAnswer[];
}

/**
 * Reads the multipart `answers` field (contract `ApplyRequest.answers`) with the shared
 * `parseAnswersField`; whether each answer fits its question is checked by {@link applyToJob}.
 * @throws HttpError 422 on `answers` when it is not a JSON list of `{question_id, value}`
 */
export function parseAnswers(raw: string | undefined): ScreeningAnswer[] {
  const answers = parseAnswersField(raw);
  if (!answers) throw fieldError('answers', SCREENING_MESSAGES.answersNotAList);
  return answers;
}

/** The resume to attach: its bytes, name, and the media row to copy it to. */
interface ResumeFile {
  data: Buffer;
  filename: string;
}

/** Checks an uploaded resume ({@link checkResume}) and keeps its single-line file name. */
async function checkUploadedResume(file: UploadedFile): Promise<ResumeFile> {
  await checkResume(file);
  const name = singleLine(file.filename).slice(0, 255);
  return { data: file.data, filename: name || 'resume.pdf' };
}

/** The resume of a customer's profile: its media key and uploaded name. */
const profileResumeRow = z.object({ key: z.string(), original_name: z.string().nullable() });

/** The profile's resume, read from private storage. */
async function profileResume(
  db: DbOrTx,
  media: MediaStore,
  userId: string,
): Promise<ResumeFile | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT m.key, m.original_name FROM customer_profiles cp
          JOIN media m ON m.id = cp.resume_media_id
         WHERE cp.user_id = ${userId} AND m.purpose = 'resume'`,
    profileResumeRow,
  );
  if (!row) return null;
  const data = await media.readPrivate(row.key);
  if (!data) return null;
  return { data, filename: row.original_name ?? 'resume.pdf' };
}

/**
 * The resume sent with application `applicationId` of customer `userId`, read from private
 * storage, or null when it has none.
 * @throws HttpError 404 when the application is not theirs
 */
async function applicationResume(
  db: DbOrTx,
  media: MediaStore,
  userId: string,
  applicationId: string,
): Promise<ResumeFile | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT m.key, m.original_name FROM applications a
          LEFT JOIN media m ON m.id = a.resume_media_id
         WHERE a.id = ${applicationId} AND a.user_id = ${userId}`,
    applicationResumeRow,
  );
  if (!row) throw notFound('Application not found.');
  const data = row.key ? await media.readPrivate(row.key) : null;
  return data ? { data, filename: row.original_name ?? 'resume.pdf' } : null;
}

const isUniqueViolation = (error: unknown) => {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: string }).code === '23505') return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** A job to apply to, with its owner, and whether the applicant applied already. */
const jobToApplyRow = z.object({
  status: dbEnum(postingStatusValues),
  title: z.string(),
  owner_id: dbId,
  applied: z.boolean(),
  source: z.string().nullable(),
  screening_questions: z.array(screeningQuestionJson),
});

/** The id of the posting that counted an application, or of the new application. */
const idRow = z.object({ id: dbId });

/**
 * Applies customer `applicant` to job `jobId` (contract `applyToJob`): checks, stores a copy of the
 * resume, writes the application with its first timeline entry, counts it on the posting and
 * notifies the business — the database part in one transaction.
 * @returns the new application's id
 * The answers are checked against the job's screening questions (`checkAnswers`), stored with
 * the ids of the must-haves they miss, and those to reusable questions kept as saved answers.
 * @throws HttpError 404 unknown job or draft; 409 already applied, job closed or an imported
 *   listing (applied to on the company's site); 422 on `answers.<question id>` (or `answers`)
 *   and on `resume`
 */
export async function applyToJob(
  deps: { db: Db; media: MediaStore; notifier: Notifier },
  applicant: { id: string; firstName: string | null; lastName: string | null },
  jobId: string,
  input: ApplyInput,
  now: Date,
): Promise<string> {
  const { db, media, notifier } = deps;
  const [job] = await queryRows(
    db,
    sql`SELECT p.status, p.title, c.user_id AS owner_id, p.source, p.screening_questions,
               EXISTS (SELECT 1 FROM applications a WHERE a.posting_id = p.id AND a.user_id = ${applicant.id}) AS applied
          FROM postings p JOIN companies c ON c.id = p.company_id
         WHERE p.id = ${jobId} AND p.status <> 'draft'`,
    jobToApplyRow,
  );
  if (!job) throw notFound('Job not found.');
  if (isImportedListing(job.source))
    throw conflict(
      'This job is not on Hireloop: apply on the company\'s site, then mark it "I applied" to track it.',
    );
  if (job.applied) throw conflict('You have already applied to this job.');
  if (job.status !== 'published')
    throw conflict('This job is closed and no longer accepts applications.');

  const checked = checkAnswers(job.screening_questions, input.answers);
  const answerErrors = screeningFieldErrors(checked.issues);
  if (answerErrors) throw validationError(answerErrors);
  const missed = mustHavesMissed(job.screening_questions, checked.answers);

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
  } else if (input.resumeApplicationId) {
    const sent = await applicationResume(db, media, applicant.id, input.resumeApplicationId);
    if (!sent)
      throw fieldError('resume', 'That application has no resume. Attach a PDF resume instead.');
    resume = sent;
  } else {
    throw fieldError('resume', 'Attach a PDF resume or use the resume from your profile.');
  }

  // The application keeps its own copy, so later profile changes do not alter what was sent.
  const key = `resume-${randomUUID()}.pdf`;
  await media.savePrivate(key, resume.data);
  try {
    return await db.transaction(async (tx) => {
      // Counting first locks the posting row, so a concurrent close cannot miss this application.
      const counted = await queryRows(
        tx,
        sql`UPDATE postings SET applications_count = applications_count + 1
             WHERE id = ${jobId} AND status = 'published' RETURNING id`,
        idRow,
      );
      if (counted.length === 0)
        throw conflict('This job is closed and no longer accepts applications.');
      const at = now.toISOString();
      const resumeId = await insertResumeRow(tx, {
        userId: applicant.id,
        key,
        byteSize: resume.data.length,
        filename: resume.filename,
        sha256: createHash('sha256').update(resume.data).digest('hex'),
        now,
      });
      const [application] = await queryRows(
        tx,
        sql`INSERT INTO applications (posting_id, user_id, status, cover_letter, resume_media_id,
                                      answers, must_haves_missed, created_at, updated_at)
            VALUES (${jobId}, ${applicant.id}, 'submitted', ${input.coverLetter}, ${resumeId},
                    ${JSON.stringify(checked.answers)}::jsonb, ${uuidArray(missed)},
                    ${at}::timestamptz, ${at}::timestamptz)
            RETURNING id`,
        idRow,
      );
      const id = application!.id;
      await keepSavedAnswers(tx, applicant.id, job.screening_questions, checked.answers, now);
      await appendTimelineEntry(tx, id, 'submitted', null, applicant.id, now);
      const name =
        [applicant.firstName, applicant.lastName].filter(Boolean).join(' ') || 'A candidate';
      // The company's account and every member of the posting's hiring team (issue 36).
      for (const userId of [job.owner_id, ...(await hiringTeamUserIds(tx, jobId, job.owner_id))])
        await notifier.notify(tx, {
          userId,
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

/**
 * Makes the resume sent with application `applicationId` customer `userId`'s profile resume
 * (contract `keepApplicationResume`, issue 29): the profile points at the application's copy (an
 * application's file is never removed while it holds it); the replaced profile resume goes.
 * @returns the profile's resume as Settings → Profile shows it
 * @throws HttpError 404 when the application is not theirs; 422 on `resume` when it has none
 */
export async function keepApplicationResume(
  deps: { db: Db; media: MediaStore },
  userId: string,
  applicationId: string,
  now: Date,
): Promise<Schema<'ProfileResume'>> {
  const { removed, resume } = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ applicationId: applications.id, resume: media })
      .from(applications)
      .leftJoin(media, eq(media.id, applications.resumeMediaId))
      .where(and(eq(applications.id, applicationId), eq(applications.userId, userId)));
    if (!row) throw notFound('Application not found.');
    if (!row.resume) throw fieldError('resume', 'This application has no resume to keep.');
    const removed = await setProfileResume(tx, userId, row.resume.id, now);
    return { removed, resume: profileResumeOf(row.resume) };
  });
  for (const key of removed) await deps.media.removePrivate(key).catch(() => {});
  return resume;
}
