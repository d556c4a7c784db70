/**
 * Route `c.applications` (R-ROUTE-3): the customer's applications with a status filter, each with its
 * timeline and Withdraw (features/applications).
 */
import { MyApplications } from '../../features/applications/MyApplications.tsx';

/** The My applications screen. */
export function Component() {
  return <MyApplications />;
}
