/**
 * The providers above the router: services, TanStack Query and the design system (message catalog
 * and locale). The router's own providers (react-aria's client-side navigation, scroll) live in the
 * root route (src/routes/root.tsx) because they need the router.
 */
import { UiProvider } from '@hireloop/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServicesProvider } from './context.tsx';
import type { AppServices } from './services.ts';

/** Wraps the app (or a test, or a story) in every provider that does not need the router. */
export function AppProviders({
  services,
  children,
}: {
  services: AppServices;
  children?: ReactNode;
}) {
  return (
    <ServicesProvider services={services}>
      <QueryClientProvider client={services.queryClient}>
        <UiProvider i18n={services.i18n}>{children}</UiProvider>
      </QueryClientProvider>
    </ServicesProvider>
  );
}
