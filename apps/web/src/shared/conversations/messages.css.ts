import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** A message's text: line breaks and runs of spaces kept, long words and addresses wrapped. */
export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** A stage change: a thin rule above and below, smaller than a message. */
export const stage = style({
  borderBlock: `1px dashed ${vars.color.border}`,
});
