/**
 * The notifications screen of both roles (b.notifications, c.notifications; R-NOTIF-1, R-NOTIF-4, R-ERR-7, R-LIMIT-9):
 * tabs all, unread and important refilter the cached list of the polling machine and go back to
 * page 1; 10 a page, grouped into today, yesterday and earlier; mark read, toggle important,
 * delete and mark all read are optimistic (the machine rolls back and toasts on failure).
 */
import type { NotificationItem as MachineNotification } from '@hireloop/machines';
import {
  Box,
  Button,
  EmptyState,
  NotificationList,
  Pagination,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Tabs,
  Text,
  useT,
  type NotificationData,
} from '@hireloop/ui';
import { BellOff, CheckCheck } from 'lucide-react';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  useNotificationPolling,
  useNotificationsSelector,
} from '../../app/notificationPolling.tsx';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import {
  filterNotifications,
  isNotificationTab,
  notificationTabs,
  pageOf,
  type NotificationTab,
} from './model.ts';

function toData(item: MachineNotification): NotificationData {
  return {
    id: String(item.id),
    kind: (item.kind ?? 'system') as NotificationData['kind'],
    title: item.title ?? item.message,
    message: item.message,
    timestamp: item.timestamp,
    isRead: item.isRead,
    isImportant: item.isImportant,
    link: item.link ?? null,
  };
}

/** The notifications screen. */
export function NotificationsScreen() {
  const t = useT('notifications');
  const tWeb = useT('webNotifications');
  const actor = useNotificationPolling();
  const notifications = useNotificationsSelector((snapshot) => snapshot.context.notifications);
  const unreadCount = useNotificationsSelector((snapshot) => snapshot.context.unreadCount);
  const loaded = useNotificationsSelector((snapshot) => snapshot.context.serverList !== null);
  const error = useNotificationsSelector((snapshot) => snapshot.context.error);
  const [searchParams, setSearchParams] = useSearchParams();
  const tabParam = searchParams.get('tab');
  const tab: NotificationTab = isNotificationTab(tabParam) ? tabParam : 'all';
  const requestedPage = Number(searchParams.get('page') ?? '1') || 1;

  // Fetched at shell start; here it is served from the cache while it is fresh (60 s).
  useEffect(() => actor.send({ type: 'notifications.refresh' }), [actor]);

  const filtered = useMemo(() => filterNotifications(notifications, tab), [notifications, tab]);
  const { items, page, pages } = pageOf(filtered, requestedPage);

  const changeTab = (next: NotificationTab) =>
    setSearchParams(next === 'all' ? {} : { tab: next }, { preventScrollReset: true });
  const changePage = (next: number) =>
    setSearchParams(
      {
        ...(tab === 'all' ? {} : { tab }),
        ...(next > 1 ? { page: String(next) } : {}),
      },
      { preventScrollReset: true },
    );
  const retry = () => actor.send({ type: 'notifications.refresh', force: true });

  const actions = (
    <Button
      variant="secondary"
      isDisabled={unreadCount === 0}
      onPress={() => actor.send({ type: 'notifications.readAll' })}
    >
      <CheckCheck aria-hidden="true" size={16} />
      {t('actions.markAllRead')}
    </Button>
  );

  const panel = (
    <Stack space="lg">
      {!loaded && !error ? (
        <LoadingBlock lines={6} />
      ) : !loaded && error ? (
        <ErrorBlock error={new Error(error)} onRetry={retry} />
      ) : (
        <>
          {error ? (
            <Box
              as="p"
              role="status"
              display="flex"
              flexWrap="wrap"
              alignItems="center"
              gap="xs"
              padding="sm"
              borderRadius="md"
              background="warningSubtle"
              color="warningSubtleText"
            >
              {tWeb('refreshFailed')}{' '}
              <Button variant="ghost" size="sm" onPress={retry}>
                {tWeb('retry')}
              </Button>
            </Box>
          ) : null}
          <NotificationList
            notifications={items.map(toData)}
            onMarkRead={(id) => actor.send({ type: 'notifications.markRead', id })}
            onToggleImportant={(id) => actor.send({ type: 'notifications.toggleImportant', id })}
            onDelete={(id) => actor.send({ type: 'notifications.delete', id })}
            onOpen={(notification) => {
              if (!notification.isRead) {
                actor.send({ type: 'notifications.markRead', id: notification.id });
              }
            }}
            emptyContent={
              <EmptyState
                icon={BellOff}
                title={t(`empty.${tab}`)}
                description={tWeb(`emptyHint.${tab}`)}
              />
            }
          />
          <Pagination
            page={page}
            totalPages={pages}
            onPageChange={changePage}
            aria-label={tWeb('paginationLabel')}
          />
        </>
      )}
    </Stack>
  );

  return (
    <Page
      title={t('title')}
      lead={
        loaded ? (
          <>
            {tWeb('lead')}{' '}
            <Text as="span" weight="semibold" tone="neutral">
              {tWeb('unreadSummary', { count: unreadCount })}
            </Text>
          </>
        ) : (
          tWeb('lead')
        )
      }
      actions={loaded ? actions : undefined}
    >
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => changeTab(String(key) as NotificationTab)}
      >
        <TabList aria-label={tWeb('tabsLabel')}>
          {notificationTabs.map((id) => (
            <Tab key={id} id={id}>
              {t(`tabs.${id}`)}
            </Tab>
          ))}
        </TabList>
        {/* One panel per tab (react-aria renders the selected one), so each tab's aria-controls
            points at its own panel. */}
        {notificationTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {panel}
          </TabPanel>
        ))}
      </Tabs>
    </Page>
  );
}
