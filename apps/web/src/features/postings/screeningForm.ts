/**
 * The screening questions of the job posting editor (issue 29): how the form holds them while the
 * business edits, how they are sent (`PostingInput.screeningQuestions`), and how the shared rules
 * of `@hireloop/api/screening` (`normaliseScreeningQuestion`, `screeningQuestionIssues`,
 * `publishedEditCheck`) and the server's 422 field errors (`screening_questions.<index>.<field>`)
 * land on the field of the question they concern.
 *
 * A question in the form ({@link QuestionDraft}) keeps what the business typed, even what does not
 * apply to its kind at the moment (options of a choice turned into a number come back when it is
 * a choice again); {@link questionInputFromDraft} sends only what applies. Problems are
 * {@link ScreeningProblem} codes; the catalogue (`webMarketPostings:editor.screening.errors`)
 * words them.
 */
import type {
  ScreeningAnswerValue,
  ScreeningQuestion,
  ScreeningQuestionInput,
  ScreeningQuestionKind,
} from '@hireloop/api';
import { camelKey } from '@hireloop/api';
import { singleLine } from '@hireloop/api/rules';
import { screeningQuestionKindValues } from '@hireloop/api/schema';
import {
  CHOICE_KINDS,
  MUST_HAVE_KINDS,
  REUSE_KEY_KINDS,
  SCREENING_LIMITS,
  normaliseScreeningQuestion,
  publishedEditCheck,
  screeningQuestionIssues,
  type LibraryQuestion,
  type ScreeningIssue,
  type ScreeningProblem,
  type ScreeningQuestion as WireQuestion,
  type ScreeningQuestionInput as WireQuestionInput,
} from '@hireloop/api/screening';

/** Most questions on a posting. */
export const QUESTIONS_MAX_COUNT = SCREENING_LIMITS.questionsMaxCount;
/** Longest question (characters). */
export const PROMPT_MAX_LENGTH = SCREENING_LIMITS.promptMaxLength;
/** Fewest options of a choice question. */
export const OPTIONS_MIN_COUNT = SCREENING_LIMITS.optionsMinCount;
/** Most options of a choice question. */
export const OPTIONS_MAX_COUNT = SCREENING_LIMITS.optionsMaxCount;
/** Longest option (characters). */
export const OPTION_MAX_LENGTH = SCREENING_LIMITS.optionMaxLength;
/** Highest must-have minimum of a number question. */
export const MINIMUM_MAX = SCREENING_LIMITS.numberMax;
/** The kinds, in the order the kind picker offers them. */
export const QUESTION_KINDS: readonly ScreeningQuestionKind[] = screeningQuestionKindValues;

/** A screening question as the editor holds it. */
export interface QuestionDraft {
  /** Stable key on screen and in the local draft: the question's id, or a local key for a new one. */
  key: string;
  /** The saved question's id (kept when sent, so answers stay attached); null for a new question. */
  id: string | null;
  prompt: string;
  kind: ScreeningQuestionKind;
  required: boolean;
  mustHave: boolean;
  /** The options as typed, blanks included (a choice question's; kept while another kind is picked). */
  options: string[];
  /** What a must-have accepts: `true`/`false` for yes/no, option texts for a choice. */
  acceptedAnswers: ScreeningAnswerValue[];
  /** The least answer a must-have number accepts. */
  minimum: number | null;
  /** Set on a question from the ready-made library (`work_authorization:Germany` …). */
  reuseKey: string | null;
}

/** A field of a question that can be wrong, in the order the editor shows them. */
export type QuestionField =
  'prompt' | 'kind' | 'required' | 'mustHave' | 'options' | 'acceptedAnswers' | 'minimum';

/** The messages of a question's invalid fields. */
export type QuestionFieldErrors = Partial<Record<QuestionField, string>>;

/** Question fields in screen order (the first invalid one takes the focus). */
export const QUESTION_FIELD_ORDER: readonly QuestionField[] = [
  'prompt',
  'kind',
  'required',
  'mustHave',
  'options',
  'acceptedAnswers',
  'minimum',
];

/** The problems the editor words: those of questions and of editing a published posting's. */
export type QuestionProblem = Exclude<ScreeningProblem, `answer${string}`>;

/** True for a problem of a question (not of an applicant's answer). */
export function isQuestionProblem(problem: ScreeningProblem): problem is QuestionProblem {
  return !problem.startsWith('answer');
}

/** What is wrong with the questions: by question key and field, and with the list as a whole. */
export interface QuestionIssues<T> {
  questions: Record<string, Partial<Record<QuestionField, T>>>;
  /** A problem of the list (a published posting's question removed). */
  list: T | null;
}

/** The field of the editor each field of the contract's question is shown on. */
const FIELD_OF: Record<string, QuestionField> = {
  id: 'prompt',
  prompt: 'prompt',
  kind: 'kind',
  required: 'required',
  must_have: 'mustHave',
  options: 'options',
  accepted_answers: 'acceptedAnswers',
  minimum: 'minimum',
  reuse_key: 'prompt',
};

let keySequence = 0;

/** A key for a question not saved yet, unique in the form. */
export function newQuestionKey(): string {
  keySequence += 1;
  return `new-${Math.random().toString(36).slice(2, 10)}-${keySequence}`;
}

/** True for the kinds whose answer is one or more options. */
export const isChoiceKind = (kind: ScreeningQuestionKind) => CHOICE_KINDS.includes(kind);

/** True for the kinds a must-have can be (yes/no, choices, number). */
export const canBeMustHave = (kind: ScreeningQuestionKind) => MUST_HAVE_KINDS.includes(kind);

/**
 * True when a ready-made question must keep its kind (its reuse key's family fixes it, as the
 * shared rule `reuseKeyKind` says).
 */
export function hasFixedKind(draft: Pick<QuestionDraft, 'reuseKey'>): boolean {
  const family = draft.reuseKey?.split(':')[0];
  return family !== undefined && REUSE_KEY_KINDS[family] !== undefined;
}

/**
 * A new, empty question. On a published posting it is optional (earlier applicants have not
 * answered it: the shared rule `publishedNewRequired`), otherwise required.
 */
export function newQuestion(published: boolean): QuestionDraft {
  return {
    key: newQuestionKey(),
    id: null,
    prompt: '',
    kind: 'yes_no',
    required: !published,
    mustHave: false,
    options: [],
    acceptedAnswers: [],
    minimum: null,
    reuseKey: null,
  };
}

/**
 * An editable copy of a question of the ready-made library (`screeningLibrary`), as a new
 * question: optional on a published posting, as {@link newQuestion}.
 */
export function draftFromLibrary(item: LibraryQuestion, published: boolean): QuestionDraft {
  const q = item.question;
  return {
    ...newQuestion(published),
    prompt: q.prompt,
    kind: q.kind,
    required: published ? false : (q.required ?? false),
    mustHave: published ? false : (q.must_have ?? false),
    options: [...(q.options ?? [])],
    acceptedAnswers: [...(q.accepted_answers ?? [])],
    minimum: q.minimum ?? null,
    reuseKey: q.reuse_key ?? null,
  };
}

/** The form's copy of a saved question (key = id). */
export function draftFromQuestion(question: ScreeningQuestion): QuestionDraft {
  return {
    key: question.id,
    id: question.id,
    prompt: question.prompt,
    kind: question.kind,
    required: question.required,
    mustHave: question.mustHave,
    options: [...question.options],
    acceptedAnswers: [...question.acceptedAnswers],
    minimum: question.minimum,
    reuseKey: question.reuseKey,
  };
}

/** The options of a draft as they are sent: one line each, blanks left out. */
export function cleanOptions(options: readonly string[]): string[] {
  return options.map(singleLine).filter(Boolean);
}

/** The options a must-have choice can accept: the cleaned options, each once (ignoring case). */
export function acceptableOptions(options: readonly string[]): string[] {
  const seen = new Set<string>();
  return cleanOptions(options).filter((option) => {
    const key = option.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A question as it is sent (`ScreeningQuestionInput`): the id kept for a saved question, prompt
 * and options on one line, and only what applies to its kind — options for a choice, accepted
 * answers for a must-have yes/no or choice (booleans, or texts among its options), a minimum for
 * a must-have number. Whether it is valid is {@link questionIssues}' part.
 */
export function questionInputFromDraft(draft: QuestionDraft): ScreeningQuestionInput {
  const choice = isChoiceKind(draft.kind);
  const options = choice ? cleanOptions(draft.options) : [];
  const mustHave = draft.mustHave && canBeMustHave(draft.kind);
  const accepted: ScreeningAnswerValue[] =
    !mustHave || draft.kind === 'number'
      ? []
      : draft.kind === 'yes_no'
        ? draft.acceptedAnswers.filter((value) => typeof value === 'boolean')
        : draft.acceptedAnswers
            .filter((value): value is string => typeof value === 'string')
            .map(singleLine)
            .filter((value) => options.includes(value));
  return {
    ...(draft.id ? { id: draft.id } : {}),
    prompt: singleLine(draft.prompt),
    kind: draft.kind,
    required: draft.required || mustHave,
    mustHave,
    options,
    acceptedAnswers: [...new Set<ScreeningAnswerValue>(accepted)],
    minimum: mustHave && draft.kind === 'number' ? draft.minimum : null,
    reuseKey: draft.reuseKey,
  };
}

/** The contract's (snake_case) form of a question input, for the shared rules. */
function wireInput(input: ScreeningQuestionInput, key: string): WireQuestionInput {
  return {
    // A new question has no id yet: its key stands in, so the shared rules see distinct ids.
    id: input.id ?? key,
    prompt: input.prompt,
    kind: input.kind,
    required: input.required ?? false,
    must_have: input.mustHave ?? false,
    options: input.options ?? [],
    accepted_answers: input.acceptedAnswers ?? [],
    minimum: input.minimum ?? null,
    reuse_key: input.reuseKey ?? null,
  };
}

/** The contract's (snake_case) form of a saved question, for the shared rules. */
function wireQuestion(question: ScreeningQuestion): WireQuestion {
  return {
    id: question.id,
    prompt: question.prompt,
    kind: question.kind,
    required: question.required,
    must_have: question.mustHave,
    options: question.options,
    accepted_answers: question.acceptedAnswers,
    minimum: question.minimum,
    reuse_key: question.reuseKey,
  };
}

/** The drafts as the shared rules read them: sent, then normalised by `normaliseScreeningQuestion`. */
function normalised(drafts: readonly QuestionDraft[]): WireQuestion[] {
  return drafts.map((draft) =>
    normaliseScreeningQuestion(
      wireInput(questionInputFromDraft(draft), draft.key),
      () => draft.key,
    ),
  );
}

/** Places shared-rule issues (`screening_questions.<index>.<field>`) on the drafts' keys. */
function placeIssues(
  issues: ScreeningIssue[],
  drafts: readonly QuestionDraft[],
): QuestionIssues<QuestionProblem> {
  const found: QuestionIssues<QuestionProblem> = { questions: {}, list: null };
  for (const { field, problem } of issues) {
    if (!isQuestionProblem(problem)) continue;
    const match = /^screening_questions(?:\.(\d+)\.(\w+))?$/.exec(field);
    if (!match) continue;
    if (match[1] === undefined) {
      found.list ??= problem;
      continue;
    }
    const draft = drafts[Number(match[1])];
    const at = FIELD_OF[match[2]!];
    if (!draft || !at) continue;
    const fields = (found.questions[draft.key] ??= {});
    fields[at] ??= problem;
  }
  return found;
}

/**
 * The broken rules of the questions, as the server will find them: the shared
 * `screeningQuestionIssues` after `normaliseScreeningQuestion`, and for a published posting
 * (`published`: its saved questions) the shared `publishedEditCheck` — every saved question kept
 * with its kind and options, none becoming required, new ones optional. One problem per field,
 * the first found.
 */
export function questionIssues(
  drafts: readonly QuestionDraft[],
  published: readonly ScreeningQuestion[] | null = null,
): QuestionIssues<QuestionProblem> {
  const after = normalised(drafts);
  const issues = screeningQuestionIssues(after);
  if (published) issues.push(...publishedEditCheck(published.map(wireQuestion), after).issues);
  return placeIssues(issues, drafts);
}

/** True when there is no issue. */
export function noIssues<T>(issues: QuestionIssues<T>): boolean {
  return issues.list === null && Object.keys(issues.questions).length === 0;
}

/**
 * True when saving `drafts` changes a published posting's must-haves (`published`: its saved
 * questions): a question became or stopped being a must-have, or what one accepts changed. The
 * server then asks for `confirmReevaluation` (409), as it re-evaluates the applications received.
 */
export function mustHavesChanged(
  published: readonly ScreeningQuestion[],
  drafts: readonly QuestionDraft[],
): boolean {
  return publishedEditCheck(published.map(wireQuestion), normalised(drafts)).mustHavesChanged;
}

/**
 * Takes the server's 422 field errors of the questions out of `errors` (camelCase keys as the
 * client gives them: `camelKey('screening_questions.0.options')`), placed on the keys of `drafts`
 * (the questions as they were sent, in the same order); `screeningQuestions` is the list's.
 * @returns the questions' messages, and `rest`: the errors of other fields
 */
export function serverQuestionErrors(
  errors: Record<string, string[]>,
  drafts: readonly QuestionDraft[],
): QuestionIssues<string> & { rest: Record<string, string[]> } {
  const places = new Map<string, [string, QuestionField]>();
  drafts.forEach((draft, index) => {
    for (const [wire, field] of Object.entries(FIELD_OF))
      places.set(camelKey(`screening_questions.${index}.${wire}`), [draft.key, field]);
  });
  const found: QuestionIssues<string> & { rest: Record<string, string[]> } = {
    questions: {},
    list: null,
    rest: {},
  };
  for (const [key, messages] of Object.entries(errors)) {
    const place = places.get(key);
    const message = messages.join(' ');
    if (!message) continue;
    if (place) {
      const fields = (found.questions[place[0]] ??= {});
      fields[place[1]] = fields[place[1]] ? `${fields[place[1]]} ${message}` : message;
    } else if (key === camelKey('screening_questions')) {
      found.list = message;
    } else {
      found.rest[key] = messages;
    }
  }
  return found;
}

/**
 * `draft` with option `index` set to `text`; an accepted option stays accepted under its new text
 * (and is no longer accepted once blank).
 */
export function renameOption(draft: QuestionDraft, index: number, text: string): QuestionDraft {
  const before = draft.options[index];
  const options = draft.options.map((option, i) => (i === index ? text : option));
  if (before === undefined) return { ...draft, options };
  const old = singleLine(before);
  const gone = !options.some((option) => singleLine(option) === old);
  if (!gone || !draft.acceptedAnswers.includes(old)) return { ...draft, options };
  const renamed = singleLine(text);
  const acceptedAnswers = draft.acceptedAnswers.flatMap((value) =>
    value === old ? (renamed ? [renamed] : []) : [value],
  );
  return { ...draft, options, acceptedAnswers: [...new Set(acceptedAnswers)] };
}

/** `draft` without option `index` (and no longer accepting it unless another option reads the same). */
export function removeOption(draft: QuestionDraft, index: number): QuestionDraft {
  const options = draft.options.filter((_, i) => i !== index);
  const remaining = new Set(options.map(singleLine));
  return {
    ...draft,
    options,
    acceptedAnswers: draft.acceptedAnswers.filter(
      (value) => typeof value !== 'string' || remaining.has(value),
    ),
  };
}

/**
 * `draft` as kind `kind`: a choice gets two empty options to fill when it has none; a kind that
 * cannot be a must-have stops being one; accepted answers of another kind's type are dropped.
 */
export function changeKind(draft: QuestionDraft, kind: ScreeningQuestionKind): QuestionDraft {
  const choice = isChoiceKind(kind);
  return {
    ...draft,
    kind,
    options:
      choice && draft.options.length === 0
        ? Array<string>(OPTIONS_MIN_COUNT).fill('')
        : draft.options,
    mustHave: draft.mustHave && canBeMustHave(kind),
    acceptedAnswers: draft.acceptedAnswers.filter((value) =>
      kind === 'yes_no' ? typeof value === 'boolean' : choice ? typeof value === 'string' : false,
    ),
  };
}

/** `draft` as a must-have or not: a must-have is required (the shared rule `mustHaveRequired`). */
export function setMustHave(draft: QuestionDraft, mustHave: boolean): QuestionDraft {
  return { ...draft, mustHave, required: mustHave ? true : draft.required };
}

/** `list` with the item at `from` moved to `to` (both within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const result = [...list];
  const [item] = result.splice(from, 1);
  if (item !== undefined) result.splice(to, 0, item);
  return result;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * The questions of a local draft read back from storage (untrusted: R-DATA-9), each field
 * checked; what cannot be read is left out, keys are made unique, at most
 * {@link QUESTIONS_MAX_COUNT}.
 */
export function readQuestionDrafts(value: unknown): QuestionDraft[] {
  if (!Array.isArray(value)) return [];
  const keys = new Set<string>();
  const drafts: QuestionDraft[] = [];
  for (const item of value) {
    if (!isRecord(item)) continue;
    const kind = QUESTION_KINDS.find((k) => k === item.kind);
    if (!kind) continue;
    const id = typeof item.id === 'string' && item.id ? item.id : null;
    let key = typeof item.key === 'string' && item.key ? item.key : (id ?? newQuestionKey());
    if (keys.has(key)) key = newQuestionKey();
    keys.add(key);
    drafts.push({
      key,
      id,
      prompt: typeof item.prompt === 'string' ? item.prompt : '',
      kind,
      required: item.required === true,
      mustHave: item.mustHave === true,
      options: strings(item.options).slice(0, OPTIONS_MAX_COUNT),
      acceptedAnswers: Array.isArray(item.acceptedAnswers)
        ? item.acceptedAnswers.filter(
            (answer): answer is boolean | string =>
              typeof answer === 'boolean' || typeof answer === 'string',
          )
        : [],
      minimum:
        typeof item.minimum === 'number' && Number.isFinite(item.minimum) ? item.minimum : null,
      reuseKey: typeof item.reuseKey === 'string' && item.reuseKey ? item.reuseKey : null,
    });
    if (drafts.length === QUESTIONS_MAX_COUNT) break;
  }
  return drafts;
}
