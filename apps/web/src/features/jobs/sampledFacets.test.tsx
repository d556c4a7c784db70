import { demo, pageMeta, summaryOf } from '@hireloop/api/msw';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const facets = {
  workplace_type: [{ value: 'remote', count: 1234 }],
  employment_type: [],
  experience_level: [],
  posted_within_days: [],
  location: [],
  sponsorship: [],
  term: [],
};

function searchAnswering(facetsAreSampled: boolean | undefined) {
  return [
    http.get(api('/c/jobs'), () =>
      HttpResponse.json({
        data: [{ ...summaryOf(demo.jobs.robotics), title: 'Software Engineer' }],
        meta: pageMeta(1),
        facets,
        total_is_capped: false,
        ...(facetsAreSampled === undefined ? {} : { facets_are_sampled: facetsAreSampled }),
        correction: null,
      }),
    ),
  ];
}

async function remoteOption(): Promise<HTMLElement> {
  const group = await screen.findByRole('group', { name: 'Workplace' }, { timeout: 8000 });
  return within(group).findByRole('checkbox', { name: /Remote/ }, { timeout: 8000 });
}

describe('facet counts of a very broad search', () => {
  it('shows a sampled count as a lower bound: "1,234+"', async () => {
    renderApp({
      path: '/c/jobs?q=engineer',
      signedIn: 'customer',
      handlers: searchAnswering(true),
    });
    const option = await remoteOption();
    expect(option.closest('label')?.textContent).toContain('1,234+');
  });

  it('shows an exact count as it is when the answer does not say it was sampled', async () => {
    renderApp({
      path: '/c/jobs?q=engineer',
      signedIn: 'customer',
      handlers: searchAnswering(undefined),
    });
    const option = await remoteOption();
    expect(option.closest('label')?.textContent).toContain('1,234');
    expect(option.closest('label')?.textContent).not.toContain('1,234+');
  });
});

describe('the total of a very broad search', () => {
  it('shows a total beyond the cap as "10,000+ jobs"', async () => {
    renderApp({
      path: '/c/jobs?q=engineer',
      signedIn: 'customer',
      handlers: [
        http.get(api('/c/jobs'), () =>
          HttpResponse.json({
            data: [{ ...summaryOf(demo.jobs.robotics), title: 'Software Engineer' }],
            meta: pageMeta(10_000),
            facets,
            total_is_capped: true,
            facets_are_sampled: false,
            correction: null,
          }),
        ),
      ],
    });
    expect(await screen.findByText('10,000+ jobs', {}, { timeout: 8000 })).toBeTruthy();
  });
});
