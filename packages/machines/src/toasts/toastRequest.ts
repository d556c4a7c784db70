/** The four kinds of toast (R-DATA-8 Toast "type"). */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** An optional button on a toast (R-DATA-8 Toast "optional action with a label"). */
export interface ToastAction {
  /** Button text. */
  label: string;
  /** Called when the button is pressed; the toast is dismissed afterwards. */
  onPress?: () => void;
  /**
   * Called once when the toast leaves without the button being pressed: its time ran out, it was
   * closed, the oldest was dropped over the maximum, or an identical message replaced this action.
   * An "Undo" toast commits its pending change here.
   */
  onDismiss?: () => void;
}

/** The label of an action that takes back a change waiting for its toast to leave. */
export const UNDO_LABEL = 'Undo';
/**
 * How long such a change can be undone: its toast's display time in ms (paused while hovered).
 * The change is written when the toast leaves without Undo (docs/decisions/024).
 */
export const UNDO_TOAST_MS = 8000;

/**
 * Which toaster shows a message (docs/decisions/007-toast-presets.md): `shell` is the interface
 * helper's top-right toaster of the signed-in shell, `app` the start-up bottom-right toaster that
 * stays mounted across sign-out (for messages that accompany leaving the shell).
 */
export type ToastScope = 'shell' | 'app';

/** A toast asked for by a machine (emitted as `toast.requested`) or by a screen. */
export interface ToastRequest {
  type: ToastType;
  message: string;
  title?: string;
  /** Display time in ms; omitted: the preset's default (or its helper duration for helper methods). */
  durationMs?: number;
  action?: ToastAction;
  /** @default 'shell' */
  scope?: ToastScope;
}

/** The event machines emit to ask for a toast; route it with `toastEventFor` (see toasts). */
export interface ToastRequestedEvent {
  type: 'toast.requested';
  toast: ToastRequest;
}
