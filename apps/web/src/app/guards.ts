/**
 * The route guards of R-GUARD-1 to R-GUARD-5 and R-ROLE-3, as React Router middleware (it runs on
 * every navigation, before the lazy route module renders).
 *
 * - A stored token without a user is resolved first: the auth machine fetches the current user at
 *   start; the guards wait for that. If it fails the user is signed out, and a route needing sign-in
 *   sends them to login with the wanted path in `?redirect=`.
 * - Guest-only routes send a signed-in user to the dashboard of their role.
 * - Routes needing sign-in send guests to login with `?redirect=`.
 * - Routes needing a role send a user without it to /unauthorized.
 * - /register/{role} accepts only `business` or `customer`, else register.select.
 */
import { loginUrl, type AuthSnapshot } from '@hireloop/machines';
import { createPath, redirect, type MiddlewareFunction } from 'react-router';
import { dashboardPath, paths, roleForRoute, routeNameForPath, type Role } from '../paths.ts';
import type { EntryServices } from './entry.ts';

/**
 * Loads the session services (and the auth checks) and waits until the auth machine knows whether
 * someone is signed in: a stored token is restored first, its user fetched.
 */
async function settledSession(entry: EntryServices) {
  const [auth, services] = await Promise.all([import('./authState.ts'), entry.loadSession()]);
  return { auth, snapshot: await auth.settledAuth(services.auth) };
}

/** The role of a signed-in user: the user's own role, else the first known role of the list. */
export function roleOf(snapshot: AuthSnapshot): Role {
  const { user, roles } = snapshot.context;
  if (user?.role === 'business' || user?.role === 'customer') return user.role;
  return roles.includes('business') ? 'business' : 'customer';
}

function wantedPath(request: Request): string {
  return createPath(new URL(request.url));
}

/** Middleware of guest-only routes (home, login, register): a signed-in user goes to their dashboard. */
export function guestOnly(entry: EntryServices): MiddlewareFunction {
  return async () => {
    // No stored session and none loaded: a guest, decided without loading the session services.
    if (!entry.hasStoredSession()) return;
    const { auth, snapshot } = await settledSession(entry);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- middleware redirects by throwing
    if (auth.isSignedIn(snapshot)) throw redirect(dashboardPath(roleOf(snapshot)));
  };
}

/**
 * Middleware of the /b and /c areas: guests go to login with the wanted path, a user without the
 * area's role to /unauthorized.
 */
export function requireRole(entry: EntryServices, role: Role): MiddlewareFunction {
  return async ({ request }) => {
    const { auth, snapshot } = await settledSession(entry);
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- middleware redirects by throwing
    if (!auth.isSignedIn(snapshot)) throw redirect(loginUrl(wantedPath(request)));
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- middleware redirects by throwing
    if (!auth.hasRole(snapshot, role)) throw redirect(paths.unauthorized);
  };
}

/** The roles /register/{role} accepts (R-ROUTE-1, R-VALID-2). */
export function isRegistrationRole(value: string | undefined): value is Role {
  return value === 'business' || value === 'customer';
}

/** Middleware of register.form: any role but business or customer goes to register.select. */
export const validRegistrationRole: MiddlewareFunction = ({ params }) => {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- middleware redirects by throwing
  if (!isRegistrationRole(params.role)) throw redirect(paths['register.select']);
};

/**
 * Where to go after signing in: the `redirect` path when it is safe and belongs to the user's own
 * area (or is public), else the dashboard of the role. A path of the other role's area, or a
 * guest-only page, would only bounce again, so the dashboard is the better landing.
 * @param safePath the redirect query, already checked with `safeRedirect` (or null)
 */
export function landingAfterSignIn(role: Role, safePath: string | null): string {
  if (!safePath) return dashboardPath(role);
  const name = routeNameForPath(new URL(safePath, 'http://app.invalid').pathname);
  const area = roleForRoute(name);
  if (area === role) return safePath;
  return dashboardPath(role);
}
