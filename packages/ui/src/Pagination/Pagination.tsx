import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, Link } from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import * as styles from './Pagination.css.ts';
import { getPageItems } from './pageItems.ts';

/** Props of `Pagination`. */
export interface PaginationProps {
  /** Current page, 1-based. Must be within 1..`totalPages` (or 1 with no pages). */
  page: number;
  /** Number of pages. With 0 or 1 page nothing is rendered. */
  totalPages: number;
  /**
   * Called with the page to show when a page, Previous or Next is pressed (buttons mode).
   * Not called for the current page.
   * @default undefined
   */
  onPageChange?: (page: number) => void;
  /**
   * Renders links instead of buttons: the URL of a page (e.g. `?page=3`). Client-side routing
   * comes from react-aria's `RouterProvider` in the app.
   * @default undefined
   */
  getPageHref?: (page: number) => string;
  /**
   * Pages shown on each side of the current one.
   * @default 1
   */
  siblingCount?: number;
  /**
   * Pages always shown at the start and the end.
   * @default 1
   */
  boundaryCount?: number;
  /**
   * Accessible name of the navigation landmark; give each one its own when a page has several.
   * @default 'Pagination'
   */
  'aria-label'?: string;
  /**
   * Extra class name on the `<nav>`.
   * @default undefined
   */
  className?: string;
}

/**
 * Page navigation for lists (jobs, applications, notifications with 10 per page, R-LIMIT-9):
 * Previous, numbered pages with ellipses for gaps, and Next inside a labelled `<nav>`. The current
 * page carries `aria-current="page"`; every control is a react-aria-components `Button` (or `Link`
 * with `getPageHref`), reached with Tab and pressed with Enter or Space. On phones the numbers give
 * way to "Page 3 of 10".
 *
 * @throws {RangeError} from {@link getPageItems} when `page` is outside 1..`totalPages`.
 */
export function Pagination({
  page,
  totalPages,
  onPageChange,
  getPageHref,
  siblingCount,
  boundaryCount,
  'aria-label': ariaLabel,
  className,
}: PaginationProps) {
  const t = useT('display');
  if (totalPages <= 1) return null;
  const items = getPageItems(page, totalPages, { siblingCount, boundaryCount });

  const control = (
    target: number,
    content: ReactNode,
    props: {
      label: string;
      kind: 'page' | 'step';
      isCurrent?: boolean;
      isDisabled?: boolean;
    },
  ) => {
    const className = styles.item({ kind: props.kind });
    const current = props.isCurrent ? ('page' as const) : undefined;
    if (getPageHref) {
      return (
        <Link
          className={className}
          href={props.isDisabled ? undefined : getPageHref(target)}
          aria-label={props.label}
          aria-current={current}
          isDisabled={props.isDisabled}
        >
          {content}
        </Link>
      );
    }
    return (
      <Button
        className={className}
        aria-label={props.label}
        aria-current={current}
        isDisabled={props.isDisabled}
        onPress={() => {
          if (!props.isCurrent) onPageChange?.(target);
        }}
      >
        {content}
      </Button>
    );
  };

  return (
    <nav
      className={[styles.nav, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel ?? t('pagination.label')}
    >
      <ul className={styles.list}>
        <li>
          {control(
            page - 1,
            <>
              <ChevronLeft className={styles.icon} aria-hidden="true" />
              <span className={styles.stepLabel}>{t('pagination.previousShort')}</span>
            </>,
            { label: t('pagination.previous'), kind: 'step', isDisabled: page <= 1 },
          )}
        </li>
        {items.map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={styles.pageSlot}>
              {control(item, item, {
                label: t('pagination.page', { page: item }),
                kind: 'page',
                isCurrent: item === page,
              })}
            </li>
          ) : (
            <li key={item} className={styles.pageSlot} aria-hidden="true">
              <span className={styles.ellipsis}>…</span>
            </li>
          ),
        )}
        <li className={styles.summary}>{t('pagination.summary', { page, total: totalPages })}</li>
        <li>
          {control(
            page + 1,
            <>
              <span className={styles.stepLabel}>{t('pagination.nextShort')}</span>
              <ChevronRight className={styles.icon} aria-hidden="true" />
            </>,
            { label: t('pagination.next'), kind: 'step', isDisabled: page >= totalPages },
          )}
        </li>
      </ul>
    </nav>
  );
}
