import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createTestApp,
  STRONG_PASSWORD,
  uniqueEmail,
  type TestApp,
  type TestUser,
} from './harness.ts';
import { multipart, noisePng, PDF, TEXT } from './fixtures.ts';
import {
  companies,
  emailVerifications,
  media,
  notifications,
  personalAccessTokens,
  postings,
  users,
} from '../src/db/schema.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const put = (user: TestUser, url: string, body: unknown) =>
  t.request({ method: 'PUT', url, token: user.token, body });
const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, token: user.token });

/** The link's token from the newest verification e-mail sent to `to`. */
async function linkTokenFor(to: string): Promise<string> {
  const mail = (await t.emails()).filter((m) => m.to === to).at(-1);
  const match = /verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no verification link for ${to}`);
  return match[1];
}

describe('sending the verification link again', () => {
  const resend = (user: TestUser, area = 'c') =>
    t.request({
      method: 'POST',
      url: `/api/v1/${area}/settings/account/verification-email`,
      token: user.token,
    });

  it('sends a new link that verifies the address; earlier links stop working', async () => {
    const maya = await t.registerCustomer();
    const first = await linkTokenFor(maya.email);
    // A second later: "newest" orders the e-mails by their time, which PostgreSQL does not break
    // by insertion when two are equal.
    t.clock.advance(1_000);
    const res = await resend(maya);
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      status: 'success',
      message: `We sent a new verification link to ${maya.email}.`,
      data: { email: maya.email, email_verified: false, pending_email: null },
    });
    const second = await linkTokenFor(maya.email);
    expect(second).not.toBe(first);
    const verify = (token: string) =>
      t.request({
        method: 'POST',
        url: `/api/v1/c/settings/account/verify-email/${token}`,
        token: maya.token,
      });
    expect((await verify(first)).statusCode).toBe(404);
    expect((await verify(second)).data.data.email_verified).toBe(true);
    // Nothing left to verify.
    const done = await resend(maya);
    expect(done.statusCode).toBe(409);
    expect(done.data.message).toBe('Your e-mail address is already verified.');
  });

  it('allows one a minute and five a day, answering 429 with Retry-After', async () => {
    const maya = await t.registerCustomer();
    expect((await resend(maya)).statusCode).toBe(200);
    const soon = await resend(maya);
    expect(soon.statusCode).toBe(429);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(soon.headers['retry-after'])).toBeLessThanOrEqual(60);
    for (let sent = 2; sent <= 5; sent += 1) {
      t.clock.advance(60_000);
      expect((await resend(maya)).statusCode).toBe(200);
    }
    t.clock.advance(60_000);
    const sixth = await resend(maya);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('sends it to the address of a pending change', async () => {
    const hf = await t.registerBusiness();
    const next = `new-${hf.email}`;
    await put(hf, '/api/v1/b/settings/account/email', { email: next, password: hf.password });
    t.clock.advance(60_000);
    const res = await resend(hf, 'b');
    expect(res.data.message).toBe(`We sent a new verification link to ${next}.`);
  });

  it("refuses another area's call (403)", async () => {
    const maya = await t.registerCustomer();
    expect((await resend(maya, 'b')).statusCode).toBe(403);
  });
});

describe('profile', () => {
  it('reads and replaces a customer profile; fields left out become empty', async () => {
    const maya = await t.registerCustomer();
    const empty = await get(maya, '/api/v1/c/settings/profile');
    expect(empty.data.data).toEqual({
      first_name: 'Maya',
      last_name: 'Okafor',
      headline: null,
      location: null,
      bio: null,
      resume: null,
    });
    const res = await put(maya, '/api/v1/c/settings/profile', {
      first_name: 'Maya',
      last_name: 'Okafor-Silva',
      headline: 'ML engineer',
      location: 'Lisbon, Portugal',
      bio: 'Builds inference services.\nLikes trail running.',
    });
    expect(res.data.message).toBe('Profile updated successfully');
    expect(res.data.data).toMatchObject({ last_name: 'Okafor-Silva', headline: 'ML engineer' });
    const again = await put(maya, '/api/v1/c/settings/profile', {
      first_name: 'Maya',
      last_name: 'Okafor',
    });
    expect(again.data.data).toMatchObject({ headline: null, location: null, bio: null });
  });

  it('refuses the business shape under c and the customer shape under b with 422', async () => {
    const maya = await t.registerCustomer();
    const hf = await t.registerBusiness();
    const wrongC = await put(maya, '/api/v1/c/settings/profile', { business_name: 'Acme' });
    expect(wrongC.statusCode).toBe(422);
    const wrongB = await put(hf, '/api/v1/b/settings/profile', { first_name: 'A', last_name: 'B' });
    expect(wrongB.statusCode).toBe(422);
  });

  it('names only the customer fields that are wrong (not the business shape’s)', async () => {
    const maya = await t.registerCustomer();
    const res = await put(maya, '/api/v1/c/settings/profile', {
      first_name: '',
      last_name: 'Okafor',
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({
      first_name: ['The first name field must be at least 1 characters.'],
    });
  });

  it('replaces a business profile and keeps the postings’ company name in step', async () => {
    const hf = await t.registerBusiness({ business_name: 'Hugging Face' });
    const [company] = await t.db.select().from(companies).where(eq(companies.userId, hf.user.id));
    const now = t.clock.now();
    await t.db.insert(postings).values({
      companyId: company!.id,
      companyName: 'Hugging Face',
      title: 'ML Engineer',
      createdAt: now,
      updatedAt: now,
    });
    const res = await put(hf, '/api/v1/b/settings/profile', {
      business_name: 'Hugging Face SAS',
      website: 'https://huggingface.co/',
      industry: 'Artificial intelligence',
      size: 'medium',
      location: 'Paris, France',
      description: '**Open** ML.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toEqual({
      business_name: 'Hugging Face SAS',
      website: 'https://huggingface.co/',
      industry: 'Artificial intelligence',
      size: 'medium',
      location: 'Paris, France',
      description: '**Open** ML.',
    });
    const [posting] = await t.db.select().from(postings).where(eq(postings.companyId, company!.id));
    expect(posting?.companyName).toBe('Hugging Face SAS');
    const me = await get(hf, '/api/v1/auth/user');
    expect(me.data.user.business_name).toBe('Hugging Face SAS');
  });

  it('refuses a website that is not http(s) and an unknown size', async () => {
    const hf = await t.registerBusiness();
    const res = await put(hf, '/api/v1/b/settings/profile', {
      business_name: 'X',
      website: 'javascript:alert(1)',
      size: 'huge',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors).sort()).toEqual(['size', 'website']);
  });

  it('stores a PDF resume sent as multipart, refuses anything else, and removes it', async () => {
    const maya = await t.registerCustomer();
    const send = (fields: Parameters<typeof multipart>[0]) => {
      const form = multipart({ first_name: 'Maya', last_name: 'Okafor', ...fields });
      return t.request({
        method: 'PUT',
        url: '/api/v1/c/settings/profile',
        token: maya.token,
        body: form.body,
        headers: form.headers,
      });
    };
    const ok = await send({
      headline: 'ML engineer',
      resume: { filename: 'maya.pdf', data: PDF, type: 'application/pdf' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data.resume).toMatchObject({ filename: 'maya.pdf', size_bytes: PDF.length });
    const bad = await send({ resume: { filename: 'cv.pdf', data: TEXT, type: 'application/pdf' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.data.errors.resume).toEqual(['The resume must be a PDF document.']);
    const big = await send({
      resume: {
        filename: 'cv.pdf',
        data: Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]),
        type: 'application/pdf',
      },
    });
    expect(big.statusCode).toBe(422);
    expect(big.data.errors.resume).toEqual(['The resume may not be larger than 5 MB.']);
    const removed = await send({ remove_resume: 'true' });
    expect(removed.data.data.resume).toBeNull();
    expect(await t.db.select().from(media).where(eq(media.userId, maya.user.id))).toHaveLength(0);
  });
});

describe('privacy', () => {
  it('defaults a customer to applied_only with the three switches off, and saves partial updates', async () => {
    const maya = await t.registerCustomer();
    expect((await get(maya, '/api/v1/c/settings/privacy')).data.data).toEqual({
      profile_visibility: 'applied_only',
      show_email_to_employers: false,
      show_location_to_employers: false,
      show_photo_to_employers: false,
    });
    const res = await put(maya, '/api/v1/c/settings/privacy', { show_email_to_employers: true });
    expect(res.data).toEqual({
      status: 'success',
      message: 'Privacy settings updated successfully',
      data: {
        profile_visibility: 'applied_only',
        show_email_to_employers: true,
        show_location_to_employers: false,
        show_photo_to_employers: false,
      },
    });
  });

  it('gives a business only profile_visibility, and refuses the customer switches with 422', async () => {
    const hf = await t.registerBusiness();
    expect((await get(hf, '/api/v1/b/settings/privacy')).data.data).toEqual({
      profile_visibility: 'public',
    });
    const res = await put(hf, '/api/v1/b/settings/privacy', {
      profile_visibility: 'hidden',
      show_email_to_employers: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.show_email_to_employers).toBeDefined();
  });

  it('refuses an empty update', async () => {
    const maya = await t.registerCustomer();
    expect((await put(maya, '/api/v1/c/settings/privacy', {})).statusCode).toBe(422);
  });
});

describe('security', () => {
  it('changes the password, signs out the other sessions only, and the new password works', async () => {
    const maya = await t.registerCustomer();
    const other = await t.login(maya.email, maya.password);
    const res = await put(maya, '/api/v1/c/settings/security/password', {
      current_password: maya.password,
      password: 'N3w-Passw0rd!',
      password_confirmation: 'N3w-Passw0rd!',
    });
    expect(res.data).toEqual({
      status: 'success',
      message: 'Password changed successfully',
      data: { signed_out_sessions: 1 },
    });
    expect((await get(maya, '/api/v1/auth/user')).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/user', token: other.data.token }))
        .statusCode,
    ).toBe(401);
    expect((await t.login(maya.email, 'N3w-Passw0rd!')).statusCode).toBe(200);
    expect((await t.login(maya.email, maya.password)).statusCode).toBe(422);
  });

  it('limits wrong current passwords like sign-in: 5 per 15 minutes per user across the three checks (issue 35 S6)', async () => {
    const maya = await t.registerCustomer();
    const wrong = 'Wrong-one-1!';
    const attempts = [
      () =>
        put(maya, '/api/v1/c/settings/security/password', {
          current_password: wrong,
          password: 'N3w-Passw0rd!',
          password_confirmation: 'N3w-Passw0rd!',
        }),
      () =>
        put(maya, '/api/v1/c/settings/account/email', { email: uniqueEmail(), password: wrong }),
      () =>
        t.request({
          method: 'DELETE',
          url: '/api/v1/c/settings/account',
          token: maya.token,
          body: { password: wrong },
        }),
    ];
    for (let i = 0; i < 5; i++) expect((await attempts[i % 3]!()).statusCode).toBe(422);
    // The 6th guess is refused before the password is checked, the right one included.
    const sixth = await put(maya, '/api/v1/c/settings/account/email', {
      email: uniqueEmail(),
      password: maya.password,
    });
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Right passwords are not counted: after the window (and a new sign-in, as 15 minutes idle
    // end the session), one wrong guess and then five right ones all pass.
    t.clock.advance(15 * 60_000);
    const again = { ...maya, token: (await t.login(maya.email, maya.password)).data.token };
    const changeEmail = (password: string) =>
      put(again, '/api/v1/c/settings/account/email', { email: uniqueEmail(), password });
    expect((await changeEmail(wrong)).statusCode).toBe(422);
    // 1 wrong + 5 right = 6 checks: the right ones were not counted (5 is also the hourly
    // limit of e-mail changes per account).
    for (let i = 0; i < 5; i++) expect((await changeEmail(maya.password)).statusCode).toBe(200);
  });

  it('refuses a wrong current password and a weak new one with the spec’s messages', async () => {
    const maya = await t.registerCustomer();
    const res = await put(maya, '/api/v1/c/settings/security/password', {
      current_password: 'Wrong-one-1!',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({
      current_password: ['The current password is incorrect.'],
      password: [
        'Must be at least 8 characters',
        'Must contain uppercase letter',
        'Must contain number',
        'Must contain special character',
      ],
      password_confirmation: ['The password confirmation does not match.'],
    });
  });

  it('lists live sessions with the current one marked, and revokes another', async () => {
    const maya = await t.registerCustomer();
    const other = await t.login(maya.email, maya.password, true);
    const list = await get(maya, '/api/v1/c/settings/security/sessions');
    expect(list.data.data).toHaveLength(2);
    const current = list.data.data.find((s: { is_current: boolean }) => s.is_current);
    const second = list.data.data.find((s: { is_current: boolean }) => !s.is_current);
    expect(current.device).toBe('Chrome on macOS');
    expect(second.remember).toBe(true);
    const self = await t.request({
      method: 'DELETE',
      url: `/api/v1/c/settings/security/sessions/${current.id}`,
      token: maya.token,
    });
    expect(self.statusCode).toBe(409);
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v1/c/settings/security/sessions/${second.id}`,
      token: maya.token,
    });
    expect(res.data).toEqual({ status: 'success', message: 'Session signed out', data: null });
    expect(
      (await t.request({ method: 'GET', url: '/api/v1/auth/user', token: other.data.token }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses to revoke another user’s session id with 404, and leaves it alive', async () => {
    const maya = await t.registerCustomer();
    const victim = await t.registerCustomer();
    const [session] = await t.db
      .select()
      .from(personalAccessTokens)
      .where(eq(personalAccessTokens.userId, victim.user.id));
    const res = await t.request({
      method: 'DELETE',
      url: `/api/v1/c/settings/security/sessions/${session!.id}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(404);
    expect((await get(victim, '/api/v1/auth/user')).statusCode).toBe(200);
  });
});

describe('account', () => {
  it('changes the e-mail through a verification link sent to the new address', async () => {
    const maya = await t.registerCustomer();
    const newEmail = uniqueEmail('new');
    const res = await put(maya, '/api/v1/c/settings/account/email', {
      email: newEmail,
      password: maya.password,
    });
    expect(res.data.message).toBe(`We sent a verification link to ${newEmail}.`);
    expect(res.data.data).toEqual({
      email: maya.email,
      email_verified: false,
      pending_email: newEmail,
    });
    const token = await linkTokenFor(newEmail);
    // Sign-in keeps the old address until the link is opened.
    expect((await t.login(maya.email, maya.password)).statusCode).toBe(200);
    const verified = await t.request({
      method: 'POST',
      url: `/api/v1/c/settings/account/verify-email/${token}`,
      token: maya.token,
    });
    expect(verified.data).toEqual({
      status: 'success',
      message: 'Your e-mail address is verified.',
      data: { email: newEmail, email_verified: true, pending_email: null },
    });
    expect((await t.login(newEmail, maya.password)).statusCode).toBe(200);
    expect(
      (await t.emails()).some(
        (m) => m.to === maya.email && m.subject === 'Your sign-in e-mail address was changed',
      ),
    ).toBe(true);
    // Single use.
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/c/settings/account/verify-email/${token}`,
          token: maya.token,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('verifies the sign-up address with the registration link', async () => {
    const maya = await t.registerCustomer();
    const token = await linkTokenFor(maya.email);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/c/settings/account/verify-email/${token}`,
      token: maya.token,
    });
    expect(res.data.data).toEqual({ email: maya.email, email_verified: true, pending_email: null });
  });

  it('refuses another account’s link with 404 and an expired one with 422', async () => {
    const maya = await t.registerCustomer();
    const intruder = await t.registerCustomer();
    const token = await linkTokenFor(maya.email);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/v1/c/settings/account/verify-email/${token}`,
          token: intruder.token,
        })
      ).statusCode,
    ).toBe(404);
    await t.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(t.clock.now().getTime() - 1000) })
      .where(eq(emailVerifications.userId, maya.user.id));
    const expired = await t.request({
      method: 'POST',
      url: `/api/v1/c/settings/account/verify-email/${token}`,
      token: maya.token,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.data.errors.token).toEqual([
      'This verification link has expired. Request a new one.',
    ]);
  });

  it('answers an address in use exactly like a free one, and tells its owner instead of sending a link (issue 35 S4)', async () => {
    const maya = await t.registerCustomer();
    const other = await t.registerCustomer();
    const free = uniqueEmail();
    const taken = await put(maya, '/api/v1/c/settings/account/email', {
      email: other.email,
      password: maya.password,
    });
    const maya2 = await t.registerCustomer();
    const untaken = await put(maya2, '/api/v1/c/settings/account/email', {
      email: free,
      password: maya2.password,
    });
    expect(taken.statusCode).toBe(untaken.statusCode);
    expect(taken.statusCode).toBe(200);
    const shape = (res: typeof taken, email: string, own: string) =>
      JSON.parse(JSON.stringify(res.data).replaceAll(email, '<new>').replaceAll(own, '<own>'));
    expect(shape(taken, other.email, maya.email)).toEqual(shape(untaken, free, maya2.email));
    const toOther = (await t.emails()).filter((e) => e.to === other.email);
    // Found by subject: on the test clock the registration's own e-mail has the same created_at.
    const notice = toOther.find(
      (e) => e.subject === 'Someone asked to use your e-mail address on Hireloop',
    )!;
    expect(notice).toBeDefined();
    expect(notice.text).not.toMatch(/verify-email/);
    // No link exists that could move the address to maya's account.
    expect((await get(maya, '/api/v1/auth/user')).data.data?.email ?? maya.email).not.toBe(
      other.email,
    );
  });

  it('limits e-mail changes to 5 an hour per account and 3 an hour per address asked for (issue 35 S4)', async () => {
    const maya = await t.registerCustomer();
    for (let i = 0; i < 5; i++) {
      const res = await put(maya, '/api/v1/c/settings/account/email', {
        email: uniqueEmail(),
        password: maya.password,
      });
      expect(res.statusCode).toBe(200);
    }
    const sixth = await put(maya, '/api/v1/c/settings/account/email', {
      email: uniqueEmail(),
      password: maya.password,
    });
    expect(sixth.statusCode).toBe(429);
    const stranger = uniqueEmail();
    for (let i = 0; i < 3; i++) {
      const someone = await t.registerCustomer();
      const res = await put(someone, '/api/v1/c/settings/account/email', {
        email: stranger,
        password: someone.password,
      });
      expect(res.statusCode).toBe(200);
    }
    const fourth = await t.registerCustomer();
    const refused = await put(fourth, '/api/v1/c/settings/account/email', {
      email: stranger,
      password: fourth.password,
    });
    expect(refused.statusCode).toBe(429);
    expect((await t.emails()).filter((e) => e.to === stranger)).toHaveLength(3);
  });

  it('refuses a wrong password and a malformed token', async () => {
    const maya = await t.registerCustomer();
    expect(
      (
        await put(maya, '/api/v1/c/settings/account/email', {
          email: uniqueEmail(),
          password: 'Wrong-1!',
        })
      ).data.errors.password,
    ).toEqual(['The password is incorrect.']);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/v1/c/settings/account/verify-email/short',
          token: maya.token,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('exports everything of the user as a JSON attachment', async () => {
    const maya = await t.registerCustomer();
    await t.app.deps.notifier.notify(t.db, {
      userId: maya.user.id,
      kind: 'system',
      title: 'Welcome',
      message: 'Hello',
    });
    const res = await get(maya, '/api/v1/c/settings/account/export');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="marketplace-export-2026-01-15.json"',
    );
    expect(res.data.data.user.id).toBe(maya.user.id);
    expect(res.data.data.notifications.map((n: { title: string }) => n.title)).toEqual(['Welcome']);
    expect(res.data.data.sessions).toHaveLength(1);
    expect(res.data.data.privacy.profile_visibility).toBe('applied_only');
    expect(JSON.stringify(res.data)).not.toContain('argon2');
  });

  it('deletes a customer account with the password: tokens die, data goes, the e-mail is free again', async () => {
    const maya = await t.registerCustomer();
    await t.request({
      method: 'POST',
      url: '/api/v1/uploads/avatar',
      token: maya.token,
      ...formOf(await noisePng()),
    });
    await t.app.deps.notifier.notify(t.db, {
      userId: maya.user.id,
      kind: 'system',
      title: 'Welcome',
      message: 'Hello',
    });
    const wrong = await t.request({
      method: 'DELETE',
      url: '/api/v1/c/settings/account',
      token: maya.token,
      body: { password: 'nope' },
    });
    expect(wrong.statusCode).toBe(422);
    const res = await t.request({
      method: 'DELETE',
      url: '/api/v1/c/settings/account',
      token: maya.token,
      body: { password: maya.password },
    });
    expect(res.data).toEqual({
      status: 'success',
      message: 'Your account has been deleted.',
      data: null,
    });
    expect((await get(maya, '/api/v1/auth/user')).statusCode).toBe(401);
    expect((await t.login(maya.email, maya.password)).statusCode).toBe(422);
    expect(
      await t.db.select().from(notifications).where(eq(notifications.userId, maya.user.id)),
    ).toHaveLength(0);
    expect(await t.db.select().from(media).where(eq(media.userId, maya.user.id))).toHaveLength(0);
    const [tombstone] = await t.db.select().from(users).where(eq(users.id, maya.user.id));
    expect(tombstone?.email).not.toBe(maya.email);
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
    expect((await t.registerCustomer({ email: maya.email })).user.email).toBe(maya.email);
  });

  it('deletes a business account: published postings close, drafts go, the company leaves the figures', async () => {
    const hf = await t.registerBusiness();
    const [company] = await t.db.select().from(companies).where(eq(companies.userId, hf.user.id));
    const now = t.clock.now();
    await t.db.insert(postings).values([
      {
        companyId: company!.id,
        companyName: 'Hugging Face',
        title: 'Published',
        status: 'published',
        publishedAt: now,
        createdAt: now,
        updatedAt: now,
      },
      {
        companyId: company!.id,
        companyName: 'Hugging Face',
        title: 'Draft',
        createdAt: now,
        updatedAt: now,
      },
    ]);
    const before = await t.request({ method: 'GET', url: '/api/v1/stats' });
    const res = await t.request({
      method: 'DELETE',
      url: '/api/v1/b/settings/account',
      token: hf.token,
      body: { password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db.select().from(postings).where(eq(postings.companyId, company!.id));
    expect(rows.map((p) => [p.title, p.status])).toEqual([['Published', 'closed']]);
    const after = await t.request({ method: 'GET', url: '/api/v1/stats' });
    expect(after.data.data.companies).toBe(before.data.data.companies - 1);
    expect(after.data.data.open_jobs).toBe(before.data.data.open_jobs - 1);
  });
});

describe('areas', () => {
  it('answers the other role’s area with 403 on every settings call', async () => {
    const maya = await t.registerCustomer();
    const hf = await t.registerBusiness();
    for (const [user, area] of [
      [maya, 'b'],
      [hf, 'c'],
    ] as const) {
      for (const path of [
        'profile',
        'privacy',
        'notification',
        'security/sessions',
        'account',
        'account/export',
      ]) {
        const res = await get(user, `/api/v1/${area}/settings/${path}`);
        expect(res.statusCode).toBe(403);
        expect(res.data.message).toBe(
          `This action requires the ${area === 'b' ? 'business' : 'customer'} role.`,
        );
      }
    }
  });
});

function formOf(png: Buffer) {
  const form = multipart({ avatar: { filename: 'a.png', data: png, type: 'image/png' } });
  return { body: form.body, headers: form.headers };
}
