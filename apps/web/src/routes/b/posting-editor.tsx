/**
 * Routes `b.postings.new` and `b.postings.edit` (R-ROUTE-2: the edit route reuses the new-posting
 * screen): the job posting editor with its local draft (features/postings).
 */
import { PostingEditor } from '../../features/postings/PostingEditor.tsx';

/** The job posting editor. */
export function Component() {
  return <PostingEditor />;
}
