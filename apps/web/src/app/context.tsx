/**
 * React access to the app services (src/app/services.ts): one context, and hooks for the parts
 * screens use. Features import these hooks, never each other.
 */
import { isSignedIn, type AuthSnapshot } from '@hireloop/machines';
import type { ToastRequest } from '@hireloop/machines';
import { useSelector } from '@xstate/react';
import { createContext, use, useSyncExternalStore, type ReactNode } from 'react';
import type { AppServices } from './services.ts';

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the services to the tree. */
export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children?: ReactNode;
}) {
  return <ServicesContext value={services}>{children}</ServicesContext>;
}

/**
 * The app services.
 * @throws Error when used outside {@link ServicesProvider}
 */
export function useServices(): AppServices {
  const services = use(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>');
  return services;
}

/** The typed API functions (`@hireloop/api`). */
export function useApi() {
  return useServices().api;
}

/** Shows a toast (`scope` `shell` by default, `app` for messages that outlive the shell). */
export function useNotify(): (request: ToastRequest) => void {
  return useServices().notify;
}

/** Reads a value from the auth actor's snapshot and re-renders when it changes. */
export function useAuth<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useServices().auth, selector);
}

/** The signed-in user, or `null`. */
export function useCurrentUser() {
  return useAuth((snapshot) => (isSignedIn(snapshot) ? snapshot.context.user : null));
}

/**
 * The dark-theme flag and its setter (persisted, R-UI-1). Prerendered pages are rendered light
 * (the page's colours come from the class public/theme-init.js sets on `<html>`); hydrating them
 * starts from that value (the server snapshot) and re-renders with the stored one.
 */
export function useDarkTheme(): [boolean, (isDark: boolean) => void] {
  const store = useServices().preferences.isDark;
  const isDark = useSyncExternalStore(store.subscribe, store.get, renderedLight);
  return [isDark, store.set];
}

function renderedLight(): boolean {
  return false;
}

/** The language code and its setter (persisted, R-UI-2). */
export function useLanguage() {
  const store = useServices().preferences.language;
  const language = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [language, store.set] as const;
}

/** Whether the sidebar is collapsed, and its setter (remembered, R-SHELL-1). */
export function useSidebarCollapsed(): [boolean, (collapsed: boolean) => void] {
  const store = useServices().preferences.sidebarCollapsed;
  const collapsed = useSyncExternalStore(store.subscribe, store.get, store.get);
  return [collapsed, store.set];
}
