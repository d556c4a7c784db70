import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

/** Pay text: `emphasis` strong for cards, `muted` for secondary lines; "not stated" is muted. */
export const salary = recipe({
  base: {
    fontVariantNumeric: 'tabular-nums',
    lineHeight: vars.font.lineHeight.snug,
    whiteSpace: 'nowrap',
  },
  variants: {
    emphasis: {
      strong: { color: vars.color.text, fontWeight: vars.font.fontWeight.semibold },
      normal: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
    },
    /** With a converted amount: the two parts may sit on two lines (each stays whole). */
    wraps: { true: { whiteSpace: 'normal' }, false: {} },
    stated: {
      true: {},
      false: { color: vars.color.textMuted, fontWeight: vars.font.fontWeight.regular },
    },
  },
  defaultVariants: { emphasis: 'normal', stated: true, wraps: false },
});

/** One part of the pay text (the amount, or the converted amount): never broken inside. */
export const part = style({ whiteSpace: 'nowrap' });

export type SalaryVariants = NonNullable<RecipeVariants<typeof salary>>;
