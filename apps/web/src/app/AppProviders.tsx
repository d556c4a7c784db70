/**
 * The providers above the router: the services and the design system (message catalog and
 * locale). The router's own providers (react-aria's client-side navigation, scroll) live in the
 * root route (src/routes/root.tsx) because they need the router; TanStack Query's provider in the
 * routes that load the session services (SessionProviders.tsx).
 */
import { UiProvider } from '@hireloop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { ServicesProvider } from './context.tsx';
import { entryFor, type EntryServices } from './entry.ts';
import type { AppServices } from './services.ts';

/** Wraps the app (main.tsx, the prerender) in every provider that does not need the router. */
export function EntryProviders({
  entry,
  children,
}: {
  entry: EntryServices;
  children?: ReactNode;
}) {
  return (
    <ServicesProvider entry={entry}>
      <UiProvider i18n={entry.i18n}>{children}</UiProvider>
    </ServicesProvider>
  );
}

/**
 * Wraps a test or a story in every provider that does not need the router, with session
 * services made up front (a screen may be rendered without its route).
 */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children?: ReactNode;
}) {
  const entry = useMemo(() => entryFor(services), [services]);
  return (
    <EntryProviders entry={entry}>
      <QueryClientProvider client={services.queryClient}>{children}</QueryClientProvider>
    </EntryProviders>
  );
}
