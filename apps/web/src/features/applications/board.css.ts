import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/**
 * The column summary above the board: every stage with its count, in one row that wraps; the
 * stages in view are drawn filled, so the row also says how much of the board shows.
 */
export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const summaryButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '2rem',
  paddingInline: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontSize: vars.font.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-in-view]': {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.borderStrong,
    },
    '&[data-hovered]': { borderColor: vars.color.accent },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const summaryCount = style({
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

/**
 * The columns side by side, scrolling sideways when they do not all fit (about 4 of 7 at 1280 px
 * with the sidebar open; one on a phone). The scrollbar is always drawn (where the system draws
 * scrollbars), and the column summary above says which columns are in view.
 */
export const board = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  overflowX: 'scroll',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.xs,
  paddingBlockEnd: vars.space.sm,
  borderRadius: vars.radius.md,
  scrollbarColor: `${vars.color.borderStrong} transparent`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A stage: 14rem, so four columns and the start of a fifth show at 1280 px. */
export const column = style({
  flex: '0 0 min(14rem, 80vw)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  scrollSnapAlign: 'start',
  minWidth: 0,
  outline: 'none',
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
