import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

export const radioField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
});

export const radioButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.targetMin,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const circle = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  borderRadius: vars.radius.full,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition,
  selectors: {
    [`${radioButton}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${radioButton}[data-selected] &`]: {
      borderColor: vars.color.accent,
      borderWidth: '0.3125rem',
    },
    [`${radioButton}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${radioButton}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${radioButton}[data-disabled] &`]: {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
  },
});

export const radioDescription = style({
  paddingLeft: `calc(1.125rem + ${vars.space.xs})`,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.textMuted,
});
