/**
 * @hireloop/ui public API: the design system's theme, layout primitives and components, built on
 * react-aria-components and styled with vanilla-extract. Named exports only.
 */

// Theme and layout
export {
  vars,
  lightTheme,
  darkTheme,
  themeClassNames,
  sprinkles,
  media,
  tokens,
  breakpoints,
  type ThemeName,
  type Sprinkles,
} from './theme/index.ts';
export { Box, type BoxProps } from './Box/Box.tsx';

// --- part B exports ---
