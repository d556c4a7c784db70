/**
 * The TanStack Query keys and options of the conversations (issue 28). Every key starts with
 * `['conversations', area]`, so one invalidation (a stream event) refreshes the inbox, the badge
 * and the open conversation together.
 */
import type { Api, Area } from '@hireloop/api';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

/** Keys of the conversation queries, by area. */
export const conversationKeys = {
  /** Everything of the area's conversations. */
  all: (area: Area) => ['conversations', area] as const,
  /** The inbox pages (any search). */
  lists: (area: Area) => ['conversations', area, 'list'] as const,
  /** The unread total of the sidebar badge. */
  unread: (area: Area) => ['conversations', area, 'unread'] as const,
  /** The newest page of one conversation. */
  conversation: (area: Area, id: string) => ['conversations', area, 'detail', id] as const,
};

/** Conversations on an inbox page (the contract's maximum). */
export const INBOX_PAGE_SIZE = 50;

/** The inbox for the words `q` ('' for all), newest activity first. */
export function inboxQuery(api: Api, area: Area, q: string) {
  return queryOptions({
    queryKey: [...conversationKeys.lists(area), q] as const,
    queryFn: () => api.conversations(area).list({ perPage: INBOX_PAGE_SIZE, q: q || undefined }),
    placeholderData: keepPreviousData,
  });
}

/** The total of unread messages over the area's conversations (the "Messages" badge). */
export function unreadQuery(api: Api, area: Area) {
  return queryOptions({
    queryKey: conversationKeys.unread(area),
    queryFn: async () => (await api.conversations(area).list({ perPage: 1 })).meta.unreadCount,
  });
}

/** The newest page of the conversation of application `id`. */
export function conversationQuery(api: Api, area: Area, id: string) {
  return queryOptions({
    queryKey: conversationKeys.conversation(area, id),
    queryFn: () => api.conversations(area).messages(id),
  });
}
