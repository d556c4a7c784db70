import { demo } from '@hireloop/api/msw';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoBoardPostingId } from '../../shared/storyData.ts';
import { api, renderApp } from '../../test/renderApp.tsx';

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

describe('pipeline board: Not selected for everyone who misses a must-have (issue 29)', () => {
  it('covers those beyond the cards loaded: 120 found, moved 50 at a time after the Undo toast', async () => {
    const user = userEvent.setup({ delay: null });
    const [template] = demo.businessApplications.filter((a) => !a.must_haves_met);
    let remaining = Array.from({ length: 120 }, (_, index) => ({
      ...template!,
      id: `00000000-0000-4000-b000-${String(index + 1).padStart(12, '0')}`,
      status: 'submitted' as const,
    }));
    const moves: string[][] = [];
    renderApp({
      path: `/b/applications?posting=${demoBoardPostingId()}&view=board`,
      signedIn: 'business',
      handlers: [
        http.get(api('/b/applications'), ({ request }) => {
          const query = new URL(request.url).searchParams;
          if (query.get('must_haves') !== 'missed') return undefined;
          expect(query.getAll('status')).toEqual([
            'submitted',
            'reviewing',
            'interviewing',
            'offered',
          ]);
          return HttpResponse.json({
            data: remaining.slice(0, 50),
            meta: {
              current_page: 1,
              last_page: Math.max(1, Math.ceil(remaining.length / 50)),
              per_page: 50,
              total: remaining.length,
            },
          });
        }),
        http.post(api('/b/postings/:id/applications/status'), async ({ request }) => {
          const { application_ids: ids } = (await request.json()) as { application_ids: string[] };
          moves.push(ids);
          const moved = remaining.filter((a) => ids.includes(a.id));
          remaining = remaining.filter((a) => !ids.includes(a.id));
          return HttpResponse.json({ data: moved.map((a) => ({ ...a, status: 'rejected' })) });
        }),
      ],
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Mark all 120 who miss a must-have as Not selected' },
        { timeout: 8000 },
      ),
    );
    await screen.findByText('120 applicants who miss a must-have will be moved to Not selected.');
    expect(moves).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(moves.map((ids) => ids.length)).toEqual([50, 50, 20]));
    expect(new Set(moves.flat()).size).toBe(120);
    await screen.findByText('Moved 120 applicants to Not selected. Each was notified.', undefined, {
      timeout: 4000,
    });
  });
});
