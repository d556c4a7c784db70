import { createMemoryStorage } from '@hireloop/machines';
import { themeClassNames } from '@hireloop/ui';
import { describe, expect, it } from 'vitest';
import {
  createFlagStore,
  createLanguageStore,
  createThemeStore,
  LANGUAGE_STORAGE_KEY,
  SIDEBAR_STORAGE_KEY,
  THEME_STORAGE_KEY,
} from './preferences.ts';

function systemPreference(matches: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  return {
    matches,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    change(next: boolean) {
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}

describe('theme (R-UI-1: initial from the system, persisted)', () => {
  it('follows the system preference until the user chooses', () => {
    const root = document.createElement('html');
    const system = systemPreference(true);
    const store = createThemeStore({
      storage: createMemoryStorage(),
      root,
      systemDark: system as never,
    });
    expect(store.get()).toBe(true);
    expect(root.classList.contains(themeClassNames.dark)).toBe(true);
    system.change(false);
    expect(store.get()).toBe(false);
    expect(root.classList.contains(themeClassNames.light)).toBe(true);
    expect(root.classList.contains(themeClassNames.dark)).toBe(false);
  });

  it("gives the browser's bar the theme's top-bar colour (index.html's meta theme-color)", () => {
    const root = document.createElement('html');
    root.innerHTML =
      '<head><meta name="theme-color" content="#ffffff" data-light="#ffffff" data-dark="#141820"></head>';
    const meta = root.querySelector('meta')!;
    const store = createThemeStore({ storage: createMemoryStorage(), root, systemDark: null });
    expect(meta.getAttribute('content')).toBe('#ffffff');
    store.set(true);
    expect(meta.getAttribute('content')).toBe('#141820');
    store.set(false);
    expect(meta.getAttribute('content')).toBe('#ffffff');
  });

  it('persists the choice as the isDark flag and stops following the system', () => {
    const storage = createMemoryStorage();
    const system = systemPreference(false);
    const store = createThemeStore({
      storage,
      root: document.createElement('html'),
      systemDark: system as never,
    });
    store.set(true);
    expect(storage.getItem(THEME_STORAGE_KEY)).toBe('true');
    system.change(false);
    expect(store.get()).toBe(true);
  });

  it('starts from the stored flag over the system preference', () => {
    const storage = createMemoryStorage({ [THEME_STORAGE_KEY]: 'false' });
    const store = createThemeStore({
      storage,
      root: null,
      systemDark: systemPreference(true) as never,
    });
    expect(store.get()).toBe(false);
  });

  it('replaces the stable class the start-up script set', () => {
    const root = document.createElement('html');
    root.classList.add('hl-theme-dark');
    createThemeStore({
      storage: createMemoryStorage({ [THEME_STORAGE_KEY]: 'false' }),
      root,
      systemDark: null,
    });
    expect(root.classList.contains('hl-theme-dark')).toBe(false);
    expect(root.classList.contains(themeClassNames.light)).toBe(true);
  });
});

describe('language (R-UI-2, R-LIMIT-15: English only, default en, persisted)', () => {
  it('defaults to en and sets <html lang>', () => {
    const root = document.createElement('html');
    const store = createLanguageStore(createMemoryStorage(), root);
    expect(store.get()).toBe('en');
    expect(root.lang).toBe('en');
  });

  it('falls back to en for an unsupported stored code', () => {
    const store = createLanguageStore(createMemoryStorage({ [LANGUAGE_STORAGE_KEY]: 'xx' }), null);
    expect(store.get()).toBe('en');
  });

  it('persists the chosen language', () => {
    const storage = createMemoryStorage();
    createLanguageStore(storage, null).set('en');
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });
});

describe('sidebar state (R-SHELL-1: open/collapsed remembered)', () => {
  it('starts open and remembers a collapse', () => {
    const storage = createMemoryStorage();
    const store = createFlagStore(storage, SIDEBAR_STORAGE_KEY, false);
    expect(store.get()).toBe(false);
    store.set(true);
    expect(storage.getItem(SIDEBAR_STORAGE_KEY)).toBe('true');
    expect(createFlagStore(storage, SIDEBAR_STORAGE_KEY, false).get()).toBe(true);
  });
});
