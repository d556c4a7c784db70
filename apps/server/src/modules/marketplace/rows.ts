/**
 * Small helpers shared by the marketplace queries: raw-row conversions that behave the same on
 * node-postgres and PGlite, pagination, and SQL list building.
 */
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  jobSortValues,
  salaryPeriodValues,
  screeningQuestionKindValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { mediaUrl } from '../../services/accounts.ts';
import type { Schema } from '../../contract/types.ts';
import { dbEnum, dbNumber } from '../../db/columns.ts';

/** Items per page when the client does not say (contract `PerPage` default). @default 20 */
export const DEFAULT_PER_PAGE = 20;
/** Most items a page may hold (contract `PerPage` maximum). @default 50 */
export const MAX_PER_PAGE = 50;

/** A timestamp as the driver returns it (Date from both drivers; string defensively). */
export type DbTime = Date | string;

/** RFC 3339 UTC string of a timestamp column. */
export function iso(value: DbTime): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

/** Like {@link iso} for a nullable column. */
export function isoOrNull(value: DbTime | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/** A count column (int4 number, or an int8 string/bigint) as a number. */
export function num(value: unknown): number {
  return typeof value === 'number' ? value : Number(value ?? 0);
}

/** A screening answer's value in jsonb (contract `ScreeningAnswerValue`): yes/no, option(s), number or text. */
export const screeningAnswerValueJson = z.union([
  z.boolean(),
  z.number(),
  z.string(),
  z.array(z.string()),
]);

/**
 * One question of `postings.screening_questions` (contract `ScreeningQuestion`), as
 * `normaliseScreeningQuestion` writes it: every field present.
 */
export const screeningQuestionJson = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: dbEnum(screeningQuestionKindValues),
  required: z.boolean(),
  must_have: z.boolean(),
  options: z.array(z.string()),
  accepted_answers: z.array(screeningAnswerValueJson),
  minimum: z.number().nullable(),
  reuse_key: z.string().nullable(),
});

/** One answer of `applications.answers` (contract `ScreeningAnswer`). */
export const screeningAnswerJson = z.object({
  question_id: z.string(),
  value: screeningAnswerValueJson,
});

/**
 * `saved_searches.query` (contract `SavedSearchQuery`): the `searchJobs` filters that are set,
 * as the contract validated them when the search was saved.
 */
export const savedSearchQueryJson = z.object({
  q: z.string().optional(),
  location: z.string().optional(),
  workplace_type: z.array(dbEnum(workplaceTypeValues)).optional(),
  employment_type: z.array(dbEnum(employmentTypeValues)).optional(),
  experience_level: z.array(dbEnum(experienceLevelValues)).optional(),
  salary_min: z.number().optional(),
  include_unstated_salary: z.boolean().optional(),
  open_only: z.boolean().optional(),
  posted_within_days: z.literal(daysWithinValues).optional(),
  company_id: z.string().optional(),
  sponsorship: z.array(dbEnum(sponsorshipValues)).optional(),
  term: z.array(z.string()).optional(),
  autocorrect: z.boolean().optional(),
  sort: dbEnum(jobSortValues).optional(),
});

/** Page and page size of a list request, with the contract's defaults and bounds. */
export function paging(query: { page?: number; per_page?: number }): {
  page: number;
  perPage: number;
  offset: number;
} {
  const page = Math.max(1, query.page ?? 1);
  const perPage = Math.min(MAX_PER_PAGE, Math.max(1, query.per_page ?? DEFAULT_PER_PAGE));
  return { page, perPage, offset: (page - 1) * perPage };
}

/** The contract's `PaginationMeta` of a page. */
export function pageMeta(page: number, perPage: number, total: number): Schema<'PaginationMeta'> {
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  };
}

/** `(v1, v2, …)` of bound parameters, for `IN` lists (never empty: callers check). */
export function sqlList(values: readonly unknown[]): SQL {
  return sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;
}

/** Uuids as one PostgreSQL `uuid[]` parameter (`'{a,b}'::uuid[]`; `'{}'` when empty). */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** A LIKE pattern matching `text` anywhere, with `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The public URL of a stored image key (null stays null). */
export const imageUrl = (key: string | null | undefined): string | null => mediaUrl(key);

export { singleLine } from '@hireloop/api/rules';

/**
 * Removes control characters other than tab and line feed (Markdown/long text); line breaks become
 * one "\n" (browsers send a textarea's breaks as CRLF in forms), so the stored text has the length
 * the form counted.
 */
export function multiLine(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
  );
}

/**
 * The columns of a posting's terms as a job card and the posting editor read them (spread into
 * their row schemas): where, how, what level, the pay and its period, the skills.
 */
export const postingTermsColumns = {
  workplace_type: dbEnum(workplaceTypeValues).nullable(),
  employment_type: dbEnum(employmentTypeValues).nullable(),
  experience_level: dbEnum(experienceLevelValues).nullable(),
  salary_min: dbNumber.nullable(),
  salary_max: dbNumber.nullable(),
  salary_currency: z.string().nullable(),
  salary_period: dbEnum(salaryPeriodValues).nullable(),
  skills: z.array(z.string()),
};
