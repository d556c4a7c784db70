/**
 * Issue 35 (low finding): over HTTPS the CSRF cookie carries the `__Host-` prefix (Secure,
 * Path=/, no Domain: a sibling subdomain cannot plant it); over HTTP it stays `XSRF-TOKEN`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';
import { CSRF_COOKIE, CSRF_HOST_COOKIE, csrfCookieName } from '../src/services/csrf.ts';

const login = (t: TestApp, cookie: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { cookie, 'x-xsrf-token': token, 'content-type': 'application/json' },
    payload: { email: 'nobody@example.com', password: 'Wrong-one-1!' },
  });

it('names the cookie by the secure flag', () => {
  expect(csrfCookieName(true)).toBe('__Host-XSRF-TOKEN');
  expect(csrfCookieName(false)).toBe('XSRF-TOKEN');
});

describe('with secure cookies (HTTPS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { PUBLIC_URL: 'https://hireloop.example', SECURE_COOKIES: 'true' },
    });
  });
  afterAll(() => t.close());

  it('sets __Host-XSRF-TOKEN: Secure, Path=/, no Domain; and no XSRF-TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.map((c) => c.name)).toEqual([CSRF_HOST_COOKIE]);
    const [cookie] = res.cookies;
    expect(cookie?.secure).toBe(true);
    expect(cookie?.path).toBe('/');
    expect(cookie?.domain).toBeUndefined();
  });

  it('checks the header against __Host-XSRF-TOKEN only', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const token = res.cookies[0]!.value;
    expect((await login(t, `${CSRF_HOST_COOKIE}=${token}`, token)).statusCode).toBe(422);
    expect((await login(t, `${CSRF_COOKIE}=${token}`, token)).statusCode).toBe(419);
  });
});

describe('over plain HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps XSRF-TOKEN', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.cookies.map((c) => c.name)).toEqual([CSRF_COOKIE]);
    const token = res.cookies[0]!.value;
    expect((await login(t, `${CSRF_COOKIE}=${token}`, token)).statusCode).toBe(422);
  });
});
