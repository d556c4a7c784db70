/**
 * The security tab: the password change, the optional second factor (issue 35) and the signed-in
 * sessions.
 * Every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/context.ts';
import { conflict, notFound, validationError, type FieldErrors } from '../../lib/errors.ts';
import { personalAccessTokens, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { hashPassword, passwordProblems } from '../../services/passwords.ts';
import {
  revokeOtherTokens,
  revokeToken,
  secondsLeft,
  type TokenRow,
} from '../../services/sessions.ts';
import { queueEmail } from '../../services/mail.ts';
import { checkPassword, limitedCheck, SUCCESS, verifyCurrentPassword } from './shared.ts';
import {
  acceptSecondFactor,
  confirmTwoFactor,
  findTwoFactor,
  removeTwoFactor,
  startTwoFactor,
} from '../../services/twoFactor.ts';
import type { AppConfig } from '../../config.ts';
import type { UserRow } from '../../services/sessions.ts';

/** Answer of a wrong second-factor code in Settings (422 on `code`). */
export const CODE_INVALID = 'The code is not valid.';

/**
 * Checks a second-factor code in Settings (confirm, turn off), limited like the current password
 * ({@link limitedCheck}, one counter per user).
 * @throws HttpError 422 on `code` when `check` says no; 429 past the limit
 */
async function limitedCodeCheck<T>(
  input: { db: DbOrTx; config: AppConfig; user: UserRow; now: Date },
  check: () => Promise<T | false>,
): Promise<T> {
  const key = `two-factor-failures:user:${input.user.id}`;
  const result = await limitedCheck({ ...input, key, what: 'codes' }, check);
  if (result === false) throw validationError({ code: [CODE_INVALID] });
  return result;
}

function toSession(token: TokenRow, currentId: string | undefined): Schema<'Session'> {
  return {
    id: token.id,
    device: token.name.slice(0, 200),
    ip_address:
      token.ipAddress && /^[0-9A-Fa-f:.]{2,45}$/.test(token.ipAddress)
        ? token.ipAddress
        : '0.0.0.0',
    created_at: token.createdAt.toISOString(),
    last_used_at: token.lastUsedAt.toISOString(),
    remember: token.remember,
    is_current: token.id === currentId,
  };
}

/** The user's sessions that have not expired at `now`, `currentId` marked as this one. */
export async function liveSessions(
  db: DbOrTx,
  userId: string,
  now: Date,
  currentId: string | undefined,
) {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), gt(personalAccessTokens.expiresAt, now)))
    .orderBy(desc(personalAccessTokens.lastUsedAt));
  return rows.filter((t) => secondsLeft(t, now) > 0).map((t) => toSession(t, currentId));
}

/** Handlers of the security tab. */
export const securityHandlers = defineHandlers({
  async changePassword({ user, auth, deps, body, now }) {
    const errors: FieldErrors = {};
    const current = { db: deps.db, config: deps.config, user, now };
    if (!(await verifyCurrentPassword({ ...current, password: body.current_password })))
      errors.current_password = ['The current password is incorrect.'];
    const problems = passwordProblems(body.password);
    if (problems.length) errors.password = problems;
    if (body.password !== body.password_confirmation)
      errors.password_confirmation = ['The password confirmation does not match.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const hash = await hashPassword(body.password);
    const signedOut = await deps.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ passwordHash: hash, updatedAt: now })
        .where(eq(users.id, user.id));
      const [row] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(personalAccessTokens)
        .where(
          and(
            eq(personalAccessTokens.userId, user.id),
            sql`${personalAccessTokens.id} <> ${auth!.token.id}`,
          ),
        );
      await revokeOtherTokens(tx, user.id, auth!.token.id);
      await queueEmail(
        tx,
        {
          userId: user.id,
          to: user.email,
          subject: 'Your password was changed',
          text: 'The password of your account was just changed and your other sessions were signed out. If this was not you, reset your password at once.\n',
        },
        now,
      );
      return Number(row?.count ?? 0);
    });
    deps.mailer.kick();
    return {
      status: SUCCESS,
      message: 'Password changed successfully',
      data: { signed_out_sessions: signedOut },
    };
  },

  async getTwoFactor({ user, deps }) {
    const row = await findTwoFactor(deps.db, user.id);
    const enabled = Boolean(row?.enabledAt);
    return {
      status: SUCCESS,
      message: 'Two-factor status retrieved successfully',
      data: { enabled, recovery_codes_left: enabled ? row!.recoveryCodeHashes.length : 0 },
    };
  },

  async startTwoFactor({ user, deps, now }) {
    if ((await findTwoFactor(deps.db, user.id))?.enabledAt)
      throw conflict('Two-factor authentication is already on.');
    const started = await startTwoFactor(deps.db, { userId: user.id, email: user.email, now });
    return {
      status: SUCCESS,
      message: 'Scan the code with your authenticator app',
      data: { secret: started.secret, otpauth_url: started.otpauthUrl },
    };
  },

  async confirmTwoFactor({ user, deps, body, now }) {
    const row = await findTwoFactor(deps.db, user.id);
    if (!row || row.enabledAt) throw conflict('Start turning two-factor authentication on first.');
    const codes = await limitedCodeCheck(
      { db: deps.db, config: deps.config, user, now },
      async () => {
        const result = await confirmTwoFactor(deps.db, { userId: user.id, code: body.code, now });
        if (result === 'not-started')
          throw conflict('Start turning two-factor authentication on first.');
        return result === 'invalid' ? false : result;
      },
    );
    await queueEmail(
      deps.db,
      {
        userId: user.id,
        to: user.email,
        subject: 'Two-factor authentication is on',
        text: 'Two-factor authentication was just turned on for your Hireloop account. If this was not you, reset your password at once.\n',
      },
      now,
    );
    deps.mailer.kick();
    return {
      status: SUCCESS,
      message: 'Two-factor authentication turned on',
      data: { recovery_codes: codes },
    };
  },

  async disableTwoFactor({ user, deps, body, now }) {
    if (!(await findTwoFactor(deps.db, user.id))?.enabledAt)
      throw conflict('Two-factor authentication is off.');
    const current = { db: deps.db, config: deps.config, user, now };
    await checkPassword(
      { ...current, password: body.password },
      'password',
      'The password is incorrect.',
    );
    await limitedCodeCheck(
      current,
      async () =>
        (await acceptSecondFactor(deps.db, { userId: user.id, code: body.code, now })) || false,
    );
    await removeTwoFactor(deps.db, user.id);
    await queueEmail(
      deps.db,
      {
        userId: user.id,
        to: user.email,
        subject: 'Two-factor authentication is off',
        text: 'Two-factor authentication was just turned off for your Hireloop account. If this was not you, reset your password at once.\n',
      },
      now,
    );
    deps.mailer.kick();
    return { status: SUCCESS, message: 'Two-factor authentication turned off', data: null };
  },

  async listSessions({ user, auth, deps, now }) {
    return {
      status: SUCCESS,
      message: 'Sessions retrieved successfully',
      data: await liveSessions(deps.db, user.id, now, auth?.token.id),
    };
  },

  async revokeSession({ params, user, auth, deps }) {
    if (params.id === auth!.token.id)
      throw conflict('This is your current session. Use Logout to end it.');
    if (!(await revokeToken(deps.db, user.id, params.id))) throw notFound('Session not found.');
    return { status: SUCCESS, message: 'Session signed out', data: null };
  },
});
