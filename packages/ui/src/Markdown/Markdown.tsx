import { ExternalLink } from 'lucide-react';
import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components } from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { useT } from '../i18n/index.ts';
import { ExternalLinkLabel } from '../Link/ExternalLinkLabel.tsx';
import { visuallyHidden } from '../private/a11y.css.ts';
import { externalIcon, prose } from './Markdown.css.ts';

/** Props of `Markdown`. */
export interface MarkdownProps {
  /** Markdown source (a job description, a company profile). Raw HTML in it is dropped. */
  children: string;
  /**
   * Level that a top-level `#` heading becomes; deeper headings follow, capped at h6. Use 2 under
   * a page's own h1, 3 inside a section titled with an h2.
   * @default 2
   */
  baseHeadingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

type Level = 1 | 2 | 3 | 4 | 5 | 6;
const clamp = (level: number): Level => Math.min(6, Math.max(1, level)) as Level;

/** Whether a link leaves the app (absolute http(s) or protocol-relative URL). */
export function isExternalHref(href: string | undefined): boolean {
  return href !== undefined && /^(https?:)?\/\//i.test(href);
}

function heading(level: number, base: number) {
  const Tag = `h${clamp(level + base - 1)}` as const;
  return function Heading(props: ComponentPropsWithoutRef<'h1'> & { node?: unknown }) {
    const { node: _node, ...rest } = props;
    return <Tag {...rest} />;
  };
}

/**
 * Renders user-written Markdown safely: raw HTML is
 * skipped, the result is sanitised with rehype-sanitize (GitHub's schema: no scripts, styles,
 * event handlers or `javascript:` URLs), headings are shifted to fit the page outline, and links
 * leaving the app open in a new tab with `rel="noopener noreferrer"` and say so to screen readers.
 */
export function Markdown({ children, baseHeadingLevel = 2, className }: MarkdownProps) {
  const t = useT('display');
  const components: Components = {
    h1: heading(1, baseHeadingLevel),
    h2: heading(2, baseHeadingLevel),
    h3: heading(3, baseHeadingLevel),
    h4: heading(4, baseHeadingLevel),
    h5: heading(5, baseHeadingLevel),
    h6: heading(6, baseHeadingLevel),
    a: ({ node: _node, href, children: text, ...rest }) =>
      isExternalHref(href) ? (
        <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
          {typeof text === 'string' ? (
            <ExternalLinkLabel note={t('markdown.externalLink')}>{text}</ExternalLinkLabel>
          ) : (
            <>
              {text}
              <ExternalLink className={externalIcon} aria-hidden="true" />
              <span className={visuallyHidden}> {t('markdown.externalLink')}</span>
            </>
          )}
        </a>
      ) : (
        <a {...rest} href={href}>
          {text}
        </a>
      ),
  };
  return (
    <div className={[prose, className].filter(Boolean).join(' ')}>
      <ReactMarkdown skipHtml rehypePlugins={[rehypeSanitize]} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
