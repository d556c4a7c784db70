/**
 * Applications (route `b.applications`, R-ROUTE-2): the applications a business received, newest
 * first or those meeting the must-haves first, filtered by job posting, status, applied date,
 * resume and must-haves (issue 29; all in the URL), each with its must-have mark, shown as a
 * table (a row opens the application, `b.application`) or, for one posting, as its pipeline
 * board (`view=board`, {@link PipelineBoard}).
 */
import type { ApplicationStatus } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Inline,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  Tab,
  TabList,
  TabPanel,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Tabs,
  Text,
  useT,
} from '@hireloop/ui';
import { Inbox, SquareKanban } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import { applicationStatusValues, daysWithinValues } from '@hireloop/api/schema';
import { formatDate } from '../../shared/format.ts';
import * as styles from './applications.css.ts';
import {
  applicationFiltersFromParams,
  paramsFromApplicationFilters,
  receivedApplicationsQuery,
  type ApplicationFilters,
  type ApplicationsView,
} from './filters.ts';
import { MustHavesBadge } from './MustHaves.tsx';
import { PipelineBoard } from './PipelineBoard.tsx';
import { usePostingOptions, useReceivedApplications } from './queries.ts';

/** The business's Applications screen. */
export function ReceivedApplications() {
  const t = useT('webMarketApplications');
  const jobs = useT('jobs');
  const nav = useT('nav');
  const board = useT('webMarketBoard');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => applicationFiltersFromParams(params), [params]);
  const view = filters.view ?? 'table';
  const applications = useReceivedApplications(
    useMemo(() => receivedApplicationsQuery(filters), [filters]),
    view === 'table',
  );
  const postings = usePostingOptions();
  const set = (patch: Partial<ApplicationFilters>) =>
    setParams(paramsFromApplicationFilters({ ...filters, page: 1, ...patch }));
  const data = applications.data;
  const filtered =
    filters.status !== null ||
    filters.postingId !== null ||
    filters.appliedWithinDays != null ||
    filters.hasResume != null ||
    filters.mustHaves != null;
  const boardPostingId = filters.postingId;

  const postingItems = [
    { id: 'all', title: t('filters.allPostings') },
    ...(postings.data?.data ?? []).map((posting) => ({ id: posting.id, title: posting.title })),
  ];
  // A posting from a shared link that is not among the 50 newest still shows as chosen.
  if (filters.postingId && !postingItems.some((item) => item.id === filters.postingId)) {
    postingItems.push({ id: filters.postingId, title: t('filters.thisPosting') });
  }
  const statusItems = [{ id: 'all' }, ...applicationStatusValues.map((id) => ({ id }))];
  const appliedItems = [
    { id: 'any', title: board('filters.anyTime') },
    ...daysWithinValues.map((days) => ({
      id: String(days),
      title: board('filters.withinDays', { count: days }),
    })),
  ];
  const mustHaveItems = [
    { id: 'any', title: t('filters.anyMustHaves') },
    { id: 'met', title: t('filters.mustHavesMet') },
    { id: 'missed', title: t('filters.mustHavesMissed') },
  ];
  const sortItems = [
    { id: 'newest', title: t('filters.sortNewest') },
    { id: 'must_haves', title: t('filters.sortMustHaves') },
  ];
  const resumeItems = [
    { id: 'any', title: board('filters.anyResume') },
    { id: 'yes', title: board('filters.withResume') },
    { id: 'no', title: board('filters.withoutResume') },
  ];

  return (
    <Page title={nav('applications')} lead={t('received.lead')} width="wide">
      <Inline space="md" align="between" alignY="bottom">
        <div className={styles.filter}>
          <Select<{ id: string; title: string }>
            label={t('filters.posting')}
            items={postingItems}
            selectedKey={filters.postingId ?? 'all'}
            onSelectionChange={(key) => set({ postingId: key === 'all' ? null : String(key) })}
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
        </div>
        <div className={styles.filter}>
          <Select<{ id: string }>
            label={t('filters.status')}
            items={statusItems}
            selectedKey={filters.status ?? 'all'}
            onSelectionChange={(key) =>
              set({ status: key === 'all' ? null : (key as ApplicationStatus) })
            }
          >
            {(item) => (
              <SelectItem id={item.id}>
                {item.id === 'all'
                  ? t('filters.allStatuses')
                  : jobs(`applicationStatus.${item.id as ApplicationStatus}`)}
              </SelectItem>
            )}
          </Select>
        </div>
        <div className={styles.smallFilter}>
          <Select<{ id: string; title: string }>
            label={board('filters.applied')}
            items={appliedItems}
            selectedKey={filters.appliedWithinDays ? String(filters.appliedWithinDays) : 'any'}
            onSelectionChange={(key) =>
              set({
                appliedWithinDays:
                  key === 'any' ? null : (Number(key) as (typeof daysWithinValues)[number]),
              })
            }
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
        </div>
        <div className={styles.smallFilter}>
          <Select<{ id: string; title: string }>
            label={board('filters.resume')}
            items={resumeItems}
            selectedKey={filters.hasResume == null ? 'any' : filters.hasResume ? 'yes' : 'no'}
            onSelectionChange={(key) => set({ hasResume: key === 'any' ? null : key === 'yes' })}
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
        </div>
        <div className={styles.smallFilter}>
          <Select<{ id: string; title: string }>
            label={t('filters.mustHaves')}
            items={mustHaveItems}
            selectedKey={filters.mustHaves ?? 'any'}
            onSelectionChange={(key) =>
              set({ mustHaves: key === 'any' ? null : (key as 'met' | 'missed') })
            }
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
        </div>
        <div className={styles.smallFilter}>
          <Select<{ id: string; title: string }>
            label={t('filters.sort')}
            items={sortItems}
            selectedKey={filters.sort ?? 'newest'}
            onSelectionChange={(key) => set({ sort: key as 'newest' | 'must_haves' })}
          >
            {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
          </Select>
        </div>
        {data && view === 'table' ? (
          <Text tone="muted" aria-live="polite">
            {t('received.count', { count: data.meta.total })}
          </Text>
        ) : null}
      </Inline>

      <Tabs selectedKey={view} onSelectionChange={(key) => set({ view: key as ApplicationsView })}>
        <TabList aria-label={board('view.label')}>
          <Tab id="table">{board('view.table')}</Tab>
          <Tab id="board">{board('view.board')}</Tab>
        </TabList>
        <TabPanel id="board">
          {boardPostingId ? (
            <PipelineBoard
              filters={{ ...filters, postingId: boardPostingId }}
              onShowAll={() =>
                setParams(
                  paramsFromApplicationFilters({
                    status: null,
                    postingId: boardPostingId,
                    page: 1,
                    view: 'board',
                  }),
                )
              }
            />
          ) : (
            <EmptyState
              icon={SquareKanban}
              title={board('choosePostingTitle')}
              description={board('choosePostingText')}
            />
          )}
        </TabPanel>
        <TabPanel id="table">
          {applications.isError ? (
            <ErrorBlock error={applications.error} onRetry={() => void applications.refetch()} />
          ) : !data ? (
            <LoadingBlock>
              <Skeleton lines={6} />
            </LoadingBlock>
          ) : data.data.length === 0 ? (
            <EmptyState
              icon={Inbox}
              title={filtered ? t('received.emptyFilteredTitle') : t('received.emptyTitle')}
              description={filtered ? t('received.emptyFilteredText') : t('received.emptyText')}
              action={
                filtered ? (
                  <Button variant="secondary" onPress={() => setParams(new URLSearchParams())}>
                    {t('filters.showAll')}
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <>
              <Table aria-label={t('received.tableLabel')}>
                <TableHeader>
                  <TableColumn isRowHeader>{t('received.applicant')}</TableColumn>
                  <TableColumn>{t('received.posting')}</TableColumn>
                  <TableColumn>{t('received.status')}</TableColumn>
                  <TableColumn>{t('mustHaves.column')}</TableColumn>
                  <TableColumn align="end">{t('received.applied')}</TableColumn>
                </TableHeader>
                <TableBody items={data.data}>
                  {(application) => {
                    const name =
                      `${application.applicant.firstName} ${application.applicant.lastName}`.trim();
                    return (
                      <TableRow
                        id={application.id}
                        href={pathTo('b.application', { id: application.id })}
                        textValue={name}
                      >
                        <TableCell>
                          <Inline space="md" noWrap>
                            <Avatar
                              src={application.applicant.avatarThumbUrl}
                              name={name}
                              size="sm"
                              showInitials
                              decorative
                            />
                            <Stack space="xxxs">
                              <Text as="span" weight="semibold">
                                {name}
                              </Text>
                              {application.applicant.headline ? (
                                <Text as="span" size="sm" tone="muted">
                                  {application.applicant.headline}
                                </Text>
                              ) : null}
                            </Stack>
                          </Inline>
                        </TableCell>
                        <TableCell>{application.posting.title}</TableCell>
                        <TableCell>
                          <Badge tone={statusTone(application.status)}>
                            {jobs(`applicationStatus.${application.status}`)}
                          </Badge>
                        </TableCell>
                        <TableCell>
                          {application.mustHavesCount > 0 ? (
                            <MustHavesBadge application={application} />
                          ) : (
                            <Text as="span" size="sm" tone="muted">
                              {t('mustHaves.none')}
                            </Text>
                          )}
                        </TableCell>
                        <TableCell align="end">
                          <time dateTime={application.createdAt}>
                            {formatDate(application.createdAt)}
                          </time>
                        </TableCell>
                      </TableRow>
                    );
                  }}
                </TableBody>
              </Table>
              <Pagination
                page={Math.min(filters.page, Math.max(1, data.meta.lastPage))}
                totalPages={data.meta.lastPage}
                getPageHref={(page) => {
                  const next = paramsFromApplicationFilters({ ...filters, page }).toString();
                  return `${pathTo('b.applications')}${next ? `?${next}` : ''}`;
                }}
              />
            </>
          )}
        </TabPanel>
      </Tabs>
    </Page>
  );
}
