/**
 * Cache invalidation that every server process agrees on. A per-process cache registers a topic
 * with what to forget ({@link cacheTopic}); `invalidate()` forgets it here at once and tells the other
 * processes through PostgreSQL NOTIFY on {@link CACHE_CHANNEL}, which they receive on a LISTEN
 * connection of their own (typically within milliseconds). A process that lost its LISTEN
 * connection forgets every topic when it is back, since it may have missed messages. On PGlite
 * (one process per folder) invalidation is local only.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.ts';

/** The NOTIFY channel. */
export const CACHE_CHANNEL = 'hireloop_cache';

/** A registered cache. */
export interface CacheTopic {
  /** Forgets the cache in this process now and in the others as soon as they hear of it. */
  invalidate(): void;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Process-wide registry of cache topics and the databases that carry their messages. */
export class CacheBus {
  /** Identifies this process's messages (so it does not act on its own twice). */
  readonly origin = randomUUID();
  readonly #topics = new Map<string, Set<() => void>>();
  readonly #links = new Map<Database, { stop: () => Promise<void>; log: Logger }>();

  /** Registers `onInvalidate` under `name` (several caches may share a name). */
  topic(name: string, onInvalidate: () => void): CacheTopic {
    let handlers = this.#topics.get(name);
    if (!handlers) {
      handlers = new Set();
      this.#topics.set(name, handlers);
    }
    handlers.add(onInvalidate);
    return { invalidate: () => this.invalidate(name) };
  }

  /** Runs the topic's handlers here and notifies the other processes (errors are logged, not thrown). */
  invalidate(name: string): void {
    this.#run(name);
    const payload = JSON.stringify({ origin: this.origin, topic: name });
    for (const [database, { log }] of this.#links) {
      database
        .notify(CACHE_CHANNEL, payload)
        .catch((error: unknown) => log.warn({ err: error, topic: name }, 'cache notify failed'));
    }
  }

  /** Starts listening on `database` for the other processes' invalidations (idempotent). */
  async connect(database: Database, log: Logger): Promise<void> {
    if (this.#links.has(database)) return;
    const stop = await database.listen(
      CACHE_CHANNEL,
      (payload) => {
        let message: { origin?: unknown; topic?: unknown };
        try {
          message = JSON.parse(payload) as typeof message;
        } catch {
          return;
        }
        if (message.origin === this.origin || typeof message.topic !== 'string') return;
        this.#run(message.topic);
      },
      () => {
        for (const name of this.#topics.keys()) this.#run(name);
      },
    );
    this.#links.set(database, { stop, log });
  }

  /** Stops listening on `database`. */
  async disconnect(database: Database): Promise<void> {
    const link = this.#links.get(database);
    this.#links.delete(database);
    await link?.stop();
  }

  #run(name: string): void {
    for (const handler of this.#topics.get(name) ?? []) handler();
  }
}

/** The bus of this process (app.ts connects it to the database at start). */
export const cacheBus = new CacheBus();

/** Registers a per-process cache on the process's bus; see {@link CacheBus.topic}. */
export function cacheTopic(name: string, onInvalidate: () => void): CacheTopic {
  return cacheBus.topic(name, onInvalidate);
}
