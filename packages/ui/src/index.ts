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
export { Link, type LinkProps } from './Link/Link.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export { PasswordField, type PasswordFieldProps } from './PasswordField/PasswordField.tsx';
export {
  checkPassword,
  passwordRules,
  PASSWORD_MIN_LENGTH,
  type PasswordCheck,
  type PasswordRule,
} from './PasswordField/checkPassword.ts';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.tsx';
export { NumberField, type NumberFieldProps } from './NumberField/NumberField.tsx';
export type { FieldBaseProps, FieldErrorMessage } from './private/FieldParts.tsx';

// --- part B exports ---
