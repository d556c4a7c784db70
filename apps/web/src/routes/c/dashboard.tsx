/**
 * Route `c.dashboard` (spec §2). The marketplace issue fills it (applications by status, saved
 * jobs, recent activity, recommended jobs).
 */
import { CustomerDashboard } from '../../features/dashboard/Dashboards.tsx';

/** The customer dashboard. */
export function Component() {
  return <CustomerDashboard />;
}
