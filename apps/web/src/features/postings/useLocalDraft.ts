/**
 * Keeps the editor's form in local storage while the business types (R-DATA-9): written 400 ms
 * after the last change and when the editor closes or the page is hidden, removed when the form is
 * back to what the server has. See ./postingDraft.ts for the format.
 */
import type { StorageLike } from '@hireloop/machines';
import { useEffect, useRef } from 'react';
import { useServices } from '../../app/context.tsx';
import {
  clearPostingDraft,
  DRAFT_WRITE_DELAY_MS,
  readStoredDraft,
  writePostingDraft,
} from './postingDraft.ts';
import { sameForm, type PostingFormValues } from './postingForm.ts';

/**
 * The storage the auth machine clears on sign-out: the app services' local storage
 * (`window.localStorage` in the browser, in memory when it is blocked; stories and tests inject
 * their own).
 */
export function useDraftStorage(): StorageLike {
  return useServices().localStorage;
}

/**
 * Writes `values` as the draft of `postingId` (null: a new posting) while they differ from
 * `baseline` (what the server has); clears this posting's draft when they no longer differ.
 * @returns `discard()`: removes the draft and cancels a pending write (after a save to the server)
 */
export function useLocalDraft(
  storage: StorageLike,
  postingId: string | null,
  values: PostingFormValues,
  baseline: PostingFormValues,
): { discard: () => void } {
  const state = useRef<{
    pending: { postingId: string | null; values: PostingFormValues } | null;
    timer: ReturnType<typeof setTimeout> | undefined;
  }>({ pending: null, timer: undefined });

  useEffect(() => {
    const current = state.current;
    clearTimeout(current.timer);
    if (sameForm(values, baseline)) {
      current.pending = null;
      if (readStoredDraft(storage)?.postingId === postingId) clearPostingDraft(storage);
      return;
    }
    current.pending = { postingId, values };
    current.timer = setTimeout(() => {
      current.pending = null;
      writePostingDraft(storage, postingId, values);
    }, DRAFT_WRITE_DELAY_MS);
  }, [storage, postingId, values, baseline]);

  // Whatever is still waiting is written when the editor closes or the tab is hidden.
  useEffect(() => {
    const current = state.current;
    const flush = () => {
      clearTimeout(current.timer);
      if (!current.pending) return;
      writePostingDraft(storage, current.pending.postingId, current.pending.values);
      current.pending = null;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [storage]);

  return {
    discard: () => {
      const current = state.current;
      clearTimeout(current.timer);
      current.pending = null;
      clearPostingDraft(storage);
    },
  };
}
