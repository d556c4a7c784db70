/**
 * My applications' status filter applies to the jobs tracked with "I applied" too, and the count
 * includes them (issue 34 item 5, decision 205): a tracked status counts as the application status
 * `trackedStatusesFor` maps it to. Over the canned mocks: one tracked application, interviewing.
 * And each application the employer opened says "Viewed by the employer" with the date (issue 29).
 */
import { demo } from '@hireloop/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';

const tracked = demo.trackedApplications[0]!;
const inApp = (status: string) =>
  demo.customerApplications.filter((application) => application.status === status).length;
const trackedHeading = () => screen.queryByRole('heading', { name: tracked.job.title });

describe('My applications: the status filter and the tracked applications', () => {
  it('shows and counts a tracked application whose status matches the filter', async () => {
    expect(tracked.status).toBe('interviewing');
    renderApp({ path: '/c/applications?status=interviewing', signedIn: 'customer' });
    const count = inApp('interviewing') + 1;
    expect(
      await screen.findByText(`${count} applications`, undefined, { timeout: 8000 }),
    ).toBeTruthy();
    expect(trackedHeading()).not.toBeNull();
  });

  it('leaves out a tracked application in another status, from the list and the count', async () => {
    const { calls } = renderApp({ path: '/c/applications?status=submitted', signedIn: 'customer' });
    const count = inApp('submitted');
    await screen.findByText(`${count} application${count === 1 ? '' : 's'}`, undefined, {
      timeout: 8000,
    });
    // The tracked list was asked for and had time to show.
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('/c/tracked-applications'))).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(trackedHeading()).toBeNull();
  });

  it('shows no tracked application for a status no tracked step counts as (reviewing)', async () => {
    const { calls } = renderApp({ path: '/c/applications?status=reviewing', signedIn: 'customer' });
    const count = inApp('reviewing');
    await screen.findByText(`${count} application${count === 1 ? '' : 's'}`, undefined, {
      timeout: 8000,
    });
    expect(trackedHeading()).toBeNull();
    expect(calls.some((call) => call.path.endsWith('/c/tracked-applications'))).toBe(false);
  });

  it('unfiltered, lists and counts both', async () => {
    renderApp({ path: '/c/applications', signedIn: 'customer' });
    const count = demo.customerApplications.length + demo.trackedApplications.length;
    await screen.findByText(`${count} applications`, undefined, { timeout: 8000 });
    await waitFor(() => expect(trackedHeading()).not.toBeNull());
  });

  it('says "Viewed by the employer" with the date on each application the employer opened, and only there', async () => {
    renderApp({ path: '/c/applications', signedIn: 'customer' });
    const viewed = demo.customerApplications.filter((application) => application.viewed_at);
    expect(viewed.length).toBeGreaterThan(0);
    expect(viewed.length).toBeLessThan(demo.customerApplications.length);
    await waitFor(
      () => expect(screen.getAllByText('Viewed by the employer')).toHaveLength(viewed.length),
      {
        timeout: 8000,
      },
    );
    const dates = screen
      .getAllByText('Viewed by the employer')
      .map((label) => label.querySelector('time')?.getAttribute('datetime'));
    expect(dates.sort()).toEqual(viewed.map((application) => application.viewed_at).sort());
  });

  it('shows the answers sent to the screening questions under the progress, only where there are some', async () => {
    const user = userEvent.setup();
    renderApp({ path: '/c/applications', signedIn: 'customer' });
    const answered = demo.customerApplications.filter((application) => application.answers.length);
    expect(answered).toHaveLength(1);
    const [application] = answered;
    const toggles = await screen.findAllByRole(
      'button',
      { name: /^Show progress/ },
      { timeout: 8000 },
    );
    expect(toggles.map((toggle) => toggle.textContent)).toEqual(
      demo.customerApplications.map((item) =>
        item.answers.length ? 'Show progress and answers' : 'Show progress',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Show progress and answers' }));
    const answers = within(
      screen.getByRole('region', { name: 'Your answers to the employer’s questions' }),
    );
    for (const answer of application!.answers) {
      const term = answers.getByText(answer.prompt);
      expect(term.tagName).toBe('DT');
      expect(term.nextElementSibling?.textContent).toBe(
        typeof answer.value === 'boolean' ? (answer.value ? 'Yes' : 'No') : String(answer.value),
      );
    }
  });

  it('opens the application a notification links to (/c/applications/{id}) instead of Not found', async () => {
    const target = demo.customerApplications.find((a) => a.status === 'interviewing')!;
    const app = renderApp({ path: `/c/applications/${target.id}`, signedIn: 'customer' });
    const card = (
      await screen.findByRole('heading', { level: 2, name: target.job.title }, { timeout: 8000 })
    ).closest('article')!;
    expect(app.location()).toBe('/c/applications');
    expect(app.router.state.location.hash).toBe(`#application-${target.id}`);
    expect(within(card).getByRole('button', { name: /^Hide progress/ })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /not found/i })).toBeNull();
  });
});
