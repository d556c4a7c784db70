/**
 * Signed-in routes start their screen's first request from the route loader (router.tsx), so the
 * data and the route's module load in parallel; the screen's query then finds it.
 */
import { createMemoryStorage } from '@hireloop/machines';
import { matchRoutes } from 'react-router';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { entryFor } from './app/entry.ts';
import { createAppServices } from './app/services.ts';
import { createRoutes } from './router.tsx';
import { marketKeys } from './shared/queryKeys.ts';
import { api, createMockFetch } from './test/renderApp.tsx';

function loaderCall(path: string) {
  const { fetch, calls } = createMockFetch([
    http.get(api('/c/jobs/7'), () => HttpResponse.json({ data: { id: '7' } })),
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
  const result: unknown = loader(
    { params, request: new Request(`http://app.test${path}`), context: undefined } as never,
    undefined,
  );
  return { services, calls, result };
}

describe('route loaders', () => {
  it('request a job as soon as /c/jobs/:id is entered, without waiting for its screen', async () => {
    const { services, calls, result } = loaderCall('/c/jobs/7');
    expect(result).toBeNull();
    await vi.waitFor(
      () =>
        expect(calls).toContainEqual(
          expect.objectContaining({ method: 'GET', path: '/api/v1/c/jobs/7' }),
        ),
      { timeout: 10_000 },
    );
    await vi.waitFor(
      () => expect(services.queryClient.getQueryState(marketKeys.job('7'))?.status).toBe('success'),
      { timeout: 10_000 },
    );
    services.stop();
  });

  it('request the dashboard as soon as /c/dashboard is entered', async () => {
    const { services, calls } = loaderCall('/c/dashboard');
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
