import { assignVars, globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTheme, vars } from './theme.css.ts';

/*
 * Global styles: box model, font stack, page colours, focus-visible ring and reduced motion.
 * Imported once by the theme entry (src/theme/index.ts).
 */

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle(`html.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`html.${darkTheme}`, { colorScheme: 'dark' });

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Smooth scrolling is turned off below for reduced motion.
  scrollBehavior: 'smooth',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  fontFamily: vars.font.fontFamily.body,
  fontSize: vars.font.fontSize.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  background: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  fontFeatureSettings: "'cv11', 'ss01'",
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('h1, h2, h3, h4, h5, h6', {
  fontWeight: vars.font.fontWeight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: vars.font.letterSpacing.tight,
});
globalStyle('img, svg, video', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

// One consistent focus ring for anything focused by keyboard. Components built on RAC draw their
// own ring from `[data-focus-visible]` with the same tokens.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});
globalStyle(':focus:not(:focus-visible)', { outline: 'none' });

globalStyle('::selection', {
  background: vars.color.accentSubtle,
  color: vars.color.accentSubtleText,
});

// Reduced motion: every motion token becomes 0 ms, so transitions and animations built on them stop.
// `html.<theme>` outranks the theme class itself, whatever the stylesheet order.
globalStyle(`html.${lightTheme}, html.${darkTheme}`, {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      vars: assignVars(vars.motion.duration, { fast: '0ms', normal: '0ms', slow: '0ms' }),
    },
  },
});
globalStyle('html', {
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
});
