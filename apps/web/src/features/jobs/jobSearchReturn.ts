/**
 * "Back to job search" returns to the search as it was: Find Jobs remembers its query string
 * (keywords, filters, sort, page) and, when it is left, how far the window was scrolled, in the
 * tab's session storage; the job page (Hireloop postings and imported listings alike) links back
 * to that search and asks Find Jobs to scroll back there once its results show. A job opened from
 * elsewhere, or in a tab that never searched, goes back to a blank search at the top.
 */
import type { NavigateOptions } from 'react-router';
import { useEffect, useLayoutEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../app/context.tsx';
import { RESTORE_SCROLL_STATE } from '../../app/scroll.ts';
import { pathTo } from '../../paths.ts';

/** Session storage key of the last Find Jobs query string. */
export const JOB_SEARCH_STORAGE_KEY = 'hireloop.jobSearch';

/** Session storage key of the window's scroll position (px) when Find Jobs was last left. */
export const JOB_SEARCH_SCROLL_STORAGE_KEY = 'hireloop.jobSearchScroll';

/** Longest query string remembered (characters); a longer one is not a search Find Jobs wrote. */
export const JOB_SEARCH_MAX_LENGTH = 2_000;

function validSearch(value: string | null): string {
  return value && value.startsWith('?') && value.length <= JOB_SEARCH_MAX_LENGTH ? value : '';
}

function read(read: () => string | null): string | null {
  try {
    return read();
  } catch {
    return null;
  }
}

function write(write: () => void): void {
  try {
    write();
  } catch {
    // Storage full or denied: Back goes to a blank search, at the top.
  }
}

/**
 * Remembers the current Find Jobs query string for the tab, and the window's scroll position when
 * the screen is left (call it in the Find Jobs screen).
 */
export function useRememberJobSearch(): void {
  const { search } = useLocation();
  const storage = useServices().sessionStorage;
  useEffect(() => {
    write(() => storage.setItem(JOB_SEARCH_STORAGE_KEY, validSearch(search)));
  }, [search, storage]);
  // A layout effect's cleanup runs before the screen's elements are removed, while the window is
  // still scrolled over the results (a passive cleanup would read a position the shorter page
  // next shown has already clamped).
  useLayoutEffect(
    () => () => {
      write(() =>
        storage.setItem(JOB_SEARCH_SCROLL_STORAGE_KEY, String(Math.round(window.scrollY))),
      );
    },
    [storage],
  );
}

/** Where "Back to job search" goes: the address and the router options that restore the scroll. */
export interface JobSearchReturn {
  /** The last job search of this tab (`/c/jobs?…`), or the blank search. */
  href: string;
  /** For the link's `routerOptions`: the scroll position to restore, when one was remembered. */
  routerOptions: NavigateOptions | undefined;
}

/**
 * Where "Back to job search" goes: the search read when the job page opens, the scroll position
 * read from storage as it changes (Find Jobs writes it while the job page replaces it, after the
 * job page's first render; `useSyncExternalStore` reads it again after that commit).
 */
export function useJobSearchReturn(): JobSearchReturn {
  const storage = useServices().sessionStorage;
  const [search] = useState(() => validSearch(read(() => storage.getItem(JOB_SEARCH_STORAGE_KEY))));
  const stored = useSyncExternalStore(
    noSubscription,
    () => read(() => storage.getItem(JOB_SEARCH_SCROLL_STORAGE_KEY)),
    () => null,
  );
  const scroll = Number(stored ?? Number.NaN);
  return {
    href: `${pathTo('c.jobs')}${search}`,
    routerOptions:
      Number.isFinite(scroll) && scroll > 0
        ? { state: { [RESTORE_SCROLL_STATE]: scroll } }
        : undefined,
  };
}

/** Session storage has no change events within the tab: the store is read on each render. */
function noSubscription(): () => void {
  return () => undefined;
}
