import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/**
 * Fills the height of its card (a flex column) so that, in a row of cards whose labels wrap to
 * different line counts, every figure sits at the bottom on one line (the landing page's stats).
 */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space.xxs,
  minWidth: 0,
});

export const labelRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
  color: vars.color.textMuted,
});

export const iconWrap = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlSm,
  height: vars.size.controlSm,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

/** The figure: pushed to the bottom of a stretched stat ({@link root}). */
export const value = style({
  marginTop: 'auto',
  fontSize: vars.font.fontSize.xxxl,
  fontWeight: vars.font.fontWeight.semibold,
  letterSpacing: vars.font.letterSpacing.tight,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
});

/** Trend chip: positive green, negative red, neutral grey. */
export const trend = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxxs,
    padding: `${vars.space.xxxs} ${vars.space.xs}`,
    borderRadius: vars.radius.full,
    fontSize: vars.font.fontSize.xs,
    fontWeight: vars.font.fontWeight.semibold,
    fontVariantNumeric: 'tabular-nums',
    whiteSpace: 'nowrap',
  },
  variants: {
    sentiment: {
      positive: { background: vars.color.successSubtle, color: vars.color.successSubtleText },
      negative: { background: vars.color.dangerSubtle, color: vars.color.dangerSubtleText },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
  defaultVariants: { sentiment: 'neutral' },
});

export const trendIcon = style({ width: '1em', height: '1em' });
