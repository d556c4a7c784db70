import { assign, emit, fromCallback, fromPromise, raise, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  ACTIVITY_DEBOUNCE_MS,
  COUNTDOWN_TICK_MS,
  HEARTBEAT_INTERVAL_MS,
  SESSION_EXPIRED_MESSAGE,
  SESSION_EXTEND_FAILED_MESSAGE,
  SESSION_EXTENDED_MESSAGE,
  SESSION_STATUS_POLL_MS,
  WARNING_AFTER_MS,
  WARNING_COUNTDOWN_SECONDS,
  WARNING_CRITICAL_SECONDS,
} from '../constants.ts';
import { isUnauthorized } from '../ports/apiError.ts';
import type { ToastRequestedEvent } from '../toasts/toastRequest.ts';
import type {
  ActivitySource,
  Channel,
  SessionApi,
  SessionEndReason,
  SessionStatus,
  TabMessage,
} from '../types.ts';

/** What the session timeout needs injected. */
export interface SessionTimeoutPorts {
  api: SessionApi;
  /** The channel shared with the other tabs (activity and session end are relayed). */
  channel: Channel<TabMessage>;
  /** Local user activity (`createDomActivitySource()` in the browser). */
  activity: ActivitySource;
}

/** Input of {@link sessionTimeoutMachine}. */
export interface SessionTimeoutInput extends SessionTimeoutPorts {
  /** The path shown now: where login sends the user back to after expiry. @default '/' */
  currentPath?: string;
}

/** Context of {@link sessionTimeoutMachine}. */
export interface SessionTimeoutContext {
  ports: SessionTimeoutPorts;
  /** Seconds left on the warning countdown (300 → 1), `null` while no warning shows. */
  remainingSeconds: number | null;
  /** True when the countdown shows 60 s or less: the UI turns it red (R-SESSION-2). */
  isCritical: boolean;
  /** The path shown now, kept from `session.navigated`. */
  currentPath: string;
  /** Local activity since the last heartbeat: the next heartbeat is sent only then. */
  activeSinceHeartbeat: boolean;
  /** Why the session ended, once it has. */
  endReason: SessionEndReason | null;
  /** True when the end came from another tab. */
  endRelayed: boolean;
}

/** Events {@link sessionTimeoutMachine} accepts. */
export type SessionTimeoutEvent =
  /** Local user activity; debounced by 2 s and ignored while the warning shows. */
  | { type: 'session.activity' }
  /** The user moved to `path`; counts as activity. */
  | { type: 'session.navigated'; path: string }
  /** "Stay Logged In", a click on the backdrop or a key press in the warning. */
  | { type: 'session.stayLoggedIn' }
  /** "Logout Now" in the warning. */
  | { type: 'session.logoutNow' }
  /** Another tab reported activity (relayed). */
  | { type: 'session.tab.activity' }
  /** Another tab's session ended (relayed). */
  | { type: 'session.tab.ended'; reason: SessionEndReason }
  /** Internal: local activity after the debounce. */
  | { type: 'session.activityConfirmed' };

/**
 * How a session ended (the machine's output, and the `session.ended` event it emits).
 * `message` is "Your session has expired. Please log in again." for expiry and `null` otherwise;
 * `redirect` is the path to come back to after login.
 */
export interface SessionEnd {
  reason: SessionEndReason;
  relayed: boolean;
  message: string | null;
  redirect: string;
}

/** Events {@link sessionTimeoutMachine} emits. */
export type SessionTimeoutEmitted = ToastRequestedEvent | ({ type: 'session.ended' } & SessionEnd);

function endOf(context: SessionTimeoutContext): SessionEnd {
  const reason = context.endReason ?? 'expired';
  return {
    reason,
    relayed: context.endRelayed,
    message: reason === 'expired' || reason === 'serverExpired' ? SESSION_EXPIRED_MESSAGE : null,
    redirect: context.currentPath,
  };
}

/**
 * Session timeout of a signed-in user without remember me (R-SESSION-1 Session timeout, R-LIMIT-1).
 * Start it while `needsSessionTimeout(authSnapshot)` is true; stop it otherwise.
 *
 * - Inactivity: any activity restarts a 15-minute (900,000 ms) timer. At 10 minutes (600,000 ms)
 *   `running.inactivity.warning` opens with a 5-minute countdown: `remainingSeconds` 300 → 1, one
 *   step a second, `isCritical` at 60 s or less. The countdown reaching 0 ends the session (`expired`).
 * - Local activity (`session.activity`, or from the injected activity source) counts 2,000 ms after
 *   the last of a burst (trailing debounce) and is ignored while the warning shows;
 *   `session.navigated` counts at once. Both are relayed to the other tabs; activity relayed from
 *   another tab restarts the timer and closes the warning.
 * - `session.stayLoggedIn` extends through the API: success emits the toast "Session extended
 *   successfully" and restarts the timer; failure emits "Failed to extend session" and ends the
 *   session (`extendFailed`). `session.logoutNow` ends it (`loggedOut`).
 * - Heartbeat every 2 minutes (120,000 ms) when there was local activity since the last one; status
 *   poll every 30 s (30,000 ms). A 401 from either, or a status with `isExpired`, ends the session
 *   (`serverExpired`).
 * - The end is relayed to the other tabs, emitted as `session.ended` and returned as output
 *   ({@link SessionEnd}); map it to the auth machine with `toAuthEvent`.
 *
 * Toasts are emitted as `toast.requested`. Time runs on the actor's clock (`createActor(machine,
 * { clock })`).
 */
export const sessionTimeoutMachine = setup({
  types: {
    context: {} as SessionTimeoutContext,
    events: {} as SessionTimeoutEvent,
    input: {} as SessionTimeoutInput,
    output: {} as SessionEnd,
    emitted: {} as SessionTimeoutEmitted,
  },
  actors: {
    extendSession: fromPromise<unknown, { api: SessionApi }>(({ input }) => input.api.extend()),
    sendHeartbeat: fromPromise<unknown, { api: SessionApi }>(({ input }) => input.api.heartbeat()),
    checkStatus: fromPromise<SessionStatus, { api: SessionApi }>(({ input }) => input.api.status()),
    tabMessages: fromCallback<{ type: 'noop' }, { channel: Channel<TabMessage> }>(
      ({ input, sendBack }) =>
        input.channel.subscribe((message) => {
          if (message.type === 'session.activity') sendBack({ type: 'session.tab.activity' });
          else if (message.type === 'session.ended') {
            sendBack({ type: 'session.tab.ended', reason: message.reason });
          }
        }),
    ),
    localActivity: fromCallback<{ type: 'noop' }, { activity: ActivitySource }>(
      ({ input, sendBack }) =>
        input.activity.subscribe(() => sendBack({ type: 'session.activity' })),
    ),
  },
  actions: {
    broadcastActivity: ({ context }) =>
      context.ports.channel.postMessage({ type: 'session.activity' }),
    broadcastEnd: ({ context }) => {
      if (!context.endRelayed && context.endReason) {
        context.ports.channel.postMessage({ type: 'session.ended', reason: context.endReason });
      }
    },
    markActive: assign({ activeSinceHeartbeat: true }),
    startCountdown: assign({
      remainingSeconds: WARNING_COUNTDOWN_SECONDS,
      isCritical: WARNING_COUNTDOWN_SECONDS <= WARNING_CRITICAL_SECONDS,
    }),
    countDown: assign(({ context }) => {
      const remainingSeconds = Math.max(0, (context.remainingSeconds ?? 1) - 1);
      return { remainingSeconds, isCritical: remainingSeconds <= WARNING_CRITICAL_SECONDS };
    }),
    stopCountdown: assign({ remainingSeconds: null, isCritical: false }),
    toastExtended: emit({
      type: 'toast.requested',
      toast: { type: 'success', message: SESSION_EXTENDED_MESSAGE, scope: 'shell' },
    } as const),
    toastExtendFailed: emit({
      type: 'toast.requested',
      toast: { type: 'error', message: SESSION_EXTEND_FAILED_MESSAGE, scope: 'app' },
    } as const),
    emitEnded: emit(({ context }) => ({ type: 'session.ended' as const, ...endOf(context) })),
  },
  guards: {
    isLastSecond: ({ context }) => (context.remainingSeconds ?? 0) <= 1,
    activeSinceHeartbeat: ({ context }) => context.activeSinceHeartbeat,
  },
  delays: {
    warningAfter: WARNING_AFTER_MS,
    countdownTick: COUNTDOWN_TICK_MS,
    activityDebounce: ACTIVITY_DEBOUNCE_MS,
    heartbeatInterval: HEARTBEAT_INTERVAL_MS,
    statusPoll: SESSION_STATUS_POLL_MS,
  },
}).createMachine({
  id: 'sessionTimeout',
  context: ({ input }) => ({
    ports: { api: input.api, channel: input.channel, activity: input.activity },
    remainingSeconds: null,
    isCritical: false,
    currentPath: input.currentPath ?? '/',
    activeSinceHeartbeat: true,
    endReason: null,
    endRelayed: false,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      invoke: [
        {
          id: 'tabMessages',
          src: 'tabMessages',
          input: ({ context }) => ({ channel: context.ports.channel }),
        },
        {
          id: 'localActivity',
          src: 'localActivity',
          input: ({ context }) => ({ activity: context.ports.activity }),
        },
      ],
      on: {
        'session.tab.ended': {
          target: 'ended',
          actions: assign({ endReason: ({ event }) => event.reason, endRelayed: true }),
        },
      },
      states: {
        inactivity: {
          initial: 'active',
          states: {
            active: {
              after: { warningAfter: 'warning' },
              on: {
                'session.activityConfirmed': {
                  target: 'active',
                  reenter: true,
                  actions: ['markActive', 'broadcastActivity'],
                },
                'session.navigated': {
                  target: 'active',
                  reenter: true,
                  actions: [
                    assign({ currentPath: ({ event }) => event.path }),
                    'markActive',
                    'broadcastActivity',
                  ],
                },
                'session.tab.activity': { target: 'active', reenter: true },
              },
            },
            warning: {
              type: 'parallel',
              entry: 'startCountdown',
              exit: 'stopCountdown',
              on: {
                'session.tab.activity': { target: 'active' },
                'session.navigated': {
                  actions: assign({ currentPath: ({ event }) => event.path }),
                },
              },
              states: {
                countdown: {
                  initial: 'ticking',
                  states: {
                    ticking: {
                      after: {
                        countdownTick: [
                          {
                            guard: 'isLastSecond',
                            target: '#sessionTimeout.ended',
                            actions: [assign({ endReason: 'expired' }), 'countDown'],
                          },
                          { target: 'ticking', reenter: true, actions: 'countDown' },
                        ],
                      },
                    },
                  },
                },
                dialog: {
                  initial: 'open',
                  states: {
                    open: {
                      on: {
                        'session.stayLoggedIn': 'extending',
                        'session.logoutNow': {
                          target: '#sessionTimeout.ended',
                          actions: assign({ endReason: 'loggedOut' }),
                        },
                      },
                    },
                    extending: {
                      invoke: {
                        id: 'extendSession',
                        src: 'extendSession',
                        input: ({ context }) => ({ api: context.ports.api }),
                        onDone: {
                          target: '#sessionTimeout.running.inactivity.active',
                          actions: ['toastExtended', 'markActive', 'broadcastActivity'],
                        },
                        onError: {
                          target: '#sessionTimeout.ended',
                          actions: ['toastExtendFailed', assign({ endReason: 'extendFailed' })],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
        localActivity: {
          initial: 'quiet',
          states: {
            quiet: { on: { 'session.activity': 'settling' } },
            settling: {
              on: { 'session.activity': { target: 'settling', reenter: true } },
              after: {
                activityDebounce: {
                  target: 'quiet',
                  actions: raise({ type: 'session.activityConfirmed' }),
                },
              },
            },
          },
        },
        heartbeat: {
          initial: 'waiting',
          states: {
            waiting: {
              after: {
                heartbeatInterval: [
                  { guard: 'activeSinceHeartbeat', target: 'sending' },
                  { target: 'waiting', reenter: true },
                ],
              },
            },
            sending: {
              entry: assign({ activeSinceHeartbeat: false }),
              invoke: {
                id: 'sendHeartbeat',
                src: 'sendHeartbeat',
                input: ({ context }) => ({ api: context.ports.api }),
                onDone: 'waiting',
                onError: [
                  {
                    guard: ({ event }) => isUnauthorized(event.error),
                    target: '#sessionTimeout.ended',
                    actions: assign({ endReason: 'serverExpired' }),
                  },
                  { target: 'waiting' },
                ],
              },
            },
          },
        },
        status: {
          initial: 'waiting',
          states: {
            waiting: { after: { statusPoll: 'checking' } },
            checking: {
              invoke: {
                id: 'checkStatus',
                src: 'checkStatus',
                input: ({ context }) => ({ api: context.ports.api }),
                onDone: [
                  {
                    guard: ({ event }) => event.output.isExpired,
                    target: '#sessionTimeout.ended',
                    actions: assign({ endReason: 'serverExpired' }),
                  },
                  { target: 'waiting' },
                ],
                onError: [
                  {
                    guard: ({ event }) => isUnauthorized(event.error),
                    target: '#sessionTimeout.ended',
                    actions: assign({ endReason: 'serverExpired' }),
                  },
                  { target: 'waiting' },
                ],
              },
            },
          },
        },
      },
    },
    ended: {
      type: 'final',
      entry: ['broadcastEnd', 'emitEnded'],
    },
  },
  output: ({ context }) => endOf(context),
});

/** A snapshot of {@link sessionTimeoutMachine}. */
export type SessionTimeoutSnapshot = SnapshotFrom<typeof sessionTimeoutMachine>;

/** True while the session warning dialog shows (extension in flight included). */
export function isWarningOpen(snapshot: SessionTimeoutSnapshot): boolean {
  return snapshot.matches({ running: { inactivity: 'warning' } });
}

/** True while "Stay Logged In" waits for the server. */
export function isExtending(snapshot: SessionTimeoutSnapshot): boolean {
  return snapshot.matches({ running: { inactivity: { warning: { dialog: 'extending' } } } });
}

/**
 * Formats the countdown as `m:ss` (e.g. 300 → "5:00", 59 → "0:59") for the warning dialog.
 * @param seconds whole seconds ≥ 0.
 */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
