/**
 * Route `b.dashboard` (spec §2). The marketplace issue fills it (postings by status, new
 * applications, views and applications per posting).
 */
import { BusinessDashboard } from '../../features/dashboard/Dashboards.tsx';

/** The business dashboard. */
export function Component() {
  return <BusinessDashboard />;
}
