/**
 * "Back to job search" returns to the search as it was: Find Jobs remembers its query string
 * (keywords, filters, sort, page) in the tab's session storage, and the job page links back to it.
 * A job opened from elsewhere, or in a tab that never searched, goes back to a blank search.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';

/** Session storage key of the last Find Jobs query string. */
export const JOB_SEARCH_STORAGE_KEY = 'hireloop.jobSearch';

/** Longest query string remembered (characters); a longer one is not a search Find Jobs wrote. */
export const JOB_SEARCH_MAX_LENGTH = 2_000;

function validSearch(value: string | null): string {
  return value && value.startsWith('?') && value.length <= JOB_SEARCH_MAX_LENGTH ? value : '';
}

/** Remembers the current Find Jobs query string for the tab (call it in the Find Jobs screen). */
export function useRememberJobSearch(): void {
  const { search } = useLocation();
  const storage = useServices().sessionStorage;
  useEffect(() => {
    try {
      storage.setItem(JOB_SEARCH_STORAGE_KEY, validSearch(search));
    } catch {
      // Storage full or denied: Back goes to a blank search.
    }
  }, [search, storage]);
}

/** The address of the last job search of this tab (`/c/jobs?…`), or the blank search. */
export function useJobSearchHref(): string {
  const storage = useServices().sessionStorage;
  const [search] = useState(() => {
    try {
      return validSearch(storage.getItem(JOB_SEARCH_STORAGE_KEY));
    } catch {
      return '';
    }
  });
  return `${pathTo('c.jobs')}${search}`;
}
