/**
 * Password reset links (issue 35, decision 206): "Forgot password?" on /login e-mails a link to
 * `/login?reset=<token>`, single-use and valid 60 minutes, stored as SHA-256 only. Setting the new
 * password consumes the link in one conditional UPDATE (of two parallel uses, one wins), signs out
 * every session of the account and tells its owner by e-mail.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import { PASSWORD_RESET_MESSAGES, PASSWORD_RESET_TTL_MS } from '@hireloop/api/rules';
import type { DbOrTx } from '../db/client.ts';
import { passwordResets, personalAccessTokens, users } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { IMPORTED_EMAIL_DOMAIN } from '../modules/marketplace/postings/listings.ts';
import { findUserByEmail, normalizeEmail } from './accounts.ts';
import { queueEmail } from './mail.ts';
import type { RateLimit } from './rateLimits.ts';

/** Lifetime of a reset link (shared with the web app). */
export { PASSWORD_RESET_TTL_MS };

/** Reset requests per IP address: 5 per 15 minutes (the 6th answers 429). */
export const PASSWORD_RESET_PER_ADDRESS: RateLimit = { max: 5, windowMs: 15 * 60 * 1000 };
/** Reset requests per e-mail address (whoever asks): 3 an hour (the 4th answers 429). */
export const PASSWORD_RESET_PER_EMAIL: RateLimit = { max: 3, windowMs: 60 * 60 * 1000 };

/** The neutral answer of a reset request, whatever the address. */
export const RESET_LINK_SENT = PASSWORD_RESET_MESSAGES.linkSent;
/** Answer (422 on `token`) of an unknown, used, replaced or expired link. */
export const RESET_LINK_INVALID = PASSWORD_RESET_MESSAGES.linkInvalid;
/** Answer of a successful reset. */
export const PASSWORD_RESET_DONE = PASSWORD_RESET_MESSAGES.done;

/** The rate-limit keys of a request from `ip` for `email` (the e-mail hashed, never stored in clear). */
export function passwordResetKeys(ip: string, email: string) {
  return {
    address: `password-reset:ip:${ip}`,
    email: `password-reset:email:${sha256(normalizeEmail(email))}`,
  };
}

/** The web app's reset route: `<publicUrl>/login?reset=<token>`. */
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/login?reset=${encodeURIComponent(token)}`;
}

/**
 * Sends a reset link to the account using `email`, if there is one that can sign in (not deleted,
 * not an imported company's placeholder); otherwise does nothing, so the caller's answer is the
 * same. Earlier unused links of the account stop working. Queues the e-mail in `db`'s transaction.
 * @returns whether a link was sent (for tests; never shown to the caller)
 */
export async function requestPasswordReset(
  db: DbOrTx,
  input: { email: string; now: Date; publicUrl: string },
): Promise<boolean> {
  const user = await findUserByEmail(db, input.email);
  if (!user || user.email.toLowerCase().endsWith(`@${IMPORTED_EMAIL_DOMAIN}`)) return false;
  await db
    .update(passwordResets)
    .set({ consumedAt: input.now })
    .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.consumedAt)));
  const token = randomToken(32);
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + PASSWORD_RESET_TTL_MS),
  });
  await queueEmail(
    db,
    {
      userId: user.id,
      to: user.email,
      subject: 'Reset your Hireloop password',
      text:
        'Someone (hopefully you) asked to reset the password of your Hireloop account.\n\n' +
        `Open this link to choose a new password (valid for 60 minutes, once):\n${resetLink(input.publicUrl, token)}\n\n` +
        'If you did not ask for this, ignore this e-mail: your password stays as it is.\n',
    },
    input.now,
  );
  return true;
}

/** Whether `token` is a reset link that can still be used at `now` (does not consume it). */
export async function resetTokenUsable(db: DbOrTx, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(token)),
        isNull(passwordResets.consumedAt),
        gt(passwordResets.expiresAt, now),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Consumes the link `token` and sets the account's password hash to `passwordHash` (of a password
 * already checked against the rules, from `hashPassword`), signs out every session of the account and queues the owner's notice, all
 * in `tx` (run it in a transaction). The consumption is one conditional UPDATE, so of parallel
 * calls with one token exactly one gets the account.
 * @returns false when the link is unknown, used, replaced or expired at `now` (nothing changed)
 */
export async function consumePasswordReset(
  tx: DbOrTx,
  input: { token: string; passwordHash: string; now: Date },
): Promise<boolean> {
  const [reset] = await tx
    .update(passwordResets)
    .set({ consumedAt: input.now })
    .where(
      and(
        eq(passwordResets.tokenHash, sha256(input.token)),
        isNull(passwordResets.consumedAt),
        gt(passwordResets.expiresAt, input.now),
      ),
    )
    .returning({ userId: passwordResets.userId });
  if (!reset) return false;
  const [user] = await tx
    .update(users)
    .set({ passwordHash: input.passwordHash, updatedAt: input.now })
    .where(and(eq(users.id, reset.userId), isNull(users.deletedAt)))
    .returning({ id: users.id, email: users.email });
  if (!user) return false;
  await tx.delete(personalAccessTokens).where(eq(personalAccessTokens.userId, user.id));
  await queueEmail(
    tx,
    {
      userId: user.id,
      to: user.email,
      subject: 'Your password was changed',
      text:
        'The password of your Hireloop account was just changed with a reset link, and every ' +
        'session was signed out.\n\nIf this was not you, ask for a new reset link on the sign-in ' +
        'page at once.\n',
    },
    input.now,
  );
  return true;
}
