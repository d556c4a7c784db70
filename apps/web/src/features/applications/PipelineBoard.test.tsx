import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBoardPostingId } from '../../shared/storyData.ts';
import { renderApp } from '../../test/renderApp.tsx';

describe('pipeline board: the column summary', () => {
  // jsdom does not scroll: the test's own scrollIntoView, removed after it.
  afterEach(() => {
    Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
  });

  it('lists every stage with its count and jumps to a column without dragging', async () => {
    const scrollIntoView = vi.fn();
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      value: scrollIntoView,
      configurable: true,
    });
    const user = userEvent.setup({ delay: null });
    renderApp({
      path: `/b/applications?posting=${demoBoardPostingId()}&view=board`,
      signedIn: 'business',
    });
    const summary = await screen.findByRole(
      'navigation',
      { name: 'Board columns' },
      {
        timeout: 8000,
      },
    );
    await screen.findByRole(
      'heading',
      { level: 2, name: 'Submitted 2 applicants' },
      {
        timeout: 8000,
      },
    );
    const jumps = within(summary).getAllByRole('button');
    expect(jumps).toHaveLength(7);
    expect(jumps[0]?.textContent).toBe('Submitted2');

    const hired = within(summary).getByRole('button', { name: /^Hired/ });
    await user.click(hired);
    const column = screen.getByRole('heading', { level: 2, name: /^Hired/ }).closest('section');
    expect(document.activeElement).toBe(column);
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ inline: 'start' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(column);
  });
});
