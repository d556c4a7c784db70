import { assignVars, createGlobalThemeContract, globalStyle } from '@vanilla-extract/css';
import { darkTheme, lightTheme } from './names.ts';
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

export { darkTheme, lightTheme, themeClassNames, type ThemeName } from './names.ts';
