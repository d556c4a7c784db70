import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './messages/index.ts';

/** The message catalog by language: English only (spec §1). */
export const resources = { en } as const;

/** Namespaces of the catalog (`common`, `auth`, `validation`, `session`, ...). */
export type Namespace = keyof typeof en;

/** Namespace used when a key has no `ns:` prefix. */
export const defaultNS = 'common' satisfies Namespace;

/** Default language (spec §9: "en"). */
export const defaultLanguage = 'en';

/** Languages offered by the language picker: English only (spec §1). */
export const supportedLanguages = [{ code: 'en', label: 'English' }] as const;

/** A language code the product supports. */
export type LanguageCode = (typeof supportedLanguages)[number]['code'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /**
   * Language to start with; unsupported codes fall back to English.
   * @default 'en'
   */
  lng?: string;
}

/**
 * Creates an i18next instance holding the whole catalog, initialised synchronously (resources are
 * bundled), bound to React through react-i18next. Use one per app (or per test) and pass it to
 * `<I18nextProvider i18n={...}>`.
 */
export function createI18n({ lng = defaultLanguage }: CreateI18nOptions = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages.map((l) => l.code),
    ns: Object.keys(en),
    defaultNS,
    initAsync: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

/** A ready instance for apps and Storybook that need just one. */
export const i18n = createI18n();

/**
 * Typed translation hook: `const t = useT('auth'); t('logout.title')`. Without a namespace, keys
 * resolve in `common` and other namespaces are reached with `ns:key`.
 */
export function useT<N extends Namespace = 'common'>(ns?: N) {
  return useTranslation<N>(ns).t;
}

export { I18nextProvider } from 'react-i18next';
export { en as messages };
