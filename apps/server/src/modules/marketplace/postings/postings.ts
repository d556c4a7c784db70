/**
 * Job postings of a business (routes b.postings, b.postings/new, b.postings/edit/{id},
 * b.posting/{id}, b.posting/{id}/preview): draft → published → closed. Drafts need only a title;
 * publishing (and editing a published posting) needs a complete pay range with min ≤ max.
 * Closing closes every open application and notifies its applicant. Only drafts can be deleted.
 * Every query is scoped to the signed-in business: another business's posting answers 404.
 */
import { randomUUID } from 'node:crypto';
import { companyScope, type CompanyAccess } from '../../../services/companyAccess.ts';
import {
  applicationLink,
  PUBLISH_INCOMPLETE_MESSAGE,
  SALARY_MIN_ABOVE_MAX_MESSAGE,
  TEAM_MESSAGES,
  publishFieldErrors,
} from '@hireloop/api/rules';
import {
  mustHavesChangeMessage,
  mustHavesMissed,
  normaliseScreeningQuestion,
  publishedEditCheck,
  screeningFieldErrors,
  screeningQuestionIssues,
  type ScreeningQuestion,
} from '@hireloop/api/screening';
import { postingStatusValues } from '@hireloop/api/schema';
import { z } from 'zod';
import { eq, sql, type SQL } from 'drizzle-orm';
import { placeColumns } from '../companies/places.ts';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import { postings } from '../../../db/schema.ts';
import type { Schema } from '../../../contract/types.ts';
import type { Notifier } from '../../../services/notifications.ts';
import { HttpError, conflict, fieldError, notFound, validationError } from '../../../lib/errors.ts';
import { closeOpenApplications } from '../applications/applications.ts';
import { excerptOf } from './excerpt.ts';
import { companySummary } from './jobs.ts';
import {
  iso,
  isoOrNull,
  multiLine,
  postingTermsColumns,
  screeningAnswerJson,
  screeningQuestionJson,
  singleLine,
  uuidArray,
} from '../rows.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../../db/columns.ts';

/** The company of a business account. */
export interface OwnCompany {
  id: string;
  name: string;
}

/** A business account's company: its id and name. */
const ownCompanyRow = z.object({ id: dbId, name: z.string() });

/**
 * The company profile of business `userId`.
 * @throws HttpError 404 when the account has none (never the case for accounts made by createAccount)
 */
export async function ownCompany(db: DbOrTx, userId: string): Promise<OwnCompany> {
  const [row] = await queryRows(
    db,
    sql`SELECT c.id, coalesce(u.business_name, '') AS name
          FROM companies c JOIN users u ON u.id = c.user_id WHERE c.user_id = ${userId}`,
    ownCompanyRow,
  );
  if (!row) throw notFound('Company profile not found.');
  return row;
}

/** A posting row with its company, as {@link postingFrom} selects it. */
export const postingRow = z.object({
  id: dbId,
  title: z.string(),
  description: z.string().nullable(),
  location: z.string().nullable(),
  ...postingTermsColumns,
  screening_questions: z.array(screeningQuestionJson),
  scorecard_criteria: z.array(z.string()),
  status: dbEnum(postingStatusValues),
  source_url: z.string().nullable(),
  views_count: dbNumber,
  applications_count: dbNumber,
  created_at: dbTime,
  updated_at: dbTime,
  published_at: dbTime.nullable(),
  closed_at: dbTime.nullable(),
  company_id: dbId,
  company_name: z.string(),
  logo_thumb_key: z.string().nullable(),
  owner_id: dbId,
});
/** A posting row with its company, as {@link postingFrom} selects it. */
export type PostingRow = z.output<typeof postingRow>;

/** `SELECT … FROM postings p` with its company; append a WHERE. */
export const postingFrom: SQL = sql`
  SELECT p.id, p.title, p.description, p.location, p.workplace_type, p.employment_type,
         p.experience_level, p.salary_min, p.salary_max, p.salary_currency, p.salary_period,
         p.skills, p.screening_questions, p.scorecard_criteria, p.status, p.source_url, p.views_count, p.applications_count,
         p.created_at, p.updated_at, p.published_at, p.closed_at,
         c.id AS company_id, coalesce(u.business_name, p.company_name) AS company_name,
         m.thumb_key AS logo_thumb_key, c.user_id AS owner_id
    FROM postings p
    JOIN companies c ON c.id = p.company_id
    JOIN users u ON u.id = c.user_id
    LEFT JOIN media m ON m.id = u.image_media_id`;

/** The contract's `Posting` of a {@link PostingRow}. */
export function toPosting(row: PostingRow): Schema<'Posting'> {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    location: row.location,
    workplace_type: row.workplace_type,
    employment_type: row.employment_type,
    experience_level: row.experience_level,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    salary_currency: row.salary_currency,
    salary_period: row.salary_period,
    skills: row.skills,
    screening_questions: row.screening_questions,
    scorecard_criteria: row.scorecard_criteria,
    status: row.status,
    company: companySummary(row),
    source_url: row.source_url,
    views_count: row.views_count,
    applications_count: row.applications_count,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    published_at: isoOrNull(row.published_at),
    closed_at: isoOrNull(row.closed_at),
  };
}

/**
 * One posting of the member's company (for an interviewer: of their hiring teams, issue 36).
 * @returns null when it does not exist, belongs to another business or is outside the member's scope
 */
export async function findOwnPosting(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<PostingRow | null> {
  const [row] = await queryRows(
    db,
    sql`${postingFrom} WHERE p.id = ${id} AND ${companyScope(access)}${
      options.forUpdate ? sql` FOR UPDATE OF p` : sql``
    }`,
    postingRow,
  );
  return row ?? null;
}

/** The editable fields of a posting, normalised (contract `PostingInput`). */
export interface PostingFields {
  title: string;
  description: string | null;
  location: string | null;
  workplaceType: string | null;
  employmentType: string | null;
  experienceLevel: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
  skills: string[];
  /** Normalised and checked; new questions have fresh ids. */
  screeningQuestions: ScreeningQuestion[];
  /** The editor confirmed a change of a published posting's must-haves (`confirm_reevaluation`). */
  confirmReevaluation: boolean;
  /** What scorecards rate (issue 36), trimmed; null when left out (defaults, or unchanged). */
  scorecardCriteria: string[] | null;
}

/**
 * Normalises the editor's form: text trimmed (blank becomes null), control characters removed,
 * skills trimmed and de-duplicated case-insensitively, screening questions normalised (new ones get
 * an id) and checked with the shared rules (`screeningQuestionIssues`). Fields left out become empty
 * (PUT replaces).
 * @throws HttpError 422 on `title` when it is blank, on `salary_min` when min > max, on
 *   `screening_questions.<index>.<field>` for each broken question rule
 */
export function postingFields(input: Schema<'PostingInput'>): PostingFields {
  const title = singleLine(input.title);
  if (!title) throw fieldError('title', 'The title field is required.');
  const text = (value: string | null | undefined, clean: (s: string) => string) => {
    const cleaned = value == null ? '' : clean(value).trim();
    return cleaned === '' ? null : cleaned;
  };
  const seen = new Set<string>();
  const skills: string[] = [];
  for (const raw of input.skills ?? []) {
    const skill = singleLine(raw);
    if (skill && !seen.has(skill.toLowerCase())) {
      seen.add(skill.toLowerCase());
      skills.push(skill);
    }
  }
  const fields: PostingFields = {
    title,
    description: text(input.description, multiLine),
    location: text(input.location, singleLine),
    workplaceType: input.workplace_type ?? null,
    employmentType: input.employment_type ?? null,
    experienceLevel: input.experience_level ?? null,
    salaryMin: input.salary_min ?? null,
    salaryMax: input.salary_max ?? null,
    salaryCurrency: input.salary_currency ?? null,
    salaryPeriod: input.salary_period ?? null,
    skills,
    screeningQuestions: (input.screening_questions ?? []).map((question) =>
      normaliseScreeningQuestion(question, randomUUID),
    ),
    confirmReevaluation: input.confirm_reevaluation === true,
    scorecardCriteria: input.scorecard_criteria?.map((criterion) => singleLine(criterion)) ?? null,
  };
  const criteria = fields.scorecardCriteria;
  if (criteria && new Set(criteria.map((c) => c.toLowerCase())).size !== criteria.length)
    throw fieldError('scorecard_criteria', TEAM_MESSAGES.criteriaDuplicate);
  if (criteria?.some((c) => c === ''))
    throw fieldError('scorecard_criteria', TEAM_MESSAGES.criteriaCount);
  const questionErrors = screeningFieldErrors(screeningQuestionIssues(fields.screeningQuestions));
  if (questionErrors) throw validationError(questionErrors);
  if (fields.salaryMin !== null && fields.salaryMax !== null && fields.salaryMin > fields.salaryMax)
    throw fieldError('salary_min', SALARY_MIN_ABOVE_MAX_MESSAGE);
  return fields;
}

/**
 * The publishing rules (contract `publishPosting`): a complete pay range with 0 < min ≤ max.
 * @throws HttpError 422 naming each missing or wrong field
 */
export function assertPublishable(fields: {
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: string | null;
}): void {
  const errors = publishFieldErrors(fields);
  if (errors) throw new HttpError(422, PUBLISH_INCOMPLETE_MESSAGE, { errors });
  if (fields.salaryMin! > fields.salaryMax!)
    throw fieldError('salary_min', SALARY_MIN_ABOVE_MAX_MESSAGE);
}

/** Column values of {@link PostingFields} for an insert or update. */
function postingColumns(fields: PostingFields) {
  return {
    title: fields.title,
    description: fields.description,
    excerpt: excerptOf(fields.description),
    location: fields.location,
    locations: fields.location ? [fields.location] : [],
    ...placeColumns(fields.location ? [fields.location] : []),
    workplaceType: fields.workplaceType,
    employmentType: fields.employmentType,
    experienceLevel: fields.experienceLevel,
    salaryMin: fields.salaryMin,
    salaryMax: fields.salaryMax,
    salaryCurrency: fields.salaryCurrency,
    salaryPeriod: fields.salaryPeriod,
    skills: fields.skills,
    screeningQuestions: fields.screeningQuestions,
    ...(fields.scorecardCriteria ? { scorecardCriteria: fields.scorecardCriteria } : {}),
  };
}

/** Writes a new draft of `company` with `fields` at `now`. @returns its id */
export async function insertDraft(
  db: DbOrTx,
  company: OwnCompany,
  fields: PostingFields,
  now: Date,
): Promise<string> {
  const [created] = await db
    .insert(postings)
    .values({
      ...postingColumns(fields),
      companyId: company.id,
      companyName: company.name,
      status: 'draft',
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: postings.id });
  return created!.id;
}

/** Replaces the form fields of posting `id` with `fields` (its status and dates stay). */
export async function writePostingFields(
  tx: DbOrTx,
  id: string,
  fields: PostingFields,
  now: Date,
): Promise<void> {
  await tx
    .update(postings)
    .set({ ...postingColumns(fields), updatedAt: now })
    .where(eq(postings.id, id));
}

/**
 * Checks an edit of a published posting's screening questions (issue 29): only wording changes
 * and new optional questions keep earlier answers true; a change of the must-haves needs the
 * editor's confirmation because it re-evaluates the applications received.
 * @returns whether the must-haves changed (then call {@link reevaluateApplications})
 * @throws HttpError 422 naming each question field that may not change; 409 when the must-haves
 *   change without `confirmReevaluation`
 */
export function checkPublishedQuestionEdit(row: PostingRow, fields: PostingFields): boolean {
  const check = publishedEditCheck(row.screening_questions, fields.screeningQuestions);
  const errors = screeningFieldErrors(check.issues);
  if (errors) throw validationError(errors);
  if (check.mustHavesChanged && !fields.confirmReevaluation)
    throw conflict(mustHavesChangeMessage(row.applications_count));
  return check.mustHavesChanged;
}

/** An application's screening answers with the must-have questions they miss. */
const applicationAnswersRow = z.object({
  id: dbId,
  answers: z.array(screeningAnswerJson),
  missed: z.array(z.string()),
});

/**
 * Recomputes `must_haves_missed` of every application to posting `id` against `questions`
 * (after a confirmed change of its must-haves), inside the caller's transaction.
 * @returns how many applications changed mark
 */
export async function reevaluateApplications(
  tx: DbOrTx,
  id: string,
  questions: ScreeningQuestion[],
): Promise<number> {
  const rows = await queryRows(
    tx,
    sql`SELECT a.id, a.answers, a.must_haves_missed::text[] AS missed
          FROM applications a WHERE a.posting_id = ${id} FOR UPDATE`,
    applicationAnswersRow,
  );
  let changed = 0;
  for (const row of rows) {
    const missed = mustHavesMissed(questions, row.answers);
    if (missed.join() === row.missed.join()) continue;
    changed++;
    await tx.execute(
      sql`UPDATE applications SET must_haves_missed = ${uuidArray(missed)} WHERE id = ${row.id}`,
    );
  }
  return changed;
}

/** Puts posting `id` online at `now`: `published`, published at `now`, no longer closed. */
export async function markPublished(tx: DbOrTx, id: string, now: Date): Promise<void> {
  await tx
    .update(postings)
    .set({ status: 'published', publishedAt: now, closedAt: null, updatedAt: now })
    .where(eq(postings.id, id));
}

/** Deletes posting `id` (a draft: nothing refers to it). */
export async function deletePostingRow(tx: DbOrTx, id: string): Promise<void> {
  await tx.delete(postings).where(eq(postings.id, id));
}

/** The fields of a stored posting, for the publishing check. */
export function storedFields(row: PostingRow) {
  return {
    salaryMin: row.salary_min,
    salaryMax: row.salary_max,
    salaryCurrency: row.salary_currency,
    salaryPeriod: row.salary_period,
  };
}

/** Reasons an application is closed without a decision (contract `ApplicationBase.closed_reason`). */
export type ClosedReason = 'posting_closed' | 'company_removed';

/**
 * Closes a published posting inside `tx`: the posting gets `closed_at`, every open application
 * (not hired, rejected or withdrawn, not closed yet) gets `closed_at` + `closed_reason`, and each
 * of their applicants a `posting_closed` notification.
 * @returns how many applicants were notified
 */
export async function closePostingIn(
  tx: DbOrTx,
  notifier: Notifier,
  posting: { id: string; title: string; companyName: string },
  now: Date,
  reason: ClosedReason,
): Promise<number> {
  await tx
    .update(postings)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(eq(postings.id, posting.id));
  const closed = await closeOpenApplications(tx, posting.id, reason, now);
  const why =
    reason === 'posting_closed'
      ? `${posting.companyName} closed the job "${posting.title}" and is no longer accepting applications.`
      : `${posting.companyName} left the marketplace, so the job "${posting.title}" is closed.`;
  for (const application of closed) {
    await notifier.notify(tx, {
      userId: application.user_id,
      kind: 'posting_closed',
      title: `Job closed: ${posting.title}`,
      message: `${why} Your application was closed with it.`,
      link: applicationLink(application.id),
      data: { application_id: application.id, job_id: posting.id, reason },
    });
  }
  return closed.length;
}

/** How many postings a list's filter keeps. */
const postingCountRow = z.object({ total: dbNumber });

/**
 * Postings of the member's company (an interviewer's: their hiring teams'), most recently
 * updated first (contract `listPostings`).
 */
export async function listOwnPostings(
  db: DbOrTx,
  access: CompanyAccess,
  filter: { statuses: string[]; titleLike: string | null },
  page: { perPage: number; offset: number },
): Promise<{ rows: PostingRow[]; total: number }> {
  const where: SQL[] = [companyScope(access)];
  if (filter.statuses.length)
    where.push(
      sql`p.status IN (${sql.join(
        filter.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (filter.titleLike) where.push(sql`p.title ILIKE ${filter.titleLike}`);
  const condition = sql.join(where, sql` AND `);
  const [rows, counts] = await Promise.all([
    queryRows(
      db,
      sql`${postingFrom} WHERE ${condition} ORDER BY p.updated_at DESC, p.id DESC
           LIMIT ${page.perPage} OFFSET ${page.offset}`,
      postingRow,
    ),
    queryRows(
      db,
      sql`SELECT count(*)::int AS total FROM postings p JOIN companies c ON c.id = p.company_id
           WHERE ${condition}`,
      postingCountRow,
    ),
  ]);
  return { rows, total: counts[0]?.total ?? 0 };
}

/** 409 unless the posting is in `status`. */
export function requireStatus(row: PostingRow, status: string, message: string): void {
  if (row.status !== status) throw conflict(message);
}
