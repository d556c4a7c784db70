/**
 * The session timeout of a signed-in user without remember me (R-SESSION-1 Session timeout): runs
 * sessionTimeoutMachine while mounted, reports navigation as activity, shows the warning dialog with
 * its countdown, and hands the end of the session to the auth machine.
 */
import { isExtending, isWarningOpen, toAuthEvent } from '@hireloop/machines';
import { SessionWarningDialog } from '@hireloop/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useServices } from '../../app/context.tsx';

/**
 * Mount only while `needsSessionTimeout(auth)` holds. "Stay Logged In", a click on the backdrop or
 * a key press extends the session; "Logout Now" and the countdown reaching 0 end it; expiry signs
 * out with "Your session has expired. Please log in again." and a redirect back here.
 */
export function SessionTimeout() {
  const services = useServices();
  const location = useLocation();
  const path = `${location.pathname}${location.search}${location.hash}`;
  const actor = useActorRef(services.machines.sessionTimeout, {
    input: {
      api: services.sessionApi,
      channel: services.channel,
      activity: services.activity,
      currentPath: path,
    },
    ...(services.clock ? { clock: services.clock } : {}),
  });

  useEffect(() => {
    const toasts = actor.on('toast.requested', ({ toast }) => services.notify(toast));
    const ended = actor.on('session.ended', (end) => {
      const event = toAuthEvent(end);
      if (event) services.auth.send(event);
    });
    return () => {
      toasts.unsubscribe();
      ended.unsubscribe();
    };
  }, [actor, services]);

  // Navigating counts as activity (R-SESSION-6); the first render is where the timer starts anyway.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    actor.send({ type: 'session.navigated', path });
  }, [actor, path]);

  const isOpen = useSelector(actor, isWarningOpen);
  const extending = useSelector(actor, isExtending);
  const remainingSeconds = useSelector(actor, (snapshot) => snapshot.context.remainingSeconds ?? 0);

  return (
    <SessionWarningDialog
      isOpen={isOpen}
      secondsRemaining={remainingSeconds}
      isPending={extending}
      onStay={() => actor.send({ type: 'session.stayLoggedIn' })}
      onLogout={() => actor.send({ type: 'session.logoutNow' })}
    />
  );
}
