/**
 * Live conversations of the signed-in tab (issue 28): one stream per tab, opened when the shell
 * mounts and closed when it unmounts (sign-out). On `entry` the area's conversation queries are
 * refreshed (the open conversation, the inbox, the badge); on `read` the conversation's `seenAt`
 * is updated in the cache. While the stream is down, {@link useConversationsLive} is false and
 * the open conversation polls every 5 s instead. The stream module is loaded on its own.
 */
import type { Area, ConversationPage, ConversationStreamEvent } from '@hireloop/api';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { useServices } from '../../app/context.tsx';
import { conversationKeys } from './queries.ts';

const LiveContext = createContext(false);

/** How often the open conversation is read while the stream is down (ms). */
export const FALLBACK_POLL_MS = 5_000;

/** Keeps the area's conversation stream open for `children` (the signed-in shell). */
export function ConversationsLive({ area, children }: { area: Area; children?: ReactNode }) {
  const { api } = useServices();
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onEvent = (event: ConversationStreamEvent) => {
      if (event.type === 'entry') {
        void queryClient.invalidateQueries({ queryKey: conversationKeys.all(area) });
      } else if (event.type === 'read') {
        queryClient.setQueryData<ConversationPage>(
          conversationKeys.conversation(area, event.applicationId),
          (page) => page && { ...page, data: { ...page.data, seenAt: event.seenAt } },
        );
      }
    };
    void import('./stream.ts').then(({ startConversationStream }) => {
      if (cancelled) return;
      stop = startConversationStream({
        open: (options) => api.conversations(area).streamEvents(options),
        onEvent,
        onLiveChange: setLive,
      });
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [api, area, queryClient]);
  return <LiveContext value={live}>{children}</LiveContext>;
}

/** True while the conversation stream is open (outside the shell: false, so screens poll). */
export function useConversationsLive(): boolean {
  return use(LiveContext);
}
