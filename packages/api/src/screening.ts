/**
 * Screening questions (issue 29), the rules the server, the posting editor and the apply dialog
 * share, written once: what a posting's questions may be, what an answer to each kind must be,
 * which answers meet a must-have, what a published posting may still change, and the ready-made
 * questions of the editor's library.
 *
 * Problems are codes ({@link ScreeningProblem}) with the field they concern (`screening_questions.2.options`,
 * `answers.<question id>`); {@link SCREENING_MESSAGES} holds the server's English message of each,
 * and the web app words them through its catalogue by the same codes.
 */
import type { components } from './generated/schema.ts';
import { singleLine } from './rules.ts';

type Schemas = components['schemas'];
/** A posting's screening question (contract `ScreeningQuestion`). */
export type ScreeningQuestion = Schemas['ScreeningQuestion'];
/** A question as the editor sends it (contract `ScreeningQuestionInput`). */
export type ScreeningQuestionInput = Schemas['ScreeningQuestionInput'];
/** What a question kind asks for (contract `ScreeningQuestionKind`). */
export type ScreeningQuestionKind = Schemas['ScreeningQuestionKind'];
/** An answer's value: boolean, option text, option texts, number or text. */
export type ScreeningAnswerValue = Schemas['ScreeningAnswerValue'];
/** An answer to one question (contract `ScreeningAnswer`). */
export type ScreeningAnswer = Schemas['ScreeningAnswer'];

/** Limits of screening questions and answers (the contract states the same as `maxItems`/`maxLength`). */
export const SCREENING_LIMITS = {
  /** Most questions on a posting. */
  questionsMaxCount: 10,
  /** Longest question (characters). */
  promptMaxLength: 300,
  /** Fewest options of a choice question. */
  optionsMinCount: 2,
  /** Most options of a choice question. */
  optionsMaxCount: 10,
  /** Longest option (characters). */
  optionMaxLength: 200,
  /** Longest answer to a short-text question (characters). */
  shortTextMaxLength: 200,
  /** Longest answer to a long-text question (characters). */
  longTextMaxLength: 2_000,
  /** Highest number answer (and must-have minimum). */
  numberMax: 1_000_000_000,
  /** Most saved answers a customer keeps (the oldest beyond it are forgotten). */
  savedAnswersMaxCount: 200,
} as const;

/** The kinds whose answer is one or more of the question's options. */
export const CHOICE_KINDS: readonly ScreeningQuestionKind[] = ['single_choice', 'multiple_choice'];
/** The kinds a must-have can be (a text cannot be checked). */
export const MUST_HAVE_KINDS: readonly ScreeningQuestionKind[] = [
  'yes_no',
  'single_choice',
  'multiple_choice',
  'number',
];

/** A broken rule of a question, an answer or an edit of a published posting's questions. */
export type ScreeningProblem =
  | 'promptRequired'
  | 'duplicateQuestion'
  | 'optionsCount'
  | 'optionsDuplicate'
  | 'optionsNotAllowed'
  | 'mustHaveKind'
  | 'mustHaveRequired'
  | 'acceptedRequired'
  | 'acceptedInvalid'
  | 'minimumRequired'
  | 'criteriaNotMustHave'
  | 'reuseKeyKind'
  | 'publishedRemoved'
  | 'publishedKind'
  | 'publishedOptions'
  | 'publishedRequired'
  | 'publishedReuseKey'
  | 'publishedNewRequired'
  | 'answerRequired'
  | 'answerKind'
  | 'answerOption'
  | 'answerTooLong'
  | 'answerUnknownQuestion'
  | 'answerDuplicate'
  | 'answersNotAList';

/** The server's English message of each {@link ScreeningProblem}. */
export const SCREENING_MESSAGES: Record<ScreeningProblem, string> = {
  promptRequired: 'The question field is required.',
  duplicateQuestion: 'This question appears twice.',
  optionsCount: `A choice question needs ${SCREENING_LIMITS.optionsMinCount} to ${SCREENING_LIMITS.optionsMaxCount} options.`,
  optionsDuplicate: 'Each option must be different.',
  optionsNotAllowed: 'Only a choice question has options.',
  mustHaveKind: 'Only a yes/no, choice or number question can be a must-have.',
  mustHaveRequired: 'A must-have question must be required.',
  acceptedRequired: 'Choose the answers a must-have accepts.',
  acceptedInvalid: 'An accepted answer must be one of the answers the question offers.',
  minimumRequired: 'Give the least answer a must-have number question accepts.',
  criteriaNotMustHave: 'Only a must-have question has accepted answers or a minimum.',
  reuseKeyKind: 'This ready-made question must keep its kind.',
  publishedRemoved:
    'A question of a published job cannot be removed: applicants have answered it. Mark it optional instead.',
  publishedKind:
    'The kind of a question of a published job cannot change. Add a new question instead.',
  publishedOptions:
    'The options of a question of a published job cannot change. Add a new question instead.',
  publishedRequired:
    'A question of a published job cannot become required: earlier applicants may not have answered it.',
  publishedReuseKey: 'A ready-made question of a published job cannot change what it asks.',
  publishedNewRequired:
    'A question added to a published job must be optional: earlier applicants have not answered it.',
  answerRequired: 'This question is required.',
  answerKind: 'This answer is not of the kind the question asks for.',
  answerOption: 'Choose one of the options the question offers.',
  answerTooLong: 'This answer is too long.',
  answerUnknownQuestion: 'An answer refers to a question this job does not have.',
  answerDuplicate: 'A question is answered twice.',
  answersNotAList: 'The answers must be a JSON list of {"question_id": "…", "value": …} objects.',
};

/**
 * The 409 `message` of an edit of a published posting's must-haves sent without
 * `confirm_reevaluation`, naming how many applications it re-evaluates.
 */
export function mustHavesChangeMessage(applications: number): string {
  const received = applications === 1 ? '1 application' : `${applications} applications`;
  return `Changing the must-haves re-evaluates the ${received} received. Confirm the change to save it.`;
}

/** One broken rule and the API field it concerns. */
export interface ScreeningIssue {
  field: string;
  problem: ScreeningProblem;
}

/** {@link ScreeningIssue}s as the API's 422 field errors (`{ field: ['…'] }`), or null when there are none. */
export function screeningFieldErrors(issues: ScreeningIssue[]): Record<string, string[]> | null {
  if (issues.length === 0) return null;
  const errors: Record<string, string[]> = {};
  for (const { field, problem } of issues) {
    const messages = (errors[field] ??= []);
    if (!messages.includes(SCREENING_MESSAGES[problem])) messages.push(SCREENING_MESSAGES[problem]);
  }
  return errors;
}

/** The kind a ready-made question of each reuse key family has. */
export const REUSE_KEY_KINDS: Record<string, ScreeningQuestionKind> = {
  work_authorization: 'yes_no',
  visa_sponsorship: 'yes_no',
  relocation: 'yes_no',
  start_date: 'short_text',
  skill_years: 'number',
};

/**
 * A question as the editor sent it, normalised: prompt and options trimmed to one line, blank
 * options dropped, defaults filled (optional, not a must-have, no options, accepts nothing), and
 * `id` (the input's, else `newId()`). Apply {@link screeningQuestionIssues} to the result.
 */
export function normaliseScreeningQuestion(
  input: ScreeningQuestionInput,
  newId: () => string,
): ScreeningQuestion {
  const options = (input.options ?? []).map(singleLine).filter(Boolean);
  return {
    id: input.id ?? newId(),
    prompt: singleLine(input.prompt),
    kind: input.kind,
    required: input.required ?? false,
    must_have: input.must_have ?? false,
    options,
    accepted_answers: (input.accepted_answers ?? []).map((value) =>
      typeof value === 'string' ? singleLine(value) : value,
    ),
    minimum: input.minimum ?? null,
    reuse_key: input.reuse_key ?? null,
  };
}

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * The broken rules of a posting's questions: a blank prompt; a choice without 2–10 distinct
 * options, or options on another kind; a must-have that is not required, is a text, or lacks what
 * it accepts (one of its options or yes/no for `accepted_answers`, `minimum` for a number);
 * accepted answers or a minimum on a question that is not a must-have; a ready-made question of
 * another kind than its family's; the same id twice. Fields are `screening_questions.<index>.<field>`.
 */
export function screeningQuestionIssues(questions: ScreeningQuestion[]): ScreeningIssue[] {
  const issues: ScreeningIssue[] = [];
  const ids = new Set<string>();
  questions.forEach((q, index) => {
    const at = (field: string, problem: ScreeningProblem) =>
      issues.push({ field: `screening_questions.${index}.${field}`, problem });
    if (ids.has(q.id)) at('id', 'duplicateQuestion');
    ids.add(q.id);
    if (!q.prompt) at('prompt', 'promptRequired');
    const isChoice = CHOICE_KINDS.includes(q.kind);
    if (isChoice) {
      if (
        q.options.length < SCREENING_LIMITS.optionsMinCount ||
        q.options.length > SCREENING_LIMITS.optionsMaxCount
      )
        at('options', 'optionsCount');
      else if (q.options.some((o, i) => q.options.findIndex((p) => sameText(o, p)) !== i))
        at('options', 'optionsDuplicate');
    } else if (q.options.length > 0) at('options', 'optionsNotAllowed');
    if (q.must_have) {
      if (!MUST_HAVE_KINDS.includes(q.kind)) at('must_have', 'mustHaveKind');
      else if (!q.required) at('required', 'mustHaveRequired');
      if (q.kind === 'number') {
        if (q.minimum === null) at('minimum', 'minimumRequired');
        if (q.accepted_answers.length > 0) at('accepted_answers', 'criteriaNotMustHave');
      } else if (MUST_HAVE_KINDS.includes(q.kind)) {
        if (q.accepted_answers.length === 0) at('accepted_answers', 'acceptedRequired');
        else if (!q.accepted_answers.every((value) => acceptableValue(q, value)))
          at('accepted_answers', 'acceptedInvalid');
        if (q.minimum !== null) at('minimum', 'criteriaNotMustHave');
      }
    } else {
      if (q.accepted_answers.length > 0) at('accepted_answers', 'criteriaNotMustHave');
      if (q.minimum !== null) at('minimum', 'criteriaNotMustHave');
    }
    if (q.reuse_key) {
      const family = q.reuse_key.split(':')[0]!;
      if (REUSE_KEY_KINDS[family] !== undefined && REUSE_KEY_KINDS[family] !== q.kind)
        at('kind', 'reuseKeyKind');
    }
  });
  return issues;
}

/** Whether `value` may be an accepted answer of `q`: yes/no a boolean, a choice one of its options. */
function acceptableValue(q: ScreeningQuestion, value: ScreeningAnswerValue): boolean {
  if (q.kind === 'yes_no') return typeof value === 'boolean';
  if (CHOICE_KINDS.includes(q.kind)) return typeof value === 'string' && q.options.includes(value);
  return false;
}

/** The accepted answers of `q` as a set of keys (for comparing two versions of a question). */
const criteriaKey = (q: ScreeningQuestion) =>
  JSON.stringify([q.must_have, [...q.accepted_answers.map(String)].sort(), q.minimum]);

/** What an edit of a published posting's questions breaks, and whether it changes the must-haves. */
export interface PublishedEditCheck {
  issues: ScreeningIssue[];
  /** True when a question became or stopped being a must-have, or what a must-have accepts changed. */
  mustHavesChanged: boolean;
}

/**
 * Checks an edit of a published posting's questions (`before` → `after`): every earlier question
 * is kept (by id) with its kind, options (any order) and ready-made key, and does not become
 * required; new questions are optional. Wording may change. Changes of what a must-have accepts
 * are allowed but reported in `mustHavesChanged` (the server asks for confirmation and
 * re-evaluates the applications).
 */
export function publishedEditCheck(
  before: ScreeningQuestion[],
  after: ScreeningQuestion[],
): PublishedEditCheck {
  const issues: ScreeningIssue[] = [];
  const earlier = new Map(before.map((q) => [q.id, q]));
  const kept = new Set(after.map((q) => q.id));
  if (before.some((q) => !kept.has(q.id)))
    issues.push({ field: 'screening_questions', problem: 'publishedRemoved' });
  let mustHavesChanged = false;
  after.forEach((q, index) => {
    const at = (field: string, problem: ScreeningProblem) =>
      issues.push({ field: `screening_questions.${index}.${field}`, problem });
    const old = earlier.get(q.id);
    if (!old) {
      if (q.required) at('required', 'publishedNewRequired');
      return;
    }
    if (old.kind !== q.kind) at('kind', 'publishedKind');
    if ([...old.options].sort().join('\n') !== [...q.options].sort().join('\n'))
      at('options', 'publishedOptions');
    if (!old.required && q.required) at('required', 'publishedRequired');
    if ((old.reuse_key ?? null) !== (q.reuse_key ?? null)) at('reuse_key', 'publishedReuseKey');
    if (criteriaKey(old) !== criteriaKey(q)) mustHavesChanged = true;
  });
  return { issues, mustHavesChanged };
}

const isAnswerValue = (value: unknown): value is ScreeningAnswerValue =>
  typeof value === 'boolean' ||
  typeof value === 'number' ||
  typeof value === 'string' ||
  (Array.isArray(value) && value.every((v) => typeof v === 'string'));

/**
 * Reads the `answers` field of an apply form (contract `ApplyRequest.answers`): a JSON list of
 * `{question_id, value}`. Whether each answer fits its question is {@link checkAnswers}' part.
 * @returns the answers ([] for an absent or blank field), or null when the text is not such a list
 *   (the caller answers 422 on `answers` with {@link SCREENING_MESSAGES}`.answersNotAList`)
 */
export function parseAnswersField(raw: string | null | undefined): ScreeningAnswer[] | null {
  if (raw == null || raw.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed)) return null;
  const answers: ScreeningAnswer[] = [];
  for (const item of parsed as unknown[]) {
    const answer = item as { question_id?: unknown; value?: unknown } | null;
    if (
      typeof answer !== 'object' ||
      answer === null ||
      typeof answer.question_id !== 'string' ||
      !isAnswerValue(answer.value)
    )
      return null;
    answers.push({ question_id: answer.question_id, value: answer.value });
  }
  return answers;
}

/**
 * What is wrong with `value` as a saved answer of `kind` (Settings → Profile → Saved answers), or
 * null when it may be kept: {@link answerProblem} for a required question without options, so a
 * yes/no takes true/false, a number 0–1,000,000,000 and a text at most 200 characters.
 */
export function savedAnswerProblem(
  kind: ScreeningQuestionKind,
  value: ScreeningAnswerValue | undefined,
): ScreeningProblem | null {
  return answerProblem({ kind, required: true, options: [] }, value);
}

const isBlank = (value: ScreeningAnswerValue | undefined) =>
  value === undefined ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * The broken rule of one answer `value` to `q`, or null when it fits the question's kind. Takes
 * only the fields it reads, so the web app's camelCase questions fit as they are.
 */
export function answerProblem(
  q: Pick<ScreeningQuestion, 'kind' | 'required' | 'options'>,
  value: ScreeningAnswerValue | undefined,
): ScreeningProblem | null {
  if (isBlank(value)) return q.required ? 'answerRequired' : null;
  switch (q.kind) {
    case 'yes_no':
      return typeof value === 'boolean' ? null : 'answerKind';
    case 'single_choice':
      if (typeof value !== 'string') return 'answerKind';
      return q.options.includes(value.trim()) ? null : 'answerOption';
    case 'multiple_choice':
      if (!Array.isArray(value)) return 'answerKind';
      return value.every((v) => q.options.includes(v)) && new Set(value).size === value.length
        ? null
        : 'answerOption';
    case 'number':
      return typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= 0 &&
        value <= SCREENING_LIMITS.numberMax
        ? null
        : 'answerKind';
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return 'answerKind';
      const max =
        q.kind === 'short_text'
          ? SCREENING_LIMITS.shortTextMaxLength
          : SCREENING_LIMITS.longTextMaxLength;
      return value.trim().length > max ? 'answerTooLong' : null;
    }
  }
}

/**
 * Checks and normalises an application's answers to `questions`: each answer's kind, options and
 * length ({@link answerProblem}), every required question answered, no answer to an unknown
 * question and none twice. Fields: `answers.<question id>`, or `answers` for an unknown or
 * repeated question.
 * @returns the answers in the questions' order, texts trimmed, blank optional answers left out
 */
export function checkAnswers(
  questions: ScreeningQuestion[],
  answers: ScreeningAnswer[],
): { answers: ScreeningAnswer[]; issues: ScreeningIssue[] } {
  const issues: ScreeningIssue[] = [];
  const byId = new Map<string, ScreeningAnswerValue>();
  const known = new Set(questions.map((q) => q.id));
  for (const answer of answers) {
    if (!known.has(answer.question_id))
      issues.push({ field: 'answers', problem: 'answerUnknownQuestion' });
    else if (byId.has(answer.question_id))
      issues.push({ field: 'answers', problem: 'answerDuplicate' });
    else byId.set(answer.question_id, answer.value);
  }
  const checked: ScreeningAnswer[] = [];
  for (const q of questions) {
    const value = byId.get(q.id);
    const problem = answerProblem(q, value);
    if (problem) issues.push({ field: `answers.${q.id}`, problem });
    else if (!isBlank(value))
      checked.push({
        question_id: q.id,
        value: typeof value === 'string' ? value.trim() : value!,
      });
  }
  return { answers: checked, issues };
}

/**
 * Whether `value` meets must-have `q`: a yes/no or single choice when it is one of the accepted
 * answers, a multiple choice when any chosen option is accepted, a number when at least the
 * minimum. A question that is not a must-have is always met; a missing answer never meets one.
 */
export function meetsMustHave(q: ScreeningQuestion, value: ScreeningAnswerValue | undefined) {
  if (!q.must_have) return true;
  if (value === undefined) return false;
  if (q.kind === 'number') return typeof value === 'number' && value >= (q.minimum ?? 0);
  if (q.kind === 'multiple_choice')
    return Array.isArray(value) && value.some((v) => q.accepted_answers.includes(v));
  return q.accepted_answers.some((accepted) => accepted === value);
}

/** The ids of the must-have `questions` that `answers` do not meet, in the questions' order. */
export function mustHavesMissed(
  questions: ScreeningQuestion[],
  answers: ScreeningAnswer[],
): string[] {
  const byId = new Map(answers.map((a) => [a.question_id, a.value]));
  return questions.filter((q) => !meetsMustHave(q, byId.get(q.id))).map((q) => q.id);
}

/** The posting fields the library fills its ready-made questions from. */
export interface LibraryPosting {
  location: string | null;
  skills: string[];
  salary_currency: string | null;
  salary_period: string | null;
}

/** A ready-made question of the editor's library: a name for the menu and the question to insert. */
export interface LibraryQuestion {
  /** Stable id of the template (`work_authorization`, `skill_years:python` …). */
  id: string;
  question: ScreeningQuestionInput;
}

/** Longest subject of a reuse key (the contract's `ReuseKey` pattern), in characters. */
export const REUSE_KEY_SUBJECT_MAX_LENGTH = 100;

/** `family:subject`, the subject cut to {@link REUSE_KEY_SUBJECT_MAX_LENGTH} characters. */
const reuseKey = (family: string, subject: string) =>
  `${family}:${subject.slice(0, REUSE_KEY_SUBJECT_MAX_LENGTH).trim()}`;

/** Most skills the library offers a "years of experience" question for (the posting's first ones). */
export const LIBRARY_SKILLS_MAX = 5;

/**
 * The country of a posting's location as written: the text after its last comma, without a
 * "Remote in" prefix (`Berlin, Germany` → `Germany`, `Remote in USA` → `USA`); null for no location.
 */
export function locationCountry(location: string | null): string | null {
  const first = location?.split(';')[0]?.trim();
  if (!first) return null;
  const last = first.split(',').at(-1)!.trim();
  return last.replace(/^remote\s+(in\s+)?/i, '').trim() || null;
}

/**
 * The ready-made questions for a posting (issue 29's library): work authorisation and visa
 * sponsorship for its country, relocation to its place (these three only with a location), years
 * with each of its first {@link LIBRARY_SKILLS_MAX} skills, earliest start date, and salary
 * expectation in its currency and period (with a currency). All are required and not must-haves;
 * the editor lets the business change them before saving. Reusable ones carry a `reuse_key`.
 */
export function screeningLibrary(posting: LibraryPosting): LibraryQuestion[] {
  const library: LibraryQuestion[] = [];
  const country = locationCountry(posting.location);
  const place = posting.location?.split(';')[0]?.trim() || null;
  const yesNo = (family: string, subject: string, prompt: string): LibraryQuestion => {
    const id = reuseKey(family, subject);
    return { id, question: { prompt, kind: 'yes_no', required: true, reuse_key: id } };
  };
  if (country) {
    library.push(
      yesNo('work_authorization', country, `Are you legally authorised to work in ${country}?`),
      yesNo(
        'visa_sponsorship',
        country,
        `Will you now or in the future need visa sponsorship to work in ${country}?`,
      ),
    );
  }
  if (place)
    library.push(
      yesNo('relocation', place, `Are you willing to relocate to or commute to ${place}?`),
    );
  for (const skill of posting.skills.slice(0, LIBRARY_SKILLS_MAX)) {
    const id = reuseKey('skill_years', skill.toLowerCase());
    library.push({
      id,
      question: {
        prompt: `How many years of experience do you have with ${skill}?`,
        kind: 'number',
        required: true,
        reuse_key: id,
      },
    });
  }
  library.push({
    id: 'start_date',
    question: {
      prompt: 'What is the earliest date you could start?',
      kind: 'short_text',
      required: true,
      reuse_key: 'start_date',
    },
  });
  if (posting.salary_currency)
    library.push({
      id: 'salary_expectation',
      question: {
        prompt: `What are your salary expectations (${posting.salary_currency}${
          posting.salary_period ? ` per ${posting.salary_period}` : ''
        })?`,
        kind: 'number',
        required: true,
      },
    });
  return library;
}
