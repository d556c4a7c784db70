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
 * icon (decorative) glued to the last word — no line break between the word and the icon, so the
 * icon never wraps onto a line of its own — then an optional note for screen readers. Text
 * without spaces too long for its line wraps anywhere rather than overflow. Put it
 * inside a `Link` or `LinkButton`; the icon is sized in `em`, so it follows the link's text.
 */
export function ExternalLinkLabel({ children, note }: ExternalLinkLabelProps) {
  // The icon is glued to the last character only: no line break can fall inside a word anyway,
  // and a long run without spaces (a repository name, a URL) can still wrap before it.
  const characters = Array.from(children.trimEnd());
  const last = characters.pop() ?? '';
  return (
    <span className={styles.label}>
      {characters.join('')}
      <span className={styles.glued}>
        {last}
        <ExternalLink className={styles.icon} aria-hidden="true" />
      </span>
      {note ? <span className={visuallyHidden}> {note}</span> : null}
    </span>
  );
}
