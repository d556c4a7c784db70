import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/renderApp.tsx';
import { LanguageChoice } from './PreferenceControls.tsx';

describe('LanguageChoice', () => {
  it('shows the current language at once, then the picker once its chunk has loaded', async () => {
    renderScreen(<LanguageChoice />);
    // The first render shows the language: the placeholder box, or the picker itself when an
    // earlier test file of this worker already loaded its chunk (files share modules: isolate false).
    expect(screen.getAllByText('English').length).toBeGreaterThan(0);
    const picker = await screen.findByRole('button', { name: /English/ });
    expect(picker.getAttribute('aria-haspopup')).toBe('listbox');
  });
});
