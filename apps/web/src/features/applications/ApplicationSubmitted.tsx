/**
 * Application Submitted (route `c.applications.success`, R-ROUTE-3 title "Application Submitted"):
 * the confirmation after applying — which job, when, with which resume and cover letter, what
 * happens next, and the way to the application's progress and to more jobs.
 */
import { upcomingStages } from '@hireloop/api/rules';
import { throwIfNotFound } from '../../app/notFound.tsx';
import { Card, LinkButton, Skeleton, StatusTimeline, useT } from '@hireloop/ui';
import { CircleCheckBig } from 'lucide-react';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { formatDateTime } from '../../shared/format.ts';
import * as styles from './applications.css.ts';
import { applicationElementId } from './MyApplications.tsx';
import { useMyApplication } from './queries.ts';

/** The Application Submitted screen. */
export function ApplicationSubmitted() {
  const t = useT('webMarketApplications');
  const nav = useT('nav');
  const { id = '' } = useParams();
  const application = useMyApplication(id);
  const title = nav('applicationSubmitted');

  if (application.isPending) {
    return (
      <Page title={title}>
        <LoadingBlock>
          <Skeleton lines={4} />
        </LoadingBlock>
      </Page>
    );
  }
  if (application.isError) {
    throwIfNotFound(application.error, {
      title: t('success.notFoundTitle'),
      text: t('success.notFoundText'),
      back: { href: pathTo('c.applications'), label: t('success.myApplications') },
    });
    return (
      <Page title={title}>
        <ErrorBlock error={application.error} onRetry={() => void application.refetch()} />
      </Page>
    );
  }

  const data = application.data;
  const { job } = data;
  return (
    <Page
      title={title}
      lead={t('success.lead', { title: job.title, company: job.company.name })}
      width="content"
    >
      <div className={styles.success}>
        <CircleCheckBig className={styles.successIcon} aria-hidden="true" />
        <Card as="section" aria-labelledby="submitted-summary">
          <h2 id="submitted-summary" className={styles.sectionTitle}>
            {t('success.summary')}
          </h2>
          <dl className={styles.summary}>
            <dt className={styles.term}>{t('success.job')}</dt>
            <dd className={styles.definition}>{job.title}</dd>
            <dt className={styles.term}>{t('success.company')}</dt>
            <dd className={styles.definition}>{job.company.name}</dd>
            <dt className={styles.term}>{t('success.sent')}</dt>
            <dd className={styles.definition}>
              <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
            </dd>
            <dt className={styles.term}>{t('success.resume')}</dt>
            <dd className={styles.definition}>{data.resume?.filename ?? t('success.noResume')}</dd>
            <dt className={styles.term}>{t('success.coverLetter')}</dt>
            <dd className={styles.definition}>
              {data.coverLetter?.trim()
                ? t('success.coverLetterLength', { count: data.coverLetter.trim().length })
                : t('success.noCoverLetter')}
            </dd>
          </dl>
        </Card>
        <section aria-labelledby="submitted-next">
          <h2 id="submitted-next" className={styles.sectionTitle}>
            {t('success.nextTitle')}
          </h2>
          <ol className={styles.steps}>
            <li>{t('success.next1', { company: job.company.name })}</li>
            <li>{t('success.next2')}</li>
            <li>{t('success.next3')}</li>
          </ol>
        </section>
        <section aria-labelledby="submitted-progress">
          <h2 id="submitted-progress" className={styles.sectionTitle}>
            {t('success.progress')}
          </h2>
          <StatusTimeline entries={data.timeline} upcoming={upcomingStages(data.status)} />
        </section>
        <div className={styles.actions}>
          <LinkButton href={`${pathTo('c.applications')}#${applicationElementId(data.id)}`}>
            {t('success.viewApplication')}
          </LinkButton>
          <LinkButton href={pathTo('c.jobs')} variant="secondary">
            {t('success.moreJobs')}
          </LinkButton>
        </div>
      </div>
    </Page>
  );
}
