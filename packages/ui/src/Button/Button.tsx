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
 * How long after its button unmounts an announcement naming it is still taken out of the live
 * announcer (ms). react-aria holds back the page's very first announcement for 100 ms (until the
 * announcer's regions are in the document, so Safari reads it), so a press that ends pending and
 * unmounts its button in the same moment (closing its dialog) adds the entry after the unmount.
 */
export const ANNOUNCEMENT_WATCH_MS = 1000;

/** Unmounted buttons' ids whose late announcements are still taken out (with each watch's end timer). */
const watchedIds = new Map<string, ReturnType<typeof setTimeout>>();
let announcerWatcher: MutationObserver | null = null;

/** Takes out the entries naming a watched id whose button is not (back) in the document. */
function onDocumentMutations(mutations: MutationRecord[]): void {
  const inAnnouncer = mutations.some(
    (mutation) =>
      mutation.target instanceof Element && mutation.target.closest('[data-live-announcer]'),
  );
  if (!inAnnouncer) return;
  for (const id of watchedIds.keys()) if (!document.getElementById(id)) forgetAnnouncementsOf(id);
}

/**
 * Takes the announcements naming `id` out of the live announcer now, and for
 * {@link ANNOUNCEMENT_WATCH_MS} more as soon as one is added (a MutationObserver runs before the
 * next task, so nothing reads the nameless entry in between), unless an element with that id is
 * back in the document (the button was mounted again). One observer serves every unmounted
 * button; it is disconnected when the last one's watch ends.
 */
function forgetAnnouncementsOfUnmounted(id: string): void {
  forgetAnnouncementsOf(id);
  clearTimeout(watchedIds.get(id));
  if (!announcerWatcher) {
    announcerWatcher = new MutationObserver(onDocumentMutations);
    announcerWatcher.observe(document.body, { childList: true, subtree: true });
  }
  const end = setTimeout(() => {
    watchedIds.delete(id);
    if (watchedIds.size === 0) {
      announcerWatcher?.disconnect();
      announcerWatcher = null;
    }
  }, ANNOUNCEMENT_WATCH_MS);
  watchedIds.set(id, end);
}

/**
 * Button wrapping react-aria-components' `Button` (press, keyboard, focus, pending state).
 * Use `Link` instead when it navigates. When it unmounts it takes its pending-state
 * announcements out of the live announcer, so none is left naming a button that is gone: those
 * already in the log at once, and those react-aria adds in the next {@link ANNOUNCEMENT_WATCH_MS}
 * (its held-back first announcement of the page) as they are added.
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
  useEffect(() => () => forgetAnnouncementsOfUnmounted(buttonId), [buttonId]);
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
