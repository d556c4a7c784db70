import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxl,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
});

export const hero = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  paddingBlock: vars.space.xl,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
      paddingBlock: vars.space.xxxl,
    },
  },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const heroTitle = style({
  fontSize: vars.font.fontSize.xxxl,
  fontWeight: vars.font.fontWeight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
  '@media': { [media.desktop]: { fontSize: vars.font.fontSize.display } },
});

export const lead = style({
  fontSize: vars.font.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: vars.size.proseMax,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const ctas = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/**
 * The three stat cards: one column on phones, three equal columns from tablets up (never two and
 * one), each card as tall as the row with its figure on the same baseline (Stat's `fill`).
 */
export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

/** What the figures count, under the cards. */
export const statsNote = style({
  gridColumn: '1 / -1',
  margin: 0,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
});

export const statsHeading = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: vars.font.letterSpacing.wide,
});

export const statsError = style({ gridColumn: '1 / -1', color: vars.color.textMuted });

export const audiences = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const audienceTitle = style({ fontSize: vars.font.fontSize.xl });

export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  color: vars.color.textMuted,
  flexGrow: 1,
});

export const audienceAction = style({ marginBlockStart: vars.space.sm });

export const signIn = style({
  display: 'flex',
  gap: vars.space.xs,
  justifyContent: 'center',
  color: vars.color.textMuted,
});
