import { style } from '@vanilla-extract/css';
import { vars } from '../theme/index.ts';

/**
 * Out of sight until focused (WCAG 2.4.1): then drawn at the top left of the viewport, above the
 * page, so a sighted keyboard user sees where Enter goes.
 */
export const skipLink = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockStart: `calc(-1 * ${vars.space.xxxl})`,
  zIndex: vars.zIndex.tooltip,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.accentText,
  boxShadow: vars.shadow.md,
  fontWeight: 600,
  selectors: { '&:focus': { insetBlockStart: vars.space.sm } },
});
