/**
 * The providers of the screens that use the session services (TanStack Query's client), rendered
 * by the routes that load them (the signed-in areas' layouts, the job-alert unsubscribe page).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { useEntryServices, useServices } from './context.tsx';

/** Provides the session services' query client to `children`. */
export function SessionProviders({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={useServices().queryClient}>{children}</QueryClientProvider>;
}

/**
 * Loads the session services (suspending until they are there) and provides them to `children`:
 * for a guest page's part that calls the API, e.g. the form of an e-mailed link (a password
 * reset, a team invitation), which the route did not load them for. A failed load is thrown to the
 * route's error boundary.
 */
export function WithSessionServices({ children }: { children?: ReactNode }) {
  const entry = useEntryServices();
  // loadSession returns the same promise on every call, as `use` needs; once they are loaded
  // (or made up front, in tests and stories) nothing waits.
  if (!entry.session()) use(entry.loadSession());
  return <SessionProviders>{children}</SessionProviders>;
}
