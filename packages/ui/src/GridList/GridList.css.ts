import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xxs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.xs,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    '&[data-empty]': { alignItems: 'center', justifyContent: 'center' },
    // A drag and drop target (useDragAndDrop): items dragged over the list land in it.
    '&[data-drop-target]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
      background: vars.color.accentSubtle,
    },
  },
});

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.controlLg,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontSize: vars.font.fontSize.sm,
  outline: 'none',
  cursor: 'default',
  transition,
  selectors: {
    '& + &': { marginTop: vars.space.xxxs },
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-href], &[data-selection-mode]': { cursor: 'pointer' },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': { background: vars.color.accentSubtle, color: vars.color.accentSubtleText },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  flexShrink: 0,
  cursor: 'pointer',
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  transition,
  selectors: {
    [`${checkbox}[data-selected] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
  },
});

export const empty = style({
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
});
