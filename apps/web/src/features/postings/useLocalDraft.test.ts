import { createMemoryStorage, POSTING_DRAFT_STORAGE_KEY } from '@hireloop/machines';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_WRITE_DELAY_MS, readStoredDraft, writePostingDraft } from './postingDraft.ts';
import { emptyPostingForm, type PostingFormValues } from './postingForm.ts';
import { useLocalDraft } from './useLocalDraft.ts';

const typed = (title: string): PostingFormValues => ({ ...emptyPostingForm, title });

describe('the editor keeps its draft in local storage while typing (R-DATA-9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes 400 ms after the last change, not before', () => {
    expect(DRAFT_WRITE_DELAY_MS).toBe(400);
    const storage = createMemoryStorage();
    const { rerender } = renderHook(
      ({ values }) => useLocalDraft(storage, null, values, emptyPostingForm),
      {
        initialProps: { values: typed('Bak') },
      },
    );
    act(() => {
      vi.advanceTimersByTime(300);
    });
    rerender({ values: typed('Baker') });
    act(() => {
      vi.advanceTimersByTime(399);
    });
    expect(storage.getItem(POSTING_DRAFT_STORAGE_KEY)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(readStoredDraft(storage)?.values.title).toBe('Baker');
  });

  it('writes what is still waiting when the editor closes', () => {
    const storage = createMemoryStorage();
    const { unmount } = renderHook(() =>
      useLocalDraft(storage, 'posting-1', typed('Baker'), emptyPostingForm),
    );
    unmount();
    expect(readStoredDraft(storage)).toMatchObject({
      postingId: 'posting-1',
      values: { title: 'Baker' },
    });
  });

  it('removes the draft of the posting when the form is back to what the server has', () => {
    const storage = createMemoryStorage();
    writePostingDraft(storage, 'posting-1', typed('Changed'));
    renderHook(() => useLocalDraft(storage, 'posting-1', typed('Saved'), typed('Saved')));
    expect(storage.getItem(POSTING_DRAFT_STORAGE_KEY)).toBeNull();
  });

  it("keeps another posting's draft", () => {
    const storage = createMemoryStorage();
    writePostingDraft(storage, 'posting-2', typed('Other'));
    renderHook(() => useLocalDraft(storage, 'posting-1', typed('Saved'), typed('Saved')));
    expect(readStoredDraft(storage)?.postingId).toBe('posting-2');
  });

  it('discard() removes the draft and cancels the pending write (after a save)', () => {
    const storage = createMemoryStorage();
    const { result, unmount } = renderHook(() =>
      useLocalDraft(storage, null, typed('Baker'), emptyPostingForm),
    );
    act(() => {
      result.current.discard();
    });
    act(() => {
      vi.advanceTimersByTime(DRAFT_WRITE_DELAY_MS * 2);
    });
    unmount();
    expect(storage.getItem(POSTING_DRAFT_STORAGE_KEY)).toBeNull();
  });
});
