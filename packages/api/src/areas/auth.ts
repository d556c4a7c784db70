import type { ApiClient } from '../client.ts';
import { ApiError, isApiError } from '../errors.ts';
import type {
  AuthResult,
  CurrentUser,
  ForgotPasswordRequest,
  LoginCredentials,
  RegisterRequest,
  ResetPasswordRequest,
  Role,
  User,
} from '../types.ts';
import { formDataSerializer, messageOr, toFormData, unwrap } from './result.ts';

/** Messages of the auth calls (R-ERR-3 to R-ERR-5, R-VALID-3). */
export const AUTH_MESSAGES = {
  loginFailed: 'Authentication failed',
  invalidLoginResponse: 'Invalid response format from login API',
  registrationFailed: 'Registration failed. Please try again.',
  loggedOut: 'You have been logged out',
  currentUserFailed: 'Failed to load the current user',
  csrfFailed: 'Failed to start a secure session',
  forgotPasswordFailed: 'Could not send the reset link. Please try again.',
  resetPasswordFailed: 'Could not change the password. Please try again.',
} as const;

/** A registration draft (R-DATA-4): the JSON fields plus an optional avatar (customer) or logo (business). */
export type RegistrationDraft = RegisterRequest & { avatar?: Blob | null; logo?: Blob | null };

interface MaybeAuthBody {
  user?: User;
  token?: string;
  roles?: Role[];
  data?: { user?: User; token?: string; roles?: Role[] };
}

/**
 * Reads `{user, token, roles}` from the top level or from under `data` (R-API-3 login).
 * @throws {ApiError} "Invalid response format from login API" when user or token is missing
 */
export function readAuthResult(body: unknown): AuthResult {
  const b = (body ?? {}) as MaybeAuthBody;
  const source = b.user && b.token ? b : (b.data ?? b);
  if (!source.user || !source.token) {
    throw new ApiError(AUTH_MESSAGES.invalidLoginResponse, { status: 200 });
  }
  return { user: source.user, token: source.token, roles: source.roles ?? [source.user.role] };
}

/**
 * Auth calls of R-API-2 and R-API-3: CSRF cookie, login, register, forgotten password (issue 35),
 * logout, current user.
 */
export function createAuthApi(client: ApiClient) {
  async function csrfCookie(): Promise<void> {
    await unwrap(client.GET('/sanctum/csrf-cookie', { parseAs: 'text' }), AUTH_MESSAGES.csrfFailed);
  }

  return {
    /** `GET /sanctum/csrf-cookie`: sets the XSRF-TOKEN cookie (called before login and register). */
    csrfCookie,

    /**
     * `POST /api/v1/auth/login` (after the CSRF cookie).
     * @returns `{user, token, roles}` read from the top level or under `data`
     * @throws {ApiError} the server message or "Authentication failed"; "Invalid response format from
     *   login API" when the answer lacks user or token
     */
    async login(credentials: LoginCredentials): Promise<AuthResult> {
      try {
        await csrfCookie();
        const body = await unwrap(
          client.POST('/api/v1/auth/login', { body: credentials }),
          AUTH_MESSAGES.loginFailed,
        );
        return readAuthResult(body);
      } catch (error) {
        if (isApiError(error)) throw error;
        throw new ApiError(AUTH_MESSAGES.loginFailed, { status: 0 });
      }
    },

    /**
     * `POST /api/v1/auth/register`: JSON, or multipart when an avatar or logo file is attached.
     * @throws {ApiError} with per-field `errors` (camelCase keys) and the server message, or
     *   "Registration failed. Please try again."
     */
    async register(draft: RegistrationDraft): Promise<AuthResult> {
      const { avatar, logo, ...fields } = draft;
      await csrfCookie().catch(() => undefined);
      const call =
        avatar || logo
          ? client.POST('/api/v1/auth/register', {
              body: toFormData({ ...fields, avatar, logo }) as never,
              bodySerializer: formDataSerializer,
            })
          : client.POST('/api/v1/auth/register', { body: fields });
      const body = await unwrap(call, AUTH_MESSAGES.registrationFailed);
      return readAuthResult(body);
    },

    /**
     * `POST /api/v1/auth/forgot-password` (after the CSRF cookie): asks for a reset link for
     * `email`. The server answers the same neutral message whatever the address.
     * @returns the message to show
     * @throws {ApiError} 422 with `errors.email`, 429 with `retryAfter`, or "Could not send the reset
     *   link. Please try again."
     */
    async forgotPassword(request: ForgotPasswordRequest): Promise<{ message: string }> {
      await csrfCookie().catch(() => undefined);
      const body = await unwrap(
        client.POST('/api/v1/auth/forgot-password', { body: request }),
        AUTH_MESSAGES.forgotPasswordFailed,
      );
      return { message: messageOr(body?.message, AUTH_MESSAGES.forgotPasswordFailed) };
    },

    /**
     * `POST /api/v1/auth/reset-password` (after the CSRF cookie): sets a new password with the
     * token of a reset link; every session of the account is signed out, nobody is signed in.
     * @returns the message to show
     * @throws {ApiError} 422 with `errors.token` (link unknown, used or expired), `errors.password`
     *   (the password rules' messages) or `errors.passwordConfirmation`; otherwise the server's
     *   message or "Could not change the password. Please try again."
     */
    async resetPassword(request: ResetPasswordRequest): Promise<{ message: string }> {
      await csrfCookie().catch(() => undefined);
      const body = await unwrap(
        client.POST('/api/v1/auth/reset-password', { body: request }),
        AUTH_MESSAGES.resetPasswordFailed,
      );
      return { message: messageOr(body?.message, AUTH_MESSAGES.resetPasswordFailed) };
    },

    /**
     * `POST /api/v1/auth/logout`. Never throws: R-ERR-5 "Logout API failure: still sign out locally;
     * message 'You have been logged out'".
     * @returns the message to show: the server's, or "You have been logged out"
     */
    async logout(): Promise<{ message: string }> {
      try {
        const body = await unwrap(client.POST('/api/v1/auth/logout'), AUTH_MESSAGES.loggedOut);
        return { message: messageOr(body?.message, AUTH_MESSAGES.loggedOut) };
      } catch {
        return { message: AUTH_MESSAGES.loggedOut };
      }
    },

    /**
     * `GET /api/v1/auth/user`: the signed-in user and roles; the user may come as `user` or `data`.
     * @throws {ApiError} when the call fails or the answer has no user
     */
    async currentUser(): Promise<CurrentUser> {
      const body = (await unwrap(
        client.GET('/api/v1/auth/user'),
        AUTH_MESSAGES.currentUserFailed,
      )) as unknown as {
        user?: User;
        data?: User;
        roles?: Role[];
      };
      const user = body.user ?? body.data;
      if (!user) throw new ApiError(AUTH_MESSAGES.currentUserFailed, { status: 200 });
      return { user, roles: body.roles ?? [user.role] };
    },
  };
}

export type AuthApi = ReturnType<typeof createAuthApi>;
