import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('smoke', () => {
  it('answers health', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.data.database).toBe('ok');
  });
  it('registers and reads the current user', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({ method: 'GET', url: '/api/v1/auth/user', token: maya.token });
    expect(res.statusCode).toBe(200);
    expect(res.data.user.email).toBe(maya.email);
  });
});
