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

/** True when none of the ids an announcer entry is labelled by is in the document. */
const namesNothing = (entry: Element) =>
  (entry.getAttribute('aria-labelledby') ?? '')
    .split(/\s+/)
    .every((id) => !id || !document.getElementById(id));

/**
 * Removes the entries of react-aria's live announcer (the off-screen log screen readers read) that
 * name nothing. react-aria announces a focused button's pending state and its end as
 * `<div role="img" aria-labelledby={buttonId}>`; once the button is gone (a sign-in that navigates
 * away, a step that replaces its form) such an entry names nothing for its remaining 7 s in the
 * log, an image without a name (axe: role-img-alt). Its announcement was made when it was added.
 */
function forgetNamelessAnnouncements(): void {
  for (const entry of document.querySelectorAll('[data-live-announcer] [aria-labelledby]')) {
    if (namesNothing(entry)) entry.remove();
  }
}

let announcerWatcher: MutationObserver | null = null;

/**
 * Watches the document from the first Button on: whenever nodes are added or removed, the
 * announcer's entries that name nothing are taken out (a MutationObserver runs before the next
 * task, so nothing reads such an entry in between). Also catches the entries react-aria adds late:
 * it holds back a page's first announcement 100 ms (so Safari reads it), and on a busy machine a
 * timer can fire long after the button went away (a bounded watch of 1 s was not enough).
 */
function watchAnnouncer(): void {
  if (announcerWatcher || typeof MutationObserver === 'undefined') return;
  announcerWatcher = new MutationObserver(forgetNamelessAnnouncements);
  announcerWatcher.observe(document.body, { childList: true, subtree: true });
}

/**
 * Button wrapping react-aria-components' `Button` (press, keyboard, focus, pending state).
 * Use `Link` instead when it navigates. No announcement of its pending state is left in the live
 * announcer naming a button that is gone: those in the log when it unmounts are taken out at once,
 * those react-aria adds later as they are added.
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
  useEffect(() => {
    watchAnnouncer();
    return forgetNamelessAnnouncements;
  }, [buttonId]);
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
