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

/** A host the checks below resolve paths against; never contacted. */
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * `path` when it is a same-site absolute path other than the login page itself, else `null`.
 * Use it on the `redirect` query before navigating there after login. Refused besides other
 * origins: control characters and whitespace (a browser strips a tab or a line break from a URL,
 * so `/\t/evil.example` would become `//evil.example`, and a router given one threw, leaving a
 * signed-in user on /login: issue 35) and backslashes; what is left must resolve to the same
 * origin.
 */
export function safeRedirect(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\u0000-\u0020\u007f\\]/.test(path)) return null;
  if (!URL.canParse(path, PROBE_ORIGIN) || new URL(path, PROBE_ORIGIN).origin !== PROBE_ORIGIN)
    return null;
  if (path === LOGIN_PATH || path.startsWith(`${LOGIN_PATH}?`)) return null;
  return path;
}
