import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { apiError } from '../ports/apiError.ts';
import { createManualActivitySource } from '../ports/activity.ts';
import { createManualVisibilitySource } from '../ports/visibility.ts';
import { SteppingClock } from '../testing/SteppingClock.ts';
import { deferred } from '../testing/deferred.ts';
import type { NotificationItem, NotificationList, NotificationsApi } from '../types.ts';
import type { NotificationPollingEmitted } from './notificationPollingMachine.ts';
import { isPollingPaused, notificationPollingMachine } from './notificationPollingMachine.ts';

const item = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  message: `Notification ${id}`,
  timestamp: '2026-11-20T10:00:00Z',
  isRead: false,
  isImportant: false,
  ...extra,
});
const list = (...items: NotificationItem[]): NotificationList => ({
  notifications: items,
  unreadCount: items.filter((entry) => !entry.isRead).length,
  meta: { total: items.length },
});

function fakeNotificationsApi(
  overrides: Partial<{ [K in keyof NotificationsApi]: Mock<NotificationsApi[K]> }> = {},
) {
  return {
    list: vi.fn<NotificationsApi['list']>(() =>
      Promise.resolve(list(item(1), item(2, { isRead: true }))),
    ),
    markRead: vi.fn<NotificationsApi['markRead']>(() => Promise.resolve({ message: null })),
    readAll: vi.fn<NotificationsApi['readAll']>(() => Promise.resolve({})),
    toggleImportant: vi.fn<NotificationsApi['toggleImportant']>(() => Promise.resolve({})),
    remove: vi.fn<NotificationsApi['remove']>(() => Promise.resolve({})),
    ...overrides,
  };
}

function startPolling(
  options: { api?: ReturnType<typeof fakeNotificationsApi>; visible?: boolean } = {},
) {
  const clock = new SteppingClock();
  const api = options.api ?? fakeNotificationsApi();
  const visibility = createManualVisibilitySource(options.visible ?? true);
  const activity = createManualActivitySource();
  const emitted: NotificationPollingEmitted[] = [];
  const actor = createActor(notificationPollingMachine, {
    clock,
    input: { api, visibility, activity, params: { perPage: 50 } },
  });
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const toasts = () => emitted.map((event) => `${event.toast.type}: ${event.toast.message}`);
  const context = () => actor.getSnapshot().context;
  return { actor, clock, api, visibility, activity, toasts, context, emitted: () => emitted };
}

/** Keeps the user present so that idle detection does not pause polling. */
async function advanceActive(
  harness: { clock: SteppingClock; activity: ReturnType<typeof createManualActivitySource> },
  ms: number,
) {
  const step = 60_000;
  for (let left = ms; left > 0; left -= step) {
    harness.activity.emit('mouse');
    await harness.clock.advance(Math.min(step, left));
  }
}

describe('notificationPollingMachine: fetching (R-NOTIF-5)', () => {
  it('fetches at start and exposes the list and unread count', async () => {
    const { api, clock, context } = startPolling();
    await clock.advance(0);
    expect(api.list).toHaveBeenCalledWith({ perPage: 50 });
    expect(context().notifications.map((entry) => entry.id)).toEqual([1, 2]);
    expect(context().unreadCount).toBe(1);
    expect(context().meta).toEqual({ total: 2 });
  });

  it('polls again after 60 s (start interval), not before', async () => {
    const { api, clock } = startPolling();
    await clock.advance(60_000 - 1);
    expect(api.list).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('waits 240 s for the poll after two errors (60 → 120 → 240)', async () => {
    const api = fakeNotificationsApi({
      list: vi.fn(() => Promise.reject(apiError(500, 'Server Error'))),
    });
    const harness = startPolling({ api });
    await harness.clock.advance(0);
    expect(harness.context().intervalMs).toBe(120_000);
    await advanceActive(harness, 120_000);
    expect(api.list).toHaveBeenCalledTimes(2);
    expect(harness.context().intervalMs).toBe(240_000);
    await advanceActive(harness, 240_000 - 1);
    expect(api.list).toHaveBeenCalledTimes(2);
    await harness.clock.advance(1);
    expect(api.list).toHaveBeenCalledTimes(3);
  });

  it('caps the error back-off at 300 s', async () => {
    const api = fakeNotificationsApi({ list: vi.fn(() => Promise.reject(apiError(0, ''))) });
    const harness = startPolling({ api });
    await advanceActive(harness, 120_000 + 240_000);
    expect(harness.context().intervalMs).toBe(300_000);
    const calls = api.list.mock.calls.length;
    await advanceActive(harness, 300_000 - 1);
    expect(api.list).toHaveBeenCalledTimes(calls);
    await harness.clock.advance(1);
    expect(api.list).toHaveBeenCalledTimes(calls + 1);
  });

  it('waits Retry-After + 1 s after a 429 with Retry-After: 30 (31 s)', async () => {
    const listCall = vi
      .fn<NotificationsApi['list']>()
      .mockRejectedValueOnce(apiError(429, 'Too Many Attempts.', { retryAfterSeconds: 30 }))
      .mockResolvedValue(list(item(1)));
    const { api, clock, context } = startPolling({ api: fakeNotificationsApi({ list: listCall }) });
    await clock.advance(0);
    expect(context().nextDelayMs).toBe(31_000);
    await clock.advance(31_000 - 1);
    expect(api.list).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('waits double the interval after a 429 without Retry-After', async () => {
    const listCall = vi
      .fn<NotificationsApi['list']>()
      .mockRejectedValueOnce(apiError(429, ''))
      .mockResolvedValue(list(item(1)));
    const { api, clock } = startPolling({ api: fakeNotificationsApi({ list: listCall }) });
    await clock.advance(120_000 - 1);
    expect(api.list).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('divides the interval by 1.5 when nothing new arrives, never below 60 s', async () => {
    const listCall = vi
      .fn<NotificationsApi['list']>()
      .mockResolvedValueOnce(list(item(1)))
      .mockRejectedValueOnce(apiError(500, ''))
      .mockRejectedValueOnce(apiError(500, ''))
      .mockResolvedValue(list(item(1)));
    const harness = startPolling({ api: fakeNotificationsApi({ list: listCall }) });
    await advanceActive(harness, 60_000 + 120_000);
    expect(harness.context().intervalMs).toBe(240_000);
    await advanceActive(harness, 240_000);
    expect(harness.context().intervalMs).toBe(160_000);
    await advanceActive(harness, 160_000);
    expect(harness.context().intervalMs).toBe(106_667);
    await advanceActive(harness, 106_667);
    expect(harness.context().intervalMs).toBe(71_111);
    await advanceActive(harness, 71_111);
    expect(harness.context().intervalMs).toBe(60_000);
  });

  it('goes back to 60 s when something new arrives', async () => {
    const listCall = vi
      .fn<NotificationsApi['list']>()
      .mockResolvedValueOnce(list(item(1)))
      .mockRejectedValueOnce(apiError(500, ''))
      .mockResolvedValue(list(item(2), item(1)));
    const harness = startPolling({ api: fakeNotificationsApi({ list: listCall }) });
    await advanceActive(harness, 60_000);
    expect(harness.context().intervalMs).toBe(120_000);
    await advanceActive(harness, 120_000);
    expect(harness.context().intervalMs).toBe(60_000);
  });

  it('stops polling on 401', async () => {
    const api = fakeNotificationsApi({ list: vi.fn(() => Promise.reject(apiError(401, ''))) });
    const { actor, clock } = startPolling({ api });
    await clock.advance(0);
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('notificationPollingMachine: cache (R-LIMIT-7 "fresh for 60 seconds")', () => {
  it('serves a request within 60 s of the last success from the cache, not at 60 s', async () => {
    const { actor, api, clock } = startPolling();
    await clock.advance(60_000 - 1);
    actor.send({ type: 'notifications.refresh' });
    expect(api.list).toHaveBeenCalledTimes(1);
    await clock.advance(1);
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('fetches on a request once the list is stale', async () => {
    const api = fakeNotificationsApi();
    const harness = startPolling({ api });
    await harness.clock.advance(0);
    harness.visibility.set(false);
    await harness.clock.advance(60_000);
    harness.actor.send({ type: 'notifications.refresh' });
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('fetches at once on a forced request', async () => {
    const { actor, api, clock } = startPolling();
    await clock.advance(1000);
    actor.send({ type: 'notifications.refresh', force: true });
    expect(api.list).toHaveBeenCalledTimes(2);
  });

  it('shows a failed requested fetch as a toast with the fallback message', async () => {
    const listCall = vi
      .fn<NotificationsApi['list']>()
      .mockResolvedValueOnce(list(item(1)))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { actor, clock, toasts, context } = startPolling({
      api: fakeNotificationsApi({ list: listCall }),
    });
    await clock.advance(0);
    actor.send({ type: 'notifications.refresh', force: true });
    await clock.advance(0);
    expect(context().error).toBe('Failed to fetch notifications');
    expect(toasts()).toEqual([`error: Failed to fetch notifications`]);
  });

  it('keeps background poll failures out of the toasts', async () => {
    const api = fakeNotificationsApi({ list: vi.fn(() => Promise.reject(apiError(500, 'Boom'))) });
    const { clock, toasts, context } = startPolling({ api });
    await clock.advance(0);
    expect(context().error).toBe('Boom');
    expect(toasts()).toEqual([]);
  });
});

describe('notificationPollingMachine: visibility and idle (R-NOTIF-6, R-LIMIT-6)', () => {
  it('stops while the tab is hidden and fetches when it is visible again with a stale list', async () => {
    const harness = startPolling();
    await harness.clock.advance(0);
    harness.visibility.set(false);
    expect(isPollingPaused(harness.actor.getSnapshot())).toBe(true);
    await harness.clock.advance(10 * 60_000);
    expect(harness.api.list).toHaveBeenCalledTimes(1);
    harness.visibility.set(true);
    expect(harness.api.list).toHaveBeenCalledTimes(2);
  });

  it('does not fetch when the tab is visible again within 60 s of the last fetch', async () => {
    const harness = startPolling();
    await harness.clock.advance(0);
    harness.visibility.set(false);
    await harness.clock.advance(30_000);
    harness.visibility.set(true);
    expect(harness.api.list).toHaveBeenCalledTimes(1);
    expect(isPollingPaused(harness.actor.getSnapshot())).toBe(false);
  });

  it('fetches at start in a hidden tab, then waits for it to be shown', async () => {
    const harness = startPolling({ visible: false });
    await harness.clock.advance(5 * 60_000);
    expect(harness.api.list).toHaveBeenCalledTimes(1);
    expect(isPollingPaused(harness.actor.getSnapshot())).toBe(true);
  });

  it('stops after 300,000 ms without activity, not at 299,999 ms', async () => {
    const api = fakeNotificationsApi();
    const harness = startPolling({ api });
    await harness.clock.advance(300_000 - 1);
    expect(isPollingPaused(harness.actor.getSnapshot())).toBe(false);
    await harness.clock.advance(1);
    expect(isPollingPaused(harness.actor.getSnapshot())).toBe(true);
    const calls = api.list.mock.calls.length;
    await harness.clock.advance(30 * 60_000);
    expect(api.list).toHaveBeenCalledTimes(calls);
  });

  it.each(['mouse', 'key', 'scroll', 'touch', 'wheel'] as const)(
    '%s activity resets the idle timer and resumes polling with a fetch of the stale list',
    async (kind) => {
      const harness = startPolling();
      await harness.clock.advance(300_000 - 1000);
      harness.activity.emit(kind);
      await harness.clock.advance(300_000 - 1);
      expect(isPollingPaused(harness.actor.getSnapshot())).toBe(false);
      await harness.clock.advance(1);
      expect(isPollingPaused(harness.actor.getSnapshot())).toBe(true);
      const calls = harness.api.list.mock.calls.length;
      await harness.clock.advance(60_000);
      expect(harness.api.list).toHaveBeenCalledTimes(calls);
      harness.activity.emit(kind);
      expect(isPollingPaused(harness.actor.getSnapshot())).toBe(false);
      expect(harness.api.list).toHaveBeenCalledTimes(calls + 1);
    },
  );
});

describe('notificationPollingMachine: actions (R-NOTIF-4, R-ERR-7, R-ERR-8)', () => {
  async function loaded(api = fakeNotificationsApi()) {
    const harness = startPolling({ api });
    await harness.clock.advance(0);
    return harness;
  }

  it('marks a notification read at once and confirms with the fallback message', async () => {
    const answer = deferred<{ message: null }>();
    const { actor, clock, context, toasts, api } = await loaded(
      fakeNotificationsApi({ markRead: vi.fn(() => answer.promise) }),
    );
    actor.send({ type: 'notifications.markRead', id: 1 });
    expect(api.markRead).toHaveBeenCalledWith(1);
    expect(context().unreadCount).toBe(0);
    expect(context().notifications[0]?.isRead).toBe(true);
    answer.resolve({ message: null });
    await clock.advance(0);
    expect(context().pending).toEqual([]);
    expect(context().unreadCount).toBe(0);
    expect(toasts()).toEqual([`success: Notification marked as read`]);
  });

  it('rolls mark read back on error with the fallback message', async () => {
    const { actor, clock, context, toasts } = await loaded(
      fakeNotificationsApi({ markRead: vi.fn(() => Promise.reject(apiError(500, ''))) }),
    );
    actor.send({ type: 'notifications.markRead', id: 1 });
    expect(context().unreadCount).toBe(0);
    await clock.advance(0);
    expect(context().unreadCount).toBe(1);
    expect(context().notifications[0]?.isRead).toBe(false);
    expect(toasts()).toEqual([`error: Failed to mark notification as read`]);
  });

  it('hides a deleted notification at once and offers Undo; Undo keeps it and writes nothing', async () => {
    const { actor, clock, context, toasts, api, emitted } = await loaded();
    actor.send({ type: 'notifications.delete', id: 2 });
    expect(context().notifications.map((entry) => entry.id)).toEqual([1]);
    expect(toasts()).toEqual([`success: Notification deleted`]);
    const action = emitted()[0]?.toast.action;
    expect(action?.label).toBe('Undo');
    action?.onPress?.();
    await clock.advance(60_000);
    expect(context().notifications.map((entry) => entry.id)).toEqual([1, 2]);
    expect(api.remove).not.toHaveBeenCalled();
  });

  it('deletes on the server when the Undo toast leaves, rolling back with the fallback on error', async () => {
    const remove = vi
      .fn<NotificationsApi['remove']>()
      .mockResolvedValueOnce({ message: 'Gone.' })
      .mockRejectedValueOnce(new TypeError('offline'));
    const { actor, clock, context, toasts, emitted } = await loaded(
      fakeNotificationsApi({ remove }),
    );
    actor.send({ type: 'notifications.delete', id: 2 });
    emitted()[0]?.toast.action?.onDismiss?.();
    expect(remove).toHaveBeenCalledWith(2);
    await clock.advance(0);
    expect(context().notifications.map((entry) => entry.id)).toEqual([1]);
    actor.send({ type: 'notifications.delete', id: 1 });
    expect(context().notifications).toEqual([]);
    emitted()[1]?.toast.action?.onDismiss?.();
    await clock.advance(0);
    expect(context().notifications.map((entry) => entry.id)).toEqual([1]);
    expect(context().unreadCount).toBe(1);
    expect(toasts()).toEqual([
      `success: Notification deleted`,
      `success: Notification deleted`,
      `error: Failed to delete notification`,
    ]);
  });

  it('writes every pending deletion when the page is left (notifications.flush)', async () => {
    const { actor, clock, context, api } = await loaded();
    actor.send({ type: 'notifications.delete', id: 1 });
    actor.send({ type: 'notifications.delete', id: 2 });
    actor.send({ type: 'notifications.flush' });
    await clock.advance(0);
    expect(api.remove).toHaveBeenCalledTimes(2);
    expect(context().notifications).toEqual([]);
  });

  it('marks all read and toggles important optimistically, rolling back on error', async () => {
    const { actor, clock, context, api } = await loaded(
      fakeNotificationsApi({
        readAll: vi.fn(() => Promise.reject(apiError(500, 'No'))),
        toggleImportant: vi.fn(() => Promise.reject(apiError(500, 'No'))),
      }),
    );
    actor.send({ type: 'notifications.readAll' });
    actor.send({ type: 'notifications.toggleImportant', id: 1 });
    expect(context().unreadCount).toBe(0);
    expect(context().notifications[0]?.isImportant).toBe(true);
    expect(api.toggleImportant).toHaveBeenCalledWith(1);
    await clock.advance(0);
    expect(context().unreadCount).toBe(1);
    expect(context().notifications[0]?.isImportant).toBe(false);
  });

  it('keeps a pending change visible over a list fetched meanwhile', async () => {
    const answer = deferred<{ message: null }>();
    const { actor, clock, context } = await loaded(
      fakeNotificationsApi({ markRead: vi.fn(() => answer.promise) }),
    );
    actor.send({ type: 'notifications.markRead', id: 1 });
    actor.send({ type: 'notifications.refresh', force: true });
    await clock.advance(0);
    expect(context().notifications[0]?.isRead).toBe(true);
    expect(context().unreadCount).toBe(0);
  });
});
