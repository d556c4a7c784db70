import { screen, waitFor, within } from '@testing-library/react';
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

describe('posting editor pay with cents (issue 34)', () => {
  async function perHour(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: /Per$/ }));
    await user.click(await screen.findByRole('option', { name: 'Hour' }));
  }

  it('keeps 55.50 typed per hour (it used to become 5,550)', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await perHour(user);
    const max = screen.getByRole('textbox', { name: 'Maximum pay' });
    await user.type(max, '55.50');
    await user.tab();
    await waitFor(() => expect((max as HTMLInputElement).value).toBe('55.50'));
  });

  it('reads a pasted 55.50 like a typed one (it used to empty the field)', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await perHour(user);
    const max = screen.getByRole('textbox', { name: 'Maximum pay' });
    await user.click(max);
    await user.paste('55.50');
    await user.tab();
    await waitFor(() => expect((max as HTMLInputElement).value).toBe('55.50'));
  });

  it('keeps cents typed for a yearly amount instead of multiplying it by 100', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const min = await screen.findByRole('textbox', { name: 'Minimum pay' });
    await user.type(min, '85000.50');
    await user.tab();
    await waitFor(() => expect((min as HTMLInputElement).value).toBe('85,000.5'));
  });

  it('says so when a pasted amount cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const max = await screen.findByRole('textbox', { name: 'Maximum pay' });
    await user.click(max);
    await user.paste('about fifty');
    expect(await screen.findByText(/could not be read as an amount/)).toBeTruthy();
  });
});

describe('posting editor pay period', () => {
  it('offers every period of the contract: year, month, week, day and hour', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    await user.click(await screen.findByRole('button', { name: /Per$/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Not stated',
      'Year',
      'Month',
      'Week',
      'Day',
      'Hour',
    ]);
  });
});

describe('posting editor currency picker', () => {
  it('stays closed when focus moves into it from the maximum pay', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const max = await screen.findByRole('textbox', { name: 'Maximum pay' });
    await user.type(max, '110000');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: /Currency/ }));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens on typing, and stays closed after a pick with the pointer', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    await user.type(currency, 'EU');
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    expect((currency as HTMLInputElement).value).toBe('EUR');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // Still closed a moment later: nothing reopens it on the focused field.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps a fully typed code and closes when focus leaves', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    await user.type(currency, 'chf');
    await user.tab();
    expect((currency as HTMLInputElement).value).toBe('CHF');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });

  it('opens with Alt+ArrowDown and with its button', async () => {
    const user = userEvent.setup({ delay: null });
    renderEditor();
    const currency = await screen.findByRole('combobox', { name: /Currency/ });
    await user.click(currency);
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(await screen.findByRole('listbox')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await user.click(screen.getAllByRole('button', { name: /suggestions/i })[0]!);
    expect(await screen.findByRole('listbox')).toBeTruthy();
  });
});
