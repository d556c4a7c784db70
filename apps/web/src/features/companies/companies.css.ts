import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

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

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
});

export const resultsTitle = style({ fontSize: vars.font.fontSize.lg });

/**
 * As many columns as fit cards at least 16rem wide (one on a phone, two at 1280 px beside the
 * filters, three on wider screens): a narrower card left a name about 100 px, less than a word
 * like "PlayStation" needs (issue 34).
 */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const jobList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const profile = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  minWidth: 0,
});

export const sectionTitle = style({
  fontSize: vars.font.fontSize.lg,
  marginBlockEnd: vars.space.sm,
});

export const muted = style({ color: vars.color.textMuted });

export const lead = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const asideTitle = style({ fontSize: vars.font.fontSize.md, marginBlockEnd: vars.space.sm });

export const links = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
});

globalStyle(`${grid} > li, ${jobList} > li`, { minWidth: 0 });
