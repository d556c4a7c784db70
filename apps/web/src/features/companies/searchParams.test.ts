import { describe, expect, it } from 'vitest';
import {
  changeCompanySearch,
  companyApiQuery,
  companySearchFromParams,
  emptyCompanySearch,
  paramsFromCompanySearch,
} from './searchParams.ts';

const read = (query: string) => companySearchFromParams(new URLSearchParams(query));

describe('Browse Companies search in the URL', () => {
  it('round-trips a search and writes one URL per search', () => {
    const search = {
      q: 'rust',
      remotePolicies: ['remote-first', 'fully-remote'] as const,
      sizes: ['large'] as const,
      page: 2,
    };
    const url = paramsFromCompanySearch({
      ...search,
      remotePolicies: [...search.remotePolicies],
      sizes: [...search.sizes],
    }).toString();
    expect(url).toBe('q=rust&remote=fully-remote&remote=remote-first&size=large&page=2');
    expect(read(url)).toEqual({
      q: 'rust',
      remotePolicies: ['fully-remote', 'remote-first'],
      sizes: ['large'],
      page: 2,
    });
    expect(paramsFromCompanySearch(emptyCompanySearch).toString()).toBe('');
  });

  it('drops unknown values and pages outside 1…10,000', () => {
    expect(read('remote=sometimes&size=huge&page=10001')).toEqual(emptyCompanySearch);
    expect(read('page=10000').page).toBe(10_000);
    expect(read('page=abc').page).toBe(1);
  });

  it('goes back to page 1 when the search changes', () => {
    const onPage3 = { ...emptyCompanySearch, page: 3 };
    expect(changeCompanySearch(onPage3, { q: 'go' }).page).toBe(1);
    expect(changeCompanySearch(onPage3, { page: 4 }).page).toBe(4);
  });

  it('asks the API for the filters in its names', () => {
    expect(
      companyApiQuery(
        { q: ' ai ', remotePolicies: ['hybrid'], sizes: ['small', 'medium'], page: 1 },
        10,
      ),
    ).toEqual({
      q: 'ai',
      remotePolicy: ['hybrid'],
      companySize: ['small', 'medium'],
      page: 1,
      perPage: 10,
    });
  });
});
