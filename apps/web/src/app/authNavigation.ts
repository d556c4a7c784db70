/**
 * What happens in the app when the auth machine signs someone in or out (R-AUTH-1, R-AUTH-2, R-SHELL-5, R-ERR-5): the
 * cache of the previous user is dropped, the user lands on the right page and the sign-out message
 * is shown in the app toaster (which outlives the shell).
 */
import { SESSION_EXPIRED_MESSAGE, safeRedirect, loginUrl } from '@hireloop/machines';
import type { DataRouter } from 'react-router';
import { guestOnlyRoutes, routeNameForPath } from '../paths.ts';
import { landingAfterSignIn, roleOf } from './guards.ts';
import type { AppServices } from './services.ts';

/**
 * Connects the auth actor's emitted events to the router and the toasters.
 *
 * - `auth.signedOut`: clears the query cache, shows the notice (the server's logout message, the
 *   session expiry message, or — for a 401, whose cause is an expired or revoked session — the
 *   expiry message), and goes to login with `?redirect=` when the machine kept a path to return to.
 * - `auth.signedIn` on a guest-only page (login, register, home, or another tab signing in): goes
 *   to the `redirect` query when it is safe and in the user's area, else to the role's dashboard.
 *
 * @returns a function that disconnects
 */
export function connectAuthNavigation(services: AppServices, router: DataRouter): () => void {
  const { auth, queryClient, notify } = services;

  const signedOut = auth.on('auth.signedOut', ({ notice, redirect }) => {
    queryClient.clear();
    const message = notice ?? (redirect ? SESSION_EXPIRED_MESSAGE : null);
    if (message) {
      // Decision 007: the logout message is info, an expiry or a 401 a warning; both in the app toaster.
      notify({ type: redirect ? 'warning' : 'info', message, scope: 'app' });
    }
    void router.navigate(loginUrl(redirect), { replace: true });
  });

  const signedIn = auth.on('auth.signedIn', () => {
    queryClient.clear();
    const { location } = router.state;
    if (!guestOnlyRoutes.has(routeNameForPath(location.pathname))) return;
    const wanted = safeRedirect(new URLSearchParams(location.search).get('redirect'));
    void router.navigate(landingAfterSignIn(roleOf(auth.getSnapshot()), wanted), {
      replace: true,
    });
  });

  return () => {
    signedOut.unsubscribe();
    signedIn.unsubscribe();
  };
}
