/**
 * A message's plain text as React text (issue 28): line breaks kept by the caller's
 * `white-space: pre-wrap`, web addresses and e-mail addresses found by linkifyjs and drawn as
 * `<a>` elements. Nothing of the text is ever parsed as HTML: `<img …>` stays the words it is.
 */
import { Link } from '@hireloop/ui';
import { tokenize } from 'linkifyjs';

/** Schemes a link of a message may have; anything else stays text. */
const SAFE_LINK = /^(https?:|mailto:)/i;

/**
 * The text `children` with its links clickable (opened in a new tab, `rel="noopener noreferrer"`
 * by react-aria). Renders text nodes and links only.
 */
export function MessageText({ children }: { children: string }) {
  return (
    <>
      {tokenize(children).map((token, index) => {
        if (!token.isLink) return token.toString();
        const { href } = token.toObject('https');
        if (!SAFE_LINK.test(href)) return token.toString();
        return (
          <Link key={index} href={href} target="_blank">
            {token.toString()}
          </Link>
        );
      })}
    </>
  );
}
