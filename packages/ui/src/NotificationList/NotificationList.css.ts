import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const groupTitle = style({
  padding: `0 ${vars.space.md}`,
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  margin: 0,
  padding: vars.space.xxs,
  listStyle: 'none',
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
});
