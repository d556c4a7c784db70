import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const menu = style({ outline: 'none', display: 'grid', gap: vars.space.xxxs });

export const menuItem = style({ textDecoration: 'none' });

export const menuItemDanger = style({ color: vars.color.dangerText });

export const separator = style({
  height: '1px',
  margin: `${vars.space.xxs} ${vars.space.xs}`,
  background: vars.color.border,
  border: 'none',
});

export const sectionHeader = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const itemIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm, flexShrink: 0 });
