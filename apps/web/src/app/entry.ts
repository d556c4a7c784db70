/**
 * The services of the app's entry chunk, and the loader of the rest.
 *
 * The first screen of a visit (the landing page, sign-in, registration, the error pages) needs
 * only the preferences (theme, language, sidebar), the message catalogue and the storage. The
 * statecharts (XState and `@hireloop/machines`), the API client and TanStack Query are the
 * "session" services of `services.ts`, a chunk of their own: loaded by the signed-in area's routes,
 * by a guard when a session is stored, and by the sign-in and registration forms when they are
 * used. The landing page never loads them.
 *
 * Nothing here may import `services.ts` at run time (only its types): that would put the session
 * services back into the entry (`pnpm size` measures it).
 */
import { AUTH_STORAGE_KEY } from '@hireloop/machines';
import { createBaseServices, type BaseServices } from './base.ts';
import type { AppServices, AppServicesOptions } from './services.ts';

export type { BaseServices };

/** What the entry chunk holds: {@link BaseServices} and the session services once loaded. */
export interface EntryServices extends BaseServices {
  /**
   * True when the storage holds a session (`hireloop.auth`, local or per tab): the auth machine
   * has to restore it before a guard can decide. False means a guest, without loading anything.
   */
  hasStoredSession: () => boolean;
  /** The session services when loaded, else `undefined`. */
  session: () => AppServices | undefined;
  /**
   * Loads the session services' chunk and creates them (once; later calls return the same).
   * @throws (rejects) when the chunk cannot be loaded (offline, a new deploy)
   */
  loadSession: () => Promise<AppServices>;
  /** Calls `listener` when the session services have been created. @returns unsubscribe */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Creates the entry's services; the session services are created from the same options on the
 * first {@link EntryServices.loadSession} call.
 * @param onSession called once with the session services when they are created (main.tsx connects
 *   the auth navigation there)
 */
export function createEntryServices(
  options: AppServicesOptions = {},
  onSession?: (services: AppServices) => void,
): EntryServices {
  const base = createBaseServices(options);
  let session: AppServices | undefined;
  let loading: Promise<AppServices> | undefined;
  const listeners = new Set<() => void>();
  return {
    ...base,
    hasStoredSession: () =>
      session !== undefined ||
      base.localStorage.getItem(AUTH_STORAGE_KEY) !== null ||
      base.sessionStorage.getItem(AUTH_STORAGE_KEY) !== null,
    session: () => session,
    loadSession: () => {
      loading ??= import('./services.ts').then(
        ({ createAppServices }) => {
          session = createAppServices({ ...options, base });
          onSession?.(session);
          for (const listener of listeners) listener();
          return session;
        },
        (error: unknown) => {
          loading = undefined; // a later call tries again
          throw error;
        },
      );
      return loading;
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The entry services of session services made up front (tests, stories): already loaded. */
export function entryFor(services: AppServices): EntryServices {
  return {
    localStorage: services.localStorage,
    sessionStorage: services.sessionStorage,
    preferences: services.preferences,
    i18n: services.i18n,
    hasStoredSession: () => true,
    session: () => services,
    loadSession: () => Promise.resolve(services),
    subscribe: () => () => undefined,
  };
}
