import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from './harness.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.request({ method: 'GET', url: '/api/v1/auth/user', token });
const status = (token: string) =>
  t.request({ method: 'GET', url: '/api/v1/auth/session/status', token });

async function freshCustomer(remember = false): Promise<TestUser> {
  const user = await t.registerCustomer();
  if (!remember) return user;
  const res = await t.login(user.email, user.password, true);
  return { ...user, token: res.data.token as string };
}

describe('inactivity limit of 15 minutes (R-SESSION-1, R-LIMIT-1), measured on the server', () => {
  it('lets a request through at 14:59 of inactivity', async () => {
    const maya = await freshCustomer();
    t.clock.advance(14 * MINUTE + 59 * SECOND);
    expect((await me(maya.token)).statusCode).toBe(200);
  });

  it('expires at exactly 900,000 ms of inactivity, not a second early', async () => {
    const maya = await freshCustomer();
    const ana = await freshCustomer();
    t.clock.advance(15 * MINUTE - 1);
    expect((await me(maya.token)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await me(ana.token)).statusCode).toBe(401);
  });

  it('refuses a request at 15:01 of inactivity with 401', async () => {
    const maya = await freshCustomer();
    t.clock.advance(15 * MINUTE + 1 * SECOND);
    const res = await me(maya.token);
    expect(res.statusCode).toBe(401);
    expect(res.data.message).toBe('Unauthenticated.');
  });

  it('restarts the 15 minutes on each activity', async () => {
    const maya = await freshCustomer();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(14 * MINUTE);
      expect((await me(maya.token)).statusCode).toBe(200);
    }
  });

  it('does not count background polls (session status, notification list, unread count) as activity', async () => {
    const maya = await freshCustomer();
    for (let i = 0; i < 7; i++) {
      t.clock.advance(2 * MINUTE);
      expect((await status(maya.token)).statusCode).toBe(200);
      expect(
        (await t.request({ method: 'GET', url: '/api/v1/c/notifications', token: maya.token }))
          .statusCode,
      ).toBe(200);
      expect(
        (
          await t.request({
            method: 'GET',
            url: '/api/v1/c/notifications/unread-count',
            token: maya.token,
          })
        ).statusCode,
      ).toBe(200);
    }
    t.clock.advance(1 * MINUTE + 1 * SECOND); // 15:01 after sign-in
    expect((await me(maya.token)).statusCode).toBe(401);
  });

  it('counts the heartbeat as activity', async () => {
    const maya = await freshCustomer();
    t.clock.advance(10 * MINUTE);
    const beat = await t.request({
      method: 'POST',
      url: '/api/v1/auth/session/heartbeat',
      token: maya.token,
    });
    expect(beat.statusCode).toBe(200);
    expect(beat.data.data.expires_in_seconds).toBe(900);
    t.clock.advance(14 * MINUTE);
    expect((await me(maya.token)).statusCode).toBe(200);
  });

  it('extends the session with the spec’s message', async () => {
    const maya = await freshCustomer();
    t.clock.advance(12 * MINUTE);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/session/extend',
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual({
      message: 'Session extended successfully',
      data: { expires_in_seconds: 900 },
    });
    t.clock.advance(14 * MINUTE + 59 * SECOND);
    expect((await me(maya.token)).statusCode).toBe(200);
  });

  it('reports the seconds left, then is_expired once the limit has passed; the heartbeat then gets 401', async () => {
    const maya = await freshCustomer();
    t.clock.advance(2 * MINUTE + 30 * SECOND);
    expect((await status(maya.token)).data).toEqual({
      data: { is_expired: false, expires_in_seconds: 750 },
    });
    t.clock.advance(12 * MINUTE + 30 * SECOND);
    expect((await status(maya.token)).data).toEqual({
      data: { is_expired: true, expires_in_seconds: 0 },
    });
    // The client echoes its XSRF cookie on every call; an expired token does not exempt a request from the check.
    const beat = await t.request({
      method: 'POST',
      url: '/api/v1/auth/session/heartbeat',
      token: maya.token,
      csrf: true,
    });
    expect(beat.statusCode).toBe(401);
  });

  it('answers the status of an unknown token with 401', async () => {
    expect((await status('0123456789abcdef0123456789abcdef')).statusCode).toBe(401);
  });

  it('exempts "remember me" tokens from the inactivity limit', async () => {
    const maya = await freshCustomer(true);
    t.clock.advance(6 * HOUR);
    expect((await me(maya.token)).statusCode).toBe(200);
    const s = await status(maya.token);
    expect(s.data.data.is_expired).toBe(false);
    expect(s.data.data.expires_in_seconds).toBe(30 * 24 * 3600 - 6 * 3600);
  });
});

describe('absolute lifetime', () => {
  it('ends a token without remember after 12 hours, however active', async () => {
    const maya = await freshCustomer();
    for (let elapsed = 0; elapsed < 12 * HOUR - 10 * MINUTE; elapsed += 10 * MINUTE) {
      t.clock.advance(10 * MINUTE);
      expect((await me(maya.token)).statusCode).toBe(200);
    }
    t.clock.advance(10 * MINUTE);
    expect((await me(maya.token)).statusCode).toBe(401);
  });

  it('ends a remembered token after 30 days', async () => {
    const maya = await freshCustomer(true);
    t.clock.advance(30 * 24 * HOUR - MINUTE);
    expect((await me(maya.token)).statusCode).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect((await me(maya.token)).statusCode).toBe(401);
  });
});
