/**
 * The unread badge of the sidebar's "Messages" link (issue 28): the total of unread messages over
 * the area's conversations (`meta.unreadCount` of the inbox), capped "99+" by the Badge; nothing
 * when there are none or the count is not known yet.
 */
import type { Area } from '@hireloop/api';
import { Badge, useT } from '@hireloop/ui';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../app/context.tsx';
import { unreadBadgeText } from '../../app/user.ts';
import { unreadQuery } from './queries.ts';

/** The badge; see the module's description. */
export function MessagesBadge({ area }: { area: Area }) {
  const t = useT('webConversations');
  const { api } = useServices();
  const { data: count = 0 } = useQuery(unreadQuery(api, area));
  if (!unreadBadgeText(count)) return null;
  return (
    <Badge tone="danger" variant="solid" size="sm" count={count} label={t('badge', { count })} />
  );
}
