/**
 * The job posting draft kept in local storage while the business types (R-DATA-9 "Job posting
 * draft: kept in local storage under a draft key and cleared on sign-out", R-AUTH-2 "Logout clears the
 * job posting draft"). The key is the machines package's `POSTING_DRAFT_STORAGE_KEY`, which the
 * auth machine removes on sign-out.
 *
 * One draft at a time, for one posting: `{ version: 1, postingId, values, savedAt }`, where
 * `postingId` is null for a new posting and `values` holds the screening questions as the editor
 * does (./screeningForm.ts `QuestionDraft`, each with its key). Opening the editor of the same posting (or "New job
 * posting" for a null id) offers to restore it; saving to the server clears it.
 *
 * Storage is untrusted input (another version of the app, a user's hand): every field is checked
 * and anything unreadable reads as "no draft". Storage errors (quota, privacy mode) are swallowed:
 * the local draft is a convenience, never a reason to lose what is on screen.
 */
import { DEFAULT_SCORECARD_CRITERIA } from '@hireloop/api/rules';
import { POSTING_DRAFT_STORAGE_KEY, type StorageLike } from '@hireloop/machines';
import {
  employmentTypeValues,
  experienceLevelValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import { SALARY_PERIODS } from '@hireloop/api/pay';
import { emptyPostingForm, sameForm, type PostingFormValues } from './postingForm.ts';
import { readQuestionDrafts } from './screeningForm.ts';

/** Delay after the last keystroke before the draft is written (ms). @default 400 */
export const DRAFT_WRITE_DELAY_MS = 400;

/** What is stored under the draft key. */
export interface StoredPostingDraft {
  version: 1;
  /** The posting being edited, or null for a new one. */
  postingId: string | null;
  values: PostingFormValues;
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : null;
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function amount(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function readValues(value: unknown): PostingFormValues | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  return {
    title: str(v.title),
    description: str(v.description),
    location: str(v.location),
    workplaceType: oneOf(v.workplaceType, workplaceTypeValues),
    employmentType: oneOf(v.employmentType, employmentTypeValues),
    experienceLevel: oneOf(v.experienceLevel, experienceLevelValues),
    salaryMin: amount(v.salaryMin),
    salaryMax: amount(v.salaryMax),
    salaryCurrency: str(v.salaryCurrency),
    salaryPeriod: oneOf(v.salaryPeriod, SALARY_PERIODS),
    skills: Array.isArray(v.skills)
      ? v.skills.filter((s): s is string => typeof s === 'string')
      : [],
    // A draft written before screening questions (issue 29) has none.
    screeningQuestions: readQuestionDrafts(v.screeningQuestions),
    // A draft written before scorecards (issue 36) has the default criteria.
    scorecardCriteria: Array.isArray(v.scorecardCriteria)
      ? v.scorecardCriteria.filter((s): s is string => typeof s === 'string')
      : [...DEFAULT_SCORECARD_CRITERIA],
  };
}

/** Reads the stored draft, whatever posting it belongs to; null when there is none or it is unreadable. */
export function readStoredDraft(storage: StorageLike): StoredPostingDraft | null {
  let raw: string | null;
  try {
    raw = storage.getItem(POSTING_DRAFT_STORAGE_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  if (record.version !== 1) return null;
  const postingId =
    record.postingId === null
      ? null
      : typeof record.postingId === 'string'
        ? record.postingId
        : undefined;
  const values = readValues(record.values);
  if (postingId === undefined || !values) return null;
  return { version: 1, postingId, values, savedAt: amount(record.savedAt) ?? 0 };
}

/**
 * The draft of this posting (null: a new one) when one is stored and differs from `current` (the
 * server's version, or the empty form); otherwise null, as there is nothing to restore.
 */
export function draftToRestore(
  storage: StorageLike,
  postingId: string | null,
  current: PostingFormValues = emptyPostingForm,
): StoredPostingDraft | null {
  const stored = readStoredDraft(storage);
  if (!stored || stored.postingId !== postingId) return null;
  return sameForm(stored.values, current) ? null : stored;
}

/** Stores the draft of a posting (replacing any other draft). */
export function writePostingDraft(
  storage: StorageLike,
  postingId: string | null,
  values: PostingFormValues,
  now: number = Date.now(),
): void {
  const draft: StoredPostingDraft = { version: 1, postingId, values, savedAt: now };
  try {
    storage.setItem(POSTING_DRAFT_STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Quota or privacy mode: the form on screen is still there.
  }
}

/** Removes the stored draft (after it was saved to the server, or discarded). */
export function clearPostingDraft(storage: StorageLike): void {
  try {
    storage.removeItem(POSTING_DRAFT_STORAGE_KEY);
  } catch {
    // Nothing to do.
  }
}
