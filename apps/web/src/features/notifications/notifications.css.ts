import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  outline: 'none',
});

export const unread = style({ fontWeight: vars.font.fontWeight.semibold, color: vars.color.text });

export const stale = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warningSubtleText,
});

export const buttonIcon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
