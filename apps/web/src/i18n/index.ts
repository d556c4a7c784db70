/**
 * The web app's i18n: the design system's catalog plus the copy of the app's screens
 * (`webMessages`), with `useT` typed for both.
 */
import { createI18n, type CreateI18nOptions } from '@hireloop/ui';
import { webMessages } from './messages/index.ts';

type WebMessages = typeof webMessages;

declare module '@hireloop/ui/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the screens' namespaces to the typed catalog
  interface Messages extends WebMessages {}
}

/**
 * Creates the app's i18next instance: `createI18n` of `@hireloop/ui` with the screens' namespaces.
 * `lng` defaults to English; unsupported codes fall back to English.
 */
export function createWebI18n({ lng }: Pick<CreateI18nOptions, 'lng'> = {}): ReturnType<
  typeof createI18n
> {
  return createI18n({ ...(lng === undefined ? {} : { lng }), messages: webMessages });
}

export { webMessages };
