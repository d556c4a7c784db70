import { style } from '@vanilla-extract/css';

/** The whole label: one inline run of text (one item when the link is a flex button). */
export const label = style({ minWidth: 0, overflowWrap: 'anywhere' });

/** The last character and the icon: never split across lines. */
export const glued = style({ whiteSpace: 'nowrap' });

export const icon = style({
  display: 'inline',
  width: '0.9em',
  height: '0.9em',
  marginInlineStart: '0.25em',
  verticalAlign: '-0.1em',
  flexShrink: 0,
});
