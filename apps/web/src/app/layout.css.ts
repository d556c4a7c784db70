import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '@hireloop/ui';

/** The loading and error screens fill the window (their column is centred by `Box` props). */
export const fullHeight = style({ minHeight: '100vh' });

const slide = keyframes({
  '0%': { transform: 'translateX(-100%)' },
  '100%': { transform: 'translateX(250%)' },
});

/** Thin bar at the top of the window while a route module or its guard is loading. */
export const progress = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInline: 0,
  height: '3px',
  overflow: 'hidden',
  zIndex: vars.zIndex.toast,
  pointerEvents: 'none',
});

export const progressBar = style({
  width: '40%',
  height: '100%',
  background: vars.color.accent,
  animation: `${slide} 1.1s ${vars.motion.easing.standard} infinite`,
  '@media': {
    '(prefers-reduced-motion: reduce)': { animation: 'none', width: '100%', opacity: 0.6 },
  },
});

// A prerendered guest page stays hidden from a visitor with a stored session (public/theme-init.js
// marks <html>) until main.tsx has replaced it with what the route guards decide.
globalStyle('html[data-stored-session] #root[data-prerendered]', { visibility: 'hidden' });
