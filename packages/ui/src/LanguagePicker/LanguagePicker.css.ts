import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { focusRing, inputShell, transition } from '../private/styles.css.ts';

export const root = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const trigger = style([
  inputShell,
  focusRing,
  {
    gap: vars.space.xs,
    width: 'auto',
    minWidth: '10rem',
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.font.fontSize.sm,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-pressed]': { background: vars.color.surfaceHover },
    },
  },
]);

export const value = style({ flex: 1, textAlign: 'left' });

export const icon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
  flexShrink: 0,
});
