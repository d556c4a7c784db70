import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { apiError } from '../ports/apiError.ts';
import { createManualActivitySource } from '../ports/activity.ts';
import type { MemoryChannelHub } from '../ports/channel.ts';
import { createMemoryChannelHub } from '../ports/channel.ts';
import { SteppingClock } from '../testing/SteppingClock.ts';
import { deferred } from '../testing/deferred.ts';
import type { SessionApi, SessionStatus, TabMessage } from '../types.ts';
import type { SessionTimeoutEmitted } from './sessionTimeoutMachine.ts';
import {
  formatCountdown,
  isExtending,
  isWarningOpen,
  sessionTimeoutMachine,
} from './sessionTimeoutMachine.ts';
import { toAuthEvent } from './toAuthEvent.ts';

function fakeSessionApi(overrides: Partial<SessionApi> = {}) {
  return {
    status: vi.fn<() => Promise<SessionStatus>>(() =>
      Promise.resolve({ isExpired: false, expiresInSeconds: 900 }),
    ),
    extend: vi.fn<() => Promise<unknown>>(() => Promise.resolve({})),
    heartbeat: vi.fn<() => Promise<unknown>>(() => Promise.resolve({ expiresInSeconds: 900 })),
    ...overrides,
  };
}

function startSession(
  options: {
    clock?: SteppingClock;
    hub?: MemoryChannelHub<TabMessage>;
    api?: ReturnType<typeof fakeSessionApi>;
    currentPath?: string;
  } = {},
) {
  const clock = options.clock ?? new SteppingClock();
  const hub = options.hub ?? createMemoryChannelHub<TabMessage>();
  const api = options.api ?? fakeSessionApi();
  const activity = createManualActivitySource();
  const emitted: SessionTimeoutEmitted[] = [];
  const actor = createActor(sessionTimeoutMachine, {
    clock,
    input: { api, channel: hub.connect(), activity, currentPath: options.currentPath ?? '/c/jobs' },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const toasts = () =>
    emitted.flatMap((event) => (event.type === 'toast.requested' ? [event.toast.message] : []));
  return { actor, clock, hub, api, activity, emitted, toasts };
}

describe('sessionTimeoutMachine: inactivity timer (R-SESSION-1 Session timeout, R-LIMIT-1)', () => {
  it('opens the warning at 10 minutes (600,000 ms) of inactivity, not at 599,999 ms', async () => {
    const { actor, clock } = startSession();
    await clock.advance(600_000 - 1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(false);
    await clock.advance(1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(300);
  });

  it('counts down a second at a time and turns critical at 60 s or less (840,000 ms)', async () => {
    const { actor, clock } = startSession();
    await clock.advance(600_000 + 1000);
    expect(actor.getSnapshot().context).toMatchObject({ remainingSeconds: 299, isCritical: false });
    await clock.advanceTo(840_000 - 1);
    expect(actor.getSnapshot().context).toMatchObject({ remainingSeconds: 61, isCritical: false });
    await clock.advanceTo(840_000);
    expect(actor.getSnapshot().context).toMatchObject({ remainingSeconds: 60, isCritical: true });
    expect(formatCountdown(actor.getSnapshot().context.remainingSeconds ?? 0)).toBe('1:00');
  });

  it('ends the session at 15 minutes (900,000 ms) with the expiry message and a redirect back', async () => {
    const { actor, clock, emitted } = startSession({ currentPath: '/c/applications' });
    await clock.advance(900_000 - 1);
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.remainingSeconds).toBe(1);
    await clock.advance(1);
    const snapshot = actor.getSnapshot();
    expect(snapshot.status).toBe('done');
    expect(snapshot.output).toEqual({
      reason: 'expired',
      relayed: false,
      message: 'Your session has expired. Please log in again.',
      redirect: '/c/applications',
    });
    expect(emitted).toContainEqual({ type: 'session.ended', ...snapshot.output });
  });

  it('restarts the 15-minute timer on activity (debounced): warning 600,000 ms after it counts', async () => {
    const { actor, clock, activity } = startSession();
    await clock.advance(300_000);
    activity.emit('key');
    const countedAt = 300_000 + 2000;
    await clock.advanceTo(countedAt + 600_000 - 1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(false);
    await clock.advance(1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(true);
  });

  it('counts a burst of local activity once, 2,000 ms after its last event (debounce)', async () => {
    const { actor, clock, hub } = startSession();
    actor.send({ type: 'session.activity' });
    await clock.advance(1500);
    actor.send({ type: 'session.activity' });
    await clock.advance(2000 - 1);
    expect(hub.posted).toEqual([]);
    await clock.advance(1);
    expect(hub.posted).toEqual([{ type: 'session.activity' }]);
  });

  it('ignores local activity while the warning shows', async () => {
    const { actor, clock, hub } = startSession();
    await clock.advance(600_000);
    actor.send({ type: 'session.activity' });
    await clock.advance(2000 * 2);
    expect(isWarningOpen(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.remainingSeconds).toBe(296);
    expect(hub.posted).toEqual([]);
  });

  it('counts navigation as activity at once and keeps the path for the redirect', async () => {
    const { actor, clock, hub } = startSession({ currentPath: '/c/dashboard' });
    await clock.advance(500_000);
    actor.send({ type: 'session.navigated', path: '/c/jobs/42' });
    expect(hub.posted).toEqual([{ type: 'session.activity' }]);
    await clock.advance(600_000 - 1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(false);
    await clock.advance(1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(true);
    await clock.advance(300_000);
    expect(actor.getSnapshot().output?.redirect).toBe('/c/jobs/42');
  });
});

describe('sessionTimeoutMachine: the warning dialog (R-SESSION-2, R-SESSION-3)', () => {
  it('"Stay Logged In" extends through the server, toasts success and restarts the timer', async () => {
    const answer = deferred<unknown>();
    const api = fakeSessionApi({ extend: vi.fn(() => answer.promise) });
    const { actor, clock, toasts, hub } = startSession({ api });
    await clock.advance(600_000 + 10_000);
    actor.send({ type: 'session.stayLoggedIn' });
    expect(isExtending(actor.getSnapshot())).toBe(true);
    expect(api.extend).toHaveBeenCalledTimes(1);
    answer.resolve({});
    await clock.advance(0);
    expect(isWarningOpen(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.remainingSeconds).toBeNull();
    expect(toasts()).toEqual(['Session extended successfully']);
    expect(hub.posted).toContainEqual({ type: 'session.activity' });
    await clock.advance(600_000 - 1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(false);
    await clock.advance(1);
    expect(isWarningOpen(actor.getSnapshot())).toBe(true);
  });

  it('a failed extension toasts "Failed to extend session" and ends the session', async () => {
    const api = fakeSessionApi({
      extend: vi.fn(() => Promise.reject(apiError(500, 'Server Error'))),
    });
    const { actor, clock, toasts } = startSession({ api });
    await clock.advance(600_000);
    actor.send({ type: 'session.stayLoggedIn' });
    await clock.advance(0);
    expect(toasts()).toEqual(['Failed to extend session']);
    expect(actor.getSnapshot().output).toMatchObject({ reason: 'extendFailed', message: null });
    expect(toAuthEvent(actor.getSnapshot().output!)).toEqual({ type: 'auth.logout' });
  });

  it('"Logout Now" ends the session and maps to a logout', async () => {
    const { actor, clock } = startSession();
    await clock.advance(600_000);
    actor.send({ type: 'session.logoutNow' });
    expect(actor.getSnapshot().output).toMatchObject({ reason: 'loggedOut', relayed: false });
    expect(toAuthEvent(actor.getSnapshot().output!)).toEqual({ type: 'auth.logout' });
  });

  it('ignores "Stay Logged In" when no warning shows', () => {
    const { actor, api } = startSession();
    actor.send({ type: 'session.stayLoggedIn' });
    expect(api.extend).not.toHaveBeenCalled();
  });
});

describe('sessionTimeoutMachine: heartbeat and status poll (R-SESSION-7, R-LIMIT-3, R-LIMIT-4)', () => {
  it('sends the heartbeat at 120,000 ms, not before', async () => {
    const { api, clock } = startSession();
    await clock.advance(120_000 - 1);
    expect(api.heartbeat).not.toHaveBeenCalled();
    await clock.advance(1);
    expect(api.heartbeat).toHaveBeenCalledTimes(1);
  });

  it('sends the next heartbeat only when there was local activity since the last one', async () => {
    const { api, clock, actor } = startSession();
    await clock.advance(2 * 120_000);
    expect(api.heartbeat).toHaveBeenCalledTimes(1);
    actor.send({ type: 'session.activity' });
    await clock.advance(120_000);
    expect(api.heartbeat).toHaveBeenCalledTimes(2);
  });

  it('ends the session when the heartbeat answers 401', async () => {
    const api = fakeSessionApi({
      heartbeat: vi.fn(() => Promise.reject(apiError(401, 'Unauthenticated.'))),
    });
    const { actor, clock } = startSession({ api });
    await clock.advance(120_000);
    expect(actor.getSnapshot().output).toMatchObject({
      reason: 'serverExpired',
      message: 'Your session has expired. Please log in again.',
    });
  });

  it('keeps the session when the heartbeat fails otherwise', async () => {
    const api = fakeSessionApi({ heartbeat: vi.fn(() => Promise.reject(apiError(0, ''))) });
    const { actor, clock } = startSession({ api });
    await clock.advance(120_000);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('polls the status every 30,000 ms', async () => {
    const { api, clock } = startSession();
    await clock.advance(30_000 - 1);
    expect(api.status).toHaveBeenCalledTimes(0);
    await clock.advance(1);
    expect(api.status).toHaveBeenCalledTimes(1);
    await clock.advance(30_000 - 1);
    expect(api.status).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(api.status).toHaveBeenCalledTimes(2);
  });

  it('ends the session when the status says isExpired', async () => {
    const api = fakeSessionApi({
      status: vi.fn(() => Promise.resolve({ isExpired: true, expiresInSeconds: 0 })),
    });
    const { actor, clock } = startSession({ api });
    await clock.advance(30_000);
    expect(actor.getSnapshot().output).toMatchObject({ reason: 'serverExpired' });
    expect(toAuthEvent(actor.getSnapshot().output!)).toEqual({
      type: 'auth.sessionExpired',
      message: 'Your session has expired. Please log in again.',
      redirect: '/c/jobs',
    });
  });

  it('ends the session when the status answers 401 and keeps it on other status errors', async () => {
    const status = vi
      .fn<() => Promise<SessionStatus>>()
      .mockRejectedValueOnce(apiError(503, 'Unavailable'))
      .mockRejectedValueOnce(apiError(401, ''));
    const { actor, clock } = startSession({ api: fakeSessionApi({ status }) });
    await clock.advance(30_000);
    expect(actor.getSnapshot().status).toBe('active');
    await clock.advance(30_000);
    expect(actor.getSnapshot().output).toMatchObject({ reason: 'serverExpired' });
  });
});

describe('sessionTimeoutMachine: between tabs (R-SESSION-6 "relayed between browser tabs")', () => {
  function twoTabs() {
    const clock = new SteppingClock();
    const hub = createMemoryChannelHub<TabMessage>();
    return { clock, hub, a: startSession({ clock, hub }), b: startSession({ clock, hub }) };
  }

  it("restarts the other tab's timer when one tab is active", async () => {
    const { clock, a, b } = twoTabs();
    await clock.advance(500_000);
    a.actor.send({ type: 'session.activity' });
    await clock.advance(2000);
    const relayedAt = 500_000 + 2000;
    await clock.advanceTo(relayedAt + 600_000 - 1);
    expect(isWarningOpen(b.actor.getSnapshot())).toBe(false);
    await clock.advance(1);
    expect(isWarningOpen(b.actor.getSnapshot())).toBe(true);
  });

  it("closes the other tab's warning when one tab extends the session", async () => {
    const { clock, a, b } = twoTabs();
    await clock.advance(600_000);
    expect(isWarningOpen(b.actor.getSnapshot())).toBe(true);
    a.actor.send({ type: 'session.stayLoggedIn' });
    await clock.advance(0);
    expect(isWarningOpen(a.actor.getSnapshot())).toBe(false);
    expect(isWarningOpen(b.actor.getSnapshot())).toBe(false);
  });

  it('ends the session in every tab when one logs out, marked as relayed', async () => {
    const { clock, a, b } = twoTabs();
    await clock.advance(600_000);
    a.actor.send({ type: 'session.logoutNow' });
    expect(a.actor.getSnapshot().output).toMatchObject({ reason: 'loggedOut', relayed: false });
    expect(b.actor.getSnapshot().output).toMatchObject({ reason: 'loggedOut', relayed: true });
    expect(toAuthEvent(b.actor.getSnapshot().output!)).toBeNull();
  });

  it('a relayed expiry sends the other tab to login with its own path', async () => {
    const { clock, a, b } = twoTabs();
    a.actor.send({ type: 'session.navigated', path: '/b/postings' });
    b.actor.send({ type: 'session.navigated', path: '/b/applications' });
    await clock.advance(900_000);
    expect(a.actor.getSnapshot().output).toMatchObject({
      reason: 'expired',
      redirect: '/b/postings',
    });
    expect(toAuthEvent(b.actor.getSnapshot().output!)).toEqual({
      type: 'auth.sessionExpired',
      message: 'Your session has expired. Please log in again.',
      redirect: '/b/applications',
    });
  });
});

describe('formatCountdown', () => {
  it('formats whole seconds as m:ss', () => {
    expect([300, 61, 60, 9, 0].map(formatCountdown)).toEqual([
      '5:00',
      '1:01',
      '1:00',
      '0:09',
      '0:00',
    ]);
  });
});
