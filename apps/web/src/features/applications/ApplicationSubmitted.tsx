/**
 * Application Submitted (route `c.applications.success`, R-ROUTE-3 title "Application Submitted"):
 * the confirmation after applying — which job, when, with which resume (which can be kept on the
 * profile in one click, issue 29) and cover letter, the answers to the screening questions, whether
 * the employer has opened it yet ("Viewed by the employer", issue 29), what happens next, and the
 * way to the application's progress and to more jobs.
 */
import { upcomingStages } from '@hireloop/api/rules';
import { RouteError } from '../../app/notFound.tsx';
import {
  Box,
  Button,
  Card,
  Heading,
  Inline,
  LinkButton,
  Stack,
  StatusTimeline,
  useT,
  DescriptionItem,
  DescriptionList,
} from '@hireloop/ui';
import { CircleCheckBig } from 'lucide-react';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { myApplicationHref, pathTo } from '../../paths.ts';
import { formatDateTime } from '../../shared/format.ts';
import { ScreeningAnswerList } from './ScreeningAnswerList.tsx';
import * as styles from './applications.css.ts';
import { useMyApplication } from './queries.ts';
import { useNotify } from '../../app/context.tsx';
import { useKeepResume, useProfileResume } from '../../shared/resumes.ts';

/**
 * "Keep this resume on my profile" under the resume sent (issue 29), unless the profile holds
 * that file already; the profile's resume is then offered by "Use the resume on my profile".
 */
function KeepResume({
  applicationId,
  resume,
}: {
  applicationId: string;
  resume: { filename: string; sizeBytes: number };
}) {
  const t = useT('webMarketApplications');
  const notify = useNotify();
  const profile = useProfileResume();
  const keep = useKeepResume();
  const stored = profile.data;
  if (
    profile.isPending ||
    (stored && stored.filename === resume.filename && stored.sizeBytes === resume.sizeBytes)
  )
    return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      isPending={keep.isPending}
      onPress={() =>
        keep.mutate(applicationId, {
          onSuccess: () => notify({ type: 'success', message: t('success.resumeKept') }),
          onError: (error) => notify({ type: 'error', message: error.message }),
        })
      }
    >
      {t('success.keepResume')}
    </Button>
  );
}

/** What the screen shows when its application cannot be read (its route's error boundary). */
export function ApplicationSubmittedError() {
  const t = useT('webMarketApplications');
  const nav = useT('nav');
  return (
    <RouteError
      title={nav('applicationSubmitted')}
      notFound={{
        title: t('success.notFoundTitle'),
        text: t('success.notFoundText'),
        back: { href: pathTo('c.applications'), label: t('success.myApplications') },
      }}
    />
  );
}

/** The Application Submitted screen. */
export function ApplicationSubmitted() {
  const t = useT('webMarketApplications');
  const nav = useT('nav');
  const { id = '' } = useParams();
  const application = useMyApplication(id);
  const title = nav('applicationSubmitted');

  const data = application.data;
  const { job } = data;
  return (
    <Page
      title={title}
      lead={t('success.lead', { title: job.title, company: job.company.name })}
      width="content"
    >
      <Stack space="lg">
        <CircleCheckBig className={styles.successIcon} aria-hidden="true" />
        <Card as="section" aria-labelledby="submitted-summary">
          <Stack space="lg">
            <Heading level={2} id="submitted-summary">
              {t('success.summary')}
            </Heading>
            <DescriptionList>
              <DescriptionItem term={t('success.job')}>{job.title}</DescriptionItem>
              <DescriptionItem term={t('success.company')}>{job.company.name}</DescriptionItem>
              <DescriptionItem term={t('success.sent')}>
                <time dateTime={data.createdAt}>{formatDateTime(data.createdAt)}</time>
              </DescriptionItem>
              <DescriptionItem term={t('success.resume')}>
                {data.resume ? data.resume.filename : t('success.noResume')}
              </DescriptionItem>
              <DescriptionItem term={t('success.coverLetter')}>
                {data.coverLetter?.trim()
                  ? t('success.coverLetterLength', { count: data.coverLetter.trim().length })
                  : t('success.noCoverLetter')}
              </DescriptionItem>
              <DescriptionItem term={t('success.viewed')}>
                {data.viewedAt ? (
                  <time dateTime={data.viewedAt}>{formatDateTime(data.viewedAt)}</time>
                ) : (
                  t('success.notViewed')
                )}
              </DescriptionItem>
            </DescriptionList>
            {/* Under the list, not in the resume's row: on a phone the value column is too narrow
                for the button, which pushed the page wider than the screen. */}
            {data.resume ? (
              <Box>
                <KeepResume applicationId={data.id} resume={data.resume} />
              </Box>
            ) : null}
          </Stack>
        </Card>
        {data.answers.length > 0 ? (
          <Card as="section" aria-labelledby="submitted-answers">
            <Stack space="lg">
              <Heading level={2} id="submitted-answers">
                {t('item.answersTitle')}
              </Heading>
              <ScreeningAnswerList answers={data.answers} />
            </Stack>
          </Card>
        ) : null}
        <Stack as="section" space="sm" aria-labelledby="submitted-next">
          <Heading level={2} id="submitted-next">
            {t('success.nextTitle')}
          </Heading>
          <Box
            as="ol"
            display="flex"
            flexDirection="column"
            gap="xs"
            margin="none"
            paddingLeft="lg"
          >
            <li>{t('success.next1', { company: job.company.name })}</li>
            <li>{t('success.next2')}</li>
            <li>{t('success.next3')}</li>
          </Box>
        </Stack>
        <Stack as="section" space="sm" aria-labelledby="submitted-progress">
          <Heading level={2} id="submitted-progress">
            {t('success.progress')}
          </Heading>
          <StatusTimeline entries={data.timeline} upcoming={upcomingStages(data.status)} />
        </Stack>
        <Inline space="sm" alignY="stretch">
          <LinkButton href={myApplicationHref(data.id)}>{t('success.viewApplication')}</LinkButton>
          <LinkButton href={pathTo('c.jobs')} variant="secondary">
            {t('success.moreJobs')}
          </LinkButton>
        </Inline>
      </Stack>
    </Page>
  );
}
