import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';

/** Live counts of open jobs and companies for the landing page (GET /api/v1/stats, cached 60 s). */
export function usePublicStats() {
  const api = useApi();
  return useQuery({
    queryKey: ['public', 'stats'],
    queryFn: () => api.public.stats(),
    staleTime: 60_000,
  });
}
