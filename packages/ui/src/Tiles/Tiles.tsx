import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { resetFor, type BlockElement, type Space } from '../private/layout.ts';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css.ts';
import { minTileWidth } from './Tiles.css.ts';

/** A number of equal columns, 1–4. */
export type TileCount = 1 | 2 | 3 | 4;

/** Columns per breakpoint: a count, `{ mobile, tablet, desktop }` or `[mobile, tablet, desktop]`. */
export type TileColumns =
  | TileCount
  | { mobile?: TileCount; tablet?: TileCount; desktop?: TileCount }
  | readonly [TileCount, TileCount?, TileCount?];

type GridColumns = Sprinkles['gridTemplateColumns'];

function gridColumns(columns: TileColumns): GridColumns {
  const key = (count: TileCount | undefined) =>
    count === undefined ? undefined : (String(count) as '1' | '2' | '3' | '4');
  if (typeof columns === 'number') return key(columns);
  if (Array.isArray(columns)) {
    const [mobile, tablet, desktop] = columns as readonly (TileCount | undefined)[];
    return { mobile: key(mobile), tablet: key(tablet), desktop: key(desktop) };
  }
  const { mobile, tablet, desktop } = columns as Exclude<
    TileColumns,
    TileCount | readonly unknown[]
  >;
  return { mobile: key(mobile), tablet: key(tablet), desktop: key(desktop) };
}

/** Props of `Tiles`. */
export interface TilesProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /**
   * Element to render; `ul`/`ol` lose their bullets (the tiles are then `li`s).
   * @default 'div'
   */
  as?: BlockElement;
  /**
   * Equal columns per breakpoint, e.g. `{ mobile: 2, desktop: 4 }` for the dashboard's figures.
   * Ignored when `minWidth` is set.
   * @default 1
   */
  columns?: TileColumns;
  /**
   * Instead of a count: as many columns as fit with tiles at least this wide (`10rem`, `16rem`,
   * `20rem`), one column on a screen narrower than that.
   * @default undefined
   */
  minWidth?: keyof typeof minTileWidth;
  /**
   * Space between the tiles, across and down: a space token or one per breakpoint.
   * @default 'md'
   */
  space?: Space;
  /** The element. */
  ref?: Ref<HTMLElement>;
  /** The tiles. */
  children?: ReactNode;
}

/**
 * Layout primitive: a grid of equal tiles (Braid's Tiles): company cards, the dashboard's figures,
 * the landing page's steps. Every tile of a row has the row's height.
 *
 * @example <Tiles as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }} space="lg">…</Tiles>
 */
export function Tiles({
  as: Element = 'div',
  columns = 1,
  minWidth,
  space = 'md',
  ...props
}: TilesProps) {
  const className = clsx(
    sprinkles({
      display: 'grid',
      gap: space,
      gridTemplateColumns: minWidth ? undefined : gridColumns(columns),
    }),
    minWidth && minTileWidth[minWidth],
    resetFor(Element),
  );
  return <Element className={className} {...(props as HTMLAttributes<HTMLElement>)} />;
}
