import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

/** Layout shared by both dashboards. */
export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const listItem = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const itemMain = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  minWidth: 0,
});

export const itemTitle = style({
  fontWeight: vars.font.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const small = style({ color: vars.color.textMuted, fontSize: vars.font.fontSize.sm });

export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
  fontStyle: 'italic',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

export const bars = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const bar = style({
  display: 'grid',
  gridTemplateColumns: '8rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.fontSize.sm,
});

export const barData = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
});

export const barTrack = style({
  display: 'block',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  overflow: 'hidden',
});

export const barFill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

export const barValue = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', margin: 0 });

export const jobList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

globalStyle(`${jobList} > li`, { minWidth: 0 });

export const itemGrow = style([itemMain, { flex: 1 }]);
