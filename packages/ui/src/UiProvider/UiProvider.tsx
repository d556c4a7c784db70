import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { I18nextProvider } from 'react-i18next';
import { i18n as defaultI18n } from '../i18n/index.ts';

/** Props of `UiProvider`. */
export interface UiProviderProps {
  /**
   * The i18next instance holding the message catalog (see `createI18n`).
   * @default the shared `i18n` instance
   */
  i18n?: I18n;
  /**
   * BCP 47 locale for react-aria's own formatting and built-in labels (number fields, dates).
   * @default 'en-US'
   */
  locale?: string;
  children?: ReactNode;
}

/**
 * Context every component of the library needs: the message catalog (react-i18next) and the
 * locale of react-aria-components. Wrap the app (and each story) once.
 */
export function UiProvider({ i18n = defaultI18n, locale = 'en-US', children }: UiProviderProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </I18nextProvider>
  );
}
