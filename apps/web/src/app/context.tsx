/**
 * React access to the app services: the entry's (src/app/entry.ts: preferences, catalogue, the
 * session loader) and the session services (src/app/services.ts: API, auth, toasts, queries) once
 * loaded. Hooks for the parts screens use; features import these hooks, never each other.
 */
import type { AuthSnapshot, ToastRequest } from '@hireloop/machines';
import { createContext, use, useCallback, useSyncExternalStore, type ReactNode } from 'react';
import type { EntryServices } from './entry.ts';
import type { AppServices } from './services.ts';

const EntryContext = createContext<EntryServices | null>(null);
const ServicesContext = createContext<AppServices | null>(null);

/**
 * Provides the entry services, and the session services from the moment they are loaded (the
 * tree re-renders then; nothing remounts).
 */
export function ServicesProvider({
  entry,
  children,
}: {
  entry: EntryServices;
  children?: ReactNode;
}) {
  const services = useSyncExternalStore(entry.subscribe, entry.session, entry.session);
  return (
    <EntryContext value={entry}>
      <ServicesContext value={services ?? null}>{children}</ServicesContext>
    </EntryContext>
  );
}

/**
 * The entry services (preferences, catalogue, the session loader).
 * @throws Error when used outside {@link ServicesProvider}
 */
export function useEntryServices(): EntryServices {
  const entry = use(EntryContext);
  if (!entry) throw new Error('useEntryServices must be used inside <ServicesProvider>');
  return entry;
}

/** The session services when loaded, else `null` (public pages before anyone signs in). */
export function useSessionServices(): AppServices | null {
  return use(ServicesContext);
}

/**
 * The session services, for the screens whose route loads them before rendering (the signed-in
 * areas, the job-alert unsubscribe page; see router.tsx).
 * @throws Error when they are not loaded (or outside {@link ServicesProvider})
 */
export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices: the session services are not loaded');
  return services;
}

/**
 * Reads a value from the auth actor's snapshot when the session services are loaded, else
 * `guest` (nobody can be signed in before they are). For screens open to guests.
 */
export function useAuthOrGuest<T>(selector: (snapshot: AuthSnapshot) => T, guest: T): T {
  const auth = useSessionServices()?.auth;
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!auth) return () => undefined;
      const subscription = auth.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    [auth],
  );
  const read = (): AuthSnapshot | null => auth?.getSnapshot() ?? null;
  const snapshot = useSyncExternalStore(subscribe, read, read);
  return snapshot ? selector(snapshot) : guest;
}

/** True while someone is signed in (logout included); false for a guest. */
export function useSignedIn(): boolean {
  // isSignedIn of @hireloop/machines, without importing the auth machine's module.
  return useAuthOrGuest((snapshot) => snapshot.hasTag('authenticated'), false);
}

/** The typed API functions (`@hireloop/api`). */
export function useApi() {
  return useServices().api;
}

/** Shows a toast (`scope` `shell` by default, `app` for messages that outlive the shell). */
export function useNotify(): (request: ToastRequest) => void {
  return useServices().notify;
}

/**
 * The dark-theme flag and its setter (persisted, R-UI-1). Prerendered pages are rendered light
 * (the page's colours come from the class public/theme-init.js sets on `<html>`); hydrating them
 * starts from that value (the server snapshot) and re-renders with the stored one.
 */
export function useDarkTheme(): [boolean, (isDark: boolean) => void] {
  const store = useEntryServices().preferences.isDark;
  const isDark = useSyncExternalStore(store.subscribe, store.get, renderedLight);
  return [isDark, store.set];
}

function renderedLight(): boolean {
  return false;
}

/** The language code and its setter (persisted, R-UI-2). */
export function useLanguage() {
  const store = useEntryServices().preferences.language;
  const language = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [language, store.set] as const;
}

/** Whether the sidebar is collapsed, and its setter (remembered, R-SHELL-1). */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const store = useEntryServices().preferences.sidebarCollapsed;
  const collapsed = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [collapsed, store.set];
}
