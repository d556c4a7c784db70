/** Route `c.savedSearches` ("Saved Searches"): the customer's saved searches (features/savedSearches). */
import { SavedSearches } from '../../features/savedSearches/SavedSearches.tsx';

/** The Saved Searches screen. */
export function Component() {
  return <SavedSearches />;
}
