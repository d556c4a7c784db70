/**
 * When Find Jobs' caches (totals, facets, rankings, the suggestion vocabulary) must forget what they
 * hold: a counter bumped on every change of what search sees, in this process and, through the cache
 * bus, in every other server process. Its own module so that search and suggestions both read it
 * without importing each other.
 */
import { cacheTopic } from '../../services/cacheBus.ts';

/** Bumped by {@link invalidateJobSearch}; part of every cache key. */
let generation = 0;

const jobSearchCache = cacheTopic('job-search', () => {
  generation++;
});

/**
 * Forgets the cached totals, facets and rankings: call after a change of what search sees
 * (publish, edit of a published posting, close, import). Other server processes are told through
 * the cache bus (services/cacheBus.ts) and forget theirs too.
 */
export function invalidateJobSearch(): void {
  jobSearchCache.invalidate();
}

/** How many times {@link invalidateJobSearch} ran in this process (caches compare it). */
export const searchGeneration = (): number => generation;
