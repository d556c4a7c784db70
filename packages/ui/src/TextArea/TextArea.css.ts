import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { input } from '../private/styles.css.ts';

export const textArea = style([
  input,
  {
    minHeight: '7.5rem',
    padding: `${vars.space.xs} ${vars.space.sm}`,
    lineHeight: vars.font.lineHeight.normal,
    resize: 'vertical',
  },
]);

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const counter = style({
  marginLeft: 'auto',
  fontSize: vars.font.fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.dangerText } },
});
