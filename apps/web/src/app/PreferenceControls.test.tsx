import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/renderApp.tsx';
import { LanguageChoice } from './PreferenceControls.tsx';

describe('LanguageChoice', () => {
  it('shows the current language at once, then the picker once its chunk has loaded', async () => {
    renderScreen(<LanguageChoice />);
    expect(screen.getByText('English')).toBeTruthy();
    const picker = await screen.findByRole('button', { name: /English/ });
    expect(picker.getAttribute('aria-haspopup')).toBe('listbox');
  });
});
