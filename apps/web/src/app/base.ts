/**
 * The services the entry (app/entry.ts) and the session services (app/services.ts) share: storage,
 * the persisted preferences and the message catalogue. One instance of each per app.
 */
import { createMemoryStorage, type StorageLike } from '@hireloop/machines';
import type { AppServices, AppServicesOptions } from './services.ts';
import {
  createFlagStore,
  createLanguageStore,
  createThemeStore,
  SIDEBAR_STORAGE_KEY,
} from './preferences.ts';
import { createWebI18n } from '../i18n/index.ts';

/** The services both the entry and the session services use (one instance of each). */
export interface BaseServices {
  /** Persistent storage (window.localStorage, in memory when unavailable). */
  localStorage: StorageLike;
  /** Per-tab storage, for what a screen remembers within the tab (the last job search). */
  sessionStorage: StorageLike;
  /** The persisted interface preferences (R-UI-1, R-UI-2): dark theme flag and language code. */
  preferences: AppServices['preferences'];
  /** The message catalog instance, following the language preference. */
  i18n: AppServices['i18n'];
}

/** Returns the browser storage `kind`, or storage in memory when it is blocked (privacy mode). */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    const storage = globalThis.window?.[kind];
    if (storage) {
      const probe = '__hireloop_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // Storage blocked (privacy mode): fall through to memory.
  }
  return createMemoryStorage();
}

/** Creates the storage, preferences and catalogue (`options` as for `createAppServices`). */
export function createBaseServices(options: AppServicesOptions = {}): BaseServices {
  const localStorage = options.localStorage ?? browserStorage('localStorage');
  const sessionStorage = options.sessionStorage ?? browserStorage('sessionStorage');
  const isDark = createThemeStore({ storage: localStorage, ...options.theme });
  const language = createLanguageStore(localStorage, options.theme?.root);
  const i18n = createWebI18n({
    lng: language.get(),
    ...(options.messages ? { messages: options.messages } : {}),
  });
  language.subscribe(() => void i18n.changeLanguage(language.get()));
  return {
    localStorage,
    sessionStorage,
    preferences: {
      isDark,
      language,
      sidebarCollapsed: createFlagStore(localStorage, SIDEBAR_STORAGE_KEY, false),
    },
    i18n,
  };
}
