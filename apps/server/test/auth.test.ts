import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './harness.ts';
import { multipart, noisePng } from './fixtures.ts';
import { personalAccessTokens, users } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/tokens.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const customerDraft = (overrides: Record<string, unknown> = {}) => ({
  role: 'customer',
  email: uniqueEmail(),
  password: STRONG_PASSWORD,
  password_confirmation: STRONG_PASSWORD,
  agreed_to_terms: true,
  first_name: 'Maya',
  last_name: 'Okafor',
  ...overrides,
});

describe('CSRF (R-API-2 GET /sanctum/csrf-cookie, R-ERR-2 419)', () => {
  it('sets a readable XSRF-TOKEN cookie and answers 204', async () => {
    const res = await t.request({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(res.statusCode).toBe(204);
    const cookie = res.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value.length).toBeGreaterThan(20);
    expect(cookie?.httpOnly).toBeFalsy();
    expect(cookie?.sameSite).toBe('Lax');
  });

  it('refuses a state-changing request without a Bearer token and without X-XSRF-TOKEN with 419', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      csrf: false,
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(419);
    expect(res.data.message).toBe('CSRF token mismatch.');
  });

  it('refuses a header that does not match the cookie with 419', async () => {
    const token = await t.csrfToken();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      csrf: false,
      cookies: { 'XSRF-TOKEN': token },
      headers: { 'x-xsrf-token': `${token}x` },
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(419);
  });

  it('refuses a matching pair the server did not sign with 419 (a planted cookie)', async () => {
    const forged = 'abcdefghijklmnopqrstuvwx.forgedsignature';
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      csrf: false,
      cookies: { 'XSRF-TOKEN': forged },
      headers: { 'x-xsrf-token': forged },
      body: { email: 'a@example.com', password: 'x' },
    });
    expect(res.statusCode).toBe(419);
  });

  it('accepts a matching header and cookie', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: uniqueEmail(), password: 'x' },
    });
    expect(res.statusCode).toBe(422);
  });

  it('needs no CSRF token when a valid Bearer token is sent', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/session/heartbeat',
      token: maya.token,
      csrf: false,
    });
    expect(res.statusCode).toBe(200);
  });

  it('asks an invalid Bearer token on a state-changing call for CSRF first (419), then answers 401', async () => {
    const without = await t.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      token: 'not-a-real-token-0123456789abcdef',
      csrf: false,
    });
    expect(without.statusCode).toBe(419);
    const withCsrf = await t.request({
      method: 'POST',
      url: '/api/v1/auth/logout',
      token: 'not-a-real-token-0123456789abcdef',
      csrf: true,
    });
    expect(withCsrf.statusCode).toBe(401);
  });
});

describe('register (R-DATA-3, R-VALID-2, R-API-3)', () => {
  it('creates a customer, signs it in and answers user, token and roles', async () => {
    const draft = customerDraft();
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/register', body: draft });
    expect(res.statusCode).toBe(201);
    expect(res.data.roles).toEqual(['customer']);
    expect(res.data.user).toMatchObject({
      role: 'customer',
      first_name: 'Maya',
      last_name: 'Okafor',
      business_name: null,
      email: draft.email,
    });
    const me = await t.request({ method: 'GET', url: '/api/v1/auth/user', token: res.data.token });
    expect(me.data.user.id).toBe(res.data.user.id);
  });

  it('creates a business with its business name', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        ...customerDraft({ role: 'business', business_name: 'Hugging Face' }),
        first_name: undefined,
        last_name: undefined,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.user).toMatchObject({
      role: 'business',
      business_name: 'Hugging Face',
      first_name: null,
    });
    expect(res.data.roles).toEqual(['business']);
  });

  it('stores only the SHA-256 of the token, and the password as argon2id with the OWASP parameters', async () => {
    const draft = customerDraft();
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/register', body: draft });
    const token: string = res.data.token;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const rows = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    const [user] = await t.db.select().from(users).where(eq(users.id, res.data.user.id));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user?.passwordHash).not.toContain(draft.password);
  });

  it.each([
    ['Abcdef12!', []],
    ['Sh0rt!', ['Must be at least 8 characters']],
    ['lowercase-only-1', ['Must contain uppercase letter']],
    ['UPPERCASE-ONLY-1', ['Must contain lowercase letter']],
    ['No-Digits-Here', ['Must contain number']],
    ['NoSpecial123', ['Must contain special character']],
    [
      'abc',
      [
        'Must be at least 8 characters',
        'Must contain uppercase letter',
        'Must contain number',
        'Must contain special character',
      ],
    ],
  ])(
    'checks the password rules of R-VALID-1 with their messages: %s',
    async (password, messages) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/auth/register',
        body: customerDraft({ password, password_confirmation: password }),
      });
      if (messages.length === 0) {
        expect(res.statusCode).toBe(201);
      } else {
        expect(res.statusCode).toBe(422);
        expect(res.data.errors.password).toEqual(messages);
      }
    },
  );

  it('accepts exactly 8 characters and refuses 7', async () => {
    const ok = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: customerDraft({ password: 'Abcd12!x', password_confirmation: 'Abcd12!x' }),
    });
    expect(ok.statusCode).toBe(201);
    const short = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: customerDraft({ password: 'Abc12!x', password_confirmation: 'Abc12!x' }),
    });
    expect(short.data.errors.password).toEqual(['Must be at least 8 characters']);
  });

  it('refuses a confirmation that does not match', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: customerDraft({ password_confirmation: 'Other-Passw0rd!' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
  });

  it('answers a duplicate e-mail with 422 on email, whatever its case', async () => {
    const first = customerDraft();
    expect(
      (await t.request({ method: 'POST', url: '/api/v1/auth/register', body: first })).statusCode,
    ).toBe(201);
    const again = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: customerDraft({ email: first.email.toUpperCase() }),
    });
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.email).toEqual(['This e-mail address is already registered.']);
  });

  it('requires first and last name from a customer and the business name from a business', async () => {
    const customer = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { ...customerDraft(), first_name: undefined, last_name: undefined },
    });
    expect(customer.statusCode).toBe(422);
    expect(Object.keys(customer.data.errors).sort()).toEqual(['first_name', 'last_name']);
    const business = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: { ...customerDraft({ role: 'business' }), first_name: undefined, last_name: undefined },
    });
    expect(business.statusCode).toBe(422);
    expect(business.data.errors.business_name).toEqual(['The business name field is required.']);
  });

  it('requires agreeing to the terms', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: customerDraft({ agreed_to_terms: false }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.agreed_to_terms).toEqual([
      'The agreed to terms field must be accepted.',
    ]);
  });

  it('refuses an unknown role and a malformed e-mail, naming the fields', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: customerDraft({ role: 'admin', email: 'not-an-email' }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.role).toBeDefined();
    expect(res.data.errors.email).toEqual(['The email field must be a valid email address.']);
  });

  it('accepts multipart with an avatar, and sends a verification link', async () => {
    const draft = customerDraft();
    const form = multipart({
      ...Object.fromEntries(Object.entries(draft).map(([k, v]) => [k, String(v)])),
      avatar: { filename: 'me.png', data: await noisePng(), type: 'image/png' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.user.avatar_url).toMatch(/^\/api\/v1\/media\/[a-f0-9]{32}-512\.webp$/);
    expect(res.data.user.email_verified).toBe(false);
    const image = await t.request({ method: 'GET', url: res.data.user.avatar_thumb_url });
    expect(image.statusCode).toBe(200);
    const mail = (await t.emails()).filter((m) => m.to === draft.email);
    expect(mail[0]?.text).toMatch(
      /http:\/\/localhost:5173\/c\/settings\/account\/verify-email\/[A-Za-z0-9_-]{32,}/,
    );
  });

  it('refuses the other role’s image field in multipart', async () => {
    const form = multipart({
      ...Object.fromEntries(Object.entries(customerDraft()).map(([k, v]) => [k, String(v)])),
      logo: { filename: 'logo.png', data: await noisePng(), type: 'image/png' },
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: form.body,
      headers: form.headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.logo).toBeDefined();
  });
});

describe('login, logout, current user (R-API-3, R-ERR-3)', () => {
  it('signs in with the right password, case-insensitively on the e-mail', async () => {
    const maya = await t.registerCustomer();
    const res = await t.login(maya.email.toUpperCase(), maya.password);
    expect(res.statusCode).toBe(200);
    expect(res.data.user.id).toBe(maya.user.id);
    expect(res.data.roles).toEqual(['customer']);
    expect(res.data.token).not.toBe(maya.token);
  });

  it('answers wrong credentials with 422 on email (not 401), the same for an unknown address', async () => {
    const maya = await t.registerCustomer();
    const wrong = await t.login(maya.email, 'Wrong-Passw0rd!');
    const unknown = await t.login(uniqueEmail(), 'Wrong-Passw0rd!');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(422);
      expect(res.data).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
  });

  it('logs out with the message the interface shows, and the token stops working', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: maya.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.message).toBe('You have been logged out successfully.');
    const after = await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token });
    expect(after.statusCode).toBe(401);
    expect(after.data.message).toBe('Unauthenticated.');
  });

  it('logout revokes only its own token', async () => {
    const maya = await t.registerCustomer();
    const second = await t.login(maya.email, maya.password);
    await t.request({ method: 'POST', url: '/api/v1/auth/logout', token: maya.token });
    const other = await t.request({
      method: 'GET',
      url: '/api/v1/auth/user',
      token: second.data.token,
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers 401 without a token, with a malformed header, or with an unknown token', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { authorization: 'Basic abc' },
      { authorization: 'Bearer unknown-token-value-123456789' },
    ]) {
      const res = await t.request({ method: 'GET', url: '/api/v1/auth/user', headers });
      expect(res.statusCode).toBe(401);
    }
  });
});
