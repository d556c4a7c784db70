/**
 * One application's conversation (issue 28), the same component on the Messages screen and on the
 * application pages: the entries oldest first (messages with who wrote them, their picture and
 * the time in the reader's time zone; stage changes as a compact line with the note), "Load
 * earlier messages" while there are older ones, "Seen" under the reader's last message the other
 * side has read, and the message box, or why writing is closed. Opening it marks it read (and
 * updates the badge). It refreshes on the tab's stream events and polls every 5 s while the
 * stream is down.
 */
import {
  isApiError,
  type Area,
  type ConversationEntry,
  type ConversationPage,
} from '@hireloop/api';
import {
  Avatar,
  Box,
  Button,
  Heading,
  Inline,
  Stack,
  Text,
  formatDateTime,
  useT,
} from '@hireloop/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { useServices } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { ApplicationInterviews } from '../interviews/ApplicationInterviews.tsx';
import { FALLBACK_POLL_MS, useConversationsLive } from './ConversationsLive.tsx';
import { MessageBox } from './MessageBox.tsx';
import { MessageText } from './MessageText.tsx';
import * as styles from './messages.css.ts';
import { conversationKeys, conversationQuery } from './queries.ts';
import { seenEntryId } from './seen.ts';

/** Props of {@link Conversation}. */
export interface ConversationProps {
  /** The reader's area: `c` the applicant, `b` the business. */
  area: Area;
  /** The application whose conversation it is. */
  applicationId: string;
  /** The level of the conversation's heading. @default 2 */
  headingLevel?: 2 | 3;
  /**
   * The heading's text: the job and the other party (the Messages screen) or "Conversation" (an
   * application page). @default 'party'
   */
  heading?: 'party' | 'section';
}

function EntryItem({ entry, seen }: { entry: ConversationEntry; seen: boolean }) {
  const t = useT('webConversations');
  const jobs = useT('jobs');
  const { locale } = useLocale();
  const time = (
    <Text as="time" size="xs" tone="muted" dateTime={entry.createdAt}>
      {formatDateTime(entry.createdAt, locale)}
    </Text>
  );
  if (entry.kind === 'stage_change') {
    return (
      <Box as="li" paddingY="xs" className={styles.stage}>
        <Stack space="xxs">
          <Inline space="xs" alignY="center">
            <Text size="sm" weight="semibold">
              {t('movedTo', {
                status: entry.status ? jobs(`applicationStatus.${entry.status}`) : '',
              })}
            </Text>
            {time}
          </Inline>
          {entry.body ? (
            <Box as="p" fontSize="sm" className={styles.body}>
              <MessageText>{entry.body}</MessageText>
            </Box>
          ) : null}
        </Stack>
      </Box>
    );
  }
  return (
    <Box as="li">
      <Inline space="sm" alignY="top" noWrap>
        <Avatar src={entry.author.avatarThumbUrl} name={entry.author.name} size="sm" decorative />
        <Stack space="xxs">
          <Inline space="xs" alignY="center">
            <Text weight="semibold" size="sm">
              {entry.author.name}
            </Text>
            {time}
          </Inline>
          <Box as="p" className={styles.body}>
            <MessageText>{entry.body ?? ''}</MessageText>
          </Box>
          {seen ? (
            <Text size="xs" tone="muted">
              {t('seen')}
            </Text>
          ) : null}
        </Stack>
      </Inline>
    </Box>
  );
}

/** The conversation of application `applicationId`; see the module's description. */
export function Conversation({
  area,
  applicationId,
  headingLevel = 2,
  heading = 'party',
}: ConversationProps) {
  const t = useT('webConversations');
  const { api } = useServices();
  const queryClient = useQueryClient();
  const live = useConversationsLive();
  const headingId = useId();
  const key = conversationKeys.conversation(area, applicationId);
  const query = useQuery({
    ...conversationQuery(api, area, applicationId),
    refetchInterval: live ? false : FALLBACK_POLL_MS,
  });
  const [earlier, setEarlier] = useState<{
    entries: ConversationEntry[];
    cursor: string | null | undefined;
    loading: boolean;
    failed: boolean;
  }>({ entries: [], cursor: undefined, loading: false, failed: false });
  // Another conversation: forget the earlier pages of the last one.
  const [shownId, setShownId] = useState(applicationId);
  if (shownId !== applicationId) {
    setShownId(applicationId);
    setEarlier({ entries: [], cursor: undefined, loading: false, failed: false });
  }

  const page = query.data;
  const unread = page?.data.unreadCount ?? 0;
  // Reading it marks it read: on opening and whenever a new message of the other side arrives.
  useEffect(() => {
    if (!page || unread === 0) return;
    let cancelled = false;
    api
      .conversations(area)
      .markRead(applicationId)
      .then((left) => {
        if (cancelled) return;
        queryClient.setQueryData(conversationKeys.unread(area), left);
        queryClient.setQueryData<ConversationPage>(key, (old) =>
          old ? { ...old, data: { ...old.data, unreadCount: 0 } } : old,
        );
        void queryClient.invalidateQueries({ queryKey: conversationKeys.lists(area) });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` follows area and id
  }, [api, area, applicationId, queryClient, unread, page === undefined]);

  if (query.isPending) return <LoadingBlock lines={4} />;
  if (query.isError && !page)
    return <ErrorBlock error={query.error} onRetry={() => void query.refetch()} headingLevel={3} />;
  if (!page) return null;

  const { data, meta } = page;
  const cursor = earlier.cursor === undefined ? meta.earlierCursor : earlier.cursor;
  const known = new Set(data.entries.map((entry) => entry.id));
  const entries = [...earlier.entries.filter((entry) => !known.has(entry.id)), ...data.entries];
  const seenId = seenEntryId(entries, data.seenAt);
  const loadEarlier = async () => {
    if (!cursor) return;
    setEarlier((state) => ({ ...state, loading: true, failed: false }));
    try {
      const older = await api.conversations(area).messages(applicationId, { before: cursor });
      setEarlier((state) => ({
        entries: [...older.data.entries, ...state.entries],
        cursor: older.meta.earlierCursor,
        loading: false,
        failed: false,
      }));
    } catch {
      setEarlier((state) => ({ ...state, loading: false, failed: true }));
    }
  };
  const send = async (body: string) => {
    const written = await api.conversations(area).send(applicationId, body);
    queryClient.setQueryData<ConversationPage>(key, (old) =>
      old && !old.data.entries.some((entry) => entry.id === written.id)
        ? {
            ...old,
            data: { ...old.data, entries: [...old.data.entries, written] },
          }
        : old,
    );
    void queryClient.invalidateQueries({ queryKey: key });
    void queryClient.invalidateQueries({ queryKey: conversationKeys.lists(area) });
    return written;
  };

  return (
    <Stack as="section" space="md" aria-labelledby={headingId}>
      {heading === 'party' ? (
        <Inline space="sm" alignY="center" noWrap>
          <Avatar src={data.otherParty.avatarThumbUrl} name={data.otherParty.name} decorative />
          <Stack space="xxs">
            <Heading level={headingLevel} id={headingId}>
              {data.job.title}
            </Heading>
            <Text tone="muted" size="sm">
              {data.otherParty.name}
            </Text>
          </Stack>
        </Inline>
      ) : (
        <Heading level={headingLevel} id={headingId}>
          {t('section')}
        </Heading>
      )}
      <ApplicationInterviews
        area={area}
        applicationId={applicationId}
        canPropose={data.canWrite}
        headingLevel={headingLevel === 2 ? 3 : 4}
      />
      {cursor ? (
        <Stack space="xs" align="start">
          <Button
            variant="secondary"
            size="sm"
            isPending={earlier.loading}
            onPress={() => void loadEarlier()}
          >
            {t('earlier')}
          </Button>
          {earlier.failed ? (
            <Text role="alert" tone="danger" size="sm">
              {t('earlierFailed')}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {entries.length === 0 ? (
        <Text tone="muted">{data.canWrite ? t('nothingYet') : t('nothingYetClosed')}</Text>
      ) : (
        <Stack as="ol" space="md" aria-label={t('entriesLabel', { name: data.otherParty.name })}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} seen={entry.id === seenId} />
          ))}
        </Stack>
      )}
      {query.isError && isApiError(query.error) ? (
        <Text role="status" tone="muted" size="sm">
          {query.error.message}
        </Text>
      ) : null}
      {!live ? (
        <Text tone="muted" size="xs">
          {t('live.offline')}
        </Text>
      ) : null}
      {data.canWrite ? (
        <MessageBox
          onSend={send}
          onClosed={() => void queryClient.invalidateQueries({ queryKey: key })}
        />
      ) : (
        <Text as="p" tone="muted" role="note">
          {data.writeClosedMessage}
        </Text>
      )}
    </Stack>
  );
}
