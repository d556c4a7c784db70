import { style } from '@vanilla-extract/css';
import { media } from '../theme/sprinkles.css.ts';
import { vars } from '../theme/theme.css.ts';

export const footer = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.text,
});

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.xl}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: '2fr 1fr 1fr',
      padding: `${vars.space.xxl} ${vars.space.lg} ${vars.space.xl}`,
    },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  maxWidth: '20rem',
});

export const tagline = style({
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const heading = style({
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.semibold,
  letterSpacing: vars.font.letterSpacing.wide,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const address = style({
  fontStyle: 'normal',
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  whiteSpace: 'pre-line',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.fontSize.sm,
});

export const linkIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textSubtle,
  flexShrink: 0,
});

export const bottom = style({
  borderTop: `1px solid ${vars.color.border}`,
});

export const bottomInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space.md} ${vars.space.md}`,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { padding: `${vars.space.md} ${vars.space.lg}` } },
});
