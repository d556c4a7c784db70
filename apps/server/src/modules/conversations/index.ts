/**
 * Conversations between an applicant and the business, one per in-app application (issue 28,
 * decision 236): the inbox, reading a conversation, writing, marking read and the live event
 * stream, in both areas (`{area}`: the gate has checked the role; every lookup is scoped to the
 * signed-in side, another user's application answers 404). Message e-mails go out from the
 * housekeeping loop (emails.ts). On account deletion the person's read marks go; their messages
 * stay in the other side's history, shown with the account's tombstone name.
 */
import { CONVERSATION_MESSAGES, messageProblem } from '@hireloop/api/rules';
import { sql } from 'drizzle-orm';
import { fieldError } from '../../lib/errors.ts';
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import {
  listConversations,
  markConversationRead,
  messagesWrittenBy,
  readConversation,
  sendMessage,
  readerOf,
} from './conversations.ts';
import { sendMessageEmails } from './emails.ts';
import { streamMessages } from './stream.ts';

const handlers = defineHandlers({
  async listConversations({ query, user, auth, deps }) {
    return listConversations(deps.db, readerOf(user, auth), query);
  },

  async listApplicationMessages({ params, query, user, auth, deps, now }) {
    return readConversation(deps.db, readerOf(user, auth), params.id, query, now);
  },

  async sendApplicationMessage({ params, body, user, auth, deps, now, reply }) {
    const entry = await sendMessage(deps, readerOf(user, auth), params.id, body.body, now);
    reply.code(201);
    return { data: entry };
  },

  async markConversationRead({ params, user, auth, deps, now }) {
    return {
      data: {
        unread_count: await markConversationRead(deps, readerOf(user, auth), params.id, now),
      },
    };
  },

  streamMessages,
});

/**
 * A message's `body` is checked with the shared rule before the contract's validation, so each
 * refusal is worded as the clients word it (422 on `body`, nothing written).
 */
function checkMessageBody(body: unknown): void {
  const text = (body as { body?: unknown } | null)?.body;
  if (typeof text !== 'string') return;
  const problem = messageProblem(text);
  if (problem) throw fieldError('body', CONVERSATION_MESSAGES[problem]);
}

export default defineModule({
  name: 'conversations',
  handlers,
  bodyChecks: { sendApplicationMessage: checkMessageBody },
  exportAccountData: async (db, user) => ({ messages: await messagesWrittenBy(db, user.id) }),
  onAccountDeleted: async (tx, user) => {
    await tx.execute(sql`DELETE FROM conversation_reads WHERE user_id = ${user.id}`);
  },
  housekeeping: (deps) => sendMessageEmails(deps),
});
