import { demo, pageMeta, summaryOf } from '@hireloop/api/msw';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const FACET_NAMES = [
  'workplace_type',
  'employment_type',
  'experience_level',
  'posted_within_days',
  'location',
  'sponsorship',
  'term',
];

describe('a stale imported listing in Find Jobs (issue 34)', () => {
  it('says when it was listed and that it may no longer be open, and asks for all listings when "Open listings only" is off', async () => {
    const twoYearsAgo = new Date(Date.now() - 2 * 365.25 * 24 * 60 * 60 * 1000).toISOString();
    const asked: (string | null)[] = [];
    renderApp({
      path: '/c/jobs?q=analyst&open=0',
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/jobs'), ({ request }) => {
          asked.push(new URL(request.url).searchParams.get('open_only'));
          const data = [
            { ...summaryOf(demo.jobs.imported), is_stale: true, source_updated_at: twoYearsAgo },
          ];
          return HttpResponse.json({
            data,
            meta: pageMeta(1),
            // No facet counts: the test reads the card.
            facets: Object.fromEntries(FACET_NAMES.map((name) => [name, []])),
            total_is_capped: false,
            facets_are_sampled: false,
            correction: null,
          });
        }),
      ],
    });
    const card = await screen.findByRole(
      'article',
      { name: demo.jobs.imported.title },
      { timeout: 8000 },
    );
    expect(within(card).getByText('Listed 2 years ago — may no longer be open')).toBeDefined();
    expect(asked).toContain('false');
    const filter = screen.getByRole('checkbox', { name: /Open listings only/ });
    expect((filter as HTMLInputElement).checked).toBe(false);
  });
});
