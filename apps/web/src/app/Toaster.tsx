/**
 * A toaster on screen: the toasts of one toastsMachine actor (docs/decisions/007-toast-presets.md)
 * in the design system's toast region, at the preset's placement. Hover and focus pause a toast;
 * the close button dismisses it; an action runs and dismisses.
 */
import { ToastRegion } from '@hireloop/ui';
import { useSelector } from '@xstate/react';
import { useServices } from './context.tsx';

/** Renders the `app` (bottom-right, outlives the shell) or `shell` (top-right) toaster. */
export function AppToaster({ scope }: { scope: 'app' | 'shell' }) {
  const actor = useServices().toasts[scope];
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts);
  const placement = useSelector(actor, (snapshot) => snapshot.context.preset.position);
  return (
    <ToastRegion
      toasts={toasts.map((toast) => ({
        id: toast.id,
        title: toast.title,
        message: toast.message,
        type: toast.type,
        duration: toast.duration,
        progress: toast.progress,
        paused: toast.paused,
        ...(toast.action ? { action: { label: toast.action.label } } : {}),
      }))}
      placement={placement}
      onClose={(id) => actor.send({ type: 'toast.dismiss', id })}
      onAction={(id) => actor.send({ type: 'toast.actionPressed', id })}
      onPause={(id) => actor.send({ type: 'toast.pause', id })}
      onResume={(id) => actor.send({ type: 'toast.resume', id })}
    />
  );
}
