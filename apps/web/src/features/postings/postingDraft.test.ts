import {
  createMemoryStorage,
  POSTING_DRAFT_STORAGE_KEY,
  type StorageLike,
} from '@hireloop/machines';
import { describe, expect, it } from 'vitest';
import {
  clearPostingDraft,
  draftToRestore,
  readStoredDraft,
  writePostingDraft,
} from './postingDraft.ts';
import { emptyPostingForm, type PostingFormValues } from './postingForm.ts';

const typed: PostingFormValues = {
  ...emptyPostingForm,
  title: 'Head baker',
  skills: ['Sourdough'],
  salaryMin: 40_000,
  salaryPeriod: 'year',
};

describe('job posting draft in local storage (R-DATA-9)', () => {
  it('is written under the key the auth machine clears on sign-out', () => {
    const storage = createMemoryStorage();
    writePostingDraft(storage, null, typed, 1_000);
    expect(JSON.parse(storage.getItem(POSTING_DRAFT_STORAGE_KEY) ?? 'null')).toEqual({
      version: 1,
      postingId: null,
      values: typed,
      savedAt: 1_000,
    });
  });

  it('is offered back to the same posting only', () => {
    const storage = createMemoryStorage();
    writePostingDraft(storage, 'posting-1', typed);
    expect(draftToRestore(storage, 'posting-1')?.values).toEqual(typed);
    expect(draftToRestore(storage, 'posting-2')).toBeNull();
    expect(draftToRestore(storage, null)).toBeNull();
  });

  it('is not offered when it equals what the server has', () => {
    const storage = createMemoryStorage();
    writePostingDraft(storage, 'posting-1', typed);
    expect(draftToRestore(storage, 'posting-1', { ...typed, title: ' Head baker ' })).toBeNull();
  });

  it('is gone once cleared (saved to the server or discarded)', () => {
    const storage = createMemoryStorage();
    writePostingDraft(storage, null, typed);
    clearPostingDraft(storage);
    expect(readStoredDraft(storage)).toBeNull();
  });

  it('reads anything unreadable as no draft, and drops unknown values', () => {
    const at = (raw: string) =>
      readStoredDraft(createMemoryStorage({ [POSTING_DRAFT_STORAGE_KEY]: raw }));
    expect(at('not json')).toBeNull();
    expect(at('{"version":2,"postingId":null,"values":{}}')).toBeNull();
    expect(at('{"version":1,"postingId":5,"values":{}}')).toBeNull();
    expect(
      at(
        '{"version":1,"postingId":null,"values":{"title":"X","workplaceType":"moon","salaryMin":"9","skills":["a",3]}}',
      )?.values,
    ).toEqual({ ...emptyPostingForm, title: 'X', skills: ['a'] });
  });

  it('keeps pay per day and per week', () => {
    for (const period of ['day', 'week'] as const) {
      const raw = JSON.stringify({
        version: 1,
        postingId: null,
        values: { ...emptyPostingForm, salaryMin: 250, salaryPeriod: period },
      });
      const read = readStoredDraft(createMemoryStorage({ [POSTING_DRAFT_STORAGE_KEY]: raw }));
      expect(read?.values.salaryPeriod).toBe(period);
    }
  });

  it('never throws when storage refuses (quota, privacy mode)', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => writePostingDraft(broken, null, typed)).not.toThrow();
    expect(readStoredDraft(broken)).toBeNull();
    expect(() => clearPostingDraft(broken)).not.toThrow();
  });
});
