/**
 * Model-based paths over every machine (@xstate/graph): every state node and every transition
 * definition is reached by at least one generated path replayed on a real actor, with the machine's
 * invariants checked after each step. Prints the state and transition coverage.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { assign } from 'xstate';
import { authMachine } from './auth/authMachine.ts';
import type { AuthContext, AuthInput } from './auth/authMachine.ts';
import {
  APPLICATION_DRAFTS_STORAGE_KEY,
  AUTH_STORAGE_KEY,
  POSTING_DRAFT_STORAGE_KEY,
} from './constants.ts';
import { notificationPollingMachine } from './notificationPolling/notificationPollingMachine.ts';
import type { NotificationPollingContext } from './notificationPolling/notificationPollingMachine.ts';
import { apiError } from './ports/apiError.ts';
import { createManualActivitySource } from './ports/activity.ts';
import type { MemoryChannelHub } from './ports/channel.ts';
import { createMemoryChannelHub } from './ports/channel.ts';
import { createMemoryStorage } from './ports/storage.ts';
import { createManualVisibilitySource } from './ports/visibility.ts';
import { sessionTimeoutMachine } from './sessionTimeout/sessionTimeoutMachine.ts';
import type {
  SessionTimeoutContext,
  SessionTimeoutInput,
} from './sessionTimeout/sessionTimeoutMachine.ts';
import type { CoverageReport, ModelSpec } from './testing/modelCoverage.ts';
import { generatePaths, ratio, replayPaths } from './testing/modelCoverage.ts';
import { helperToastPreset } from './toasts/presets.ts';
import { toastsMachine } from './toasts/toastsMachine.ts';
import type { ToastsContext } from './toasts/toastsMachine.ts';
import type { AuthUser, NotificationItem, StoredAuth, TabMessage } from './types.ts';

/** Calls that never answer: the paths say when a call succeeds or fails. */
const never = () => new Promise<never>(() => {});

const customer: AuthUser = { id: 7, role: 'customer', email: 'ada@example.com', firstName: 'Ada' };
const business: AuthUser = { id: 9, role: 'business', email: 'hr@acme.test', businessName: 'Acme' };

const done = (id: string, ...outputs: unknown[]) =>
  outputs.map((output) => ({ type: `xstate.done.actor.${id}`, output }));
const failed = (id: string, ...errors: unknown[]) =>
  errors.map((error) => ({ type: `xstate.error.actor.${id}`, error }));

// ---------------------------------------------------------------------------------------------
// auth
// ---------------------------------------------------------------------------------------------

function authInput(stored: { local?: StoredAuth; session?: StoredAuth } = {}): AuthInput {
  const draft: Record<string, string> =
    stored.local || stored.session ? { [POSTING_DRAFT_STORAGE_KEY]: '{"title":"Baker"}' } : {};
  return {
    api: { login: never, register: never, logout: never, currentUser: never },
    localStorage: createMemoryStorage({
      ...draft,
      ...(stored.local ? { [AUTH_STORAGE_KEY]: JSON.stringify(stored.local) } : {}),
    }),
    sessionStorage: createMemoryStorage({
      ...(stored.local || stored.session
        ? { [APPLICATION_DRAFTS_STORAGE_KEY]: '{"version":1,"drafts":{}}' }
        : {}),
      ...(stored.session ? { [AUTH_STORAGE_KEY]: JSON.stringify(stored.session) } : {}),
    }),
    channel: createMemoryChannelHub<TabMessage>().connect(),
    initialPath: '/c/jobs',
  };
}

const authSpec: ModelSpec<typeof authMachine> = {
  machine: authMachine,
  inputs: [
    { label: 'no stored auth', make: () => authInput() },
    {
      label: 'stored user (remember)',
      make: () =>
        authInput({ local: { token: 't', user: customer, roles: ['customer'], remember: true } }),
    },
    {
      label: 'stored token only',
      make: () => authInput({ session: { token: 't', user: null, roles: [], remember: false } }),
    },
  ],
  samples: (type, snapshot) => {
    const context = snapshot.context as AuthContext;
    const credentials = { email: 'ada@example.com', password: 'Secret#123' };
    switch (type) {
      case 'auth.login':
        return [true, false].map((remember) => ({
          type,
          credentials: { ...credentials, remember },
        }));
      case 'auth.register':
        return [
          {
            type,
            draft: {
              role: 'customer',
              ...credentials,
              passwordConfirmation: 'x',
              agreedToTerms: true,
            },
          },
        ];
      case 'auth.unauthorized':
        return [{ type, path: '/c/applications' }];
      case 'auth.sessionExpired':
        return [
          { type, message: 'Your session has expired. Please log in again.', redirect: '/c/jobs' },
        ];
      case 'auth.rememberChanged':
        return [{ type, remember: !context.remember }];
      case 'auth.userUpdated':
        return [{ type, user: { ...customer, avatarUrl: '/a.png?t=1' } }];
      case 'auth.tab.signedIn':
        return [
          { type, auth: { token: 'tab', user: business, roles: ['business'], remember: false } },
        ];
      case 'auth.tab.signedOut':
        return [{ type, notice: 'You have been logged out' }];
      case 'xstate.done.actor.login':
      case 'xstate.done.actor.register':
        return done(
          type.slice(18),
          { user: customer, token: 'tok', roles: ['customer'] },
          { user: customer },
        );
      case 'xstate.error.actor.login':
        return failed('login', apiError(422, 'Wrong password'));
      case 'xstate.error.actor.register':
        return failed(
          'register',
          apiError(422, '', { errors: { email: ['Taken'] } }),
          new TypeError('offline'),
        );
      case 'xstate.done.actor.logout':
        return done('logout', { message: 'Bye' });
      case 'xstate.error.actor.logout':
        return failed('logout', apiError(500, ''));
      case 'xstate.done.actor.currentUser':
        return done('currentUser', { user: customer, roles: ['customer'] }, {});
      case 'xstate.error.actor.currentUser':
        return failed('currentUser', apiError(401, ''));
      default:
        return undefined;
    }
  },
  key: (snapshot) => {
    const context = snapshot.context as AuthContext;
    return JSON.stringify([snapshot.value, context.remember, !!context.user, !!context.token]);
  },
  invariant: (snapshot, input) => {
    const context = snapshot.context as AuthContext;
    const inLocal = input.localStorage.getItem(AUTH_STORAGE_KEY);
    const inSession = input.sessionStorage.getItem(AUTH_STORAGE_KEY);
    if (snapshot.hasTag('authenticated')) {
      expect(context.token).not.toBeNull();
      expect(context.user).not.toBeNull();
      const [kept, other] = context.remember ? [inLocal, inSession] : [inSession, inLocal];
      expect(JSON.parse(kept ?? 'null')).toMatchObject({
        token: context.token,
        remember: context.remember,
      });
      expect(other).toBeNull();
    }
    if (snapshot.matches('signedOut')) {
      expect([context.token, context.user, inLocal, inSession]).toEqual([null, null, null, null]);
      expect(input.localStorage.getItem(POSTING_DRAFT_STORAGE_KEY)).toBeNull();
      expect(input.sessionStorage.getItem(APPLICATION_DRAFTS_STORAGE_KEY)).toBeNull();
    }
    if (snapshot.matches('loadingUser')) expect(context.user).toBeNull();
  },
};

// ---------------------------------------------------------------------------------------------
// session timeout (countdown shortened to 3 s through .provide(), so its end is reachable)
// ---------------------------------------------------------------------------------------------

const sessionHubs = new WeakMap<SessionTimeoutInput, MemoryChannelHub<TabMessage>>();

const sessionSpec: ModelSpec<typeof sessionTimeoutMachine> = {
  machine: sessionTimeoutMachine.provide({
    actions: { startCountdown: assign({ remainingSeconds: 3, isCritical: true }) },
  }),
  inputs: [
    {
      label: 'signed in',
      make: () => {
        const hub = createMemoryChannelHub<TabMessage>();
        const input: SessionTimeoutInput = {
          api: { status: never, extend: never, heartbeat: never },
          channel: hub.connect(),
          activity: createManualActivitySource(),
          currentPath: '/c/jobs',
        };
        sessionHubs.set(input, hub);
        return input;
      },
    },
  ],
  samples: (type) => {
    switch (type) {
      case 'session.navigated':
        return [{ type, path: '/c/jobs/1' }];
      case 'session.tab.ended':
        return [
          { type, reason: 'expired' },
          { type, reason: 'loggedOut' },
        ];
      case 'session.activityConfirmed':
        return []; // raised by the machine itself after the debounce
      case 'xstate.done.actor.extendSession':
      case 'xstate.done.actor.sendHeartbeat':
        return done(type.slice(18), {});
      case 'xstate.error.actor.extendSession':
        return failed('extendSession', apiError(500, ''));
      case 'xstate.error.actor.sendHeartbeat':
      case 'xstate.error.actor.checkStatus':
        return failed(type.slice(19), apiError(401, ''), apiError(503, ''));
      case 'xstate.done.actor.checkStatus':
        return done(
          'checkStatus',
          { isExpired: false, expiresInSeconds: 600 },
          { isExpired: true, expiresInSeconds: 0 },
        );
      default:
        return undefined;
    }
  },
  key: (snapshot) => {
    const context = snapshot.context as SessionTimeoutContext;
    return JSON.stringify([
      snapshot.value,
      context.remainingSeconds,
      context.activeSinceHeartbeat,
      context.endReason,
      context.endRelayed,
    ]);
  },
  invariant: (snapshot, input) => {
    const context = snapshot.context as SessionTimeoutContext;
    const warning = snapshot.matches({ running: { inactivity: 'warning' } });
    if (snapshot.status === 'active') {
      expect(context.remainingSeconds !== null).toBe(warning);
      expect(context.isCritical).toBe(
        context.remainingSeconds !== null && context.remainingSeconds <= 60,
      );
    } else {
      const output = snapshot.output as {
        reason: string;
        relayed: boolean;
        message: string | null;
      };
      const expiry = output.reason === 'expired' || output.reason === 'serverExpired';
      expect(output.message).toBe(expiry ? 'Your session has expired. Please log in again.' : null);
      const relayedEnd = sessionHubs
        .get(input)
        ?.posted.some((message) => message.type === 'session.ended');
      expect(relayedEnd).toBe(!output.relayed);
    }
  },
};

// ---------------------------------------------------------------------------------------------
// notification polling
// ---------------------------------------------------------------------------------------------

const item = (id: number): NotificationItem => ({
  id,
  message: `n${id}`,
  timestamp: '2026-11-20T10:00:00Z',
  isRead: false,
  isImportant: false,
});

const pollingSpec: ModelSpec<typeof notificationPollingMachine> = {
  machine: notificationPollingMachine,
  inputs: [true, false].map((visible) => ({
    label: visible ? 'visible tab' : 'hidden tab',
    make: () => ({
      api: { list: never, markRead: never, readAll: never, toggleImportant: never, remove: never },
      visibility: createManualVisibilitySource(visible),
      activity: createManualActivitySource(),
    }),
  })),
  samples: (type, snapshot) => {
    const context = snapshot.context as NotificationPollingContext;
    const idle = context.pending.length === 0;
    // While a mutation is pending only its answer is explored: keeps the graph small.
    if (!idle && !type.startsWith('notifications.mutation.')) return [];
    switch (type) {
      case 'notifications.refresh':
        return [{ type }, { type, force: true }];
      case 'notifications.markRead':
      case 'notifications.toggleImportant':
      case 'notifications.delete':
        return idle ? [{ type, id: 1 }] : [];
      case 'notifications.readAll':
        return idle ? [{ type }] : [];
      case 'notifications.visibilityChanged':
        return [
          { type, visible: true },
          { type, visible: false },
        ];
      case 'notifications.mutation.succeeded':
        return context.pending.map(({ mutationId }) => ({ type, mutationId, message: null }));
      case 'notifications.mutation.failed':
        return context.pending.map(({ mutationId }) => ({
          type,
          mutationId,
          error: apiError(500, ''),
        }));
      case 'notifications.fetched':
      case 'notifications.pause':
      case 'notifications.resume':
      case 'notifications.shown':
        return []; // raised by the machine itself
      case 'xstate.done.actor.fetchNotifications':
        return done('fetchNotifications', { notifications: [item(1)], unreadCount: 1 });
      case 'xstate.error.actor.fetchNotifications':
        return failed(
          'fetchNotifications',
          apiError(401, ''),
          apiError(429, '', { retryAfterSeconds: 30 }),
          apiError(500, ''),
        );
      default:
        return undefined;
    }
  },
  key: (snapshot) => {
    const context = snapshot.context as NotificationPollingContext;
    return JSON.stringify([
      snapshot.value,
      context.pending.map((entry) => entry.mutation.kind),
      context.fetchReason === 'request',
    ]);
  },
  invariant: (snapshot) => {
    const context = snapshot.context as NotificationPollingContext;
    expect(context.intervalMs).toBeGreaterThanOrEqual(60_000);
    expect(context.intervalMs).toBeLessThanOrEqual(300_000);
    expect(context.nextDelayMs).toBeGreaterThan(0);
    expect(context.nextDelayMs).toBeLessThanOrEqual(300_000);
    expect(context.unreadCount).toBeGreaterThanOrEqual(0);
    if (snapshot.matches({ running: { polling: 'waiting' } })) {
      expect(snapshot.matches({ running: { visibility: 'visible', presence: 'active' } })).toBe(
        true,
      );
    }
  },
};

// ---------------------------------------------------------------------------------------------
// toasts
// ---------------------------------------------------------------------------------------------

const toastsSpec: ModelSpec<typeof toastsMachine> = {
  machine: toastsMachine,
  inputs: [{ label: 'helper preset', make: () => ({ preset: helperToastPreset }) }],
  samples: (type, snapshot) => {
    const context = snapshot.context as ToastsContext;
    const room = context.toasts.length < 2;
    const perToast = () => context.toasts.map((toast) => ({ type, id: toast.id }));
    switch (type) {
      case 'toast.add':
        return room
          ? [{ type, toast: { type: 'info', message: 'A', action: { label: 'Undo' } } }]
          : [];
      case 'toast.success':
      case 'toast.error':
      case 'toast.info':
      case 'toast.warning':
        return room ? [{ type, message: 'B' }] : [];
      case 'toast.dismiss':
      case 'toast.pause':
      case 'toast.resume':
      case 'toast.actionPressed':
      case 'toast.tick':
        return perToast();
      default:
        return undefined;
    }
  },
  key: (snapshot) => {
    const context = snapshot.context as ToastsContext;
    return JSON.stringify([
      snapshot.value,
      context.toasts.map((toast) => `${toast.type}/${toast.message}/${toast.paused}`),
    ]);
  },
  invariant: (snapshot) => {
    const { toasts, preset } = snapshot.context as ToastsContext;
    expect(toasts.length).toBeLessThanOrEqual(preset.maxToasts);
    expect(new Set(toasts.map((toast) => toast.id)).size).toBe(toasts.length);
    expect(
      new Set(toasts.map((toast) => `${toast.type}/${toast.title}/${toast.message}`)).size,
    ).toBe(toasts.length);
    for (const toast of toasts) {
      expect(toast.progress).toBeGreaterThanOrEqual(0);
      expect(toast.progress).toBeLessThan(1);
    }
    expect(snapshot.matches('empty')).toBe(toasts.length === 0);
  },
};

// ---------------------------------------------------------------------------------------------

const reports = new Map<string, CoverageReport>();

afterAll(() => {
  const rows = [...reports].map(
    ([name, report]) =>
      `${name.padEnd(27)} states ${ratio(report.states).padEnd(14)} transitions ${ratio(report.transitions).padEnd(16)} paths ${report.paths}`,
  );
  console.log(
    `\nStatechart coverage (generated paths replayed on real actors)\n${rows.join('\n')}`,
  );
});

describe.each([
  ['authMachine', authSpec],
  ['sessionTimeoutMachine', sessionSpec],
  ['notificationPollingMachine', pollingSpec],
  ['toastsMachine', toastsSpec],
] as Array<[string, ModelSpec<never>]>)('%s: generated paths', (name, spec) => {
  it(
    'reach every state and every transition on a real actor, keeping the invariants',
    { timeout: 120_000 },
    () => {
      const paths = generatePaths(spec);
      const report = replayPaths(spec, paths);
      reports.set(name, report);
      expect(report.states.missing).toEqual([]);
      expect(report.transitions.missing).toEqual([]);
    },
  );
});
