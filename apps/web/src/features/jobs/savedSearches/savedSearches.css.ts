import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

/** The buttons under a dialog's field. */
export const dialogActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
  marginTop: vars.space.md,
});

/** The list of saved searches. */
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.sm,
});

/** One saved search: name and summary, then its actions (below on phones). */
export const item = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'center' },
  },
});

export const name = style({ margin: 0, fontSize: vars.font.fontSize.lg, overflowWrap: 'anywhere' });

export const summary = style({
  margin: 0,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  alignItems: 'center',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const muted = style({ color: vars.color.textMuted, margin: 0 });
