/**
 * Route `c.jobs.bookmarked` (R-ROUTE-3, title "Saved Jobs"): the customer's saved jobs, closed ones
 * marked closed (features/jobs).
 */
import { SavedJobs } from '../../features/jobs/SavedJobs.tsx';

/** The Saved Jobs screen. */
export function Component() {
  return <SavedJobs />;
}
