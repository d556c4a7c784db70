/**
 * The stand-in the language picker renders while its chunk loads: the picker's closed trigger
 * (the design system's input shell, 10rem wide, a control's height) so nothing moves when the
 * picker replaces it. Its colours, border, radius, shadow and type are `Box` props.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

export const pickerPlaceholder = style({
  minWidth: '10rem',
  minHeight: vars.size.controlMd,
  paddingInlineStart: `calc(${vars.space.sm} + ${vars.size.iconSm} + ${vars.space.xs})`,
});
