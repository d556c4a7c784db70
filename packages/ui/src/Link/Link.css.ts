import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';
import { focusRing, transition } from '../private/styles.css.ts';

export const link = recipe({
  base: [
    focusRing,
    {
      color: vars.color.accentText,
      fontWeight: vars.font.fontWeight.medium,
      textDecorationThickness: '1px',
      textUnderlineOffset: '0.2em',
      borderRadius: vars.radius.sm,
      cursor: 'pointer',
      transition,
      selectors: {
        '&[data-hovered]': { textDecorationThickness: '2px' },
        '&[data-pressed]': { color: vars.color.accentPressed },
        '&[data-disabled]': { color: vars.color.textDisabled, cursor: 'not-allowed' },
      },
    },
  ],
  variants: {
    variant: {
      /** In running text: always underlined (colour alone must not mark a link). */
      inline: { textDecorationLine: 'underline' },
      /** On its own line (navigation, "View all jobs"): underline on hover, 24 px target. */
      standalone: {
        display: 'inline-flex',
        alignItems: 'center',
        gap: vars.space.xxs,
        minHeight: vars.size.targetMin,
        textDecorationLine: 'none',
        selectors: { '&[data-hovered]': { textDecorationLine: 'underline' } },
      },
    },
    tone: {
      accent: {},
      neutral: {
        color: vars.color.text,
        selectors: { '&[data-pressed]': { color: vars.color.textMuted } },
      },
    },
  },
  defaultVariants: { variant: 'inline', tone: 'accent' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
