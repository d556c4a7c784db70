import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const switchField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const switchButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.targetMin,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: '2.5rem',
  height: '1.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: `background-color ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchButton}[data-hovered] &`]: { background: vars.color.textMuted },
    [`${switchButton}[data-selected] &`]: { background: vars.color.accent },
    [`${switchButton}[data-selected][data-hovered] &`]: { background: vars.color.accentHover },
    [`${switchButton}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${switchButton}[data-disabled] &`]: { background: vars.color.surfacePressed },
  },
});

export const thumb = style({
  position: 'absolute',
  top: '0.1875rem',
  left: '0.1875rem',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: {
    [`${switchButton}[data-selected] &`]: {
      transform: 'translateX(1rem)',
      background: vars.color.onAccent,
    },
  },
});
