/**
 * The Find Jobs routes of the customer area: the search (relevance, filters, facets; search.ts)
 * and the suggestions of the search form's fields (suggest.ts). Handlers keyed by operationId.
 */
import { defineHandlers } from '../../http/context.ts';
import { searchJobs, toJobSearch } from './search/search.ts';
import { suggestJobSearch } from './search/suggest.ts';

/** The handlers of `searchJobs` and `suggestJobSearch`. */
export const searchHandlers = defineHandlers({
  async searchJobs({ deps, user, query, now }) {
    return searchJobs(deps.db, user.id, toJobSearch(query), now);
  },

  async suggestJobSearch({ deps, query }) {
    return {
      data: await suggestJobSearch(deps.db, query.q, query.field ?? 'keywords', query.limit ?? 8),
    };
  },
});
