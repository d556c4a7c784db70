/**
 * A fake API for route and screen tests: a `fetch` that answers the contract's calls from a small
 * table of handlers, with sensible defaults for what the shell loads on every signed-in page.
 */
import { demoAccounts } from '@hireloop/api/msw';

export type FakeHandler = (
  request: Request,
  match: RegExpMatchArray,
) => Response | Promise<Response>;

/** JSON response helper. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

/** A demo user of `@hireloop/api/msw` in the wire format (snake_case), with `patch` applied. */
export function wireUser(role: 'customer' | 'business', patch: Record<string, unknown> = {}) {
  return { ...demoAccounts[role].user, ...patch };
}

const emptyMeta = { current_page: 1, per_page: 100, total: 0, last_page: 1 };

/** Answers for the calls every signed-in page makes (notifications, session, dashboards). */
export const defaultHandlers: Record<string, FakeHandler> = {
  'GET /sanctum/csrf-cookie': () => new Response(null, { status: 204 }),
  'GET /api/v1/(b|c)/notifications': () =>
    json({
      status: 'success',
      message: 'OK',
      data: { notifications: [], unread_count: 0, meta: emptyMeta },
    }),
  'GET /api/v1/auth/session/status': () =>
    json({ data: { is_expired: false, expires_in_seconds: 900 } }),
  'POST /api/v1/auth/session/heartbeat': () => json({ data: { expires_in_seconds: 900 } }),
  'GET /api/v1/stats': () => json({ data: { open_jobs: 1234, companies: 56 } }),
  'POST /api/v1/auth/logout': () => json({ message: 'Logged out successfully' }),
};

/** A recorded request. */
export interface RecordedCall {
  method: string;
  path: string;
}

/**
 * A fetch answering `METHOD /path-regex` handlers (anchored), then the defaults, else 404.
 * `calls` records every request.
 */
export function createFakeFetch(handlers: Record<string, FakeHandler> = {}) {
  const calls: RecordedCall[] = [];
  const table = Object.entries({ ...defaultHandlers, ...handlers }).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    return { method, pattern: new RegExp(`^${pattern}$`), handler };
  });
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname });
    // Later handlers (the test's own) win over the defaults with the same key order reversed.
    for (const entry of [...table].reverse()) {
      if (entry.method !== request.method) continue;
      const match = url.pathname.match(entry.pattern);
      if (match) return entry.handler(request, match);
    }
    return json({ message: `No fake for ${request.method} ${url.pathname}` }, 404);
  };
  return { fetch, calls };
}
