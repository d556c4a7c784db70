import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Pagination } from './Pagination.tsx';
import { getPageItems } from './pageItems.ts';

describe('getPageItems', () => {
  it('lists every page while they fit in seven slots', () => {
    expect(getPageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('adds an end gap from eight pages on, near the start', () => {
    expect(getPageItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 8]);
    expect(getPageItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'end-ellipsis', 10]);
  });

  it('puts gaps on both sides in the middle', () => {
    expect(getPageItems(5, 10)).toEqual([1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]);
    expect(getPageItems(6, 10)).toEqual([1, 'start-ellipsis', 5, 6, 7, 'end-ellipsis', 10]);
  });

  it('adds a start gap near the end', () => {
    expect(getPageItems(7, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
    expect(getPageItems(10, 10)).toEqual([1, 'start-ellipsis', 6, 7, 8, 9, 10]);
  });

  it('keeps the same number of slots while paging through', () => {
    for (let page = 1; page <= 50; page += 1) expect(getPageItems(page, 50)).toHaveLength(7);
  });

  it('honours wider siblings and boundaries', () => {
    expect(getPageItems(10, 20, { siblingCount: 2, boundaryCount: 2 })).toEqual([
      1,
      2,
      'start-ellipsis',
      8,
      9,
      10,
      11,
      12,
      'end-ellipsis',
      19,
      20,
    ]);
  });

  it('has no slots without pages and rejects pages out of range', () => {
    expect(getPageItems(1, 0)).toEqual([]);
    expect(() => getPageItems(0, 5)).toThrow('page must be a whole number from 1 to 5, got 0');
    expect(() => getPageItems(6, 5)).toThrow(RangeError);
    expect(() => getPageItems(1, -1)).toThrow(/totalPages must be a whole number/);
  });
});

describe('Pagination', () => {
  const setup = (page: number, totalPages = 10) => {
    const onPageChange = vi.fn();
    render(
      <UiProvider>
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} />
      </UiProvider>,
    );
    return { onPageChange, user: userEvent.setup() };
  };

  it('marks the current page with aria-current', () => {
    setup(3);
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBeNull();
  });

  it('asks for the next, previous and a numbered page', async () => {
    const { onPageChange, user } = setup(3);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await user.click(screen.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange.mock.calls).toEqual([[4], [2], [10]]);
  });

  it('disables Previous on the first page', () => {
    setup(1, 2);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);
  });

  it('disables Next on the last page', () => {
    setup(2, 2);
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);
  });

  it('does not ask for the page already shown', async () => {
    const { onPageChange, user } = setup(3);
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('renders links with getPageHref', () => {
    render(
      <UiProvider>
        <Pagination page={2} totalPages={3} getPageHref={(page) => `?page=${page}`} />
      </UiProvider>,
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('?page=3');
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(
      <UiProvider>
        <Pagination page={1} totalPages={1} />
      </UiProvider>,
    );
    expect(container.textContent).toBe('');
  });
});
