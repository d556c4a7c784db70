import {
  and,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  or,
  raise,
  setup,
  stateIn,
} from 'xstate';
import type { SnapshotFrom } from 'xstate';
import {
  NOTIFICATION_CACHE_FRESH_MS,
  NOTIFICATION_DELETE_FAILED_MESSAGE,
  NOTIFICATION_DELETED_MESSAGE,
  NOTIFICATION_IDLE_MS,
  NOTIFICATION_MARK_READ_FAILED_MESSAGE,
  NOTIFICATION_MARKED_READ_MESSAGE,
  NOTIFICATION_TOGGLE_IMPORTANT_FAILED_MESSAGE,
  NOTIFICATIONS_FETCH_FAILED_MESSAGE,
  NOTIFICATIONS_READ_ALL_FAILED_MESSAGE,
  NOTIFICATIONS_READ_ALL_MESSAGE,
  POLL_INTERVAL_START_MS,
} from '../constants.ts';
import { errorMessage, isUnauthorized, successMessage, toApiError } from '../ports/apiError.ts';
import { UNDO_LABEL, UNDO_TOAST_MS, type ToastRequestedEvent } from '../toasts/toastRequest.ts';
import type {
  ActivitySource,
  NotificationId,
  NotificationItem,
  NotificationList,
  NotificationListParams,
  NotificationsApi,
  VisibilitySource,
} from '../types.ts';
import {
  delayAfterRateLimit,
  intervalAfterError,
  intervalAfterRateLimit,
  intervalAfterSuccess,
} from './backoff.ts';
import { hasSomethingNew } from './novelty.ts';
import type { NotificationMutation, PendingMutation } from './optimistic.ts';
import { applyMutation, applyPending } from './optimistic.ts';

/** What notification polling needs injected. */
export interface NotificationPollingPorts {
  api: NotificationsApi;
  /** Tab visibility (`createDocumentVisibilitySource()` in the browser). */
  visibility: VisibilitySource;
  /** User activity for idle detection (`createDomActivitySource()` in the browser). */
  activity: ActivitySource;
}

/** Input of {@link notificationPollingMachine}. */
export interface NotificationPollingInput extends NotificationPollingPorts {
  /** Passed to every `api.list` call. @default {} */
  params?: NotificationListParams;
}

/** Why a fetch ran: a request by the UI shows its failure as a toast, background fetches do not. */
export type FetchReason = 'start' | 'poll' | 'visible' | 'resume' | 'request';

/** Context of {@link notificationPollingMachine}. */
export interface NotificationPollingContext {
  ports: NotificationPollingPorts;
  params: NotificationListParams;
  /** The last list from the server with the confirmed mutations applied; `null` before the first. */
  serverList: NotificationList | null;
  /** What to show: the server list with the pending mutations on top. */
  notifications: NotificationItem[];
  /** Unread count to show (badge), pending mutations included. */
  unreadCount: number;
  /** `meta` of the last list response (pagination), passed through. */
  meta: unknown;
  /** Mutations waiting for the server. */
  pending: PendingMutation[];
  nextMutationId: number;
  /** Polling interval in ms, within 60,000–300,000. @default 60000 */
  intervalMs: number;
  /** Wait before the next poll in ms: the interval, or the 429 back-off. */
  nextDelayMs: number;
  fetchReason: FetchReason;
  /** Message of the last failed fetch ("Failed to fetch notifications" fallback), cleared on success. */
  error: string | null;
  /** HTTP status of the last failed fetch (0 for a network failure), `null` after a success. */
  errorStatus: number | null;
}

/** Events {@link notificationPollingMachine} accepts. */
export type NotificationPollingEvent =
  /** The UI wants the list: served from cache while fresh (60 s) unless `force`. */
  | { type: 'notifications.refresh'; force?: boolean }
  /** Mark one notification read: updated at once, rolled back if the call fails. */
  | { type: 'notifications.markRead'; id: NotificationId }
  /** Mark every notification read: updated at once, rolled back if the call fails. */
  | { type: 'notifications.readAll' }
  /** Flag or unflag one notification as important: updated at once, rolled back if the call fails. */
  | { type: 'notifications.toggleImportant'; id: NotificationId }
  /** Hides the notification and offers Undo in a toast; deleted on the server when the toast leaves. */
  | { type: 'notifications.delete'; id: NotificationId }
  /** The Undo of a deletion's toast was pressed: the notification comes back, nothing is written. */
  | { type: 'notifications.deleteUndone'; mutationId: string }
  /** A deletion's toast left without Undo: the deletion is sent to the server. */
  | { type: 'notifications.deleteCommitted'; mutationId: string }
  /** The page is being left: every deletion still waiting for its toast is sent now. */
  | { type: 'notifications.flush' }
  /** The tab was shown or hidden (also sent by the injected visibility source). */
  | { type: 'notifications.visibilityChanged'; visible: boolean }
  /** Mouse, key, scroll, touch or wheel activity (also sent by the injected activity source). */
  | { type: 'notifications.activity' }
  /** A mutation call answered (sent by its child actor). */
  | { type: 'notifications.mutation.succeeded'; mutationId: string; message: string | null }
  /** A mutation call failed (sent by its child actor): the change is rolled back. */
  | { type: 'notifications.mutation.failed'; mutationId: string; error: unknown }
  /** Internal: a fetch answered; the cache is fresh again. */
  | { type: 'notifications.fetched' }
  /** Internal: the tab was hidden or the user went idle; polling pauses. */
  | { type: 'notifications.pause' }
  /** Internal: the user came back to a visible tab; polling resumes. */
  | { type: 'notifications.resume' }
  /** Internal: the tab was shown again; fetches when the cache is stale. */
  | { type: 'notifications.shown' };

/** Events {@link notificationPollingMachine} emits: toasts for the actions' results. */
export type NotificationPollingEmitted = ToastRequestedEvent;

const MUTATION_MESSAGES: Record<
  NotificationMutation['kind'],
  { success: string | null; failure: string }
> = {
  markRead: {
    success: NOTIFICATION_MARKED_READ_MESSAGE,
    failure: NOTIFICATION_MARK_READ_FAILED_MESSAGE,
  },
  readAll: {
    success: NOTIFICATIONS_READ_ALL_MESSAGE,
    failure: NOTIFICATIONS_READ_ALL_FAILED_MESSAGE,
  },
  setImportant: { success: null, failure: NOTIFICATION_TOGGLE_IMPORTANT_FAILED_MESSAGE },
  remove: { success: NOTIFICATION_DELETED_MESSAGE, failure: NOTIFICATION_DELETE_FAILED_MESSAGE },
};

function runMutation(api: NotificationsApi, mutation: NotificationMutation): Promise<unknown> {
  switch (mutation.kind) {
    case 'markRead':
      return api.markRead(mutation.id);
    case 'readAll':
      return api.readAll();
    case 'setImportant':
      return api.toggleImportant(mutation.id);
    case 'remove':
      return api.remove(mutation.id);
  }
}

function visible(context: Pick<NotificationPollingContext, 'serverList' | 'pending'>) {
  const list = applyPending(
    context.serverList ?? { notifications: [], unreadCount: 0 },
    context.pending,
  );
  return { notifications: [...list.notifications], unreadCount: list.unreadCount };
}

const isVisible = stateIn('#notificationPolling.running.visibility.visible');
const isPresent = stateIn('#notificationPolling.running.presence.active');
const isFresh = stateIn('#notificationPolling.running.cache.fresh');

/**
 * Notification polling of the signed-in shell (R-NOTIF-1 to R-NOTIF-7, R-ERR-7, R-LIMIT-6 to R-LIMIT-8).
 * Start it when the shell mounts, stop it on sign-out.
 *
 * - Fetches at start, and when the tab becomes visible again if the cached list is stale.
 * - Polls every `intervalMs` (60 s at start, within 60–300 s) while the tab is visible and the user
 *   is present; pauses while hidden or after 300,000 ms without mouse, key, scroll, touch or wheel
 *   activity, and resumes on activity (fetching only if the cache is stale).
 * - Interval (pure rules in `backoff.ts`): doubles on error; on 429 waits Retry-After + 1 s or double
 *   the interval, at most 300 s; after a success, back to 60 s when something new arrived
 *   (`hasSomethingNew`), else divided by 1.5, at least 60 s. A 401 stops polling (`stopped`).
 * - The list is fresh for 60 s: `notifications.refresh` inside that time is served from the cache
 *   unless `force` is set; polls always go to the server.
 * - Mark read, read all, toggle important and delete update `notifications`/`unreadCount` at once and
 *   roll back on error, emitting `toast.requested` with the server message or the spec's fallback.
 * - Delete is a delayed commit: the notification is hidden and a toast "Notification deleted" with
 *   "Undo" is emitted; Undo brings it back without a call, the toast leaving otherwise (time out,
 *   close) sends the deletion, and `notifications.flush` (the page is left) sends all still waiting.
 *
 * Effects are injected through {@link NotificationPollingInput}; time runs on the actor's clock.
 */
export const notificationPollingMachine = setup({
  types: {
    context: {} as NotificationPollingContext,
    events: {} as NotificationPollingEvent,
    input: {} as NotificationPollingInput,
    emitted: {} as NotificationPollingEmitted,
  },
  actors: {
    fetchNotifications: fromPromise<
      NotificationList,
      { api: NotificationsApi; params: NotificationListParams }
    >(({ input }) => input.api.list(input.params)),
    runMutation: fromCallback<
      { type: 'noop' },
      { api: NotificationsApi; mutationId: string; mutation: NotificationMutation }
    >(({ input, sendBack }) => {
      let active = true;
      runMutation(input.api, input.mutation).then(
        (result) => {
          if (!active) return;
          sendBack({
            type: 'notifications.mutation.succeeded',
            mutationId: input.mutationId,
            message: successMessage(result, '') || null,
          });
        },
        (error: unknown) => {
          if (!active) return;
          sendBack({ type: 'notifications.mutation.failed', mutationId: input.mutationId, error });
        },
      );
      return () => {
        active = false;
      };
    }),
    visibilityChanges: fromCallback<{ type: 'noop' }, { visibility: VisibilitySource }>(
      ({ input, sendBack }) =>
        input.visibility.subscribe((isNowVisible) =>
          sendBack({ type: 'notifications.visibilityChanged', visible: isNowVisible }),
        ),
    ),
    userActivity: fromCallback<{ type: 'noop' }, { activity: ActivitySource }>(
      ({ input, sendBack }) =>
        input.activity.subscribe(() => sendBack({ type: 'notifications.activity' })),
    ),
  },
  actions: {
    applyFetched: assign(({ context }, params: { list: NotificationList }) => {
      const somethingNew = hasSomethingNew(context.serverList, params.list);
      const intervalMs = intervalAfterSuccess(context.intervalMs, somethingNew);
      const serverList = { ...params.list, notifications: [...params.list.notifications] };
      return {
        serverList,
        meta: params.list.meta,
        intervalMs,
        nextDelayMs: intervalMs,
        error: null,
        errorStatus: null,
        ...visible({ serverList, pending: context.pending }),
      };
    }),
    backOff: assign(({ context }, params: { error: unknown }) => {
      const intervalMs = intervalAfterError(context.intervalMs);
      return {
        intervalMs,
        nextDelayMs: intervalMs,
        error: errorMessage(params.error, NOTIFICATIONS_FETCH_FAILED_MESSAGE),
        errorStatus: toApiError(params.error)?.status ?? 0,
      };
    }),
    backOffRateLimited: assign(({ context }, params: { error: unknown }) => {
      const retryAfter = toApiError(params.error)?.retryAfterSeconds;
      return {
        intervalMs: intervalAfterRateLimit(context.intervalMs, retryAfter),
        nextDelayMs: delayAfterRateLimit(context.intervalMs, retryAfter),
        error: errorMessage(params.error, NOTIFICATIONS_FETCH_FAILED_MESSAGE),
        errorStatus: 429,
      };
    }),
    toastFetchFailure: emit(({ context }) => ({
      type: 'toast.requested' as const,
      toast: {
        type: 'error' as const,
        message: context.error ?? NOTIFICATIONS_FETCH_FAILED_MESSAGE,
        scope: 'shell' as const,
      },
    })),
    startMutation: enqueueActions(
      ({ context, enqueue }, params: { mutation: NotificationMutation }) => {
        const mutationId = `mutation-${context.nextMutationId}`;
        const pending = [...context.pending, { mutationId, mutation: params.mutation }];
        enqueue.assign({
          nextMutationId: context.nextMutationId + 1,
          pending,
          ...visible({ serverList: context.serverList, pending }),
        });
        enqueue.spawnChild('runMutation', {
          id: mutationId,
          input: { api: context.ports.api, mutationId, mutation: params.mutation },
        });
      },
    ),
    deferRemove: enqueueActions(({ context, enqueue, self }, params: { id: NotificationId }) => {
      const mutationId = `mutation-${context.nextMutationId}`;
      const pending = [
        ...context.pending,
        { mutationId, mutation: { kind: 'remove' as const, id: params.id }, deferred: true },
      ];
      enqueue.assign({
        nextMutationId: context.nextMutationId + 1,
        pending,
        ...visible({ serverList: context.serverList, pending }),
      });
      enqueue.emit({
        type: 'toast.requested',
        toast: {
          type: 'success',
          message: NOTIFICATION_DELETED_MESSAGE,
          durationMs: UNDO_TOAST_MS,
          scope: 'shell',
          action: {
            label: UNDO_LABEL,
            onPress: () => self.send({ type: 'notifications.deleteUndone', mutationId }),
            onDismiss: () => self.send({ type: 'notifications.deleteCommitted', mutationId }),
          },
        },
      });
    }),
    dropDeferred: enqueueActions(({ context, enqueue }, params: { mutationId: string }) => {
      const pending = context.pending.filter(
        (entry) => !(entry.mutationId === params.mutationId && entry.deferred),
      );
      if (pending.length === context.pending.length) return;
      enqueue.assign({ pending, ...visible({ serverList: context.serverList, pending }) });
    }),
    commitDeferred: enqueueActions(({ context, enqueue }, params: { mutationIds: string[] }) => {
      const due = context.pending.filter(
        (entry) => entry.deferred && params.mutationIds.includes(entry.mutationId),
      );
      if (due.length === 0) return;
      enqueue.assign({
        pending: context.pending.map((entry) =>
          due.includes(entry) ? { mutationId: entry.mutationId, mutation: entry.mutation } : entry,
        ),
      });
      for (const entry of due) {
        enqueue.spawnChild('runMutation', {
          id: entry.mutationId,
          input: { api: context.ports.api, mutationId: entry.mutationId, mutation: entry.mutation },
        });
      }
    }),
    settleMutation: enqueueActions(
      (
        { context, enqueue },
        params: { mutationId: string; ok: boolean; message: string | null; error?: unknown },
      ) => {
        const settled = context.pending.find((entry) => entry.mutationId === params.mutationId);
        enqueue.stopChild(params.mutationId);
        if (!settled) return;
        const pending = context.pending.filter((entry) => entry.mutationId !== params.mutationId);
        const serverList =
          params.ok && context.serverList
            ? applyMutation(context.serverList, settled.mutation)
            : context.serverList;
        enqueue.assign({ pending, serverList, ...visible({ serverList, pending }) });
        const messages = MUTATION_MESSAGES[settled.mutation.kind];
        // A deletion was announced by its Undo toast already: only a failure is told.
        const announced = settled.mutation.kind === 'remove';
        const message = params.ok
          ? announced
            ? null
            : (params.message ?? messages.success)
          : errorMessage(params.error, messages.failure);
        if (message) {
          enqueue.emit({
            type: 'toast.requested',
            toast: { type: params.ok ? 'success' : 'error', message, scope: 'shell' },
          });
        }
      },
    ),
  },
  guards: {
    canPoll: and([isVisible, isPresent]),
    isFresh,
    isVisible,
    isForced: ({ event }) => event.type === 'notifications.refresh' && event.force === true,
    shouldFetch: or([not(isFresh), 'isForced']),
  },
  delays: {
    pollDelay: ({ context }) => context.nextDelayMs,
    idleAfter: NOTIFICATION_IDLE_MS,
    cacheFreshFor: NOTIFICATION_CACHE_FRESH_MS,
  },
}).createMachine({
  id: 'notificationPolling',
  context: ({ input }) => ({
    ports: { api: input.api, visibility: input.visibility, activity: input.activity },
    params: input.params ?? {},
    serverList: null,
    notifications: [],
    unreadCount: 0,
    meta: undefined,
    pending: [],
    nextMutationId: 1,
    intervalMs: POLL_INTERVAL_START_MS,
    nextDelayMs: POLL_INTERVAL_START_MS,
    fetchReason: 'start',
    error: null,
    errorStatus: null,
  }),
  initial: 'running',
  states: {
    running: {
      type: 'parallel',
      invoke: [
        {
          id: 'visibilityChanges',
          src: 'visibilityChanges',
          input: ({ context }) => ({ visibility: context.ports.visibility }),
        },
        {
          id: 'userActivity',
          src: 'userActivity',
          input: ({ context }) => ({ activity: context.ports.activity }),
        },
      ],
      on: {
        'notifications.markRead': {
          actions: {
            type: 'startMutation',
            params: ({ event }) => ({ mutation: { kind: 'markRead', id: event.id } }),
          },
        },
        'notifications.readAll': {
          actions: { type: 'startMutation', params: { mutation: { kind: 'readAll' } } },
        },
        'notifications.toggleImportant': {
          actions: {
            type: 'startMutation',
            params: ({ context, event }) => ({
              mutation: {
                kind: 'setImportant',
                id: event.id,
                isImportant: !context.notifications.find((item) => item.id === event.id)
                  ?.isImportant,
              },
            }),
          },
        },
        'notifications.delete': {
          actions: {
            type: 'deferRemove',
            params: ({ event }) => ({ id: event.id }),
          },
        },
        'notifications.deleteUndone': {
          actions: {
            type: 'dropDeferred',
            params: ({ event }) => ({ mutationId: event.mutationId }),
          },
        },
        'notifications.deleteCommitted': {
          actions: {
            type: 'commitDeferred',
            params: ({ event }) => ({ mutationIds: [event.mutationId] }),
          },
        },
        'notifications.flush': {
          actions: {
            type: 'commitDeferred',
            params: ({ context }) => ({
              mutationIds: context.pending
                .filter((entry) => entry.deferred)
                .map((entry) => entry.mutationId),
            }),
          },
        },
        'notifications.mutation.succeeded': {
          actions: {
            type: 'settleMutation',
            params: ({ event }) => ({
              mutationId: event.mutationId,
              ok: true,
              message: event.message,
            }),
          },
        },
        'notifications.mutation.failed': {
          actions: {
            type: 'settleMutation',
            params: ({ event }) => ({
              mutationId: event.mutationId,
              ok: false,
              message: null,
              error: event.error,
            }),
          },
        },
      },
      states: {
        polling: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchNotifications',
                src: 'fetchNotifications',
                input: ({ context }) => ({ api: context.ports.api, params: context.params }),
                onDone: {
                  target: 'settled',
                  actions: [
                    { type: 'applyFetched', params: ({ event }) => ({ list: event.output }) },
                    raise({ type: 'notifications.fetched' }),
                  ],
                },
                onError: [
                  {
                    guard: ({ event }) => isUnauthorized(event.error),
                    target: '#notificationPolling.stopped',
                  },
                  {
                    guard: ({ event }) => toApiError(event.error)?.status === 429,
                    target: 'settled',
                    actions: {
                      type: 'backOffRateLimited',
                      params: ({ event }) => ({ error: event.error }),
                    },
                  },
                  {
                    target: 'settled',
                    actions: { type: 'backOff', params: ({ event }) => ({ error: event.error }) },
                  },
                ],
              },
            },
            settled: {
              always: [
                {
                  guard: ({ context }) =>
                    context.fetchReason === 'request' && context.error !== null,
                  target: 'deciding',
                  actions: 'toastFetchFailure',
                },
                { target: 'deciding' },
              ],
            },
            deciding: {
              always: [{ guard: 'canPoll', target: 'waiting' }, { target: 'paused' }],
            },
            waiting: {
              after: {
                pollDelay: { target: 'fetching', actions: assign({ fetchReason: 'poll' }) },
              },
              on: {
                'notifications.pause': 'paused',
                'notifications.refresh': {
                  guard: 'shouldFetch',
                  target: 'fetching',
                  actions: assign({ fetchReason: 'request' }),
                },
              },
            },
            paused: {
              on: {
                'notifications.resume': {
                  target: 'checkingCache',
                  actions: assign({ fetchReason: 'resume' }),
                },
                'notifications.shown': {
                  target: 'checkingCache',
                  actions: assign({ fetchReason: 'visible' }),
                },
                'notifications.refresh': {
                  guard: 'shouldFetch',
                  target: 'fetching',
                  actions: assign({ fetchReason: 'request' }),
                },
              },
            },
            checkingCache: {
              always: [{ guard: 'isFresh', target: 'deciding' }, { target: 'fetching' }],
            },
          },
        },
        cache: {
          initial: 'empty',
          // Each state handles `fetched` itself: a re-entering transition on the region would
          // re-enter the whole parallel state (its least common compound ancestor is the root).
          states: {
            empty: { on: { 'notifications.fetched': 'fresh' } },
            fresh: {
              after: { cacheFreshFor: 'stale' },
              on: { 'notifications.fetched': { target: 'fresh', reenter: true } },
            },
            stale: { on: { 'notifications.fetched': 'fresh' } },
          },
        },
        presence: {
          initial: 'active',
          states: {
            active: {
              after: { idleAfter: 'idle' },
              on: {
                'notifications.activity': { target: 'active', reenter: true },
                'notifications.shown': { target: 'active', reenter: true },
              },
            },
            idle: {
              entry: raise({ type: 'notifications.pause' }),
              on: {
                'notifications.activity': [
                  {
                    guard: 'isVisible',
                    target: 'active',
                    actions: raise({ type: 'notifications.resume' }),
                  },
                  { target: 'active' },
                ],
                'notifications.shown': 'active',
              },
            },
          },
        },
        visibility: {
          initial: 'unknown',
          states: {
            unknown: {
              always: [
                { guard: ({ context }) => context.ports.visibility.isVisible(), target: 'visible' },
                { target: 'hidden' },
              ],
            },
            visible: {
              on: {
                'notifications.visibilityChanged': {
                  guard: ({ event }) => !event.visible,
                  target: 'hidden',
                  actions: raise({ type: 'notifications.pause' }),
                },
              },
            },
            hidden: {
              on: {
                'notifications.visibilityChanged': {
                  guard: ({ event }) => event.visible,
                  target: 'visible',
                  actions: raise({ type: 'notifications.shown' }),
                },
              },
            },
          },
        },
      },
    },
    stopped: { type: 'final' },
  },
});

/** A snapshot of {@link notificationPollingMachine}. */
export type NotificationPollingSnapshot = SnapshotFrom<typeof notificationPollingMachine>;

/** True while polling is paused (tab hidden or user idle). */
export function isPollingPaused(snapshot: NotificationPollingSnapshot): boolean {
  return snapshot.matches({ running: { polling: 'paused' } });
}
