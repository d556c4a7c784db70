import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

export const screen = style({
  display: 'flex',
  justifyContent: 'center',
  paddingBlock: vars.space.xxl,
});
