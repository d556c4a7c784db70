/**
 * A job posting's preview (route `b.posting.preview`, R-ROUTE-2 "posting/{id}/preview"): the posting
 * exactly as job seekers will see it — the same JobPostingView, lead and actions the customer's job
 * page renders (src/shared/jobPosting), with the company block from the company profile — under a
 * banner that says it is a preview and offers Edit and, for a draft, Publish. The job seeker's
 * buttons are shown but cannot be used. Under the frame, every screening question applying asks
 * (issue 29) with its answer type, options, and what each must-have accepts.
 */
import type { BusinessProfile, Posting } from '@hireloop/api';
import { Box, Button, Card, Inline, Link, LinkButton, useT } from '@hireloop/ui';
import { Eye } from 'lucide-react';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { pathTo } from '../../paths.ts';
import {
  JobPostingApplyCallout,
  JobPostingHeaderActions,
  type JobPostingActionsProps,
} from '../../shared/jobPosting/JobPostingActions.tsx';
import {
  JobPostingLead,
  JobPostingView,
  type JobPostingModel,
} from '../../shared/jobPosting/JobPostingView.tsx';
import * as styles from './postings.css.ts';
import { useCompanyProfile, usePosting } from './queries.ts';
import { ScreeningQuestionList } from './ScreeningQuestionList.tsx';
import { usePostingActions } from './usePostingActions.tsx';

/** The posting as the job page shows a job: the company block from the company profile. */
export function previewModel(
  posting: Posting,
  profile: BusinessProfile | undefined,
): JobPostingModel {
  return {
    ...posting,
    isClosed: posting.status === 'closed',
    company: {
      ...posting.company,
      website: profile?.website ?? null,
      industry: profile?.industry ?? null,
      location: profile?.location ?? null,
      companySize: profile?.size ?? null,
      remotePolicy: null,
      openJobsCount: null,
    },
  };
}

/** The preview screen. */
export function PostingPreview() {
  const t = useT('webMarketPostings');
  const { id = '' } = useParams();
  const posting = usePosting(id);
  const profile = useCompanyProfile();
  const actions = usePostingActions();

  const data = posting.data;
  const job = previewModel(data, profile.data);
  const inert: JobPostingActionsProps = {
    companyName: job.company.name,
    isBookmarked: false,
    isClosed: job.isClosed,
    applicationHref: null,
  };
  const publishErrors = actions.publishErrors?.postingId === data.id ? actions.publishErrors : null;

  return (
    <>
      <Box
        as="aside"
        aria-label={t('preview.bannerLabel')}
        width="full"
        maxWidth="content"
        marginX="auto"
        marginBottom="lg"
        padding="md"
        borderRadius="lg"
        background="accentSubtle"
        color="accentSubtleText"
      >
        <Inline align="between">
          <span>
            <Eye aria-hidden="true" size={18} /> {t(`preview.banner.${data.status}`)}
          </span>
          <Inline as="span" alignY="stretch">
            <LinkButton href={pathTo('b.posting', { id: data.id })} variant="ghost" size="sm">
              {t('preview.back')}
            </LinkButton>
            {data.status !== 'closed' ? (
              <LinkButton
                href={pathTo('b.postings.edit', { id: data.id })}
                variant="secondary"
                size="sm"
              >
                {t('actions.edit')}
              </LinkButton>
            ) : null}
            {data.status === 'draft' ? (
              <Button
                size="sm"
                isPending={actions.pendingId === data.id}
                onPress={() => actions.publish(data)}
              >
                {t('actions.publish')}
              </Button>
            ) : null}
          </Inline>
        </Inline>
      </Box>
      {publishErrors ? (
        <Box
          role="alert"
          maxWidth="content"
          marginX="auto"
          marginBottom="lg"
          padding="sm"
          borderRadius="md"
          background="dangerSubtle"
          color="dangerSubtleText"
        >
          <strong>{publishErrors.message}</strong>
          <Box as="ul" marginTop="xs" marginBottom="none" paddingLeft="lg">
            {Object.entries(publishErrors.fields).map(([field, messages]) => (
              <li key={field}>{messages.join(' ')}</li>
            ))}
          </Box>
          <Link href={pathTo('b.postings.edit', { id: data.id })}>{t('actions.fix')}</Link>
        </Box>
      ) : null}
      <div className={styles.previewFrame}>
        <Box padding={{ mobile: 'md', desktop: 'lg' }}>
          <Page
            title={job.title}
            lead={<JobPostingLead job={job} />}
            actions={<JobPostingHeaderActions {...inert} />}
          >
            <JobPostingView job={job}>
              <JobPostingApplyCallout {...inert} />
            </JobPostingView>
          </Page>
        </Box>
      </div>
      <Box maxWidth="content" marginX="auto" marginTop="lg">
        <Card>
          <ScreeningQuestionList
            questions={data.screeningQuestions}
            headingLevel={2}
            lead={t('questions.previewLead')}
          />
        </Card>
      </Box>
      {actions.dialogs}
    </>
  );
}
