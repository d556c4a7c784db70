import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    marginInline: 'auto',
    maxWidth: vars.size.formMax,
    color: vars.color.text,
  },
  variants: {
    size: {
      sm: { gap: vars.space.xs, padding: `${vars.space.lg} ${vars.space.md}` },
      md: { gap: vars.space.sm, padding: `${vars.space.xxl} ${vars.space.lg}` },
    },
  },
  defaultVariants: { size: 'md' },
});

export const iconWrap = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.full,
    background: vars.color.accentSubtle,
    color: vars.color.accentSubtleText,
    marginBottom: vars.space.xs,
  },
  variants: {
    size: {
      sm: { width: vars.size.controlLg, height: vars.size.controlLg },
      md: { width: vars.size.avatarLg, height: vars.size.avatarLg },
    },
  },
  defaultVariants: { size: 'md' },
});

export const icon = style({ width: '45%', height: '45%' });

export const title = style({
  fontSize: vars.font.fontSize.lg,
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const description = style({
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.xs,
  marginTop: vars.space.sm,
});
