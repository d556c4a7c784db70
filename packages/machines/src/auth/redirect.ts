import { LOGIN_PATH } from '../constants.ts';

/**
 * The login URL with the redirect query holding the wanted path (R-GUARD-1 guard rules, R-ERR-1 "401 on any
 * call"), e.g. `loginUrl('/c/jobs?page=2')` → `/login?redirect=%2Fc%2Fjobs%3Fpage%3D2`.
 * Paths that are not same-site absolute paths (`//evil.example`, `https://…`) are dropped so the
 * redirect cannot leave the site.
 * @param redirect the wanted path, or `null` for none.
 */
export function loginUrl(redirect: string | null | undefined): string {
  const path = safeRedirect(redirect);
  return path ? `${LOGIN_PATH}?redirect=${encodeURIComponent(path)}` : LOGIN_PATH;
}

/**
 * `path` when it is a same-site absolute path other than the login page itself, else `null`.
 * Use it on the `redirect` query before navigating there after login.
 */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`)) return null;
  return path;
}
