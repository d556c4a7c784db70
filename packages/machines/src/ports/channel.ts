import type { Channel } from '../types.ts';

/** A set of in-memory channels that behave like BroadcastChannels of one name. */
export interface MemoryChannelHub<TMessage> {
  /** Opens one tab's end: what it posts reaches every other end, never itself. */
  connect(): Channel<TMessage>;
  /** Every message posted so far, in order (for assertions). */
  readonly posted: readonly TMessage[];
}

/**
 * The fake BroadcastChannel for tests and stories (R-SESSION-6 "relayed between browser tabs").
 * Delivery is synchronous, unlike the real one; messages are structured-cloned like the real one.
 */
export function createMemoryChannelHub<TMessage>(): MemoryChannelHub<TMessage> {
  const ends = new Set<Set<(message: TMessage) => void>>();
  const posted: TMessage[] = [];
  return {
    posted,
    connect() {
      const listeners = new Set<(message: TMessage) => void>();
      ends.add(listeners);
      return {
        postMessage(message) {
          posted.push(message);
          for (const other of ends) {
            if (other === listeners) continue;
            for (const listener of [...other]) listener(structuredClone(message));
          }
        },
        subscribe(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
    },
  };
}

/**
 * Wraps a real `BroadcastChannel` of the given name as a {@link Channel}.
 * @param name channel name, e.g. `TAB_CHANNEL_NAME`.
 * @throws ReferenceError where `BroadcastChannel` does not exist.
 */
export function createBroadcastChannel<TMessage>(name: string): Channel<TMessage> {
  const channel = new BroadcastChannel(name);
  return {
    postMessage: (message) => channel.postMessage(message),
    subscribe(listener) {
      const handler = (event: MessageEvent<TMessage>) => listener(event.data);
      channel.addEventListener('message', handler);
      return () => channel.removeEventListener('message', handler);
    },
  };
}
