import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const muted = style({ color: vars.color.textMuted });

export const alert = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.dangerSubtleText,
});

export const info = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.infoSubtleText,
});

export const errorList = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  paddingInlineStart: vars.space.lg,
});

// ---------------------------------------------------------------- list

export const tableTitle = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxxs });
export const small = style({ fontSize: vars.font.fontSize.sm, color: vars.color.textMuted });
export const rowActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  justifyContent: 'flex-end',
});

// ---------------------------------------------------------------- editor

export const editor = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const sectionHint = style({
  color: vars.color.textMuted,
  marginBlockStart: `calc(-1 * ${vars.space.sm})`,
});

export const row = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const payRow = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
});

export const actionBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
});

export const actionGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const savedNote = style({ color: vars.color.textMuted, fontSize: vars.font.fontSize.sm });

export const previewPane = style({
  minHeight: '10rem',
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

// ---------------------------------------------------------------- skills

export const skills = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const skillInput = style({
  display: 'flex',
  gap: vars.space.sm,
  alignItems: 'flex-end',
});

export const skillField = style({ flex: 1, minWidth: 0 });

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

export const fieldError = style({ color: vars.color.dangerText, fontSize: vars.font.fontSize.sm });

export const label = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
});

// ---------------------------------------------------------------- detail and preview

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
});

export const detail = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 20rem' } },
});

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.fontSize.sm,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, overflowWrap: 'anywhere' });

export const previewBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

export const previewFrame = style({
  padding: vars.space.md,
  borderRadius: vars.radius.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
  '@media': { [media.desktop]: { padding: vars.space.lg } },
});

export const definitionRow = style({ display: 'contents' });

export const previewAlert = style({
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  marginBlockEnd: vars.space.lg,
});
