import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { transition } from '../private/styles.css.ts';

/** Card surface: variant × padding; `interactive` lifts on hover and rings on keyboard focus within. */
export const card = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
    transition: `${transition}, transform ${vars.motion.duration.normal} ${vars.motion.easing.standard}`,
  },
  variants: {
    variant: {
      outlined: {
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.xs,
      },
      elevated: {
        background: vars.color.surface,
        border: `1px solid ${vars.color.border}`,
        boxShadow: vars.shadow.md,
      },
      muted: {
        background: vars.color.surfaceMuted,
        border: `1px solid transparent`,
      },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm, gap: vars.space.xs },
      md: { padding: vars.space.lg, gap: vars.space.sm },
      lg: { padding: vars.space.xl, gap: vars.space.md },
    },
    interactive: {
      true: {
        selectors: {
          '&:hover': { borderColor: vars.color.borderStrong, boxShadow: vars.shadow.md },
          '&:has([data-focus-visible])': { borderColor: vars.color.focusRing },
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'outlined', padding: 'md', interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
