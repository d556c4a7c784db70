/**
 * Route `b.posting.preview` (R-ROUTE-2 "posting/{id}/preview"): the posting exactly as job seekers
 * will see it (features/postings, rendering src/shared/jobPosting).
 */
import { PostingPreview } from '../../features/postings/PostingPreview.tsx';
import { PostingError } from '../../features/postings/PostingError.tsx';

/** The job posting preview. */
export function Component() {
  return <PostingPreview />;
}

/** The posting cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <PostingError screen="preview" />;
}
