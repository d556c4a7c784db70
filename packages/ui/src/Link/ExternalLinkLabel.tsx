import { ExternalLink } from 'lucide-react';
import { visuallyHidden } from '../private/a11y.css.ts';
import * as styles from './ExternalLinkLabel.css.ts';

/** Props of `ExternalLinkLabel`. */
export interface ExternalLinkLabelProps {
  /** The link's visible text, e.g. "Apply on company site". */
  children: string;
  /**
   * Said to screen readers after the text, e.g. "(opens in a new tab)"; not shown.
   * @default undefined
   */
  note?: string;
}

/**
 * The label of a link that leaves the app (`target="_blank"`): its text, then the external-link
 * icon (decorative) glued to the last word — the word and the icon form one unbreakable group, so
 * the icon never wraps onto a line of its own — then an optional note for screen readers. Put it
 * inside a `Link` or `LinkButton`; the icon is sized in `em`, so it follows the link's text.
 */
export function ExternalLinkLabel({ children, note }: ExternalLinkLabelProps) {
  const text = children.trimEnd();
  const cut = Math.max(0, text.search(/\S+$/));
  return (
    <span className={styles.label}>
      {text.slice(0, cut)}
      <span className={styles.lastWord}>
        {text.slice(cut)}
        <ExternalLink className={styles.icon} aria-hidden="true" />
      </span>
      {note ? <span className={visuallyHidden}> {note}</span> : null}
    </span>
  );
}
