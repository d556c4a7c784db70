/** What both dashboards keep of their own: the lists' dividers, titles, notes and status bars. */
import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** A row of a dashboard list: a hairline under every row but the last. */
export const divided = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 0 } },
});

export const itemTitle = style({
  fontWeight: vars.font.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** The company's latest note: muted italics, two lines at most. */
export const note = style({
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
  fontStyle: 'italic',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
});

/** A status's bar: its name in an 8 rem column, then the bar and the count. */
export const bar = style({
  display: 'grid',
  gridTemplateColumns: '8rem minmax(0, 1fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.fontSize.sm,
});

export const barData = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 2.5rem',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const barTrack = style({ height: '0.5rem' });

export const barFill = style({ height: '100%' });

export const barValue = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
