import { demo, pageMeta, summaryOf } from '@hireloop/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const facets = {
  workplace_type: [],
  employment_type: [],
  experience_level: [],
  posted_within_days: [],
  location: [{ value: 'Berlin, Germany', count: 12 }],
  sponsorship: [],
  term: [],
};

/** The suggestion calls the screen made, as `field:q`. */
function setup() {
  const asked: string[] = [];
  const handlers = [
    http.get(api('/c/jobs/suggestions'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(`${params.get('field')}:${params.get('q')}`);
      const data =
        params.get('field') === 'location'
          ? [
              { kind: 'place', value: 'New York, NY' },
              { kind: 'place', value: 'Newark, NJ' },
            ]
          : [];
      return HttpResponse.json({ data });
    }),
    http.get(api('/c/jobs'), () =>
      HttpResponse.json({
        data: [{ ...summaryOf(demo.jobs.robotics), title: 'Rust Engineer' }],
        meta: pageMeta(1),
        facets,
        total_is_capped: false,
        correction: null,
      }),
    ),
  ];
  return { asked, handlers };
}

describe('the location box of Find Jobs', { timeout: 90_000 }, () => {
  it('offers places from the suggestions endpoint as the user types, and searches the one chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { asked, handlers } = setup();
    const app = renderApp({ path: '/c/jobs', signedIn: 'customer', handlers });
    const box = await screen.findByRole('combobox', { name: 'Location' }, { timeout: 30_000 });
    await user.type(box, 'nyc');
    const list = await screen.findByRole('listbox', {}, { timeout: 30_000 });
    const option = await within(list).findByRole(
      'option',
      { name: 'New York, NY' },
      { timeout: 30_000 },
    );
    expect(asked).toContain('location:nyc');
    expect(asked.some((a) => a.startsWith('keywords:'))).toBe(false);
    await user.click(option);
    await waitFor(() => expect(app.location()).toBe('/c/jobs?location=New+York%2C+NY'), {
      timeout: 30_000,
    });
  });

  it('offers the search’s top places with their counts while empty, without asking for suggestions', async () => {
    const user = userEvent.setup({ delay: null });
    const { asked, handlers } = setup();
    renderApp({ path: '/c/jobs', signedIn: 'customer', handlers });
    await screen.findByText('Rust Engineer', {}, { timeout: 30_000 });
    const box = screen.getByRole('combobox', { name: 'Location' });
    await user.click(box);
    const list = await screen.findByRole('listbox', {}, { timeout: 30_000 });
    expect(within(list).getByRole('option', { name: /Berlin, Germany.*12/ })).toBeTruthy();
    await user.type(box, 'n');
    // One character is not enough to ask: the facet's places stay.
    expect(asked).toEqual([]);
  });
});
