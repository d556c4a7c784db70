/**
 * The auth machine as the sign-in and registration forms use it, without the session services in
 * the page's initial JavaScript: the forms render at once (prerendered, hydrated), start loading
 * the session services when the visitor turns to the form (focus, pointer), and send their event
 * once they are there.
 */
import type { AuthSnapshot } from '@hireloop/machines';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useAuthOrGuest, useEntryServices } from './context.tsx';
import type { AuthActor } from './services.ts';

/** An event of the auth machine the forms send. */
type AuthEvent = Parameters<AuthActor['send']>[0];

/** What {@link useAuthForm} returns. */
export interface AuthForm {
  /** The form-level error: the auth machine's, or `loadFailedMessage` when its chunk did not load. */
  error: string | null;
  /** True while the session services load for a submit, or while `busy` holds. */
  pending: boolean;
  /**
   * Put on the element around the form: focus or a pointer inside it (the visitor turning to the
   * form) starts loading the session services, so a submit rarely waits for them.
   */
  intentRef: RefObject<HTMLDivElement | null>;
  /** Sends `event` to the auth machine once the session services are loaded. */
  send: (event: AuthEvent) => void;
}

/**
 * Binds a guest form to the auth machine, loaded on intent.
 * @param busy the auth states the form shows as pending (e.g. `{ signedOut: 'loggingIn' }`)
 * @param loadFailedMessage the error shown when the session services cannot be loaded (offline,
 *   a new deploy): the form's own failure message of the spec
 * On unmount the auth machine's messages are cleared, so no stale error greets the next visit.
 */
export function useAuthForm(
  busy: (snapshot: AuthSnapshot) => boolean,
  loadFailedMessage: string,
): AuthForm {
  const entry = useEntryServices();
  const [starting, setStarting] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const machineError = useAuthOrGuest((snapshot) => snapshot.context.error, null);
  const machineBusy = useAuthOrGuest(busy, false);
  useEffect(() => () => entry.session()?.auth.send({ type: 'auth.clearMessages' }), [entry]);

  const intentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = intentRef.current;
    if (!element) return;
    const preload = () => {
      entry.loadSession().catch(() => undefined); // reported by the submit that needs it
    };
    element.addEventListener('focusin', preload);
    element.addEventListener('pointerdown', preload);
    return () => {
      element.removeEventListener('focusin', preload);
      element.removeEventListener('pointerdown', preload);
    };
  }, [entry]);
  const send = useCallback(
    (event: AuthEvent) => {
      setStarting(true);
      setLoadFailed(false);
      entry.loadSession().then(
        (services) => {
          setStarting(false);
          services.auth.send(event);
        },
        () => {
          setStarting(false);
          setLoadFailed(true);
        },
      );
    },
    [entry],
  );
  return {
    error: loadFailed ? loadFailedMessage : machineError,
    pending: starting || machineBusy,
    intentRef,
    send,
  };
}
