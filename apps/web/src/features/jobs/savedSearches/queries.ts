/**
 * Server state of saved searches (TanStack Query over `api.savedSearches`): the list, and the
 * changes, each of which refreshes the list.
 */
import type { SavedSearchQuery } from '@hireloop/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../app/context.tsx';

/** Query key of the saved-search list. */
export const SAVED_SEARCHES_KEY = ['savedSearches'] as const;

/** The customer's saved searches. */
export function useSavedSearches() {
  const api = useApi();
  return useQuery({ queryKey: SAVED_SEARCHES_KEY, queryFn: () => api.savedSearches.list() });
}

/** Create, update, delete and run, each refreshing the list. */
export function useSavedSearchActions() {
  const api = useApi();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: SAVED_SEARCHES_KEY });
  return {
    create: useMutation({
      mutationFn: (input: { name: string; query: SavedSearchQuery }) =>
        api.savedSearches.create(input.name, input.query),
      onSettled: refresh,
    }),
    update: useMutation({
      mutationFn: (input: { id: string; name?: string; paused?: boolean }) =>
        api.savedSearches.update(input.id, { name: input.name, paused: input.paused }),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: string) => api.savedSearches.remove(id),
      onSettled: refresh,
    }),
    run: useMutation({ mutationFn: (id: string) => api.savedSearches.run(id), onSettled: refresh }),
  };
}
