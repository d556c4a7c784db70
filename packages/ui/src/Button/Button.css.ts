import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';

/** Button design variants: variant × size, full width and icon-only. */
export const button = recipe({
  base: [
    focusRing,
    {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.xs,
      border: '1px solid transparent',
      borderRadius: vars.radius.md,
      fontFamily: 'inherit',
      fontWeight: vars.font.fontWeight.semibold,
      lineHeight: vars.font.lineHeight.tight,
      letterSpacing: '-0.005em',
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      transition: `${transition}, transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
      selectors: {
        '&[data-pressed]': { transform: 'scale(0.98)' },
        '&[data-disabled]': { cursor: 'not-allowed', transform: 'none' },
        '&[data-pending]': { cursor: 'progress' },
      },
    },
  ],
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&[data-hovered]': { background: vars.color.accentHover },
          '&[data-pressed]': { background: vars.color.accentPressed },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfacePressed },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&[data-hovered]': { background: vars.color.surfaceHover },
          '&[data-pressed]': { background: vars.color.surfacePressed },
        },
      },
      danger: {
        background: vars.color.danger,
        color: vars.color.onDanger,
        boxShadow: vars.shadow.xs,
        selectors: {
          '&[data-hovered]': { background: vars.color.dangerHover },
          '&[data-pressed]': { background: vars.color.dangerPressed },
        },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        padding: `0 ${vars.space.sm}`,
        fontSize: vars.font.fontSize.sm,
      },
      md: {
        minHeight: vars.size.controlMd,
        padding: `0 ${vars.space.md}`,
        fontSize: vars.font.fontSize.sm,
      },
      lg: {
        minHeight: vars.size.controlLg,
        padding: `0 ${vars.space.lg}`,
        fontSize: vars.font.fontSize.md,
      },
    },
    fullWidth: { true: { width: '100%' } },
    iconOnly: { true: { padding: 0, aspectRatio: '1 / 1' } },
  },
  compoundVariants: [
    // Disabled look per variant: muted but still legible.
    ...(['primary', 'danger', 'secondary', 'ghost'] as const).map((variant) => ({
      variants: { variant },
      style: {
        selectors: {
          '&[data-disabled]': {
            background: variant === 'ghost' ? 'transparent' : vars.color.surfaceMuted,
            color: vars.color.textDisabled,
            borderColor: variant === 'secondary' ? vars.color.border : 'transparent',
            boxShadow: 'none',
          },
        },
      },
    })),
  ],
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false, iconOnly: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** Label stays in the accessibility tree while the spinner shows. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  selectors: {
    '[data-pending] > &': { opacity: 0 },
  },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  position: 'absolute',
  inset: 0,
  margin: 'auto',
  width: '1.1em',
  height: '1.1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animationDuration: '2s' },
  },
});
