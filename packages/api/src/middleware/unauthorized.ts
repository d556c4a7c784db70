import type { Middleware } from 'openapi-fetch';

/**
 * Calls whose 401 means "wrong credentials" rather than "signed out", so they never trigger the
 * sign-out hand-off.
 */
const CREDENTIAL_PATHS = new Set(['/api/v1/auth/login', '/api/v1/auth/register']);

/**
 * R-ERR-1 "401 on any call: clear auth, go to login with a redirect query of the current path".
 * Calls `onUnauthorized(currentPath())` on every 401 (the auth machine clears the stored auth and
 * the router goes to `/login?redirect=…`). The response is still returned to the caller.
 *
 * @param onUnauthorized receives the path the user was on (e.g. `/c/jobs?q=rust`)
 * @param currentPath returns the current path (defaults to `location.pathname + search + hash`)
 */
export function unauthorizedMiddleware(
  onUnauthorized: (currentPath: string) => void,
  currentPath: () => string,
): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && !CREDENTIAL_PATHS.has(schemaPath))
        onUnauthorized(currentPath());
      return response;
    },
  };
}
