/**
 * One address's fair share (issue 35 S3, decision 212): at most RATE_LIMIT_ADDRESS_CONCURRENCY
 * requests of one address at once, then a bounded FIFO queue, then 429. Concurrency is controlled
 * with held handlers (a promise the test resolves), never with timing.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADDRESS_BUSY_RETRY_AFTER_SECONDS,
  ADDRESS_QUEUE_LIMIT,
  ADDRESS_QUEUE_WAIT_MS,
  createAddressLimiter,
} from '../src/http/addressConcurrency.ts';
import { defaultAddressConcurrency, loadConfig, MAX_ADDRESS_CONCURRENCY } from '../src/config.ts';
import { createTestApp, type TestApp, type TestResponse } from './harness.ts';

describe('the per-address limiter', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('grants the cap-th slot at once and queues the next, first come first served', async () => {
    const limiter = createAddressLimiter({ concurrency: 2 });
    const first = await limiter.acquire('a');
    const second = await limiter.acquire('a');
    expect(first).toBeTypeOf('function');
    expect(second).toBeTypeOf('function');
    const order: string[] = [];
    const third = limiter.acquire('a').then((release) => (order.push('third'), release));
    const fourth = limiter.acquire('a').then((release) => (order.push('fourth'), release));
    expect(limiter.usage('a')).toEqual({ active: 2, waiting: 2 });
    // Another address is not held back.
    expect(await limiter.acquire('b')).toBeTypeOf('function');
    first!();
    first!(); // a second call frees nothing more
    const granted = await third;
    expect(granted).toBeTypeOf('function');
    expect(order).toEqual(['third']);
    expect(limiter.usage('a')).toEqual({ active: 2, waiting: 1 });
    second!();
    expect(await fourth).toBeTypeOf('function');
    expect(order).toEqual(['third', 'fourth']);
  });

  it(`queues ${ADDRESS_QUEUE_LIMIT} requests and refuses the next at once`, async () => {
    vi.useFakeTimers();
    const limiter = createAddressLimiter({ concurrency: 1 });
    await limiter.acquire('a');
    const waiting = Array.from({ length: ADDRESS_QUEUE_LIMIT }, () => limiter.acquire('a'));
    expect(limiter.usage('a')).toEqual({ active: 1, waiting: ADDRESS_QUEUE_LIMIT });
    expect(await limiter.acquire('a')).toBeNull();
    expect(limiter.usage('a').waiting).toBe(ADDRESS_QUEUE_LIMIT);
    vi.advanceTimersByTime(ADDRESS_QUEUE_WAIT_MS);
    expect(await Promise.all(waiting)).toEqual(Array(ADDRESS_QUEUE_LIMIT).fill(null));
  });

  it(`lets a request wait ${ADDRESS_QUEUE_WAIT_MS} ms at most`, async () => {
    vi.useFakeTimers();
    const limiter = createAddressLimiter({ concurrency: 1 });
    const held = await limiter.acquire('a');
    let outcome: unknown = 'waiting';
    void limiter.acquire('a').then((release) => (outcome = release));
    vi.advanceTimersByTime(ADDRESS_QUEUE_WAIT_MS - 1);
    await Promise.resolve();
    expect(outcome).toBe('waiting');
    vi.advanceTimersByTime(1);
    await Promise.resolve();
    expect(outcome).toBeNull();
    // The slot-holder is not affected; freeing it (on the next turn of the event loop) leaves
    // nothing behind.
    held!();
    expect(limiter.usage('a')).toEqual({ active: 1, waiting: 0 });
    await vi.runAllTimersAsync();
    expect(limiter.usage('a')).toEqual({ active: 0, waiting: 0 });
  });

  it('gives up the place in the queue when the request is abandoned', async () => {
    const limiter = createAddressLimiter({ concurrency: 1 });
    const held = await limiter.acquire('a');
    const left = new AbortController();
    const abandoned = limiter.acquire('a', left.signal);
    const next = limiter.acquire('a');
    left.abort();
    expect(await abandoned).toBeNull();
    expect(limiter.usage('a')).toEqual({ active: 1, waiting: 1 });
    held!();
    expect(await next).toBeTypeOf('function');
  });
});

describe('the default cap, from the capacity (decision 212)', () => {
  it('is half the queries the server runs at once, at least 1', () => {
    expect(defaultAddressConcurrency('pglite', 20, 64)).toBe(1);
    expect(defaultAddressConcurrency('postgres', 20, 1)).toBe(1);
    expect(defaultAddressConcurrency('postgres', 20, 2)).toBe(1);
    expect(defaultAddressConcurrency('postgres', 20, 3)).toBe(1);
    expect(defaultAddressConcurrency('postgres', 20, 4)).toBe(2);
    expect(defaultAddressConcurrency('postgres', 20, 64)).toBe(10);
    expect(defaultAddressConcurrency('postgres', 1, 64)).toBe(1);
  });

  it('reads RATE_LIMIT_ADDRESS_CONCURRENCY from 1 to the maximum, and defaults on PGlite to 1', () => {
    expect(loadConfig({}).rateLimits.addressConcurrency).toBe(1);
    expect(loadConfig({ RATE_LIMIT_ADDRESS_CONCURRENCY: '1' }).rateLimits.addressConcurrency).toBe(
      1,
    );
    expect(
      loadConfig({ RATE_LIMIT_ADDRESS_CONCURRENCY: String(MAX_ADDRESS_CONCURRENCY) }).rateLimits
        .addressConcurrency,
    ).toBe(MAX_ADDRESS_CONCURRENCY);
    for (const bad of ['0', String(MAX_ADDRESS_CONCURRENCY + 1), 'many'])
      expect(() => loadConfig({ RATE_LIMIT_ADDRESS_CONCURRENCY: bad })).toThrow(
        `RATE_LIMIT_ADDRESS_CONCURRENCY must be an integer from 1 to ${MAX_ADDRESS_CONCURRENCY}`,
      );
  });
});

describe('the cap on the API (RATE_LIMIT_ADDRESS_CONCURRENCY=2)', () => {
  let t: TestApp;
  /** Resolvers of the held public-figures requests, in arrival order. */
  const holds: (() => void)[] = [];
  let holding = true;
  const release = () => {
    holding = false;
    for (const resolve of holds.splice(0)) resolve();
  };

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_ADDRESS_CONCURRENCY: '2' },
      handlers: {
        async getPublicStats() {
          if (holding) await new Promise<void>((resolve) => holds.push(resolve));
          return {
            data: { open_jobs: 0, open_jobs_with_pay: 0, companies: 0, fresh_window_days: 60 },
          };
        },
      },
    });
  });
  afterEach(() => {
    release();
    holding = true;
  });
  afterAll(() => t.close());

  const stats = (ip: string) => t.request({ method: 'GET', url: '/api/v1/stats', ip });
  const held = (n: number) => vi.waitFor(() => expect(holds).toHaveLength(n));
  const usage = (ip: string, expected: { active: number; waiting: number }) =>
    vi.waitFor(() => expect(t.app.addressLimiter.usage(ip)).toEqual(expected));

  it('serves 2 requests of an address at once, queues the 3rd, and serves another address meanwhile', async () => {
    const ip = '203.0.113.1';
    const first = [stats(ip), stats(ip)];
    await held(2);
    const third = stats(ip);
    await usage(ip, { active: 2, waiting: 1 });
    expect(holds).toHaveLength(2);
    // Another user's request goes straight through while this address waits.
    const other = stats('203.0.113.2');
    await held(3);
    holds.shift()!();
    await held(3); // the queued 3rd took the freed slot
    expect(t.app.addressLimiter.usage(ip)).toEqual({ active: 2, waiting: 0 });
    release();
    const answers = await Promise.all([...first, third, other]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    await usage(ip, { active: 0, waiting: 0 });
  });

  it(`answers 429 with Retry-After when ${ADDRESS_QUEUE_LIMIT} requests of the address wait`, async () => {
    const ip = '203.0.113.3';
    const served = [stats(ip), stats(ip)];
    await held(2);
    const queued = Array.from({ length: ADDRESS_QUEUE_LIMIT }, () => stats(ip));
    await usage(ip, { active: 2, waiting: ADDRESS_QUEUE_LIMIT });
    const refused = await stats(ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(ADDRESS_BUSY_RETRY_AFTER_SECONDS));
    expect(refused.data).toEqual({
      message: `Too many requests. Please try again in ${ADDRESS_BUSY_RETRY_AFTER_SECONDS} seconds.`,
    });
    release();
    expect((await Promise.all(served)).map((r) => r.statusCode)).toEqual([200, 200]);
    // The queued ones are served in turn (or, on a machine slower than the queue's wait, told to
    // come back); none is lost and no slot is left taken.
    const answers: TestResponse[] = await Promise.all(queued);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    await usage(ip, { active: 0, waiting: 0 });
  });

  it('does not hold back the probes', async () => {
    const ip = '203.0.113.4';
    const busy = [stats(ip), stats(ip)];
    await held(2);
    const live = await t.request({ method: 'GET', url: '/api/v1/health/live', ip });
    expect(live.statusCode).toBe(200);
    release();
    await Promise.all(busy);
  });

  it('frees the slot of a client that disconnects, whether served or waiting', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const ip = '127.0.0.1';
    const open = () => {
      const request = http.get({ host: '127.0.0.1', port, path: '/api/v1/stats', agent: false });
      request.on('error', () => {});
      const answered = new Promise<number>((resolve) =>
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        }),
      );
      return { request, answered };
    };
    const first = open();
    await held(1);
    const second = open();
    await held(2);
    const waiting = open();
    await usage(ip, { active: 2, waiting: 1 });
    // Leaves while waiting: its place in the queue is given up.
    waiting.request.destroy();
    await usage(ip, { active: 2, waiting: 0 });
    // Leaves while served (its handler still running): the slot is freed at once.
    first.request.destroy();
    await usage(ip, { active: 1, waiting: 0 });
    const next = open();
    await held(3);
    release();
    expect(await second.answered).toBe(200);
    expect(await next.answered).toBe(200);
    await usage(ip, { active: 0, waiting: 0 });
  });
});
