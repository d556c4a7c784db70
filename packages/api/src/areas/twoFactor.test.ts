/** The second-factor calls of Settings → Security (issue 35) and the login's `otp`. */
import { describe, expect, it } from 'vitest';
import { createApi, isApiError } from '../index.ts';
import { createApiClient } from '../client.ts';
import { fakeServer, json, noContent } from '../testing/fakeServer.ts';

function apiWith(...answers: Parameters<typeof fakeServer>) {
  const server = fakeServer(...answers);
  const api = createApi(createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' }));
  return { server, api };
}

const codes = Array.from({ length: 10 }, (_, i) => `abcd-00${String(i).padStart(2, '0')}`);

describe('settings two-factor calls', () => {
  it('reads the status, starts, confirms with a code and turns it off, in camelCase', async () => {
    const { server, api } = apiWith(
      json(200, {
        status: 'success',
        message: 'ok',
        data: { enabled: false, recovery_codes_left: 0 },
      }),
      json(200, {
        status: 'success',
        message: 'Scan',
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Hireloop:a?secret=JBSWY3DPEHPK3PXP',
        },
      }),
      json(200, { status: 'success', message: 'On', data: { recovery_codes: codes } }),
      json(200, { status: 'success', message: 'Off', data: null }),
    );
    const settings = api.settings('c');
    expect(await settings.getTwoFactor()).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect((await settings.startTwoFactor()).otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(await settings.confirmTwoFactor('123456')).toEqual({
      recoveryCodes: codes,
      message: 'On',
    });
    expect(await settings.disableTwoFactor({ password: 'Secret1!', code: '123456' })).toEqual({
      message: 'Off',
    });
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'GET /api/v1/c/settings/security/two-factor',
      'POST /api/v1/c/settings/security/two-factor',
      'POST /api/v1/c/settings/security/two-factor/confirm',
      'DELETE /api/v1/c/settings/security/two-factor',
    ]);
    expect(JSON.parse(server.calls[2]?.body as string)).toEqual({ code: '123456' });
    expect(JSON.parse(server.calls[3]?.body as string)).toEqual({
      password: 'Secret1!',
      code: '123456',
    });
  });

  it('login sends otp and a 422 on otp reaches the caller as errors.otp', async () => {
    const message = 'Enter the code from your authenticator app.';
    const { server, api } = apiWith(noContent, json(422, { message, errors: { otp: [message] } }));
    const error = await api.auth
      .login({ email: 'ada@example.com', password: 'Secret1!', otp: '123456' })
      .catch((e: unknown) => e);
    expect(isApiError(error) && error.errors).toEqual({ otp: [message] });
    expect(JSON.parse(server.calls[1]?.body as string)).toMatchObject({ otp: '123456' });
  });
});
