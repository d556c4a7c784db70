import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { field, inputShell } from '../private/styles.css.ts';

export const trigger = style([
  inputShell,
  {
    justifyContent: 'space-between',
    gap: vars.space.xs,
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.font.fontSize.md,
    fontFamily: 'inherit',
    textAlign: 'left',
    cursor: 'pointer',
    outline: 'none',
    selectors: {
      '&[data-focus-visible]': {
        borderColor: vars.color.focusRing,
        boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
      },
      [`${field}[data-open] &`]: { borderColor: vars.color.focusRing },
    },
  },
]);

export const value = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  selectors: { '&[data-placeholder]': { color: vars.color.textSubtle } },
});

export const chevron = style({
  color: vars.color.textMuted,
  transition: `transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  selectors: { [`${field}[data-open] &`]: { transform: 'rotate(180deg)' } },
});

export const listBox = style({ outline: 'none', display: 'grid', gap: vars.space.xxxs });
