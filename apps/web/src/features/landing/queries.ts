import type { components } from '@hireloop/api/schema';
import { useEffect, useState } from 'react';

/** The counts of GET /api/v1/stats, as the contract names them. */
type PublicStats = components['schemas']['PublicStatsResponse']['data'];

/** What {@link usePublicStats} returns: pending, failed, or the counts. */
export type PublicStatsState =
  | { isPending: true; isError: false; data?: undefined }
  | { isPending: false; isError: true; data?: undefined }
  | { isPending: false; isError: false; data: PublicStats };

/**
 * Live counts of open jobs and companies for the landing page (GET /api/v1/stats), fetched once
 * per mount with the platform's fetch: the landing page loads neither the API client nor TanStack
 * Query (app/entry.ts). The server's `Cache-Control: public, max-age=60` lets the browser reuse the
 * answer for 60 s. Any failure (network, non-2xx, a body without `data`) is `isError`.
 */
export function usePublicStats(): PublicStatsState {
  const [state, setState] = useState<PublicStatsState>({ isPending: true, isError: false });
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/v1/stats', { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/v1/stats answered ${response.status}`);
        const body = (await response.json()) as Partial<
          components['schemas']['PublicStatsResponse']
        >;
        if (!body.data) throw new Error('GET /api/v1/stats answered without data');
        setState({ isPending: false, isError: false, data: body.data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ isPending: false, isError: true });
      });
    return () => controller.abort();
  }, []);
  return state;
}
