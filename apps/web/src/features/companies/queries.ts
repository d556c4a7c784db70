/** Server state of Browse Companies and a company's page (TanStack Query over the customer API). */
import type { Api, CompanyQuery } from '@hireloop/api';
import { keepPreviousData, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import { marketKeys } from '../../shared/queryKeys.ts';
import { companyQuery } from '../../shared/routeQueries.ts';

/** Query options of a page of companies; the previous page stays while the next loads. */
function companyListQuery(api: Api, query: CompanyQuery) {
  return queryOptions({
    queryKey: [...marketKeys.companies, 'list', query] as const,
    queryFn: () => api.customer.listCompanies(query),
    placeholderData: keepPreviousData,
  });
}

/** A page of companies (see {@link companyListQuery}). */
export function useCompanies(query: CompanyQuery) {
  return useQuery(companyListQuery(useApi(), query));
}

/**
 * A company profile with its newest 50 open jobs, as its route's loader read it (router.tsx): the
 * data is there on the first render (`useSuspenseQuery`).
 */
export function useCompany(id: string) {
  return useSuspenseQuery(companyQuery(useApi(), id));
}
