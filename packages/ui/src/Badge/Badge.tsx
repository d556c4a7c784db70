import type { ReactNode } from 'react';
import { useT } from '../i18n/index.ts';
import { visuallyHidden } from '../private/a11y.css.ts';
import { badge, type BadgeVariants } from './Badge.css.ts';

/** Default cap of counts (R-SHELL-3, R-LIMIT-11: the unread badge shows "99+" above 99). */
export const BADGE_COUNT_MAX = 99;

/** Props of `Badge`. */
export interface BadgeProps {
  /**
   * A number to show (unread notifications, open jobs). Above `max` it reads "99+". A whole
   * number of 0 or more; anything else throws a `RangeError`.
   * @default undefined
   */
  count?: number;
  /**
   * Largest count shown as is; above it the badge shows "`max`+".
   * @default 99
   */
  max?: number;
  /**
   * Text content when the badge is a label ("Closed", "Remote") rather than a count.
   * @default undefined
   */
  children?: ReactNode;
  /**
   * Colour role: `neutral`, `accent`, `success`, `warning`, `danger` or `info`.
   * @default 'neutral'
   */
  tone?: BadgeVariants['tone'];
  /**
   * `subtle` tinted background, or `solid` fill for counts that must stand out.
   * @default 'subtle'
   */
  variant?: BadgeVariants['variant'];
  /**
   * Height: `sm` 20 px, `md` 24 px.
   * @default 'md'
   */
  size?: BadgeVariants['size'];
  /**
   * Text for screen readers replacing the visible text, e.g. "120 unread notifications" for a
   * badge that shows "99+".
   * @default undefined
   */
  label?: string;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * A small status label or count. Counts above `max` (99 by default) read "99+" (R-SHELL-3, R-LIMIT-11).
 * Not interactive: put it inside a link or button, or next to what it describes.
 *
 * @throws {RangeError} when `count` is negative or not a whole number.
 */
export function Badge({
  count,
  max = BADGE_COUNT_MAX,
  children,
  tone,
  variant,
  size,
  label,
  className,
}: BadgeProps) {
  const t = useT('display');
  if (count !== undefined && (!Number.isInteger(count) || count < 0)) {
    throw new RangeError(`Badge count must be a whole number of 0 or more, got ${count}`);
  }
  const text =
    count === undefined ? children : count > max ? t('badge.overflow', { max }) : String(count);
  return (
    <span
      className={[badge({ tone, variant, size, count: count !== undefined }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {label ? (
        <>
          <span aria-hidden="true">{text}</span>
          <span className={visuallyHidden}>{label}</span>
        </>
      ) : (
        text
      )}
    </span>
  );
}
