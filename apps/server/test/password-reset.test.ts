/**
 * Password reset (issue 35): "Forgot password?" e-mails a single-use link to /login?reset=<token>
 * valid 60 minutes; the answer is the same for unknown addresses; the link is stored as a hash;
 * using it sets the password, signs out every session and tells the owner; requests are limited.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, STRONG_PASSWORD, uniqueEmail, type TestApp } from './harness.ts';
import { passwordResets, personalAccessTokens, users } from '../src/db/schema.ts';
import { sha256 } from '../src/lib/tokens.ts';
import { IMPORTED_EMAIL_DOMAIN } from '../src/modules/marketplace/postings/listings.ts';
import {
  PASSWORD_RESET_PER_ADDRESS,
  PASSWORD_RESET_PER_EMAIL,
  PASSWORD_RESET_TTL_MS,
  RESET_LINK_INVALID,
  RESET_LINK_SENT,
} from '../src/services/passwordReset.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'N3w-Passw0rd!!';

const forgot = (email: string, ip?: string) =>
  t.request({ method: 'POST', url: '/api/v1/auth/forgot-password', body: { email }, ip });

const resetWith = (token: string, password = NEW_PASSWORD, confirmation = password) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/reset-password',
    body: { token, password, password_confirmation: confirmation },
  });

/** The token of the newest reset e-mail sent to `to`. */
async function resetTokenFor(to: string): Promise<string> {
  const mail = (await t.emails()).filter((m) => m.to === to && /reset=/.test(m.text)).at(-1);
  const match = /\/login\?reset=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no reset link for ${to}`);
  return match[1];
}

describe('asking for a reset link', () => {
  it('answers the same for a known and an unknown address, and e-mails only the account', async () => {
    const maya = await t.registerCustomer();
    const known = await forgot(maya.email);
    const unknown = await forgot(uniqueEmail('nobody'));
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.data).toEqual({ message: RESET_LINK_SENT });
    expect(unknown.data).toEqual(known.data);
    const mail = (await t.emails())
      .filter((m) => m.to === maya.email && /reset=/.test(m.text))
      .at(-1);
    expect(mail?.subject).toBe('Reset your Hireloop password');
    expect(mail?.text).toContain('/login?reset=');
  });

  it('keeps no usable token in the stored copy once the e-mail is delivered', async () => {
    const maya = await t.registerCustomer();
    await forgot(maya.email);
    await t.app.deps.mailer.flush();
    const mail = (await t.emails())
      .filter((m) => m.to === maya.email && /reset=/.test(m.text))
      .at(-1);
    expect(mail?.stored.sentAt).not.toBeNull();
    const token = await resetTokenFor(maya.email);
    expect(mail?.stored.text).not.toContain(token);
    expect(mail?.stored.text).toContain('/login?reset=[redacted]');
    // The delivered link (the recipient's mailbox) still works.
    expect((await resetWith(token)).statusCode).toBe(200);
  });

  it('sends nothing for a deleted account, with the same answer', async () => {
    const gone = await t.registerCustomer();
    const del = await t.request({
      method: 'DELETE',
      url: '/api/v1/c/settings/account',
      token: gone.token,
      body: { password: gone.password },
    });
    expect(del.statusCode).toBe(200);
    const before = (await t.emails()).length;
    const res = await forgot(gone.email);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ message: RESET_LINK_SENT });
    expect((await t.emails()).length).toBe(before);
  });

  it('sends nothing for an imported company placeholder account, with the same answer', async () => {
    const placeholder = await t.registerBusiness();
    const email = `acme-${placeholder.user.id}@${IMPORTED_EMAIL_DOMAIN}`;
    await t.db.update(users).set({ email }).where(eq(users.id, placeholder.user.id));
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({ message: RESET_LINK_SENT });
    expect((await t.emails()).filter((m) => m.to === email)).toEqual([]);
  });

  it('stores only the SHA-256 of the token', async () => {
    const maya = await t.registerCustomer();
    await forgot(maya.email);
    const token = await resetTokenFor(maya.email);
    const rows = await t.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, maya.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('refuses a 6th request from one address in 15 minutes and a 4th for one e-mail in an hour', async () => {
    const ip = '10.250.0.1';
    for (let i = 0; i < PASSWORD_RESET_PER_ADDRESS.max; i++)
      expect((await forgot(uniqueEmail('x'), ip)).statusCode).toBe(200);
    const over = await forgot(uniqueEmail('x'), ip);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);

    const email = uniqueEmail('target');
    for (let i = 0; i < PASSWORD_RESET_PER_EMAIL.max; i++)
      expect((await forgot(email)).statusCode).toBe(200); // each from another IP address
    expect((await forgot(email)).statusCode).toBe(429);
    t.clock.advance(PASSWORD_RESET_PER_EMAIL.windowMs);
    expect((await forgot(email)).statusCode).toBe(200);
  });
});

describe('setting the new password', () => {
  it('sets the password, signs out every session and tells the owner', async () => {
    const maya = await t.registerCustomer();
    expect((await t.login(maya.email, maya.password)).statusCode).toBe(200);
    await forgot(maya.email);
    const token = await resetTokenFor(maya.email);
    const res = await resetWith(token);
    expect(res.statusCode).toBe(200);
    const sessions = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, maya.user.id));
    expect(sessions).toEqual([]);
    const me = await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token });
    expect(me.statusCode).toBe(401);
    expect((await t.login(maya.email, maya.password)).statusCode).toBe(422);
    expect((await t.login(maya.email, NEW_PASSWORD)).statusCode).toBe(200);
    // Mails queued at one instant have no order: look for the notice among them.
    const subjects = (await t.emails()).filter((m) => m.to === maya.email).map((m) => m.subject);
    expect(subjects).toContain('Your password was changed');
  });

  it('is single use, and a newer link replaces an older one', async () => {
    const maya = await t.registerCustomer();
    await forgot(maya.email);
    const first = await resetTokenFor(maya.email);
    t.clock.advance(1_000);
    await forgot(maya.email);
    const second = await resetTokenFor(maya.email);
    const old = await resetWith(first);
    expect(old.statusCode).toBe(422);
    expect(old.data.errors).toEqual({ token: [RESET_LINK_INVALID] });
    expect((await resetWith(second)).statusCode).toBe(200);
    const again = await resetWith(second, 'An0ther-Pass!');
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.token).toEqual([RESET_LINK_INVALID]);
  });

  it('lets exactly one of two parallel resets with one token through', async () => {
    const maya = await t.registerCustomer();
    await forgot(maya.email);
    const token = await resetTokenFor(maya.email);
    const answers = await Promise.all([resetWith(token), resetWith(token, 'Oth3r-Passw0rd!')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
  });

  it('works at 59:59 and is refused at 60:00', async () => {
    const a = await t.registerCustomer();
    const b = await t.registerCustomer();
    await forgot(a.email);
    await forgot(b.email);
    const tokenA = await resetTokenFor(a.email);
    const tokenB = await resetTokenFor(b.email);
    t.clock.advance(PASSWORD_RESET_TTL_MS - 1_000);
    expect((await resetWith(tokenA)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const late = await resetWith(tokenB);
    expect(late.statusCode).toBe(422);
    expect(late.data.errors).toEqual({ token: [RESET_LINK_INVALID] });
  });

  it('answers 422 naming password with the registration rules, keeping the link usable', async () => {
    const maya = await t.registerCustomer();
    await forgot(maya.email);
    const token = await resetTokenFor(maya.email);
    const weak = await resetWith(token, 'weakpass');
    expect(weak.statusCode).toBe(422);
    expect(weak.data.errors.password).toContain('Must contain uppercase letter');
    expect(weak.data.errors.token).toBeUndefined();
    const mismatch = await resetWith(token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(mismatch.data.errors.password_confirmation).toEqual([
      'The password confirmation does not match.',
    ]);
    expect((await resetWith(token)).statusCode).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, maya.user.id));
    expect(row!.passwordHash).not.toContain(NEW_PASSWORD);
  });

  it('answers 422 naming token for an unknown token', async () => {
    const res = await resetWith('not-a-real-token', STRONG_PASSWORD);
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({ token: [RESET_LINK_INVALID] });
  });
});
