import {
  HELPER_TOAST_DURATION_MS,
  HELPER_TOAST_MAX,
  HELPER_TOAST_METHOD_DURATION_MS,
  STARTUP_TOAST_DURATION_MS,
  STARTUP_TOAST_MAX,
} from '../constants.ts';

/** Where a toaster stacks its toasts. */
export type ToastPosition = 'top-right' | 'bottom-right';

/** A toaster configuration (R-TOAST-4, R-TOAST-5: both keep pause on hover, a close button and a progress bar). */
export interface ToastPreset {
  name: 'helper' | 'startup';
  position: ToastPosition;
  /** Duration of `toast.add` without its own duration, in ms. */
  defaultDurationMs: number;
  /** Duration of the helper methods `toast.success|error|info|warning`, in ms. */
  helperDurationMs: number;
  /** Most toasts shown at once; adding one more drops the oldest. */
  maxToasts: number;
  pauseOnHover: true;
  closeButton: true;
  progressBar: true;
}

/**
 * The interface helper's toaster (R-TOAST-4 "Toasts in the interface helper"): top-right, 5,000 ms by
 * default, 2,000 ms for the helper methods, at most 5. Used in the signed-in shell (decision 007).
 */
export const helperToastPreset: ToastPreset = Object.freeze({
  name: 'helper',
  position: 'top-right',
  defaultDurationMs: HELPER_TOAST_DURATION_MS,
  helperDurationMs: HELPER_TOAST_METHOD_DURATION_MS,
  maxToasts: HELPER_TOAST_MAX,
  pauseOnHover: true,
  closeButton: true,
  progressBar: true,
});

/**
 * The configuration set at start-up (R-TOAST-5 "Toast configuration set at start-up"): bottom-right,
 * 10,000 ms (helper methods too), at most 3. Used for messages that outlive the shell (decision 007).
 */
export const startupToastPreset: ToastPreset = Object.freeze({
  name: 'startup',
  position: 'bottom-right',
  defaultDurationMs: STARTUP_TOAST_DURATION_MS,
  helperDurationMs: STARTUP_TOAST_DURATION_MS,
  maxToasts: STARTUP_TOAST_MAX,
  pauseOnHover: true,
  closeButton: true,
  progressBar: true,
});
