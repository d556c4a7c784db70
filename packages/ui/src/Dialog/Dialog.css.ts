import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

const fadeIn = keyframes({ from: { opacity: 0 } });
const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.md,
  background: vars.color.overlay,
  selectors: {
    '&[data-layout="sheet"]': { padding: 0, alignItems: 'stretch' },
    '&[data-entering]': {
      animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
    },
    '&[data-exiting]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.exit} reverse`,
    },
  },
});

export const modal = recipe({
  base: {
    width: '100%',
    maxHeight: 'calc(100dvh - 2rem)',
    overflow: 'auto',
    background: vars.color.surface,
    color: vars.color.text,
    borderRadius: vars.radius.xl,
    boxShadow: vars.shadow.xl,
    outline: 'none',
    selectors: {
      '&[data-entering]': {
        animation: `${rise} ${vars.motion.duration.slow} ${vars.motion.easing.enter}`,
      },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: vars.size.dialogSm },
      md: { maxWidth: vars.size.dialogMd },
      lg: { maxWidth: vars.size.dialogLg },
    },
    layout: {
      centered: {},
      sheet: {
        maxWidth: 'none',
        height: '100dvh',
        maxHeight: '100dvh',
        overflow: 'hidden',
        borderRadius: 0,
      },
    },
  },
  defaultVariants: { size: 'md', layout: 'centered' },
});

export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  outline: 'none',
  selectors: {
    // The sheet: header and footer stay, the body between them scrolls.
    '&[data-layout="sheet"]': { height: '100%', gap: 0, padding: 0 },
  },
});

globalStyle(`${dialog}[data-layout="sheet"] > *`, {
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.fontSize.xl,
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const body = style({
  fontSize: vars.font.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});

export const closeButton = style({
  marginTop: `calc(-1 * ${vars.space.xxs})`,
  marginRight: `calc(-1 * ${vars.space.xxs})`,
});

globalStyle(`${dialog}[data-layout="sheet"] > ${header}`, {
  alignItems: 'center',
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${dialog}[data-layout="sheet"] > ${body}`, {
  flex: 1,
  minHeight: 0,
  overflowY: 'auto',
  paddingBlock: vars.space.md,
  color: vars.color.text,
});
globalStyle(`${dialog}[data-layout="sheet"] > ${footer}`, {
  flexWrap: 'nowrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  marginTop: 0,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});
