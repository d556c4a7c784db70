import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css.ts';

const pulse = keyframes({
  '0%': { opacity: 1 },
  '50%': { opacity: 0.45 },
  '100%': { opacity: 1 },
});

/** Placeholder shape: a gentle pulse, still under `prefers-reduced-motion`. */
export const skeleton = recipe({
  base: {
    display: 'block',
    background: vars.color.surfacePressed,
    animation: `${pulse} 1.6s ease-in-out infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animation: 'none' },
    },
  },
  variants: {
    shape: {
      text: { height: '0.75em', borderRadius: vars.radius.sm, margin: '0.25em 0' },
      circle: { borderRadius: vars.radius.full, flexShrink: 0 },
      rect: { borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const lines = style({ display: 'flex', flexDirection: 'column', width: '100%' });
