import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

export const numberInput = style({
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
});

export const stepper = style({
  margin: `0 ${vars.space.xxxs}`,
});
