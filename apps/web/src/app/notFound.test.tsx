import { demoIds } from '@hireloop/api/msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp.tsx';

describe('route-level not-found page', () => {
  it('a job the API does not know shows "not found" inside the signed-in shell, with the way back', async () => {
    renderApp({
      // The canned API answers 404 for a job id it does not know.
      path: `/c/jobs/${demoIds.unknown}`,
      signedIn: 'customer',
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
