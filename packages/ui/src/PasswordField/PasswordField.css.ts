import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const checklist = style({
  display: 'grid',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const rule = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
  selectors: {
    '&[data-met]': { color: vars.color.successText },
  },
});

export const ruleIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  flexShrink: 0,
});
