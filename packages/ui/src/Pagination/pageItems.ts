/** One slot of a pagination bar: a page number or a gap. */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

/** Options of {@link getPageItems}. */
export interface PageItemsOptions {
  /**
   * Pages shown on each side of the current page.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Pages always shown at the start and at the end.
   * @default 1
   */
  boundaryCount?: number;
}

const range = (start: number, end: number): number[] =>
  end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);

/**
 * The slots of a pagination bar: the first and last `boundaryCount` pages, the current page with
 * `siblingCount` neighbours on each side, and an ellipsis for each gap of two or more pages (a gap
 * of one page shows that page instead). The number of slots stays constant
 * (`2 × boundaryCount + 2 × siblingCount + 3`) once there are enough pages, so the bar does not
 * jump while paging. After the well-known MUI `usePagination` algorithm.
 *
 * @example getPageItems(5, 10) // [1, 'start-ellipsis', 4, 5, 6, 'end-ellipsis', 10]
 * @param page Current page, 1-based.
 * @param totalPages Number of pages; 0 gives no slots.
 * @throws {RangeError} when a count is not a whole number, or `page` is outside 1..totalPages.
 */
export function getPageItems(
  page: number,
  totalPages: number,
  { siblingCount = 1, boundaryCount = 1 }: PageItemsOptions = {},
): PageItem[] {
  for (const [name, value] of [
    ['totalPages', totalPages],
    ['siblingCount', siblingCount],
    ['boundaryCount', boundaryCount],
  ] as const) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`${name} must be a whole number of 0 or more, got ${value}`);
    }
  }
  if (totalPages === 0) return [];
  if (!Number.isInteger(page) || page < 1 || page > totalPages) {
    throw new RangeError(`page must be a whole number from 1 to ${totalPages}, got ${page}`);
  }

  const startPages = range(1, Math.min(boundaryCount, totalPages));
  const endPages = range(Math.max(totalPages - boundaryCount + 1, boundaryCount + 1), totalPages);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, totalPages - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    (endPages[0] ?? totalPages + 1) - 2,
  );

  const items: PageItem[] = [...startPages];
  if (siblingsStart > boundaryCount + 2) items.push('start-ellipsis');
  else if (boundaryCount + 1 < totalPages - boundaryCount) items.push(boundaryCount + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < totalPages - boundaryCount - 1) items.push('end-ellipsis');
  else if (totalPages - boundaryCount > boundaryCount) items.push(totalPages - boundaryCount);
  items.push(...endPages);
  return items;
}
