import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './harness.ts';
import { loadContract } from '../src/contract/openapi.ts';
import { assertHandlersCoverContract } from '../src/http/routes.ts';
import { SERVER_MODULES } from '../src/modules/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (body: string, contentType = 'application/json') =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body,
    headers: { 'content-type': contentType },
  });

describe('malformed requests never get a 500', () => {
  it('answers unparseable JSON with 400 naming the body', async () => {
    const res = await login('{"email": "a@example.com", "password": ');
    expect(res.statusCode).toBe(400);
    expect(res.data).toEqual({
      message: 'The request body is not valid JSON.',
      errors: { body: ['The request body is not valid JSON.'] },
    });
  });

  it('answers a prototype-pollution attempt with 400', async () => {
    const res = await login('{"email":"a@example.com","password":"x","__proto__":{"admin":true}}');
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['an array', '[1,2,3]'],
    ['a string', '"hello"'],
    ['a number', '42'],
    ['null', 'null'],
    ['wrong types', '{"email": 12, "password": {"a": 1}, "remember": "yes"}'],
    ['an unknown field', '{"email":"a@example.com","password":"x","is_admin":true}'],
    ['an empty object', '{}'],
    ['a huge string', JSON.stringify({ email: `${'a'.repeat(300)}@example.com`, password: 'x' })],
  ])('answers %s as body with 422 naming the fields', async (_label, body) => {
    const res = await login(body);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).length).toBeGreaterThan(0);
  });

  it('names each problem', async () => {
    const res = await login('{"email": 12, "remember": "yes", "is_admin": true}');
    expect(res.data.errors).toEqual({
      email: ['The email field must be a string.'],
      password: ['The password field is required.'],
      remember: ['The remember field must be a boolean.'],
      is_admin: ['The is admin field is not allowed.'],
    });
    expect(res.data.message).toMatch(
      /^The (email|password|remember|is admin) field .* \(and 3 more errors\)$/,
    );
  });

  it('answers an empty JSON body on a call that needs one with 422, and accepts it on one that takes none', async () => {
    const res = await login('');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(['email', 'password']);
    const maya = await t.registerCustomer();
    const readAll = await t.request({
      method: 'POST',
      url: '/api/v1/c/notifications/read-all',
      token: maya.token,
      body: '',
      headers: { 'content-type': 'application/json' },
    });
    expect(readAll.statusCode).toBe(200);
  });

  it('answers a body of another media type with 400', async () => {
    expect(
      (await login('email=a@example.com', 'application/x-www-form-urlencoded')).statusCode,
    ).toBe(400);
    expect((await login('hello', 'text/plain')).statusCode).toBe(400);
    expect((await login('<a/>', 'application/xml')).statusCode).toBe(400);
  });

  it('answers a broken multipart body with 400 or 422, never 500', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
      body: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.message).toBe('The multipart body could not be read.');
  });

  it('answers a too large body with 413', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
      headers: { 'content-type': 'application/json' },
      skipContract: true,
    });
    expect(res.statusCode).toBe(413);
    expect(res.data.message).toBe('The request is too large.');
  });

  it('answers repeated or malformed query parameters with 400', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/c/notifications?page=1&page=2',
      token: maya.token,
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors.page).toEqual(['The page parameter must be an integer.']);
  });

  it('answers an unknown route with 404 JSON and an unknown area with 400', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.data.message).toContain('not found');
    const maya = await t.registerCustomer();
    const area = await t.request({
      method: 'GET',
      url: '/api/v1/x/notifications',
      token: maya.token,
    });
    expect(area.statusCode).toBe(400);
    expect(area.data.errors.area).toBeDefined();
  });
});

describe('roles of the areas (R-ROLE-1)', () => {
  it('answers /api/v1/b/* for a customer and /api/v1/c/* for a business with 403, and anonymous calls with 401', async () => {
    const maya = await t.registerCustomer();
    const hf = await t.registerBusiness();
    const b = await t.request({ method: 'GET', url: '/api/v1/b/dashboard', token: maya.token });
    expect(b.statusCode).toBe(403);
    expect(b.data.message).toBe('This action requires the business role.');
    const c = await t.request({ method: 'GET', url: '/api/v1/c/dashboard', token: hf.token });
    expect(c.statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/v1/c/dashboard' })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/b/notifications', token: maya.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/c/notifications', token: hf.token }))
        .statusCode,
    ).toBe(403);
  });
});

describe('every operation is implemented', () => {
  it('has a handler in some module for each operation of the contract', () => {
    const handlers = Object.assign({}, ...SERVER_MODULES.map((m) => m.handlers)) as Record<
      string,
      unknown
    >;
    const missing = loadContract()
      .operations.filter((o) => !handlers[o.operationId])
      .map((o) => o.operationId);
    expect(missing).toEqual([]);
  });

  it('refuses to register the routes when an operation has no handler, naming it', () => {
    const handlers = Object.assign({}, ...SERVER_MODULES.map((m) => m.handlers)) as Record<
      string,
      unknown
    >;
    delete handlers.getPublicStats;
    expect(() => assertHandlersCoverContract(loadContract(), [handlers as never])).toThrow(
      'No handler for getPublicStats.',
    );
  });

  it('refuses two modules that handle the same operation, naming it', () => {
    const maps = SERVER_MODULES.map((m) => m.handlers);
    const again = { getPublicStats: maps.find((map) => 'getPublicStats' in map)!.getPublicStats };
    expect(() => assertHandlersCoverContract(loadContract(), [...maps, again as never])).toThrow(
      'More than one handler for getPublicStats.',
    );
  });
});

describe('headers, health and figures', () => {
  it('sends a strict CSP, nosniff, frame-ancestors none and the referrer policy', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('reports health with the database', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(res.data).toMatchObject({
      status: 'ok',
      database: 'ok',
      checked_at: '2026-01-15T09:00:00.000Z',
    });
  });

  it('answers the landing-page figures with a minute of caching', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/stats' });
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.data.data.companies).toBeGreaterThanOrEqual(0);
  });
});

describe('serving the web app (production)', () => {
  let web: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'hireloop-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>',
    );
    writeFileSync(
      path.join(dist, 'assets', 'app.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    web = await createTestApp({ env: { SERVE_WEB: 'true', WEB_DIST: dist } });
  });
  afterAll(async () => {
    await web.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers app routes with index.html (SPA fallback), uncached', async () => {
    const res = await web.request({ method: 'GET', url: '/c/jobs/123?tab=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<!doctype html>');
  });

  it('serves hashed assets with immutable caching, compressed', async () => {
    const res = await web.request({
      method: 'GET',
      url: '/assets/app.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  const post = (url: string, body: string, contentType = 'application/x-www-form-urlencoded') =>
    web.request({ method: 'POST', url, body, headers: { 'content-type': contentType } });

  it('sends a page form submitted without its script back to the page, the body unread', async () => {
    const res = await post('/login?redirect=%2Fc%2Fjobs', 'email=maya%40example.com&password=x');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/login?redirect=%2Fc%2Fjobs');
    expect(res.body).toBe('');
    const other = await post('/register/customer', 'x', 'text/plain');
    expect(other.statusCode).toBe(303);
    expect(other.headers.location).toBe('/register/customer');
    expect((await post('//evil.example/login', '')).headers.location).toBe('/evil.example/login');
  });

  it('keeps a POST to an unknown API path or an asset a 404', async () => {
    const api = await post('/api/v1/nope', '{}', 'application/json');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route POST:/api/v1/nope not found.' });
    expect((await post('/assets/app.js', '')).statusCode).toBe(404);
  });

  it('keeps unknown API paths and missing assets as 404', async () => {
    const api = await web.request({ method: 'GET', url: '/api/v1/nope?x=1' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Route GET:/api/v1/nope not found.' });
    expect((await web.request({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});
