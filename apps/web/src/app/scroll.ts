/**
 * Scroll on navigation (R-UI-5 "Moving between pages scrolls smoothly to the top, or to the hash
 * target after 100 ms"; R-LIMIT-16 scroll-to-hash delay). Smooth unless the user prefers reduced
 * motion. Changes of the query alone (filters, tabs kept in the URL) do not scroll; a change of
 * the page of a list does (the next page starts at the top).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Key of the history state that asks the screen to put the window back where it was, in pixels
 * from the top (`navigate(to, { state: { [RESTORE_SCROLL_STATE]: 640 } })`): the navigation then
 * does not scroll to the top, and the screen calls {@link useRestoreScroll} once its content is
 * there (a job search's "Back to job search").
 */
export const RESTORE_SCROLL_STATE = 'restoreScrollY';

/** The scroll position a location's state asks to restore (px, ≥ 0), or null. */
export function restoreScrollOf(state: unknown): number | null {
  if (typeof state !== 'object' || state === null) return null;
  const value = (state as Record<string, unknown>)[RESTORE_SCROLL_STATE];
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null;
}

/**
 * Puts the window back at the position the location's state asks for ({@link
 * RESTORE_SCROLL_STATE}), at once (no smooth scroll), once per history entry, as soon as `ready`
 * (the content it was measured on has rendered). Does nothing without such state.
 */
export function useRestoreScroll(ready: boolean): void {
  const location = useLocation();
  const { key } = location;
  const top = restoreScrollOf(location.state);
  const restored = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || top === null || restored.current === key) return;
    restored.current = key;
    window.scrollTo({ top, behavior: 'auto' });
  }, [ready, top, key]);
}

/** Delay before scrolling to a hash target, in ms (R-LIMIT-16). */
export const SCROLL_TO_HASH_DELAY_MS = 100;

/** `smooth`, or `auto` when the user prefers reduced motion. */
export function scrollBehavior(): ScrollBehavior {
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
 * (`?page=`) changes (not on first render), unless the navigation asks the screen to restore a
 * scroll position ({@link RESTORE_SCROLL_STATE}).
 */
export function useScrollOnNavigation(): void {
  const location = useLocation();
  const { pathname, hash, search } = location;
  const page = new URLSearchParams(search).get(PAGE_PARAM);
  const restores = restoreScrollOf(location.state) !== null;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // A deep link with a hash still scrolls to its target once the screen is there.
      return hash ? scrollForLocation(hash) : undefined;
    }
    if (restores) return undefined;
    return scrollForLocation(hash);
    // `restores` is read for the navigation that changed the path, not as a trigger of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, hash, page]);
}
