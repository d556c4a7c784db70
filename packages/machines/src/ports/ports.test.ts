import { describe, expect, it, vi } from 'vitest';
import { SteppingClock } from '../testing/SteppingClock.ts';
import { createDomActivitySource } from './activity.ts';
import { apiError, errorMessage, isUnauthorized, successMessage, toApiError } from './apiError.ts';
import { createMemoryChannelHub } from './channel.ts';
import { createDocumentVisibilitySource } from './visibility.ts';

describe('createMemoryChannelHub (fake BroadcastChannel)', () => {
  it('delivers to every other end, never back to the sender, and stops after unsubscribe', () => {
    const hub = createMemoryChannelHub<{ n: number }>();
    const [a, b, c] = [hub.connect(), hub.connect(), hub.connect()];
    const heard = { a: vi.fn(), b: vi.fn(), c: vi.fn() };
    a.subscribe(heard.a);
    const stopB = b.subscribe(heard.b);
    c.subscribe(heard.c);
    a.postMessage({ n: 1 });
    stopB();
    a.postMessage({ n: 2 });
    expect(heard.a).not.toHaveBeenCalled();
    expect(heard.b.mock.calls).toEqual([[{ n: 1 }]]);
    expect(heard.c.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]]);
    expect(hub.posted).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('clones messages like structured cloning does', () => {
    const hub = createMemoryChannelHub<{ list: number[] }>();
    const [a, b] = [hub.connect(), hub.connect()];
    let received: { list: number[] } | undefined;
    b.subscribe((message) => (received = message));
    const sent = { list: [1] };
    a.postMessage(sent);
    sent.list.push(2);
    expect(received).toEqual({ list: [1] });
  });
});

describe('DOM sources', () => {
  it('reports mouse, key, scroll, touch and wheel activity until unsubscribed', () => {
    const target = new EventTarget();
    const listener = vi.fn();
    const stop = createDomActivitySource(target).subscribe(listener);
    for (const type of [
      'mousemove',
      'mousedown',
      'keydown',
      'scroll',
      'touchstart',
      'wheel',
      'focus',
    ]) {
      target.dispatchEvent(new Event(type));
    }
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(listener.mock.calls.map(([kind]: unknown[]) => kind)).toEqual([
      'mouse',
      'mouse',
      'key',
      'scroll',
      'touch',
      'wheel',
    ]);
  });

  it('reads document visibility and its changes', () => {
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const source = createDocumentVisibilitySource(doc as unknown as Document);
    const listener = vi.fn();
    source.subscribe(listener);
    expect(source.isVisible()).toBe(true);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(listener).toHaveBeenCalledWith(false);
    expect(source.isVisible()).toBe(false);
  });
});

describe('ApiError helpers', () => {
  it('reads status, message, field errors and Retry-After; anything else is no ApiError', () => {
    expect(toApiError(apiError(429, 'Slow down', { retryAfterSeconds: 30 }))).toEqual({
      status: 429,
      message: 'Slow down',
      retryAfterSeconds: 30,
    });
    expect(toApiError(new TypeError('Failed to fetch'))).toBeNull();
    expect(toApiError('401')).toBeNull();
    expect(isUnauthorized(apiError(401))).toBe(true);
    expect(isUnauthorized(apiError(403))).toBe(false);
  });

  it('falls back when the server message is missing or blank', () => {
    expect(errorMessage(apiError(500, '  '), 'Fallback')).toBe('Fallback');
    expect(errorMessage(apiError(500, 'Down'), 'Fallback')).toBe('Down');
    expect(successMessage({ message: 'Done.' }, 'Fallback')).toBe('Done.');
    expect(successMessage(undefined, 'Fallback')).toBe('Fallback');
  });
});

describe('SteppingClock', () => {
  it('fires a re-armed timer at each of its times, unlike one big increment', async () => {
    const clock = new SteppingClock();
    const fired: number[] = [];
    const tick = () => {
      fired.push(clock.now());
      clock.setTimeout(tick, 1000);
    };
    clock.setTimeout(tick, 1000);
    await clock.advance(3500);
    expect(fired).toEqual([1000, 2000, 3000]);
    expect(clock.now()).toBe(3500);
  });

  it('refuses to go backwards', async () => {
    await expect(new SteppingClock().advance(-1)).rejects.toThrow(RangeError);
  });
});
