import { describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { AUTH_STORAGE_KEY, POSTING_DRAFT_STORAGE_KEY } from '../constants.ts';
import { apiError } from '../ports/apiError.ts';
import type { MemoryChannelHub } from '../ports/channel.ts';
import { createMemoryChannelHub } from '../ports/channel.ts';
import { createMemoryStorage } from '../ports/storage.ts';
import { deferred } from '../testing/deferred.ts';
import type {
  AuthApi,
  AuthResult,
  AuthUser,
  CurrentUserResult,
  MessageResult,
  RegistrationDraft,
  StoredAuth,
  TabMessage,
} from '../types.ts';
import type { AuthEmitted, AuthSnapshot } from './authMachine.ts';
import { authMachine, hasRole, isSignedIn, needsSessionTimeout } from './authMachine.ts';
import { loginUrl, safeRedirect } from './redirect.ts';

const customer: AuthUser = {
  id: 7,
  role: 'customer',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
};
const business: AuthUser = { id: 9, role: 'business', email: 'hr@acme.test', businessName: 'Acme' };

const draft: RegistrationDraft = {
  role: 'customer',
  email: 'ada@example.com',
  password: 'Secret#123',
  passwordConfirmation: 'Secret#123',
  agreedToTerms: true,
  firstName: 'Ada',
  lastName: 'Lovelace',
};

function fakeAuthApi(overrides: Partial<AuthApi> = {}) {
  return {
    login: vi.fn<AuthApi['login']>(() =>
      Promise.resolve({ user: customer, token: 'tok-1', roles: ['customer'] }),
    ),
    register: vi.fn<AuthApi['register']>(() =>
      Promise.resolve({ user: customer, token: 'tok-2', roles: ['customer'] }),
    ),
    logout: vi.fn<AuthApi['logout']>(() => Promise.resolve({ message: 'Logged out successfully' })),
    currentUser: vi.fn<AuthApi['currentUser']>(() =>
      Promise.resolve({ user: customer, roles: ['customer'] }),
    ),
    ...overrides,
  };
}

function stored(auth: StoredAuth): string {
  return JSON.stringify(auth);
}

function startAuth(
  options: {
    api?: ReturnType<typeof fakeAuthApi>;
    local?: Record<string, string>;
    session?: Record<string, string>;
    hub?: MemoryChannelHub<TabMessage>;
    initialPath?: string;
  } = {},
) {
  const api = options.api ?? fakeAuthApi();
  const localStorage = createMemoryStorage(options.local);
  const sessionStorage = createMemoryStorage(options.session);
  const hub = options.hub ?? createMemoryChannelHub<TabMessage>();
  const emitted: AuthEmitted[] = [];
  const actor = createActor(authMachine, {
    input: {
      api,
      localStorage,
      sessionStorage,
      channel: hub.connect(),
      ...(options.initialPath ? { initialPath: options.initialPath } : {}),
    },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('pending'));
  return { actor, api, localStorage, sessionStorage, hub, emitted, settled };
}

const login = (remember = false) => ({
  type: 'auth.login' as const,
  credentials: { email: 'ada@example.com', password: 'Secret#123', remember },
});

describe('authMachine: login (R-AUTH-1 Authentication)', () => {
  it('signs in with the user, token and roles of the response', async () => {
    const { actor, api, settled, emitted } = startAuth();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    actor.send(login());
    expect(actor.getSnapshot().hasTag('pending')).toBe(true);
    await settled();
    expect(api.login).toHaveBeenCalledWith({
      email: 'ada@example.com',
      password: 'Secret#123',
      remember: false,
    });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedIn')).toBe(true);
    expect(snapshot.context).toMatchObject({ user: customer, token: 'tok-1', roles: ['customer'] });
    expect(emitted).toContainEqual({ type: 'auth.signedIn', user: customer, roles: ['customer'] });
  });

  it('shows the server message when login fails', async () => {
    const api = fakeAuthApi({
      login: vi.fn(() =>
        Promise.reject(apiError(422, 'These credentials do not match our records.')),
      ),
    });
    const { actor, settled } = startAuth({ api });
    actor.send(login());
    await settled();
    expect(actor.getSnapshot().matches({ signedOut: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('These credentials do not match our records.');
  });

  it('falls back to "Authentication failed" without a server message', async () => {
    const api = fakeAuthApi({
      login: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    });
    const { actor, settled } = startAuth({ api });
    actor.send(login());
    await settled();
    expect(actor.getSnapshot().context.error).toBe('Authentication failed');
  });

  it.each<[string, AuthResult]>([
    ['no user', { token: 'tok', roles: [] }],
    ['no token', { user: customer, roles: ['customer'] }],
    ['an empty token', { user: customer, token: '' }],
  ])(
    'rejects a login response with %s: "Invalid response format from login API"',
    async (_, result) => {
      const api = fakeAuthApi({ login: vi.fn(() => Promise.resolve(result)) });
      const { actor, settled, localStorage, sessionStorage } = startAuth({ api });
      actor.send(login());
      await settled();
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().context.error).toBe('Invalid response format from login API');
      expect(localStorage.entries()).toEqual({});
      expect(sessionStorage.entries()).toEqual({});
    },
  );

  it('falls back to the user role when the response has no role list', async () => {
    const api = fakeAuthApi({
      login: vi.fn(() => Promise.resolve({ user: business, token: 't' })),
    });
    const { actor, settled } = startAuth({ api });
    actor.send(login());
    await settled();
    expect(actor.getSnapshot().context.roles).toEqual(['business']);
    expect(hasRole(actor.getSnapshot(), 'business')).toBe(true);
  });
});

describe('authMachine: remember me (R-AUTH-3)', () => {
  it('keeps the stored auth in session storage when remember me is off', async () => {
    const { actor, settled, localStorage, sessionStorage } = startAuth();
    actor.send(login(false));
    await settled();
    expect(JSON.parse(sessionStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toEqual({
      token: 'tok-1',
      user: customer,
      roles: ['customer'],
      remember: false,
    });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps the stored auth in persistent storage when remember me is on', async () => {
    const { actor, settled, localStorage, sessionStorage } = startAuth();
    actor.send(login(true));
    await settled();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? 'null')).toMatchObject({
      token: 'tok-1',
      remember: true,
    });
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(needsSessionTimeout(actor.getSnapshot())).toBe(false);
  });

  it('moves the stored auth when the choice changes, both ways', async () => {
    const { actor, settled, localStorage, sessionStorage } = startAuth();
    actor.send(login(false));
    await settled();
    expect(needsSessionTimeout(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'auth.rememberChanged', remember: true });
    expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(localStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      remember: true,
    });
    actor.send({ type: 'auth.rememberChanged', remember: false });
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    expect(JSON.parse(sessionStorage.getItem(AUTH_STORAGE_KEY) ?? '{}')).toMatchObject({
      remember: false,
    });
  });

  it('restores a stored user at start without a call (persistent first)', () => {
    const { actor, api } = startAuth({
      local: {
        [AUTH_STORAGE_KEY]: stored({
          token: 't',
          user: business,
          roles: ['business'],
          remember: true,
        }),
      },
    });
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ user: business, remember: true });
    expect(api.currentUser).not.toHaveBeenCalled();
  });

  it('ignores and removes an unreadable stored auth', () => {
    const { actor, localStorage } = startAuth({ local: { [AUTH_STORAGE_KEY]: '{not json' } });
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('authMachine: route guard rules (R-GUARD-1)', () => {
  it('fetches the current user when a token exists but no user is loaded', async () => {
    const { actor, api, settled } = startAuth({
      session: {
        [AUTH_STORAGE_KEY]: stored({ token: 't', user: null, roles: [], remember: false }),
      },
    });
    expect(actor.getSnapshot().matches('loadingUser')).toBe(true);
    await settled();
    expect(api.currentUser).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(customer);
  });

  it.each<[string, () => Promise<CurrentUserResult>]>([
    ['fails', () => Promise.reject(apiError(401, 'Unauthenticated.'))],
    ['returns no user', () => Promise.resolve({ roles: [] })],
  ])(
    'signs out with a redirect to the wanted path when the user fetch %s',
    async (_, currentUser) => {
      const { actor, settled, sessionStorage } = startAuth({
        api: fakeAuthApi({ currentUser: vi.fn(currentUser) }),
        initialPath: '/c/jobs/42',
        session: {
          [AUTH_STORAGE_KEY]: stored({ token: 't', user: null, roles: [], remember: false }),
        },
      });
      await settled();
      expect(actor.getSnapshot().matches('signedOut')).toBe(true);
      expect(actor.getSnapshot().context.redirect).toBe('/c/jobs/42');
      expect(loginUrl(actor.getSnapshot().context.redirect)).toBe(
        '/login?redirect=%2Fc%2Fjobs%2F42',
      );
      expect(sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
    },
  );
});

describe('authMachine: sign-out (R-AUTH-2, R-SHELL-5, R-ERR-5)', () => {
  async function signedInCustomer(api = fakeAuthApi()) {
    const harness = startAuth({
      api,
      local: {
        [AUTH_STORAGE_KEY]: stored({
          token: 't',
          user: customer,
          roles: ['customer'],
          remember: true,
        }),
        [POSTING_DRAFT_STORAGE_KEY]: '{"title":"Senior baker"}',
      },
    });
    await harness.settled();
    return harness;
  }

  it('logs out with the server message and clears the stored auth and the posting draft', async () => {
    const { actor, settled, localStorage, api, emitted } = await signedInCustomer();
    actor.send({ type: 'auth.logout' });
    expect(isSignedIn(actor.getSnapshot())).toBe(true);
    await settled();
    expect(api.logout).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('Logged out successfully');
    expect(localStorage.entries()).toEqual({});
    expect(emitted).toContainEqual({
      type: 'auth.signedOut',
      notice: 'Logged out successfully',
      redirect: null,
    });
  });

  it.each<[string, () => Promise<MessageResult>]>([
    ['the call fails', () => Promise.reject(apiError(500, ''))],
    ['the server sends no message', () => Promise.resolve({})],
  ])('still signs out with "You have been logged out" when %s', async (_, logout) => {
    const { actor, settled, localStorage } = await signedInCustomer(
      fakeAuthApi({ logout: vi.fn(logout) }),
    );
    actor.send({ type: 'auth.logout' });
    await settled();
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(actor.getSnapshot().context.notice).toBe('You have been logged out');
    expect(localStorage.getItem(POSTING_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it('signs out on any 401 with a redirect to the current path', async () => {
    const { actor, localStorage } = await signedInCustomer();
    actor.send({ type: 'auth.unauthorized', path: '/c/applications?page=2' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.matches('signedOut')).toBe(true);
    expect(snapshot.context).toMatchObject({
      user: null,
      token: null,
      redirect: '/c/applications?page=2',
    });
    expect(localStorage.entries()).toEqual({});
  });

  it('signs out when the session expires, keeping the message and the redirect', async () => {
    const { actor } = await signedInCustomer();
    actor.send({
      type: 'auth.sessionExpired',
      message: 'Your session has expired. Please log in again.',
      redirect: '/c/jobs',
    });
    expect(actor.getSnapshot().context).toMatchObject({
      notice: 'Your session has expired. Please log in again.',
      redirect: '/c/jobs',
    });
  });

  it('ignores a 401 while signed out', () => {
    const { actor } = startAuth();
    actor.send({ type: 'auth.unauthorized', path: '/c/jobs' });
    expect(actor.getSnapshot().context.redirect).toBeNull();
  });
});

describe('authMachine: registration (R-VALID-2, R-VALID-3)', () => {
  it('signs in after registering', async () => {
    const { actor, api, settled } = startAuth();
    actor.send({ type: 'auth.register', draft });
    await settled();
    expect(api.register).toHaveBeenCalledWith(draft);
    expect(actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(actor.getSnapshot().context.token).toBe('tok-2');
  });

  it('keeps the server errors per field', async () => {
    const errors = { email: ['The email has already been taken.'] };
    const api = fakeAuthApi({
      register: vi.fn(() =>
        Promise.reject(apiError(422, 'The given data was invalid.', { errors })),
      ),
    });
    const { actor, settled } = startAuth({ api });
    actor.send({ type: 'auth.register', draft });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: errors, error: null });
  });

  it.each<[string, Error, string]>([
    ['the server message', apiError(409, 'Registration is closed.'), 'Registration is closed.'],
    ['the fallback', new TypeError('Failed to fetch'), 'Registration failed. Please try again.'],
  ])('shows %s without field errors', async (_, error, message) => {
    const api = fakeAuthApi({ register: vi.fn(() => Promise.reject(error)) });
    const { actor, settled } = startAuth({ api });
    actor.send({ type: 'auth.register', draft });
    await settled();
    expect(actor.getSnapshot().context).toMatchObject({ fieldErrors: {}, error: message });
  });

  it('clears the messages on the next attempt', async () => {
    const api = fakeAuthApi({ register: vi.fn(() => Promise.reject(apiError(500, 'Nope'))) });
    const { actor, settled } = startAuth({ api });
    actor.send({ type: 'auth.register', draft });
    await settled();
    actor.send({ type: 'auth.clearMessages' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('authMachine: hasRole (R-AUTH-4)', () => {
  it('tests the role list of the signed-in user and is false when signed out', async () => {
    const { actor, settled } = startAuth();
    const check = (snapshot: AuthSnapshot) => [
      hasRole(snapshot, 'customer'),
      hasRole(snapshot, 'business'),
    ];
    expect(check(actor.getSnapshot())).toEqual([false, false]);
    actor.send(login());
    await settled();
    expect(check(actor.getSnapshot())).toEqual([true, false]);
  });
});

describe('authMachine: between tabs (R-SESSION-6)', () => {
  it('relays sign-in and logout to the other tab', async () => {
    const hub = createMemoryChannelHub<TabMessage>();
    const a = startAuth({ hub });
    const b = startAuth({ hub });
    a.actor.send(login(false));
    await a.settled();
    expect(b.actor.getSnapshot().matches('signedIn')).toBe(true);
    expect(b.actor.getSnapshot().context).toMatchObject({ user: customer, token: 'tok-1' });
    expect(b.sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull();

    b.actor.send({ type: 'auth.logout' });
    await b.settled();
    expect(a.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(a.actor.getSnapshot().context.notice).toBe('Logged out successfully');
    expect(a.sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('relays a 401 sign-out and does not bounce messages back', async () => {
    const hub = createMemoryChannelHub<TabMessage>();
    const a = startAuth({ hub });
    const b = startAuth({ hub });
    a.actor.send(login(true));
    await a.settled();
    a.actor.send({ type: 'auth.unauthorized', path: '/c/jobs' });
    expect(b.actor.getSnapshot().matches('signedOut')).toBe(true);
    expect(hub.posted.map((message) => message.type)).toEqual(['auth.signedIn', 'auth.signedOut']);
  });

  it('a sign-out in another tab cancels a pending user fetch', async () => {
    const hub = createMemoryChannelHub<TabMessage>();
    const pendingUser = deferred<CurrentUserResult>();
    const b = startAuth({
      hub,
      api: fakeAuthApi({ currentUser: vi.fn(() => pendingUser.promise) }),
      session: {
        [AUTH_STORAGE_KEY]: stored({ token: 't', user: null, roles: [], remember: false }),
      },
    });
    hub.connect().postMessage({ type: 'auth.signedOut', notice: 'You have been logged out' });
    pendingUser.resolve({ user: customer, roles: ['customer'] });
    await Promise.resolve();
    expect(b.actor.getSnapshot().matches('signedOut')).toBe(true);
  });
});

describe('loginUrl / safeRedirect', () => {
  it('encodes the wanted path and refuses paths that leave the site', () => {
    expect(loginUrl(null)).toBe('/login');
    expect(loginUrl('/b/postings/new')).toBe('/login?redirect=%2Fb%2Fpostings%2Fnew');
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=%2F')).toBeNull();
    expect(safeRedirect('/c/jobs#apply')).toBe('/c/jobs#apply');
  });

  it('refuses paths holding a tab, a line break, a space or a backslash (a browser strips them into //host)', () => {
    expect(safeRedirect('/\t/evil.example')).toBeNull();
    expect(safeRedirect('/c/jobs\t')).toBeNull();
    expect(safeRedirect('/\n/evil.example')).toBeNull();
    expect(safeRedirect('/c/jobs?q=a b')).toBeNull();
    expect(safeRedirect('/c\\jobs')).toBeNull();
    expect(loginUrl('/\t/evil.example')).toBe('/login');
    expect(safeRedirect('/c/jobs?q=data%20engineer')).toBe('/c/jobs?q=data%20engineer');
  });
});
