import type { Middleware } from 'openapi-fetch';

/** Name of the cookie the server sets on `GET /sanctum/csrf-cookie` (R-API-2). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Header that echoes the cookie on every request (R-API-1, R-ERR-2). */
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * Reads one cookie out of a `document.cookie`-style string, URL-decoded.
 * @returns the value, or undefined when the cookie is absent
 */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return undefined;
}

/**
 * Echoes the `XSRF-TOKEN` cookie as the `X-XSRF-TOKEN` header on every request.
 *
 * @param getCookies returns the cookie string to read (defaults to `document.cookie` in browsers)
 */
export function xsrfMiddleware(getCookies: () => string): Middleware {
  return {
    onRequest({ request }) {
      const token = readCookie(getCookies(), XSRF_COOKIE);
      if (token) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}
