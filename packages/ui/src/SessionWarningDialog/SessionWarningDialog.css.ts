import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const countdownBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  marginTop: vars.space.md,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const countdownLabel = style({
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const countdown = style({
  fontSize: vars.font.fontSize.display,
  fontWeight: vars.font.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: vars.font.letterSpacing.tight,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text,
  transition: `color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    '&[data-critical]': { color: vars.color.dangerText },
  },
});
