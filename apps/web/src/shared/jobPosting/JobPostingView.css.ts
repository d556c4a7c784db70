import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const lead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pay = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
  fontSize: vars.font.fontSize.lg,
});

export const sectionTitle = style({
  fontSize: vars.font.fontSize.lg,
  marginBlockEnd: vars.space.sm,
});

export const note = style({
  color: vars.color.textMuted,
  maxWidth: vars.size.proseMax,
});

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const companyHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBlockEnd: vars.space.md,
});

export const companyName = style({
  fontSize: vars.font.fontSize.md,
  fontWeight: vars.font.fontWeight.semibold,
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

export const companyLinks = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  marginBlockStart: vars.space.md,
});

export const closedNotice = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-start',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
});

export const noticeIcon = style({
  flexShrink: 0,
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

export const applyPanel = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const panelText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const panelTitle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.fontSize.md,
  fontWeight: vars.font.fontWeight.semibold,
});

export const panelMuted = style({ color: vars.color.textMuted });

/** The buttons of the imported listing's call-out, side by side (wrapping on narrow screens). */
export const panelActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Keeps a label and its icon on one line. */
export const nowrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  whiteSpace: 'nowrap',
});

/** Every place of an imported listing, one per line. */
export const placeList = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
