/**
 * "Similar jobs" on a job page (issue 29): the server's jobs as cards with their Saved and Applied
 * marks ("I applied" included), in the order given; no section at all when there is none; the
 * error with "Try again" when the call fails, the job page itself unharmed.
 */
import { demo, summaryOf } from '@hireloop/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const source = demo.jobs.robotics;
const path = `/c/jobs/${source.id}`;
const similarUrl = api(`/c/jobs/${source.id}/similar`);
const ready = { timeout: 8000 };

describe('similar jobs on a job page', () => {
  it('lists the jobs in the server’s order, "Applied" on one tracked with "I applied"', async () => {
    const tracked = { ...summaryOf(demo.jobs.backend), tracked_application_id: 'tracked-1' };
    const plain = { ...summaryOf(demo.jobs.designer), application_id: null };
    renderApp({
      path,
      signedIn: 'customer',
      handlers: [http.get(similarUrl, () => HttpResponse.json({ data: [tracked, plain] }))],
    });
    const list = await screen.findByRole('list', { name: 'Similar jobs' }, ready);
    // The list's own items (a card's skills are a list of their own).
    const items = [...list.children] as HTMLElement[];
    expect(
      items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([tracked.title, plain.title]);
    expect(within(items[0]!).getByText('Applied')).toBeTruthy();
    expect(within(items[1]!).queryByText('Applied')).toBeNull();
  });

  it('shows no section when no open job is like this one', async () => {
    const { calls } = renderApp({
      path,
      signedIn: 'customer',
      handlers: [http.get(similarUrl, () => HttpResponse.json({ data: [] }))],
    });
    await screen.findByRole('heading', { level: 1, name: source.title }, ready);
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/similar'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Similar jobs' })).toBeNull();
  });

  it('shows the failure with "Try again" under its heading, and retries', async () => {
    let fail = true;
    renderApp({
      path,
      signedIn: 'customer',
      handlers: [
        http.get(similarUrl, () =>
          fail
            ? HttpResponse.json({ message: 'Server Error' }, { status: 500 })
            : HttpResponse.json({ data: [summaryOf(demo.jobs.backend)] }),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: source.title }, ready);
    const retry = await screen.findByRole('button', { name: 'Try again' }, ready);
    expect(screen.getByRole('heading', { name: 'Similar jobs' })).toBeTruthy();
    fail = false;
    await userEvent.click(retry);
    const list = await screen.findByRole('list', { name: 'Similar jobs' }, ready);
    expect(list.children).toHaveLength(1);
  });
});
