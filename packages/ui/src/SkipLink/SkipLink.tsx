import type { MouseEvent, ReactNode } from 'react';
import * as styles from './SkipLink.css.ts';

/** Props of `SkipLink`. */
export interface SkipLinkProps {
  /**
   * id of the element it skips to. The target should carry `tabIndex={-1}` so it can take focus
   * (a landmark or section is not focusable otherwise).
   */
  targetId: string;
  /** The label, e.g. "Skip to main content". */
  children: ReactNode;
}

/**
 * A skip link (WCAG 2.4.1 Bypass Blocks): render it first in the tab order of what it skips. Out
 * of sight until it takes keyboard focus; activating it (Enter or a click) moves focus to the
 * target, so the next Tab continues from there, and scrolls it into view. A plain `<a href="#id">`
 * (it still works without script), whose click is handled here rather than by the router: a hash
 * change would add a history entry and the app's scroll-on-navigation would run. When the target
 * is missing the browser follows the hash as usual.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = event.currentTarget.ownerDocument.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <a className={styles.skipLink} href={`#${targetId}`} onClick={onClick}>
      {children}
    </a>
  );
}
