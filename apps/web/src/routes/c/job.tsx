/**
 * Route `c.job` (R-ROUTE-3 "jobs/{id}"): a job's page with its company, pay, save/unsave and the
 * application form (features/jobs).
 */
import { JobPage, JobPageError } from '../../features/jobs/JobPage.tsx';

/** The job page. */
export function Component() {
  return <JobPage />;
}

/** The job cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <JobPageError />;
}
