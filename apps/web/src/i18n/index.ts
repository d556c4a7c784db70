/**
 * The web app's i18n: the design system's catalog plus the copy of the app's screens, with `useT`
 * typed for both. The screens' copy comes in two parts: the entry's namespaces, in the catalogue
 * from the start, and the signed-in screens' namespaces, added by {@link loadScreenMessages}
 * (a chunk of their own) before a route that uses them renders.
 */
import { createI18n, defaultLanguage, type CreateI18nOptions } from '@hireloop/ui';
import { entryMessages } from './messages/entry.ts';
import type { webMessages } from './messages/index.ts';

type WebMessages = typeof webMessages;

declare module '@hireloop/ui/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- adds the screens' namespaces to the typed catalog
  interface Messages extends WebMessages {}
}

/** Options of {@link createWebI18n}. */
export interface WebI18nOptions extends Pick<CreateI18nOptions, 'lng'> {
  /**
   * The screens' namespaces to start with. @default the entry's (`messages/entry.ts`); pass
   * `webMessages` (messages/index.ts) for a catalogue complete from the start (tests, stories).
   */
  messages?: Partial<WebMessages>;
}

/**
 * Creates the app's i18next instance: `createI18n` of `@hireloop/ui` with the screens' namespaces.
 * `lng` defaults to English; unsupported codes fall back to English.
 */
export function createWebI18n({ lng, messages = entryMessages }: WebI18nOptions = {}): ReturnType<
  typeof createI18n
> {
  return createI18n({ ...(lng === undefined ? {} : { lng }), messages });
}

/**
 * Adds the signed-in screens' namespaces (`messages/screens.ts`, loaded on first call) to the
 * English catalogue of `i18n`; a no-op when they are there.
 * @returns when the namespaces are in the catalogue
 */
export async function loadScreenMessages(i18n: ReturnType<typeof createI18n>): Promise<void> {
  const { screenMessages } = await import('./messages/screens.ts');
  for (const [ns, resources] of Object.entries(screenMessages)) {
    if (!i18n.hasResourceBundle(defaultLanguage, ns)) {
      i18n.addResourceBundle(defaultLanguage, ns, resources);
    }
  }
}
