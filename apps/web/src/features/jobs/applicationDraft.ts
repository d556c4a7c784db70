/**
 * The job seeker's unsent applications (issue 29 "keeps a draft if the dialog is closed",
 * decision 235): what was typed in a job's apply dialog — the cover letter and the answers to its
 * screening questions — kept in the tab's session storage under the machines package's
 * `APPLICATION_DRAFTS_STORAGE_KEY`, so that it survives closing the dialog, leaving the job page
 * and reloading. Sending the application clears the job's draft; signing out clears them all (the
 * auth machine's `clearStoredAuth`). The chosen PDF is not kept (a file cannot be stored): the
 * seeker picks it again.
 *
 * Stored: `{ version: 1, drafts: { [jobId]: { coverLetter, answers, cleared, savedAt } } }`,
 * `answers` as the apply form sends them (`[{question_id, value}]`), `cleared` the ids of
 * questions whose saved answer the seeker emptied. Storage is untrusted input: a draft that does
 * not read as such is no draft, and storage errors (quota, privacy mode) are swallowed.
 */
import { parseAnswersField, type ScreeningAnswer } from '@hireloop/api/screening';
import { APPLICATION_DRAFTS_STORAGE_KEY, type StorageLike } from '@hireloop/machines';
import type { AnswerValues } from './application.ts';

/** What the seeker typed in one job's apply dialog. */
export interface ApplicationFormDraft {
  coverLetter: string;
  /** The answers typed, by question id (`null`: a saved answer emptied). */
  typed: AnswerValues;
}

interface StoredDraft {
  coverLetter: string;
  answers: ScreeningAnswer[];
  cleared: string[];
  /** When it was written (ms since the epoch). */
  savedAt: number;
}

type StoredDrafts = Record<string, StoredDraft>;

function readAll(storage: StorageLike): StoredDrafts {
  try {
    const parsed = JSON.parse(storage.getItem(APPLICATION_DRAFTS_STORAGE_KEY) ?? 'null') as {
      version?: unknown;
      drafts?: unknown;
    } | null;
    const drafts = parsed?.version === 1 ? parsed.drafts : null;
    return typeof drafts === 'object' && drafts !== null ? (drafts as StoredDrafts) : {};
  } catch {
    return {};
  }
}

function writeAll(storage: StorageLike, drafts: StoredDrafts): void {
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(APPLICATION_DRAFTS_STORAGE_KEY);
    else storage.setItem(APPLICATION_DRAFTS_STORAGE_KEY, JSON.stringify({ version: 1, drafts }));
  } catch {
    // A convenience only: what is on screen stays.
  }
}

/** The unsent application to `jobId`, or null when there is none or it is unreadable. */
export function readApplicationDraft(
  storage: StorageLike,
  jobId: string,
): ApplicationFormDraft | null {
  const draft = readAll(storage)[jobId] as Partial<Record<keyof StoredDraft, unknown>> | undefined;
  if (typeof draft !== 'object' || draft === null || typeof draft.coverLetter !== 'string')
    return null;
  const answers = parseAnswersField(JSON.stringify(draft.answers ?? []));
  const cleared = Array.isArray(draft.cleared) ? draft.cleared : [];
  if (!answers || !cleared.every((id) => typeof id === 'string')) return null;
  const typed: AnswerValues = Object.fromEntries(cleared.map((id: string) => [id, null]));
  for (const answer of answers) typed[answer.question_id] = answer.value;
  return { coverLetter: draft.coverLetter, typed };
}

/**
 * Keeps what was typed for `jobId` at `now` (ms since the epoch); an empty form (no cover letter
 * but spaces, nothing answered or emptied) removes the job's draft instead.
 */
export function writeApplicationDraft(
  storage: StorageLike,
  jobId: string,
  draft: ApplicationFormDraft,
  now: number = Date.now(),
): void {
  const drafts = readAll(storage);
  const entries = Object.entries(draft.typed);
  if (draft.coverLetter.trim() === '' && entries.length === 0) delete drafts[jobId];
  else
    drafts[jobId] = {
      coverLetter: draft.coverLetter,
      answers: entries.flatMap(([id, value]) =>
        value === null ? [] : [{ question_id: id, value }],
      ),
      cleared: entries.flatMap(([id, value]) => (value === null ? [id] : [])),
      savedAt: now,
    };
  writeAll(storage, drafts);
}

/** Forgets the unsent application to `jobId` (it was sent). */
export function clearApplicationDraft(storage: StorageLike, jobId: string): void {
  const drafts = readAll(storage);
  if (!(jobId in drafts)) return;
  delete drafts[jobId];
  writeAll(storage, drafts);
}
