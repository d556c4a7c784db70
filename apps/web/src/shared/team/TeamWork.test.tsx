import { scenarios, teamApplicationIds } from '@hireloop/api/msw';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import { AUTH_STORAGE_KEY, createMemoryStorage } from '@hireloop/machines';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, storedAuthOf } from '../../test/renderApp.tsx';

const READY = { timeout: 8000 };
const luca = `/b/applications/${teamApplicationIds.hiddenScorecards}`;

/** The application page of Luca Bianchi (two notes, two hidden scorecards) as the owner. */
function openLuca() {
  const user = userEvent.setup({ delay: null });
  const app = renderApp({ path: luca, signedIn: 'business' });
  const notePosts = () =>
    app.calls.filter((call) => call.method === 'POST' && call.path.endsWith('/notes'));
  return { user, app, notePosts };
}

async function section(name: string) {
  return screen.findByRole('region', { name }, READY);
}

describe('private notes (issue 36)', () => {
  it('shows the notes oldest first with their mention, adds one and clears the field', async () => {
    const { user } = openLuca();
    const notes = await section('Private notes');
    const list = await within(notes).findByRole('list', { name: 'Notes' }, READY);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Elena Marsh'),
      expect.stringContaining('Kenji Watanabe'),
    ]);
    expect(items[0]!.textContent).toContain('Mentioned: Kenji Watanabe');
    expect(within(notes).getByText(/the applicant never does/)).toBeTruthy();

    const field = within(notes).getByRole('textbox', { name: 'New note' });
    await user.type(field, 'Strong on{enter}real-time C++.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    const added = within(list).getAllByRole('listitem')[2]!;
    expect(added.querySelector('p')?.textContent).toBe('Strong on\nreal-time C++.');
    expect(field).toHaveProperty('value', '');
    expect(await screen.findByText('Note added.')).toBeTruthy();
  });

  it('refuses an empty note under the field and sends nothing', async () => {
    const { user, notePosts } = openLuca();
    const notes = await section('Private notes');
    const field = await within(notes).findByRole('textbox', { name: 'New note' }, READY);
    await user.type(field, '   ');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    expect(await within(notes).findByText(TEAM_MESSAGES.noteRequired)).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(notePosts()).toEqual([]);
  });

  it('names the member an @mention will notify while typing', async () => {
    const { user } = openLuca();
    const notes = await section('Private notes');
    const field = await within(notes).findByRole('textbox', { name: 'New note' }, READY);
    await user.type(field, 'Over to @Kenji Watanabe');
    expect(await within(notes).findByText('Kenji Watanabe will be notified')).toBeTruthy();
    await user.type(field, 'x');
    await waitFor(() => expect(within(notes).queryByText(/will be notified/)).toBeNull());
  });
});

describe('scorecards (issue 36)', () => {
  it("keeps the others' scorecards hidden until one's own is in, then shows the summary", async () => {
    const { user } = openLuca();
    const cards = await section('Scorecards');
    expect(
      await within(cards).findByText(
        '2 scorecards submitted: they stay hidden until you submit yours.',
        {},
        READY,
      ),
    ).toBeTruthy();
    expect(within(cards).queryByText('Elena Marsh')).toBeNull();

    // A rating and the recommendation are needed.
    await user.click(within(cards).getByRole('button', { name: 'Submit scorecard' }));
    expect(within(cards).getByText('Rate at least one criterion.')).toBeTruthy();
    expect(within(cards).getByText('Choose your overall recommendation.')).toBeTruthy();

    const rate = (criterion: string, label: string) =>
      user.click(
        within(within(cards).getByRole('radiogroup', { name: criterion })).getByRole('radio', {
          name: label,
        }),
      );
    await rate('Skills', '4 Excellent');
    await rate('Communication', '3 Good');
    await user.click(
      within(within(cards).getByRole('radiogroup', { name: 'Overall recommendation' })).getByRole(
        'radio',
        { name: 'Strong yes' },
      ),
    );
    await user.click(within(cards).getByRole('button', { name: 'Submit scorecard' }));

    expect(await screen.findByText('Scorecard submitted.')).toBeTruthy();
    const summary = await within(cards).findByRole('region', { name: 'Summary' });
    expect(summary.textContent).toContain('3 scorecards');
    // Skills: 3 (Elena), 4 (Daniel), 4 (the owner).
    expect(summary.textContent).toContain('Skills3.67 / 43 ratings');
    // Experience: the owner left it out.
    expect(summary.textContent).toContain('Experience4 / 42 ratings');
    const list = within(cards).getByRole('list', { name: 'Submitted scorecards' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('(you)');
    expect(list.textContent).toContain('Elena Marsh');
    expect(list.textContent).toContain('Daniel Osei');
    expect(within(cards).queryByRole('button', { name: 'Submit scorecard' })).toBeNull();

    // Editing replaces it.
    await user.click(within(cards).getByRole('button', { name: 'Edit your scorecard' }));
    await user.click(
      within(within(cards).getByRole('radiogroup', { name: 'Overall recommendation' })).getByRole(
        'radio',
        { name: 'Yes' },
      ),
    );
    await user.click(within(cards).getByRole('button', { name: 'Update scorecard' }));
    expect(await screen.findByText('Scorecard updated.')).toBeTruthy();
    await waitFor(() =>
      expect(
        within(within(cards).getByRole('list', { name: 'Submitted scorecards' })).getAllByRole(
          'listitem',
        ),
      ).toHaveLength(3),
    );
  });
});

describe('activity (issue 36)', () => {
  it('tells who did what, newest first', async () => {
    openLuca();
    const activity = await section('Activity');
    const list = await within(activity).findByRole(
      'list',
      { name: 'Activity, newest first' },
      READY,
    );
    const sentences = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(sentences[0]).toBe('Luca Bianchi sent a message');
    expect(sentences).toContain('Daniel Osei submitted a scorecard: Strong yes');
    expect(sentences).toContain('Kenji Watanabe added a note');
    expect(sentences).toContain('Northwind Robotics moved the application to Interviewing');
    expect(sentences.at(-1)).toBe('Luca Bianchi applied');
    expect(list.querySelectorAll('time[datetime]')).toHaveLength(sentences.length);
  });
});

describe('an interviewer (issue 36)', () => {
  it('sees no stage move but can add a note', async () => {
    const user = userEvent.setup({ delay: null });
    const stored = storedAuthOf('business');
    const sessionStorage = createMemoryStorage();
    sessionStorage.setItem(
      AUTH_STORAGE_KEY,
      JSON.stringify({
        ...stored,
        user: {
          ...stored.user,
          firstName: 'Kenji',
          lastName: 'Watanabe',
          teamRole: 'interviewer',
        },
      }),
    );
    renderApp({
      path: luca,
      handlers: scenarios.team.interviewer,
      services: { sessionStorage },
    });
    const move = await section('Move to a stage');
    expect(within(move).getByText(/Your role may not move applications/)).toBeTruthy();
    expect(within(move).queryByRole('radio')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Update status' })).toBeNull();

    const notes = await section('Private notes');
    const field = await within(notes).findByRole('textbox', { name: 'New note' }, READY);
    await user.type(field, 'The path-planning exercise went well.');
    await user.click(within(notes).getByRole('button', { name: 'Add note' }));
    const list = within(notes).getByRole('list', { name: 'Notes' });
    await waitFor(() =>
      expect(list.textContent).toContain('The path-planning exercise went well.'),
    );
  });
});
