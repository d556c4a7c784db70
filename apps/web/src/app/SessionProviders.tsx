/**
 * The providers of the screens that use the session services (TanStack Query's client), rendered
 * by the routes that load them (the signed-in areas' layouts, the job-alert unsubscribe page).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useServices } from './context.tsx';

/** Provides the session services' query client to `children`. */
export function SessionProviders({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={useServices().queryClient}>{children}</QueryClientProvider>;
}
