import type { ApiClient } from '../client.ts';
import { toCamel } from '../case.ts';
import { ApiError } from '../errors.ts';
import type {
  Area,
  ConversationEntry,
  ConversationList,
  ConversationPage,
  ConversationStreamEvent,
} from '../types.ts';
import { unwrap } from './result.ts';

/** Fallback messages of the conversation calls (issue 28; the server's own message wins). */
export const CONVERSATION_CALL_MESSAGES = {
  listFailed: 'Failed to load conversations',
  messagesFailed: 'Failed to load the conversation',
  sendFailed: 'Failed to send the message',
  markReadFailed: 'Failed to mark the conversation read',
  streamFailed: 'The live connection failed',
} as const;

/** Query of the inbox: `page` from 1, `perPage` ≤ 50 (default 20), `q` words to find. */
export interface ConversationListQuery {
  page?: number;
  perPage?: number;
  q?: string;
}

/** Query of a conversation page: one of `before` (older) or `after` (newer), `limit` 1–100 (default 50). */
export interface ConversationPageQuery {
  before?: string;
  after?: string;
  limit?: number;
}

/** Options of {@link createConversationsApi}'s `streamEvents`. */
export interface StreamEventsOptions {
  /** Aborting it closes the stream; the promise then resolves. */
  signal?: AbortSignal;
  /** Called for each `ready`, `entry` and `read` event (unknown events are skipped). */
  onEvent: (event: ConversationStreamEvent) => void;
}

const EVENT_NAMES = new Set(['ready', 'entry', 'read']);

/**
 * One Server-Sent Event as a typed {@link ConversationStreamEvent} (its JSON data camelCased), or
 * null for an unknown event name or unreadable data.
 */
export function toStreamEvent(
  name: string | undefined,
  data: string,
): ConversationStreamEvent | null {
  const type = name ?? 'message';
  if (!EVENT_NAMES.has(type)) return null;
  let payload: unknown;
  try {
    payload = data.trim() === '' ? {} : toCamel(JSON.parse(data) as unknown);
  } catch {
    return null;
  }
  if (type === 'ready') return { type: 'ready' };
  const fields = payload as { applicationId?: unknown; seenAt?: unknown };
  if (typeof fields.applicationId !== 'string') return null;
  if (type === 'entry') return { type: 'entry', applicationId: fields.applicationId };
  if (typeof fields.seenAt !== 'string') return null;
  return { type: 'read', applicationId: fields.applicationId, seenAt: fields.seenAt };
}

/**
 * Conversation calls of issue 28 under `/api/v1/{area}`: the inbox, one application's
 * conversation (read, write, mark read) and the live event stream.
 *
 * @param area `b` for the business, `c` for the applicant
 */
export function createConversationsApi(client: ApiClient, area: Area) {
  const path = { area };
  return {
    /**
     * The inbox (newest activity first) with `meta.unreadCount`, the total over every
     * conversation whatever `q` (the sidebar badge).
     * @throws {ApiError} "Failed to load conversations"
     */
    async list(query: ConversationListQuery = {}): Promise<ConversationList> {
      return unwrap(
        client.GET('/api/v1/{area}/conversations', { params: { path, query } }),
        CONVERSATION_CALL_MESSAGES.listFailed,
      );
    },
    /**
     * A page of application `id`'s conversation, entries oldest first: the newest `limit`
     * without a cursor, older ones with `before`, what arrived since with `after`.
     * @throws {ApiError} "Failed to load the conversation" (404 for another user's application)
     */
    async messages(id: string, query: ConversationPageQuery = {}): Promise<ConversationPage> {
      return unwrap(
        client.GET('/api/v1/{area}/applications/{id}/messages', {
          params: { path: { ...path, id }, query },
        }),
        CONVERSATION_CALL_MESSAGES.messagesFailed,
      );
    },
    /**
     * Writes a message (plain text, 1–5,000 characters) and returns the entry written.
     * @throws {ApiError} 422 with `errors.body`, 409 writing closed, 429 too many a minute
     */
    async send(id: string, body: string): Promise<ConversationEntry> {
      const answer = await unwrap(
        client.POST('/api/v1/{area}/applications/{id}/messages', {
          params: { path: { ...path, id } },
          body: { body },
        }),
        CONVERSATION_CALL_MESSAGES.sendFailed,
      );
      return answer.data;
    },
    /**
     * Marks the conversation read for the caller.
     * @returns the unread count left over all their conversations
     * @throws {ApiError} "Failed to mark the conversation read"
     */
    async markRead(id: string): Promise<number> {
      const answer = await unwrap(
        client.POST('/api/v1/{area}/applications/{id}/messages/read', {
          params: { path: { ...path, id } },
        }),
        CONVERSATION_CALL_MESSAGES.markReadFailed,
      );
      return answer.data.unreadCount;
    },
    /**
     * Opens the event stream (`GET /api/v1/{area}/messages/stream`) through the client, so its
     * auth and CSRF middleware apply, and calls `onEvent` for each `ready`, `entry` and `read`
     * event (comment lines are skipped). Resolves when the stream ends or `signal` aborts; the
     * caller reconnects.
     * @throws {ApiError} when it cannot be opened (HTTP error or network failure, status 0) or
     *   breaks while reading (status 0)
     */
    async streamEvents({ signal, onEvent }: StreamEventsOptions): Promise<void> {
      const stream = await unwrap(
        client.GET('/api/v1/{area}/messages/stream', {
          params: { path },
          parseAs: 'stream',
          headers: { Accept: 'text/event-stream' },
          ...(signal ? { signal } : {}),
        }) as Promise<{
          data?: ReadableStream<Uint8Array> | null;
          error?: unknown;
          response: Response;
        }>,
        CONVERSATION_CALL_MESSAGES.streamFailed,
      );
      if (!stream) return;
      // The parser is loaded with the first stream: no page needs it before.
      const { createParser } = await import('eventsource-parser');
      const parser = createParser({
        onEvent: ({ event, data }) => {
          const parsed = toStreamEvent(event, data);
          if (parsed) onEvent(parsed);
        },
      });
      const reader = stream.getReader();
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) return;
          parser.feed(decoder.decode(value, { stream: true }));
        }
      } catch (error) {
        if (signal?.aborted) return;
        throw new ApiError(
          error instanceof Error && error.message
            ? error.message
            : CONVERSATION_CALL_MESSAGES.streamFailed,
          { status: 0 },
        );
      } finally {
        reader.releaseLock();
      }
    },
  };
}

export type ConversationsApi = ReturnType<typeof createConversationsApi>;
