/**
 * Route `c.applications.success` (R-ROUTE-3, title "Application Submitted"): the confirmation after
 * applying (features/applications).
 */
import { ApplicationSubmitted } from '../../features/applications/ApplicationSubmitted.tsx';

/** The Application Submitted screen. */
export function Component() {
  return <ApplicationSubmitted />;
}
