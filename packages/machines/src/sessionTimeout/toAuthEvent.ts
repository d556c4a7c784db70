import type { AuthEvent } from '../auth/authMachine.ts';
import type { SessionEnd } from './sessionTimeoutMachine.ts';

/**
 * The auth event a session end maps to (R-SESSION-4, R-SESSION-5):
 * - `expired` / `serverExpired` → `auth.sessionExpired` with "Your session has expired. Please log in
 *   again." and a redirect back to the current path (relayed ones too: each tab keeps its own path);
 * - `loggedOut` ("Logout Now") and `extendFailed` → `auth.logout` (the server call, which signs out
 *   even when it fails); `null` when relayed, since the tab that ended it relays the sign-out itself.
 */
export function toAuthEvent(end: SessionEnd): AuthEvent | null {
  switch (end.reason) {
    case 'expired':
    case 'serverExpired':
      return { type: 'auth.sessionExpired', message: end.message, redirect: end.redirect };
    case 'loggedOut':
    case 'extendFailed':
      return end.relayed ? null : { type: 'auth.logout' };
  }
}
