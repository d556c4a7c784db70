import type { Middleware } from 'openapi-fetch';

/**
 * R-API-1 "All requests send cookies, JSON and AJAX headers, and a Bearer token when one exists".
 * Adds `Accept: application/json`, `X-Requested-With: XMLHttpRequest` and, when `getToken()` returns
 * a token, `Authorization: Bearer <token>`. Cookies are sent by the client's `credentials: 'include'`.
 *
 * @param getToken returns the current token, or null/undefined when signed out
 */
export function headersMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has('Accept')) request.headers.set('Accept', 'application/json');
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}
