import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../test/renderApp.tsx';
import { PostingEditor } from './PostingEditor.tsx';

function renderEditor() {
  return renderScreen(<PostingEditor />, { path: '/b/postings/new', signedIn: 'business' });
}

describe('posting editor pay fields', () => {
  it.each([
    ['40', '40'],
    ['85500', '85,500'],
    ['1', '1'],
    ['1000000000', '1,000,000,000'],
  ])('keeps the typed amount %s after leaving the field (shown %s)', async (typed, shown) => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const min = await screen.findByRole('textbox', { name: 'Minimum pay' });
    await user.type(min, typed);
    await user.tab();
    await waitFor(() => expect((min as HTMLInputElement).value).toBe(shown));
    const max = screen.getByRole('textbox', { name: 'Maximum pay' });
    await user.type(max, typed);
    await user.tab();
    await waitFor(() => expect((max as HTMLInputElement).value).toBe(shown));
  });
});
