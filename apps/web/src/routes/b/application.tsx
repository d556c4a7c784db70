/**
 * Route `b.application` (R-ROUTE-2 "applications/{id}"): one received application — applicant, cover
 * letter, resume, timeline and the move to a pipeline stage (features/applications).
 */
import {
  ApplicationReview,
  ApplicationReviewError,
} from '../../features/applications/ApplicationReview.tsx';

/** The application review screen. */
export function Component() {
  return <ApplicationReview />;
}

/** The application cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <ApplicationReviewError />;
}
