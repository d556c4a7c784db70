/**
 * Group `savedSearches` (route c.savedSearches "Saved Searches", "Save this search" on Find Jobs,
 * and the public unsubscribe page of alert e-mails): canned saved searches per store, with the
 * server's limits and messages (`@hireloop/api/savedSearches`). Any token of the form
 * `<uuid>.<signature>` that names a listed search unsubscribes it; others answer 422.
 */
import type { HttpHandler } from 'msw';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ERRORS,
  savedSearchNameError,
} from '../../savedSearches.ts';
import type { MockStore } from '../store.ts';
import { createFaker, makeSavedSearch } from '../fixtures.ts';
import type { Schemas } from '../types.ts';
import { authorizeRole, isRecord, readJson, uuidParam, type HandlerContext } from './shared.ts';

type SavedSearch = Schemas['SavedSearch'];

/** The canned saved searches of the signed-in customer, newest first. */
export function savedSearchFixtures(now: number): SavedSearch[] {
  const faker = createFaker(18);
  return [
    makeSavedSearch({ name: 'Remote ML roles', new_matches: 3 }, { faker, now }),
    makeSavedSearch(
      {
        name: 'Rust in Berlin',
        query: { q: 'rust', location: 'Berlin', employment_type: ['full_time'] },
        new_matches: 0,
      },
      { faker, now },
    ),
    makeSavedSearch(
      {
        name: 'Design internships',
        query: { q: 'designer', experience_level: ['internship'], posted_within_days: 7 },
        paused: true,
        new_matches: 1,
        last_visited_at: null,
      },
      { faker, now },
    ),
  ];
}

const lists = new WeakMap<MockStore, SavedSearch[]>();

function listOf(store: MockStore): SavedSearch[] {
  let list = lists.get(store);
  if (!list) {
    list = savedSearchFixtures(store.now());
    lists.set(store, list);
  }
  return list;
}

/** Forgets the saved searches of `store` (they come back as the fixtures). */
export function resetSavedSearches(store: MockStore): void {
  lists.delete(store);
}

const INVALID_NAME = (message: string) => ({ message, errors: { name: [message] } });

/** Handlers of the `savedSearches` group over `ctx.store`. */
export function savedSearchesHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  const iso = () => new Date(store.now()).toISOString();
  return [
    http.get('/api/v1/c/saved-searches', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      return response(200).json({ data: listOf(store) });
    }),

    http.post('/api/v1/c/saved-searches', async ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const name = typeof body.value.name === 'string' ? body.value.name : '';
      const error = savedSearchNameError(name);
      if (error) return response(422).json(INVALID_NAME(error));
      const list = listOf(store);
      if (list.length >= MAX_SAVED_SEARCHES)
        return response(422).json(INVALID_NAME(SAVED_SEARCH_ERRORS.tooMany));
      const query = isRecord(body.value.query) ? body.value.query : {};
      const saved = makeSavedSearch({
        id: crypto.randomUUID(),
        name: name.trim(),
        query: query,
        new_matches: 0,
        last_visited_at: null,
        created_at: iso(),
        updated_at: iso(),
      });
      list.unshift(saved);
      return response(201).json({ data: saved });
    }),

    http.patch('/api/v1/c/saved-searches/{id}', async ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const found = listOf(store).find((s) => s.id === id.value);
      if (!found) return response(404).json({ message: 'Not found.' });
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      if (typeof body.value.name === 'string') {
        const error = savedSearchNameError(body.value.name);
        if (error) return response(422).json(INVALID_NAME(error));
        found.name = body.value.name.trim();
      }
      if (typeof body.value.paused === 'boolean') found.paused = body.value.paused;
      found.updated_at = iso();
      return response(200).json({ data: found });
    }),

    http.delete('/api/v1/c/saved-searches/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const list = listOf(store);
      const index = list.findIndex((s) => s.id === id.value);
      if (index < 0) return response(404).json({ message: 'Not found.' });
      list.splice(index, 1);
      return response(200).json({ message: 'Saved search deleted.' });
    }),

    http.post('/api/v1/c/saved-searches/{id}/run', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const found = listOf(store).find((s) => s.id === id.value);
      if (!found) return response(404).json({ message: 'Not found.' });
      found.new_matches = 0;
      found.last_visited_at = iso();
      return response(200).json({ data: found });
    }),

    http.post('/api/v1/saved-searches/unsubscribe', async ({ request, response }) => {
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const token = typeof body.value.token === 'string' ? body.value.token : '';
      const found = listOf(store).find((s) => token.startsWith(`${s.id}.`));
      if (!found) {
        const message = 'This unsubscribe link is not valid.';
        return response(422).json({ message, errors: { token: [message] } });
      }
      found.paused = true;
      return response(200).json({
        message: `You will get no more alerts for “${found.name}”.`,
        data: { name: found.name },
      });
    }),
  ];
}
