import { style } from '@vanilla-extract/css';
import { media, vars } from '@hireloop/ui';

export const frame = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: vars.zIndex.sticky,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  background: vars.color.surface,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  textDecoration: 'none',
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
});

export const main = style({
  flex: 1,
  width: '100%',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.lg,
  outline: 'none',
  '@media': { [media.desktop]: { paddingInline: vars.space.xl } },
});
