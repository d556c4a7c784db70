/**
 * Settings of both areas (spec §2 tabs profile, privacy, security, notifications, account; §7, §8):
 * every call acts on the signed-in user only (the gate checked that `{area}` is their role).
 */
import { isOneOf, passwordProblems } from '@hireloop/api/rules';
import { companySizeValues } from '@hireloop/api/schema';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { createHash, randomUUID } from 'node:crypto';
import { defineModule, type ServerModule } from '../types.ts';
import { defineHandlers, type AppDeps } from '../../http/context.ts';
import {
  conflict,
  fieldError,
  notFound,
  tooManyRequests,
  validationError,
  type FieldErrors,
} from '../../lib/errors.ts';
import { hit } from '../../services/rateLimits.ts';
import {
  applications,
  companies,
  customerProfiles,
  emailVerifications,
  media,
  notificationSettings,
  notifications,
  personalAccessTokens,
  postings,
  privacySettings,
  users,
} from '../../db/schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Schema } from '../../contract/types.ts';
import { completePreferences, type NotificationPreferences } from '../../services/notifications.ts';
import { findUserByEmail, normalizeEmail, toUserResource } from '../../services/accounts.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import {
  revokeOtherTokens,
  revokeToken,
  secondsLeft,
  type TokenRow,
  type UserRow,
} from '../../services/sessions.ts';
import {
  findVerification,
  pendingEmail,
  sendVerification,
  VERIFICATION_RESEND_PER_DAY,
  VERIFICATION_RESEND_PER_MINUTE,
} from '../../services/emailVerification.ts';
import { queueEmail } from '../../services/mail.ts';
import { RESUME_MAX_BYTES } from '../../services/media.ts';
import { optionalFile } from '../../plugins/multipart.ts';
import { deleteAccount } from '../../services/accountDeletion.ts';
import { toNotification } from '../notifications/index.ts';
import { EMAIL_TAKEN } from '../auth/index.ts';
import { SHARE_WITH_EMPLOYERS_DEFAULT } from '../../services/privacy.ts';

const SUCCESS = 'success' as const;

// ------------------------------------------------------------------------------ notifications

async function notificationSettingsOf(
  db: DbOrTx,
  userId: string,
): Promise<Schema<'NotificationSettings'>> {
  const [row] = await db
    .select()
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  return { settings: completePreferences(row?.settings), frequency: row?.frequency ?? 'instant' };
}

// ------------------------------------------------------------------------------ profile

type CustomerProfile = Schema<'CustomerProfile'>;
type BusinessProfile = Schema<'BusinessProfile'>;

async function customerProfileOf(db: DbOrTx, user: UserRow): Promise<CustomerProfile> {
  const [row] = await db
    .select({ profile: customerProfiles, resume: media })
    .from(customerProfiles)
    .leftJoin(media, eq(media.id, customerProfiles.resumeMediaId))
    .where(eq(customerProfiles.userId, user.id));
  const resume = row?.resume;
  return {
    first_name: user.firstName ?? '',
    last_name: user.lastName ?? '',
    headline: row?.profile.headline ?? null,
    location: row?.profile.location ?? null,
    bio: row?.profile.bio ?? null,
    resume: resume
      ? {
          filename: resume.originalName ?? 'resume.pdf',
          size_bytes: resume.byteSize,
          uploaded_at: resume.createdAt.toISOString(),
        }
      : null,
  };
}

async function businessProfileOf(db: DbOrTx, user: UserRow): Promise<BusinessProfile> {
  const [company] = await db.select().from(companies).where(eq(companies.userId, user.id));
  const size = company?.companySize ?? null;
  return {
    business_name: user.businessName ?? '',
    website: company?.website ?? null,
    industry: company?.industry ?? null,
    size: isOneOf(companySizeValues, size) ? size : null,
    location: company?.location ?? null,
    description: company?.description ?? null,
  };
}

const profileOf = (db: DbOrTx, user: UserRow) =>
  user.role === 'customer' ? customerProfileOf(db, user) : businessProfileOf(db, user);

/** '' (an emptied multipart field) and undefined (left out) become null. */
const orNull = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** Refuses the other role's fields with 422 naming each. */
function refuseOtherShape(
  body: Record<string, unknown>,
  allowed: readonly string[],
  role: string,
): void {
  const errors: FieldErrors = {};
  for (const key of Object.keys(body)) {
    if (!allowed.includes(key))
      errors[key] = [`The ${key.replace(/_/g, ' ')} field is not part of a ${role} profile.`];
  }
  if (Object.keys(errors).length) throw validationError(errors);
}

const CUSTOMER_FIELDS = [
  'first_name',
  'last_name',
  'headline',
  'location',
  'bio',
  'resume',
  'remove_resume',
] as const;
const BUSINESS_FIELDS = [
  'business_name',
  'website',
  'industry',
  'size',
  'location',
  'description',
] as const;

async function updateCustomerProfile(
  deps: AppDeps,
  user: UserRow,
  body: Record<string, unknown>,
  multipart: boolean,
  now: Date,
) {
  refuseOtherShape(body, multipart ? CUSTOMER_FIELDS : CUSTOMER_FIELDS.slice(0, 5), 'customer');
  const file = multipart ? optionalFile(body.resume, 'resume') : undefined;
  let newResume: { key: string; size: number; filename: string; sha256: string } | undefined;
  if (file) {
    const type = await fileTypeFromBuffer(file.data);
    if (file.size > RESUME_MAX_BYTES || type?.mime !== 'application/pdf') {
      throw fieldError('resume', 'The resume must be a PDF file of at most 5 MB.');
    }
    newResume = {
      key: `${randomUUID()}.pdf`,
      size: file.size,
      filename: file.filename.slice(0, 255) || 'resume.pdf',
      sha256: createHash('sha256').update(file.data).digest('hex'),
    };
    await deps.media.savePrivate(newResume.key, file.data);
  }
  const removeResume = !newResume && body.remove_resume === true;
  const dropped = await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ firstName: String(body.first_name), lastName: String(body.last_name), updatedAt: now })
      .where(eq(users.id, user.id));
    const [profile] = await tx
      .select()
      .from(customerProfiles)
      .where(eq(customerProfiles.userId, user.id))
      .for('update');
    let resumeMediaId = profile?.resumeMediaId ?? null;
    const previous = resumeMediaId;
    if (newResume) {
      const [row] = await tx
        .insert(media)
        .values({
          userId: user.id,
          purpose: 'resume',
          key: newResume.key,
          contentType: 'application/pdf',
          byteSize: newResume.size,
          originalName: newResume.filename,
          sha256: newResume.sha256,
          createdAt: now,
        })
        .returning({ id: media.id });
      resumeMediaId = row!.id;
    } else if (removeResume) {
      resumeMediaId = null;
    }
    const values = {
      headline: orNull(body.headline),
      location: orNull(body.location),
      bio: orNull(body.bio),
      resumeMediaId,
      updatedAt: now,
    };
    await tx
      .insert(customerProfiles)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: customerProfiles.userId, set: values });
    // The replaced resume goes, unless an application still points at it.
    if (previous && previous !== resumeMediaId) {
      return tx
        .delete(media)
        .where(
          and(
            eq(media.id, previous),
            sql`NOT EXISTS (SELECT 1 FROM ${applications} a WHERE a.resume_media_id = ${previous})`,
          ),
        )
        .returning({ key: media.key });
    }
    return [];
  });
  for (const file of dropped) await deps.media.removePrivate(file.key);
}

async function updateBusinessProfile(
  deps: AppDeps,
  user: UserRow,
  body: Record<string, unknown>,
  now: Date,
) {
  refuseOtherShape(body, BUSINESS_FIELDS, 'business');
  const name = String(body.business_name);
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ businessName: name, updatedAt: now }).where(eq(users.id, user.id));
    const [company] = await tx
      .update(companies)
      .set({
        website: orNull(body.website),
        industry: orNull(body.industry),
        companySize: orNull(body.size),
        location: orNull(body.location),
        description: orNull(body.description),
        updatedAt: now,
      })
      .where(eq(companies.userId, user.id))
      .returning({ id: companies.id });
    // The search vector of postings includes the company name: keep the copy in step.
    if (company && name !== user.businessName) {
      await tx
        .update(postings)
        .set({ companyName: name, updatedAt: now })
        .where(eq(postings.companyId, company.id));
    }
  });
}

// ------------------------------------------------------------------------------ privacy

async function privacyOf(db: DbOrTx, user: UserRow): Promise<Schema<'PrivacySettings'>> {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.userId, user.id));
  const visibility =
    row?.profileVisibility ?? (user.role === 'business' ? 'public' : 'applied_only');
  if (user.role === 'business') return { profile_visibility: visibility };
  return {
    profile_visibility: visibility,
    show_email_to_employers: row?.showEmailToEmployers ?? SHARE_WITH_EMPLOYERS_DEFAULT,
    show_location_to_employers: row?.showLocationToEmployers ?? SHARE_WITH_EMPLOYERS_DEFAULT,
    show_photo_to_employers: row?.showPhotoToEmployers ?? SHARE_WITH_EMPLOYERS_DEFAULT,
  };
}

// ------------------------------------------------------------------------------ security

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

async function liveSessions(db: DbOrTx, userId: string, now: Date, currentId: string | undefined) {
  const rows = await db
    .select()
    .from(personalAccessTokens)
    .where(and(eq(personalAccessTokens.userId, userId), gt(personalAccessTokens.expiresAt, now)))
    .orderBy(desc(personalAccessTokens.lastUsedAt));
  return rows.filter((t) => secondsLeft(t, now) > 0).map((t) => toSession(t, currentId));
}

// ------------------------------------------------------------------------------ account

async function accountOf(db: DbOrTx, user: UserRow, now: Date): Promise<Schema<'AccountSettings'>> {
  return {
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    pending_email: await pendingEmail(db, user, now),
  };
}

async function reloadUser(db: DbOrTx, id: string): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  return row;
}

/** 422 on `field` unless `password` is the user's. */
async function checkPassword(
  user: UserRow,
  password: string,
  field: string,
  message: string,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) throw fieldError(field, message);
}

const handlers = defineHandlers({
  async getNotificationSettings({ user, deps }) {
    return {
      status: SUCCESS,
      message: 'Settings retrieved successfully',
      data: await notificationSettingsOf(deps.db, user.id),
    };
  },

  async updateNotificationSettings({ user, deps, body, now }) {
    const current = await notificationSettingsOf(deps.db, user.id);
    const settings: NotificationPreferences = {
      ...(current.settings as NotificationPreferences),
      ...(body.settings as Partial<NotificationPreferences>),
    };
    await deps.db
      .insert(notificationSettings)
      .values({ userId: user.id, settings, frequency: body.frequency, updatedAt: now })
      .onConflictDoUpdate({
        target: notificationSettings.userId,
        set: { settings, frequency: body.frequency, updatedAt: now },
      });
    return {
      status: SUCCESS,
      message: 'Settings updated successfully',
      data: { settings, frequency: body.frequency },
    };
  },

  async getProfileSettings({ user, deps }) {
    return {
      status: SUCCESS,
      message: 'Profile retrieved successfully',
      data: await profileOf(deps.db, user),
    };
  },

  async updateProfileSettings({ user, deps, body, request, now }) {
    const multipart = request.isMultipart();
    const input = body as Record<string, unknown>;
    if (user.role === 'customer') await updateCustomerProfile(deps, user, input, multipart, now);
    else if (multipart) throw fieldError('body', 'A business profile is sent as JSON.');
    else await updateBusinessProfile(deps, user, input, now);
    const fresh = await reloadUser(deps.db, user.id);
    return {
      status: SUCCESS,
      message: 'Profile updated successfully',
      data: await profileOf(deps.db, fresh),
    };
  },

  async getPrivacySettings({ user, deps }) {
    return {
      status: SUCCESS,
      message: 'Privacy settings retrieved successfully',
      data: await privacyOf(deps.db, user),
    };
  },

  async updatePrivacySettings({ user, deps, body, now }) {
    if (user.role === 'business') {
      const extra = Object.keys(body).filter((k) => k !== 'profile_visibility');
      if (extra.length)
        throw validationError(
          Object.fromEntries(extra.map((k) => [k, ['This setting exists for customers only.']])),
        );
    }
    const current = await privacyOf(deps.db, user);
    const values = {
      profileVisibility: body.profile_visibility ?? current.profile_visibility,
      showEmailToEmployers:
        body.show_email_to_employers ??
        current.show_email_to_employers ??
        SHARE_WITH_EMPLOYERS_DEFAULT,
      showLocationToEmployers:
        body.show_location_to_employers ??
        current.show_location_to_employers ??
        SHARE_WITH_EMPLOYERS_DEFAULT,
      showPhotoToEmployers:
        body.show_photo_to_employers ??
        current.show_photo_to_employers ??
        SHARE_WITH_EMPLOYERS_DEFAULT,
      updatedAt: now,
    };
    await deps.db
      .insert(privacySettings)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: privacySettings.userId, set: values });
    return {
      status: SUCCESS,
      message: 'Privacy settings updated successfully',
      data: await privacyOf(deps.db, user),
    };
  },

  async changePassword({ user, auth, deps, body, now }) {
    const errors: FieldErrors = {};
    if (!(await verifyPassword(user.passwordHash, body.current_password)))
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

  async getAccountSettings({ user, deps, now }) {
    return {
      status: SUCCESS,
      message: 'Account retrieved successfully',
      data: await accountOf(deps.db, user, now),
    };
  },

  async changeEmail({ user, deps, body, now }) {
    await checkPassword(user, body.password, 'password', 'The password is incorrect.');
    const email = normalizeEmail(body.email);
    if (email === user.email) throw fieldError('email', 'This is already your e-mail address.');
    if (await findUserByEmail(deps.db, email)) throw fieldError('email', EMAIL_TAKEN);
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
    };
    for (const module of deps.modules) {
      const part = await module.exportAccountData?.(deps.db, user);
      if (part?.applications) extra.applications.push(...part.applications);
      if (part?.bookmarks) extra.bookmarks.push(...part.bookmarks);
      if (part?.postings) extra.postings.push(...part.postings);
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
    await checkPassword(user, body.password, 'password', 'The password is incorrect.');
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

export default defineModule({ name: 'settings', handlers });
