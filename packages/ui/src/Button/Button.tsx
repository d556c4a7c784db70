import { useEffect, useId, type ReactNode } from 'react';
import {
  Button as RACButton,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
} from 'react-aria-components';
import { button, label, spinner, type ButtonVariants } from './Button.css.ts';

/** Props of `Button`: react-aria-components' Button props plus the design variants. */
export interface ButtonProps extends Omit<RACButtonProps, 'className' | 'children'> {
  /**
   * Visual emphasis: `primary` for the main action of a view, `secondary` for the others, `ghost`
   * for low emphasis (toolbars, menus), `danger` for destructive actions (delete, logout).
   * @default 'primary'
   */
  variant?: ButtonVariants['variant'];
  /**
   * Height: `sm` 32 px, `md` 40 px, `lg` 48 px.
   * @default 'md'
   */
  size?: ButtonVariants['size'];
  /**
   * Stretch to the width of the container.
   * @default false
   */
  fullWidth?: boolean;
  /**
   * Square button holding only an icon; give it an `aria-label`.
   * @default false
   */
  iconOnly?: boolean;
  /**
   * Shows a spinner and blocks presses while an action runs (RAC keeps focus and announces it).
   * @default false
   */
  isPending?: boolean;
  /** Extra class name merged after the recipe classes. */
  className?: string;
  /** Label (and icons). */
  children?: ReactNode;
}

/**
 * Removes the entries of react-aria's live announcer (the off-screen log screen readers read) that
 * name their text by reference to the element `id`. react-aria announces a focused button's
 * pending state and its end as `<div role="img" aria-labelledby={buttonId}>`; once the button is
 * gone (a sign-in that navigates away) such an entry names nothing for its remaining seconds in
 * the log, an image without a name (axe: role-img-alt). Its announcement was made when added.
 */
function forgetAnnouncementsOf(id: string): void {
  for (const entry of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    if (entry.getAttribute('aria-labelledby')?.split(/\s+/).includes(id)) entry.remove();
  }
}

/**
 * How long after it is made react-aria adds the page's very first announcement to the live
 * announcer (ms): it waits for the announcer's regions to be in the document, so Safari reads it.
 */
const FIRST_ANNOUNCEMENT_DELAY_MS = 100;

/**
 * Button wrapping react-aria-components' `Button` (press, keyboard, focus, pending state).
 * Use `Link` instead when it navigates. When it unmounts it takes its pending-state
 * announcements out of the live announcer, so none is left naming a button that is gone: those
 * already in the log at once, and once more when react-aria's held-back first announcement of the
 * page has landed (a press that ends pending and closes its dialog in the same moment).
 */
export function Button({
  variant,
  size,
  fullWidth,
  iconOnly,
  className,
  children,
  id,
  ...props
}: ButtonProps) {
  const generatedId = useId();
  const buttonId = id ?? generatedId;
  useEffect(
    () => () => {
      forgetAnnouncementsOf(buttonId);
      setTimeout(() => {
        // A button mounted again under the same id keeps its announcements.
        if (!document.getElementById(buttonId)) forgetAnnouncementsOf(buttonId);
      }, FIRST_ANNOUNCEMENT_DELAY_MS + 50);
    },
    [buttonId],
  );
  return (
    <RACButton
      {...props}
      id={buttonId}
      className={[button({ variant, size, fullWidth, iconOnly }), className]
        .filter(Boolean)
        .join(' ')}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={label}>{content}</span>
          {isPending ? <span className={spinner} aria-hidden="true" /> : null}
        </>
      ))}
    </RACButton>
  );
}
