/**
 * @hireloop/machines: the XState v5 statecharts of authentication, session timeout, notification
 * polling and toasts, with every effect injected (API, storage, clock, BroadcastChannel, visibility,
 * user activity), and the ports, fakes and helpers that go with them.
 */
export * from './constants.ts';
export type * from './types.ts';

export * from './ports/apiError.ts';
export * from './ports/storage.ts';
export * from './ports/channel.ts';
export * from './ports/visibility.ts';
export * from './ports/activity.ts';

export * from './auth/authMachine.ts';
export * from './auth/storedAuth.ts';
export * from './auth/redirect.ts';

export * from './sessionTimeout/sessionTimeoutMachine.ts';
export * from './sessionTimeout/toAuthEvent.ts';

export * from './notificationPolling/notificationPollingMachine.ts';
export * from './notificationPolling/backoff.ts';
export * from './notificationPolling/novelty.ts';
export * from './notificationPolling/optimistic.ts';

export type * from './toasts/toastRequest.ts';
export { UNDO_LABEL, UNDO_TOAST_MS } from './toasts/toastRequest.ts';
export * from './toasts/presets.ts';
export * from './toasts/toastsMachine.ts';

export * from './testing/SteppingClock.ts';
export * from './testing/deferred.ts';
