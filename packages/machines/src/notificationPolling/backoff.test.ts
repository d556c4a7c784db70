import { describe, expect, it } from 'vitest';
import {
  clampInterval,
  delayAfterRateLimit,
  intervalAfterError,
  intervalAfterRateLimit,
  intervalAfterSuccess,
} from './backoff.ts';
import { hasSomethingNew } from './novelty.ts';
import { applyMutation, applyPending } from './optimistic.ts';
import type { NotificationItem, NotificationList } from '../types.ts';

describe('polling interval rules (R-NOTIF-7, R-LIMIT-8)', () => {
  it('clamps to 60–300 s', () => {
    expect([59_999, 60_000, 300_000, 300_001, Number.NaN].map(clampInterval)).toEqual([
      60_000, 60_000, 300_000, 300_000, 60_000,
    ]);
  });

  it('doubles on error up to 300 s: 60 → 120 → 240 → 300', () => {
    const steps = [60_000];
    for (let i = 0; i < 3; i += 1) steps.push(intervalAfterError(steps.at(-1)!));
    expect(steps).toEqual([60_000, 120_000, 240_000, 300_000]);
    expect(intervalAfterError(300_000)).toBe(300_000);
  });

  it('divides by 1.5 when nothing new arrives, never below 60 s', () => {
    expect(intervalAfterSuccess(300_000, false)).toBe(200_000);
    expect(intervalAfterSuccess(90_000, false)).toBe(60_000);
    expect(intervalAfterSuccess(89_999, false)).toBe(60_000);
    expect(intervalAfterSuccess(90_003, false)).toBe(60_002);
    expect(intervalAfterSuccess(60_000, false)).toBe(60_000);
  });

  it('goes back to 60 s when something new arrives', () => {
    expect(intervalAfterSuccess(240_000, true)).toBe(60_000);
  });

  it('waits Retry-After + 1 s after a 429, capped at 300 s', () => {
    expect(delayAfterRateLimit(60_000, 30)).toBe(31_000);
    expect(delayAfterRateLimit(60_000, 0)).toBe(1000);
    expect(delayAfterRateLimit(60_000, 299)).toBe(300_000);
    expect(delayAfterRateLimit(60_000, 300)).toBe(300_000);
    expect(delayAfterRateLimit(60_000, 3600)).toBe(300_000);
  });

  it('waits double the interval after a 429 without a usable Retry-After, capped at 300 s', () => {
    expect(delayAfterRateLimit(60_000)).toBe(120_000);
    expect(delayAfterRateLimit(120_000, Number.NaN)).toBe(240_000);
    expect(delayAfterRateLimit(240_000, -1)).toBe(300_000);
  });

  it('never shortens the interval on a 429', () => {
    expect(intervalAfterRateLimit(120_000, 30)).toBe(120_000);
    expect(intervalAfterRateLimit(60_000, 149)).toBe(150_000);
    expect(intervalAfterRateLimit(60_000)).toBe(120_000);
  });
});

const item = (id: number, extra: Partial<NotificationItem> = {}): NotificationItem => ({
  id,
  message: `n${id}`,
  timestamp: '2026-11-20T10:00:00Z',
  isRead: false,
  isImportant: false,
  ...extra,
});
const list = (items: NotificationItem[]): NotificationList => ({
  notifications: items,
  unreadCount: items.filter((entry) => !entry.isRead).length,
});

describe('hasSomethingNew (decision 102: what "nothing new" means)', () => {
  it('counts the first list, an unseen id or a higher unread count as new', () => {
    expect(hasSomethingNew(null, list([]))).toBe(true);
    expect(hasSomethingNew(list([item(1)]), list([item(2), item(1)]))).toBe(true);
    expect(hasSomethingNew(list([item(1, { isRead: true })]), list([item(1)]))).toBe(true);
  });

  it('does not count read changes or deletions as new', () => {
    expect(hasSomethingNew(list([item(1), item(2)]), list([item(1)]))).toBe(false);
    expect(hasSomethingNew(list([item(1)]), list([item(1, { isRead: true })]))).toBe(false);
  });
});

describe('optimistic mutations', () => {
  const base = list([item(1), item(2, { isRead: true }), item(3)]);

  it('mark read lowers the unread count once', () => {
    const once = applyMutation(base, { kind: 'markRead', id: 1 });
    expect(once.unreadCount).toBe(1);
    expect(applyMutation(once, { kind: 'markRead', id: 1 })).toBe(once);
  });

  it('read all, set important and remove', () => {
    expect(
      applyMutation(base, { kind: 'readAll' }).notifications.every((entry) => entry.isRead),
    ).toBe(true);
    expect(
      applyMutation(base, { kind: 'setImportant', id: 3, isImportant: true }).notifications[2]
        ?.isImportant,
    ).toBe(true);
    const removed = applyMutation(base, { kind: 'remove', id: 3 });
    expect(removed.notifications.map((entry) => entry.id)).toEqual([1, 2]);
    expect(removed.unreadCount).toBe(1);
    expect(applyMutation(base, { kind: 'remove', id: 2 }).unreadCount).toBe(2);
    expect(applyMutation(base, { kind: 'remove', id: 99 })).toBe(base);
  });

  it('lays pending mutations on a fresh list in order', () => {
    const shown = applyPending(base, [
      { mutationId: 'm1', mutation: { kind: 'markRead', id: 1 } },
      { mutationId: 'm2', mutation: { kind: 'remove', id: 3 } },
    ]);
    expect(shown).toEqual({
      notifications: [item(1, { isRead: true }), item(2, { isRead: true })],
      unreadCount: 0,
    });
  });
});
