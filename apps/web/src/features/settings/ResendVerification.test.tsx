import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const account = { email: 'maya@example.com', email_verified: false, pending_email: null };

function renderAccount(resend: () => Response, verified = false) {
  return renderApp({
    path: '/c/settings/account',
    signedIn: 'customer',
    handlers: [
      http.get(api('/c/settings/account'), () =>
        HttpResponse.json({
          status: 'success',
          message: 'OK',
          data: { ...account, email_verified: verified },
        }),
      ),
      http.post(api('/c/settings/account/verification-email'), resend),
    ],
  });
}

describe('verifying the e-mail address (Settings → Account)', () => {
  it('offers to send the link again under "Not verified", and says it was sent', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderAccount(() =>
      HttpResponse.json({
        status: 'success',
        message: 'We sent a new verification link to maya@example.com.',
        data: account,
      }),
    );
    await screen.findByText('Not verified', {}, { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Send the verification link again' }));
    expect(
      await screen.findByText('We sent a new verification link to maya@example.com.'),
    ).toBeTruthy();
    expect(
      app.calls.filter((c) => c.path === '/api/v1/c/settings/account/verification-email'),
    ).toHaveLength(1);
  });

  it('shows the rate limit’s message when asked again too soon', async () => {
    const user = userEvent.setup({ delay: null });
    renderAccount(() =>
      HttpResponse.json(
        { message: 'A link was sent recently. Please try again in 42 seconds.' },
        {
          status: 429,
          headers: {
            'Retry-After': '42',
          },
        },
      ),
    );
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Send the verification link again' },
        { timeout: 8000 },
      ),
    );
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .filter((alert) => alert.textContent?.includes('try again in 42 seconds')),
      ).not.toHaveLength(0),
    );
  });

  it('offers nothing to resend once the address is verified', async () => {
    renderAccount(() => HttpResponse.json({}, { status: 500 }), true);
    await screen.findByText('Verified', {}, { timeout: 8000 });
    expect(screen.queryByRole('button', { name: 'Send the verification link again' })).toBeNull();
  });
});
