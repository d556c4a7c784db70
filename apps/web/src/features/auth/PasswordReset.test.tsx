import { PASSWORD_RESET_MESSAGES } from '@hireloop/api/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { LoginForm } from './LoginForm.tsx';

const NEW_PASSWORD = 'N3w-Passw0rd!';

describe('"Forgot password?" on /login (issue 35)', () => {
  it('asks for the e-mail, sends it and shows the neutral answer in place of the form', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: unknown;
    const app = renderScreen(<LoginForm />, {
      path: '/login',
      handlers: [
        http.post(api('/auth/forgot-password'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ message: PASSWORD_RESET_MESSAGES.linkSent });
        }),
      ],
    });
    await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    // The form loads when asked for (decision 206).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeTruthy();
    // The address typed for signing in is kept; the focus moves to the new view's heading.
    const email = screen.getByLabelText(/^email/i, { selector: 'input' });
    expect((email as HTMLInputElement).value).toBe('maya@example.com');
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Reset your password' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.linkSent);
    expect(sent).toEqual({ email: 'maya@example.com' });
    expect(app.calls.map((c) => c.path)).toContain('/sanctum/csrf-cookie');
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Welcome back' }),
    );
  });

  it('shows a rate limit as an alert, keeping the form', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<LoginForm />, {
      path: '/login',
      handlers: [
        http.post(api('/auth/forgot-password'), () =>
          HttpResponse.json(
            { message: 'Too many password reset requests. Please try again in 15 minutes.' },
            { status: 429, headers: { 'Retry-After': '900' } },
          ),
        ),
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await screen.findByRole('heading', { level: 1, name: 'Reset your password' });
    await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'maya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Too many password reset requests.',
    );
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeTruthy();
  });
});

describe('/login?reset=<token> (issue 35)', () => {
  async function fillAndSubmit(password = NEW_PASSWORD, confirmation = password) {
    const user = userEvent.setup({ delay: null });
    await user.type(
      await screen.findByLabelText(/^new password/i, { selector: 'input' }),
      password,
    );
    await user.type(
      screen.getByLabelText(/^confirm the new password/i, { selector: 'input' }),
      confirmation,
    );
    await user.click(screen.getByRole('button', { name: 'Change the password' }));
    return user;
  }

  it('sends the token with the new password, then offers to sign in without the token', async () => {
    let sent: unknown;
    const app = renderScreen(<LoginForm />, {
      path: '/login?reset=tok-123',
      handlers: [
        http.post(api('/auth/reset-password'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ message: PASSWORD_RESET_MESSAGES.done });
        }),
      ],
    });
    const user = await fillAndSubmit();
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_MESSAGES.done);
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Password changed' }),
    );
    expect(sent).toEqual({
      token: 'tok-123',
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.router.state.location.search).toBe(''));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeTruthy();
  });

  it('says when the link does not work and opens the request form', async () => {
    renderScreen(<LoginForm />, {
      path: '/login?reset=used',
      handlers: [
        http.post(api('/auth/reset-password'), () => {
          const message = PASSWORD_RESET_MESSAGES.linkInvalid;
          return HttpResponse.json({ message, errors: { token: [message] } }, { status: 422 });
        }),
      ],
    });
    const user = await fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toBe(
      PASSWORD_RESET_MESSAGES.linkInvalid,
    );
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Reset your password' }),
    ).toBeTruthy();
  });

  it("shows the server's password messages under the field", async () => {
    renderScreen(<LoginForm />, {
      path: '/login?reset=tok',
      handlers: [
        http.post(api('/auth/reset-password'), () =>
          HttpResponse.json(
            {
              message: 'Must contain uppercase letter',
              errors: { password: ['Must contain uppercase letter'] },
            },
            { status: 422 },
          ),
        ),
      ],
    });
    await fillAndSubmit();
    const field = screen.getByLabelText(/^new password/i, { selector: 'input' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.body.textContent).toContain('Must contain uppercase letter');
  });

  it('refuses a confirmation that differs without calling the server', async () => {
    const app = renderScreen(<LoginForm />, { path: '/login?reset=tok' });
    await fillAndSubmit(NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(await screen.findByText('The passwords do not match.')).toBeTruthy();
    expect(app.calls.map((c) => c.path)).not.toContain('/api/v1/auth/reset-password');
  });
});
