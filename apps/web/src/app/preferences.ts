/**
 * The two locally persisted interface preferences (R-UI-1, R-DATA-10 "Locally persisted"): the theme's
 * `isDark` flag and the language code. Each is a tiny external store for `useSyncExternalStore`.
 */
import type { StorageLike } from '@hireloop/machines';
import { defaultLanguage, supportedLanguages, themeClassNames } from '@hireloop/ui';

/** Local-storage key of the theme flag ('true' / 'false'); public/theme-init.js reads it too. */
export const THEME_STORAGE_KEY = 'hireloop.isDark';

/** Local-storage key of the language code; public/theme-init.js reads it too. */
export const LANGUAGE_STORAGE_KEY = 'hireloop.language';

/** A value the interface reads and changes, with change notifications. */
export interface PreferenceStore<T> {
  readonly get: () => T;
  readonly set: (value: T) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

/** Options of {@link createThemeStore}. */
export interface ThemeStoreOptions {
  storage: StorageLike;
  /** The element that carries the theme class. @default document.documentElement */
  root?: HTMLElement | null;
  /** The system preference query. @default matchMedia('(prefers-color-scheme: dark)') when available */
  systemDark?: Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'> | null;
}

function readFlag(storage: StorageLike): boolean | null {
  try {
    const stored = storage.getItem(THEME_STORAGE_KEY);
    return stored === 'true' ? true : stored === 'false' ? false : null;
  } catch {
    return null;
  }
}

/**
 * The theme (R-UI-1 "initial value follows the system preference, persisted locally"): the stored
 * `isDark` flag when the user chose one, else the system preference, followed live until the user
 * chooses. `set` stores the choice and swaps the class on `<html>` (`lightTheme` / `darkTheme`).
 */
export function createThemeStore(options: ThemeStoreOptions): PreferenceStore<boolean> {
  const root = options.root === undefined ? globalThis.document?.documentElement : options.root;
  const systemDark =
    options.systemDark === undefined
      ? (globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null)
      : options.systemDark;
  const listeners = new Set<() => void>();
  let chosen = readFlag(options.storage);
  let isDark = chosen ?? systemDark?.matches ?? false;

  function apply() {
    if (!root) return;
    const wanted = isDark ? themeClassNames.dark : themeClassNames.light;
    const other = isDark ? themeClassNames.light : themeClassNames.dark;
    root.classList.remove(other);
    root.classList.add(wanted);
    // The browser's bar in the theme's top-bar colour (index.html holds both; theme-init.js sets
    // the first).
    const themeColor = root.querySelector('meta[name="theme-color"]');
    const color = themeColor?.getAttribute(isDark ? 'data-dark' : 'data-light');
    if (color) themeColor!.setAttribute('content', color);
  }

  function update(next: boolean) {
    if (next === isDark) return;
    isDark = next;
    apply();
    for (const listener of [...listeners]) listener();
  }

  apply();
  systemDark?.addEventListener('change', (event: MediaQueryListEvent) => {
    if (chosen === null) update(event.matches);
  });

  return {
    get: () => isDark,
    set(value) {
      chosen = value;
      try {
        options.storage.setItem(THEME_STORAGE_KEY, String(value));
      } catch {
        // Not persisted (storage full or blocked); the choice still applies to this visit.
      }
      update(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A language code the product offers. */
export type LanguageCode = (typeof supportedLanguages)[number]['code'];

function isSupported(code: string | null): code is LanguageCode {
  return supportedLanguages.some((language) => language.code === code);
}

/**
 * The language (R-UI-2, R-LIMIT-15: English only, default `en`, persisted). Unsupported stored codes fall
 * back to `en`. `set` stores the code and updates `<html lang>`.
 */
export function createLanguageStore(
  storage: StorageLike,
  root: HTMLElement | null | undefined = globalThis.document?.documentElement,
): PreferenceStore<LanguageCode> {
  const listeners = new Set<() => void>();
  let stored: string | null;
  try {
    stored = storage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  let language: LanguageCode = isSupported(stored) ? stored : defaultLanguage;
  if (root) root.lang = language;
  return {
    get: () => language,
    set(value) {
      if (!isSupported(value)) return;
      try {
        storage.setItem(LANGUAGE_STORAGE_KEY, value);
      } catch {
        // Not persisted; applies to this visit.
      }
      if (value === language) return;
      language = value;
      if (root) root.lang = value;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Local-storage key of the sidebar state ('true' when collapsed, R-SHELL-1 "Sidebar open/collapsed"). */
export const SIDEBAR_STORAGE_KEY = 'hireloop.sidebarCollapsed';

/** A boolean remembered in storage under `key` ('true' / 'false'), `fallback` when unset. */
export function createFlagStore(
  storage: StorageLike,
  key: string,
  fallback: boolean,
): PreferenceStore<boolean> {
  const listeners = new Set<() => void>();
  let value = fallback;
  try {
    const stored = storage.getItem(key);
    if (stored === 'true' || stored === 'false') value = stored === 'true';
  } catch {
    value = fallback;
  }
  return {
    get: () => value,
    set(next) {
      try {
        storage.setItem(key, String(next));
      } catch {
        // Not persisted; applies to this visit.
      }
      if (next === value) return;
      value = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
