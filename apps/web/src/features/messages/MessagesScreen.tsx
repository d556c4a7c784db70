/**
 * The Messages screen (issue 28): the inbox (newest activity first, a debounced search kept in
 * the URL as `q`) and, at `/x/messages/:id`, the conversation of that application. On a desktop
 * both side by side (without an id the right side asks to pick one); on a phone the conversation
 * alone with "Back to messages".
 */
import { areaForRole, type Area, type ConversationSummary } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Box,
  Column,
  Columns,
  EmptyState,
  Heading,
  Inline,
  Link,
  SearchField,
  Stack,
  Text,
  useT,
} from '@hireloop/ui';
import { useQuery } from '@tanstack/react-query';
import { MessagesSquare } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useCurrentUser } from '../../app/authHooks.ts';
import { useServices } from '../../app/context.tsx';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { useDebouncedValue } from '../../shared/useDebouncedValue.ts';
import { Conversation } from '../../shared/conversations/Conversation.tsx';
import * as styles from '../../shared/conversations/messages.css.ts';
import { inboxQuery } from '../../shared/conversations/queries.ts';

/** The first line of the newest entry of a row, as the inbox shows it. */
function usePreview() {
  const t = useT('webConversations');
  const jobs = useT('jobs');
  return (row: ConversationSummary) => {
    const last = row.lastEntry;
    if (!last) return t('noEntryYet');
    const text =
      last.kind === 'stage_change'
        ? t('movedTo', { status: last.status ? jobs(`applicationStatus.${last.status}`) : '' })
        : ((last.body ?? '').split('\n')[0] ?? '');
    return last.isMine ? t('you', { text }) : text;
  };
}

/** The inbox of `area` with its search; `selectedId` marks the open conversation. */
export function Inbox({ area, selectedId }: { area: Area; selectedId?: string | undefined }) {
  const t = useT('webConversations');
  const { api } = useServices();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced === q) return;
    setParams(debounced ? { q: debounced } : {}, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed words drive the URL
  }, [debounced]);
  const query = useQuery(inboxQuery(api, area, q));
  const preview = usePreview();
  const route = area === 'b' ? 'b.message' : 'c.message';
  const search = q ? `?${new URLSearchParams({ q }).toString()}` : '';

  let list;
  if (query.isPending) list = <LoadingBlock lines={4} />;
  else if (query.isError)
    list = <ErrorBlock error={query.error} onRetry={() => void query.refetch()} headingLevel={2} />;
  else if (query.data.data.length === 0)
    list = q ? (
      <Text role="status">{t('noMatch', { q })}</Text>
    ) : (
      <EmptyState
        icon={MessagesSquare}
        headingLevel={2}
        title={t('empty')}
        description={t(`emptyHint.${area}`)}
      />
    );
  else
    list = (
      <Stack as="ul" space="md" aria-label={t('inboxLabel')}>
        {query.data.data.map((row) => (
          <Box as="li" key={row.applicationId} className={styles.inboxRow}>
            <Inline space="sm" alignY="top" noWrap>
              <Avatar
                src={row.otherParty.avatarThumbUrl}
                name={row.otherParty.name}
                size="sm"
                decorative
              />
              <Stack space="xxs">
                <Link
                  variant="standalone"
                  href={`${pathTo(route, { id: row.applicationId })}${search}`}
                  aria-current={row.applicationId === selectedId ? 'page' : undefined}
                >
                  {row.job.title}
                </Link>
                <Text size="sm" weight={row.unreadCount > 0 ? 'semibold' : undefined}>
                  {row.otherParty.name}
                </Text>
                <Text size="sm" tone="muted">
                  {preview(row)}
                </Text>
              </Stack>
              {row.unreadCount > 0 ? (
                <Badge
                  tone="danger"
                  variant="solid"
                  size="sm"
                  count={row.unreadCount}
                  label={t('unread', { count: row.unreadCount })}
                />
              ) : null}
            </Inline>
          </Box>
        ))}
      </Stack>
    );

  return (
    <Stack space="md">
      <SearchField
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        value={text}
        onChange={setText}
      />
      {list}
    </Stack>
  );
}

/** The Messages screen of the signed-in user's area; see the module's description. */
export function MessagesScreen() {
  const t = useT('webConversations');
  const user = useCurrentUser();
  const area = areaForRole(user?.role);
  const { id } = useParams();
  const [params] = useSearchParams();
  const q = params.get('q');
  const back = `${pathTo(area === 'b' ? 'b.messages' : 'c.messages')}${q ? `?${new URLSearchParams({ q }).toString()}` : ''}`;
  return (
    <Page title={t('title')} lead={t('lead')} hideLeadOnPhone width="wide">
      <Columns collapseBelow="desktop" space="xl">
        <Column width="2/5">
          <Box display={id ? { mobile: 'none', desktop: 'block' } : undefined}>
            <Inbox area={area} selectedId={id} />
          </Box>
        </Column>
        <Column>
          {id ? (
            <Stack space="md">
              <Box display={{ mobile: 'block', desktop: 'none' }}>
                <Link variant="standalone" href={back}>
                  {t('back')}
                </Link>
              </Box>
              <Conversation key={id} area={area} applicationId={id} />
            </Stack>
          ) : (
            <Box display={{ mobile: 'none', desktop: 'block' }}>
              <Stack space="xs">
                <Heading level={2}>{t('pick')}</Heading>
                <Text tone="muted">{t('pickHint')}</Text>
              </Stack>
            </Box>
          )}
        </Column>
      </Columns>
    </Page>
  );
}
