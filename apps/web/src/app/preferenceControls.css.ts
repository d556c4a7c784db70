/**
 * The stand-in the language picker renders while its chunk loads: the picker's closed trigger
 * (the design system's input shell, 10rem wide, a control's height) so nothing moves when the
 * picker replaces it.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

export const pickerPlaceholder = style({
  display: 'inline-flex',
  alignItems: 'center',
  boxSizing: 'border-box',
  minWidth: '10rem',
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.size.iconSm} + ${vars.space.xs})`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.xs,
  fontSize: vars.font.fontSize.sm,
});
