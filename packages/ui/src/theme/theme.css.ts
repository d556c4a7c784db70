import { assignVars, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
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

/** `sidebarOpen` → `sidebar-open`. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The theme contract: CSS custom properties every component style references
 * (`vars.color.text`, `vars.space.md`, `vars.size.sidebarOpen`, ...). Values come from the active
 * theme class on `<html>` (or on any element, for a section in the other theme). Their names are
 * public and stable: `--hl-` and the token's path in kebab case (`--hl-color-text`,
 * `--hl-space-md`, `--hl-size-sidebar-open`), so plain CSS can read and override them.
 */
export const vars = createGlobalThemeContract(
  lightValues,
  (_value, path) => `hl-${path.map(kebab).join('-')}`,
);

/** Class that applies the light theme: `hl-theme-light` (a stable, documented name). */
export const lightTheme = 'hl-theme-light';

/** Class that applies the dark theme: `hl-theme-dark` (a stable, documented name). */
export const darkTheme = 'hl-theme-dark';

globalStyle(`.${lightTheme}`, { vars: assignVars(vars, lightValues) });
globalStyle(`.${darkTheme}`, { vars: assignVars(vars, darkValues) });

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
