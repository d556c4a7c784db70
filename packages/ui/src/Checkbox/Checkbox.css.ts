import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

export const checkboxField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});

export const checkboxButton = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  minHeight: vars.size.targetMin,
  paddingTop: vars.space.xxxs,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  marginTop: '0.0625rem',
  borderRadius: vars.radius.sm,
  border: `1.5px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.onAccent,
  transition,
  selectors: {
    [`${checkboxButton}[data-hovered] &`]: { borderColor: vars.color.textMuted },
    [`${checkboxButton}[data-selected] &, ${checkboxButton}[data-indeterminate] &`]: {
      background: vars.color.accent,
      borderColor: vars.color.accent,
    },
    [`${checkboxButton}[data-selected][data-hovered] &`]: {
      background: vars.color.accentHover,
      borderColor: vars.color.accentHover,
    },
    [`${checkboxButton}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`${checkboxButton}[data-focus-visible] &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${checkboxButton}[data-disabled] &`]: {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
    },
  },
});

export const mark = style({ width: '0.875rem', height: '0.875rem', strokeWidth: 3 });
