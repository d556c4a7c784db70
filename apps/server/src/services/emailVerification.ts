/**
 * E-mail verification links (registration and change of address): single-use, valid 24 hours,
 * stored as SHA-256 only, sent through the outbox.
 */
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { emailVerifications } from '../db/schema.ts';
import { randomToken, sha256 } from '../lib/tokens.ts';
import { findUserByEmail } from './accounts.ts';
import { queueEmail } from './mail.ts';
import type { UserRow } from './sessions.ts';

/** Lifetime of a verification link. @default 24 h, in ms */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

/** Resending a verification link: at most one a minute per user. */
export const VERIFICATION_RESEND_PER_MINUTE = { max: 1, windowMs: 60_000 } as const;
/** Resending a verification link: at most five a day per user. */
export const VERIFICATION_RESEND_PER_DAY = { max: 5, windowMs: 24 * 60 * 60 * 1000 } as const;

/** The web app's verification route for the user's area (R-ROUTE-3 settings/account/verify-email/{token}). */
export function verificationLink(
  publicUrl: string,
  user: Pick<UserRow, 'role'>,
  token: string,
): string {
  return `${publicUrl}/${user.role === 'business' ? 'b' : 'c'}/settings/account/verify-email/${token}`;
}

/**
 * Creates a verification link for `email` and queues the e-mail carrying it (in `db`'s transaction).
 * Earlier unused links of the user stop working.
 *
 * When `email` already belongs to another account (a change of address), the change is recorded
 * the same way (so the requester's answer and pending address look exactly as for a free address:
 * nobody learns from it whether an address has an account, issue 35 S4), but the link is never
 * sent: the address's owner gets a notice that someone asked to use it, without a link, and the
 * change can never be confirmed.
 */
export async function sendVerification(
  db: DbOrTx,
  input: { user: UserRow; email: string; now: Date; publicUrl: string; change: boolean },
): Promise<void> {
  await db
    .update(emailVerifications)
    .set({ consumedAt: input.now })
    .where(
      and(eq(emailVerifications.userId, input.user.id), isNull(emailVerifications.consumedAt)),
    );
  const token = randomToken(32);
  await db.insert(emailVerifications).values({
    userId: input.user.id,
    email: input.email,
    tokenHash: sha256(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + EMAIL_VERIFICATION_TTL_MS),
  });
  const owner = input.change ? await findUserByEmail(db, input.email) : undefined;
  if (owner && owner.id !== input.user.id) {
    await queueEmail(
      db,
      {
        userId: owner.id,
        to: owner.email,
        subject: 'Someone asked to use your e-mail address on Hireloop',
        text:
          'Someone signed in to another Hireloop account asked to use this e-mail address for it.\n\n' +
          'This address already belongs to your Hireloop account, so nothing was changed and no ' +
          'link was sent. You do not need to do anything.\n',
      },
      input.now,
    );
    return;
  }
  const link = verificationLink(input.publicUrl, input.user, token);
  await queueEmail(
    db,
    {
      userId: input.user.id,
      to: input.email,
      subject: input.change ? 'Confirm your new e-mail address' : 'Confirm your e-mail address',
      text: `${input.change ? 'You asked to sign in with this e-mail address from now on.' : 'Welcome! Please confirm your e-mail address.'}\n\nOpen this link while signed in (valid for 24 hours):\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
    },
    input.now,
  );
}

/** The address waiting for verification that differs from the current one, or null. */
export async function pendingEmail(db: DbOrTx, user: UserRow, now: Date): Promise<string | null> {
  const [row] = await db
    .select({ email: emailVerifications.email })
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, user.id),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, now),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  return row && row.email !== user.email ? row.email : null;
}

/** Finds a verification by its plain token. */
export async function findVerification(db: DbOrTx, token: string) {
  const [row] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.tokenHash, sha256(token)))
    .limit(1);
  return row;
}
