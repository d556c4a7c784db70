/**
 * Theme entry: design tokens, the vanilla-extract theme contract (`vars`), the `lightTheme` /
 * `darkTheme` classes for `<html>`, sprinkles and breakpoints. Importing it also installs the
 * global styles (font, page colours, focus ring, reduced motion) and the self-hosted Inter font.
 */
import '@fontsource-variable/inter';
import './global.css.ts';

export { vars, lightTheme, darkTheme, themeClassNames, type ThemeName } from './theme.css.ts';
export { sprinkles, media, type Sprinkles } from './sprinkles.css.ts';
export {
  tokens,
  palette,
  lightColors,
  darkColors,
  space,
  size,
  radius,
  typography,
  motion,
  zIndex,
  breakpoints,
  contrastPairs,
  type ColorTokens,
  type ContrastKind,
} from './tokens.ts';
export { contrastRatio, relativeLuminance } from './contrast.ts';
