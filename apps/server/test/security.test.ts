/**
 * Attacks on the API's inputs, limits and headers: each test reproduces an attack and checks the
 * answer a client would see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './harness.ts';
import { MAX_JSON_DEPTH } from '../src/http/inputGuard.ts';

let t: TestApp;
beforeAll(async () => {
  // Parallel attempts from one address stay parallel (the per-address cap would queue them:
  // the atomic counting below is what is tested).
  t = await createTestApp({ env: { RATE_LIMIT_ADDRESS_CONCURRENCY: '100' } });
});
afterAll(() => t.close());

const statuses = (list: { statusCode: number }[]) =>
  list.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe('login failures are counted atomically', () => {
  it('answers 5 of 40 parallel wrong logins with 422, the 35 others and then the right password from that address with 429', async () => {
    const maya = await t.registerCustomer();
    const ip = '192.0.2.41';
    const attempts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          ip,
          body: { email: maya.email, password: `Wrong-${i}` },
        }),
      ),
    );
    expect(statuses(attempts)).toEqual({ 422: 5, 429: 35 });
    const right = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      ip,
      body: { email: maya.email, password: maya.password },
    });
    expect(right.statusCode).toBe(429);
    // The guesses held back their own address only: the owner signs in from another one.
    expect((await t.login(maya.email, maya.password)).statusCode).toBe(200);
  });

  it('refuses the right password sent among parallel wrong ones once 5 failures are counted', async () => {
    const maya = await t.registerCustomer();
    const ip = '192.0.2.42';
    const wrong = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          ip,
          body: { email: maya.email, password: `Wrong-${i}` },
        }),
      ),
    );
    expect(statuses(wrong)).toEqual({ 422: 5 });
    const mixed = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        t.request({
          method: 'POST',
          url: '/api/v1/auth/login',
          ip,
          body: { email: maya.email, password: i === 9 ? maya.password : `Wrong-${i}` },
        }),
      ),
    );
    expect(statuses(mixed)).toEqual({ 429: 10 });
  });
});

describe('NUL and control bytes in e-mail addresses', () => {
  it.each([
    ['login', '/api/v1/auth/login', { email: 'maya\u0000@example.com', password: 'x' }],
    [
      'register',
      '/api/v1/auth/register',
      {
        role: 'customer',
        email: 'maya\u0000@example.com',
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        agreed_to_terms: true,
        first_name: 'Maya',
        last_name: 'Okafor',
      },
    ],
  ])('answers a NUL byte in the %s e-mail with 422 naming email', async (_name, url, body) => {
    const res = await t.request({ method: 'POST', url, body });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.email).toBeDefined();
  });

  it('answers other control bytes in the login e-mail with 422', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: 'maya\u0007\u001b@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.email).toBeDefined();
  });

  it('answers a NUL byte in a multipart registration with 422', async () => {
    const boundary = 'x-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const body =
      part('role', 'customer') +
      part('email', 'maya\u0000@example.com') +
      part('password', STRONG_PASSWORD) +
      part('password_confirmation', STRONG_PASSWORD) +
      part('agreed_to_terms', 'true') +
      part('first_name', 'Maya') +
      part('last_name', 'Okafor') +
      `--${boundary}--\r\n`;
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.email).toBeDefined();
  });

  it('answers a NUL byte in any JSON text field with 422 naming the field', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/profile',
      token: maya.token,
      body: { first_name: 'Ma\u0000ya', last_name: 'Okafor' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.first_name).toBeDefined();
  });
});

describe('deeply nested JSON', () => {
  const nested = (depth: number) => {
    // depth 1 = {}; each level wraps the previous one in {"a": …}
    let text = '{}';
    for (let i = 1; i < depth; i++) text = `{"a":${text}}`;
    return text;
  };
  const put = async (depth: number) => {
    const maya = await t.registerCustomer();
    return t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/profile',
      token: maya.token,
      body: `{"first_name":"Maya","last_name":"Okafor","extra":${nested(depth - 1)}}`,
      headers: { 'content-type': 'application/json' },
    });
  };

  it(`reads a body nested exactly ${MAX_JSON_DEPTH} levels deep (the contract then names the unknown field)`, async () => {
    const res = await put(MAX_JSON_DEPTH);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.extra).toEqual(['The extra field is not allowed.']);
  });

  it(`answers a body nested ${MAX_JSON_DEPTH + 1} levels deep with 422 naming the body`, async () => {
    const res = await put(MAX_JSON_DEPTH + 1);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.body[0]).toContain(String(MAX_JSON_DEPTH));
  });

  it('answers 5,000 nested objects with 422, not a stack overflow', async () => {
    const res = await put(5000);
    expect(res.statusCode).toBe(422);
    const arrays = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: `{"email":${'['.repeat(5000)}${']'.repeat(5000)},"password":"x"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(arrays.statusCode).toBe(422);
  });
});

describe('per-address ceilings', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { RATE_LIMIT_ADDRESS_REQUESTS: '12', RATE_LIMIT_REGISTRATIONS: '3' },
    });
  });
  afterAll(() => limited.close());

  it('limits the signed-in traffic of one address across tokens: the 13th call in a minute gets 429', async () => {
    const users = await Promise.all([1, 2, 3].map(() => limited.registerCustomer()));
    const ip = '198.51.100.7';
    for (let i = 0; i < 12; i++) {
      const res = await limited.request({
        method: 'GET',
        url: '/api/v1/auth/user',
        token: users[i % 3]!.token,
        ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const over = await limited.request({
      method: 'GET',
      url: '/api/v1/auth/user',
      token: users[0]!.token,
      ip,
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Another address is not affected, and the ceiling lifts after the window.
    expect(
      (
        await limited.request({
          method: 'GET',
          url: '/api/v1/auth/user',
          token: users[0]!.token,
          ip: '198.51.100.8',
        })
      ).statusCode,
    ).toBe(200);
    limited.clock.advance(60_000);
    expect(
      (
        await limited.request({
          method: 'GET',
          url: '/api/v1/auth/user',
          token: users[0]!.token,
          ip,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('limits successful registrations per address: the 4th in an hour gets 429', async () => {
    const ip = '198.51.100.20';
    const register = () =>
      limited.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        ip,
        body: {
          role: 'customer',
          email: uniqueEmail(),
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
          agreed_to_terms: true,
          first_name: 'A',
          last_name: 'B',
        },
      });
    for (let i = 0; i < 3; i++) expect((await register()).statusCode).toBe(201);
    const fourth = await register();
    expect(fourth.statusCode).toBe(429);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(59 * 60);
    limited.clock.advance(60 * 60_000);
    expect((await register()).statusCode).toBe(201);
  });

  it('does not count failed registrations against the registration limit', async () => {
    const ip = '198.51.100.21';
    const taken = await limited.registerCustomer();
    for (let i = 0; i < 4; i++) {
      const res = await limited.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        ip,
        body: {
          role: 'customer',
          email: taken.email,
          password: STRONG_PASSWORD,
          password_confirmation: STRONG_PASSWORD,
          agreed_to_terms: true,
          first_name: 'A',
          last_name: 'B',
        },
      });
      expect(res.statusCode).toBe(422);
    }
  });
});

describe('caching and browser features', () => {
  it('marks signed-in JSON answers Cache-Control: no-store', async () => {
    const maya = await t.registerCustomer();
    for (const url of ['/api/v1/auth/user', '/api/v1/c/settings/profile', '/api/v1/c/jobs']) {
      const res = await t.request({ method: 'GET', url, token: maya.token });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const login = await t.login(maya.email, maya.password);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public cache rule of the public figures', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/stats' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('sends a Permissions-Policy that turns off powerful features', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()'])
      expect(policy).toContain(feature);
  });
});
