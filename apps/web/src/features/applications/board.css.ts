import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

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
  overflowX: 'scroll',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: vars.space.xs,
  scrollbarColor: `${vars.color.borderStrong} transparent`,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** A stage: 14rem, so four columns and the start of a fifth show at 1280 px. */
export const column = style({
  flex: '0 0 min(14rem, 80vw)',
  scrollSnapAlign: 'start',
  outline: 'none',
});

export const list = style({ minHeight: '6rem' });

export const cardName = style({
  fontWeight: vars.font.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

export const cardNote = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.xs,
  overflowWrap: 'anywhere',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

/** The card's buttons: the drag handle's icon lines up with the name above it. */
export const cardActions = style({ marginInlineStart: `calc(-1 * ${vars.space.xs})` });

/** The applicants of a move: a few lines, then it scrolls. */
export const names = style({ maxHeight: '8rem', overflowY: 'auto' });
