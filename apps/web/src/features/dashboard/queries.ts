import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';

/** The customer dashboard (GET /api/v1/c/dashboard). */
export function useCustomerDashboard() {
  const api = useApi();
  return useQuery({ queryKey: ['dashboard', 'c'], queryFn: () => api.customer.dashboard() });
}

/** The business dashboard (GET /api/v1/b/dashboard). */
export function useBusinessDashboard() {
  const api = useApi();
  return useQuery({ queryKey: ['dashboard', 'b'], queryFn: () => api.business.dashboard() });
}
