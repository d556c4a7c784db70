/**
 * Route `b.dashboard` (R-ROUTE-2): the business's dashboard — postings by status, new applications,
 * views and applications per posting (features/dashboard-business).
 */
import { BusinessDashboard } from '../../features/dashboard-business/BusinessDashboard.tsx';

/** The business dashboard. */
export function Component() {
  return <BusinessDashboard />;
}
