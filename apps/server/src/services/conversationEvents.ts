/**
 * What happens in conversations, heard by every server process (issue 28, decision 236): the
 * live event streams (`streamMessages`) subscribe per user; a write publishes `{application_id,
 * user_ids, type}` here, which delivers it to this process's subscribers at once and to the other
 * processes through PostgreSQL NOTIFY on {@link CONVERSATION_CHANNEL} (heard on a LISTEN
 * connection of their own). A process ignores its own NOTIFY (it delivered it already), as the
 * cache bus does. On PGlite (one process per folder) delivery is local only.
 *
 * Events carry ids only: a stream's client reads the conversation afterwards, so an event lost
 * with a dropped LISTEN connection costs nothing but a later read.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Database, type DbOrTx } from '../db/client.ts';
import { dbId } from '../db/columns.ts';
import { companyMemberIds } from './companyAccess.ts';

/** The NOTIFY channel of conversation events. */
export const CONVERSATION_CHANNEL = 'hireloop_conversations';

/** One event of a conversation, addressed to the users whose streams should hear it. */
export interface ConversationEvent {
  /** `entry`: a message or stage change was added; `read`: the other side read the conversation. */
  type: 'entry' | 'read';
  application_id: string;
  /** The users whose streams get the event. */
  user_ids: string[];
  /** For `read`: when the reader read it (RFC 3339). */
  seen_at?: string;
}

/** A stream's callback, called with each event addressed to its user. */
export type ConversationListener = (event: ConversationEvent) => void;

/** The conversation event bus of one app (see the module comment). */
export interface ConversationEvents {
  /** Delivers `event` here at once and to the other processes (a failed NOTIFY is logged, not thrown). */
  publish(event: ConversationEvent): void;
  /** Calls `listener` with every event addressed to `userId`. @returns a function that unsubscribes */
  subscribe(userId: string, listener: ConversationListener): () => void;
  /**
   * Registers `end`, which closes an open stream, to be called by {@link endStreams}.
   * @returns a function that forgets it (the stream ended by itself)
   */
  trackStream(end: () => void): () => void;
  /** Ends every open stream (the app is closing: open streams would keep its server open). */
  endStreams(): void;
  /** Subscribers of `userId` in this process (tests and diagnostics). */
  listenerCount(userId: string): number;
  /** Stops listening on the database. */
  close(): Promise<void>;
}

interface Logger {
  warn(obj: object, msg: string): void;
}

/** Whether `value` is a well-formed event (as another process sent it). */
function isEvent(value: unknown): value is ConversationEvent {
  const event = value as Partial<ConversationEvent> | null;
  return (
    typeof event === 'object' &&
    event !== null &&
    (event.type === 'entry' || event.type === 'read') &&
    typeof event.application_id === 'string' &&
    Array.isArray(event.user_ids) &&
    event.user_ids.every((id) => typeof id === 'string')
  );
}

/**
 * Creates the bus of an app on `database` and starts listening (app.ts, next to the cache bus).
 * @throws when the LISTEN connection cannot be opened (PostgreSQL)
 */
export async function createConversationEvents(
  database: Database,
  log: Logger,
): Promise<ConversationEvents> {
  const origin = randomUUID();
  const listeners = new Map<string, Set<ConversationListener>>();
  const streams = new Set<() => void>();

  function deliver(event: ConversationEvent): void {
    for (const userId of new Set(event.user_ids))
      for (const listener of listeners.get(userId) ?? []) {
        try {
          listener(event);
        } catch (error) {
          log.warn({ err: error }, 'conversation listener failed');
        }
      }
  }

  const stop = await database.listen(
    CONVERSATION_CHANNEL,
    (payload) => {
      let message: { origin?: unknown; event?: unknown };
      try {
        message = JSON.parse(payload) as typeof message;
      } catch {
        return;
      }
      if (message.origin === origin || !isEvent(message.event)) return;
      deliver(message.event);
    },
    // Events missed while the connection was down are not replayed: clients read after their cursor.
    () => {},
  );

  return {
    publish(event) {
      deliver(event);
      database
        .notify(CONVERSATION_CHANNEL, JSON.stringify({ origin, event }))
        .catch((error: unknown) => log.warn({ err: error }, 'conversation notify failed'));
    },
    subscribe(userId, listener) {
      let set = listeners.get(userId);
      if (!set) {
        set = new Set();
        listeners.set(userId, set);
      }
      set.add(listener);
      return () => {
        const current = listeners.get(userId);
        current?.delete(listener);
        if (current?.size === 0) listeners.delete(userId);
      };
    },
    trackStream(end) {
      streams.add(end);
      return () => streams.delete(end);
    },
    endStreams() {
      for (const end of [...streams]) end();
      streams.clear();
    },
    listenerCount: (userId) => listeners.get(userId)?.size ?? 0,
    close: () => stop(),
  };
}

/** An application and the user ids on its two sides (applicant; owner and active members). */
const conversationSidesRow = z.object({
  id: dbId,
  customer_id: dbId,
  owner_id: dbId,
  member_ids: z.array(dbId),
});

/**
 * Tells both sides' streams that entries were added to the conversations of applications `ids`
 * (a stage change written by the marketplace: a move or a withdrawal; issue 28). Looks up who is on
 * either side; unknown ids are skipped.
 */
export async function publishEntries(
  deps: { db: DbOrTx; conversationEvents: ConversationEvents },
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const rows = await queryRows(
    deps.db,
    sql`SELECT a.id, a.user_id AS customer_id, c.user_id AS owner_id, ${companyMemberIds} AS member_ids
          FROM applications a JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id
         WHERE a.id = ANY(${`{${ids.join(',')}}`}::uuid[])`,
    conversationSidesRow,
  );
  for (const row of rows)
    deps.conversationEvents.publish({
      type: 'entry',
      application_id: row.id,
      user_ids: [row.customer_id, row.owner_id, ...row.member_ids],
    });
}
