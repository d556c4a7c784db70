import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const empty = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
});

export const listBox = style({ outline: 'none', display: 'grid', gap: vars.space.xxxs });
