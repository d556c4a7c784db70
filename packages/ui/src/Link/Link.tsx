import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { link, type LinkVariants } from './Link.css.ts';

/** Props of `Link`. */
export interface LinkProps extends Omit<RACLinkProps, 'className'> {
  /**
   * `inline` inside running text (always underlined), `standalone` on its own line (underlined
   * on hover, at least 24 px tall).
   * @default 'inline'
   */
  variant?: LinkVariants['variant'];
  /**
   * `accent` (indigo) or `neutral` (body text colour, e.g. footers).
   * @default 'accent'
   */
  tone?: LinkVariants['tone'];
  className?: string;
}

/**
 * Navigation link (react-aria-components `Link`): client-side routing through RAC's
 * `RouterProvider`, external links with `target="_blank"` get `rel="noopener noreferrer"` by RAC.
 */
export function Link({ variant, tone, className, ...props }: LinkProps) {
  return (
    <RACLink
      {...props}
      className={[link({ variant, tone }), className].filter(Boolean).join(' ')}
    />
  );
}
