/**
 * Route `c.jobs` (R-ROUTE-3, title "Find Jobs"): keyword search with suggestions, filters with facet
 * counts, sort and pagination, all kept in the URL (features/jobs).
 */
import { FindJobs } from '../../features/jobs/FindJobs.tsx';

/** The Find Jobs screen. */
export function Component() {
  return <FindJobs />;
}
