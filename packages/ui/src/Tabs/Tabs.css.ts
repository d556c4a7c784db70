import { style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

export const tabs = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  selectors: { '&[data-orientation="vertical"]': { flexDirection: 'row' } },
});

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  overflowX: 'auto',
  scrollbarWidth: 'none',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-orientation="vertical"]': {
      flexDirection: 'column',
      borderBottom: 'none',
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space.sm}`,
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  outline: 'none',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  transition,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.xs,
      right: vars.space.xs,
      bottom: '-1px',
      height: '2px',
      borderRadius: vars.radius.full,
      background: 'transparent',
      transition,
    },
    '&[data-hovered]': { color: vars.color.text, background: vars.color.surfaceHover },
    '&[data-selected]': { color: vars.color.accentText },
    '&[data-selected]::after': { background: vars.color.accent },
    [`${tabList}[data-orientation="vertical"] &`]: {
      borderRadius: `${vars.radius.md} 0 0 ${vars.radius.md}`,
    },
    [`${tabList}[data-orientation="vertical"] &::after`]: {
      left: 'auto',
      right: '-1px',
      top: vars.space.xs,
      bottom: vars.space.xs,
      width: '2px',
      height: 'auto',
    },
    '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const tabPanel = style({
  outline: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '4px',
    },
  },
});
