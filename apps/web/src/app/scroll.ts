/**
 * Scroll on navigation (R-UI-5 "Moving between pages scrolls smoothly to the top, or to the hash
 * target after 100 ms"; R-LIMIT-16 scroll-to-hash delay). Smooth unless the user prefers reduced
 * motion. Changes of the query alone (filters, tabs kept in the URL) do not scroll; a change of
 * the page of a list does (the next page starts at the top).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Delay before scrolling to a hash target, in ms (R-LIMIT-16). */
export const SCROLL_TO_HASH_DELAY_MS = 100;

function scrollBehavior(): ScrollBehavior {
  const reduced = globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  return reduced ? 'auto' : 'smooth';
}

/**
 * Scrolls for a location: to the element the hash names after {@link SCROLL_TO_HASH_DELAY_MS}
 * (the screen may still be rendering it), else to the top at once.
 * @returns a function that cancels a pending hash scroll
 */
export function scrollForLocation(hash: string, win: Window = window): () => void {
  const behavior = scrollBehavior();
  if (hash && hash !== '#') {
    const id = decodeURIComponent(hash.slice(1));
    const timer = win.setTimeout(() => {
      const target = win.document.getElementById(id);
      if (target) target.scrollIntoView({ behavior, block: 'start' });
      else win.scrollTo({ top: 0, behavior });
    }, SCROLL_TO_HASH_DELAY_MS);
    return () => win.clearTimeout(timer);
  }
  win.scrollTo({ top: 0, behavior });
  return () => undefined;
}

/** The search parameter of paginated lists; a new page is a new screen, so it scrolls too. */
export const PAGE_PARAM = 'page';

/**
 * Applies {@link scrollForLocation} whenever the path, the hash or the page of a paginated list
 * (`?page=`) changes (not on first render).
 */
export function useScrollOnNavigation(): void {
  const { pathname, hash, search } = useLocation();
  const page = new URLSearchParams(search).get(PAGE_PARAM);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // A deep link with a hash still scrolls to its target once the screen is there.
      return hash ? scrollForLocation(hash) : undefined;
    }
    return scrollForLocation(hash);
  }, [pathname, hash, page]);
}
