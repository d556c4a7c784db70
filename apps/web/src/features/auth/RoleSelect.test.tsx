import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderApp.tsx';
import { RoleSelect } from './RoleSelect.tsx';

describe('the role choice of /register (R-ROUTE-1)', () => {
  it('keeps a card picked on the prerendered page before the script ran, and enables Continue', async () => {
    renderScreen(<RoleSelect />, {
      path: '/register',
      beforeHydration: (container) => {
        const employer = container.querySelector<HTMLInputElement>('input[value="business"]');
        expect(employer).not.toBeNull();
        employer!.checked = true;
      },
    });
    const continueButton = screen.getByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton.hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('radio', { name: /Employer/ })).toHaveProperty('checked', true);
  });

  it('starts with nothing picked and Continue disabled', () => {
    renderScreen(<RoleSelect />, { path: '/register' });
    expect(screen.getByRole('button', { name: 'Continue' }).hasAttribute('disabled')).toBe(true);
  });
});
