import { demo, pageMeta, summaryOf } from '@hireloop/api/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

const imported = {
  ...demo.jobs.imported,
  id: '9e2d5a7b-3c4d-4e5f-8a9b-1c2d3e4f5a6b',
  title: 'Data Analyst',
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

/** Find Jobs listing one imported job (not posted on Hireloop), and that job's page. */
const importedHandlers = [
  http.get(api('/c/jobs'), () =>
    HttpResponse.json({
      data: [summaryOf(imported)],
      meta: pageMeta(1),
      facets,
      total_is_capped: false,
      correction: null,
    }),
  ),
  http.get(api(`/c/jobs/${imported.id}`), () => HttpResponse.json({ data: imported })),
];

/** Pretends the window is scrolled `top` px down (jsdom does not lay out). */
function scrolledTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
}

describe('Back to job search', () => {
  afterEach(() => {
    scrolledTo(0);
    vi.restoreAllMocks();
  });

  it('returns an imported listing to the search, its page and scroll position', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const search = '/c/jobs?q=analyst&page=3';
    const app = renderApp({ path: search, signedIn: 'customer', handlers: importedHandlers });
    const card = await screen.findByRole('link', { name: 'Data Analyst' }, { timeout: 8000 });
    scrolledTo(1240);
    await user.click(card);
    await waitFor(() => expect(app.location()).toBe(`/c/jobs/${imported.id}`));
    const back = await screen.findByRole('link', { name: 'Back to job search' }, { timeout: 8000 });
    // The job page is shown at the top.
    scrolledTo(0);
    scrollTo.mockClear();
    await user.click(back);
    await waitFor(() => expect(app.location()).toBe(search));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 1240, behavior: 'auto' }));
    expect(scrollTo).not.toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

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
