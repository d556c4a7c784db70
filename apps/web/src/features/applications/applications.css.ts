import { globalStyle, style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const filter = style({ minWidth: '14rem' });

/** The narrower applied-date and resume filters. */
export const smallFilter = style({ minWidth: '11rem' });

export const muted = style({ color: vars.color.textMuted });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ scrollMarginTop: vars.space.xl });

export const itemHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const itemTitle = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const jobTitle = style({ fontSize: vars.font.fontSize.lg });

export const company = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
  color: vars.color.textMuted,
  fontSize: vars.font.fontSize.sm,
});

export const note = style({
  marginBlockStart: vars.space.sm,
  padding: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.accent}`,
  background: vars.color.surfaceMuted,
  borderRadius: vars.radius.sm,
  whiteSpace: 'pre-wrap',
});

export const noteLabel = style({
  display: 'block',
  fontWeight: vars.font.fontWeight.semibold,
  marginBlockEnd: vars.space.xxs,
});

export const closedNote = style({
  marginBlockStart: vars.space.sm,
  color: vars.color.warningText,
  fontSize: vars.font.fontSize.sm,
});

export const itemActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});

export const timeline = style({ marginBlockStart: vars.space.md });

// ---------------------------------------------------------------- success

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const successIcon = style({
  width: vars.size.avatarLg,
  height: vars.size.avatarLg,
  padding: vars.space.sm,
  borderRadius: vars.radius.full,
  background: vars.color.successSubtle,
  color: vars.color.successSubtleText,
});

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const sectionTitle = style({
  fontSize: vars.font.fontSize.lg,
  marginBlockEnd: vars.space.sm,
});

export const steps = style({
  margin: 0,
  paddingInlineStart: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

// ---------------------------------------------------------------- business review

export const review = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 22rem' } },
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minWidth: 0,
});

export const applicant = style({ display: 'flex', gap: vars.space.md, alignItems: 'center' });

export const coverLetter = style({
  whiteSpace: 'pre-wrap',
  maxWidth: '42rem',
  lineHeight: vars.font.lineHeight.relaxed,
});

export const resume = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerSubtleText,
});

export const info = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.infoSubtleText,
});

export const applicantCell = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
});

export const applicantName = style({ fontWeight: vars.font.fontWeight.semibold });

export const small = style({ fontSize: vars.font.fontSize.sm, color: vars.color.textMuted });

globalStyle(`${list} > li`, { minWidth: 0 });

export const contact = style([
  summary,
  { marginBlockStart: vars.space.md, fontSize: vars.font.fontSize.sm },
]);

/** "Applied on company sites" below the in-app applications. */
export const trackedSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginBlockStart: vars.space.xl,
});

/** One step of a tracked timeline: date, step, note, remove. */
export const trackedStep = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

/** The add-a-step form: fields side by side, wrapping on narrow screens. */
export const trackedForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  marginBlock: vars.space.md,
});
