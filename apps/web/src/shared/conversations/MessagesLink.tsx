/**
 * The "Messages" link of an application on My Applications (issue 28): to its conversation
 * (`/c/messages/{id}`), with its unread count read from the inbox (one shared query).
 */
import { LinkButton, useT } from '@hireloop/ui';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import { inboxQuery } from './queries.ts';

/** The link; see the module's description. */
export function MessagesLink({ applicationId }: { applicationId: string }) {
  const t = useT('webConversations');
  const { api } = useServices();
  const { data } = useQuery(inboxQuery(api, 'c', ''));
  const unread = data?.data.find((row) => row.applicationId === applicationId)?.unreadCount ?? 0;
  return (
    <LinkButton variant="ghost" size="sm" href={pathTo('c.message', { id: applicationId })}>
      {unread > 0 ? t('openConversationUnread', { count: unread }) : t('openConversation')}
    </LinkButton>
  );
}
