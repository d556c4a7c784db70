/**
 * "Save this search" on a search the user saved already (issue 34 item 5, decision 205): the
 * server answers 200 with the existing saved search; the screen says so and offers to open it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../../test/renderApp.tsx';
import { filtersFromSearchParams } from '../searchParams.ts';
import { SaveSearchButton } from './SaveSearchButton.tsx';

const existing = {
  id: '5d7f9b1c-3e5a-4c7e-9f1b-3d5f7a9c1e3a',
  name: 'Remote ML roles',
  query: { q: 'machine learning', workplace_type: ['remote'] },
  paused: false,
  new_matches: 2,
  last_visited_at: null,
  created_at: '2026-11-12T18:40:00Z',
  updated_at: '2026-11-12T18:40:00Z',
};
const filters = filtersFromSearchParams(new URLSearchParams('q=machine+learning&workplace=remote'));

async function saveTwice(status: 200 | 201) {
  const user = userEvent.setup({ delay: null });
  const runs: string[] = [];
  const app = renderScreen(<SaveSearchButton filters={filters} />, {
    path: '/c/jobs?q=machine+learning&workplace=remote',
    signedIn: 'customer',
    handlers: [
      http.post(api('/c/saved-searches'), () =>
        HttpResponse.json(
          { data: status === 200 ? existing : { ...existing, id: crypto.randomUUID() } },
          { status },
        ),
      ),
      http.post(api('/c/saved-searches/:id/run'), ({ params }) => {
        runs.push(String(params.id));
        return HttpResponse.json({ data: { ...existing, new_matches: 0 } });
      }),
    ],
  });
  await user.click(await screen.findByRole('button', { name: 'Save this search' }));
  const naming = await screen.findByRole('dialog', { name: 'Save this search' });
  await user.click(within(naming).getByRole('button', { name: 'Save search' }));
  return { user, runs, app };
}

describe('Save this search, saved already', () => {
  it('says "You already saved this search", names it, and "Open it" runs that search', async () => {
    const { user, runs, app } = await saveTwice(200);
    const dialog = await screen.findByRole('dialog', { name: 'You already saved this search' });
    expect(within(dialog).getByText('It is saved as “Remote ML roles”, so nothing was added.'));
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Open it' }));
    await waitFor(() => expect(runs).toEqual([existing.id]));
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/c/jobs'));
    expect(app.router.state.location.search).toContain('workplace=remote');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'You already saved this search' })).toBeNull(),
    );
  });

  it('a new search is saved as before: no "already saved" dialog', async () => {
    const { runs } = await saveTwice(201);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Save this search' })).toBeNull(),
    );
    expect(screen.queryByRole('dialog', { name: 'You already saved this search' })).toBeNull();
    expect(runs).toEqual([]);
  });
});
