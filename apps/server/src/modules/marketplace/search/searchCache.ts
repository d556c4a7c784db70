/**
 * When Find Jobs' caches (totals, facets, rankings, the suggestion vocabulary) must forget what they
 * hold: a counter bumped on every change of what search sees, in this process and, through the cache
 * bus, in every other server process. Its own module so that search and suggestions both read it
 * without importing each other.
 */
import { cacheTopic } from '../../../services/cacheBus.ts';

/** Bumped by {@link invalidateJobSearch}; part of every cache key. */
let generation = 0;
/** Wall-clock ms of the last bump; 0 before the first. */
let invalidatedAt = 0;

const jobSearchCache = cacheTopic('job-search', () => {
  generation++;
  invalidatedAt = Date.now();
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

/**
 * When the caches last forgot what they held (this process's wall clock, ms since the epoch), 0
 * before the first time: the `/metrics` gauge of the search caches' age (plugins/metrics.ts).
 */
export const searchInvalidatedAt = (): number => invalidatedAt;
