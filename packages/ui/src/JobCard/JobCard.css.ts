import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  alignItems: 'start',
});

export const closed = style({ background: vars.color.surfaceMuted });

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.fontSize.lg,
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

/** The title link covers the whole card (its ::after), so the card is one big target. */
export const titleLink = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    outlineOffset: '2px',
    selectors: {
      '&::after': {
        content: '""',
        position: 'absolute',
        inset: 0,
        borderRadius: vars.radius.lg,
      },
      '&[data-hovered]': { color: vars.color.accentText },
    },
  },
]);

export const company = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
});

export const metaIcon = style({
  width: '0.95rem',
  height: '0.95rem',
  color: vars.color.textSubtle,
  flexShrink: 0,
});

export const content = style({
  gridColumn: '2 / -1',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  '@media': {
    'screen and (max-width: 639px)': { gridColumn: '1 / -1' },
  },
});

export const excerpt = style({
  margin: 0,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  height: vars.size.targetMin,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.medium,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const posted = style({ fontSize: vars.font.fontSize.xs, color: vars.color.textSubtle });

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

/** Above the stretched title link so it stays its own target. */
export const bookmark = style([
  focusRing,
  {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    padding: 0,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { color: vars.color.accentText, borderColor: vars.color.borderStrong },
      '&[data-pressed]': { background: vars.color.surfacePressed },
      '&[data-selected]': {
        color: vars.color.accentText,
        background: vars.color.accentSubtle,
        borderColor: vars.color.accent,
      },
      '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled },
    },
  },
]);
