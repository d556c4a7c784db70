/**
 * The auth questions the route guards ask, in the session services' chunk: the guards (in the
 * entry) import this module when a decision needs the auth machine, so XState stays out of the
 * entry.
 */
import { hasRole, isSignedIn, type AuthSnapshot } from '@hireloop/machines';
import { waitFor } from 'xstate';
import type { AuthActor } from './services.ts';

export { hasRole, isSignedIn };

/** True once the auth machine knows whether someone is signed in (no restore or user fetch running). */
export function isAuthSettled(snapshot: AuthSnapshot): boolean {
  return !snapshot.matches('restoring') && !snapshot.matches('loadingUser');
}

/** Waits until {@link isAuthSettled}; resolves at once when it already is. */
export function settledAuth(auth: AuthActor): Promise<AuthSnapshot> {
  return waitFor(auth, isAuthSettled);
}
