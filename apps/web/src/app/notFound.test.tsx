import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../test/fakeApi.ts';
import { renderApp } from '../test/renderApp.tsx';

const missing = () =>
  json({ status: 'error', message: 'Job not found.', errors: null, data: null }, 404);

describe('route-level not-found page', () => {
  it('a job the API does not know shows "not found" inside the signed-in shell, with the way back', async () => {
    renderApp({
      path: '/c/jobs/00000000-0000-4000-8000-000000000000',
      signedIn: 'customer',
      handlers: { 'GET /api/v1/c/jobs/([0-9a-f-]{36})': missing },
    });
    await screen.findByRole(
      'heading',
      { level: 1, name: 'This job does not exist' },
      { timeout: 8000 },
    );
    const main = screen.getByRole('main');
    // Said once: the page heading, not a second heading under it.
    expect(within(main).getAllByRole('heading', { name: 'This job does not exist' })).toHaveLength(
      1,
    );
    // The shell's navigation stays: the error is handled at the screen's route, not the root.
    expect(screen.getAllByRole('navigation').length).toBeGreaterThan(0);
    expect(within(main).getByRole('link', { name: 'Back to job search' })).toBeTruthy();
  });
});
