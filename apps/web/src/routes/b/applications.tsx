/**
 * Route `b.applications` (R-ROUTE-2): the applications a business received, in a table filtered by
 * job posting and status (features/applications).
 */
import { ReceivedApplications } from '../../features/applications/ReceivedApplications.tsx';

/** The business's Applications screen. */
export function Component() {
  return <ReceivedApplications />;
}
