/**
 * Settings → Security, the second factor (issue 35): turning it on (QR code and key, a code, the
 * recovery codes shown once) and off (password and a code), against the canned mocks of
 * `@hireloop/api/msw` (key `JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP`, 10 recovery codes).
 */
import { DEMO_RECOVERY_CODES, DEMO_TWO_FACTOR } from '@hireloop/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { TwoFactorSection } from './TwoFactorSection.tsx';
import {
  RECOVERY_CODES_FILENAME,
  SECOND_FACTOR_CODE_MAX_LENGTH,
  TOTP_CODE_LENGTH,
  groupSecret,
} from './TwoFactorSteps.tsx';

const toastsOf = (app: ReturnType<typeof renderScreen>) =>
  app.services.toasts.shell.getSnapshot().context.toasts.map((toast) => toast.message);

const statusOn = (area: 'b' | 'c') =>
  http.get(api(`/${area}/settings/security/two-factor`), () =>
    HttpResponse.json({
      status: 'success',
      message: 'OK',
      data: { enabled: true, recovery_codes_left: 9 },
    }),
  );

/** Renders the section signed in as a customer (off by default) and presses "Turn on". */
async function startSetup(handlers: RequestHandler[] = []) {
  const user = userEvent.setup({ delay: null });
  const app = renderScreen(<TwoFactorSection />, { signedIn: 'customer', handlers });
  expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  await screen.findByRole('heading', { name: 'Set up your authenticator app' });
  return { user, app };
}

afterEach(() => vi.restoreAllMocks());

describe('groupSecret', () => {
  it('groups the key in fours, the last group shorter', () => {
    expect(groupSecret(DEMO_TWO_FACTOR.secret)).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupSecret('ABCDE')).toBe('ABCD E');
    expect(groupSecret('ABCD')).toBe('ABCD');
    expect(groupSecret('')).toBe('');
  });
});

describe('turning the second factor on (Settings → Security)', () => {
  it('shows the QR code and the key grouped in fours, focuses the step, and asks a 6-digit code', async () => {
    await startSetup();
    const heading = screen.getByRole('heading', { name: 'Set up your authenticator app' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const qr = await screen.findByRole('img', {
      name: 'QR code to add Hireloop to your authenticator app',
    });
    const src = qr.getAttribute('src') ?? '';
    expect(src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(src)).toContain('<svg');
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeTruthy();
    const code = screen.getByRole('textbox', { name: /6-digit code/ });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    // The contract's limit: a 7th digit cannot be typed.
    expect(code.getAttribute('maxlength')).toBe(String(TOTP_CODE_LENGTH));
  });

  it('copies the key without the spaces, and says so when the clipboard refuses', async () => {
    const { user, app } = await startSetup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(DEMO_TWO_FACTOR.secret);
    await waitFor(() => expect(toastsOf(app)).toContain('Key copied'));
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    await waitFor(() =>
      expect(toastsOf(app)).toContain('Could not copy. Select the text and copy it instead.'),
    );
  });

  it('shows the server’s message under the code field when the code is wrong', async () => {
    const bodies: unknown[] = [];
    const { user } = await startSetup([
      http.post(api('/c/settings/security/two-factor/confirm'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { message: 'The given data was invalid.', errors: { code: ['The code is not valid.'] } },
          { status: 422 },
        );
      }),
    ]);
    const code = screen.getByRole('textbox', { name: /6-digit code/ });
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The code is not valid.')).toBeTruthy();
    expect(bodies).toEqual([{ code: '000000' }]);
    // Still on the setup step.
    expect(screen.getByRole('heading', { name: 'Set up your authenticator app' })).toBeTruthy();
  });

  it('shows the 10 recovery codes once after the right code, to copy or download; Done shows it on', async () => {
    const { user, app } = await startSetup();
    await user.type(screen.getByRole('textbox', { name: /6-digit code/ }), '492039');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    const heading = await screen.findByRole('heading', { name: 'Save your recovery codes' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByText(/they will not be shown again/)).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(DEMO_RECOVERY_CODES);
    expect(items).toHaveLength(10);
    await waitFor(() => expect(toastsOf(app)).toContain('Two-factor authentication turned on'));

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(DEMO_RECOVERY_CODES.join('\n'));

    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      blobs.push(blob);
      return 'blob:codes';
    });
    // jsdom has no object URLs: a URL class that has them, for the download.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicked).toEqual([RECOVERY_CODES_FILENAME]);
    const text = await blobs[0]!.text();
    for (const code of DEMO_RECOVERY_CODES) expect(text).toContain(`${code}\n`);
    vi.unstubAllGlobals();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(
      await screen.findByText('Two-factor authentication is on. 10 recovery codes left.'),
    ).toBeTruthy();
    expect(screen.queryByText(DEMO_RECOVERY_CODES[0]!)).toBeNull();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: 'Two-factor authentication' }),
    );
  });

  it('Cancel returns to "off" without confirming', async () => {
    const { user, app } = await startSetup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    expect(app.calls.some((call) => call.path.endsWith('/two-factor/confirm'))).toBe(false);
  });
});

describe('turning the second factor off', () => {
  it('asks the password and a code, shows a wrong password under its field, then turns it off (business)', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    let answer = 'wrong-password';
    const app = renderScreen(<TwoFactorSection />, {
      signedIn: 'business',
      handlers: [
        http.delete(api('/b/settings/security/two-factor'), async ({ request }) => {
          bodies.push(await request.json());
          if (answer === 'wrong-password') {
            return HttpResponse.json(
              {
                message: 'The given data was invalid.',
                errors: { password: ['The password is incorrect.'] },
              },
              { status: 422 },
            );
          }
          return HttpResponse.json({
            status: 'success',
            message: 'Two-factor authentication turned off',
            data: null,
          });
        }),
        statusOn('b'),
      ],
    });
    expect(
      await screen.findByText('Two-factor authentication is on. 9 recovery codes left.'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const heading = await screen.findByRole('heading', {
      name: 'Turn off two-factor authentication',
    });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const password = screen.getByLabelText(/Current password/, { selector: 'input' });
    const code = screen.getByRole('textbox', { name: /Authentication or recovery code/ });
    expect(code.getAttribute('maxlength')).toBe(String(SECOND_FACTOR_CODE_MAX_LENGTH));
    await user.type(password, 'Wrong-pass1!');
    await user.type(code, ' k7q2-m9xd ');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The password is incorrect.')).toBeTruthy();
    expect(bodies[0]).toEqual({ password: 'Wrong-pass1!', code: 'k7q2-m9xd' });

    answer = 'ok';
    await user.clear(password);
    await user.type(password, 'Tr4il-runner!');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByText('Two-factor authentication is off.')).toBeTruthy();
    await waitFor(() => expect(toastsOf(app)).toContain('Two-factor authentication turned off'));
    expect(bodies[1]).toEqual({ password: 'Tr4il-runner!', code: 'k7q2-m9xd' });
  });
});
