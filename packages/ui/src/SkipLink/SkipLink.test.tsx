import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SidebarNavLink, SidebarShell } from '../SidebarShell/SidebarShell.tsx';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { SkipLink } from './SkipLink.tsx';

function House() {
  return <svg />;
}

describe('SkipLink (WCAG 2.4.1)', () => {
  it('moves focus to its target, so the next Tab continues from there', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink targetId="results">Skip to results</SkipLink>
        <button type="button">Filter</button>
        <section id="results" tabIndex={-1} aria-label="Results">
          <a href="/job/1">First job</a>
        </section>
      </>,
    );
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to results' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Results' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'First job' }));
  });

  it('is the first tab stop of the signed-in shell and skips to <main>', async () => {
    const user = userEvent.setup();
    render(
      <UiProvider>
        <SidebarShell
          navigation={
            <SidebarNavLink href="/c/jobs" icon={House}>
              Find Jobs
            </SidebarNavLink>
          }
        >
          <button type="button">First in the page</button>
        </SidebarShell>
      </UiProvider>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(document.activeElement).toBe(skip);
    await user.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'First in the page' }));
  });
});
