/** What the settings tabs share: the answer status, re-reading the user, checking a password. */
import { eq } from 'drizzle-orm';
import { fieldError, notFound, tooManyRequests } from '../../lib/errors.ts';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppConfig } from '../../config.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { hitMany, refund } from '../../services/rateLimits.ts';
import { type UserRow } from '../../services/sessions.ts';

/** The envelope status of every answer. */
export const SUCCESS = 'success' as const;

/** The user row as stored now (after an update). */
export async function reloadUser(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
}

/** The counter of a user's wrong current passwords (change password, change e-mail, delete account). */
export const currentPasswordKey = (userId: string) => `current-password-failures:user:${userId}`;

/**
 * A check of a user's secret limited like sign-in: 5 wrong answers per `key` in 15 minutes
 * (`config.rateLimits.authFailures`), then 429 with Retry-After naming `what`, the right answer
 * included. A hit is reserved before `check` runs (atomic, as sign-in's) and taken back when
 * `check` passed, so parallel guesses cannot all pass the count.
 * @returns what `check` returned (false: a wrong answer, counted)
 * @throws HttpError 429 when the key has used up the wrong answers of the window
 */
export async function limitedCheck<T>(
  input: { db: DbOrTx; config: AppConfig; key: string; now: Date; what: string },
  check: () => Promise<T | false>,
): Promise<T | false> {
  const { db, config, key, now } = input;
  const [state] = await hitMany(db, [{ key, ...config.rateLimits.authFailures }], now);
  if (state!.limited) {
    await refund(db, [key], now);
    throw tooManyRequests(
      state!.retryAfterSeconds,
      `Too many wrong ${input.what}. Please try again in ${state!.retryAfterSeconds} seconds.`,
    );
  }
  const result = await check();
  if (result !== false) await refund(db, [key], now);
  return result;
}

/**
 * Checks the signed-in user's current password (change password, change e-mail, delete account),
 * limited like sign-in (issue 35 S6) through {@link limitedCheck}, one counter per user.
 * @returns whether `password` is the user's
 * @throws HttpError 429 when the user has used up the wrong guesses of the window
 */
export async function verifyCurrentPassword(input: {
  db: DbOrTx;
  config: AppConfig;
  user: UserRow;
  password: string;
  now: Date;
}): Promise<boolean> {
  const { user, password } = input;
  const ok = await limitedCheck(
    { ...input, key: currentPasswordKey(user.id), what: 'passwords' },
    async () => (await verifyPassword(user.passwordHash, password)) || false,
  );
  return ok !== false;
}

/**
 * 422 on `field` unless `password` is the user's; 429 after too many wrong ones (see
 * {@link verifyCurrentPassword}).
 */
export async function checkPassword(
  input: { db: DbOrTx; config: AppConfig; user: UserRow; password: string; now: Date },
  field: string,
  message: string,
): Promise<void> {
  if (!(await verifyCurrentPassword(input))) throw fieldError(field, message);
}
