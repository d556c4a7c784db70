/**
 * Route `c.job` (R-ROUTE-3 "jobs/{id}"): a job's page with its company, pay, save/unsave and the
 * application form (features/jobs).
 */
import { JobPage } from '../../features/jobs/JobPage.tsx';

/** The job page. */
export function Component() {
  return <JobPage />;
}
