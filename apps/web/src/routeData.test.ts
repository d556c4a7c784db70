/**
 * Routes own their data (router.tsx): a screen that shows one record has a loader that reads it
 * before the screen renders (in parallel with the route's module), so the screen finds it in the
 * query cache; a failed read is a RouteDataError for the route's error boundary. The dashboards'
 * loaders only start their request.
 */
import { createMemoryStorage } from '@hireloop/machines';
import { isApiError } from '@hireloop/api';
import { matchRoutes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { entryFor } from './app/entry.ts';
import { RouteDataError } from './app/notFoundError.ts';
import { createAppServices } from './app/services.ts';
import { createRoutes } from './router.tsx';
import { marketKeys } from './shared/queryKeys.ts';
import { api, createMockFetch } from './test/renderApp.tsx';

function loaderCall(path: string) {
  const { fetch, calls } = createMockFetch([
    http.get(api('/c/jobs/7'), () => HttpResponse.json({ data: { id: '7' } })),
    http.get(api('/c/jobs/404'), () =>
      HttpResponse.json({ message: 'Job not found.', code: 'not_found' }, { status: 404 }),
    ),
    http.get(api('/c/jobs/500'), () =>
      HttpResponse.json({ message: 'Something went wrong.' }, { status: 500 }),
    ),
    http.get(api('/c/companies/5'), () => HttpResponse.json({ data: { id: '5' } })),
    http.get(api('/c/applications/3'), () => HttpResponse.json({ data: { id: '3' } })),
    http.get(api('/b/postings/4'), () => HttpResponse.json({ data: { id: '4' } })),
    http.get(api('/b/applications/6'), () => HttpResponse.json({ data: { id: '6' } })),
    http.get(api('/c/dashboard'), () => HttpResponse.json({ data: {} })),
  ]);
  const services = createAppServices({
    baseUrl: 'http://localhost', // openapi-fetch builds Request objects: Node needs an absolute URL
    fetch,
    localStorage: createMemoryStorage(),
    sessionStorage: createMemoryStorage(),
  });
  const matches = matchRoutes(createRoutes(entryFor(services)), path) ?? [];
  const { route, params } = matches[matches.length - 1]!;
  const loader = route.loader;
  if (typeof loader !== 'function') throw new Error(`${path} has no loader`);
  const load = (): unknown =>
    loader(
      { params, request: new Request(`http://app.test${path}`), context: undefined } as never,
      undefined,
    );
  return { services, calls, load };
}

describe('route loaders', () => {
  it.each([
    ['/c/jobs/7', '/api/v1/c/jobs/7'],
    ['/c/company/5', '/api/v1/c/companies/5'],
    ['/c/applications/success/3', '/api/v1/c/applications/3'],
    ['/b/posting/4', '/api/v1/b/postings/4'],
    ['/b/posting/4/preview', '/api/v1/b/postings/4'],
    ['/b/postings/edit/4', '/api/v1/b/postings/4'],
    ['/b/applications/6', '/api/v1/b/applications/6'],
  ])('%s resolves once its record (GET %s) is in the cache', async (path, request) => {
    const { services, calls, load } = loaderCall(path);
    await expect(load()).resolves.toBeNull();
    expect(calls.filter((call) => call.path === request)).toHaveLength(1);
    services.stop();
  });

  it('reads a record already in the cache without a second request', async () => {
    const { services, calls, load } = loaderCall('/c/jobs/7');
    await load();
    await expect(load()).resolves.toBeNull();
    expect(calls.filter((call) => call.path === '/api/v1/c/jobs/7')).toHaveLength(1);
    expect(services.queryClient.getQueryState(marketKeys.job('7'))?.status).toBe('success');
    services.stop();
  });

  it.each([
    ['404', 404],
    ['500', 500],
  ])(
    'a job the API answers %s for fails with a RouteDataError carrying that answer',
    async (id, status) => {
      const { services, load } = loaderCall(`/c/jobs/${id}`);
      const error: unknown = await Promise.resolve(load()).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(RouteDataError);
      const cause = (error as RouteDataError).cause;
      expect(isApiError(cause) && cause.status).toBe(status);
      services.stop();
    },
  );

  it('starts the dashboard request at once and leaves the screen to wait for it', async () => {
    const { services, calls, load } = loaderCall('/c/dashboard');
    expect(load()).toBeNull();
    await vi.waitFor(
      () =>
        expect(calls).toContainEqual(
          expect.objectContaining({ method: 'GET', path: '/api/v1/c/dashboard' }),
        ),
      { timeout: 10_000 },
    );
    services.stop();
  });
});
