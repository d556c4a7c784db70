/**
 * The notification polling actor of the signed-in shell (R-NOTIF-5 to R-NOTIF-7): started when the
 * shell mounts for a signed-in user, stopped when it unmounts (sign-out). The shell's unread badge
 * and the notifications screen read the same actor, so marking, starring and deleting are
 * optimistic everywhere at once.
 */
import { areaForRole } from '@hireloop/api';
import type { NotificationPollingSnapshot } from '@hireloop/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, use, useEffect, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { Role } from '../paths.ts';
import { useServices } from './context.tsx';
import type { AppMachines } from './services.ts';

/** The polling actor. */
export type NotificationPollingActor = ActorRefFrom<AppMachines['notificationPolling']>;

const PollingContext = createContext<NotificationPollingActor | null>(null);

/**
 * Starts notification polling for the signed-in user's area and provides it. Toasts the machine asks
 * for (action results, failed requests) go to the shell toaster.
 */
export function NotificationPollingProvider({
  accountRole,
  children,
}: {
  accountRole: Role;
  children?: ReactNode;
}) {
  const services = useServices();
  const actor = useActorRef(services.machines.notificationPolling, {
    input: {
      api: services.notificationsApi(areaForRole(accountRole)),
      visibility: services.visibility,
      activity: services.activity,
    },
    ...(services.clock ? { clock: services.clock } : {}),
  });
  useEffect(() => {
    const subscription = actor.on('toast.requested', ({ toast }) => services.notify(toast));
    return () => subscription.unsubscribe();
  }, [actor, services]);
  // Deletions wait for their Undo toast; a page being left sends them at once.
  useEffect(() => {
    const flush = () => actor.send({ type: 'notifications.flush' });
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [actor]);
  return <PollingContext value={actor}>{children}</PollingContext>;
}

/**
 * The polling actor of the shell.
 * @throws Error outside {@link NotificationPollingProvider}
 */
export function useNotificationPolling(): NotificationPollingActor {
  const actor = use(PollingContext);
  if (!actor) throw new Error('useNotificationPolling must be used inside the signed-in shell');
  return actor;
}

/** Reads from the polling actor's snapshot. */
export function useNotificationsSelector<T>(
  selector: (snapshot: NotificationPollingSnapshot) => T,
): T {
  return useSelector(useNotificationPolling(), selector);
}
