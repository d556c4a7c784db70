import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

/**
 * The grid of the search bar (its padding and card come from the primitives). Phones: keywords
 * and Search on the first row, the location and the Filters button on the second; tablets: one
 * row of four; desktop: the filters are the sidebar, no button.
 */
export const searchBar = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"keywords submit" "location filters"',
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto auto',
      gridTemplateAreas: '"keywords location submit filters"',
    },
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr) auto',
      gridTemplateAreas: '"keywords location submit"',
    },
  },
});

export const searchKeywords = style({ minWidth: 0, gridArea: 'keywords' });
export const searchLocation = style({ minWidth: 0, gridArea: 'location' });
export const searchButton = style({ gridArea: 'submit', display: 'grid', alignSelf: 'end' });
export const searchFilters = style({
  gridArea: 'filters',
  display: 'flex',
  '@media': { [media.desktop]: { display: 'none' } },
});

/**
 * The sidebar of filters beside the results (desktop only; smaller screens open the sheet), kept
 * in view while the results scroll. A plain child of `Columns`, not a `Column`: hidden below
 * desktop, where a collapsed `Column` would still take a row and its gap. On a window shorter than
 * the filters it scrolls on its own (at most the window's height less its top and bottom offset),
 * so the last filters stay reachable without scrolling to the end of the results.
 */
export const filtersPanel = style({
  // 16rem of filters; the padding (as wide as a focus ring: 2 px + 2 px offset) is taken back by
  // the negative margin, so the column and its content keep their place.
  flex: `0 0 calc(16rem + 2 * ${vars.space.xxs})`,
  padding: vars.space.xxs,
  margin: `calc(-1 * ${vars.space.xxs})`,
  top: vars.space.md,
  maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

/** The sort in the phone's filter sheet. */
export const sortInSheet = style({ maxWidth: '20rem' });

/** The sort of the results header (desktop; smaller screens sort in the filter sheet). */
export const sort = style({ minWidth: '12rem' });

/** The filter panel's title row, as tall as its "Clear" button even without it. */
export const filtersHeader = style({ minHeight: vars.size.controlSm });

/** A facet count beside its option. */
export const count = style({ fontVariantNumeric: 'tabular-nums' });

// Focused only by "Skip to results" (tabIndex -1), which the next Tab moves on from.
export const results = style({ outline: 'none' });
