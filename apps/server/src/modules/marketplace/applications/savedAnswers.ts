/**
 * Saved answers (issue 29, contract `listSavedAnswers`, `updateSavedAnswer`, `deleteSavedAnswer`,
 * Settings → Profile "Saved answers"): a customer's answers to reusable screening questions, one
 * per question key (`reuse_key`), written when they apply and offered the next time the same
 * question appears. Every query is scoped to the customer: another customer's id answers 404.
 */
import {
  SCREENING_LIMITS,
  SCREENING_MESSAGES,
  savedAnswerProblem,
  type ScreeningAnswer,
  type ScreeningAnswerValue,
  type ScreeningQuestion,
} from '@hireloop/api/screening';
import { screeningQuestionKindValues } from '@hireloop/api/schema';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import { fieldError, notFound } from '../../../lib/errors.ts';
import { iso, screeningAnswerValueJson } from '../rows.ts';
import { dbEnum, dbId, dbTime } from '../../../db/columns.ts';

/** A customer's saved answer to a reusable question. */
const savedAnswerRow = z.object({
  id: dbId,
  key: z.string(),
  prompt: z.string(),
  kind: dbEnum(screeningQuestionKindValues),
  value: screeningAnswerValueJson,
  updated_at: dbTime,
});
type SavedAnswerRow = z.output<typeof savedAnswerRow>;

const toSavedAnswer = (row: SavedAnswerRow): Schema<'SavedAnswer'> => ({
  id: row.id,
  key: row.key,
  prompt: row.prompt,
  kind: row.kind,
  value: row.value,
  updated_at: iso(row.updated_at),
});

/** The saved answers of customer `userId`, most recently saved first (at most 200). */
export async function listSavedAnswers(
  db: DbOrTx,
  userId: string,
): Promise<Schema<'SavedAnswer'>[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, key, prompt, kind, value, updated_at FROM saved_answers
         WHERE user_id = ${userId} ORDER BY updated_at DESC, id DESC
         LIMIT ${SCREENING_LIMITS.savedAnswersMaxCount}`,
    savedAnswerRow,
  );
  return rows.map(toSavedAnswer);
}

/**
 * Replaces the value of saved answer `id` of customer `userId` at `now`.
 * @throws HttpError 404 when it is not theirs; 422 on `value` when it does not fit the question's
 *   kind (a yes/no takes true/false, a number 0–1,000,000,000, a text at most its length)
 */
export async function updateSavedAnswer(
  db: DbOrTx,
  userId: string,
  id: string,
  value: ScreeningAnswerValue,
  now: Date,
): Promise<Schema<'SavedAnswer'>> {
  const [row] = await queryRows(
    db,
    sql`SELECT id, key, prompt, kind, value, updated_at FROM saved_answers
         WHERE id = ${id} AND user_id = ${userId}`,
    savedAnswerRow,
  );
  if (!row) throw notFound('Saved answer not found.');
  const problem = savedAnswerProblem(row.kind, value);
  if (problem) throw fieldError('value', SCREENING_MESSAGES[problem]);
  const clean = typeof value === 'string' ? value.trim() : value;
  const [updated] = await queryRows(
    db,
    sql`UPDATE saved_answers SET value = ${JSON.stringify(clean)}::jsonb, updated_at = ${now}
         WHERE id = ${id} AND user_id = ${userId}
         RETURNING id, key, prompt, kind, value, updated_at`,
    savedAnswerRow,
  );
  return toSavedAnswer(updated!);
}

/** A deleted saved answer's id. */
const savedAnswerIdRow = z.object({ id: dbId });

/**
 * Deletes saved answer `id` of customer `userId`.
 * @throws HttpError 404 when it is not theirs
 */
export async function deleteSavedAnswer(db: DbOrTx, userId: string, id: string): Promise<void> {
  const deleted = await queryRows(
    db,
    sql`DELETE FROM saved_answers WHERE id = ${id} AND user_id = ${userId} RETURNING id`,
    savedAnswerIdRow,
  );
  if (deleted.length === 0) throw notFound('Saved answer not found.');
}

/**
 * Keeps the answers of an application to reusable questions (those with a `reuse_key`) as
 * customer `userId`'s saved answers, replacing earlier ones of the same key, inside the apply
 * transaction; the oldest beyond {@link SCREENING_LIMITS.savedAnswersMaxCount} are forgotten.
 */
export async function keepSavedAnswers(
  tx: DbOrTx,
  userId: string,
  questions: ScreeningQuestion[],
  answers: ScreeningAnswer[],
  now: Date,
): Promise<void> {
  const byId = new Map(answers.map((a) => [a.question_id, a.value]));
  let kept = 0;
  for (const q of questions) {
    const value = byId.get(q.id);
    if (!q.reuse_key || value === undefined) continue;
    kept++;
    await tx.execute(
      sql`INSERT INTO saved_answers (user_id, key, prompt, kind, value, created_at, updated_at)
          VALUES (${userId}, ${q.reuse_key}, ${q.prompt}, ${q.kind}, ${JSON.stringify(value)}::jsonb,
                  ${now}, ${now})
          ON CONFLICT (user_id, key) DO UPDATE
            SET prompt = excluded.prompt, kind = excluded.kind, value = excluded.value,
                updated_at = excluded.updated_at`,
    );
  }
  if (kept === 0) return;
  await tx.execute(
    sql`DELETE FROM saved_answers WHERE user_id = ${userId} AND id NOT IN (
          SELECT id FROM saved_answers WHERE user_id = ${userId}
           ORDER BY updated_at DESC, id DESC LIMIT ${SCREENING_LIMITS.savedAnswersMaxCount})`,
  );
}
