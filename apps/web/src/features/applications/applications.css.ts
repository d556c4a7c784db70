import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

/** A filter of the toolbar (its wrapper): wide enough for the longest option. */
export const filter = style({ minWidth: '14rem' });

/** The narrower applied-date and resume filters. */
export const smallFilter = style({ minWidth: '11rem' });

/** An application or tracked job: `#application-{id}` / `#tracked-{id}` scroll clear of the top. */
export const item = style({ scrollMarginTop: vars.space.xl });

/** The business's latest note: an accent rule at the start, its line breaks kept. */
export const note = style({
  borderInlineStart: `3px solid ${vars.color.accent}`,
  whiteSpace: 'pre-wrap',
});

export const successIcon = style({
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.successSubtle,
  color: vars.color.successSubtleText,
});

/** The application review: the application, and beside it on a desktop the applicant (22rem). */
export const review = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});
