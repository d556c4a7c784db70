/** Server state of Browse Companies and a company's page (TanStack Query over the customer API). */
import type { CompanyQuery } from '@hireloop/api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import { marketKeys } from '../../shared/queryKeys.ts';
import { companyQuery } from '../../shared/routeQueries.ts';

/** A page of companies; the previous page stays on screen while the next loads. */
export function useCompanies(query: CompanyQuery) {
  const api = useApi();
  return useQuery({
    queryKey: marketKeys.companyList(query),
    queryFn: () => api.customer.listCompanies(query),
    placeholderData: keepPreviousData,
  });
}

/** A company profile with its newest 50 open jobs. */
export function useCompany(id: string) {
  return useQuery(companyQuery(useApi(), id));
}
