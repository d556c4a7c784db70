import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;

describe('login failures: 5 per 15 minutes per IP address and per e-mail at an address, 50 per account', () => {
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

  it('does not let five wrong passwords from other addresses lock the owner out (issue 35 S2)', async () => {
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
    expect(res.statusCode).toBe(200);
  });

  it('limits one e-mail from one address to 5 failures even when the address tries others in between', async () => {
    const maya = await t.registerCustomer();
    const ip = '198.51.100.150';
    const login = (email: string, password: string) =>
      t.request({ method: 'POST', url: '/api/v1/auth/login', ip, body: { email, password } });
    for (let i = 1; i <= 4; i++) expect((await login(maya.email, 'nope')).statusCode).toBe(422);
    // From another address the same account still signs in: only this address is held back.
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      ip: '198.51.100.151',
      body: { email: maya.email, password: maya.password },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect((await login(maya.email, 'nope')).statusCode).toBe(422);
    expect((await login(maya.email, maya.password)).statusCode).toBe(429);
  });

  it('slows a guesser spread over many addresses at 50 failures per account, and tells the owner once', async () => {
    const maya = await t.registerCustomer();
    const before = (await t.emails()).filter((e) => e.to === maya.email).length;
    const guess = (n: number, password = 'nope') =>
      t.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        ip: `198.18.${Math.floor(n / 4)}.${n % 4}`,
        body: { email: maya.email, password },
      });
    // 50 failures, 4 per address: no address reaches its own limit of 5.
    for (let n = 0; n < 50; n++) expect((await guess(n)).statusCode).toBe(422);
    const refused = await guess(50);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await guess(51, maya.password)).statusCode).toBe(429);
    expect((await guess(52)).statusCode).toBe(429);
    const notices = (await t.emails()).filter(
      (e) => e.to === maya.email && /failed sign-ins/i.test(e.subject),
    );
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain('more than 50 times in 15 minutes');
    expect((await t.emails()).filter((e) => e.to === maya.email)).toHaveLength(before + 1);
    t.clock.advance(15 * MINUTE);
    expect((await guess(60, maya.password)).statusCode).toBe(200);
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
