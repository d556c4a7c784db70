/**
 * Applications (route `b.applications`, spec §2): the applications a business received, newest
 * first, in a table filtered by job posting and status (both in the URL). A row opens the
 * application (`b.application`).
 */
import type { ApplicationStatus } from '@hireloop/api';
import {
  Avatar,
  Badge,
  Button,
  EmptyState,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  useT,
} from '@hireloop/ui';
import { Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import { APPLICATION_STATUSES } from '../../shared/enums.ts';
import { formatDate } from '../../shared/format.ts';
import * as styles from './applications.css.ts';
import {
  applicationFiltersFromParams,
  paramsFromApplicationFilters,
  receivedApplicationsQuery,
  type ApplicationFilters,
} from './filters.ts';
import { usePostingOptions, useReceivedApplications } from './queries.ts';

/** The business's Applications screen. */
export function ReceivedApplications() {
  const t = useT('webMarketApplications');
  const jobs = useT('jobs');
  const nav = useT('nav');
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => applicationFiltersFromParams(params), [params]);
  const applications = useReceivedApplications(
    useMemo(() => receivedApplicationsQuery(filters), [filters]),
  );
  const postings = usePostingOptions();
  const set = (patch: Partial<ApplicationFilters>) =>
    setParams(paramsFromApplicationFilters({ ...filters, page: 1, ...patch }));
  const data = applications.data;
  const filtered = filters.status !== null || filters.postingId !== null;

  const postingItems = [
    { id: 'all', title: t('filters.allPostings') },
    ...(postings.data?.data ?? []).map((posting) => ({ id: posting.id, title: posting.title })),
  ];
  // A posting from a shared link that is not among the 50 newest still shows as chosen.
  if (filters.postingId && !postingItems.some((item) => item.id === filters.postingId)) {
    postingItems.push({ id: filters.postingId, title: t('filters.thisPosting') });
  }
  const statusItems = [{ id: 'all' }, ...APPLICATION_STATUSES.map((id) => ({ id }))];

  return (
    <Page title={nav('applications')} lead={t('received.lead')} width="wide">
      <div className={styles.toolbar}>
        <Select<{ id: string; title: string }>
          label={t('filters.posting')}
          className={styles.filter}
          items={postingItems}
          selectedKey={filters.postingId ?? 'all'}
          onSelectionChange={(key) => set({ postingId: key === 'all' ? null : String(key) })}
        >
          {(item) => <SelectItem id={item.id}>{item.title}</SelectItem>}
        </Select>
        <Select<{ id: string }>
          label={t('filters.status')}
          className={styles.filter}
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
        {data ? (
          <p className={styles.muted} aria-live="polite">
            {t('received.count', { count: data.meta.total })}
          </p>
        ) : null}
      </div>

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
                      <span className={styles.applicant}>
                        <Avatar
                          src={application.applicant.avatarThumbUrl}
                          name={name}
                          size="sm"
                          showInitials
                          decorative
                        />
                        <span className={styles.applicantCell}>
                          <span className={styles.applicantName}>{name}</span>
                          {application.applicant.headline ? (
                            <span className={styles.small}>{application.applicant.headline}</span>
                          ) : null}
                        </span>
                      </span>
                    </TableCell>
                    <TableCell>{application.posting.title}</TableCell>
                    <TableCell>
                      <Badge tone={statusTone(application.status)}>
                        {jobs(`applicationStatus.${application.status}`)}
                      </Badge>
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
    </Page>
  );
}
