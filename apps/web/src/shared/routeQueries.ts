/**
 * The queries a signed-in screen shows first, as TanStack Query options shared by the screen's hook
 * and its route's loader (src/router.tsx): the loader starts the request while the route's module
 * loads, and the screen's `useQuery` finds it in flight or in the cache (same key, same function).
 */
import type { Api } from '@hireloop/api';
import { queryOptions } from '@tanstack/react-query';
import { marketKeys } from './queryKeys.ts';

/** The customer dashboard (the shell's dashboard key, so both stay in step). */
export function customerDashboardQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.customerDashboard,
    queryFn: () => api.customer.dashboard(),
  });
}

/** The business dashboard (the shell's dashboard key, so both stay in step). */
export function businessDashboardQuery(api: Api) {
  return queryOptions({
    queryKey: marketKeys.businessDashboard,
    queryFn: () => api.business.dashboard(),
  });
}

/** A job's detail page. @param id the job's id (route parameter) */
export function jobQuery(api: Api, id: string) {
  return queryOptions({ queryKey: marketKeys.job(id), queryFn: () => api.customer.getJob(id) });
}

/** A company profile with its newest 50 open jobs. @param id the company's id (route parameter) */
export function companyQuery(api: Api, id: string) {
  return queryOptions({
    queryKey: [...marketKeys.companies, 'detail', id] as const,
    queryFn: () => api.customer.getCompany(id),
  });
}
