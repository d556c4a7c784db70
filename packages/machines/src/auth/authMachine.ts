import { assign, emit, fromCallback, fromPromise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  LOGIN_FAILED_MESSAGE,
  LOGIN_INVALID_RESPONSE_MESSAGE,
  LOGOUT_FALLBACK_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
} from '../constants.ts';
import { errorMessage, successMessage, toApiError } from '../ports/apiError.ts';
import type {
  AuthApi,
  AuthResult,
  AuthUser,
  Channel,
  CurrentUserResult,
  LoginCredentials,
  MessageResult,
  RegistrationDraft,
  Role,
  StorageLike,
  StoredAuth,
  TabMessage,
} from '../types.ts';
import { clearStoredAuth, readStoredAuth, writeStoredAuth } from './storedAuth.ts';

/** What the auth machine needs injected (see {@link AuthInput}). */
export interface AuthPorts {
  api: AuthApi;
  /** Persistent storage (`localStorage`): stored auth when remember me is on, job posting draft. */
  localStorage: StorageLike;
  /** Per-tab storage (`sessionStorage`): stored auth when remember me is off. */
  sessionStorage: StorageLike;
  /** The channel shared with the other tabs (`createBroadcastChannel(TAB_CHANNEL_NAME)`). */
  channel: Channel<TabMessage>;
}

/** Input of {@link authMachine}. */
export interface AuthInput extends AuthPorts {
  /**
   * The path the user asked for when the app started: where to come back to when the stored token
   * turns out to be invalid (R-GUARD-1 guard rules). @default '/'
   */
  initialPath?: string;
}

/** Context of {@link authMachine}. */
export interface AuthContext {
  ports: AuthPorts;
  user: AuthUser | null;
  token: string | null;
  /** Role list from the server (R-DATA-3); falls back to `[user.role]`. */
  roles: string[];
  /** Remember me: stored auth in persistent storage when true, session storage when false. */
  remember: boolean;
  /** Path to reach after the next login; the router sends the user to `loginUrl(redirect)`. */
  redirect: string | null;
  /** Login or registration failure message shown by the form (R-ERR-3, R-VALID-3), or `null`. */
  error: string | null;
  /** Registration errors per field (R-VALID-3 "kept per field"); empty when none. */
  fieldErrors: Record<string, string[]>;
  /** Message to show once signed out: the logout message or the session expiry (R-SHELL-5, R-SESSION-5). */
  notice: string | null;
  /** The wanted path given at start (see {@link AuthInput.initialPath}). */
  initialPath: string;
}

/** Events {@link authMachine} accepts. */
export type AuthEvent =
  /** Log in (R-API-3 `POST /api/v1/auth/login`); `credentials.remember` picks the storage. */
  | { type: 'auth.login'; credentials: LoginCredentials }
  /** Register (R-API-3 `POST /api/v1/auth/register`); signs in on success. @default remember false */
  | { type: 'auth.register'; draft: RegistrationDraft; remember?: boolean }
  /** Log out (R-SHELL-5 Logout confirmation). */
  | { type: 'auth.logout' }
  /** Any API call answered 401 while on `path` (R-ERR-1). */
  | { type: 'auth.unauthorized'; path: string }
  /** The session timed out (from sessionTimeoutMachine, see `toAuthEvent`). */
  | { type: 'auth.sessionExpired'; message: string | null; redirect: string | null }
  /** The remember-me choice changed; moves the stored auth (R-AUTH-3). */
  | { type: 'auth.rememberChanged'; remember: boolean }
  /** The user was updated (profile, avatar); stored auth follows. */
  | { type: 'auth.userUpdated'; user: AuthUser }
  /** Forget the form's error and field errors, and the notice. */
  | { type: 'auth.clearMessages' }
  /** Another tab signed in (relayed over the channel). */
  | { type: 'auth.tab.signedIn'; auth: StoredAuth }
  /** Another tab signed out (relayed over the channel). */
  | { type: 'auth.tab.signedOut'; notice: string | null };

/** Events {@link authMachine} emits (`actor.on(type, handler)`), for navigation and toasts. */
export type AuthEmitted =
  | { type: 'auth.signedIn'; user: AuthUser; roles: string[] }
  | { type: 'auth.signedOut'; notice: string | null; redirect: string | null };

function rolesOf(result: { user?: AuthUser | null; roles?: readonly string[] | null }): string[] {
  if (result.roles && result.roles.length > 0) return [...result.roles];
  return result.user ? [result.user.role] : [];
}

function storedFrom(context: AuthContext): StoredAuth | null {
  if (!context.token) return null;
  return {
    token: context.token,
    user: context.user,
    roles: context.roles,
    remember: context.remember,
  };
}

function hasUserAndToken(result: AuthResult): result is AuthResult & {
  user: AuthUser;
  token: string;
} {
  return (
    typeof result === 'object' &&
    result !== null &&
    typeof result.user === 'object' &&
    result.user !== null &&
    typeof result.token === 'string' &&
    result.token !== ''
  );
}

const signedOutContext = {
  user: null,
  token: null,
  roles: [],
} satisfies Partial<AuthContext>;

/**
 * Authentication (R-GUARD-1 to R-GUARD-5, R-AUTH-1 to R-AUTH-4, R-ERR-1 to R-ERR-5).
 *
 * States: `restoring` (reads the stored auth, transient) → `signedOut` (`idle`, `loggingIn`,
 * `registering`) ⇄ `signedIn` → `loggingOut` → `signedOut`; `loadingUser` when a stored token has no
 * user (failure signs out with `redirect` = the wanted path). Tags: `authenticated` on `signedIn` and
 * `loggingOut`, `pending` while a call runs.
 *
 * - Remember me picks the storage: persistent when true, session when false; `auth.rememberChanged`
 *   moves it. Every sign-out clears the stored auth and the job posting draft.
 * - Login errors: the server message or "Authentication failed"; a response without user or token:
 *   "Invalid response format from login API". Registration: per-field errors or the server message,
 *   falling back to "Registration failed. Please try again.".
 * - Logout signs out even when the call fails; `notice` is the server message or "You have been logged out".
 * - `auth.unauthorized` (any 401) signs out with `redirect` = the path where it happened.
 * - Sign-in and sign-out are relayed to the other tabs over the injected channel.
 *
 * Effects are injected through {@link AuthInput}; each is a named actor or action that `.provide()`
 * can replace.
 *
 * @example
 * const auth = createActor(authMachine, { input: { api, localStorage, sessionStorage,
 *   channel: createBroadcastChannel(TAB_CHANNEL_NAME), initialPath: location.pathname } }).start();
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
    emitted: {} as AuthEmitted,
    tags: {} as 'authenticated' | 'pending',
  },
  actors: {
    login: fromPromise<AuthResult, { api: AuthApi; credentials: LoginCredentials }>(({ input }) =>
      input.api.login(input.credentials),
    ),
    register: fromPromise<AuthResult, { api: AuthApi; draft: RegistrationDraft }>(({ input }) =>
      input.api.register(input.draft),
    ),
    logout: fromPromise<MessageResult, { api: AuthApi }>(({ input }) => input.api.logout()),
    currentUser: fromPromise<CurrentUserResult, { api: AuthApi }>(({ input }) =>
      input.api.currentUser(),
    ),
    tabMessages: fromCallback<{ type: 'noop' }, { channel: Channel<TabMessage> }>(
      ({ input, sendBack }) =>
        input.channel.subscribe((message) => {
          if (message.type === 'auth.signedIn') {
            sendBack({ type: 'auth.tab.signedIn', auth: message.auth });
          } else if (message.type === 'auth.signedOut') {
            sendBack({ type: 'auth.tab.signedOut', notice: message.notice });
          }
        }),
    ),
  },
  actions: {
    persistAuth: ({ context }) => {
      const stored = storedFrom(context);
      if (stored) writeStoredAuth(context.ports, stored);
    },
    clearStoredAuth: ({ context }) => clearStoredAuth(context.ports),
    broadcastSignedIn: ({ context }) => {
      const stored = storedFrom(context);
      if (stored) context.ports.channel.postMessage({ type: 'auth.signedIn', auth: stored });
    },
    broadcastSignedOut: ({ context }) =>
      context.ports.channel.postMessage({ type: 'auth.signedOut', notice: context.notice }),
    emitSignedIn: emit(({ context }) => ({
      type: 'auth.signedIn' as const,
      user: context.user as AuthUser,
      roles: context.roles,
    })),
    emitSignedOut: emit(({ context }) => ({
      type: 'auth.signedOut' as const,
      notice: context.notice,
      redirect: context.redirect,
    })),
    clearMessages: assign({ error: null, fieldErrors: {}, notice: null }),
  },
  guards: {
    hasStoredUser: ({ context }) => context.token !== null && context.user !== null,
    hasStoredToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => {
    const stored = readStoredAuth(input);
    return {
      ports: {
        api: input.api,
        localStorage: input.localStorage,
        sessionStorage: input.sessionStorage,
        channel: input.channel,
      },
      user: stored?.user ?? null,
      token: stored?.token ?? null,
      roles: stored ? (stored.roles.length ? stored.roles : rolesOf(stored)) : [],
      remember: stored?.remember ?? false,
      redirect: null,
      error: null,
      fieldErrors: {},
      notice: null,
      initialPath: input.initialPath ?? '/',
    };
  },
  invoke: {
    id: 'tabMessages',
    src: 'tabMessages',
    input: ({ context }) => ({ channel: context.ports.channel }),
  },
  initial: 'restoring',
  states: {
    restoring: {
      always: [
        { guard: 'hasStoredUser', target: 'signedIn' },
        { guard: 'hasStoredToken', target: 'loadingUser' },
        { target: 'signedOut' },
      ],
    },
    loadingUser: {
      tags: ['pending'],
      invoke: {
        id: 'currentUser',
        src: 'currentUser',
        input: ({ context }) => ({ api: context.ports.api }),
        onDone: [
          {
            guard: ({ event }) =>
              typeof event.output?.user === 'object' && event.output.user !== null,
            target: 'signedIn',
            actions: [
              assign({
                user: ({ event }) => event.output.user ?? null,
                roles: ({ event }) => rolesOf(event.output),
              }),
              'persistAuth',
            ],
          },
          {
            target: 'signedOut',
            actions: [
              assign({ ...signedOutContext, redirect: ({ context }) => context.initialPath }),
              'clearStoredAuth',
            ],
          },
        ],
        onError: {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, redirect: ({ context }) => context.initialPath }),
            'clearStoredAuth',
          ],
        },
      },
      on: {
        'auth.tab.signedOut': {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, notice: ({ event }) => event.notice }),
            'clearStoredAuth',
          ],
        },
      },
    },
    signedOut: {
      initial: 'idle',
      on: {
        'auth.rememberChanged': { actions: assign({ remember: ({ event }) => event.remember }) },
        'auth.clearMessages': { actions: 'clearMessages' },
        'auth.tab.signedIn': {
          target: 'signedIn',
          actions: [
            assign({
              user: ({ event }) => event.auth.user,
              token: ({ event }) => event.auth.token,
              roles: ({ event }) => [...event.auth.roles],
              remember: ({ event }) => event.auth.remember,
              redirect: null,
            }),
            'clearMessages',
            'persistAuth',
          ],
        },
      },
      states: {
        idle: {
          on: {
            'auth.login': {
              target: 'loggingIn',
              actions: [
                'clearMessages',
                assign({ remember: ({ event }) => event.credentials.remember ?? false }),
              ],
            },
            'auth.register': {
              target: 'registering',
              actions: [
                'clearMessages',
                assign({ remember: ({ event }) => event.remember ?? false }),
              ],
            },
          },
        },
        loggingIn: {
          tags: ['pending'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context, event }) => {
              if (event.type !== 'auth.login')
                throw new Error('loggingIn is entered by auth.login');
              return { api: context.ports.api, credentials: event.credentials };
            },
            onDone: [
              {
                guard: ({ event }) => hasUserAndToken(event.output),
                target: '#auth.signedIn',
                actions: [
                  assign(({ event }) => {
                    const result = event.output;
                    return {
                      user: result.user ?? null,
                      token: result.token ?? null,
                      roles: rolesOf(result),
                      redirect: null,
                    };
                  }),
                  'persistAuth',
                  'broadcastSignedIn',
                ],
              },
              { target: 'idle', actions: assign({ error: LOGIN_INVALID_RESPONSE_MESSAGE }) },
            ],
            onError: {
              target: 'idle',
              actions: assign({
                error: ({ event }) => errorMessage(event.error, LOGIN_FAILED_MESSAGE),
                // Per-field errors too: `otp` asks the form for the second factor (issue 35).
                fieldErrors: ({ event }) => toApiError(event.error)?.errors ?? {},
              }),
            },
          },
        },
        registering: {
          tags: ['pending'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ context, event }) => {
              if (event.type !== 'auth.register')
                throw new Error('registering is entered by auth.register');
              return { api: context.ports.api, draft: event.draft };
            },
            onDone: [
              {
                guard: ({ event }) => hasUserAndToken(event.output),
                target: '#auth.signedIn',
                actions: [
                  assign(({ event }) => ({
                    user: event.output.user ?? null,
                    token: event.output.token ?? null,
                    roles: rolesOf(event.output),
                    redirect: null,
                  })),
                  'persistAuth',
                  'broadcastSignedIn',
                ],
              },
              { target: 'idle', actions: assign({ error: REGISTRATION_FAILED_MESSAGE }) },
            ],
            onError: {
              target: 'idle',
              actions: assign(({ event }) => {
                const fieldErrors = toApiError(event.error)?.errors ?? {};
                const hasFieldErrors = Object.keys(fieldErrors).length > 0;
                return {
                  fieldErrors,
                  error: hasFieldErrors
                    ? null
                    : errorMessage(event.error, REGISTRATION_FAILED_MESSAGE),
                };
              }),
            },
          },
        },
      },
    },
    signedIn: {
      tags: ['authenticated'],
      entry: 'emitSignedIn',
      on: {
        'auth.logout': { target: 'loggingOut' },
        'auth.unauthorized': {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, notice: null, redirect: ({ event }) => event.path }),
            'clearStoredAuth',
            'broadcastSignedOut',
            'emitSignedOut',
          ],
        },
        'auth.sessionExpired': {
          target: 'signedOut',
          actions: [
            assign({
              ...signedOutContext,
              notice: ({ event }) => event.message,
              redirect: ({ event }) => event.redirect,
            }),
            'clearStoredAuth',
            'broadcastSignedOut',
            'emitSignedOut',
          ],
        },
        'auth.rememberChanged': {
          actions: [assign({ remember: ({ event }) => event.remember }), 'persistAuth'],
        },
        'auth.userUpdated': {
          actions: [assign({ user: ({ event }) => event.user }), 'persistAuth'],
        },
        'auth.clearMessages': { actions: 'clearMessages' },
        'auth.tab.signedIn': {
          target: 'signedIn',
          reenter: true,
          actions: [
            assign({
              user: ({ event }) => event.auth.user,
              token: ({ event }) => event.auth.token,
              roles: ({ event }) => [...event.auth.roles],
              remember: ({ event }) => event.auth.remember,
            }),
            'persistAuth',
          ],
        },
        'auth.tab.signedOut': {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, notice: ({ event }) => event.notice, redirect: null }),
            'clearStoredAuth',
            'emitSignedOut',
          ],
        },
      },
    },
    loggingOut: {
      tags: ['authenticated', 'pending'],
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ api: context.ports.api }),
        onDone: {
          target: 'signedOut',
          actions: [
            assign({
              ...signedOutContext,
              redirect: null,
              notice: ({ event }) => successMessage(event.output, LOGOUT_FALLBACK_MESSAGE),
            }),
            'clearStoredAuth',
            'broadcastSignedOut',
            'emitSignedOut',
          ],
        },
        onError: {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, redirect: null, notice: LOGOUT_FALLBACK_MESSAGE }),
            'clearStoredAuth',
            'broadcastSignedOut',
            'emitSignedOut',
          ],
        },
      },
      on: {
        'auth.tab.signedOut': {
          target: 'signedOut',
          actions: [
            assign({ ...signedOutContext, notice: ({ event }) => event.notice, redirect: null }),
            'clearStoredAuth',
            'emitSignedOut',
          ],
        },
      },
    },
  },
});

/** A snapshot of {@link authMachine}. */
export type AuthSnapshot = SnapshotFrom<typeof authMachine>;

/** True while a user is signed in, logout included (R-AUTH-4). */
export function isSignedIn(snapshot: AuthSnapshot): boolean {
  return snapshot.hasTag('authenticated');
}

/**
 * Whether the signed-in user has `role` (R-AUTH-4 "The auth state can test whether the user has a given
 * role"): the server's role list, or the user's own role when the list is empty. False when signed out.
 */
export function hasRole(snapshot: AuthSnapshot, role: Role): boolean {
  if (!isSignedIn(snapshot)) return false;
  const { roles, user } = snapshot.context;
  return roles.includes(role) || (roles.length === 0 && user?.role === role);
}

/**
 * Whether the session timeout applies: signed in without remember me (R-SESSION-1 Session timeout
 * "only for signed-in users who did not choose remember me"). Start sessionTimeoutMachine while true.
 */
export function needsSessionTimeout(snapshot: AuthSnapshot): boolean {
  return isSignedIn(snapshot) && !snapshot.context.remember;
}
