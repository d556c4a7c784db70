import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('login failures: 5 per 15 minutes per IP address and per e-mail', () => {
  it('answers the 5 first failures with 422 and the 6th attempt with 429 and Retry-After', async () => {
    const maya = await t.registerCustomer();
    const ip = '192.0.2.10';
    for (let i = 1; i <= 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        ip,
        body: { email: maya.email, password: `Wrong-${i}` },
      });
      expect(res.statusCode).toBe(422);
    }
    const sixth = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      ip,
      body: { email: maya.email, password: maya.password },
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  it('limits per e-mail across IP addresses', async () => {
    const maya = await t.registerCustomer();
    for (let i = 1; i <= 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        ip: `198.51.100.${i}`,
        body: { email: maya.email, password: 'nope' },
      });
      expect(res.statusCode).toBe(422);
    }
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      ip: '198.51.100.99',
      body: { email: maya.email, password: maya.password },
    });
    expect(res.statusCode).toBe(429);
  });

  it('limits per IP address across e-mails', async () => {
    const ip = '203.0.113.77';
    for (let i = 1; i <= 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        ip,
        body: { email: uniqueEmail(), password: 'nope' },
      });
      expect(res.statusCode).toBe(422);
    }
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      ip,
      body: { email: maya.email, password: maya.password },
    });
    expect(res.statusCode).toBe(429);
  });

  it('counts body-validation failures too, and lets the user in again after 15 minutes', async () => {
    const maya = await t.registerCustomer();
    const ip = '203.0.113.88';
    for (let i = 1; i <= 5; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        ip,
        body: { email: maya.email, password: '' },
      });
      expect(res.statusCode).toBe(422);
    }
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          ip,
          body: { email: maya.email, password: maya.password },
        })
      ).statusCode,
    ).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          ip,
          body: { email: maya.email, password: maya.password },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('does not count successful sign-ins', async () => {
    const maya = await t.registerCustomer();
    const ip = '203.0.113.99';
    for (let i = 1; i <= 8; i++) {
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/v1/auth/login',
            ip,
            body: { email: maya.email, password: maya.password },
          })
        ).statusCode,
      ).toBe(200);
    }
  });
});

describe('register failures', () => {
  it('answers the 6th failed registration from one IP address with 429', async () => {
    const ip = '192.0.2.200';
    const draft = () => ({
      role: 'customer',
      email: uniqueEmail(),
      password: 'weak',
      password_confirmation: 'weak',
      agreed_to_terms: true,
      first_name: 'A',
      last_name: 'B',
    });
    for (let i = 1; i <= 5; i++) {
      expect(
        (await t.request({ method: 'POST', url: '/api/v1/auth/register', ip, body: draft() }))
          .statusCode,
      ).toBe(422);
    }
    const sixth = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      ip,
      body: { ...draft(), password: STRONG_PASSWORD, password_confirmation: STRONG_PASSWORD },
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('notification reads: 30 a minute per token', () => {
  it('answers the 31st read within a minute with 429 and Retry-After, and reads again in the next window', async () => {
    const maya = await t.registerCustomer();
    for (let i = 1; i <= 30; i++) {
      const url = i % 2 ? '/api/v1/c/notifications' : '/api/v1/c/notifications/unread-count';
      const res = await t.request({ method: 'GET', url, token: maya.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['ratelimit-limit']).toBe('30');
      expect(res.headers['ratelimit-remaining']).toBe(String(30 - i));
    }
    const limited = await t.request({
      method: 'GET',
      url: '/api/v1/c/notifications/unread-count',
      token: maya.token,
    });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Other calls of the same token are not affected.
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token })).statusCode,
    ).toBe(200);
    // Another token of the same user has its own budget.
    const other = await t.login(maya.email, maya.password);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/c/notifications',
          token: other.data.token as string,
        })
      ).statusCode,
    ).toBe(200);
    t.clock.advance(MINUTE);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/c/notifications', token: maya.token }))
        .statusCode,
    ).toBe(200);
  });

  it('sends the RateLimit headers of the general policy on other calls', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/stats' });
    expect(res.headers['ratelimit-limit']).toBe('300');
    expect(res.headers['ratelimit-remaining']).toBe('299');
  });
});
