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

// Messages (one English catalog through i18next)
export {
  createI18n,
  i18n,
  useT,
  I18nextProvider,
  resources,
  defaultLanguage,
  supportedLanguages,
  type Namespace,
  type LanguageCode,
  type CreateI18nOptions,
} from './i18n/index.ts';

// Providers
export { UiProvider, type UiProviderProps } from './UiProvider/UiProvider.tsx';

// Components (part A)
export { Button, type ButtonProps } from './Button/Button.tsx';

// --- part B exports ---
