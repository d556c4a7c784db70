import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/** The label of a collapsed sidebar item, beside it. */
export const tooltip = style({
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  background: vars.color.inverseSurface,
  color: vars.color.inverseText,
  fontSize: vars.font.fontSize.xs,
  fontWeight: vars.font.fontWeight.medium,
  boxShadow: vars.shadow.md,
  zIndex: vars.zIndex.tooltip,
  selectors: {
    '&[data-entering]': { opacity: 0 },
  },
});
