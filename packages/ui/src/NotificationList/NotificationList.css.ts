import { globalStyle, style } from '@vanilla-extract/css';
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
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.xs,
});

/** Rows of one list: hairlines between them, square corners inside the rounded list. */
globalStyle(`${list} > li + li`, { borderTop: `1px solid ${vars.color.border}` });
globalStyle(`${list} > li > article`, { borderRadius: 0 });
