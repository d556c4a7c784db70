/**
 * One job in a list of the customer's screens: the design system's JobCard with the link to the
 * job page, its pay ("Pay not stated" when there is none; in another currency than the seeker's
 * USD followed by the converted yearly amount search compares) and the Saved Jobs bookmark.
 */
import type { JobSummary } from '@hireloop/api';
import { convertedYearlyPay } from '@hireloop/api/pay';
import { JobCard } from '@hireloop/ui';
import { pathTo } from '../paths.ts';
import { useBookmark } from './bookmarks.ts';

/** Props of {@link JobResultCard}. */
export interface JobResultCardProps {
  job: JobSummary;
  /** Heading level of the job title in the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A job card with its bookmark, linking to `c.job`. */
export function JobResultCard({ job, headingLevel = 3 }: JobResultCardProps) {
  const bookmark = useBookmark();
  return (
    <JobCard
      job={{ ...job, salaryConverted: convertedYearlyPay(job) }}
      href={pathTo('c.job', { id: job.id })}
      headingLevel={headingLevel}
      isBookmarked={job.isBookmarked}
      onBookmarkChange={(save) => bookmark.mutate({ jobId: job.id, save })}
    />
  );
}
