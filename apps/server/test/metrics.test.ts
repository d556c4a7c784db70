/**
 * Prometheus metrics at /metrics (issue 33, decision 218): off by default, on with
 * METRICS_ENABLED=true; request counts and latency by route pattern, the e-mail queue, the search
 * caches, the process; a Bearer token when METRICS_TOKEN is set (required in production).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { loadConfig, MIN_METRICS_TOKEN_LENGTH } from '../src/config.ts';
import { outboundEmails } from '../src/db/schema.ts';
import { bearerMatches, METRICS_PATH } from '../src/plugins/metrics.ts';

const TOKEN = 'm'.repeat(MIN_METRICS_TOKEN_LENGTH);

/** The value of the sample `name{labels…}` in a Prometheus text answer, or undefined. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/([a-zA-Z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => found[key] === value))
      return Number(match[3]);
  }
  return undefined;
}

describe('configuration of /metrics', () => {
  it('is off by default and on with METRICS_ENABLED=true', () => {
    expect(loadConfig({}).metrics).toEqual({ enabled: false, token: undefined });
    expect(loadConfig({ METRICS_ENABLED: 'true' }).metrics).toEqual({
      enabled: true,
      token: undefined,
    });
    expect(() => loadConfig({ METRICS_ENABLED: 'yes' })).toThrow(
      /METRICS_ENABLED must be true or false/,
    );
  });

  it(`takes a token of ${MIN_METRICS_TOKEN_LENGTH} characters, not one fewer`, () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics.token).toBe(TOKEN);
    expect(() => loadConfig({ METRICS_TOKEN: TOKEN.slice(1) })).toThrow(
      `METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters`,
    );
  });

  it('needs a token in production when it is on', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', METRICS_ENABLED: 'true' })).toThrow(
      /METRICS_TOKEN is required when METRICS_ENABLED is true in production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', METRICS_ENABLED: 'false' }).metrics.enabled).toBe(
      false,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN }).metrics,
    ).toEqual({ enabled: true, token: TOKEN });
  });

  it('compares the Bearer token exactly', () => {
    expect(bearerMatches(`Bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`bearer ${TOKEN}`, TOKEN)).toBe(true);
    expect(bearerMatches(`Bearer ${TOKEN}x`, TOKEN)).toBe(false);
    expect(bearerMatches(TOKEN, TOKEN)).toBe(false);
    expect(bearerMatches(undefined, TOKEN)).toBe(false);
  });
});

describe('/metrics off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: METRICS_PATH });
    expect(res.statusCode).toBe(404);
  });
});

describe('/metrics on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_ENABLED: 'true', RATE_LIMIT_ADDRESS_REQUESTS: '2' },
    });
  });
  afterAll(() => t.close());

  const scrape = async (ip = '10.9.9.9') => {
    const res = await t.app.inject({ method: 'GET', url: METRICS_PATH, remoteAddress: ip });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.body;
  };

  it('counts requests and their latency by route pattern and status, not by URL', async () => {
    const route = { method: 'GET', operation: 'getJob', route: '/api/v1/c/jobs/:id' };
    const before = sample(await scrape(), 'hireloop_http_requests_total', route) ?? 0;
    const id = randomUUID();
    const res = await t.request({ method: 'GET', url: `/api/v1/c/jobs/${id}` });
    const status = String(res.statusCode);
    const text = await scrape();
    expect(sample(text, 'hireloop_http_requests_total', { ...route, status_code: status })).toBe(
      before + 1,
    );
    expect(text).not.toContain(id);
    expect(
      sample(text, 'hireloop_http_request_duration_seconds_count', {
        ...route,
        status_code: status,
      }),
    ).toBe(before + 1);
    expect(
      sample(text, 'hireloop_http_request_duration_seconds_bucket', {
        ...route,
        status_code: status,
        le: '+Inf',
      }),
    ).toBe(before + 1);
    // A path of no route is one series, whatever the URL.
    await t.app.inject({ method: 'GET', url: `/nowhere/${id}` });
    expect(
      sample(await scrape(), 'hireloop_http_requests_total', {
        route: 'unmatched',
        status_code: '404',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts the e-mail queue by state', async () => {
    const counts = (text: string) =>
      Object.fromEntries(
        ['due', 'retrying', 'dead', 'sent'].map((state) => [
          state,
          sample(text, 'hireloop_outbound_emails', { state }),
        ]),
      );
    const before = counts(await scrape());
    const now = t.clock.now();
    const later = new Date(now.getTime() + 60_000);
    const row = (over: Partial<typeof outboundEmails.$inferInsert>) => ({
      to: 'someone@example.com',
      subject: 'Hello',
      text: 'Hello',
      createdAt: now,
      nextAttemptAt: now,
      ...over,
    });
    await t.db
      .insert(outboundEmails)
      .values([
        row({}),
        row({}),
        row({ nextAttemptAt: later, attempts: 1 }),
        row({ deadAt: now, attempts: 7 }),
        row({ sentAt: now, attempts: 1 }),
        row({ sentAt: now, attempts: 1 }),
        row({ sentAt: now, attempts: 1 }),
      ]);
    const after = counts(await scrape());
    expect(after).toEqual({
      due: before.due! + 2,
      retrying: before.retrying! + 1,
      dead: before.dead! + 1,
      sent: before.sent! + 3,
    });
    // The retrying one becomes due when its time comes.
    t.clock.advance(60_000);
    const then = counts(await scrape());
    expect([then.due, then.retrying]).toEqual([after.due! + 1, after.retrying! - 1]);
  });

  it('shows the search caches and the process', async () => {
    const caches = ['counts', 'ranked', 'match_sets', 'evaluations'];
    const entries = (text: string) =>
      caches.reduce(
        (sum, cache) => sum + sample(text, 'hireloop_search_cache_entries', { cache })!,
        0,
      );
    const before = entries(await scrape());
    const { token } = await t.registerCustomer();
    const search = await t.request({
      method: 'GET',
      url: '/api/v1/c/jobs?q=metrics+engineer',
      token,
    });
    expect(search.statusCode).toBe(200);
    const text = await scrape();
    // What the search read and counted is kept for the next one with the same keywords.
    expect(entries(text)).toBeGreaterThan(before);
    expect(sample(text, 'hireloop_search_match_set_rows')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hireloop_search_generation')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'hireloop_search_invalidated_timestamp_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeDefined();
  });

  it('is not rate limited: an address over its limit is still scraped', async () => {
    const ip = '10.8.8.8';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++)
      statuses.push(
        (await t.request({ method: 'GET', url: '/api/v1/c/companies', ip, skipContract: true }))
          .statusCode,
      );
    expect(statuses).toContain(429);
    for (let i = 0; i < 3; i++) await scrape(ip);
  });
});

describe('/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_ENABLED: 'true', METRICS_TOKEN: TOKEN } });
  });
  afterAll(() => t.close());

  it('refuses a request without the token, or with another, and serves it with the token', async () => {
    for (const authorization of [undefined, `Bearer ${'x'.repeat(MIN_METRICS_TOKEN_LENGTH)}`]) {
      const res = await t.app.inject({
        method: 'GET',
        url: METRICS_PATH,
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
      expect(res.body).not.toContain('hireloop_');
    }
    const res = await t.app.inject({
      method: 'GET',
      url: METRICS_PATH,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('# TYPE hireloop_http_requests_total counter');
  });
});
