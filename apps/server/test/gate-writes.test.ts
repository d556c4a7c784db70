/**
 * The request gate writes once per request: the rate-limit counters and the token's activity go
 * in one statement (and the 15-minute inactivity expiry stays exact, see sessions.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';

let t: TestApp;
let maya: TestUser;
const statements: string[] = [];
let restoreQuery = () => {};
beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  // The mailer's own writes are not the request's: deliver the sign-up's e-mail, then stop the
  // mailer, whose flush kicked by the sign-up (10 ms later, on the wall clock) could otherwise land
  // inside a measured request. The requests below queue no mail.
  await t.app.deps.mailer.flush();
  await t.app.deps.mailer.close();
  // Record every statement the server sends (PGlite and node-postgres clients both have query()).
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } })
    .$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const first = args[0] as string | { text: string };
    statements.push(typeof first === 'string' ? first : first.text);
    return query(...args);
  };
  // The worker's database outlives this file (test/harness.ts): its own query() comes back.
  restoreQuery = () => {
    delete (client as { query?: unknown }).query;
  };
});
afterAll(async () => {
  restoreQuery();
  await t.close();
});

const WRITE = /^\s*(insert|update|delete)\b|\b(insert\s+into|update\s+\S+\s+set|delete\s+from)\b/i;

async function writesOf(request: Parameters<TestApp['request']>[0]) {
  statements.length = 0;
  const res = await t.request(request);
  expect(res.statusCode).toBeLessThan(300);
  const writes = statements.filter((s) => WRITE.test(s));
  expect(writes, writes.join('\n---\n')).toHaveLength(1);
  return writes.length;
}

describe('the gate writes once per read request', () => {
  it.each([
    ['the current user', '/api/v1/auth/user'],
    ['a job search', '/api/v1/c/jobs?q=engineer'],
    ['the profile settings', '/api/v1/c/settings/profile'],
    ['the unread count (a background poll)', '/api/v1/c/notifications/unread-count'],
  ])('signed in: %s costs one write', async (_label, url) => {
    expect(await writesOf({ method: 'GET', url, token: maya.token })).toBe(1);
  });

  it('guest: the public figures cost one write', async () => {
    expect(await writesOf({ method: 'GET', url: '/api/v1/stats' })).toBe(1);
  });

  it('still restarts the inactivity timer with that write', async () => {
    await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token });
    t.clock.advance(14 * 60_000 + 59_000);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token })).statusCode,
    ).toBe(200);
    t.clock.advance(14 * 60_000 + 59_000);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token })).statusCode,
    ).toBe(200);
    t.clock.advance(15 * 60_000 + 1_000);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token })).statusCode,
    ).toBe(401);
  });

  it('does not count a request refused by a rate limit as activity', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_REQUESTS: '2' } });
    try {
      const ana = await limited.registerCustomer();
      const me = () =>
        limited.request({ method: 'GET', url: '/api/v1/auth/user', token: ana.token });
      expect((await me()).statusCode).toBe(200);
      limited.clock.advance(10 * 60_000);
      expect((await me()).statusCode).toBe(200); // activity at 10:00, 1st of the window
      expect((await me()).statusCode).toBe(200); // 2nd of the window
      limited.clock.advance(30_000);
      expect((await me()).statusCode).toBe(429); // not activity
      limited.clock.advance(14 * 60_000 + 31_000); // 15:01 after the last activity (10:00)
      expect((await me()).statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });
});
