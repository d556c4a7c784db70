import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { House } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { SidebarNavLink } from './SidebarShell.tsx';

describe('SidebarNavLink', () => {
  it('reports the intent to follow it on hover and on keyboard focus', async () => {
    const user = userEvent.setup();
    const onIntent = vi.fn();
    render(
      <UiProvider>
        <ul>
          <SidebarNavLink href="/c/jobs" icon={House} onIntent={onIntent}>
            Find Jobs
          </SidebarNavLink>
        </ul>
      </UiProvider>,
    );
    const link = screen.getByRole('link', { name: 'Find Jobs' });
    expect(onIntent).not.toHaveBeenCalled();

    await user.hover(link);
    expect(onIntent).toHaveBeenCalledTimes(1);
    await user.unhover(link);

    await user.tab();
    expect(link).toHaveProperty('ownerDocument.activeElement', link);
    expect(onIntent).toHaveBeenCalledTimes(2);
  });
});
