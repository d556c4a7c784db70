import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../client.ts';
import { fakeServer as fakeFetch, json } from '../testing/fakeServer.ts';

describe('headers (R-API-1)', () => {
  it('sends cookies, JSON and AJAX headers, and no Authorization without a token', async () => {
    const server = fakeFetch(json(200, { user: null }));
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    await client.GET('/api/v1/auth/user');
    const [call] = server.calls;
    expect(call?.credentials).toBe('include');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('sends the Bearer token when one exists, read on every call', async () => {
    const server = fakeFetch(json(200, {}));
    let token: string | null = 'tok-1';
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      getToken: () => token,
    });
    await client.GET('/api/v1/auth/user');
    token = 'tok-2';
    await client.GET('/api/v1/auth/user');
    expect(server.calls.map((c) => c.headers.get('Authorization'))).toEqual([
      'Bearer tok-1',
      'Bearer tok-2',
    ]);
  });

  it('echoes the XSRF-TOKEN cookie, URL-decoded, as X-XSRF-TOKEN', async () => {
    const server = fakeFetch(json(200, {}));
    server.setCookie('theme=dark; XSRF-TOKEN=abc%3D%3D; other=1');
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      getCookies: server.getCookies,
    });
    await client.GET('/api/v1/auth/user');
    expect(server.calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc==');
  });

  it('echoes the __Host-XSRF-TOKEN cookie (HTTPS) when present, before XSRF-TOKEN', async () => {
    const server = fakeFetch(json(200, {}));
    server.setCookie('XSRF-TOKEN=old; __Host-XSRF-TOKEN=host%3D');
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      getCookies: server.getCookies,
    });
    await client.GET('/api/v1/auth/user');
    expect(server.calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('host=');
  });
});

describe('case conversion (R-DATA-11 Payload casing)', () => {
  it('converts nested request bodies, arrays included, to snake_case', async () => {
    const server = fakeFetch(json(200, {}));
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    await client.PUT('/api/v1/{area}/settings/notification', {
      params: { path: { area: 'c' } },
      body: {
        frequency: 'daily',
        settings: { applicationStatusChanged: { inApp: true, email: false } },
        // arrays of objects are converted element by element
        extraItems: [{ firstName: 'Ada' }],
      } as never,
    });
    expect(JSON.parse(server.calls[0]?.body as string)).toEqual({
      frequency: 'daily',
      settings: { application_status_changed: { in_app: true, email: false } },
      extra_items: [{ first_name: 'Ada' }],
    });
  });

  it('converts query keys to snake_case and repeats array values', async () => {
    const server = fakeFetch(json(200, { data: [], meta: {} }));
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    await client.GET('/api/v1/c/jobs', {
      params: {
        query: {
          q: 'rust',
          perPage: 20,
          workplaceType: ['remote', 'hybrid'],
          includeUnstatedSalary: true,
        } as never,
      },
    });
    const url = server.calls[0]!.url;
    expect(url.searchParams.get('per_page')).toBe('20');
    expect(url.searchParams.getAll('workplace_type')).toEqual(['remote', 'hybrid']);
    expect(url.searchParams.get('include_unstated_salary')).toBe('true');
    expect(url.searchParams.has('perPage')).toBe(false);
  });

  it('converts nested responses, arrays included, to camelCase', async () => {
    const server = fakeFetch(
      json(200, {
        status: 'success',
        message: 'ok',
        data: {
          unread_count: 2,
          notifications: [{ is_read: false, is_important: true }],
          meta: { last_page: 3 },
        },
      }),
    );
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    const { data } = await client.GET('/api/v1/{area}/notifications', {
      params: { path: { area: 'c' } },
    });
    expect(data).toEqual({
      status: 'success',
      message: 'ok',
      data: {
        unreadCount: 2,
        notifications: [{ isRead: false, isImportant: true }],
        meta: { lastPage: 3 },
      },
    });
  });

  it('converts error bodies too, so field errors match camelCase form fields', async () => {
    const server = fakeFetch(
      json(422, { message: 'Invalid', errors: { first_name: ['Required'] } }),
    );
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    const { error } = await client.POST('/api/v1/auth/register', { body: {} as never });
    expect(error).toEqual({ message: 'Invalid', errors: { firstName: ['Required'] } });
  });

  it('leaves FormData bodies untouched', async () => {
    const server = fakeFetch(json(201, {}));
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    const form = new FormData();
    form.set('first_name', 'Ada');
    form.set('agreedToTerms', 'true');
    await client.POST('/api/v1/auth/register', {
      body: form as never,
      bodySerializer: (b: unknown) => b as FormData,
    });
    const sent = server.calls[0]?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect(sent.get('first_name')).toBe('Ada');
    expect(sent.get('agreedToTerms')).toBe('true');
  });
});

describe('419 CSRF retry (R-ERR-2)', () => {
  it('fetches the CSRF cookie and retries the request once with the new token', async () => {
    const server = fakeFetch(
      json(419, { message: 'CSRF token mismatch.' }),
      (req) => {
        server.setCookie('XSRF-TOKEN=fresh');
        expect(new URL(req.url).pathname).toBe('/sanctum/csrf-cookie');
        return new Response(null, { status: 204 });
      },
      json(200, { message: 'ok' }),
    );
    server.setCookie('XSRF-TOKEN=stale');
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      getCookies: server.getCookies,
    });
    const { data, response } = await client.POST('/api/v1/auth/logout');
    expect(response.status).toBe(200);
    expect(data).toEqual({ message: 'ok' });
    expect(server.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual([
      'POST /api/v1/auth/logout',
      'GET /sanctum/csrf-cookie',
      'POST /api/v1/auth/logout',
    ]);
    expect(server.calls[0]?.headers.get('X-XSRF-TOKEN')).toBe('stale');
    expect(server.calls[2]?.headers.get('X-XSRF-TOKEN')).toBe('fresh');
  });

  it('resends the same (snake_case) body on the retry', async () => {
    const server = fakeFetch(
      json(419, { message: 'CSRF token mismatch.' }),
      () => new Response(null, { status: 204 }),
      json(200, {}),
    );
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    await client.POST('/api/v1/auth/login', {
      body: { email: 'a@b.c', password: 'x', remember: true } as never,
    });
    expect(server.calls[2]?.body).toBe(server.calls[0]?.body);
    expect(JSON.parse(server.calls[2]?.body as string)).toEqual({
      email: 'a@b.c',
      password: 'x',
      remember: true,
    });
  });

  it('never retries twice: a second 419 is returned to the caller', async () => {
    const server = fakeFetch(
      json(419, { message: 'CSRF token mismatch.' }),
      () => new Response(null, { status: 204 }),
      json(419, { message: 'CSRF token mismatch.' }),
      json(200, {}),
    );
    const client = createApiClient({ fetch: server.fetch, baseUrl: 'http://api.test' });
    const { error, response } = await client.POST('/api/v1/auth/logout');
    expect(response.status).toBe(419);
    expect(error).toEqual({ message: 'CSRF token mismatch.' });
    expect(server.calls).toHaveLength(3);
  });
});

describe('401 hand-off (R-ERR-1)', () => {
  it('calls onUnauthorized with the current path on a 401', async () => {
    const server = fakeFetch(json(401, { message: 'Unauthenticated.' }));
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      onUnauthorized,
      currentPath: () => '/c/jobs?q=rust',
    });
    const { error } = await client.GET('/api/v1/auth/user');
    expect(onUnauthorized).toHaveBeenCalledExactlyOnceWith('/c/jobs?q=rust');
    expect(error).toEqual({ message: 'Unauthenticated.' });
  });

  it('does not treat wrong credentials on login as a sign-out', async () => {
    const server = fakeFetch(json(401, { message: 'These credentials do not match our records.' }));
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      onUnauthorized,
    });
    await client.POST('/api/v1/auth/login', { body: { email: 'a@b.c', password: 'x' } as never });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call onUnauthorized for other errors', async () => {
    const server = fakeFetch(json(403, { message: 'Forbidden' }));
    const onUnauthorized = vi.fn();
    const client = createApiClient({
      fetch: server.fetch,
      baseUrl: 'http://api.test',
      onUnauthorized,
    });
    await client.GET('/api/v1/auth/user');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
