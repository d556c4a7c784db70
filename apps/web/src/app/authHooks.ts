/**
 * The auth actor's state for the signed-in screens (their routes load the session services first).
 * A module of its own: `@xstate/react` stays out of the entry chunk (app/entry.ts), which the
 * public pages share.
 */
import { isSignedIn, type AuthSnapshot } from '@hireloop/machines';
import { useSelector } from '@xstate/react';
import { useServices } from './context.tsx';

/** Reads a value from the auth actor's snapshot and re-renders when it changes. */
export function useAuth<T>(selector: (snapshot: AuthSnapshot) => T): T {
  return useSelector(useServices().auth, selector);
}

/** The signed-in user, or `null`. */
export function useCurrentUser() {
  return useAuth((snapshot) => (isSignedIn(snapshot) ? snapshot.context.user : null));
}
