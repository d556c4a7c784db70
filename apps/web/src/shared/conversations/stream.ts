/**
 * The live connection of the signed-in tab to the conversation stream (issue 28, decision 236):
 * it opens the stream, hands each event on, and when the stream ends or fails reconnects after a
 * back-off of 1 s doubling to 30 s (back to 1 s once a `ready` arrives). Framework-free, so the
 * timing is tested with fake timers; the shell's hook (useConversationStream.ts) wires it to the
 * query cache and loads this module on its own.
 */
import type { ConversationStreamEvent } from '@hireloop/api';

/** The first wait before reconnecting (ms). */
export const STREAM_RETRY_FIRST_MS = 1_000;
/** The longest wait before reconnecting (ms). */
export const STREAM_RETRY_MAX_MS = 30_000;

/** What {@link startConversationStream} needs. */
export interface ConversationStreamOptions {
  /** Opens the stream once; resolves when it ends, rejects when it fails (`streamEvents` of the api). */
  open: (options: {
    signal: AbortSignal;
    onEvent: (event: ConversationStreamEvent) => void;
  }) => Promise<void>;
  /** Each event of the stream. */
  onEvent: (event: ConversationStreamEvent) => void;
  /** True once `ready` arrived, false when the stream ended or failed (the fallback polls then). */
  onLiveChange: (live: boolean) => void;
}

/**
 * The wait before reconnection attempt `attempt` (0 for the first): 1 s, 2 s, 4 s … at most 30 s.
 */
export function retryDelayMs(attempt: number): number {
  return Math.min(STREAM_RETRY_MAX_MS, STREAM_RETRY_FIRST_MS * 2 ** Math.max(0, attempt));
}

/**
 * Opens the stream now and keeps it open until the returned `stop` is called (sign-out, the
 * shell unmounting): every end or failure waits {@link retryDelayMs} and opens it again.
 * @returns stop: closes the stream and cancels any reconnection
 */
export function startConversationStream({
  open,
  onEvent,
  onLiveChange,
}: ConversationStreamOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let live = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  const setLive = (next: boolean) => {
    if (next === live) return;
    live = next;
    onLiveChange(next);
  };
  const connect = () => {
    if (stopped) return;
    controller = new AbortController();
    const settle = () => {
      if (stopped) return;
      setLive(false);
      timer = setTimeout(connect, retryDelayMs(attempt));
      attempt += 1;
    };
    open({
      signal: controller.signal,
      onEvent: (event) => {
        if (stopped) return;
        if (event.type === 'ready') {
          attempt = 0;
          setLive(true);
        }
        onEvent(event);
      },
    }).then(settle, settle);
  };
  connect();
  return () => {
    stopped = true;
    clearTimeout(timer);
    controller?.abort();
  };
}
