/**
 * Route `c.dashboard` (R-ROUTE-3): the customer's dashboard — applications by status, recent
 * activity, saved jobs and recommended jobs (features/dashboard-customer).
 */
import { CustomerDashboard } from '../../features/dashboard-customer/CustomerDashboard.tsx';

/** The customer dashboard. */
export function Component() {
  return <CustomerDashboard />;
}
