import type { HTMLAttributes, ReactNode } from 'react';
import { visuallyHidden } from '../private/a11y.css.ts';

/** Props of `VisuallyHidden`. */
export interface VisuallyHiddenProps extends Omit<
  HTMLAttributes<HTMLElement>,
  'className' | 'style'
> {
  /**
   * Element to render: `span` inside a line of text, `div` for a live region of its own.
   * @default 'span'
   */
  as?: 'span' | 'div';
  /** The text read by assistive technology. */
  children: ReactNode;
}

/**
 * Text that screen readers read and nobody sees: a 1 × 1 px clipped box that stays in the
 * accessibility tree (e.g. "Unread: " before a notification's title, a live region announcing a
 * result count). A class, not an inline style, so the strict Content-Security-Policy of the
 * prerendered pages allows it. `role`, `aria-live` and the other attributes go to the element.
 *
 * @example <VisuallyHidden role="status">{`${count} jobs found`}</VisuallyHidden>
 */
export function VisuallyHidden({ as: Element = 'span', ...props }: VisuallyHiddenProps) {
  return <Element className={visuallyHidden} {...props} />;
}
