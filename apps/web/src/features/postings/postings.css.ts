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

// ---------------------------------------------------------------- detail and preview

/** The dashed frame around the previewed job page. */
export const previewFrame = style({
  borderRadius: vars.radius.xl,
  border: `2px dashed ${vars.color.borderStrong}`,
});

// ---------------------------------------------------------------- screening questions

/** A question of the preview and the posting's page. */
export const questionItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlockEnd: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBottom: 0, paddingBlockEnd: 0 } },
});
