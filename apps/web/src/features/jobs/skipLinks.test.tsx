import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';

describe('skip links of the signed-in area (WCAG 2.4.1)', () => {
  it('Find Jobs: Tab, Enter skips the navigation; Tab, Enter skips the search and filters', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp({ path: '/c/jobs', signedIn: 'customer' });
    // The canned search's results have loaded.
    await screen.findByRole('heading', { level: 2, name: /^\d+ jobs?$/ }, { timeout: 8000 });

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to main content' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to results' }));
    await user.keyboard('{Enter}');
    const results = screen.getByRole('region', { name: /job/i });
    expect(document.activeElement).toBe(results);
    // The next stop is in the results (their tools, then the first result), not in the filters.
    await user.tab();
    expect(results.contains(document.activeElement)).toBe(true);
  });
});
