/**
 * The customer's dashboard (route `c.dashboard`, R-PROD-2 "land on a role-specific dashboard"):
 * key figures, applications by status, recent activity (the latest application updates with the
 * company's notes), saved jobs and jobs recommended from the profile (GET /api/v1/c/dashboard).
 */
import type { ApplicationStatus, CustomerDashboard as Dashboard } from '@hireloop/api';
import {
  Badge,
  Card,
  EmptyState,
  Link,
  LinkButton,
  Skeleton,
  Stat,
  useT,
  Heading,
} from '@hireloop/ui';
import { Bell, BookmarkCheck, Compass, Send, Sparkles, Users } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../app/context.tsx';
import { useCurrentUser } from '../../app/authHooks.ts';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { displayName } from '../../app/user.ts';
import { pathTo } from '../../paths.ts';
import { statusTone } from '../../shared/applicationStatus.ts';
import * as styles from '../../shared/dashboard.css.ts';
import { applicationStatusValues } from '@hireloop/api/schema';
import { formatCount, formatRelative } from '../../shared/format.ts';
import { JobResultCard } from '../../shared/JobResultCard.tsx';
import { customerDashboardQuery } from '../../shared/routeQueries.ts';

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
    <dl className={styles.bars}>
      {applicationStatusValues.map((status) => (
        <div key={status} className={styles.bar}>
          <dt>
            <Link href={`${pathTo('c.applications')}?status=${status}`}>
              {jobs(`applicationStatus.${status}`)}
            </Link>
          </dt>
          <dd className={styles.barData}>
            <span className={styles.barTrack} aria-hidden="true">
              <span
                className={styles.barFill}
                style={{ width: `${(counts[status] / max) * 100}%` }}
              />
            </span>
            <span className={styles.barValue}>{formatCount(counts[status])}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Loaded({ data }: { data: Dashboard }) {
  const t = useT('webMarketDashboard');
  const jobs = useT('jobs');
  const counts = data.applicationsByStatus;
  const total = totalApplications(counts);

  return (
    <>
      <div className={styles.stats}>
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
      </div>

      {total === 0 && data.savedJobsCount === 0 ? (
        <EmptyState
          icon={Compass}
          title={t('customer.newTitle')}
          description={t('customer.newText')}
          action={<LinkButton href={pathTo('c.jobs')}>{t('customer.findJobs')}</LinkButton>}
        />
      ) : null}

      <div className={styles.columns}>
        <div className={styles.column}>
          <Card as="section" aria-labelledby="dash-activity">
            <div className={styles.sectionHeader}>
              <Heading level={2} id="dash-activity">
                {t('customer.activity')}
              </Heading>
              {data.recentApplications.length > 0 ? (
                <Link href={pathTo('c.applications')}>{t('customer.allApplications')}</Link>
              ) : null}
            </div>
            {data.recentApplications.length === 0 ? (
              <EmptyState
                size="sm"
                headingLevel={3}
                title={t('customer.noActivity')}
                description={t('customer.noActivityText')}
              />
            ) : (
              <ul className={styles.list}>
                {data.recentApplications.map((application) => {
                  const note = [...application.timeline]
                    .reverse()
                    .find((entry) => entry.note?.trim());
                  return (
                    <li key={application.id} className={styles.listItem}>
                      <div className={styles.itemMain}>
                        <Link
                          href={`${pathTo('c.applications')}#application-${application.id}`}
                          className={styles.itemTitle}
                        >
                          {application.job.title}
                        </Link>
                        <span className={styles.small}>
                          {application.job.company.name} ·{' '}
                          <time dateTime={application.updatedAt}>
                            {formatRelative(application.updatedAt)}
                          </time>
                        </span>
                        {note?.note ? <span className={styles.note}>“{note.note}”</span> : null}
                      </div>
                      <Badge tone={statusTone(application.status)}>
                        {jobs(`applicationStatus.${application.status}`)}
                      </Badge>
                    </li>
                  );
                })}
              </ul>
            )}
          </Card>

          <section aria-labelledby="dash-recommended">
            <div className={styles.sectionHeader}>
              <Heading level={2} id="dash-recommended">
                <Sparkles aria-hidden="true" size={18} /> {t('customer.recommended')}
              </Heading>
              <Link href={pathTo('c.jobs')}>{t('customer.findMore')}</Link>
            </div>
            {data.recommendedJobs.length === 0 ? (
              <EmptyState
                size="sm"
                headingLevel={3}
                title={t('customer.noRecommended')}
                description={t('customer.noRecommendedText')}
              />
            ) : (
              <ul className={styles.jobList}>
                {data.recommendedJobs.map((job) => (
                  <li key={job.id}>
                    <JobResultCard job={job} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>

        <div className={styles.column}>
          <Card as="section" aria-labelledby="dash-status">
            <div className={styles.sectionHeader}>
              <Heading level={2} id="dash-status">
                {t('customer.byStatus')}
              </Heading>
            </div>
            <StatusBars counts={counts} />
          </Card>

          <Card as="section" aria-labelledby="dash-saved">
            <div className={styles.sectionHeader}>
              <Heading level={2} id="dash-saved">
                {t('customer.saved')}
              </Heading>
              {data.savedJobsCount > 0 ? (
                <Link href={pathTo('c.jobs.bookmarked')}>
                  {t('customer.allSaved', { count: data.savedJobsCount })}
                </Link>
              ) : null}
            </div>
            {data.savedJobs.length === 0 ? (
              <EmptyState
                size="sm"
                headingLevel={3}
                title={t('customer.noSaved')}
                description={t('customer.noSavedText')}
              />
            ) : (
              <ul className={styles.list}>
                {data.savedJobs.map((job) => (
                  <li key={job.id} className={styles.listItem}>
                    <div className={styles.itemMain}>
                      <Link href={pathTo('c.job', { id: job.id })} className={styles.itemTitle}>
                        {job.title}
                      </Link>
                      <span className={styles.small}>
                        {job.company.name}
                        {job.location ? ` · ${job.location}` : ''}
                      </span>
                    </div>
                    {job.isClosed ? <Badge tone="warning">{jobs('jobCard.closed')}</Badge> : null}
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
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
          <div className={styles.stats}>
            {Array.from({ length: 4 }, (_, index) => (
              <Card key={index}>
                <Skeleton lines={2} />
              </Card>
            ))}
          </div>
          <Skeleton lines={6} />
        </LoadingBlock>
      ) : (
        <Loaded data={dashboard.data} />
      )}
    </Page>
  );
}
