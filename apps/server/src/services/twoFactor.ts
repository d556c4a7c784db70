/**
 * The optional second factor (issue 35, decision 207): TOTP per RFC 6238 through otplib
 * (SHA-1, 6 digits, 30-second steps, one step of clock drift either way) and 10 single-use
 * recovery codes kept as SHA-256 hashes.
 *
 * - A secret is created by {@link startTwoFactor} and answered once; it is on after
 *   {@link confirmTwoFactor} got a current code; afterwards the API never answers it again.
 * - {@link acceptSecondFactor} accepts a current code (never one of a time step already used: a
 *   seen code cannot be replayed) or an unused recovery code (removed in the same statement, so two
 *   parallel uses of one code cannot both pass).
 */
import { randomInt } from 'node:crypto';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { authenticator } from 'otplib';
import { userTwoFactors } from '../db/schema.ts';
import type { DbOrTx } from '../db/client.ts';
import { sha256 } from '../lib/tokens.ts';

/** Issuer shown by authenticator apps. */
export const TOTP_ISSUER = 'Hireloop';
/** Seconds per TOTP step (RFC 6238 default). */
export const TOTP_STEP_S = 30;
/** Steps of clock drift accepted either side of now. */
export const TOTP_WINDOW = 1;
/** Recovery codes given when the factor is turned on. */
export const RECOVERY_CODE_COUNT = 10;
/** Bytes of a new secret (160 bits, RFC 4226's recommendation): 32 base32 characters. */
export const SECRET_BYTES = 20;

const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** The stored factor of a user, or undefined. */
export async function findTwoFactor(db: DbOrTx, userId: string) {
  const [row] = await db.select().from(userTwoFactors).where(eq(userTwoFactors.userId, userId));
  return row;
}

/** Whether the user's second factor is on. */
export async function twoFactorEnabled(db: DbOrTx, userId: string): Promise<boolean> {
  return Boolean((await findTwoFactor(db, userId))?.enabledAt);
}

/**
 * Creates (or replaces an unconfirmed) secret for the user.
 * @returns the base32 secret and its `otpauth://totp/` URI (label `Hireloop:<email>`)
 */
export async function startTwoFactor(
  db: DbOrTx,
  input: { userId: string; email: string; now: Date },
): Promise<{ secret: string; otpauthUrl: string }> {
  const secret = authenticator.generateSecret(SECRET_BYTES);
  await db
    .insert(userTwoFactors)
    .values({ userId: input.userId, secret, createdAt: input.now })
    .onConflictDoUpdate({
      target: userTwoFactors.userId,
      set: { secret, createdAt: input.now, recoveryCodeHashes: [], lastUsedStep: null },
      setWhere: isNull(userTwoFactors.enabledAt),
    });
  return { secret, otpauthUrl: authenticator.keyuri(input.email, TOTP_ISSUER, secret) };
}

/**
 * The time step `code` is valid at for `secret` around `now`, or null when it is not a current
 * code (within {@link TOTP_WINDOW} steps).
 */
export function totpStep(secret: string, code: string, now: Date): number | null {
  const totp = authenticator.clone({
    epoch: now.getTime(),
    window: TOTP_WINDOW,
    step: TOTP_STEP_S,
  });
  const delta = totp.checkDelta(code.replace(/\s/g, ''), secret);
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_STEP_S) + delta;
}

/** The current code of `secret` at `now` (tests and the dev tools use it). */
export function totpCode(secret: string, now: Date): string {
  return authenticator.clone({ epoch: now.getTime(), step: TOTP_STEP_S }).generate(secret);
}

/** A recovery code as typed, normalised: lower-case, spaces dropped, `abcd-efgh`. */
export function normaliseRecoveryCode(code: string): string {
  const bare = code.toLowerCase().replace(/[\s-]/g, '');
  return bare.length === 8 ? `${bare.slice(0, 4)}-${bare.slice(4)}` : bare;
}

/** {@link RECOVERY_CODE_COUNT} new recovery codes, `abcd-efgh`, ~40 bits each. */
export function newRecoveryCodes(): string[] {
  const one = () =>
    Array.from({ length: 8 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
      '',
    );
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => normaliseRecoveryCode(one()));
}

/** Records `step` as used unless it (or a later one) already was; false when it was. */
async function claimStep(db: DbOrTx, userId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(userTwoFactors)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(userTwoFactors.userId, userId),
        or(isNull(userTwoFactors.lastUsedStep), lt(userTwoFactors.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTwoFactors.userId });
  return rows.length > 0;
}

/**
 * Turns the started factor on when `code` is current, and stores the hashes of new recovery codes.
 * @returns the recovery codes (to show once), `'invalid'` for a wrong code, `'not-started'` when
 *   there is no unconfirmed secret
 */
export async function confirmTwoFactor(
  db: DbOrTx,
  input: { userId: string; code: string; now: Date },
): Promise<string[] | 'invalid' | 'not-started'> {
  const row = await findTwoFactor(db, input.userId);
  if (!row || row.enabledAt) return 'not-started';
  const step = totpStep(row.secret, input.code, input.now);
  if (step === null || !(await claimStep(db, input.userId, step))) return 'invalid';
  const codes = newRecoveryCodes();
  const updated = await db
    .update(userTwoFactors)
    .set({ enabledAt: input.now, recoveryCodeHashes: codes.map((c) => sha256(c)) })
    .where(and(eq(userTwoFactors.userId, input.userId), isNull(userTwoFactors.enabledAt)))
    .returning({ userId: userTwoFactors.userId });
  return updated.length ? codes : 'not-started';
}

/**
 * Accepts a second factor of a user whose factor is on: a current TOTP code of a step not used
 * before, or an unused recovery code (then used up).
 * @returns whether it was accepted (false too when the factor is off)
 */
export async function acceptSecondFactor(
  db: DbOrTx,
  input: { userId: string; code: string; now: Date },
): Promise<boolean> {
  const row = await findTwoFactor(db, input.userId);
  if (!row?.enabledAt) return false;
  if (/^\s*\d{6}\s*$/.test(input.code)) {
    const step = totpStep(row.secret, input.code, input.now);
    return step !== null && (await claimStep(db, input.userId, step));
  }
  const hash = sha256(normaliseRecoveryCode(input.code));
  const used = await db
    .update(userTwoFactors)
    .set({ recoveryCodeHashes: sql`array_remove(${userTwoFactors.recoveryCodeHashes}, ${hash})` })
    .where(
      and(
        eq(userTwoFactors.userId, input.userId),
        isNotNull(userTwoFactors.enabledAt),
        sql`${hash} = ANY(${userTwoFactors.recoveryCodeHashes})`,
      ),
    )
    .returning({ userId: userTwoFactors.userId });
  return used.length > 0;
}

/** Removes the user's factor (turning it off, or on account deletion). */
export async function removeTwoFactor(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(userTwoFactors).where(eq(userTwoFactors.userId, userId));
}
