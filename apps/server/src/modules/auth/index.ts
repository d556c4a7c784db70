/**
 * Auth and session calls (R-API-2, R-API-3, R-ERR-2, R-ERR-3): CSRF cookie, login, register,
 * forgotten password (issue 35), logout, current user, session status, extend, heartbeat.
 */
import { insertImageRow } from '../../services/mediaRows.ts';
import { eq } from 'drizzle-orm';
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import {
  fieldError,
  forbidden,
  tooManyRequests,
  validationError,
  type FieldErrors,
} from '../../lib/errors.ts';
import { CSRF_COOKIE_MAX_AGE_S, csrfCookieName } from '../../services/csrf.ts';
import {
  hashPassword,
  passwordProblems,
  verifyDummy,
  verifyPassword,
} from '../../services/passwords.ts';
import {
  consumePasswordReset,
  PASSWORD_RESET_DONE,
  PASSWORD_RESET_PER_ADDRESS,
  PASSWORD_RESET_PER_EMAIL,
  passwordResetKeys,
  requestPasswordReset,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
  resetTokenUsable,
} from '../../services/passwordReset.ts';
import {
  createAccount,
  EMAIL_TAKEN,
  findUserByEmail,
  toUserResource,
} from '../../services/accounts.ts';
import { createToken, describeDevice, revokeToken, secondsLeft } from '../../services/sessions.ts';
import { sendVerification } from '../../services/emailVerification.ts';
import { optionalFile } from '../../plugins/multipart.ts';
import { users } from '../../db/schema.ts';
import { hitMany, reset } from '../../services/rateLimits.ts';
import { authAttemptKeys } from '../../http/authAttempts.ts';
import { refund as refundAttempt } from '../../services/rateLimits.ts';
import { acceptSecondFactor, twoFactorEnabled } from '../../services/twoFactor.ts';
import { isActiveMember } from '../../services/companyAccess.ts';
import { claimInvitation } from '../team/invitations.ts';
import { TEAM_MESSAGES } from '@hireloop/api/rules';

/** Answer of a login without the code of an account whose second factor is on (422 on `otp`). */
export const OTP_REQUIRED = 'Enter the code from your authenticator app.';
/** Answer of a login with a wrong or used code (422 on `otp`). */
export const OTP_INVALID = 'The code is not valid.';

/** Answer of a wrong e-mail/password pair (422 on `email`). */
export const INVALID_CREDENTIALS = 'These credentials do not match our records.';
/** Message of logout (R-SHELL-5: the client shows it). */
export const LOGGED_OUT = 'You have been logged out successfully.';

const handlers = defineHandlers({
  async getCsrfCookie({ reply, deps }) {
    void reply.setCookie(csrfCookieName(deps.config.secureCookies), deps.csrf.issue(), {
      path: '/',
      sameSite: 'lax',
      secure: deps.config.secureCookies,
      httpOnly: false, // the client reads it to echo it in X-XSRF-TOKEN
      maxAge: CSRF_COOKIE_MAX_AGE_S,
    });
    return reply.code(204).send();
  },

  async login({ body, deps, request, now }) {
    const { email, password, remember } = body;
    const user = await findUserByEmail(deps.db, email);
    if (!user) {
      await verifyDummy(password);
      throw fieldError('email', INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(user.passwordHash, password)))
      throw fieldError('email', INVALID_CREDENTIALS);
    // Issue 36: a business account removed from its company (the password was right) is told so.
    if (user.role === 'business' && !(await isActiveMember(deps.db, user.id)))
      throw forbidden(TEAM_MESSAGES.removedSignIn);
    // Second factor (issue 35), asked only once the password was right. Its absence is not a
    // guess: the attempt's failure reservations are taken back; a wrong code counts as a failure.
    if (await twoFactorEnabled(deps.db, user.id)) {
      if (body.otp === undefined) {
        await refundAttempt(deps.db, request.authAttempt?.keys.map((k) => k.key) ?? [], now);
        request.authAttempt = undefined;
        throw fieldError('otp', OTP_REQUIRED);
      }
      if (!(await acceptSecondFactor(deps.db, { userId: user.id, code: body.otp, now })))
        throw fieldError('otp', OTP_INVALID);
    }
    // The owner is in: their failures from this address are forgotten (not the account's
    // ceiling, which counts every address's guesses).
    await reset(deps.db, [authAttemptKeys('login', request.ip, email).emailAtIp]);
    const { plainToken } = await createToken(deps.db, {
      userId: user.id,
      remember: remember === true,
      device: describeDevice(request.headers['user-agent']),
      ipAddress: request.ip,
      now,
    });
    return { user: await toUserResource(deps.db, user), token: plainToken, roles: [user.role] };
  },

  async register({ body, deps, request, reply, now }) {
    const input = body as {
      role: 'customer' | 'business';
      email: string;
      password: string;
      password_confirmation: string;
      first_name?: string;
      last_name?: string;
      business_name?: string;
      invitation_token?: string;
      avatar?: unknown;
      logo?: unknown;
    };
    const errors: FieldErrors = {};
    const imageField = input.role === 'customer' ? 'avatar' : 'logo';
    const otherField = input.role === 'customer' ? 'logo' : 'avatar';
    if (input[otherField] !== undefined)
      errors[otherField] = [`A ${input.role} cannot upload a ${otherField}.`];
    const problems = passwordProblems(input.password);
    if (problems.length) errors.password = problems;
    if (input.password !== input.password_confirmation)
      errors.password_confirmation = ['The password confirmation does not match.'];
    if (await findUserByEmail(deps.db, input.email)) errors.email = [EMAIL_TAKEN];
    if (Object.keys(errors).length) throw validationError(errors);

    const file = optionalFile(input[imageField], imageField);
    const image = file
      ? await deps.media.processImage(file.data, imageField, `${input.email}:${now.getTime()}`)
      : null;
    if (image) await deps.media.saveImage(image);

    let created;
    try {
      created = await deps.db.transaction(async (tx) => {
        // Issue 36: a business registering through an invitation joins that company.
        const invitation =
          input.role === 'business' && input.invitation_token !== undefined
            ? await claimInvitation(tx, input.invitation_token, input.email, now)
            : null;
        const user = await createAccount(tx, {
          role: input.role,
          email: input.email,
          password: input.password,
          firstName: input.first_name ?? null,
          lastName: input.last_name ?? null,
          businessName: input.business_name ?? null,
          joins: invitation
            ? { companyId: invitation.companyId, role: invitation.role }
            : undefined,
          // The invitation went to this address: following its link verified it.
          emailVerified: invitation !== null,
          now,
        });
        if (image) {
          const imageId = await insertImageRow(tx, {
            userId: user.id,
            purpose: imageField,
            image,
            originalName: file?.filename ?? null,
            now,
          });
          await tx.update(users).set({ imageMediaId: imageId }).where(eq(users.id, user.id));
          user.imageMediaId = imageId;
        }
        if (!invitation)
          await sendVerification(tx, {
            user,
            email: user.email,
            now,
            publicUrl: deps.config.publicUrl,
            change: false,
          });
        const { plainToken } = await createToken(tx, {
          userId: user.id,
          remember: false,
          device: describeDevice(request.headers['user-agent']),
          ipAddress: request.ip,
          now,
        });
        return { user, plainToken };
      });
    } catch (error) {
      if (image) await deps.media.removePublic(image.key, image.thumbKey);
      // Two registrations of one address at the same moment: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw fieldError('email', EMAIL_TAKEN);
      throw error;
    }
    deps.mailer.kick();
    reply.code(201);
    return {
      user: await toUserResource(deps.db, created.user),
      token: created.plainToken,
      roles: [created.user.role],
    };
  },

  async forgotPassword({ body, deps, request, now }) {
    const keys = passwordResetKeys(request.ip, body.email);
    const states = await hitMany(
      deps.db,
      [
        { key: keys.address, ...PASSWORD_RESET_PER_ADDRESS },
        { key: keys.email, ...PASSWORD_RESET_PER_EMAIL },
      ],
      now,
    );
    const limited = states.filter((s) => s.limited);
    if (limited.length) {
      const wait = Math.max(...limited.map((s) => s.retryAfterSeconds));
      throw tooManyRequests(
        wait,
        `Too many password reset requests. Please try again in ${Math.ceil(wait / 60)} minutes.`,
      );
    }
    const sent = await deps.db.transaction((tx) =>
      requestPasswordReset(tx, { email: body.email, now, publicUrl: deps.config.publicUrl }),
    );
    if (sent) deps.mailer.kick();
    return { message: RESET_LINK_SENT };
  },

  async resetPassword({ body, deps, now }) {
    const errors: FieldErrors = {};
    if (!(await resetTokenUsable(deps.db, body.token, now))) errors.token = [RESET_LINK_INVALID];
    const problems = passwordProblems(body.password);
    if (problems.length) errors.password = problems;
    if (body.password !== body.password_confirmation)
      errors.password_confirmation = ['The password confirmation does not match.'];
    if (Object.keys(errors).length) throw validationError(errors);
    const passwordHash = await hashPassword(body.password);
    const done = await deps.db.transaction((tx) =>
      consumePasswordReset(tx, { token: body.token, passwordHash, now }),
    );
    // Another call used the link between the check and the update.
    if (!done) throw fieldError('token', RESET_LINK_INVALID);
    deps.mailer.kick();
    return { message: PASSWORD_RESET_DONE };
  },

  async logout({ deps, user, auth }) {
    await revokeToken(deps.db, user.id, auth!.token.id);
    return { message: LOGGED_OUT };
  },

  async getCurrentUser({ deps, user }) {
    return { user: await toUserResource(deps.db, user), roles: [user.role] };
  },

  getSessionStatus({ request }) {
    if (request.auth)
      return Promise.resolve({
        data: { is_expired: false, expires_in_seconds: Math.max(0, request.auth.expiresInSeconds) },
      });
    return Promise.resolve({ data: { is_expired: true, expires_in_seconds: 0 } });
  },

  extendSession({ auth, now }) {
    // The gate already recorded this request as activity, which restarts the inactivity timer.
    return Promise.resolve({
      message: 'Session extended successfully',
      data: { expires_in_seconds: Math.max(0, secondsLeft(auth!.token, now)) },
    });
  },

  sendSessionHeartbeat({ auth, now }) {
    return Promise.resolve({
      data: { expires_in_seconds: Math.max(0, secondsLeft(auth!.token, now)) },
    });
  },
});

export default defineModule({ name: 'auth', handlers });
