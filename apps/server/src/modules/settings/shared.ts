/** What the settings tabs share: the answer status, re-reading the user, checking a password. */
import { eq } from 'drizzle-orm';
import { fieldError, notFound } from '../../lib/errors.ts';
import { users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { verifyPassword } from '../../services/passwords.ts';
import { type UserRow } from '../../services/sessions.ts';

/** The envelope status of every answer. */
export const SUCCESS = 'success' as const;

/** The user row as stored now (after an update). */
export async function reloadUser(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
}

/** 422 on `field` unless `password` is the user's. */
export async function checkPassword(
  user: UserRow,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, message);
}
