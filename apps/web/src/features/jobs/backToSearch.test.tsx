import { demo, pageMeta, summaryOf } from '@hireloop/api/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const summary = {
  ...summaryOf(demo.jobs.robotics),
  id: '7d1c4f8e-1b2a-4c3d-8e9f-0a1b2c3d4e5f',
  title: 'Rust Engineer',
};
const facets = {
  workplace_type: [],
  employment_type: [],
  experience_level: [],
  posted_within_days: [],
  location: [],
  sponsorship: [],
  term: [],
};

const handlers = [
  http.get(api('/c/jobs'), () =>
    HttpResponse.json({
      data: [summary],
      meta: pageMeta(1),
      facets,
      total_is_capped: false,
      correction: null,
    }),
  ),
  http.get(api(`/c/jobs/${summary.id}`), () =>
    HttpResponse.json({ data: { ...demo.jobs.robotics, id: summary.id, title: summary.title } }),
  ),
];

describe('Back to job search', () => {
  it('returns to the search as it was: keywords, filters and page', async () => {
    const user = userEvent.setup({ delay: null });
    const search = '/c/jobs?q=rust&workplace=remote&page=2';
    const app = renderApp({ path: search, signedIn: 'customer', handlers });
    await user.click(await screen.findByRole('link', { name: 'Rust Engineer' }, { timeout: 8000 }));
    await waitFor(() => expect(app.location()).toBe(`/c/jobs/${summary.id}`));
    await user.click(
      await screen.findByRole('link', { name: 'Back to job search' }, { timeout: 8000 }),
    );
    await waitFor(() => expect(app.location()).toBe(search));
  });

  it('goes to a blank search when the job was opened from elsewhere', async () => {
    const user = userEvent.setup({ delay: null });
    const app = renderApp({ path: `/c/jobs/${summary.id}`, signedIn: 'customer', handlers });
    await user.click(
      await screen.findByRole('link', { name: 'Back to job search' }, { timeout: 8000 }),
    );
    await waitFor(() => expect(app.location()).toBe('/c/jobs'));
  });
});
