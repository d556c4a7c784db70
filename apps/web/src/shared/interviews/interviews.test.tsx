/**
 * Interviews in the web app (issue 28): the proposal's times typed in the business's zone reach
 * the API as the right UTC instants on both sides of a daylight-saving change; the applicant
 * books a time from the conversation; the business proposes from an application without one.
 * Against the mock API of `@hireloop/api/msw` (contract-typed answers).
 */
import { conversationIds, scenarios } from '@hireloop/api/msw';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../test/renderApp.tsx';
import { ApplicationInterviews } from './ApplicationInterviews.tsx';
import { ProposalDialog } from './ProposalDialog.tsx';

afterEach(() => vi.useRealTimers());

describe('ProposalDialog', () => {
  it.each([
    ['summer (EDT, UTC−4)', '2026-07-01T12:00:00Z', '2026-07-02T14:00:00.000Z'],
    ['winter (EST, UTC−5)', '2026-12-07T12:00:00Z', '2026-12-08T15:00:00.000Z'],
  ])('sends tomorrow 10:00 New York time as its UTC instant in %s', async (_, today, expected) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(today));
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    renderScreen(
      <ProposalDialog
        isOpen
        onOpenChange={() => undefined}
        onSubmit={onSubmit}
        timeZone="America/New_York"
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Propose an interview' });
    await user.type(within(dialog).getByRole('textbox', { name: /Where/ }), '+1 555 0100');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ location: '+1 555 0100', slots: [expected] }),
    );
  });

  it('refuses a length outside 15–240 minutes with the shared rule and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = vi.fn(() => Promise.resolve());
    renderScreen(<ProposalDialog isOpen onOpenChange={() => undefined} onSubmit={onSubmit} />);
    const dialog = await screen.findByRole('dialog', { name: 'Propose an interview' });
    const length = within(dialog).getByRole('textbox', { name: /Length/ });
    await user.clear(length);
    await user.tab();
    await user.type(within(dialog).getByRole('textbox', { name: /Where/ }), 'Office');
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await within(dialog).findByText('The length must be 15–240 minutes.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('ApplicationInterviews', () => {
  it('lets the applicant book one offered time with one press', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = renderScreen(
      <ApplicationInterviews area="c" applicationId={conversationIds.customer} canPropose />,
      { signedIn: 'customer' },
    );
    const times = await screen.findAllByRole('button', { name: /^Book / });
    expect(times).toHaveLength(3);
    await user.click(times[0]!);
    expect(await screen.findByText(/^Booked for /)).toBeTruthy();
    expect(
      calls.some((c) => c.method === 'POST' && /\/c\/interviews\/.+\/book$/.test(c.path)),
    ).toBe(true);
  });

  it('lets the business propose when the application has no open interview', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <ApplicationInterviews area="b" applicationId={conversationIds.business} canPropose />,
      { signedIn: 'business', handlers: scenarios.interviews.empty },
    );
    await user.click(await screen.findByRole('button', { name: 'Propose an interview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose an interview' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Where/ }),
      'https://meet.example.com/luca',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Times offered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Propose an interview' })).toBeNull();
  });
});
