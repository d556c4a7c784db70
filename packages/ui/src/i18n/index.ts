import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { en } from './messages/index.ts';

/** The library's message catalog by language: English only (R-UI-2). */
export const resources = { en } as const;

type LibraryMessages = typeof en;

/**
 * Every namespace the typed `useT` knows, by name: the library's own (`common`, `auth`,
 * `validation`, `session`, ...). An app adds the namespaces of its screens by merging into this
 * interface and passing the same object to `createI18n({ messages })`:
 *
 * @example
 * const appMessages = { checkout: { title: 'Checkout' } } as const;
 * type AppMessages = typeof appMessages;
 * declare module '@hireloop/ui/i18n' {
 *   interface Messages extends AppMessages {}
 * }
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- merged into by apps (see above)
export interface Messages extends LibraryMessages {}

/** A namespace of the catalog (`common`, `auth`, ... and any an app added to `Messages`). */
export type Namespace = keyof Messages;

/** Namespace used when a key has no `ns:` prefix. */
export const defaultNS = 'common' satisfies Namespace;

/** Default language (R-LIMIT-15: "en"). */
export const defaultLanguage = 'en';

/** Languages offered by the language picker: English only (R-UI-2). */
export const supportedLanguages = [{ code: 'en', label: 'English' }] as const;

/** A language code the product supports. */
export type LanguageCode = (typeof supportedLanguages)[number]['code'];

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Messages;
  }
}

/** Options of `createI18n`. */
export interface CreateI18nOptions {
  /**
   * Language to start with; unsupported codes fall back to English.
   * @default 'en'
   */
  lng?: string;
  /**
   * Further English namespaces (an app's screen copy), added beside the library's own; a name the
   * library already uses is refused with an Error rather than silently replacing its messages.
   * @default {}
   */
  messages?: Readonly<Record<string, object>>;
}

/**
 * Creates an i18next instance holding the library's catalog plus `messages` (an app's namespaces),
 * initialised synchronously (resources are bundled), bound to React through react-i18next. Use one
 * per app (or per test) and pass it to `<UiProvider i18n={...}>` or `<I18nextProvider i18n={...}>`.
 * @throws Error when a namespace of `messages` is one of the library's.
 */
export function createI18n({ lng = defaultLanguage, messages = {} }: CreateI18nOptions = {}): I18n {
  const clash = Object.keys(messages).filter((ns) => ns in en);
  if (clash.length > 0) {
    throw new Error(`createI18n: namespace(s) ${clash.join(', ')} belong to @hireloop/ui`);
  }
  const catalog = { ...en, ...messages };
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: { en: catalog },
    lng,
    fallbackLng: defaultLanguage,
    supportedLngs: supportedLanguages.map((l) => l.code),
    ns: Object.keys(catalog),
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
