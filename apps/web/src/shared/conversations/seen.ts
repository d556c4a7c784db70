/**
 * The "Seen" rule of a conversation (issue 28, decision 236): "Seen" shows under the reader's
 * last message when the other side read the conversation at or after it was written.
 */
import type { ConversationEntry } from '@hireloop/api';

/**
 * The id of the reader's own last message if the other side has seen it, else null.
 * @param entries the conversation, oldest first
 * @param seenAt when the other side last read it (ISO 8601), or null
 */
export function seenEntryId(
  entries: readonly Pick<ConversationEntry, 'id' | 'kind' | 'isMine' | 'createdAt'>[],
  seenAt: string | null,
): string | null {
  if (!seenAt) return null;
  const last = entries.findLast((entry) => entry.isMine && entry.kind === 'message');
  if (!last) return null;
  return Date.parse(last.createdAt) <= Date.parse(seenAt) ? last.id : null;
}
