/**
 * A toaster on screen: the toasts of one toastsMachine actor (docs/decisions/007-toast-presets.md),
 * rendered by the design system's toast region.
 */
import { useSelector } from '@xstate/react';
import { useServices } from './context.tsx';

/** Renders the `app` (bottom-right, outlives the shell) or `shell` (top-right) toaster. */
export function AppToaster({ scope }: { scope: 'app' | 'shell' }) {
  const actor = useServices().toasts[scope];
  const toasts = useSelector(actor, (snapshot) => snapshot.context.toasts);
  // TODO(ui): render through the design system's ToastRegion once it lands.
  void toasts;
  return null;
}
