import { assignVars, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import {
  darkColors,
  darkShadow,
  lightColors,
  lightShadow,
  motion,
  radius,
  size,
  space,
  typography,
  zIndex,
} from './tokens.ts';

const shared = {
  space,
  size,
  radius,
  font: typography,
  motion,
  zIndex,
};

const lightValues = { ...shared, color: lightColors, shadow: lightShadow };
const darkValues = { ...shared, color: darkColors, shadow: darkShadow };

/**
 * The theme contract: CSS custom properties every component style references
 * (`vars.color.text`, `vars.space.md`, `vars.size.sidebarOpen`, ...). Values come from the active
 * theme class on `<html>`.
 */
export const vars = createThemeContract(lightValues);

/** Class for `<html>` that applies the light theme. */
export const lightTheme = createTheme(vars, lightValues, 'light');

/** Class for `<html>` that applies the dark theme. */
export const darkTheme = createTheme(vars, darkValues, 'dark');

// A page painted without its theme class (scripts off: the web app's theme-init.js sets the class
// before the first paint) follows the system's preference.
globalStyle(`html:not(.${lightTheme}):not(.${darkTheme})`, {
  colorScheme: 'light',
  vars: assignVars(vars, lightValues),
  '@media': {
    '(prefers-color-scheme: dark)': { colorScheme: 'dark', vars: assignVars(vars, darkValues) },
  },
});

/** The theme names and their classes, for theme switches and Storybook's toolbar. */
export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;

/** A theme name: `light` or `dark`. */
export type ThemeName = keyof typeof themeClassNames;
