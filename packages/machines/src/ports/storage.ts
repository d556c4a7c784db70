import type { StorageLike } from '../types.ts';

/** A {@link StorageLike} with a way to read everything it holds (for tests and stories). */
export interface MemoryStorage extends StorageLike {
  /** A copy of the stored entries. */
  entries(): Record<string, string>;
}

/**
 * An in-memory {@link StorageLike}: the stand-in for `localStorage`/`sessionStorage` in tests, stories
 * and environments without Web Storage.
 * @param initial entries present from the start. @default {}
 */
export function createMemoryStorage(initial: Record<string, string> = {}): MemoryStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
    entries: () => Object.fromEntries(items),
  };
}
