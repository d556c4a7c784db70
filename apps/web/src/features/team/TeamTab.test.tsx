import { demoAccounts, scenarios, teamMemberIds } from '@hireloop/api/msw';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../test/renderApp.tsx';
import { TeamTab } from './TeamTab.tsx';

const toastsOf = (app: ReturnType<typeof renderScreen>) =>
  app.services.toasts.shell.getSnapshot().context.toasts.map((toast) => toast.message);

/** The text of the elements that describe `element` (`aria-describedby`). */
const descriptionOf = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The row of the members list that names `name`. */
async function memberRow(name: string) {
  const list = await screen.findByRole('list', { name: 'Members of the company' });
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name));
  if (!row) throw new Error(`no member row of ${name}`);
  return row;
}

describe('Settings → Team (issue 36)', () => {
  it('shows the owner every member, the invitation form and the pending invitation', async () => {
    renderScreen(<TeamTab />, { signedIn: 'business' });
    const list = await screen.findByRole('list', { name: 'Members of the company' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(within(list).getByText('You')).toBeTruthy();
    expect(within(list).getByText('daniel.osei@northwind.example')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Invite a member' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /E-mail address/ })).toBeTruthy();
    const invitations = await screen.findByRole('list', { name: 'Pending invitations' });
    expect(within(invitations).getByText('rosa.delgado@northwind.example')).toBeTruthy();
    expect(within(invitations).getByText(/^Invited by .* · Expires /)).toBeTruthy();
  });

  it('gives the owner no "Remove" on their own row, and says to hand ownership over first', async () => {
    renderScreen(<TeamTab />, { signedIn: 'business' });
    const own = await memberRow('You');
    expect(within(own).queryByRole('button', { name: /^Remove/ })).toBeNull();
    expect(within(own).queryByRole('button', { name: 'Leave the company' })).toBeNull();
    expect(
      within(own).getByText(
        'As the owner, you can leave the company only after handing ownership to an admin.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove Elena Marsh' })).toBeTruthy();
  });

  it('sends an invitation: a toast, the invitation in the list and an empty form', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<TeamTab />, { signedIn: 'business' });
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(email, 'sam.lee@northwind.example');
    await user.click(screen.getByRole('radio', { name: /Recruiter/ }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() =>
      expect(toastsOf(app)).toEqual(['Invitation sent to sam.lee@northwind.example']),
    );
    const invitations = screen.getByRole('list', { name: 'Pending invitations' });
    await waitFor(() =>
      expect(within(invitations).getByText('sam.lee@northwind.example')).toBeTruthy(),
    );
    expect((email as HTMLInputElement).value).toBe('');
  });

  it('shows the refusal of an address that already has an account under the field', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<TeamTab />, { signedIn: 'business' });
    const email = await screen.findByRole('textbox', { name: /E-mail address/ });
    await user.type(email, demoAccounts.customer.email);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(descriptionOf(email)).toContain(TEAM_MESSAGES.emailHasAccount));
  });

  it('revokes an invitation: it leaves the list, with a toast', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<TeamTab />, { signedIn: 'business' });
    await user.click(
      await screen.findByRole('button', {
        name: 'Revoke the invitation of rosa.delgado@northwind.example',
      }),
    );
    expect(await screen.findByText('No pending invitations.')).toBeTruthy();
    expect(screen.queryByText('rosa.delgado@northwind.example')).toBeNull();
    expect(toastsOf(app)).toEqual(['Invitation of rosa.delgado@northwind.example revoked']);
  });

  it('removes a member after the confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<TeamTab />, { signedIn: 'business' });
    await user.click(await screen.findByRole('button', { name: 'Remove Elena Marsh' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Elena Marsh?' });
    expect(
      within(dialog).getByText(
        'Elena Marsh loses access at once; what they wrote stays under their name.',
      ),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(toastsOf(app)).toEqual(['Elena Marsh was removed from the team.']));
    const list = screen.getByRole('list', { name: 'Members of the company' });
    expect(within(list).queryByText('Elena Marsh')).toBeNull();
  });

  it('hands ownership to an admin after the confirmation: the owner becomes an admin', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderScreen(<TeamTab />, { signedIn: 'business' });
    await user.click(await screen.findByRole('button', { name: /Role of Daniel Osei/ }));
    await user.click(await screen.findByRole('option', { name: 'Owner' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Hand ownership to Daniel Osei?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Hand over ownership' }));
    await waitFor(() =>
      expect(toastsOf(app)).toEqual(['Daniel Osei is now the owner. You are an admin.']),
    );
    const daniel = await memberRow('Daniel Osei');
    await waitFor(() => expect(within(daniel).getByText('Owner')).toBeTruthy());
    expect(
      within(await memberRow('You')).getByRole('button', { name: 'Leave the company' }),
    ).toBeTruthy();
    expect(app.services.auth.getSnapshot().context.user?.teamRole).toBe('admin');
  });

  it('shows a recruiter the members read-only: no role picker, no removal, no invitations', async () => {
    renderScreen(<TeamTab />, { signedIn: 'business', handlers: scenarios.team.recruiter });
    const list = await screen.findByRole('list', { name: 'Members of the company' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    expect(
      screen.getByText(
        'Only the owner and admins manage the team: ask one of them to invite someone, change a role or remove a member.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Role of / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Pending invitations' })).toBeNull();
    const own = await memberRow('You');
    expect(within(own).getByText('Elena Marsh')).toBeTruthy();
    expect(within(own).getByRole('button', { name: 'Leave the company' })).toBeTruthy();
  });

  it('lets a recruiter leave the company after the confirmation, and signs them out', async () => {
    const user = userEvent.setup({ delay: null });
    const removed: string[] = [];
    const app = renderScreen(<TeamTab />, {
      signedIn: 'business',
      handlers: [
        // Answered here, so the scenario's own state keeps its recruiter.
        http.delete(api('/b/team/members/:id'), ({ params }) => {
          removed.push(String(params.id));
          return new HttpResponse(null, { status: 204 });
        }),
        ...scenarios.team.recruiter,
      ],
    });
    await user.click(
      within(await memberRow('You')).getByRole('button', { name: 'Leave the company' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave the company?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    await waitFor(() => expect(app.services.auth.getSnapshot().matches('signedOut')).toBe(true));
    expect(removed).toEqual([teamMemberIds.recruiter]);
    expect(app.services.auth.getSnapshot().context.notice).toBe('You left the company.');
  });

  it('shows the failure with "Try again" when the team cannot be loaded', async () => {
    renderScreen(<TeamTab />, { signedIn: 'business', handlers: scenarios.team.serverError });
    // One retry of a 5xx, a second later.
    expect(
      await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Invite a member' })).toBeNull();
  });
});
