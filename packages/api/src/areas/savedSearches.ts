import type { ApiClient } from '../client.ts';
import type { Camel } from '../case.ts';
import type { components } from '../generated/schema.ts';
import { unwrap } from './result.ts';

type S = components['schemas'];
/** A saved search with its count of new matches (contract `SavedSearch`, camelCase). */
export type SavedSearch = Camel<S['SavedSearch']>;
/** The Find Jobs query a saved search keeps (contract `SavedSearchQuery`, camelCase). */
export type SavedSearchQuery = Camel<S['SavedSearchQuery']>;

/** Fallback messages of the saved-search calls. */
export const SAVED_SEARCH_MESSAGES = {
  listFailed: 'Failed to load saved searches',
  saveFailed: 'Failed to save the search',
  updateFailed: 'Failed to update the saved search',
  deleteFailed: 'Failed to delete the saved search',
  runFailed: 'Failed to run the saved search',
  unsubscribeFailed: 'Failed to stop the alerts',
} as const;

/** Saved searches of a customer and the signed-out unsubscribe of their alert e-mails. */
export function createSavedSearchesApi(client: ApiClient) {
  return {
    /** Every saved search, newest first. @throws {ApiError} */
    async list(): Promise<SavedSearch[]> {
      const body = await unwrap(
        client.GET('/api/v1/c/saved-searches'),
        SAVED_SEARCH_MESSAGES.listFailed,
      );
      return body.data;
    },
    /**
     * Saves a query under a name. When the user has saved the same search already (same stored
     * filters, decision 205) nothing is added: `search` is the existing one and `created` false.
     * @throws {ApiError} 422 on `name` (empty, > 100, 20 already)
     */
    async create(
      name: string,
      query: SavedSearchQuery,
    ): Promise<{ search: SavedSearch; created: boolean }> {
      let status = 0;
      const body = await unwrap(
        client.POST('/api/v1/c/saved-searches', { body: { name, query } }).then((result) => {
          status = result.response.status;
          return result;
        }),
        SAVED_SEARCH_MESSAGES.saveFailed,
      );
      return { search: body.data, created: status === 201 };
    },
    /** Renames and/or pauses or resumes. @throws {ApiError} 404, 422 */
    async update(id: string, change: { name?: string; paused?: boolean }): Promise<SavedSearch> {
      const body = await unwrap(
        client.PATCH('/api/v1/c/saved-searches/{id}', { params: { path: { id } }, body: change }),
        SAVED_SEARCH_MESSAGES.updateFailed,
      );
      return body.data;
    },
    /** Deletes it. @throws {ApiError} 404 */
    async remove(id: string): Promise<void> {
      await unwrap(
        client.DELETE('/api/v1/c/saved-searches/{id}', { params: { path: { id } } }),
        SAVED_SEARCH_MESSAGES.deleteFailed,
      );
    },
    /** Records a visit (new matches back to 0); answers the search with its query. @throws {ApiError} 404 */
    async run(id: string): Promise<SavedSearch> {
      const body = await unwrap(
        client.POST('/api/v1/c/saved-searches/{id}/run', { params: { path: { id } } }),
        SAVED_SEARCH_MESSAGES.runFailed,
      );
      return body.data;
    },
    /** Stops the alerts of the search an e-mail link names (signed out). @throws {ApiError} 422 */
    async unsubscribe(token: string): Promise<{ message: string; name: string }> {
      const body = await unwrap(
        client.POST('/api/v1/saved-searches/unsubscribe', { body: { token } }),
        SAVED_SEARCH_MESSAGES.unsubscribeFailed,
      );
      return { message: body.message, name: body.data.name };
    },
  };
}

/** The saved-search calls. */
export type SavedSearchesApi = ReturnType<typeof createSavedSearchesApi>;
