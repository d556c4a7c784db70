/**
 * A job's page (route `c.job`, R-ROUTE-3 "jobs/{id}"): the posting as job seekers see it (the shared
 * JobPostingView and its actions, which the business's preview renders too), the company, pay,
 * Save/Saved and applying — or, once applied, a link to the application; a closed job says so and
 * takes no application. An imported job (from a public list, not posted on Hireloop) offers "Apply
 * on company site" (its original listing, new tab) and "I applied" instead of the in-app
 * application, and shows what its list states (source, update, places, term, sponsorship). Both
 * end with up to 6 similar open jobs (SimilarJobs.tsx).
 */
import { RouteError } from '../../app/notFound.tsx';
import { Link, Stack, useT } from '@hireloop/ui';
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { myApplicationHref, pathTo } from '../../paths.ts';
import { useBookmark } from '../../shared/bookmarks.ts';
import {
  JobPostingApplyCallout,
  JobPostingHeaderActions,
  type JobPostingActionsProps,
} from '../../shared/jobPosting/JobPostingActions.tsx';
import {
  ApplyOnCompanySite,
  ImportedListingCallout,
  ImportedListingFacts,
} from '../../shared/jobPosting/ImportedListing.tsx';
import { JobPostingLead, JobPostingView } from '../../shared/jobPosting/JobPostingView.tsx';
import { useTrack } from '../../shared/tracker.ts';
import { useNotify } from '../../app/context.tsx';
/** The apply dialog's code arrives when "Apply now" is first pressed: not the page's initial JS. */
const ApplyDialog = lazy(() =>
  import('./ApplyDialog.tsx').then((m) => ({ default: m.ApplyDialog })),
);
import { useJobSearchReturn, type JobSearchReturn } from './jobSearchReturn.ts';
import { useJob } from './queries.ts';
import { SimilarJobs } from './SimilarJobs.tsx';

/**
 * "Back to job search": to the search this tab last ran (its keywords, filters, sort and page),
 * scrolled back where it was (./jobSearchReturn.ts), for Hireloop postings and imported listings.
 */
function BackToSearch({ to }: { to: JobSearchReturn }) {
  const t = useT('webMarketJobs');
  return (
    <Stack align="start">
      <Link href={to.href} routerOptions={to.routerOptions} variant="standalone">
        {t('job.backToSearch')}
      </Link>
    </Stack>
  );
}

/** What the job page shows when its job cannot be read (its route's error boundary). */
export function JobPageError() {
  const t = useT('webMarketJobs');
  const searchReturn = useJobSearchReturn();
  return (
    <RouteError
      title={t('job.loadingTitle')}
      notFound={{
        title: t('job.notFoundTitle'),
        text: t('job.notFoundText'),
        back: { href: searchReturn.href, label: t('job.backToSearch') },
      }}
    />
  );
}

/** The job page. */
export function JobPage() {
  const searchReturn = useJobSearchReturn();
  const { id = '' } = useParams();
  const job = useJob(id);
  const bookmark = useBookmark();
  const [applying, setApplying] = useState(false);
  // Mounted from the first "Apply now" on, so closing the dialog keeps what was entered.
  const [applyStarted, setApplyStarted] = useState(false);
  const track = useTrack();
  const notify = useNotify();
  const market = useT('webMarket');

  const data = job.data;
  const companyHref = pathTo('c.company', { id: data.company.id });
  const actionProps: JobPostingActionsProps = {
    companyName: data.company.name,
    isBookmarked: data.isBookmarked,
    isClosed: data.isClosed,
    applicationHref: data.applicationId ? myApplicationHref(data.applicationId) : null,
    onBookmarkChange: (save) => bookmark.mutate({ jobId: data.id, save }),
    onApply: () => {
      setApplyStarted(true);
      setApplying(true);
    },
  };

  const listing = data.listing;
  if (listing) {
    const trackedHref = listing.trackedApplicationId
      ? `${pathTo('c.applications')}#tracked-${listing.trackedApplicationId}`
      : null;
    return (
      <Page
        title={data.title}
        lead={
          <JobPostingLead
            job={{ ...data, sourceUpdatedAt: listing.updatedAt }}
            companyHref={companyHref}
          />
        }
        actionBarOnPhone
        actions={
          <>
            <JobPostingHeaderActions
              {...actionProps}
              applicationHref={null}
              isClosed
              onApply={undefined}
            />
            {!data.isClosed && !trackedHref ? <ApplyOnCompanySite url={data.sourceUrl} /> : null}
          </>
        }
      >
        <BackToSearch to={searchReturn} />
        <JobPostingView job={data} companyHref={companyHref}>
          <ImportedListingCallout
            companyName={data.company.name}
            sourceUrl={data.sourceUrl}
            isClosed={data.isClosed}
            trackedHref={trackedHref}
            isMarking={track.isPending}
            onMarkApplied={() =>
              track.mutate(
                { jobId: data.id },
                {
                  onSuccess: () =>
                    notify({
                      type: 'success',
                      message: market('imported.trackedToast', { title: data.title }),
                    }),
                  onError: (error) => notify({ type: 'error', message: error.message }),
                },
              )
            }
          />
          <ImportedListingFacts listing={listing} />
        </JobPostingView>
        <SimilarJobs jobId={data.id} />
      </Page>
    );
  }

  return (
    <Page
      title={data.title}
      lead={<JobPostingLead job={data} companyHref={companyHref} />}
      actionBarOnPhone
      actions={<JobPostingHeaderActions {...actionProps} />}
    >
      <BackToSearch to={searchReturn} />
      <JobPostingView job={data} companyHref={companyHref}>
        <JobPostingApplyCallout {...actionProps} />
      </JobPostingView>
      <SimilarJobs jobId={data.id} />
      {applyStarted && !data.applicationId && !data.isClosed ? (
        <Suspense fallback={null}>
          <ApplyDialog job={data} isOpen={applying} onOpenChange={setApplying} />
        </Suspense>
      ) : null}
    </Page>
  );
}
