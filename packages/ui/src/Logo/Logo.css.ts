import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { darkTheme, lightTheme, vars } from '../theme/theme.css.ts';

export const logo = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    color: vars.color.text,
    fontWeight: vars.font.fontWeight.bold,
    letterSpacing: vars.font.letterSpacing.tight,
    lineHeight: 1,
    whiteSpace: 'nowrap',
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.fontSize.md },
      md: { fontSize: vars.font.fontSize.lg },
      lg: { fontSize: vars.font.fontSize.xxl },
    },
  },
  defaultVariants: { size: 'md' },
});

export const mark = style({ width: '1.75em', height: '1.75em', flexShrink: 0 });

/** The mark's tile and loop take the theme's accent colours. */
export const markTile = style({ fill: vars.color.accent });
export const markLoop = style({ stroke: vars.color.onAccent });
export const markDot = style({ fill: vars.color.secondary });

export const image = style({ height: '1.75em', width: 'auto' });

/** Custom artwork: show the light variant in the light theme and the dark one in the dark theme. */
export const lightOnly = style({
  selectors: { [`${darkTheme} &`]: { display: 'none' } },
});
export const darkOnly = style({
  display: 'none',
  selectors: {
    [`${darkTheme} &`]: { display: 'block' },
    [`${lightTheme} &`]: { display: 'none' },
  },
});
