/**
 * A fair share per client address (issue 35 S3, decision 212): at most `concurrency` requests of
 * one address are served at once; the next ones wait in a per-address FIFO queue (at most
 * {@link ADDRESS_QUEUE_LIMIT} waiting, each at most {@link ADDRESS_QUEUE_WAIT_MS}) and are
 * otherwise answered 429 with `Retry-After`. Unlike a per-minute count, the cap holds whatever a
 * request costs and however fast the machine is: one address never holds more than its share of
 * the server, so another user's requests keep the rest.
 *
 * Neither @fastify/rate-limit (counts per time window) nor @fastify/under-pressure (one
 * process-wide threshold) limits concurrency per key, hence this small semaphore. It is per
 * process: N processes behind a load balancer give an address N × the cap, as they give N × the
 * capacity. The address is `request.ip` (what every rate limit keys on; X-Forwarded-For with
 * TRUST_PROXY=true). Probes and stored media ({@link UNLIMITED}) and non-API paths are exempt.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES } from '@hireloop/api/rules';
import { tooManyRequests } from '../lib/errors.ts';
import { UNLIMITED } from './policies.ts';

/** Requests of one address that may wait for a slot; one more is answered 429 at once. */
export const ADDRESS_QUEUE_LIMIT = 50;
/** Milliseconds a request may wait for a slot of its address before it is answered 429. */
export const ADDRESS_QUEUE_WAIT_MS = 2000;
/**
 * `Retry-After` (seconds) of a 429 of the cap: as long as the queue's own wait, a back-off for a
 * client that keeps more requests going than its address may.
 */
export const ADDRESS_BUSY_RETRY_AFTER_SECONDS = 2;

/** Frees a slot; calling it again does nothing. */
export type Release = () => void;

/** Per-key slots with a bounded FIFO queue (see the module comment). */
export interface AddressLimiter {
  /**
   * A slot for `key`: at once when fewer than `concurrency` are taken, else after the requests
   * queued before it. Resolves null when the queue is full, when the wait passes `maxWaitMs`, or
   * when `signal` aborts while waiting (the place in the queue is given up).
   */
  acquire(key: string, signal?: AbortSignal): Promise<Release | null>;
  /** Slots of `key` taken and requests waiting (for tests and diagnostics). */
  usage(key: string): { active: number; waiting: number };
}

interface Waiter {
  grant: (release: Release) => void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Creates a limiter.
 * @param options.concurrency slots per key (≥ 1)
 * @param options.queueLimit waiting requests per key. @default {@link ADDRESS_QUEUE_LIMIT}
 * @param options.maxWaitMs longest wait in ms. @default {@link ADDRESS_QUEUE_WAIT_MS}
 */
export function createAddressLimiter(options: {
  concurrency: number;
  queueLimit?: number;
  maxWaitMs?: number;
}): AddressLimiter {
  const { concurrency } = options;
  const queueLimit = options.queueLimit ?? ADDRESS_QUEUE_LIMIT;
  const maxWaitMs = options.maxWaitMs ?? ADDRESS_QUEUE_WAIT_MS;
  // Only keys with a taken slot or a waiter are kept, so the map holds the addresses being served.
  const keys = new Map<string, { active: number; waiting: Waiter[] }>();

  function releaser(key: string): Release {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      // The slot is freed on the next turn of the event loop (setImmediate runs after the sockets
      // are read). PGlite answers inside the server's own thread, so a request can run from its
      // first byte to its answer within one socket callback: freed at once, the slot would be free
      // again for the same address's next socket in the same turn, and an address with 40
      // connections would be served 40 times a turn while another user's request waits for the
      // turn to end (issue 35 S3: 350 ms instead of 15). Held until the next turn, the other
      // requests of the address queue, and it is served about once a turn like anyone else.
      setImmediate(() => {
        const state = keys.get(key)!;
        const next = state.waiting.shift();
        if (next) {
          clearTimeout(next.timer);
          next.grant(releaser(key));
          return;
        }
        state.active -= 1;
        if (state.active === 0) keys.delete(key);
      });
    };
  }

  return {
    acquire(key, signal) {
      let state = keys.get(key);
      if (!state) {
        state = { active: 0, waiting: [] };
        keys.set(key, state);
      }
      if (state.active < concurrency) {
        state.active += 1;
        return Promise.resolve(releaser(key));
      }
      if (state.waiting.length >= queueLimit || signal?.aborted) return Promise.resolve(null);
      const queue = state.waiting;
      return new Promise<Release | null>((resolve) => {
        let settled = false;
        const leave = () => {
          settled = true;
          const at = queue.indexOf(waiter);
          if (at >= 0) queue.splice(at, 1);
          clearTimeout(waiter.timer);
          signal?.removeEventListener('abort', leave);
          resolve(null);
        };
        const waiter: Waiter = {
          grant: (release) => {
            // Abandoned between its turn and the grant: the slot goes on to the next.
            if (settled) return release();
            settled = true;
            signal?.removeEventListener('abort', leave);
            resolve(release);
          },
          timer: setTimeout(leave, maxWaitMs),
        };
        queue.push(waiter);
        signal?.addEventListener('abort', leave, { once: true });
      });
    },
    usage(key) {
      const state = keys.get(key);
      return { active: state?.active ?? 0, waiting: state?.waiting.length ?? 0 };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The per-address cap of this app (http/addressConcurrency.ts). */
    addressLimiter: AddressLimiter;
  }
}

const slots = new WeakMap<FastifyRequest, Release>();

/**
 * Gives back `request`'s slot now, before its answer ends: a long-lived answer (the event stream
 * of `STREAMS` in policies.ts, issue 28) calls it once its headers are sent, so it holds no share of its
 * address while open. Calling it again, or for a request without a slot, does nothing.
 */
export function releaseAddressSlot(request: FastifyRequest): void {
  slots.get(request)?.();
}

/**
 * Registers the cap on `app` as its first onRequest hook (before the gate's database work): a
 * contract operation that is not exempt takes a slot of its address, waiting in the queue if need
 * be, or is answered 429 `{ message: "Too many requests. Please try again in 2 seconds." }` with
 * `Retry-After: 2`. The slot is freed when the answer is sent or the connection closes
 * (onResponse, onRequestAbort and the response's `close`), so dropped connections leak none; a
 * request whose client leaves while it waits leaves the queue. The limiter is `app.addressLimiter`.
 */
export function registerAddressConcurrency(app: FastifyInstance, limiter: AddressLimiter): void {
  app.decorate('addressLimiter', limiter);
  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    const operation = request.routeOptions.config.operation;
    if (!operation || UNLIMITED.has(operation.operationId)) return;
    const left = new AbortController();
    const onClose = () => left.abort();
    reply.raw.once('close', onClose);
    const release = await limiter.acquire(request.ip, left.signal);
    reply.raw.off('close', onClose);
    if (!release) {
      const wait = ADDRESS_BUSY_RETRY_AFTER_SECONDS;
      throw tooManyRequests(wait, HTTP_MESSAGES.retryIn(wait));
    }
    slots.set(request, release);
    // The connection may have closed between the grant and now: free the slot at once then.
    if (reply.raw.destroyed) release();
    else reply.raw.once('close', release);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    slots.get(request)?.();
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    slots.get(request)?.();
    done();
  });
}
