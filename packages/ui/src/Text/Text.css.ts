import { style } from '@vanilla-extract/css';

/** The `truncate` and `preserveLines` options of `Text`. */
export const textStyle = {
  truncate: style({
    display: 'block',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    minWidth: 0,
  }),
  preserveLines: style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
};
