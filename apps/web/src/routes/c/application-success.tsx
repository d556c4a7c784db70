/**
 * Route `c.applications.success` (R-ROUTE-3, title "Application Submitted"): the confirmation after
 * applying (features/applications).
 */
import {
  ApplicationSubmitted,
  ApplicationSubmittedError,
} from '../../features/applications/ApplicationSubmitted.tsx';

/** The Application Submitted screen. */
export function Component() {
  return <ApplicationSubmitted />;
}

/** The application cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <ApplicationSubmittedError />;
}
