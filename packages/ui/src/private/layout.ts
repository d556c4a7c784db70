import type { Sprinkles } from '../theme/sprinkles.css.ts';
import { fieldsetReset, listReset } from './layout.css.ts';

/**
 * The space between the children of a layout primitive: a theme space token (`none` 0, `xxxs`
 * 2 px, `xxs` 4 px, `xs` 8 px, `sm` 12 px, `md` 16 px, `lg` 24 px, `xl` 32 px, …) or one per
 * breakpoint: `{ mobile: 'sm', desktop: 'lg' }` / `['sm', 'md', 'lg']`.
 */
export type Space = NonNullable<Sprinkles['gap']>;

/** Elements a block layout primitive (`Stack`, `Tiles`) can render. */
export type BlockElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'form'
  | 'fieldset'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl';

/** The reset class of an element a layout primitive renders, if it needs one. */
export function resetFor(element: string): string | undefined {
  if (element === 'ul' || element === 'ol') return listReset;
  if (element === 'fieldset') return fieldsetReset;
  return undefined;
}
