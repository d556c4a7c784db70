/**
 * Route `b.posting` (R-ROUTE-2 "posting/{id}"): a job posting's figures, status actions and
 * applications (features/postings).
 */
import { PostingDetail } from '../../features/postings/PostingDetail.tsx';
import { PostingError } from '../../features/postings/PostingError.tsx';

/** The job posting detail screen. */
export function Component() {
  return <PostingDetail />;
}

/** The posting cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <PostingError screen="detail" />;
}
