import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const formError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.dangerText}`,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerSubtleText,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const formErrorIcon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  flexShrink: 0,
  marginTop: '0.0625rem',
});

export const formErrorList = style({ margin: 0, paddingLeft: vars.space.md });
