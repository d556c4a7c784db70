import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

/** Scroll container: the table keeps its columns and scrolls sideways on narrow screens. */
export const container = style({
  width: '100%',
  overflowX: 'auto',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.text,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const header = style({ background: vars.color.surfaceMuted });

export const column = recipe({
  base: {
    height: vars.size.controlMd,
    padding: `0 ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    fontSize: vars.font.fontSize.xs,
    fontWeight: vars.font.fontWeight.semibold,
    letterSpacing: vars.font.letterSpacing.wide,
    textTransform: 'uppercase',
    color: vars.color.textMuted,
    whiteSpace: 'nowrap',
    outline: 'none',
    transition,
    selectors: {
      '&[data-allows-sorting]': { cursor: 'pointer' },
      '&[data-allows-sorting][data-hovered]': { color: vars.color.text },
      '&[data-sort-direction]': { color: vars.color.text },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
  },
  defaultVariants: { align: 'start' },
});

export const columnInner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const sortIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
  color: vars.color.textSubtle,
  selectors: {
    '[data-sort-direction] &': { color: vars.color.accentText },
  },
});

export const row = style({
  outline: 'none',
  transition,
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': { background: vars.color.accentSubtle },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const cell = recipe({
  base: {
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderBottom: `1px solid ${vars.color.border}`,
    verticalAlign: 'middle',
    outline: 'none',
    selectors: {
      'tr:last-child > &': { borderBottom: 'none' },
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '-2px',
      },
    },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
  },
  defaultVariants: { align: 'start' },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
});
