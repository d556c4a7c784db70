import { demoAccounts } from '@hireloop/api/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { describedBy, isDisabled } from '../../test/dom.ts';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { RegisterForm } from './RegisterForm.tsx';

async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/first name/i, { selector: 'input' }), 'Maya');
  await user.type(screen.getByLabelText(/last name/i, { selector: 'input' }), 'Okafor');
  await user.type(screen.getByLabelText(/^email/i, { selector: 'input' }), 'maya@example.com');
  await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret#123');
  await user.type(screen.getByLabelText(/confirm password/i, { selector: 'input' }), 'Secret#123');
}

describe('registration form (R-VALID-2)', () => {
  it('enables submit only once the required fields are present and the terms accepted', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm accountRole="customer" />, { path: '/register/customer' });
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(isDisabled(submit)).toBe(true);
    await fillCustomer(user);
    expect(isDisabled(submit)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    expect(isDisabled(submit)).toBe(false);
  });

  it('links the Terms of Service and the Privacy Policy next to the checkbox', () => {
    renderScreen(<RegisterForm accountRole="customer" />, { path: '/register/customer' });
    expect(screen.getByRole('link', { name: /^Terms of Service/ }).getAttribute('href')).toBe(
      '/terms',
    );
    expect(screen.getByRole('link', { name: /^Privacy Policy/ }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('checkbox', { name: /agree to the terms of service/i })).toBeTruthy();
  });

  it('asks a business for the business name instead of first and last name', () => {
    renderScreen(<RegisterForm accountRole="business" />, { path: '/register/business' });
    expect(screen.getByLabelText(/business name/i, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByLabelText(/first name/i, { selector: 'input' })).toBeNull();
  });

  it('shows the server errors under their fields', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm accountRole="customer" />, {
      path: '/register/customer',
      handlers: [
        http.post(api('/auth/register'), () =>
          HttpResponse.json(
            {
              message: 'The given data was invalid.',
              errors: { email: ['This e-mail address is already registered.'] },
            },
            { status: 422 },
          ),
        ),
      ],
    });
    await fillCustomer(user);
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText(/^email/i, { selector: 'input' });
    await waitFor(() => expect(describedBy(email)).toMatch(/already registered/));
  });

  it('shows "Registration failed. Please try again." when the server gives no details', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<RegisterForm accountRole="customer" />, {
      path: '/register/customer',
      handlers: [http.post(api('/auth/register'), () => HttpResponse.json({}, { status: 500 }))],
    });
    await fillCustomer(user);
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Registration failed. Please try again.',
    );
  });

  it('signs in with the new account', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<RegisterForm accountRole="customer" />, {
      path: '/register/customer',
      handlers: [
        http.post(api('/auth/register'), () =>
          HttpResponse.json(
            { user: demoAccounts.customer.user, token: 'new', roles: ['customer'] },
            { status: 201 },
          ),
        ),
      ],
    });
    await fillCustomer(user);
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(app.services.auth.getSnapshot().matches('signedIn')).toBe(true));
  });
});
