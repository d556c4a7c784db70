/**
 * The rules of an application (job detail's apply panel, route `c.job`), checked in the browser
 * before anything is sent, mirroring what `POST /api/v1/c/jobs/{id}/apply` enforces (the contract's
 * ApplyRequest): a cover letter of at most 10,000 characters, and a resume that is either a PDF of
 * at most 5 MB (5,242,880 bytes), the one stored on the profile or the one sent with an earlier
 * application, and an answer of the right kind
 * to each screening question (required ones answered; the shared `answerProblem`, issue 29). The
 * server checks again and its 422 field errors are shown the same way.
 */
import type {
  ApplyInput,
  SavedAnswer,
  ScreeningAnswerValue,
  ScreeningQuestion,
} from '@hireloop/api';
import { LIMITS } from '@hireloop/api/rules';
import { answerProblem, type ScreeningProblem } from '@hireloop/api/screening';

/** Longest cover letter, in characters (contract ApplyRequest.cover_letter maxLength). */
export const COVER_LETTER_MAX_LENGTH = LIMITS.coverLetterMaxLength;
/** Largest resume, in bytes: 5 MB = 5,242,880 bytes (contract ApplyRequest.resume). */
export const RESUME_MAX_BYTES = LIMITS.resumeMaxBytes;
/** The first bytes of every PDF file. */
const PDF_SIGNATURE = '%PDF-';

/** Messages of the application form (English; the catalog's `webMarketJobs:apply.errors`). */
export type ApplicationErrorCode =
  | 'coverLetterTooLong'
  | 'coverLetterControl'
  | 'resumeMissing'
  | 'resumeTooLarge'
  | 'resumeNotPdf'
  | 'resumeEmpty'
  | 'profileResumeMissing';

/**
 * Where the resume of an application comes from: a file, the profile's, or the one sent with an
 * earlier application (`sent`, issue 29).
 */
export type ResumeChoice = 'upload' | 'profile' | 'sent';

/**
 * The answers typed so far, by question id: a value, `null` when the seeker cleared the field, or
 * absent when they have not touched it (then a saved answer may fill it: {@link effectiveAnswers}).
 */
export type AnswerValues = Record<string, ScreeningAnswerValue | null>;

/** What the apply form holds. */
export interface ApplicationDraft {
  coverLetter: string;
  resumeChoice: ResumeChoice;
  /** The chosen file (`upload`), or null. */
  resume: File | null;
  /** Whether the profile has a resume (`profile` is only possible then). */
  profileHasResume: boolean;
  /** The earlier application whose resume `sent` attaches, or null. @default null */
  sentApplicationId?: string | null;
  /** The job's screening questions, in order. @default [] */
  questions?: ScreeningQuestion[];
  /** The answers as the form shows them ({@link effectiveAnswers}). @default {} */
  answers?: Record<string, ScreeningAnswerValue | undefined>;
}

/** Errors by field; empty when the application can be sent. */
export interface ApplicationErrors {
  coverLetter?: ApplicationErrorCode;
  resume?: ApplicationErrorCode;
  /** The broken rule of each answer, by question id (the shared `answerProblem`). */
  answers?: Record<string, ScreeningProblem>;
}

/**
 * The answer each question shows: what the seeker typed, else their saved answer to the same
 * reusable question (`reuseKey`) when it fits the question, else nothing.
 * @returns by question id; `fromSaved` lists the ids filled from saved answers
 */
export function effectiveAnswers(
  questions: ScreeningQuestion[],
  typed: AnswerValues,
  saved: SavedAnswer[],
): { values: Record<string, ScreeningAnswerValue | undefined>; fromSaved: Set<string> } {
  const byKey = new Map(saved.map((answer) => [answer.key, answer]));
  const values: Record<string, ScreeningAnswerValue | undefined> = {};
  const fromSaved = new Set<string>();
  for (const q of questions) {
    if (q.id in typed) {
      values[q.id] = typed[q.id] ?? undefined;
      continue;
    }
    const offered = q.reuseKey ? byKey.get(q.reuseKey) : undefined;
    if (offered && offered.kind === q.kind && answerProblem(q, offered.value) === null) {
      values[q.id] = offered.value;
      fromSaved.add(q.id);
    }
  }
  return { values, fromSaved };
}

// C0 controls but tab, line feed and carriage return, and DEL (the contract's pattern).
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/;

/** Checks the cover letter: at most {@link COVER_LETTER_MAX_LENGTH} characters, no control characters. */
export function coverLetterError(coverLetter: string): ApplicationErrorCode | undefined {
  if (coverLetter.length > COVER_LETTER_MAX_LENGTH) return 'coverLetterTooLong';
  if (CONTROL_CHARACTERS.test(coverLetter)) return 'coverLetterControl';
  return undefined;
}

/**
 * Checks a chosen file by what the browser knows without reading it: not empty, at most
 * {@link RESUME_MAX_BYTES}, a PDF by type or name. {@link readPdfSignature} checks the content.
 */
export function resumeFileError(
  file: Pick<File, 'name' | 'size' | 'type'>,
): ApplicationErrorCode | undefined {
  if (file.size === 0) return 'resumeEmpty';
  if (file.size > RESUME_MAX_BYTES) return 'resumeTooLarge';
  const looksLikePdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
  return looksLikePdf ? undefined : 'resumeNotPdf';
}

/** True when the file starts with the PDF signature `%PDF-` (what the server recognises). */
export async function readPdfSignature(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, PDF_SIGNATURE.length).arrayBuffer());
  return String.fromCharCode(...head) === PDF_SIGNATURE;
}

/** Checks the whole form; the application can be sent when the result has no key. */
export function validateApplication(draft: ApplicationDraft): ApplicationErrors {
  const errors: ApplicationErrors = {};
  const letter = coverLetterError(draft.coverLetter);
  if (letter) errors.coverLetter = letter;
  if (draft.resumeChoice === 'profile') {
    if (!draft.profileHasResume) errors.resume = 'profileResumeMissing';
  } else if (draft.resumeChoice === 'sent') {
    if (!draft.sentApplicationId) errors.resume = 'resumeMissing';
  } else if (!draft.resume) {
    errors.resume = 'resumeMissing';
  } else {
    const file = resumeFileError(draft.resume);
    if (file) errors.resume = file;
  }
  const answers: Record<string, ScreeningProblem> = {};
  for (const q of draft.questions ?? []) {
    const problem = answerProblem(q, draft.answers?.[q.id]);
    if (problem) answers[q.id] = problem;
  }
  if (Object.keys(answers).length > 0) errors.answers = answers;
  return errors;
}

/**
 * The multipart fields of the application (`api.customer.apply`): cover letter trimmed, the
 * resume or the profile's, and the answers given (blank ones left out), in the questions' order.
 */
export function applyInput(draft: ApplicationDraft): ApplyInput {
  const coverLetter = draft.coverLetter.trim();
  const answers = (draft.questions ?? []).flatMap((q) => {
    const value = draft.answers?.[q.id];
    const blank =
      value === undefined ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    return blank ? [] : [{ questionId: q.id, value }];
  });
  return {
    ...(coverLetter ? { coverLetter } : {}),
    ...(answers.length > 0 ? { answers } : {}),
    ...(draft.resumeChoice === 'upload' && draft.resume
      ? { resume: draft.resume }
      : draft.resumeChoice === 'sent' && draft.sentApplicationId
        ? { resumeApplicationId: draft.sentApplicationId }
        : { useProfileResume: true }),
  };
}
