import { styleVariants } from '@vanilla-extract/css';

/**
 * Tiles that fill the row with as many columns as fit at this minimum width (CSS grid
 * `auto-fill`), never wider than the row on a phone.
 */
export const minTileWidth = styleVariants({
  '10rem': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(10rem, 100%), 1fr))' },
  '16rem': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))' },
  '20rem': { gridTemplateColumns: 'repeat(auto-fill, minmax(min(20rem, 100%), 1fr))' },
});
