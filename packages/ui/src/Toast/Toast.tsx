import { CircleCheck, CircleX, Info, TriangleAlert, X } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  Button,
  Text,
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
  type QueuedToast,
} from 'react-aria-components';
import { useT } from '../i18n/index.ts';
import { visuallyHidden } from '../private/a11y.css.ts';
import * as styles from './Toast.css.ts';

/** The four kinds of toast (R-DATA-8 Toast "type"). */
export type ToastType = 'success' | 'error' | 'warning' | 'info';

/** Where a toaster stacks its toasts (R-TOAST-4, R-TOAST-5: the helper's top-right, start-up's bottom-right). */
export type ToastPlacement = 'top-right' | 'bottom-right';

/**
 * A toast to show (R-DATA-8 Toast). The toasts machine owns them: this shape matches its context,
 * so its list can be passed as is.
 */
export interface ToastData {
  /** Stable id; the callbacks report it. */
  id: string;
  /** Optional heading; without it the message is the heading. */
  title?: string | null;
  /** The text. */
  message: string;
  /** success, error, warning or info: colour, icon and the name screen readers hear. */
  type: ToastType;
  /** Display time in ms (informational: the machine runs the clock). */
  duration?: number;
  /**
   * Share of the display time elapsed, 0 → 1; the bar shows what is left.
   * @default 0
   */
  progress?: number;
  /**
   * The clock is stopped (pointer over or focus inside the toaster).
   * @default false
   */
  paused?: boolean;
  /** Optional button (R-DATA-8 "optional action with a label"). */
  action?: { label: string; onAction?: () => void };
}

/** Props of `ToastRegion`. */
export interface ToastRegionProps {
  /** The toasts on screen, oldest first (as the toasts machine keeps them). */
  toasts: readonly ToastData[];
  /**
   * Corner of the stack (R-TOAST-4, R-TOAST-5): `top-right` (interface helper) or `bottom-right` (start-up
   * configuration). The newest toast sits nearest the corner.
   * @default 'top-right'
   */
  placement?: ToastPlacement;
  /**
   * The close button of a toast was pressed (send `toast.dismiss`).
   * @default undefined
   */
  onClose?: (id: string) => void;
  /**
   * The action button was pressed (send `toast.actionPressed`); `action.onAction` runs first.
   * @default undefined
   */
  onAction?: (id: string) => void;
  /**
   * The pointer entered the toaster or focus moved into it: stop this toast's clock.
   * @default undefined
   */
  onPause?: (id: string) => void;
  /**
   * The pointer and focus left the toaster: restart this toast's clock.
   * @default undefined
   */
  onResume?: (id: string) => void;
  /**
   * Show the remaining-time bar (R-TOAST-4 "progress bar").
   * @default true
   */
  showProgress?: boolean;
  /**
   * Accessible name of the landmark.
   * @default "Notifications"
   */
  'aria-label'?: string;
}

/**
 * A `ToastQueue` that mirrors the toasts given as props (the machine keeps the real list and the
 * clock) and turns react-aria's region-wide pause and resume (hover, focus within) into callbacks.
 */
class MirroredToastQueue extends RACToastQueue<ToastData> {
  paused = false;
  private pauseListener: ((paused: boolean) => void) | undefined;

  /** Listens to region-wide pause (true) and resume (false); returns the unsubscribe. */
  listenToPause(listener: (paused: boolean) => void): () => void {
    this.pauseListener = listener;
    return () => {
      if (this.pauseListener === listener) this.pauseListener = undefined;
    };
  }

  override pauseAll() {
    if (this.paused) return;
    this.paused = true;
    this.pauseListener?.(true);
  }

  /** The region unmounts with its last toast, so no hover-end comes: start unpaused next time. */
  reset() {
    this.paused = false;
  }

  override resumeAll() {
    if (!this.paused) return;
    this.paused = false;
    this.pauseListener?.(false);
  }
}

const icons = { success: CircleCheck, error: CircleX, warning: TriangleAlert, info: Info } as const;

/**
 * The toaster (R-TOAST-1 to R-TOAST-5): react-aria-components' toast region — a labelled landmark
 * after the page in the tab order, each toast a focusable `alertdialog` whose content is
 * announced — showing the toasts it is given, in one of the two placements. Each toast has a type icon, title and message, an optional action
 * button, a close button and a bar of the time left. Hovering or focusing the toaster pauses
 * (onPause/onResume per toast). Presentational: timing, de-duplication and the maximum live in
 * the toasts machine.
 */
export function ToastRegion({
  toasts,
  placement = 'top-right',
  onClose,
  onAction,
  onPause,
  onResume,
  showProgress = true,
  'aria-label': ariaLabel,
}: ToastRegionProps) {
  const t = useT('display');
  const [queue] = useState(() => new MirroredToastQueue());
  const keys = useRef(new Map<string, string>());
  const latest = new Map(toasts.map((toast) => [toast.id, toast]));

  // react-aria pauses and resumes the whole region (hover, focus within): report it per toast.
  useEffect(
    () =>
      queue.listenToPause((paused) => {
        for (const toast of toasts) {
          if (paused) onPause?.(toast.id);
          else onResume?.(toast.id);
        }
      }),
    [queue, toasts, onPause, onResume],
  );

  // Mirror the props into the queue: add new toasts, close removed ones. Content updates
  // (progress, paused) are read from `latest` when rendering.
  useLayoutEffect(() => {
    const ids = new Set(toasts.map((toast) => toast.id));
    for (const [id, key] of keys.current) {
      if (!ids.has(id)) {
        keys.current.delete(id);
        queue.close(key);
      }
    }
    if (toasts.length === 0) queue.reset();
    for (const toast of toasts) {
      if (!keys.current.has(toast.id)) {
        keys.current.set(toast.id, queue.add(toast));
        // A toast arriving while the toaster is hovered or focused starts paused.
        if (queue.paused) onPause?.(toast.id);
      }
    }
  }, [toasts, queue, onPause]);

  const render = ({ toast: queued }: { toast: QueuedToast<ToastData> }) => {
    const toast = latest.get(queued.content.id) ?? queued.content;
    const Icon = icons[toast.type];
    const progress = Math.min(1, Math.max(0, toast.progress ?? 0));
    const paused = toast.paused ?? false;
    return (
      <RACToast
        toast={queued}
        className={styles.toast({ type: toast.type })}
        data-type={toast.type}
        data-paused={paused || undefined}
      >
        <Icon className={styles.icon({ type: toast.type })} aria-hidden="true" />
        <RACToastContent className={styles.content}>
          {toast.title ? (
            <>
              <Text slot="title" className={styles.title}>
                {toast.title}
              </Text>
              <Text slot="description" className={styles.message}>
                {toast.message}
              </Text>
            </>
          ) : (
            <>
              <Text slot="title" className={styles.messageOnly}>
                {toast.message}
              </Text>
              <Text slot="description" className={visuallyHidden}>
                {t(`toast.types.${toast.type}`)}
              </Text>
            </>
          )}
          {toast.action ? (
            <Button
              className={styles.action}
              onPress={() => {
                toast.action?.onAction?.();
                onAction?.(toast.id);
              }}
            >
              {toast.action.label}
            </Button>
          ) : null}
        </RACToastContent>
        <Button
          className={styles.close}
          aria-label={t('toast.close')}
          onPress={() => onClose?.(toast.id)}
        >
          <X size={16} aria-hidden="true" />
        </Button>
        {showProgress ? (
          <div className={styles.progressTrack} aria-hidden="true">
            <div
              className={styles.progressBar({ type: toast.type, paused })}
              style={{ transform: `scaleX(${1 - progress})` }}
            />
          </div>
        ) : null}
      </RACToast>
    );
  };

  return (
    <RACToastRegion
      queue={queue}
      className={styles.region({ placement })}
      aria-label={ariaLabel ?? t('toast.region')}
      data-placement={placement}
    >
      {render}
    </RACToastRegion>
  );
}
