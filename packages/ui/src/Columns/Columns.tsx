import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { resetFor, type BlockElement, type Space } from '../private/layout.ts';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';
import { columnWidth } from './Columns.css.ts';

const alignItems = {
  top: 'flex-start',
  center: 'center',
  bottom: 'flex-end',
  stretch: 'stretch',
} as const;

/** Below which breakpoint a row of `Columns` turns into a stack (tablet 640 px, desktop 1024 px). */
export type CollapseBelow = 'tablet' | 'desktop';

const display: Record<CollapseBelow | 'never', Sprinkles['display']> = {
  never: 'flex',
  tablet: { mobile: 'grid', tablet: 'flex' },
  desktop: { mobile: 'grid', desktop: 'flex' },
};

/** Props of `Columns`. */
export interface ColumnsProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /**
   * Element to render; `ul`/`ol` lose their bullets (the `Column`s are then `as="li"`).
   * @default 'div'
   */
  as?: BlockElement;
  /**
   * Space between the columns, and between the stacked columns once collapsed: a space token or
   * one per breakpoint.
   * @default 'md'
   */
  space?: Space;
  /**
   * Stack the columns (first on top, full width) below this breakpoint: `tablet` (under 640 px,
   * phones) or `desktop` (under 1024 px). Without it the columns stay side by side at every width.
   * @default undefined (never collapse)
   */
  collapseBelow?: CollapseBelow;
  /**
   * Vertical alignment of the columns in the row: `top`, `center`, `bottom`, or `stretch` (equal
   * heights).
   * @default 'top'
   */
  alignY?: keyof typeof alignItems;
  /** The element. */
  ref?: Ref<HTMLElement>;
  /** The `Column`s, left to right. */
  children?: ReactNode;
}

/**
 * Layout primitive: a row of `Column`s with the same space between them, stacked on narrow screens
 * (`collapseBelow`) (Braid's Columns): a filter rail beside the results, a posting beside its
 * sidebar, a title beside its actions.
 *
 * @example
 * <Columns collapseBelow="desktop" space="lg">
 *   <Column width="rail">filters</Column>
 *   <Column>results</Column>
 * </Columns>
 */
export function Columns({
  as: Element = 'div',
  space = 'md',
  collapseBelow,
  alignY = 'top',
  ...props
}: ColumnsProps) {
  const className = clsx(
    sprinkles({
      display: display[collapseBelow ?? 'never'],
      flexDirection: 'row',
      gap: space,
      alignItems: alignItems[alignY],
    }),
    resetFor(Element),
  );
  return <Element className={className} {...(props as HTMLAttributes<HTMLElement>)} />;
}

/** Props of `Column`. */
export interface ColumnProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /**
   * Element to render: `li` inside `Columns as="ul"`, `aside` for a sidebar, `section`…
   * @default 'div'
   */
  as?: 'div' | 'li' | 'section' | 'aside' | 'article' | 'nav' | 'main' | 'header' | 'footer';
  /**
   * The column's width in the row: `fluid` shares what is left, `content` takes its content's
   * width, a fraction of the row (`1/2`, `1/3`, `2/3`, `1/4`, `3/4`, `2/5`, `3/5`), `rail` 16 rem
   * (a filter rail), `aside` 20 rem (a posting's or company's side panel). Once the row has
   * collapsed, every column takes the full width.
   * @default 'fluid'
   */
  width?: keyof typeof columnWidth;
  /** The element. */
  ref?: Ref<HTMLElement>;
  /** The column's content. */
  children?: ReactNode;
}

/** One column of `Columns`; see `width`. */
export function Column({ as: Element = 'div', width = 'fluid', ...props }: ColumnProps) {
  return <Element className={columnWidth[width]} {...(props as HTMLAttributes<HTMLElement>)} />;
}
