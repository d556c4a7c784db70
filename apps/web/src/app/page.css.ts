import { style, styleVariants } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

const base = style({
  width: '100%',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

/** Page widths. */
export const page = styleVariants({
  narrow: [base, { maxWidth: vars.size.formMax }],
  content: [base, { maxWidth: vars.size.contentMax }],
  wide: [base, { maxWidth: '100%' }],
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.fontSize.xxl,
  outline: 'none',
  '@media': { [media.desktop]: { fontSize: vars.font.fontSize.xxxl } },
});

export const lead = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.md,
  maxWidth: vars.size.proseMax,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});

/** Loading region. */
export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});
