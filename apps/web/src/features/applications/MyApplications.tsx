/**
 * My applications (route `c.applications`, R-ROUTE-3): the customer's applications, most recently
 * updated first, and the imported jobs they marked "I applied" (TrackedApplications), both
 * filtered by the status in the URL (a tracked status counts as an application status by
 * `trackedStatusesFor`, decision 205) and both in the count. Each shows its job, status, when the
 * employer first opened it ("Viewed by the employer", issue 29), the business's
 * latest note, its timeline (StatusTimeline) and — while it is open — Withdraw, after a
 * confirmation. `#application-{id}` in the URL opens and scrolls to that application (the job page
 * and Application Submitted link there).
 */
import { MessagesLink } from '../../shared/conversations/MessagesLink.tsx';
import type { ApplicationStatus, CustomerApplication } from '@hireloop/api';
import {
  AlertDialog,
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  EmptyState,
  Heading,
  Inline,
  Link,
  LinkButton,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  Stack,
  StatusTimeline,
  Text,
  useT,
} from '@hireloop/ui';
import { Send } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNotify } from '../../app/context.tsx';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { applicationElementId, pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import { applicationStatusValues } from '@hireloop/api/schema';
import { isOpenApplication, upcomingStages } from '@hireloop/api/rules';
import { formatDate, formatRelative } from '../../shared/format.ts';
import { ScreeningAnswerList } from './ScreeningAnswerList.tsx';
import * as styles from './applications.css.ts';
import {
  applicationFiltersFromParams,
  myApplicationsQuery,
  myTrackedStatuses,
  paramsFromApplicationFilters,
} from './filters.ts';
import { useMyApplications, useWithdraw } from './queries.ts';
import { useTrackedApplications } from '../../shared/tracker.ts';
import { TrackedApplications } from './TrackedApplications.tsx';

/** The latest note the business wrote to the applicant, if any. */
export function latestNote(application: Pick<CustomerApplication, 'timeline'>) {
  return [...application.timeline].reverse().find((entry) => entry.note?.trim()) ?? null;
}

function ApplicationItem({
  application,
  isTarget,
  onWithdraw,
}: {
  application: CustomerApplication;
  isTarget: boolean;
  onWithdraw: (application: CustomerApplication) => void;
}) {
  const t = useT('webMarketApplications');
  const jobs = useT('jobs');
  const [expanded, setExpanded] = useState(isTarget);
  const timelineId = useId();
  const { job } = application;
  const note = latestNote(application);
  return (
    <Card as="article" aria-labelledby={`${timelineId}-title`}>
      <Stack space="lg">
        <Inline space="sm" align="between" alignY="top">
          <Box display="flex" flexDirection="column" gap="xxs" minWidth="0">
            <Heading level={2} id={`${timelineId}-title`}>
              <Link href={pathTo('c.job', { id: job.id })}>{job.title}</Link>
            </Heading>
            <Box as="span" display="inline-flex" alignItems="center" gap="xs" color="textMuted">
              <Avatar
                src={job.company.logoThumbUrl}
                name={job.company.name}
                shape="square"
                size="sm"
                showInitials
                decorative
              />
              {job.company.name}
              {job.location ? ` · ${job.location}` : ''}
            </Box>
          </Box>
          <Badge tone={statusTone(application.status)}>
            {jobs(`applicationStatus.${application.status}`)}
          </Badge>
        </Inline>
        <Text as="div" size="sm" tone="muted">
          <Inline as="p" space="md" alignY="stretch">
            <span>
              {t('item.applied')}{' '}
              <time dateTime={application.createdAt}>{formatDate(application.createdAt)}</time>
            </span>
            {application.viewedAt ? (
              <span>
                {t('item.viewed')}{' '}
                <time dateTime={application.viewedAt}>{formatDate(application.viewedAt)}</time>
              </span>
            ) : null}
            <span>
              {t('item.updated')}{' '}
              <time dateTime={application.updatedAt} title={formatDate(application.updatedAt)}>
                {formatRelative(application.updatedAt)}
              </time>
            </span>
            {application.resume ? (
              <span>{t('item.resume', { name: application.resume.filename })}</span>
            ) : null}
          </Inline>
        </Text>
        {application.closedReason ? (
          <Text size="sm" tone="warning">
            {t(`item.closedReason.${application.closedReason}`)}
          </Text>
        ) : null}
        {note ? (
          <Box
            as="blockquote"
            display="flex"
            flexDirection="column"
            gap="xxs"
            padding="sm"
            borderRadius="sm"
            background="surfaceMuted"
            className={styles.note}
          >
            <Text as="span" weight="semibold">
              {t('item.note', { company: job.company.name })}
            </Text>
            {note.note}
          </Box>
        ) : null}
      </Stack>
      <Box marginTop="md">
        <Inline space="sm" alignY="stretch">
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={timelineId}
            onPress={() => setExpanded((open) => !open)}
          >
            {application.answers.length > 0
              ? expanded
                ? t('item.hideProgressAndAnswers')
                : t('item.showProgressAndAnswers')
              : expanded
                ? t('item.hideProgress')
                : t('item.showProgress')}
          </Button>
          <MessagesLink applicationId={application.id} />
          {isOpenApplication(application) ? (
            <Button variant="ghost" size="sm" onPress={() => onWithdraw(application)}>
              {t('item.withdraw')}
            </Button>
          ) : null}
        </Inline>
      </Box>
      <Box id={timelineId} hidden={!expanded} marginTop="md">
        {expanded ? (
          <Stack space="lg">
            <StatusTimeline
              entries={application.timeline}
              upcoming={upcomingStages(application.status)}
            />
            {application.answers.length > 0 ? (
              <Stack as="section" space="sm" aria-labelledby={`${timelineId}-answers`}>
                <Heading level={3} id={`${timelineId}-answers`}>
                  {t('item.answersTitle')}
                </Heading>
                <ScreeningAnswerList answers={application.answers} />
              </Stack>
            ) : null}
          </Stack>
        ) : null}
      </Box>
    </Card>
  );
}

/** The My applications screen. */
export function MyApplications() {
  const t = useT('webMarketApplications');
  const jobs = useT('jobs');
  const nav = useT('nav');
  const notify = useNotify();
  const { hash } = useLocation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => applicationFiltersFromParams(params), [params]);
  const applications = useMyApplications(useMemo(() => myApplicationsQuery(filters), [filters]));
  const trackedStatuses = useMemo(() => myTrackedStatuses(filters), [filters]);
  const tracked = useTrackedApplications(trackedStatuses);
  // None when the filter keeps no tracked status; unknown while loading; left out if it failed.
  const trackedTotal = trackedStatuses === null || tracked.isError ? 0 : tracked.data?.meta.total;
  const withdraw = useWithdraw();
  const [confirming, setConfirming] = useState<CustomerApplication | null>(null);
  const data = applications.data;
  const prefix = `#${applicationElementId('')}`;
  const targetId = hash.startsWith(prefix) ? hash.slice(prefix.length) : null;

  // The list arrives after the shell's scroll to the hash: scroll once it is there.
  const targetFound = Boolean(targetId && data?.data.some((item) => item.id === targetId));
  useEffect(() => {
    if (!targetFound || !targetId) return;
    const element = document.getElementById(applicationElementId(targetId));
    element?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [targetFound, targetId]);

  const statusItems = [{ id: 'all' }, ...applicationStatusValues.map((id) => ({ id }))];

  return (
    <Page title={nav('applications')} lead={t('mine.lead')}>
      <Inline space="md" align="between" alignY="bottom">
        <div className={styles.filter}>
          <Select<{ id: string }>
            label={t('filters.status')}
            items={statusItems}
            selectedKey={filters.status ?? 'all'}
            onSelectionChange={(key) =>
              setParams(
                paramsFromApplicationFilters({
                  ...filters,
                  status: key === 'all' ? null : (key as ApplicationStatus),
                  page: 1,
                }),
              )
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
        {data && trackedTotal !== undefined ? (
          <Text tone="muted" aria-live="polite">
            {t('mine.count', { count: data.meta.total + trackedTotal })}
          </Text>
        ) : null}
      </Inline>

      {applications.isError ? (
        <ErrorBlock error={applications.error} onRetry={() => void applications.refetch()} />
      ) : !data ? (
        <LoadingBlock>
          {Array.from({ length: 3 }, (_, index) => (
            <Card key={index}>
              <Skeleton lines={3} />
            </Card>
          ))}
        </LoadingBlock>
      ) : data.data.length === 0 && trackedTotal !== 0 ? null : data.data.length === 0 ? (
        <EmptyState
          icon={Send}
          title={filters.status ? t('mine.emptyFilteredTitle') : t('mine.emptyTitle')}
          description={filters.status ? t('mine.emptyFilteredText') : t('mine.emptyText')}
          action={
            filters.status ? (
              <Button variant="secondary" onPress={() => setParams(new URLSearchParams())}>
                {t('filters.showAll')}
              </Button>
            ) : (
              <LinkButton href={pathTo('c.jobs')}>{t('mine.findJobs')}</LinkButton>
            )
          }
        />
      ) : (
        <>
          <Stack as="ul" space="md" aria-busy={applications.isPlaceholderData}>
            {data.data.map((application) => (
              <li
                key={application.id}
                id={applicationElementId(application.id)}
                className={styles.item}
              >
                <ApplicationItem
                  application={application}
                  isTarget={application.id === targetId}
                  onWithdraw={setConfirming}
                />
              </li>
            ))}
          </Stack>
          <Pagination
            page={Math.min(filters.page, Math.max(1, data.meta.lastPage))}
            totalPages={data.meta.lastPage}
            getPageHref={(page) => {
              const next = paramsFromApplicationFilters({ ...filters, page }).toString();
              return `${pathTo('c.applications')}${next ? `?${next}` : ''}`;
            }}
          />
        </>
      )}

      <TrackedApplications
        page={trackedStatuses === null ? undefined : tracked.data}
        isFiltered={filters.status !== null}
      />
      <AlertDialog
        isOpen={confirming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setConfirming(null);
            withdraw.reset();
          }
        }}
        title={t('withdraw.title')}
        variant="danger"
        confirmLabel={t('withdraw.confirm')}
        isPending={withdraw.isPending}
        closeOnConfirm={false}
        onConfirm={() => {
          if (!confirming) return;
          withdraw.mutate(confirming.id, {
            onSuccess: () => {
              notify({
                type: 'success',
                message: t('withdraw.done', { title: confirming.job.title }),
              });
              setConfirming(null);
            },
          });
        }}
      >
        <p>
          {confirming
            ? t('withdraw.text', {
                title: confirming.job.title,
                company: confirming.job.company.name,
              })
            : null}
        </p>
        {withdraw.error ? (
          <Box
            as="p"
            role="alert"
            padding="sm"
            borderRadius="md"
            background="dangerSubtle"
            color="dangerSubtleText"
          >
            {withdraw.error.message}
          </Box>
        ) : null}
      </AlertDialog>
    </Page>
  );
}
