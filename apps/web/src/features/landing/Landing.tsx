/**
 * The landing page (route `home`, R-ROUTE-1): what the product offers job seekers and employers,
 * live counts of open jobs and companies (GET /api/v1/stats), and the ways in.
 */
import { Card, LinkButton, Link, Skeleton, Stat, useT } from '@hireloop/ui';
import { BadgeDollarSign, BriefcaseBusiness, Building2 } from 'lucide-react';
import { useDocumentTitle } from '../../app/Page.tsx';
import { pathTo } from '../../paths.ts';
import * as styles from './landing.css.ts';
import { formatCount } from '../../shared/format.ts';
import { usePublicStats } from './queries.ts';

function LiveStats() {
  const t = useT('webApp');
  const stats = usePublicStats();
  return (
    <section className={styles.stats} aria-labelledby="live-stats" aria-busy={stats.isPending}>
      <h2 id="live-stats" className={styles.statsHeading}>
        {t('home.statsLabel')}
      </h2>
      {stats.isPending ? (
        <>
          <Card>
            <Skeleton lines={2} />
          </Card>
          <Card>
            <Skeleton lines={2} />
          </Card>
          <Card>
            <Skeleton lines={2} />
          </Card>
        </>
      ) : stats.isError ? (
        <p className={styles.statsError}>{t('home.statsError')}</p>
      ) : (
        <>
          <Card>
            <Stat
              icon={BriefcaseBusiness}
              label={t('home.openJobs', { count: stats.data.open_jobs })}
              value={formatCount(stats.data.open_jobs)}
            />
          </Card>
          <Card>
            <Stat
              icon={BadgeDollarSign}
              label={t('home.payStated', { count: stats.data.open_jobs_with_pay })}
              value={formatCount(stats.data.open_jobs_with_pay)}
            />
          </Card>
          <Card>
            <Stat
              icon={Building2}
              label={t('home.companies', { count: stats.data.companies })}
              value={formatCount(stats.data.companies)}
            />
          </Card>
          <p className={styles.statsNote}>
            {t('home.statsNote', { count: stats.data.fresh_window_days })}
          </p>
        </>
      )}
    </section>
  );
}

/** The landing page. */
export function Landing() {
  const t = useT('webApp');
  // An empty page title leaves the document title the product's name alone.
  useDocumentTitle('');
  return (
    <div className={styles.page}>
      <section className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.heroTitle}>{t('home.title')}</h1>
          <p className={styles.lead}>{t('home.lead')}</p>
          <div className={styles.ctas}>
            <LinkButton href={pathTo('register.form', { role: 'customer' })} size="lg">
              {t('home.findJob')}
            </LinkButton>
            <LinkButton
              href={pathTo('register.form', { role: 'business' })}
              size="lg"
              variant="secondary"
            >
              {t('home.hire')}
            </LinkButton>
          </div>
        </div>
        <LiveStats />
      </section>

      <div className={styles.audiences}>
        <Card as="section" aria-labelledby="for-seekers" padding="lg">
          <h2 id="for-seekers" className={styles.audienceTitle}>
            {t('home.forSeekers.title')}
          </h2>
          <ul className={styles.points}>
            <li>{t('home.forSeekers.points.search')}</li>
            <li>{t('home.forSeekers.points.save')}</li>
            <li>{t('home.forSeekers.points.track')}</li>
          </ul>
          <div className={styles.audienceAction}>
            <LinkButton href={pathTo('register.form', { role: 'customer' })} variant="secondary">
              {t('home.forSeekers.cta')}
            </LinkButton>
          </div>
        </Card>
        <Card as="section" aria-labelledby="for-employers" padding="lg">
          <h2 id="for-employers" className={styles.audienceTitle}>
            {t('home.forEmployers.title')}
          </h2>
          <ul className={styles.points}>
            <li>{t('home.forEmployers.points.post')}</li>
            <li>{t('home.forEmployers.points.review')}</li>
            <li>{t('home.forEmployers.points.notify')}</li>
          </ul>
          <div className={styles.audienceAction}>
            <LinkButton href={pathTo('register.form', { role: 'business' })} variant="secondary">
              {t('home.forEmployers.cta')}
            </LinkButton>
          </div>
        </Card>
      </div>

      <p className={styles.signIn}>
        <span>{t('home.haveAccount')}</span>
        <Link href={pathTo('login')}>{t('home.signIn')}</Link>
      </p>
    </div>
  );
}
