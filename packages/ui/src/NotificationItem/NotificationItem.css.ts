import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';

export const root = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.sm,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    transition,
  },
  variants: {
    // Unread items are tinted with the accent, read ones sit on the plain surface.
    unread: {
      true: {
        background: vars.color.accentSubtle,
        selectors: { '&:hover': { background: vars.color.surfaceHover } },
      },
      false: {
        background: vars.color.surface,
        selectors: { '&:hover': { background: vars.color.surfaceHover } },
      },
    },
  },
  defaultVariants: { unread: false },
});

export const kindIcon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    borderRadius: vars.radius.full,
    flexShrink: 0,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
      info: { background: vars.color.infoSubtle, color: vars.color.infoSubtleText },
      warning: { background: vars.color.warningSubtle, color: vars.color.warningSubtleText },
      success: { background: vars.color.successSubtle, color: vars.color.successSubtleText },
      neutral: { background: vars.color.surfaceMuted, color: vars.color.textMuted },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  minWidth: 0,
});

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});

export const title = recipe({
  base: {
    margin: 0,
    fontSize: vars.font.fontSize.sm,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    unread: {
      true: { fontWeight: vars.font.fontWeight.semibold },
      false: { fontWeight: vars.font.fontWeight.medium },
    },
  },
});

export const titleLink = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    borderRadius: vars.radius.sm,
    cursor: 'pointer',
    selectors: { '&[data-hovered]': { textDecoration: 'underline' } },
  },
]);

export const unreadDot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  flexShrink: 0,
});

export const message = style({
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  fontSize: vars.font.fontSize.xs,
  color: vars.color.textSubtle,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxxs,
});

export const actionButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfacePressed, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
      '&[data-selected]': { color: vars.color.warningText },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    },
  },
]);

export const danger = style({
  selectors: { '&[data-hovered]': { color: vars.color.dangerText } },
});

export const icon = style({ width: vars.size.iconSm, height: vars.size.iconSm });
