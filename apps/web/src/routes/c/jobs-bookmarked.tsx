/**
 * Route `c.jobs.bookmarked` (spec §2, title "Saved Jobs"): the customer's saved jobs, closed ones
 * marked closed (features/jobs).
 */
import { SavedJobs } from '../../features/jobs/SavedJobs.tsx';

/** The Saved Jobs screen. */
export function Component() {
  return <SavedJobs />;
}
