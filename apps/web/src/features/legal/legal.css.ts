import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

export const document = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: vars.size.proseMax,
  lineHeight: 1.6,
});

export const updated = style({ color: vars.color.textMuted, fontSize: vars.font.fontSize.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({ fontSize: vars.font.fontSize.lg });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineStart: vars.space.lg,
  margin: 0,
});
