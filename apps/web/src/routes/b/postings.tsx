/**
 * Route `b.postings` (R-ROUTE-2): the business's job postings in status tabs, with their actions
 * (features/postings).
 */
import { PostingsList } from '../../features/postings/PostingsList.tsx';

/** The job postings screen. */
export function Component() {
  return <PostingsList />;
}
