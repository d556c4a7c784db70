import { style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

// ---------------------------------------------------------------- editor

/** The editor's action bar, kept in view at the bottom of the screen while the form scrolls. */
export const actionBar = style({ position: 'sticky', bottom: 0, zIndex: vars.zIndex.sticky });

export const previewPane = style({
  minHeight: '10rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// ---------------------------------------------------------------- skills

export const tagList = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.targetMin,
  paddingInlineStart: vars.space.sm,
  paddingInlineEnd: vars.space.xxs,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
  fontSize: vars.font.fontSize.sm,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.targetMin,
  height: vars.size.targetMin,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' },
  },
});

export const label = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
});

// ---------------------------------------------------------------- detail and preview

/** The posting's facts: terms in a column as wide as the longest, values beside them. */
export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  fontSize: vars.font.fontSize.sm,
});

/** A term and its value: their wrapper takes no box, so both are cells of `definitions`. */
export const definitionRow = style({ display: 'contents' });

export const definition = style({ overflowWrap: 'anywhere' });

/** The dashed frame around the previewed job page. */
export const previewFrame = style({
  borderRadius: vars.radius.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
});

// ---------------------------------------------------------------- screening questions

/** The questions, and the options of a choice question: lists without markers. */
export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const optionList = style([plainList, { gap: vars.space.xs }]);

/** A question of the preview and the posting's page. */
export const questionItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBlockEnd: 0 } },
});
