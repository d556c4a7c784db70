import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

// ---------------------------------------------------------------- Find Jobs

/**
 * The search bar. Phones: keywords and Search on the first row, the location and the Filters
 * button on the second; tablets: one row of four; desktop: the filters are the sidebar, no button.
 */
export const searchBar = style({
  display: 'grid',
  gap: vars.space.sm,
  alignItems: 'end',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: '"keywords submit" "location filters"',
  padding: vars.space.sm,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.xs,
  '@media': {
    [media.tablet]: {
      padding: vars.space.md,
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
export const searchButton = style({ alignSelf: 'end', gridArea: 'submit' });
export const searchFilters = style({
  gridArea: 'filters',
  display: 'flex',
  '@media': { [media.desktop]: { display: 'none' } },
});

export const searchLayout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

/** The sidebar of filters (desktop only; smaller screens open the sheet). */
export const filtersPanel = style({
  display: 'none',
  '@media': {
    [media.desktop]: { display: 'block', position: 'sticky', top: vars.space.md },
  },
});

/** The filters in the phone's sheet: the sheet gives the frame. */
export const filtersInSheet = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const sheetBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const sortInSheet = style({ maxWidth: '20rem' });

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const filtersHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minHeight: vars.size.controlSm,
});

export const filtersTitle = style({ fontSize: vars.font.fontSize.md });

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.semibold,
});

export const options = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const option = style({
  display: 'inline-flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
});

export const count = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  // Focused only by "Skip to results" (tabIndex -1), which the next Tab moves on from.
  outline: 'none',
});

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const resultsTitle = style({ fontSize: vars.font.fontSize.lg });

/** The sort of the results header (desktop; smaller screens sort in the filter sheet). */
export const sort = style({
  minWidth: '12rem',
  display: 'none',
  '@media': { [media.desktop]: { display: 'flex' } },
});

export const resultsTools = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const resultList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

// ---------------------------------------------------------------- Job page

export const backLink = style({ alignSelf: 'flex-start' });

export const muted = style({ color: vars.color.textMuted });

export const applyForm = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
});

globalStyle(`${resultList} > li`, { minWidth: 0 });

/** The "Showing results for … — Search instead for …" line above the results. */
export const correction = style({
  margin: 0,
  fontSize: vars.font.fontSize.md,
  color: vars.color.textMuted,
});
