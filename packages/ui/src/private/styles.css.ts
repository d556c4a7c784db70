import { style, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css.ts';

/*
 * Shared style fragments for the components (internal, never exported from the package).
 * Interaction states come from the data attributes react-aria-components sets.
 */

/** Keyboard focus ring drawn from RAC's `data-focus-visible`. */
export const focusRing: StyleRule = {
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
  },
};

/** Colour/shadow transitions on the motion tokens (0 ms under reduced motion). */
export const transition = `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, box-shadow ${vars.motion.duration.normal} ${vars.motion.easing.standard}, opacity ${vars.motion.duration.normal} ${vars.motion.easing.standard}`;

/** Vertical stack of label, control, description and error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

export const label = style({
  fontSize: vars.font.fontSize.sm,
  fontWeight: vars.font.fontWeight.medium,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.dangerText,
  marginLeft: vars.space.xxxs,
});

export const description = style({
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.textMuted,
});

export const fieldError = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
  fontSize: vars.font.fontSize.sm,
  lineHeight: vars.font.lineHeight.snug,
  color: vars.color.dangerText,
});

/** The bordered box of text inputs (also used as a Group around input + buttons). */
export const inputShell: StyleRule = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.controlMd,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.xs,
  transition,
  selectors: {
    '&:hover, &[data-hovered]': { borderColor: vars.color.textMuted },
    '&:focus-within, &[data-focused]': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 1px ${vars.color.focusRing}`,
    },
    [`&[data-invalid], ${field}[data-invalid] &`]: { borderColor: vars.color.dangerText },
    [`&[data-invalid]:focus-within, ${field}[data-invalid] &:focus-within`]: {
      boxShadow: `0 0 0 1px ${vars.color.dangerText}`,
    },
    [`&[data-disabled], ${field}[data-disabled] &`]: {
      background: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textDisabled,
      boxShadow: 'none',
      cursor: 'not-allowed',
    },
  },
};

/** A shell element class (a div or RAC Group around an input and its buttons). */
export const shell = style(inputShell);

/** Leading decorative icon inside a shell (search glass). */
export const shellIcon = style({
  flexShrink: 0,
  marginLeft: vars.space.sm,
  color: vars.color.textMuted,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

/** A bare input inside a shell. */
export const bareInput = style({
  flex: 1,
  minWidth: 0,
  height: '100%',
  minHeight: `calc(${vars.size.controlMd} - 2px)`,
  padding: `0 ${vars.space.sm}`,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.fontSize.md,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});

/** Standalone input: shell and input in one element. */
export const input = style([
  inputShell,
  {
    padding: `0 ${vars.space.sm}`,
    fontSize: vars.font.fontSize.md,
    outline: 'none',
    selectors: {
      '&::placeholder': { color: vars.color.textSubtle, opacity: 1 },
    },
  },
]);

/** Small square button inside an input shell (show password, clear, steppers). */
export const inlineButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    minWidth: vars.size.controlSm,
    minHeight: vars.size.controlSm,
    marginRight: vars.space.xxxs,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'transparent',
    color: vars.color.textMuted,
    cursor: 'pointer',
    transition,
    selectors: {
      '&[data-hovered]': { background: vars.color.surfaceHover, color: vars.color.text },
      '&[data-pressed]': { background: vars.color.surfacePressed },
      '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      '&[data-focus-visible]': { outlineOffset: '-2px' },
    },
  },
]);

/** Floating panel of Select, ComboBox and Menu. */
export const popover = style({
  minWidth: `max(var(--trigger-width, 0px), ${vars.size.popoverMin})`,
  maxHeight: 'min(24rem, var(--visual-viewport-height, 100vh))',
  overflow: 'auto',
  padding: vars.space.xxs,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  zIndex: vars.zIndex.popover,
  transition: `opacity ${vars.motion.duration.normal} ${vars.motion.easing.enter}, transform ${vars.motion.duration.normal} ${vars.motion.easing.enter}`,
  selectors: {
    '&[data-entering]': { opacity: 0, transform: 'translateY(-4px)' },
    // A closing list fades out: a click on where an option was picks nothing (it picked the
    // invisible option, and ComboBox then opened its list again on the new input value).
    '&[data-exiting]': { opacity: 0, pointerEvents: 'none' },
  },
});

/** An option / menu item row inside a popover. */
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.controlSm,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.fontSize.sm,
  color: vars.color.text,
  cursor: 'default',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.surfaceHover },
    '&[data-pressed]': { background: vars.color.surfacePressed },
    '&[data-selected]': { color: vars.color.accentText, fontWeight: vars.font.fontWeight.medium },
    '&[data-disabled]': { color: vars.color.textDisabled },
    '&[data-focus-visible]': {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '-2px',
    },
  },
});

export const itemCheck = style({ marginLeft: 'auto', flexShrink: 0 });

/** Icons sized by the font. */
export const icon = style({ width: '1.125em', height: '1.125em', flexShrink: 0 });

/** The options of a group (`RadioGroup`, `CheckboxGroup`): a column, or a wrapping row when horizontal. */
export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  selectors: {
    '[data-orientation="horizontal"] > &': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.lg,
    },
  },
});
