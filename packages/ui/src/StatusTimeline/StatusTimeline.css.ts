import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
});

/** One stage: a marker on a vertical rail, then the stage, its time and note. */
export const item = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: `${vars.size.targetMin} minmax(0, 1fr)`,
  columnGap: vars.space.sm,
  paddingBottom: vars.space.lg,
  selectors: {
    '&:last-child': { paddingBottom: 0 },
    // The rail between markers.
    '&:not(:last-child)::before': {
      content: '""',
      position: 'absolute',
      top: vars.size.targetMin,
      bottom: 0,
      left: `calc(${vars.size.targetMin} / 2 - 1px)`,
      width: '2px',
      background: vars.color.border,
    },
  },
});

export const marker = recipe({
  base: {
    position: 'relative',
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.targetMin,
    height: vars.size.targetMin,
    borderRadius: vars.radius.full,
    border: '2px solid transparent',
  },
  variants: {
    tone: {
      done: { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
      current: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: `0 0 0 4px ${vars.color.accentSubtle}`,
      },
      success: {
        background: vars.color.success,
        color: vars.color.onSuccess,
        boxShadow: `0 0 0 4px ${vars.color.successSubtle}`,
      },
      stopped: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
      upcoming: {
        background: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.textSubtle,
      },
    },
  },
});

export const markerIcon = style({ width: '0.8rem', height: '0.8rem' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  paddingTop: vars.space.xxxs,
  minWidth: 0,
});

export const stage = recipe({
  base: { fontSize: vars.font.fontSize.sm, lineHeight: vars.font.lineHeight.snug },
  variants: {
    upcoming: {
      true: { color: vars.color.textSubtle, fontWeight: vars.font.fontWeight.regular },
      false: { color: vars.color.text, fontWeight: vars.font.fontWeight.semibold },
    },
  },
  defaultVariants: { upcoming: false },
});

export const time = style({ fontSize: vars.font.fontSize.xs, color: vars.color.textSubtle });

export const note = style({
  marginTop: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-line',
});
