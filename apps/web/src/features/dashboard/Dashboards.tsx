/**
 * The dashboards of both roles (b.dashboard, c.dashboard): a welcome and the key counts from
 * GET /api/v1/{b,c}/dashboard. The marketplace issue adds lists and charts.
 */
import { Card, EmptyState, LinkButton, Skeleton, Stat, useT } from '@hireloop/ui';
import { Bell, BookmarkCheck, FileText, FilePen, Inbox, Send, Users, Archive } from 'lucide-react';
import { useCurrentUser } from '../../app/context.tsx';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { displayName } from '../../app/user.ts';
import * as styles from './dashboard.css.ts';
import { useBusinessDashboard, useCustomerDashboard } from './queries.ts';

function StatsSkeleton() {
  return (
    <div className={styles.stats} aria-busy="true">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index}>
          <Skeleton lines={2} />
        </Card>
      ))}
    </div>
  );
}

/** The customer's dashboard. */
export function CustomerDashboard() {
  const t = useT('webApp');
  const user = useCurrentUser();
  const dashboard = useCustomerDashboard();
  const name = displayName(user);
  return (
    <Page title={t('dashboard.customerTitle')} lead={t('dashboard.welcome', { name })}>
      <section aria-labelledby="overview">
        <h2 id="overview" className={styles.sectionTitle}>
          {t('dashboard.stats')}
        </h2>
        {dashboard.isPending ? (
          <StatsSkeleton />
        ) : dashboard.isError ? (
          <ErrorBlock
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            headingLevel={3}
          />
        ) : (
          (() => {
            const counts = dashboard.data.applicationsByStatus;
            const applications = Object.values(counts).reduce((sum, value) => sum + value, 0);
            const isNew = applications === 0 && dashboard.data.savedJobsCount === 0;
            return (
              <>
                <div className={styles.stats}>
                  <Card>
                    <Stat icon={Send} label={t('dashboard.applications')} value={applications} />
                  </Card>
                  <Card>
                    <Stat
                      icon={Users}
                      label={t('dashboard.interviewing')}
                      value={counts.interviewing}
                    />
                  </Card>
                  <Card>
                    <Stat
                      icon={BookmarkCheck}
                      label={t('dashboard.savedJobs')}
                      value={dashboard.data.savedJobsCount}
                    />
                  </Card>
                  <Card>
                    <Stat
                      icon={Bell}
                      label={t('dashboard.unread')}
                      value={dashboard.data.unreadNotifications}
                    />
                  </Card>
                </div>
                {isNew ? (
                  <EmptyState
                    headingLevel={3}
                    title={t('dashboard.emptyCustomer')}
                    action={
                      <LinkButton href={pathTo('c.jobs')}>
                        {t('dashboard.emptyCustomerAction')}
                      </LinkButton>
                    }
                  />
                ) : null}
              </>
            );
          })()
        )}
      </section>
    </Page>
  );
}

/** The business's dashboard. */
export function BusinessDashboard() {
  const t = useT('webApp');
  const user = useCurrentUser();
  const dashboard = useBusinessDashboard();
  const name = displayName(user);
  return (
    <Page title={t('dashboard.businessTitle')} lead={t('dashboard.welcome', { name })}>
      <section aria-labelledby="overview">
        <h2 id="overview" className={styles.sectionTitle}>
          {t('dashboard.stats')}
        </h2>
        {dashboard.isPending ? (
          <StatsSkeleton />
        ) : dashboard.isError ? (
          <ErrorBlock
            error={dashboard.error}
            onRetry={() => void dashboard.refetch()}
            headingLevel={3}
          />
        ) : (
          (() => {
            const counts = dashboard.data.postingsByStatus;
            const isNew = counts.draft + counts.published + counts.closed === 0;
            return (
              <>
                <div className={styles.stats}>
                  <Card>
                    <Stat
                      icon={FileText}
                      label={t('dashboard.postingsPublished')}
                      value={counts.published}
                    />
                  </Card>
                  <Card>
                    <Stat
                      icon={FilePen}
                      label={t('dashboard.postingsDraft')}
                      value={counts.draft}
                    />
                  </Card>
                  <Card>
                    <Stat
                      icon={Inbox}
                      label={t('dashboard.newApplications')}
                      value={dashboard.data.newApplicationsCount}
                    />
                  </Card>
                  <Card>
                    <Stat
                      icon={Archive}
                      label={t('dashboard.postingsClosed')}
                      value={counts.closed}
                    />
                  </Card>
                </div>
                {isNew ? (
                  <EmptyState
                    headingLevel={3}
                    title={t('dashboard.emptyBusiness')}
                    action={
                      <LinkButton href={pathTo('b.postings.new')}>
                        {t('dashboard.emptyBusinessAction')}
                      </LinkButton>
                    }
                  />
                ) : null}
              </>
            );
          })()
        )}
      </section>
    </Page>
  );
}
