/**
 * Route `b.posting` (R-ROUTE-2 "posting/{id}"): a job posting's figures, status actions and
 * applications (features/postings).
 */
import { PostingDetail } from '../../features/postings/PostingDetail.tsx';

/** The job posting detail screen. */
export function Component() {
  return <PostingDetail />;
}
