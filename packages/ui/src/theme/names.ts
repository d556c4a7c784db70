// The theme class names, in a module without styles so that Node tools (the story tests' hooks)
// can read them; theme.css.ts gives the classes their values and re-exports these.

/** Class that applies the light theme: `hl-theme-light` (a stable, documented name). */
export const lightTheme = 'hl-theme-light';

/** Class that applies the dark theme: `hl-theme-dark` (a stable, documented name). */
export const darkTheme = 'hl-theme-dark';

/** The theme names and their classes, for theme switches and Storybook's toolbar. */
export const themeClassNames = { light: lightTheme, dark: darkTheme } as const;

/** A theme name: `light` or `dark`. */
export type ThemeName = keyof typeof themeClassNames;
