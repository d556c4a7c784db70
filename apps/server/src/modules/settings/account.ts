/**
 * The account tab: e-mail change and verification, the data export and account deletion.
 * Every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { desc, eq } from 'drizzle-orm';
import { type ServerModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import { conflict, fieldError, notFound, tooManyRequests } from '../../lib/errors.ts';
import { hit } from '../../services/rateLimits.ts';
import { emailVerifications, notifications, users } from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import {
  EMAIL_TAKEN,
  findUserByEmail,
  normalizeEmail,
  toUserResource,
} from '../../services/accounts.ts';
import { sha256 } from '../../lib/tokens.ts';
import { type UserRow } from '../../services/sessions.ts';
import {
  findVerification,
  pendingEmail,
  sendVerification,
  VERIFICATION_RESEND_PER_DAY,
  VERIFICATION_RESEND_PER_MINUTE,
} from '../../services/emailVerification.ts';
import { queueEmail } from '../../services/mail.ts';
import { deleteAccount } from '../../services/accountDeletion.ts';
import { toNotification } from '../../services/notifications.ts';
import { notificationSettingsOf } from './notifications.ts';
import { privacyOf } from './privacy.ts';
import { profileOf } from './profile.ts';
import { liveSessions } from './security.ts';
import { SUCCESS, checkPassword, reloadUser } from './shared.ts';

async function accountOf(db: DbOrTx, user: UserRow, now: Date): Promise<Schema<'AccountSettings'>> {
  return {
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: await pendingEmail(db, user, now),
  };
}

/** E-mail changes one account may ask for in an hour (issue 35 S4). @default 5 */
export const EMAIL_CHANGES_PER_ACCOUNT = { max: 5, windowMs: 60 * 60_000 } as const;
/**
 * E-mail changes to one address, from all accounts together, in an hour: at most this many
 * e-mails reach a stranger whose address is typed in (issue 35 S4). @default 3
 */
export const EMAIL_CHANGES_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 } as const;

/** Handlers of the account tab. */
export const accountHandlers = defineHandlers({
  async getAccountSettings({ user, deps, now }) {
    return {
      status: SUCCESS,
      message: 'Account retrieved successfully',
      data: await accountOf(deps.db, user, now),
    };
  },

  async changeEmail({ user, deps, body, now }) {
    await checkPassword(
      { db: deps.db, config: deps.config, user, password: body.password, now },
      'password',
      'The password is incorrect.',
    );
    const email = normalizeEmail(body.email);
    if (email === user.email) throw fieldError('email', 'This is already your e-mail address.');
    // Limited per account and per address asked for; a taken address answers like a free one
    // (its owner is told by e-mail instead: see sendVerification).
    for (const [key, limit] of [
      [`email-change:user:${user.id}`, EMAIL_CHANGES_PER_ACCOUNT],
      [`email-change:to:${sha256(email)}`, EMAIL_CHANGES_PER_ADDRESS],
    ] as const) {
      const state = await hit(deps.db, key, limit, now);
      if (state.limited)
        throw tooManyRequests(
          state.retryAfterSeconds,
          `Too many e-mail changes. Please try again in ${Math.ceil(state.retryAfterSeconds / 60)} minutes.`,
        );
    }
    await deps.db.transaction((tx) =>
      sendVerification(tx, { user, email, now, publicUrl: deps.config.publicUrl, change: true }),
    );
    deps.mailer.kick();
    return {
      status: SUCCESS,
      message: `We sent a verification link to ${email}.`,
      data: await accountOf(deps.db, user, now),
    };
  },

  async resendVerificationEmail({ user, deps, now }) {
    const pending = await pendingEmail(deps.db, user, now);
    const email = pending ?? (user.emailVerifiedAt === null ? user.email : null);
    if (email === null) throw conflict('Your e-mail address is already verified.');
    for (const [window, limit] of [
      ['minute', VERIFICATION_RESEND_PER_MINUTE],
      ['day', VERIFICATION_RESEND_PER_DAY],
    ] as const) {
      const state = await hit(deps.db, `verification-resend-${window}:${user.id}`, limit, now);
      if (state.limited)
        throw tooManyRequests(
          state.retryAfterSeconds,
          `A link was sent recently. Please try again in ${state.retryAfterSeconds} seconds.`,
        );
    }
    await deps.db.transaction((tx) =>
      sendVerification(tx, {
        user,
        email,
        now,
        publicUrl: deps.config.publicUrl,
        change: pending !== null,
      }),
    );
    deps.mailer.kick();
    return {
      status: SUCCESS,
      message: `We sent a new verification link to ${email}.`,
      data: await accountOf(deps.db, user, now),
    };
  },

  async verifyEmail({ params, user, deps, now }) {
    const verification = await findVerification(deps.db, params.token);
    // Unknown, used, or another account's link: 404 alike.
    if (!verification || verification.userId !== user.id || verification.consumedAt)
      throw notFound('Verification link not found.');
    if (verification.expiresAt <= now)
      throw fieldError('token', 'This verification link has expired. Request a new one.');
    const changing = verification.email !== user.email;
    if (changing) {
      const other = await findUserByEmail(deps.db, verification.email);
      if (other && other.id !== user.id) throw fieldError('token', EMAIL_TAKEN);
    }
    try {
      await deps.db.transaction(async (tx) => {
        await tx
          .update(emailVerifications)
          .set({ consumedAt: now })
          .where(eq(emailVerifications.id, verification.id));
        await tx
          .update(users)
          .set({ email: verification.email, emailVerifiedAt: now, updatedAt: now })
          .where(eq(users.id, user.id));
        if (changing) {
          await queueEmail(
            tx,
            {
              userId: user.id,
              to: user.email,
              subject: 'Your sign-in e-mail address was changed',
              text: `From now on you sign in with ${verification.email}. If this was not you, contact us at once.\n`,
            },
            now,
          );
        }
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw fieldError('token', EMAIL_TAKEN);
      throw error;
    }
    deps.mailer.kick();
    const fresh = await reloadUser(deps.db, user.id);
    return {
      status: SUCCESS,
      message: 'Your e-mail address is verified.',
      data: await accountOf(deps.db, fresh, now),
    };
  },

  async exportAccountData({ user, auth, deps, reply, now }) {
    const extra: Required<Awaited<ReturnType<NonNullable<ServerModule['exportAccountData']>>>> = {
      applications: [],
      bookmarks: [],
      postings: [],
      saved_searches: [],
      tracked_applications: [],
      saved_answers: [],
      messages: [],
      interviews: [],
    };
    for (const module of deps.modules) {
      const part = await module.exportAccountData?.(deps.db, user, now);
      for (const key of Object.keys(extra) as (keyof typeof extra)[]) {
        const rows: unknown[] | undefined = part?.[key];
        if (rows) (extra[key] as unknown[]).push(...rows);
      }
    }
    const rows = await deps.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id))
      .orderBy(desc(notifications.createdAt));
    const date = now.toISOString().slice(0, 10);
    void reply.header(
      'content-disposition',
      `attachment; filename="marketplace-export-${date}.json"`,
    );
    return {
      status: SUCCESS,
      message: 'Export created',
      data: {
        exported_at: now.toISOString(),
        user: await toUserResource(deps.db, user),
        profile: await profileOf(deps.db, user),
        privacy: await privacyOf(deps.db, user),
        notification_settings: await notificationSettingsOf(deps.db, user.id),
        sessions: await liveSessions(deps.db, user.id, now, auth?.token.id),
        notifications: rows.map(toNotification),
        ...extra,
      },
    };
  },

  async deleteAccount({ user, deps, body, now }) {
    await checkPassword(
      { db: deps.db, config: deps.config, user, password: body.password, now },
      'password',
      'The password is incorrect.',
    );
    await deleteAccount({
      db: deps.db,
      user,
      now,
      notifier: deps.notifier,
      media: deps.media,
      modules: deps.modules,
    });
    deps.mailer.kick();
    return { status: SUCCESS, message: 'Your account has been deleted.', data: null };
  },
});
