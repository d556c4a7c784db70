import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { sprinkles } from '../theme/sprinkles.css.ts';

/** Heading levels: the element `h1`–`h4`. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** Type sizes a heading can take (theme tokens): 16, 18, 20, 24, 30 px. */
export type HeadingSize = 'md' | 'lg' | 'xl' | 'xxl' | 'xxxl';

/** The size each level takes unless `size` says otherwise. */
export const headingSizes: Record<HeadingLevel, HeadingSize> = {
  1: 'xxl',
  2: 'lg',
  3: 'md',
  4: 'md',
};

/** Props of `Heading`. */
export interface HeadingProps extends Omit<
  HTMLAttributes<HTMLHeadingElement>,
  'className' | 'style'
> {
  /** The outline level: renders `h1`–`h4`. Pick it from the page's outline, not from the look. */
  level: HeadingLevel;
  /**
   * Type size, when the outline and the look differ (a section title inside a card that should
   * read smaller): `md` 16 px, `lg` 18 px, `xl` 20 px, `xxl` 24 px, `xxxl` 30 px.
   * @default headingSizes[level]: h1 24 px, h2 18 px, h3 and h4 16 px
   */
  size?: HeadingSize;
  /** The heading's text. */
  children: ReactNode;
  /** The `h1`–`h4` element, e.g. to move focus to a section's title. */
  ref?: Ref<HTMLHeadingElement>;
}

/**
 * A page or section heading: semibold, tight line height (theme's global heading style), no margin:
 * the layout around it (a `Box` with `gap`, a `Card`) spaces it. Use it with `id` and the section's
 * `aria-labelledby` so the section is named by its title.
 *
 * @example <Heading level={2} id="job-overview">Overview</Heading>
 */
export function Heading({ level, size, ...props }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element className={sprinkles({ fontSize: size ?? headingSizes[level] })} {...props} />;
}
