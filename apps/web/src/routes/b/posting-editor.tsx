/**
 * Routes `b.postings.new` and `b.postings.edit` (R-ROUTE-2: the edit route reuses the new-posting
 * screen): the job posting editor with its local draft (features/postings).
 */
import { PostingEditor } from '../../features/postings/PostingEditor.tsx';
import { PostingError } from '../../features/postings/PostingError.tsx';

/** The job posting editor. */
export function Component() {
  return <PostingEditor />;
}

/** The posting to edit cannot be read: not found, or the failure with "Try again". */
export function ErrorBoundary() {
  return <PostingError screen="editor" />;
}
