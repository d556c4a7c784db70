import { demo, pageMeta, summaryOf } from '@hireloop/api/msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const emptyFacets = {
  workplace_type: [],
  employment_type: [],
  experience_level: [],
  posted_within_days: [],
  location: [],
  sponsorship: [],
  term: [],
};

describe('Find Jobs compares pay in US dollars (issue 34 item 3)', () => {
  it('states the rates of the pay filter and shows a CA$ job with its converted amount', async () => {
    const job = {
      ...summaryOf(demo.jobs.robotics),
      title: 'Hourly in Canada',
      salary_min: 50,
      salary_max: 60,
      salary_currency: 'CAD',
      salary_period: 'hour' as const,
    };
    renderApp({
      path: '/c/jobs',
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/jobs'), () =>
          HttpResponse.json({
            data: [job],
            meta: pageMeta(1),
            facets: emptyFacets,
            total_is_capped: false,
            correction: null,
          }),
        ),
      ],
    });
    expect(
      await screen.findByText(/other currencies are converted at rates of Jan 4, 2024/, undefined, {
        timeout: 8000,
      }),
    ).toBeTruthy();
    expect(
      await screen.findAllByText(
        (_, element) => element?.textContent === 'CA$50–CA$60 an hour (about $78k–$93.6k a year)',
        undefined,
        { timeout: 8000 },
      ),
    ).not.toHaveLength(0);
  });
});
