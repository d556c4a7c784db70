import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The columns side by side; on a narrow screen they scroll sideways, one column in view. */
export const board = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  paddingBlockEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const column = style({
  flex: '0 0 min(17rem, 80vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  scrollSnapAlign: 'start',
  minWidth: 0,
});

export const columnHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.fontSize.md,
});

export const columnCount = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.regular,
});

export const list = style({ minHeight: '6rem' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const cardName = style({
  fontWeight: vars.font.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const cardMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.xs,
});

export const cardNote = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.xs,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const cardActions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
});

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const selectionCount = style({ margin: 0, marginInlineEnd: 'auto' });

export const more = style({ fontSize: vars.font.fontSize.sm });

export const names = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  maxHeight: '8rem',
  overflowY: 'auto',
});

export const alert = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerSubtleText,
});

export const dialogBody = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
