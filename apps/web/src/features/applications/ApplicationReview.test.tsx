import { demo } from '@hireloop/api/msw';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, renderApp } from '../../test/renderApp.tsx';

const application = {
  ...demo.businessApplications[0]!,
  id: '3f0c9a52-5c1e-4e8a-9a0e-2b6f4d1c7e11',
  status: 'reviewing' as const,
};
const path = `/b/applications/${application.id}`;
const handlers = [
  http.get(api('/b/applications/:id'), () => HttpResponse.json({ data: application })),
  http.patch(api('/b/applications/:id'), () =>
    HttpResponse.json({ data: { ...application, status: 'rejected' } }),
  ),
];

async function markNotSelected() {
  const user = userEvent.setup({ delay: null });
  const app = renderApp({ path, signedIn: 'business', handlers });
  await user.click(await screen.findByRole('radio', { name: 'Not selected' }, { timeout: 8000 }));
  await user.click(screen.getByRole('button', { name: 'Update status' }));
  await screen.findByText(/will be moved to Not selected/);
  const patches = () => app.calls.filter((call) => call.method === 'PATCH');
  return { user, app, patches };
}

describe('Not selected waits for its Undo toast', () => {
  it('Undo leaves the application as it was: nothing is written, the choice is back in the form', async () => {
    const { user, patches } = await markNotSelected();
    expect(patches()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(patches()).toEqual([]);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Not selected' }).checked).toBe(
      true,
    );
  });

  it('is written when the toast leaves without Undo', async () => {
    const { user, patches } = await markNotSelected();
    expect(patches()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(await screen.findByText(/Moved to Not selected\./)).toBeTruthy();
  });
});

describe('screening answers (issue 29)', () => {
  it('shows every answer and marks the must-have that was missed', async () => {
    const tomas = demo.businessApplications.find((a) => a.applicant.first_name === 'Tomás')!;
    renderApp({
      path: `/b/applications/${tomas.id}`,
      signedIn: 'business',
      handlers: [http.get(api('/b/applications/:id'), () => HttpResponse.json({ data: tomas }))],
    });
    const card = await screen.findByRole(
      'region',
      { name: 'Screening answers' },
      { timeout: 8000 },
    );
    const authorised = 'Are you legally authorised to work in the United States?';
    expect(card.textContent).toContain('Misses 1 must-have');
    expect(card.textContent).toContain(`Missed: ${authorised}`);
    const terms = [...card.querySelectorAll('dt')].map((dt) => dt.textContent);
    expect(terms).toEqual([authorised, 'How many years of experience do you have with C++?']);
    const details = [...card.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(details).toEqual(['NoMisses the must-have', '4']);
  });
});
