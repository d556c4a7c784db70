/**
 * Browse Companies (route `c.companies`, R-ROUTE-3) keeps its search in the URL like Find Jobs:
 * `q` (name, industry or technology, at most 200 characters), `remote` and `size` (repeated) and
 * `page`. Unknown values are dropped; defaults are left out, so one search has one URL.
 */
import { LIMITS } from '@hireloop/api/rules';
import type { CompanyQuery, CompanySize, RemotePolicy } from '@hireloop/api';
import { companySizeValues, remotePolicyValues } from '@hireloop/api/schema';

/** Companies per page. */
export const COMPANIES_PER_PAGE = 18;
/** Longest search text the API accepts. */
const TEXT_MAX = LIMITS.searchTextMaxLength;
/** Highest page number the API accepts. */
const MAX_PAGE = LIMITS.maxPage;

/** The Browse Companies search. */
export interface CompanySearch {
  q: string;
  remotePolicies: RemotePolicy[];
  sizes: CompanySize[];
  page: number;
}

/** Everything, page 1. */
export const emptyCompanySearch: CompanySearch = { q: '', remotePolicies: [], sizes: [], page: 1 };

function pick<T extends string>(values: string[], allowed: readonly T[]): T[] {
  return allowed.filter((value) => values.includes(value));
}

/** Reads the search from the URL; never throws. */
export function companySearchFromParams(params: URLSearchParams): CompanySearch {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim().slice(0, TEXT_MAX),
    remotePolicies: pick(params.getAll('remote'), remotePolicyValues),
    sizes: pick(params.getAll('size'), companySizeValues),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/** Writes the search as URL parameters, canonically. */
export function paramsFromCompanySearch(search: CompanySearch): URLSearchParams {
  const params = new URLSearchParams();
  const q = search.q.trim().slice(0, TEXT_MAX);
  if (q) params.set('q', q);
  for (const value of pick(search.remotePolicies, remotePolicyValues))
    params.append('remote', value);
  for (const value of pick(search.sizes, companySizeValues)) params.append('size', value);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Applies a change; anything but a page change goes back to page 1. */
export function changeCompanySearch(
  search: CompanySearch,
  change: Partial<CompanySearch>,
): CompanySearch {
  return { ...search, ...change, page: 'page' in change ? (change.page ?? 1) : 1 };
}

/** The query of `GET /api/v1/c/companies`. */
export function companyApiQuery(search: CompanySearch, perPage = COMPANIES_PER_PAGE): CompanyQuery {
  const query: CompanyQuery = { page: search.page, perPage };
  const q = search.q.trim();
  if (q) query.q = q;
  if (search.remotePolicies.length)
    query.remotePolicy = pick(search.remotePolicies, remotePolicyValues);
  if (search.sizes.length) query.companySize = pick(search.sizes, companySizeValues);
  return query;
}
