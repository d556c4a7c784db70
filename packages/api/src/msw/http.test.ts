import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { http, toMswPath } from './http.ts';

describe('typed http over the contract', () => {
  const seen: string[] = [];
  const server = setupServer(
    http.get('/api/v1/c/jobs/{id}', ({ params, response }) => {
      expectTypeOf(params.id).toEqualTypeOf<string>();
      seen.push(params.id);
      return response(404).json({ message: `no job ${params.id}` });
    }),
    http.post('/api/v1/auth/login', ({ response }) =>
      response.untyped(new Response('hi', { status: 418 })),
    ),
  );
  beforeAll(() => server.listen());
  afterAll(() => server.close());

  it('maps {id} to :id on any origin', () => {
    expect(toMswPath('/api/v1/c/jobs/{id}/apply')).toBe('*/api/v1/c/jobs/:id/apply');
  });

  it('answers the status and JSON given, and {id} reaches the resolver', async () => {
    const res = await fetch('http://example.test/api/v1/c/jobs/42');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'no job 42' });
    expect(seen).toEqual(['42']);
    const raw = await fetch('http://other.test/api/v1/auth/login', { method: 'POST' });
    expect(raw.status).toBe(418);
  });

  it('makes a wrong status or body a type error', () => {
    // A status the operation does not list.
    // @ts-expect-error 299 is not a response of GET /api/v1/c/jobs/{id}
    http.get('/api/v1/c/jobs/{id}', ({ response }) => response(299).json({}));
    // A body that is not the contract's.
    // @ts-expect-error { nope } is not the 404 body
    http.get('/api/v1/c/jobs/{id}', ({ response }) => response(404).json({ nope: 1 }));
    // A path the contract does not have.
    // @ts-expect-error not a contract path
    http.get('/api/v1/nowhere', () => undefined);
  });
});
