import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderScreen } from '../../../test/renderApp.tsx';
import { SavedSearches } from './SavedSearches.tsx';

const search = {
  id: '5d7f9b1c-3e5a-4c7e-9f1b-3d5f7a9c1e3a',
  name: 'Remote ML roles',
  query: { q: 'machine learning', workplace_type: ['remote'], salary_min: 90000 },
  paused: false,
  new_matches: 3,
  last_visited_at: null,
  created_at: '2026-11-12T18:40:00Z',
  updated_at: '2026-11-12T18:40:00Z',
};

describe('Saved Searches', () => {
  it('lists a search with its filters and new jobs, and renames it in snake_case', async () => {
    const user = userEvent.setup({ delay: null });
    const bodies: unknown[] = [];
    let current = search;
    renderScreen(<SavedSearches />, {
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/saved-searches'), () => HttpResponse.json({ data: [current] })),
        http.patch(
          api('/c/saved-searches/5d7f9b1c-3e5a-4c7e-9f1b-3d5f7a9c1e3a'),
          async ({ request }) => {
            const body = (await request.json()) as { name: string };
            bodies.push(body);
            current = { ...current, name: body.name };
            return HttpResponse.json({ data: current });
          },
        ),
      ],
    });
    expect(await screen.findByText('3 new jobs')).toBeTruthy();
    expect(screen.getByText('“machine learning” · Remote · pay from 90,000')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Rename “Remote ML roles”' }));
    const dialog = await screen.findByRole('dialog');
    const field = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, '  ML anywhere ');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    await waitFor(() => expect(bodies).toEqual([{ name: 'ML anywhere' }]));
    expect(await screen.findByRole('heading', { level: 2, name: 'ML anywhere' })).toBeTruthy();
  });

  it("shows the server's refusal on the name field and keeps the dialog open", async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(<SavedSearches />, {
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/saved-searches'), () => HttpResponse.json({ data: [search] })),
        http.patch(api('/c/saved-searches/5d7f9b1c-3e5a-4c7e-9f1b-3d5f7a9c1e3a'), () =>
          HttpResponse.json(
            { message: 'Refused.', errors: { name: ['Refused by the server.'] } },
            { status: 422 },
          ),
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Rename “Remote ML roles”' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    expect(await within(dialog).findByText('Refused by the server.')).toBeTruthy();
  });
});
