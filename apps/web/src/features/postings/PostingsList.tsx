/**
 * Job postings (route `b.postings`, R-ROUTE-2): the business's postings, most recently updated first,
 * in tabs by status (All, Published, Drafts, Closed; the tab is in the URL). Each row links to the
 * posting and offers its actions: edit and preview, publish or delete a draft, close a published
 * posting — deleting and closing after a confirmation.
 */
import type { Posting, PostingStatus } from '@hireloop/api';
import {
  Badge,
  Box,
  Button,
  EmptyState,
  Inline,
  Link,
  LinkButton,
  Menu,
  MenuItem,
  MenuTrigger,
  Pagination,
  Skeleton,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  TabList,
  TabPanel,
  Tabs,
  Text,
  useT,
} from '@hireloop/ui';
import { CircleStop, Ellipsis, Eye, FilePlus, Pencil, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { postingStatusValues } from '@hireloop/api/schema';
import { formatCount, formatDate, formatRelative } from '../../shared/format.ts';
import { usePostings } from './queries.ts';
import { useMay } from '../../shared/team/role.ts';
import { usePostingActions } from './usePostingActions.tsx';

/** Postings per page. */
export const POSTINGS_PER_PAGE = 20;

/** The status tab of the URL (`?status=`), or `all`. */
export function statusTabFromParams(params: URLSearchParams): PostingStatus | 'all' {
  const status = params.get('status');
  return (postingStatusValues as readonly string[]).includes(status ?? '')
    ? (status as PostingStatus)
    : 'all';
}

/** The badge tone of a posting's status. */
export function postingStatusTone(status: PostingStatus): 'success' | 'neutral' | 'warning' {
  return status === 'published' ? 'success' : status === 'closed' ? 'warning' : 'neutral';
}

function PostingRowActions({
  posting,
  actions,
}: {
  posting: Posting;
  actions: ReturnType<typeof usePostingActions>;
}) {
  const t = useT('webMarketPostings');
  // An interviewer only previews (issue 36): the other actions are the posting roles'.
  const may = useMay('postings');
  return (
    <Inline space="xxs" align="end" alignY="stretch">
      <MenuTrigger>
        <Button
          variant="ghost"
          size="sm"
          iconOnly
          isPending={actions.pendingId === posting.id}
          aria-label={t('actions.menu', { title: posting.title })}
        >
          <Ellipsis aria-hidden="true" size={18} />
        </Button>
        <Menu
          aria-label={t('actions.menu', { title: posting.title })}
          placement="bottom end"
          onAction={(key) => {
            if (key === 'publish') actions.publish(posting);
            if (key === 'close') actions.requestClose(posting);
            if (key === 'reopen') actions.reopen(posting);
            if (key === 'delete') actions.requestDelete(posting);
          }}
        >
          {may && posting.status !== 'closed' ? (
            <MenuItem
              id="edit"
              href={pathTo('b.postings.edit', { id: posting.id })}
              icon={<Pencil aria-hidden="true" size={16} />}
            >
              {t('actions.edit')}
            </MenuItem>
          ) : null}
          <MenuItem
            id="preview"
            href={pathTo('b.posting.preview', { id: posting.id })}
            icon={<Eye aria-hidden="true" size={16} />}
          >
            {t('actions.preview')}
          </MenuItem>
          {may && posting.status === 'draft' ? (
            <MenuItem id="publish" icon={<Send aria-hidden="true" size={16} />}>
              {t('actions.publish')}
            </MenuItem>
          ) : null}
          {may && posting.status === 'published' ? (
            <MenuItem id="close" isDanger icon={<CircleStop aria-hidden="true" size={16} />}>
              {t('actions.close')}
            </MenuItem>
          ) : null}
          {may && posting.status === 'closed' ? (
            <MenuItem id="reopen" icon={<RotateCcw aria-hidden="true" size={16} />}>
              {t('reopen.action')}
            </MenuItem>
          ) : null}
          {may && posting.status === 'draft' ? (
            <MenuItem id="delete" isDanger icon={<Trash2 aria-hidden="true" size={16} />}>
              {t('actions.delete')}
            </MenuItem>
          ) : null}
        </Menu>
      </MenuTrigger>
    </Inline>
  );
}

/** The job postings screen. */
export function PostingsList() {
  const t = useT('webMarketPostings');
  const nav = useT('nav');
  const mayCreate = useMay('postings');
  const [params] = useSearchParams();
  const tab = statusTabFromParams(params);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam >= 1 && pageParam <= 10_000 ? pageParam : 1;
  const query = useMemo(
    () => ({ page, perPage: POSTINGS_PER_PAGE, ...(tab === 'all' ? {} : { status: [tab] }) }),
    [page, tab],
  );
  const postings = usePostings(query);
  const actions = usePostingActions();
  const data = postings.data;
  const tabs = ['all', 'published', 'draft', 'closed'] as const;
  const hrefOf = (status: (typeof tabs)[number], target = 1) => {
    const next = new URLSearchParams();
    if (status !== 'all') next.set('status', status);
    if (target > 1) next.set('page', String(target));
    const search = next.toString();
    return `${pathTo('b.postings')}${search ? `?${search}` : ''}`;
  };

  const body = postings.isError ? (
    <ErrorBlock error={postings.error} onRetry={() => void postings.refetch()} />
  ) : !data ? (
    <LoadingBlock>
      <Skeleton lines={6} />
    </LoadingBlock>
  ) : data.data.length === 0 ? (
    <EmptyState
      icon={FilePlus}
      title={tab === 'all' ? t('list.emptyTitle') : t(`list.emptyTab.${tab}`)}
      description={
        tab === 'all' ? t(mayCreate ? 'list.emptyText' : 'list.emptyTextInterviewer') : undefined
      }
      action={
        mayCreate ? (
          <LinkButton href={pathTo('b.postings.new')}>{nav('newPosting')}</LinkButton>
        ) : undefined
      }
    />
  ) : (
    <>
      <Table aria-label={t('list.tableLabel')}>
        <TableHeader>
          <TableColumn isRowHeader>{t('list.title')}</TableColumn>
          <TableColumn>{t('list.status')}</TableColumn>
          <TableColumn align="end">{t('list.applications')}</TableColumn>
          <TableColumn align="end">{t('list.views')}</TableColumn>
          <TableColumn align="end">{t('list.updated')}</TableColumn>
          <TableColumn align="end">{t('list.actions')}</TableColumn>
        </TableHeader>
        <TableBody items={data.data}>
          {(posting) => (
            <TableRow id={posting.id} textValue={posting.title}>
              <TableCell>
                <Box as="span" display="flex" flexDirection="column" gap="xxxs">
                  <Link href={pathTo('b.posting', { id: posting.id })}>{posting.title}</Link>
                  {posting.location ? (
                    <Text as="span" size="sm" tone="muted">
                      {posting.location}
                    </Text>
                  ) : null}
                </Box>
              </TableCell>
              <TableCell>
                <Badge tone={postingStatusTone(posting.status)}>
                  {t(`status.${posting.status}`)}
                </Badge>
              </TableCell>
              <TableCell align="end">{formatCount(posting.applicationsCount)}</TableCell>
              <TableCell align="end">{formatCount(posting.viewsCount)}</TableCell>
              <TableCell align="end">
                <time dateTime={posting.updatedAt} title={formatDate(posting.updatedAt)}>
                  {formatRelative(posting.updatedAt)}
                </time>
              </TableCell>
              <TableCell align="end">
                <PostingRowActions posting={posting} actions={actions} />
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
      <Pagination
        page={Math.min(page, Math.max(1, data.meta.lastPage))}
        totalPages={data.meta.lastPage}
        getPageHref={(target) => hrefOf(tab, target)}
      />
    </>
  );

  return (
    <Page
      title={nav('postings')}
      lead={t('list.lead')}
      actions={
        mayCreate ? (
          <LinkButton href={pathTo('b.postings.new')}>{nav('newPosting')}</LinkButton>
        ) : undefined
      }
      width="wide"
    >
      <Tabs selectedKey={tab}>
        <TabList aria-label={t('list.tabsLabel')}>
          {tabs.map((status) => (
            <Tab key={status} id={status} href={hrefOf(status)}>
              {t(`list.tabs.${status}`)}
            </Tab>
          ))}
        </TabList>
        <TabPanel key={tab} id={tab}>
          {body}
        </TabPanel>
      </Tabs>
      {actions.dialogs}
    </Page>
  );
}
