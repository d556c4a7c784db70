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
 * Checks the signed-in user's current password (change password, change e-mail, delete account),
 * limited like sign-in (issue 35 S6): 5 wrong passwords per user in 15 minutes
 * (`config.rateLimits.authFailures`), then 429 with Retry-After, the right password included. A
 * hit is reserved before the password is checked (atomic, as sign-in's) and taken back when it
 * was right, so parallel guesses cannot all pass the count.
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
  const { db, config, user, password, now } = input;
  const key = currentPasswordKey(user.id);
  const [state] = await hitMany(db, [{ key, ...config.rateLimits.authFailures }], now);
  if (state!.limited) {
    await refund(db, [key], now);
    throw tooManyRequests(
      state!.retryAfterSeconds,
      `Too many wrong passwords. Please try again in ${state!.retryAfterSeconds} seconds.`,
    );
  }
  const ok = await verifyPassword(user.passwordHash, password);
  if (ok) await refund(db, [key], now);
  return ok;
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
