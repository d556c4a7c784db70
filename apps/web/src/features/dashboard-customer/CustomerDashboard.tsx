/**
 * The customer's dashboard (route `c.dashboard`, R-PROD-2 "land on a role-specific dashboard"):
 * key figures, applications by status, recent activity (the latest application updates with the
 * company's notes), saved jobs and jobs recommended from the profile (GET /api/v1/c/dashboard).
 */
import type { ApplicationStatus, CustomerDashboard as Dashboard } from '@hireloop/api';
import {
  Badge,
  Box,
  Card,
  Column,
  Columns,
  EmptyState,
  Link,
  LinkButton,
  Skeleton,
  Stack,
  Stat,
  Text,
  Tiles,
  useT,
  Heading,
} from '@hireloop/ui';
import { Bell, BookmarkCheck, Compass, Send, Sparkles, Users } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useApi } from '../../app/context.tsx';
import { useCurrentUser } from '../../app/authHooks.ts';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { displayName } from '../../app/user.ts';
import { myApplicationHref, pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import * as styles from '../../shared/dashboard.css.ts';
import { applicationStatusValues } from '@hireloop/api/schema';
import { formatCount, formatRelative } from '../../shared/format.ts';
import { JobResultCard } from '../../shared/JobResultCard.tsx';
import { customerDashboardQuery } from '../../shared/routeQueries.ts';
import { DashboardSectionHeader } from '../../shared/DashboardSectionHeader.tsx';
import { UpcomingInterviews } from '../../shared/interviews/UpcomingInterviews.tsx';

/** The customer dashboard query (the shell's dashboard key, so both stay in step). */
export function useCustomerDashboard() {
  return useQuery(customerDashboardQuery(useApi()));
}

/** Applications counted over every status. */
export function totalApplications(counts: Record<ApplicationStatus, number>): number {
  return applicationStatusValues.reduce((sum, status) => sum + counts[status], 0);
}

function StatusBars({ counts }: { counts: Record<ApplicationStatus, number> }) {
  const jobs = useT('jobs');
  const max = Math.max(1, ...applicationStatusValues.map((status) => counts[status]));
  return (
    <Stack as="dl" space="xs">
      {applicationStatusValues.map((status) => (
        <div key={status} className={styles.bar}>
          <dt>
            <Link href={`${pathTo('c.applications')}?status=${status}`}>
              {jobs(`applicationStatus.${status}`)}
            </Link>
          </dt>
          <dd className={styles.barData}>
            <Box
              as="span"
              display="block"
              borderRadius="full"
              background="surfaceMuted"
              overflow="hidden"
              className={styles.barTrack}
              aria-hidden="true"
            >
              <Box
                as="span"
                display="block"
                borderRadius="full"
                background="accent"
                className={styles.barFill}
                style={{ width: `${(counts[status] / max) * 100}%` }}
              />
            </Box>
            <span className={styles.barValue}>{formatCount(counts[status])}</span>
          </dd>
        </div>
      ))}
    </Stack>
  );
}

/** A row of a dashboard list: the item's text, then its badge at the end. */
function ListItem({ children }: { children: ReactNode }) {
  return (
    <Box
      as="li"
      display="flex"
      alignItems="flex-start"
      justifyContent="space-between"
      gap="sm"
      paddingY="sm"
      className={styles.divided}
    >
      {children}
    </Box>
  );
}

/** The item's title and its details, one under another. */
function ItemMain({ children }: { children: ReactNode }) {
  return (
    <Box display="flex" flexDirection="column" gap="xxxs" minWidth="0">
      {children}
    </Box>
  );
}

function Loaded({ data }: { data: Dashboard }) {
  const t = useT('webMarketDashboard');
  const jobs = useT('jobs');
  const counts = data.applicationsByStatus;
  const total = totalApplications(counts);

  return (
    <>
      <Tiles columns={{ mobile: 2, desktop: 4 }}>
        <Card>
          <Stat icon={Send} label={t('customer.applications')} value={formatCount(total)} />
        </Card>
        <Card>
          <Stat
            icon={Users}
            label={t('customer.interviewing')}
            value={formatCount(counts.interviewing)}
          />
        </Card>
        <Card>
          <Stat
            icon={BookmarkCheck}
            label={t('customer.savedJobs')}
            value={formatCount(data.savedJobsCount)}
          />
        </Card>
        <Card>
          <Stat
            icon={Bell}
            label={t('customer.unread')}
            value={formatCount(data.unreadNotifications)}
          />
        </Card>
      </Tiles>

      {total === 0 && data.savedJobsCount === 0 ? (
        <EmptyState
          icon={Compass}
          title={t('customer.newTitle')}
          description={t('customer.newText')}
          action={<LinkButton href={pathTo('c.jobs')}>{t('customer.findJobs')}</LinkButton>}
        />
      ) : null}

      <Columns collapseBelow="desktop" space="lg">
        <Column width="3/5">
          <Stack space="lg">
            <Card as="section" aria-labelledby="dash-activity">
              <DashboardSectionHeader>
                <Heading level={2} id="dash-activity">
                  {t('customer.activity')}
                </Heading>
                {data.recentApplications.length > 0 ? (
                  <Link href={pathTo('c.applications')}>{t('customer.allApplications')}</Link>
                ) : null}
              </DashboardSectionHeader>
              {data.recentApplications.length === 0 ? (
                <EmptyState
                  size="sm"
                  headingLevel={3}
                  title={t('customer.noActivity')}
                  description={t('customer.noActivityText')}
                />
              ) : (
                <Stack as="ul" space="none">
                  {data.recentApplications.map((application) => {
                    const note = [...application.timeline]
                      .reverse()
                      .find((entry) => entry.note?.trim());
                    return (
                      <ListItem key={application.id}>
                        <ItemMain>
                          <Link
                            href={myApplicationHref(application.id)}
                            className={styles.itemTitle}
                          >
                            {application.job.title}
                          </Link>
                          <Text as="span" size="sm" tone="muted">
                            {application.job.company.name} ·{' '}
                            <time dateTime={application.updatedAt}>
                              {formatRelative(application.updatedAt)}
                            </time>
                          </Text>
                          {note?.note ? <span className={styles.note}>“{note.note}”</span> : null}
                        </ItemMain>
                        <Badge tone={statusTone(application.status)}>
                          {jobs(`applicationStatus.${application.status}`)}
                        </Badge>
                      </ListItem>
                    );
                  })}
                </Stack>
              )}
            </Card>

            <section aria-labelledby="dash-recommended">
              <DashboardSectionHeader>
                <Heading level={2} id="dash-recommended">
                  <Sparkles aria-hidden="true" size={18} /> {t('customer.recommended')}
                </Heading>
                <Link href={pathTo('c.jobs')}>{t('customer.findMore')}</Link>
              </DashboardSectionHeader>
              {data.recommendedJobs.length === 0 ? (
                <EmptyState
                  size="sm"
                  headingLevel={3}
                  title={t('customer.noRecommended')}
                  description={t('customer.noRecommendedText')}
                />
              ) : (
                <Stack as="ul" space="sm">
                  {data.recommendedJobs.map((job) => (
                    <li key={job.id}>
                      <JobResultCard job={job} />
                    </li>
                  ))}
                </Stack>
              )}
            </section>
          </Stack>
        </Column>

        <Column width="2/5">
          <Stack space="lg">
            <UpcomingInterviews area="c" />
            <Card as="section" aria-labelledby="dash-status">
              <DashboardSectionHeader>
                <Heading level={2} id="dash-status">
                  {t('customer.byStatus')}
                </Heading>
              </DashboardSectionHeader>
              <StatusBars counts={counts} />
            </Card>

            <Card as="section" aria-labelledby="dash-saved">
              <DashboardSectionHeader>
                <Heading level={2} id="dash-saved">
                  {t('customer.saved')}
                </Heading>
                {data.savedJobsCount > 0 ? (
                  <Link href={pathTo('c.jobs.bookmarked')}>
                    {t('customer.allSaved', { count: data.savedJobsCount })}
                  </Link>
                ) : null}
              </DashboardSectionHeader>
              {data.savedJobs.length === 0 ? (
                <EmptyState
                  size="sm"
                  headingLevel={3}
                  title={t('customer.noSaved')}
                  description={t('customer.noSavedText')}
                />
              ) : (
                <Stack as="ul" space="none">
                  {data.savedJobs.map((job) => (
                    <ListItem key={job.id}>
                      <ItemMain>
                        <Link href={pathTo('c.job', { id: job.id })} className={styles.itemTitle}>
                          {job.title}
                        </Link>
                        <Text as="span" size="sm" tone="muted">
                          {job.company.name}
                          {job.location ? ` · ${job.location}` : ''}
                        </Text>
                      </ItemMain>
                      {job.isClosed ? <Badge tone="warning">{jobs('jobCard.closed')}</Badge> : null}
                    </ListItem>
                  ))}
                </Stack>
              )}
            </Card>
          </Stack>
        </Column>
      </Columns>
    </>
  );
}

/** The customer dashboard screen. */
export function CustomerDashboard() {
  const t = useT('webMarketDashboard');
  const user = useCurrentUser();
  const dashboard = useCustomerDashboard();
  return (
    <Page title={t('title')} lead={t('welcome', { name: displayName(user) })} width="wide">
      {dashboard.isError ? (
        <ErrorBlock error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : dashboard.isPending ? (
        <LoadingBlock>
          <Tiles columns={{ mobile: 2, desktop: 4 }}>
            {Array.from({ length: 4 }, (_, index) => (
              <Card key={index}>
                <Skeleton lines={2} />
              </Card>
            ))}
          </Tiles>
          <Skeleton lines={6} />
        </LoadingBlock>
      ) : (
        <Loaded data={dashboard.data} />
      )}
    </Page>
  );
}
