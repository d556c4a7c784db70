import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';

/** The labelled switch: label text, then a track holding the sun and moon with a sliding thumb. */
export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.targetMin,
  color: vars.color.text,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textDisabled } },
});

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  flexShrink: 0,
  width: '3.25rem',
  height: '1.75rem',
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  transition,
  selectors: {
    [`${root}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${root}[data-selected] &`]: {
      background: vars.color.accentSubtle,
      borderColor: vars.color.accent,
      color: vars.color.accentSubtleText,
    },
    [`${root}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
});

export const trackIcon = style({ width: '0.875rem', height: '0.875rem', zIndex: 1 });

export const thumb = style({
  position: 'absolute',
  top: '2px',
  left: '2px',
  width: 'calc(1.75rem - 6px)',
  height: 'calc(1.75rem - 6px)',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${root}[data-selected] &`]: {
      transform: 'translateX(calc(3.25rem - 1.75rem))',
      background: vars.color.accent,
    },
  },
});

/** The compact icon button for top bars. */
export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    // Never squeezed by a long neighbour (a company name in the profile menu): 2.5rem stays a
    // target of at least 24 × 24 px (WCAG 2.5.8).
    flexShrink: 0,
    width: vars.size.controlMd,
    height: vars.size.controlMd,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
]);

export const icon = style({ width: vars.size.iconMd, height: vars.size.iconMd });
