import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { media } from '../theme/sprinkles.css.ts';
import { transition } from '../private/styles.css.ts';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  transition,
  selectors: {
    '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
    '&[data-selected]': {
      borderColor: vars.color.accent,
      boxShadow: `0 0 0 1px ${vars.color.accent}, ${vars.shadow.md}`,
    },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

/** The label covers the whole card (stretched with ::after) so any click selects the role. */
export const cardButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.fontSize.lg,
  fontWeight: vars.font.fontWeight.semibold,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&[data-focus-visible]::after': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '3px',
    },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

export const iconWrap = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  flexShrink: 0,
});

export const roleIcon = style({ width: vars.size.iconMd, height: vars.size.iconMd });

export const indicator = style({
  marginLeft: 'auto',
  width: '1.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  flexShrink: 0,
  transition,
  selectors: {
    [`${card}[data-selected] &`]: { borderColor: vars.color.accent, borderWidth: '0.375rem' },
  },
});

export const cardDescription = style({
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});
