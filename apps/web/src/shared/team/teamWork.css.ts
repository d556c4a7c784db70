/**
 * Styles of the company's work on an application (issue 36): notes, scorecards and the activity
 * log on the business application page.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** A note's text: its line breaks kept, long words wrapped. */
export const noteBody = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

/** An @mention inside a note's text. */
export const mention = style({
  fontWeight: vars.font.fontWeight.semibold,
  color: vars.color.accentText,
});

/** The average of a criterion: the bar, then "3.5 / 4 · 2 ratings". */
export const average = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
});

/** The track of an average's bar (decorative: the text says the number). */
export const bar = style({
  display: 'block',
  width: '6rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.border,
  overflow: 'hidden',
  flexShrink: 0,
});

/** The filled part of an average's bar; its width is set inline (share of 4). */
export const barFill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
});

/** An entry of the activity log: a dot on a rule at the start. */
export const activityEntry = style({
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: '0.25rem',
      top: '0.45em',
      width: '0.5rem',
      height: '0.5rem',
      borderRadius: vars.radius.full,
      background: vars.color.accent,
    },
  },
});
