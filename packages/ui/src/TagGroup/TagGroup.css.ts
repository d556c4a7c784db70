import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const label = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
});

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** A tag: a pill as tall as the smallest target (24 px), its remove button at the end. */
export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.targetMin,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontSize: vars.font.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});
