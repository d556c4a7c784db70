/**
 * A change the user can take back from its toast (docs/decisions/024-undo-by-delayed-commit.md):
 * nothing is written until the toast leaves without Undo (its time ran out, it was closed, or a
 * newer toast dropped it) or the page is left; Undo cancels it and nothing is written.
 */
import { UNDO_LABEL, UNDO_TOAST_MS } from '@hireloop/machines';
import { useCallback } from 'react';
import { useNotify } from '../app/context.tsx';

/** What {@link useUndoableChange}'s function takes. */
export interface UndoableChange {
  /** The toast's text: what will happen, said before it is written. */
  message: string;
  /** Writes the change; called at most once, never after Undo. */
  commit: () => void;
  /** Called when Undo is pressed instead (restore what the screen showed). @default none */
  onUndo?: () => void;
}

/**
 * Returns a function that shows an {@link UndoableChange}'s toast ("Undo", shown 8 s, paused while
 * hovered) and commits it when the toast leaves without Undo or the page is hidden for good
 * (`pagehide`).
 */
export function useUndoableChange(): (change: UndoableChange) => void {
  const notify = useNotify();
  return useCallback(
    ({ message, commit, onUndo }: UndoableChange) => {
      let open = true;
      const settle = () => {
        if (!open) return false;
        open = false;
        window.removeEventListener('pagehide', write);
        return true;
      };
      function write() {
        if (settle()) commit();
      }
      window.addEventListener('pagehide', write);
      notify({
        type: 'success',
        message,
        durationMs: UNDO_TOAST_MS,
        action: {
          label: UNDO_LABEL,
          onPress: () => {
            if (settle()) onUndo?.();
          },
          onDismiss: write,
        },
      });
    },
    [notify],
  );
}
