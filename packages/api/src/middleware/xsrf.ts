import type { Middleware } from 'openapi-fetch';

/** Name of the cookie the server sets on `GET /sanctum/csrf-cookie` (R-API-2) over plain HTTP. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Its name over HTTPS: the `__Host-` prefix (Secure, Path=/, no Domain; decision 208). */
export const XSRF_HOST_COOKIE = '__Host-XSRF-TOKEN';
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
 * The CSRF token of a `document.cookie`-style string: the `__Host-XSRF-TOKEN` cookie (HTTPS) when
 * present, else the `XSRF-TOKEN` one (HTTP), URL-decoded. @returns undefined when neither is set
 */
export function readXsrfCookie(cookieHeader: string): string | undefined {
  return readCookie(cookieHeader, XSRF_HOST_COOKIE) ?? readCookie(cookieHeader, XSRF_COOKIE);
}

/**
 * Echoes the `__Host-XSRF-TOKEN` (HTTPS) or `XSRF-TOKEN` (HTTP) cookie as the `X-XSRF-TOKEN` header on every request.
 *
 * @param getCookies returns the cookie string to read (defaults to `document.cookie` in browsers)
 */
export function xsrfMiddleware(getCookies: () => string): Middleware {
  return {
    onRequest({ request }) {
      const token = readXsrfCookie(getCookies());
      if (token) request.headers.set(XSRF_HEADER, token);
      return request;
    },
  };
}
