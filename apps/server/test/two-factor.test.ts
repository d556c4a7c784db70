/**
 * The optional second factor (issue 35, decision 207): Settings → Security turns it on (start,
 * confirm with a current code, 10 recovery codes shown once) and off (password + code); with it on,
 * login answers 422 on `otp` until a current code or an unused recovery code is given.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client.ts';
import { RECOVERY_CODE_COUNT, TOTP_STEP_S, totpCode } from '../src/services/twoFactor.ts';
import { OTP_INVALID, OTP_REQUIRED } from '../src/modules/auth/index.ts';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';
import { z } from 'zod';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const URL = '/api/v1/c/settings/security/two-factor';

const status = (user: TestUser) => t.request({ method: 'GET', url: URL, token: user.token });
const start = (user: TestUser) => t.request({ method: 'POST', url: URL, token: user.token });
const confirm = (user: TestUser, code: string) =>
  t.request({ method: 'POST', url: `${URL}/confirm`, token: user.token, body: { code } });
const login = (user: TestUser, otp?: string, ip?: string) =>
  t.request({
    method: 'POST',
    url: '/api/v1/auth/login',
    body: { email: user.email, password: user.password, ...(otp === undefined ? {} : { otp }) },
    ...(ip ? { ip } : {}),
  });
/** Moves the clock to the next TOTP step, so a new code is not a replay of the last one. */
const nextStep = () => t.clock.advance(TOTP_STEP_S * 1000);

/** A customer with the factor on: their secret and recovery codes. */
async function withFactor() {
  const user = await t.registerCustomer();
  const started = await start(user);
  expect(started.statusCode).toBe(200);
  const secret = started.data.data.secret as string;
  const confirmed = await confirm(user, totpCode(secret, t.clock.now()));
  expect(confirmed.statusCode).toBe(200);
  nextStep();
  return { user, secret, recovery: confirmed.data.data.recovery_codes as string[] };
}

/** A row of this query's raw SQL. */
const queryRow = z.object({ hashes: z.array(z.string()) });

describe('turning the second factor on (Settings → Security)', () => {
  it('starts with a secret and its otpauth URI, is off until confirmed, then answers 10 recovery codes once', async () => {
    const maya = await t.registerCustomer();
    expect((await status(maya)).data.data).toEqual({ enabled: false, recovery_codes_left: 0 });
    const started = await start(maya);
    expect(started.statusCode).toBe(200);
    const { secret, otpauth_url } = started.data.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toContain('issuer=Hireloop');
    // Not on yet: login needs no code.
    expect((await login(maya)).statusCode).toBe(200);
    expect((await confirm(maya, '000000')).data.errors).toEqual({
      code: ['The code is not valid.'],
    });

    const confirmed = await confirm(maya, totpCode(secret, t.clock.now()));
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.data.data.recovery_codes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    expect((await status(maya)).data.data).toEqual({ enabled: true, recovery_codes_left: 10 });
    // The secret is never answered again, and only hashes of the codes are stored.
    expect((await start(maya)).statusCode).toBe(409);
    const [row] = await queryRows(
      t.db,
      sql`SELECT recovery_code_hashes AS hashes FROM user_two_factors WHERE user_id = ${maya.user.id}`,
      queryRow,
    );
    expect(row!.hashes).toHaveLength(10);
    expect(row!.hashes).not.toContain(codes[0]);
  });

  it('refuses to confirm without a started secret (409) and a malformed code (422 on code)', async () => {
    const ana = await t.registerCustomer();
    expect((await confirm(ana, '123456')).statusCode).toBe(409);
    await start(ana);
    const bad = await confirm(ana, '12345');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.data.errors)).toEqual(['code']);
  });

  it('acts on the signed-in user only: another user’s factor is untouched, another role’s area is refused', async () => {
    const { user: maya } = await withFactor();
    const ana = await t.registerCustomer();
    expect((await status(ana)).data.data.enabled).toBe(false);
    expect((await login(ana)).statusCode).toBe(200);
    const business = await t.registerBusiness();
    const foreign = await t.request({ method: 'GET', url: URL, token: business.token });
    expect(foreign.statusCode).toBe(403);
    expect((await status(maya)).data.data.enabled).toBe(true);
  });
});

describe('login with the second factor on', () => {
  it('answers 422 naming otp until a current code is given, and only after the password was right', async () => {
    const { user, secret } = await withFactor();
    const missing = await login(user);
    expect(missing.statusCode).toBe(422);
    expect(missing.data.errors).toEqual({ otp: [OTP_REQUIRED] });
    // A wrong password answers as without a factor: nothing tells that the account has one.
    const wrongPassword = await t.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      body: { email: user.email, password: 'Wrong-pass1!' },
    });
    expect(Object.keys(wrongPassword.data.errors)).toEqual(['email']);
    const wrongCode = await login(user, '000000');
    expect(wrongCode.statusCode).toBe(422);
    expect(wrongCode.data.errors).toEqual({ otp: [OTP_INVALID] });
    const ok = await login(user, totpCode(secret, t.clock.now()));
    expect(ok.statusCode).toBe(200);
    expect(ok.data.token).toEqual(expect.any(String));
  });

  it('never accepts one code twice (replay), and accepts the next step’s', async () => {
    const { user, secret } = await withFactor();
    const code = totpCode(secret, t.clock.now());
    expect((await login(user, code)).statusCode).toBe(200);
    expect((await login(user, code)).statusCode).toBe(422);
    nextStep();
    expect((await login(user, totpCode(secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('accepts each recovery code once, as typed with spaces or upper case', async () => {
    const { user, recovery } = await withFactor();
    const typed = ` ${recovery[0]!.toUpperCase().replace('-', ' ')} `;
    expect((await login(user, typed)).statusCode).toBe(200);
    const again = await login(user, recovery[0]);
    expect(again.statusCode).toBe(422);
    expect(Object.keys(again.data.errors)).toEqual(['otp']);
    expect((await status(user)).data.data.recovery_codes_left).toBe(9);
    expect((await login(user, recovery[1])).statusCode).toBe(200);
  });

  it('counts wrong codes as sign-in failures (the 6th attempt answers 429) but not a missing one', async () => {
    const { user, secret } = await withFactor();
    const ip = '10.77.0.1';
    for (let i = 0; i < 6; i++) expect((await login(user, undefined, ip)).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) expect((await login(user, '000000', ip)).statusCode).toBe(422);
    const limited = await login(user, totpCode(secret, t.clock.now()), ip);
    expect(limited.statusCode).toBe(429);
  });
});

describe('turning the second factor off', () => {
  it('needs the password (422 on password) and a code (422 on code), then login asks no code', async () => {
    const { user, secret, recovery } = await withFactor();
    const off = (body: Record<string, string>) =>
      t.request({ method: 'DELETE', url: URL, token: user.token, body });
    const wrongPassword = await off({ password: 'Wrong-pass1!', code: recovery[0]! });
    expect(wrongPassword.statusCode).toBe(422);
    expect(Object.keys(wrongPassword.data.errors)).toEqual(['password']);
    const wrongCode = await off({ password: user.password, code: '000000' });
    expect(wrongCode.statusCode).toBe(422);
    expect(Object.keys(wrongCode.data.errors)).toEqual(['code']);
    const done = await off({ password: user.password, code: totpCode(secret, t.clock.now()) });
    expect(done.statusCode).toBe(200);
    expect((await status(user)).data.data).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect((await login(user)).statusCode).toBe(200);
    expect((await off({ password: user.password, code: '123456' })).statusCode).toBe(409);
    const subjects = (await t.emails()).filter((e) => e.to === user.email).map((e) => e.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Two-factor authentication is on',
        'Two-factor authentication is off',
      ]),
    );
  });
});
