/** Route `c.savedSearches` ("Saved Searches"): the customer's saved searches (features/jobs/savedSearches). */
import { SavedSearches } from '../../features/jobs/savedSearches/SavedSearches.tsx';

/** The Saved Searches screen. */
export function Component() {
  return <SavedSearches />;
}
