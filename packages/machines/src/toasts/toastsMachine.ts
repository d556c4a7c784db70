import { enqueueActions, setup } from 'xstate';
import type { SnapshotFrom } from 'xstate';
import { TOAST_TICK_MS } from '../constants.ts';
import type { ToastPreset } from './presets.ts';
import { helperToastPreset } from './presets.ts';
import type { ToastAction, ToastRequest, ToastType } from './toastRequest.ts';

/** A toast on screen (R-DATA-8 Toast). */
export interface Toast {
  id: string;
  title: string | null;
  message: string;
  type: ToastType;
  /** Display time in ms. */
  duration: number;
  /** Share of `duration` elapsed, 0 → 1, advanced every 100 ms while not paused. */
  progress: number;
  /** Time shown so far in ms (whole ticks). */
  elapsedMs: number;
  /** True while hovered (R-TOAST-3 "Hovering pauses"). */
  paused: boolean;
  action?: ToastAction;
}

/** Input of {@link toastsMachine}. */
export interface ToastsInput {
  /** @default helperToastPreset */
  preset?: ToastPreset;
}

/** Context of {@link toastsMachine}. */
export interface ToastsContext {
  preset: ToastPreset;
  /** Oldest first. */
  toasts: Toast[];
  nextId: number;
}

/** Content of a helper-method toast. */
export interface ToastContent {
  message: string;
  title?: string;
  action?: ToastAction;
}

/** Events {@link toastsMachine} accepts. */
export type ToastsEvent =
  /** Show a toast for `toast.durationMs` or the preset's default duration. */
  | { type: 'toast.add'; toast: ToastRequest }
  /** Helper method: show a success toast for the success preset's helper duration. */
  | ({ type: 'toast.success' } & ToastContent)
  /** Helper method: show an error toast for the error preset's helper duration. */
  | ({ type: 'toast.error' } & ToastContent)
  /** Helper method: show an info toast for the info preset's helper duration. */
  | ({ type: 'toast.info' } & ToastContent)
  /** Helper method: show a warning toast for the warning preset's helper duration. */
  | ({ type: 'toast.warning' } & ToastContent)
  /** The close button. */
  | { type: 'toast.dismiss'; id: string }
  /** Remove every toast at once. */
  | { type: 'toast.dismissAll' }
  /** Pointer entered the toast, or it got focus: its display time stops. */
  | { type: 'toast.pause'; id: string }
  /** Pointer left the toast, or it lost focus: its display time runs again. */
  | { type: 'toast.resume'; id: string }
  /** The toast's action button: calls `action.onPress`, then dismisses. */
  | { type: 'toast.actionPressed'; id: string }
  /** Internal: 100 ms of display time passed for the toast `id`. */
  | { type: 'toast.tick'; id: string };

interface NewToast {
  type: ToastType;
  message: string;
  title?: string | undefined;
  durationMs: number;
  action?: ToastAction | undefined;
}

const tickId = (id: string) => `toast.tick:${id}`;

function validDuration(durationMs: number | undefined, fallback: number): number {
  return durationMs !== undefined && Number.isFinite(durationMs) && durationMs > 0
    ? durationMs
    : fallback;
}

function isSameMessage(toast: Toast, next: NewToast): boolean {
  return (
    toast.type === next.type &&
    toast.message === next.message &&
    toast.title === (next.title ?? null)
  );
}

/**
 * Toasts (R-DATA-8, R-TOAST-1 to R-TOAST-5). One actor per toaster; give it a preset
 * ({@link helperToastPreset} or `startupToastPreset`, see docs/decisions/007-toast-presets.md).
 *
 * - `toast.add` shows a toast for its `durationMs` or the preset's default; `toast.success|error|
 *   info|warning` use the preset's helper duration (2,000 ms for the helper preset).
 * - A toast with the same type, title and message as one on screen refreshes that one (progress back
 *   to 0, new duration and action) instead of adding another.
 * - Over `preset.maxToasts` the oldest is dropped.
 * - Each toast's `progress` advances every 100 ms of display time; it expires when it reaches its
 *   duration. `toast.pause` (hover) stops the clock of that toast until `toast.resume` (a paused toast
 *   loses the part of the 100 ms step under way).
 * - `toast.actionPressed` calls `action.onPress` and removes the toast. A toast that leaves any
 *   other way (time out, close, dropped as the oldest, its action replaced by an identical
 *   message's) calls `action.onDismiss` once: an "Undo" toast commits its change there.
 *
 * States: `empty` and `showing`. Time runs on the actor's clock.
 */
/** Runs the `onDismiss` of a toast leaving without its action pressed (see `ToastAction`). */
function settle(enqueue: { (action: () => void): void }, toast: Toast): void {
  const onDismiss = toast.action?.onDismiss;
  if (onDismiss) enqueue(onDismiss);
}

export const toastsMachine = setup({
  types: {
    context: {} as ToastsContext,
    events: {} as ToastsEvent,
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- sets XState's inferred input type
    input: {} as ToastsInput | undefined,
  },
  actions: {
    show: enqueueActions(({ context, enqueue }, params: NewToast) => {
      const existing = context.toasts.find((toast) => isSameMessage(toast, params));
      if (existing) {
        const replaced = params.action ? existing.action?.onDismiss : undefined;
        if (replaced) enqueue(replaced);
        enqueue.assign({
          toasts: context.toasts.map((toast) =>
            toast.id === existing.id
              ? {
                  ...toast,
                  duration: params.durationMs,
                  elapsedMs: 0,
                  progress: 0,
                  ...(params.action ? { action: params.action } : {}),
                }
              : toast,
          ),
        });
        if (!existing.paused) {
          enqueue.cancel(tickId(existing.id));
          enqueue.raise(
            { type: 'toast.tick', id: existing.id },
            { delay: TOAST_TICK_MS, id: tickId(existing.id) },
          );
        }
        return;
      }
      const id = `toast-${context.nextId}`;
      const toast: Toast = {
        id,
        title: params.title ?? null,
        message: params.message,
        type: params.type,
        duration: params.durationMs,
        progress: 0,
        elapsedMs: 0,
        paused: false,
        ...(params.action ? { action: params.action } : {}),
      };
      const all = [...context.toasts, toast];
      const dropped = all.slice(0, Math.max(0, all.length - context.preset.maxToasts));
      for (const old of dropped) {
        enqueue.cancel(tickId(old.id));
        settle(enqueue, old);
      }
      enqueue.assign({ toasts: all.slice(dropped.length), nextId: context.nextId + 1 });
      enqueue.raise({ type: 'toast.tick', id }, { delay: TOAST_TICK_MS, id: tickId(id) });
    }),
    dismiss: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      enqueue.cancel(tickId(params.id));
      const toast = context.toasts.find((candidate) => candidate.id === params.id);
      if (toast) settle(enqueue, toast);
      enqueue.assign({ toasts: context.toasts.filter((toast) => toast.id !== params.id) });
    }),
    dismissAll: enqueueActions(({ context, enqueue }) => {
      for (const toast of context.toasts) {
        enqueue.cancel(tickId(toast.id));
        settle(enqueue, toast);
      }
      enqueue.assign({ toasts: [] });
    }),
    pressAction: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const toast = context.toasts.find((candidate) => candidate.id === params.id);
      if (!toast) return;
      const onPress = toast.action?.onPress;
      if (onPress) enqueue(onPress);
      enqueue.cancel(tickId(params.id));
      enqueue.assign({ toasts: context.toasts.filter((candidate) => candidate.id !== params.id) });
    }),
    tick: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const toast = context.toasts.find((candidate) => candidate.id === params.id);
      if (!toast || toast.paused) return;
      const elapsedMs = toast.elapsedMs + TOAST_TICK_MS;
      if (elapsedMs >= toast.duration) {
        settle(enqueue, toast);
        enqueue.assign({
          toasts: context.toasts.filter((candidate) => candidate.id !== params.id),
        });
        return;
      }
      enqueue.assign({
        toasts: context.toasts.map((candidate) =>
          candidate.id === params.id
            ? { ...candidate, elapsedMs, progress: elapsedMs / candidate.duration }
            : candidate,
        ),
      });
      enqueue.raise(
        { type: 'toast.tick', id: params.id },
        { delay: TOAST_TICK_MS, id: tickId(params.id) },
      );
    }),
    pause: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const toast = context.toasts.find((candidate) => candidate.id === params.id);
      if (!toast || toast.paused) return;
      enqueue.cancel(tickId(params.id));
      enqueue.assign({
        toasts: context.toasts.map((candidate) =>
          candidate.id === params.id ? { ...candidate, paused: true } : candidate,
        ),
      });
    }),
    resume: enqueueActions(({ context, enqueue }, params: { id: string }) => {
      const toast = context.toasts.find((candidate) => candidate.id === params.id);
      if (!toast?.paused) return;
      enqueue.assign({
        toasts: context.toasts.map((candidate) =>
          candidate.id === params.id ? { ...candidate, paused: false } : candidate,
        ),
      });
      enqueue.raise(
        { type: 'toast.tick', id: params.id },
        { delay: TOAST_TICK_MS, id: tickId(params.id) },
      );
    }),
  },
  guards: {
    hasNoToasts: ({ context }) => context.toasts.length === 0,
  },
}).createMachine({
  id: 'toasts',
  context: ({ input }) => ({ preset: input?.preset ?? helperToastPreset, toasts: [], nextId: 1 }),
  initial: 'empty',
  on: {
    'toast.add': {
      target: '.showing',
      actions: {
        type: 'show',
        params: ({ context, event }) => ({
          type: event.toast.type,
          message: event.toast.message,
          title: event.toast.title,
          action: event.toast.action,
          durationMs: validDuration(event.toast.durationMs, context.preset.defaultDurationMs),
        }),
      },
    },
    'toast.success': {
      target: '.showing',
      actions: {
        type: 'show',
        params: ({ context, event }) => ({
          ...event,
          type: 'success',
          durationMs: context.preset.helperDurationMs,
        }),
      },
    },
    'toast.error': {
      target: '.showing',
      actions: {
        type: 'show',
        params: ({ context, event }) => ({
          ...event,
          type: 'error',
          durationMs: context.preset.helperDurationMs,
        }),
      },
    },
    'toast.info': {
      target: '.showing',
      actions: {
        type: 'show',
        params: ({ context, event }) => ({
          ...event,
          type: 'info',
          durationMs: context.preset.helperDurationMs,
        }),
      },
    },
    'toast.warning': {
      target: '.showing',
      actions: {
        type: 'show',
        params: ({ context, event }) => ({
          ...event,
          type: 'warning',
          durationMs: context.preset.helperDurationMs,
        }),
      },
    },
  },
  states: {
    empty: {},
    showing: {
      always: { guard: 'hasNoToasts', target: 'empty' },
      on: {
        'toast.dismiss': {
          actions: { type: 'dismiss', params: ({ event }) => ({ id: event.id }) },
        },
        'toast.dismissAll': { actions: 'dismissAll' },
        'toast.tick': { actions: { type: 'tick', params: ({ event }) => ({ id: event.id }) } },
        'toast.pause': { actions: { type: 'pause', params: ({ event }) => ({ id: event.id }) } },
        'toast.resume': { actions: { type: 'resume', params: ({ event }) => ({ id: event.id }) } },
        'toast.actionPressed': {
          actions: { type: 'pressAction', params: ({ event }) => ({ id: event.id }) },
        },
      },
    },
  },
});

/** A snapshot of {@link toastsMachine}. */
export type ToastsSnapshot = SnapshotFrom<typeof toastsMachine>;

/**
 * The event that shows `request` in a toaster, following decision 007: success and info messages
 * without their own duration go through the helper methods (short), errors and warnings through
 * `toast.add` (the preset's longer default).
 */
export function toastEventFor(request: ToastRequest): ToastsEvent {
  if (request.durationMs === undefined && (request.type === 'success' || request.type === 'info')) {
    return {
      type: request.type === 'success' ? 'toast.success' : 'toast.info',
      message: request.message,
      ...(request.title !== undefined ? { title: request.title } : {}),
      ...(request.action ? { action: request.action } : {}),
    };
  }
  return { type: 'toast.add', toast: request };
}
