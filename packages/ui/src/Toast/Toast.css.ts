import { fallbackVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { media } from '../theme/sprinkles.css.ts';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';
import { toastInsets } from './toastInsets.css.ts';

const insetTop = fallbackVar(toastInsets.top, '0px');
const insetBottom = fallbackVar(toastInsets.bottom, '0px');

/**
 * The fixed stack in a corner (R-TOAST-4, R-TOAST-5: top-right or bottom-right); newest nearest the corner,
 * past any fixed bar at that edge (`toastInsets`).
 */
export const region = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    gap: vars.space.xs,
    width: `calc(100vw - 2 * ${vars.space.md})`,
    maxWidth: '24rem',
    right: vars.space.md,
    outline: 'none',
    '@media': {
      [media.tablet]: { right: vars.space.lg },
    },
    selectors: {
      '&[data-focus-visible]': {
        outline: `2px solid ${vars.color.focusRing}`,
        outlineOffset: '4px',
        borderRadius: vars.radius.lg,
      },
    },
  },
  variants: {
    placement: {
      'top-right': {
        top: `calc(${insetTop} + ${vars.space.md})`,
        flexDirection: 'column',
        '@media': { [media.tablet]: { top: `calc(${insetTop} + ${vars.space.lg})` } },
      },
      'bottom-right': {
        bottom: `calc(${insetBottom} + ${vars.space.md})`,
        flexDirection: 'column-reverse',
        '@media': { [media.tablet]: { bottom: `calc(${insetBottom} + ${vars.space.lg})` } },
      },
    },
  },
  defaultVariants: { placement: 'top-right' },
});

const typeColor = {
  success: vars.color.successText,
  error: vars.color.dangerText,
  warning: vars.color.warningText,
  info: vars.color.infoText,
} as const;

export const toast = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: 'auto minmax(0, 1fr) auto',
      alignItems: 'start',
      columnGap: vars.space.sm,
      padding: `${vars.space.sm} ${vars.space.xs} ${vars.space.md} ${vars.space.md}`,
      overflow: 'hidden',
      background: vars.color.surface,
      color: vars.color.text,
      border: `1px solid ${vars.color.border}`,
      borderRadius: vars.radius.lg,
      boxShadow: vars.shadow.lg,
      fontSize: vars.font.fontSize.sm,
      selectors: {
        '&[data-focus-visible]': { outlineOffset: '2px' },
      },
    },
  ],
  variants: {
    type: {
      success: { borderLeft: `4px solid ${typeColor.success}` },
      error: { borderLeft: `4px solid ${typeColor.error}` },
      warning: { borderLeft: `4px solid ${typeColor.warning}` },
      info: { borderLeft: `4px solid ${typeColor.info}` },
    },
  },
});

export const icon = recipe({
  base: { width: vars.size.iconMd, height: vars.size.iconMd, marginTop: '0.1rem' },
  variants: {
    type: {
      success: { color: typeColor.success },
      error: { color: typeColor.error },
      warning: { color: typeColor.warning },
      info: { color: typeColor.info },
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxxs,
  minWidth: 0,
  paddingTop: vars.space.xxxs,
});

export const title = style({
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const message = style({
  color: vars.color.textMuted,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const messageOnly = style({
  color: vars.color.text,
  fontWeight: vars.font.fontWeight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const action = style([
  focusRing,
  {
    alignSelf: 'flex-start',
    marginTop: vars.space.xs,
    minHeight: vars.size.targetMin,
    padding: `0 ${vars.space.xs}`,
    marginLeft: `calc(-1 * ${vars.space.xs})`,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.accentText,
    fontWeight: vars.font.fontWeight.semibold,
    fontSize: vars.font.fontSize.sm,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.accentSubtle },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
]);

export const close = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: vars.size.controlSm,
    height: vars.size.controlSm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
    },
  },
]);

/** Remaining time: a bar along the bottom edge that shrinks as the toast's time runs out. */
export const progressTrack = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: '3px',
  background: vars.color.surfaceMuted,
});

export const progressBar = recipe({
  base: {
    height: '100%',
    transformOrigin: 'left center',
    // Ticks come every 100 ms: glide between them (instant under reduced motion).
    transition: `transform ${vars.motion.duration.fast} linear`,
  },
  variants: {
    type: {
      success: { background: typeColor.success },
      error: { background: typeColor.error },
      warning: { background: typeColor.warning },
      info: { background: typeColor.info },
    },
    paused: { true: { opacity: 0.5 }, false: {} },
  },
});
