/**
 * Registration through a team invitation's link (issue 36): the form joins the invitation's
 * company with the invited address fixed, sends the token with the person's names, and a link
 * that does not work says so.
 */
import { DEMO_INVITATION_TOKEN, demoAccounts } from '@hireloop/api/msw';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { isDisabled } from '../../test/dom.ts';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { InvitationRegistration } from './InvitationRegistration.tsx';

const path = `/register/business?token=${DEMO_INVITATION_TOKEN}`;

describe('registration through an invitation (issue 36)', () => {
  it('shows the company, fixes the invited address and asks for names, not a business name', async () => {
    renderScreen(<InvitationRegistration token={DEMO_INVITATION_TOKEN} />, { path });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Join Northwind Robotics on Hireloop' }),
    ).toBeTruthy();
    expect(screen.getByText(/You were invited as an interviewer/)).toBeTruthy();
    const email = screen.getByLabelText<HTMLInputElement>(/^email/i, { selector: 'input' });
    expect([email.value, email.readOnly]).toEqual(['rosa.delgado@northwind.example', true]);
    expect(screen.queryByLabelText(/business name/i, { selector: 'input' })).toBeNull();
    expect(screen.getByLabelText(/first name/i, { selector: 'input' })).toBeTruthy();
    expect(screen.queryByText('Company logo')).toBeNull();
  });

  it('registers with the token and the names, and signs in', async () => {
    const user = userEvent.setup({ delay: null });
    let sent: Record<string, unknown> = {};
    const app = renderScreen(<InvitationRegistration token={DEMO_INVITATION_TOKEN} />, {
      path,
      handlers: [
        http.post(api('/auth/register'), async ({ request }) => {
          sent = (await request.json()) as Record<string, unknown>;
          return HttpResponse.json(
            { user: demoAccounts.business.user, token: 'new', roles: ['business'] },
            { status: 201 },
          );
        }),
      ],
    });
    await user.type(await screen.findByLabelText(/first name/i, { selector: 'input' }), 'Rosa');
    await user.type(screen.getByLabelText(/last name/i, { selector: 'input' }), 'Delgado');
    await user.type(screen.getByLabelText(/^password/i, { selector: 'input' }), 'Secret#123');
    await user.type(
      screen.getByLabelText(/confirm password/i, { selector: 'input' }),
      'Secret#123',
    );
    const submit = screen.getByRole('button', { name: 'Create account' });
    expect(isDisabled(submit)).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: /terms of service/i }));
    await user.click(submit);
    await waitFor(() => expect(app.services.auth.getSnapshot().matches('signedIn')).toBe(true));
    expect(sent).toMatchObject({
      role: 'business',
      email: 'rosa.delgado@northwind.example',
      first_name: 'Rosa',
      last_name: 'Delgado',
      invitation_token: DEMO_INVITATION_TOKEN,
    });
    expect(sent).not.toHaveProperty('business_name');
  });

  it('says when the link does not work, and offers to register a new company', async () => {
    renderScreen(<InvitationRegistration token="used-up" />, {
      path: '/register/business?token=used-up',
      handlers: [
        http.get(api('/auth/invitation'), () =>
          HttpResponse.json({ message: TEAM_MESSAGES.invitationInvalid }, { status: 404 }),
        ),
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'This invitation link does not work' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(TEAM_MESSAGES.invitationInvalid);
    expect(
      screen.getByRole('link', { name: 'Register a new company instead' }).getAttribute('href'),
    ).toBe('/register/business');
  });
});
