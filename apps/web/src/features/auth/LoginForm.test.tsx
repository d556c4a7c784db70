import { demoAccounts } from '@hireloop/api/msw';
import { AUTH_STORAGE_KEY } from '@hireloop/machines';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { LoginForm } from './LoginForm.tsx';

async function signIn(handler: () => Response, remember = false) {
  const user = userEvent.setup({ delay: null });
  const app = renderScreen(<LoginForm />, {
    path: '/login',
    handlers: [http.post(api('/auth/login'), handler)],
  });
  await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'maya@example.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret#123');
  if (remember) await user.click(screen.getByRole('checkbox', { name: /remember me/i }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return app;
}

describe('sign-in errors', () => {
  it("shows the server's message", async () => {
    await signIn(() =>
      HttpResponse.json(
        { message: 'These credentials do not match our records.', errors: {} },
        { status: 422 },
      ),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'These credentials do not match our records.',
    );
  });

  it('shows "Authentication failed" without a message', async () => {
    await signIn(() => HttpResponse.json({}, { status: 500 }));
    expect((await screen.findByRole('alert')).textContent).toContain('Authentication failed');
  });

  it('shows "Invalid response format from login API" for an answer without a token', async () => {
    await signIn(() =>
      HttpResponse.json({ user: demoAccounts.customer.user, roles: ['customer'] }),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Invalid response format from login API',
    );
  });
});

describe('remember me (R-AUTH-3)', () => {
  const ok = () =>
    HttpResponse.json({ user: demoAccounts.customer.user, token: 't', roles: ['customer'] });

  it('keeps the stored auth in persistent storage when chosen', async () => {
    const app = await signIn(ok, true);
    await waitFor(() => expect(app.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull());
    expect(app.sessionStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });

  it('keeps it in session storage otherwise', async () => {
    const app = await signIn(ok, false);
    await waitFor(() => expect(app.sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull());
    expect(app.localStorage.getItem(AUTH_STORAGE_KEY)).toBeNull();
  });
});

describe('second factor (issue 35)', () => {
  it('asks for the code after a 422 on otp, then sends it with the same credentials', async () => {
    const bodies: Record<string, unknown>[] = [];
    const message = 'Enter the code from your authenticator app.';
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<LoginForm />, {
      path: '/login',
      handlers: [
        http.post(api('/auth/login'), async ({ request }) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          return body.otp === '123456'
            ? HttpResponse.json({
                user: demoAccounts.customer.user,
                token: 't',
                roles: ['customer'],
              })
            : HttpResponse.json({ message, errors: { otp: [message] } }, { status: 422 });
        }),
      ],
    });
    expect(screen.queryByLabelText(/authentication code/i, { selector: 'input' })).toBeNull();
    await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'maya@example.com');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const code = await screen.findByLabelText(/authentication code/i, { selector: 'input' });
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(bodies[0]).not.toHaveProperty('otp');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      email: 'maya@example.com',
      password: 'Secret#123',
      otp: '123456',
    });
    await waitFor(() => expect(app.sessionStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull());
  });
});

describe('typed before the script ran (prerendered /login on a slow phone)', () => {
  it('keeps the e-mail, password and "remember me" and signs in with them', async () => {
    let sent: unknown = null;
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<LoginForm />, {
      path: '/login',
      handlers: [
        http.post(api('/auth/login'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({
            user: demoAccounts.customer.user,
            token: 't',
            roles: ['customer'],
          });
        }),
      ],
      beforeHydration: (container) => {
        const field = (name: string) =>
          container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
        field('email').value = 'maya@example.com';
        field('password').value = 'Secret#123';
        container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
      },
    });
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>(/^email/i, { selector: 'input' }).value).toBe(
        'maya@example.com',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(sent).toMatchObject({ email: 'maya@example.com', password: 'Secret#123' }),
    );
    await waitFor(() => expect(app.localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull());
  });
});
