/**
 * Menu type-ahead with the spec's reset (R-UI-4, R-LIMIT-13: "Menu type-ahead reset 350 ms").
 *
 * react-aria's `useTypeSelect` clears its search string after a hard-coded 1000 ms
 * (TYPEAHEAD_DEBOUNCE_WAIT_MS in react-aria/src/selection/useTypeSelect.ts) and offers no option,
 * so `Menu` runs this one instead and stops RAC's from seeing the keys.
 */

/** Pause after which the typed characters are forgotten and a new search starts (ms). */
export const MENU_TYPEAHEAD_RESET_MS = 350;

/** A search buffer that resets when keys are more than `resetMs` apart. */
export interface TypeAheadBuffer {
  /** Adds a character typed at `now` (ms) and returns the current search string. */
  push(char: string, now: number): string;
  /** Forgets the search. */
  reset(): void;
}

/**
 * Creates a type-ahead buffer. A key typed `resetMs` or more after the previous one starts a new
 * search (a timer set for `resetMs` would have cleared it by then).
 * @param resetMs pause that resets the search, in ms @default 350
 */
export function createTypeAheadBuffer(resetMs: number = MENU_TYPEAHEAD_RESET_MS): TypeAheadBuffer {
  let search = '';
  let last = Number.NEGATIVE_INFINITY;
  return {
    push(char, now) {
      if (now - last >= resetMs) search = '';
      last = now;
      search += char;
      return search;
    },
    reset() {
      search = '';
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/**
 * Index of the item to focus for a search, or -1. Matching is a case- and accent-insensitive
 * prefix match. The search starts at the current item, so typing more letters refines the
 * match in place; repeating one letter ("b", "b", ...) cycles through the items starting with it.
 *
 * @param labels item labels in order
 * @param current index of the focused item (-1 for none)
 * @param search the typed characters
 */
export function findTypeAheadMatch(
  labels: readonly string[],
  current: number,
  search: string,
): number {
  if (search === '' || labels.length === 0) return -1;
  const collator = new Intl.Collator(undefined, { usage: 'search', sensitivity: 'base' });
  const chars = [...search];
  const repeated =
    chars.length > 1 && chars.every((c) => collator.compare(c, chars[0] ?? '') === 0);
  const needle = repeated ? (chars[0] ?? '') : search;
  const startsWith = (label: string) => {
    const head = [...label.trimStart()].slice(0, [...needle].length).join('');
    return collator.compare(head, needle) === 0;
  };
  // A single letter or a repeated letter moves on from the current item; a longer search stays.
  const moveOn = chars.length === 1 || repeated;
  const start = current < 0 ? 0 : moveOn ? current + 1 : current;
  for (let i = 0; i < labels.length; i += 1) {
    const index = (start + i) % labels.length;
    if (startsWith(labels[index] ?? '')) return index;
  }
  return -1;
}
