import type { Middleware } from 'openapi-fetch';
import { XSRF_HEADER, readXsrfCookie } from './xsrf.ts';

/** Path of the call that (re)issues the CSRF cookie (R-API-2). */
export const CSRF_COOKIE_PATH = '/sanctum/csrf-cookie';

/**
 * R-ERR-2 "419: fetch the CSRF cookie and retry the request once". On a 419 it calls
 * `GET /sanctum/csrf-cookie`, then sends the original request again with the fresh
 * `X-XSRF-TOKEN`. The retried request's answer is final: a second 419 is returned as is, never
 * retried again.
 *
 * Register it last so the copy it keeps already carries every other middleware's headers and body.
 *
 * @param options.baseUrl the API origin ('' for same origin)
 * @param options.fetch the fetch to use for the cookie call and the retry
 * @param options.getCookies the cookie string to read the new token from
 */
export function csrfRetryMiddleware(options: {
  baseUrl: string;
  fetch: (input: Request) => Promise<Response>;
  getCookies: () => string;
}): Middleware {
  const pending = new Map<string, Request>();
  return {
    onRequest({ request, id }) {
      pending.set(id, request.clone());
      return request;
    },
    async onResponse({ response, id }) {
      const original = pending.get(id);
      pending.delete(id);
      if (response.status !== 419 || !original) return response;
      const cookieResponse = await options.fetch(
        new Request(`${options.baseUrl}${CSRF_COOKIE_PATH}`, {
          method: 'GET',
          credentials: 'include',
          headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
        }),
      );
      if (!cookieResponse.ok) return response;
      const retry = new Request(original);
      const token = readXsrfCookie(options.getCookies());
      if (token) retry.headers.set(XSRF_HEADER, token);
      return options.fetch(retry);
    },
    onError({ id }) {
      pending.delete(id);
    },
  };
}
