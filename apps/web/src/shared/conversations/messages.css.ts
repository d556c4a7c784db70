import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** A message's text: line breaks and runs of spaces kept, long words and addresses wrapped. */
export const body = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** A stage change: a thin rule above and below, smaller than a message. */
export const stage = style({
  borderBlock: `1px dashed ${vars.color.border}`,
});

/**
 * A row of the inbox: the open conversation (its link `aria-current="page"`) sits on the accent's
 * subtle fill, so the split view shows which one is beside the list.
 */
export const inboxRow = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  selectors: {
    '&:has([aria-current="page"])': { background: vars.color.accentSubtle },
  },
});
