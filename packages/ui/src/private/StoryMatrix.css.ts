import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const matrix = style({
  borderCollapse: 'separate',
  borderSpacing: `${vars.space.lg} ${vars.space.md}`,
  color: vars.color.text,
});

export const matrixHeader = style({
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

export const matrixCell = style({ verticalAlign: 'top' });
