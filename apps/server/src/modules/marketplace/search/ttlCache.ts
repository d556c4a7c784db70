/**
 * A small LRU of promises with a time to live, for search's totals, facets, rankings and match
 * sets (search.ts) and the suggestions' answers (suggest.ts).
 */

/** How long totals and facet counts are reused for the same filters, in ms. @default 30 s */
export const FACETS_TTL_MS = 30_000;
/** Keys a cache keeps. @default 500 */
const FACETS_CACHE_ENTRIES = 500;

interface CacheEntry<V> {
  expiresAt: number;
  value: Promise<V>;
  /** The resolved value, once there is one (served while a newer one is computed). */
  settled?: { value: V };
  refreshing?: boolean;
}

/**
 * A small LRU of promises with a time to live (measured on the request clock). Concurrent
 * requests for the same key share one computation; a failed computation is forgotten. For one
 * more lifetime after expiry the old value is still served while a single background computation
 * replaces it, so a popular search never makes everyone wait when its counts expire.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, CacheEntry<V>>();
  /** Sum of the weights of the settled values kept. */
  #weight = 0;

  /**
   * @param weigh the weight of a value (default 0: only the number of entries is limited); entries are dropped, least recently used
   *   first, while there are more than {@link FACETS_CACHE_ENTRIES} or their weight exceeds `maxWeight`
   */
  readonly weigh: (value: V) => number;
  readonly maxWeight: number;
  readonly ttlMs = FACETS_TTL_MS;
  /** How long after expiry the old value is still served while a new one is computed. */
  readonly staleMs: number;
  constructor(
    weigh: (value: V) => number = () => 0,
    maxWeight = Number.POSITIVE_INFINITY,
    staleMs = FACETS_TTL_MS,
  ) {
    this.weigh = weigh;
    this.maxWeight = maxWeight;
    this.staleMs = staleMs;
  }

  /** Entries kept (settled or being computed), stale ones included until dropped. */
  get size(): number {
    return this.#entries.size;
  }

  /** Sum of the weights of the settled values kept (0 when the cache weighs nothing). */
  get weight(): number {
    return this.#weight;
  }

  /**
   * The value for `key` if one is at hand now (fresh, or expired within one more lifetime), else
   * undefined; either way a computation is started when none is under way (as {@link get}).
   */
  settled(key: string, nowMs: number, compute: () => Promise<V>): { value: V } | undefined {
    this.get(key, nowMs, compute).catch(() => {});
    return this.#entries.get(key)?.settled;
  }

  /**
   * The value for `key` if a fresh one is kept, else `run()` computed now and kept (a synchronous
   * computation: nothing to share between concurrent requests).
   */
  settledOrRun(key: string, nowMs: number, run: () => V): V {
    const hit = this.#entries.get(key);
    if (hit?.settled && hit.expiresAt > nowMs) return hit.settled.value;
    const value = run();
    this.#store(key, nowMs, Promise.resolve(value), { value });
    return value;
  }

  get(key: string, nowMs: number, compute: () => Promise<V>): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > nowMs) {
      // Least recently used goes first when the cache is full: move this one to the end.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value;
    }
    if (hit?.settled && hit.expiresAt + this.staleMs > nowMs) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        compute().then(
          (value) => this.#store(key, nowMs, Promise.resolve(value), { value }),
          () => {
            hit.refreshing = false;
          },
        );
      }
      return Promise.resolve(hit.settled.value);
    }
    const value = compute();
    const entry = this.#store(key, nowMs, value);
    value.then(
      (resolved) => {
        if (this.#entries.get(key) !== entry) return;
        entry.settled = { value: resolved };
        this.#weight += this.weigh(resolved);
        this.#trim();
      },
      () => {
        if (this.#entries.get(key) === entry) this.#delete(key);
      },
    );
    return value;
  }

  #store(key: string, nowMs: number, value: Promise<V>, settled?: { value: V }): CacheEntry<V> {
    const entry: CacheEntry<V> = { expiresAt: nowMs + this.ttlMs, value, settled };
    this.#delete(key);
    this.#entries.set(key, entry);
    if (settled) this.#weight += this.weigh(settled.value);
    this.#trim();
    return entry;
  }

  #delete(key: string) {
    const old = this.#entries.get(key);
    if (old?.settled) this.#weight -= this.weigh(old.settled.value);
    this.#entries.delete(key);
  }

  #trim() {
    while (this.#entries.size > FACETS_CACHE_ENTRIES || this.#weight > this.maxWeight) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#delete(oldest);
    }
  }
}
