import { styleVariants } from '@vanilla-extract/css';

/**
 * Width of a `Column` in a row of `Columns` (flex items of the row; a collapsed row is a grid, so
 * these do not apply to a column that has collapsed under the others). Fractions shrink with the
 * row's gaps in proportion, so `2/5` + `3/5` stay 2 : 3.
 */
export const columnWidth = styleVariants({
  fluid: { flex: '1 1 0', minWidth: 0 },
  content: { flex: '0 0 auto', minWidth: 0 },
  '1/2': { flex: '0 1 50%', minWidth: 0 },
  '1/3': { flex: '0 1 33.3333%', minWidth: 0 },
  '2/3': { flex: '0 1 66.6667%', minWidth: 0 },
  '1/4': { flex: '0 1 25%', minWidth: 0 },
  '3/4': { flex: '0 1 75%', minWidth: 0 },
  '2/5': { flex: '0 1 40%', minWidth: 0 },
  '3/5': { flex: '0 1 60%', minWidth: 0 },
  rail: { flex: '0 0 16rem', minWidth: 0 },
  aside: { flex: '0 0 20rem', minWidth: 0 },
});
