/**
 * The job posting editor's form (routes `b.postings.new` and `b.postings.edit`, one screen, spec
 * R-ROUTE-2): its values, the rules it shares with the server (contract PostingInput and publishPosting),
 * and the conversions to and from the API's Posting and PostingInput.
 *
 * Rules, with the server's own messages (the catalog `webMarketPostings:editor.errors`):
 * - title required, at most 200 characters;
 * - description at most 20,000 characters, location at most 1,000;
 * - pay amounts whole numbers from 0 to 1,000,000,000, the minimum not above the maximum;
 * - currency a three-letter ISO 4217 code;
 * - at most 30 skills, each 1–50 characters, no duplicates (case-insensitive);
 * - to publish (or to save a published posting): minimum, maximum, currency and period all set,
 *   the minimum above 0 (a "$0 an hour" posting is refused);
 * - up to 10 screening questions (issue 29), checked by the shared rules in ./screeningForm.ts.
 */
import { hasAtMostCents } from '@hireloop/api/pay';
import {
  DEFAULT_SCORECARD_CRITERIA,
  LIMITS,
  publishProblems,
  TEAM_LIMITS,
} from '@hireloop/api/rules';
import { screeningLibrary, type LibraryQuestion } from '@hireloop/api/screening';
import type {
  EmploymentType,
  ExperienceLevel,
  Posting,
  PostingInput,
  SalaryPeriod,
  WorkplaceType,
} from '@hireloop/api';
import {
  draftFromQuestion,
  questionInputFromDraft,
  serverQuestionErrors,
  type QuestionDraft,
  type QuestionField,
} from './screeningForm.ts';

/** Longest title (characters). */
export const TITLE_MAX_LENGTH = LIMITS.postingTitleMaxLength;
/** Longest description, Markdown (characters). */
export const DESCRIPTION_MAX_LENGTH = LIMITS.postingDescriptionMaxLength;
/** Longest location (characters). */
export const LOCATION_MAX_LENGTH = LIMITS.postingLocationMaxLength;
/** Highest pay amount (whole currency units). */
export const SALARY_MAX_AMOUNT = LIMITS.salaryMaxAmount;
/** Most skills on a posting. */
export const SKILLS_MAX_COUNT = LIMITS.postingSkillsMaxCount;
/** Longest skill (characters). */
export const SKILL_MAX_LENGTH = LIMITS.skillMaxLength;
/** Most scorecard criteria on a posting (issue 36). */
export const CRITERIA_MAX_COUNT = TEAM_LIMITS.maxCriteria;
/** Longest scorecard criterion, characters. */
export const CRITERION_MAX_LENGTH = TEAM_LIMITS.criterionMaxLength;
/** Currencies offered first in the currency picker; any ISO 4217 code may be typed. */
export const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'CHF', 'SEK', 'INR'] as const;

/** What the editor holds. Text fields are '' when empty; choices and amounts null. */
export interface PostingFormValues {
  title: string;
  /** Markdown. */
  description: string;
  location: string;
  workplaceType: WorkplaceType | null;
  employmentType: EmploymentType | null;
  experienceLevel: ExperienceLevel | null;
  /** Units of `salaryCurrency` per `salaryPeriod`, with at most two decimals (cents). */
  salaryMin: number | null;
  salaryMax: number | null;
  /** ISO 4217 code, or ''. */
  salaryCurrency: string;
  salaryPeriod: SalaryPeriod | null;
  /** Most important first. */
  skills: string[];
  /** Screening questions in the order asked (issue 29; at most 10). */
  screeningQuestions: QuestionDraft[];
  /** What the hiring team's scorecards rate, in order (issue 36; 1–10). */
  scorecardCriteria: string[];
}

/** An empty form (a new posting). */
export const emptyPostingForm: PostingFormValues = {
  title: '',
  description: '',
  location: '',
  workplaceType: null,
  employmentType: null,
  experienceLevel: null,
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: '',
  salaryPeriod: null,
  skills: [],
  screeningQuestions: [],
  scorecardCriteria: [...DEFAULT_SCORECARD_CRITERIA],
};

/** A field of the form. */
export type PostingField = keyof PostingFormValues;

/** Which rules apply: a draft's, or a published posting's (the pay range is required). */
export type PostingRules = 'draft' | 'publish';

/** Error codes of the form, one per rule; the catalog words them. */
export type PostingErrorCode =
  | 'titleRequired'
  | 'titleTooLong'
  | 'descriptionTooLong'
  | 'locationTooLong'
  | 'salaryInvalid'
  | 'salaryMinAboveMax'
  | 'salaryMinRequired'
  | 'salaryMinZero'
  | 'salaryMaxRequired'
  | 'currencyRequired'
  | 'currencyInvalid'
  | 'periodRequired'
  | 'tooManySkills'
  | 'skillTooLong'
  | 'criteriaCount'
  | 'criterionTooLong';

/** The errors of the form by field; empty when it can be sent. */
export type PostingFormErrors = Partial<Record<PostingField, PostingErrorCode>>;

function validAmount(value: number | null): boolean {
  return value === null || (hasAtMostCents(value) && value >= 0 && value <= SALARY_MAX_AMOUNT);
}

/**
 * Checks the form against the rules of a draft or of publishing (which adds the complete pay
 * range). Mirrors the server, so a form that passes here is not refused there for these rules.
 */
export function validatePostingForm(
  values: PostingFormValues,
  rules: PostingRules,
): PostingFormErrors {
  const errors: PostingFormErrors = {};
  const title = values.title.trim();
  if (!title) errors.title = 'titleRequired';
  else if (title.length > TITLE_MAX_LENGTH) errors.title = 'titleTooLong';
  if (values.description.trim().length > DESCRIPTION_MAX_LENGTH)
    errors.description = 'descriptionTooLong';
  if (values.location.trim().length > LOCATION_MAX_LENGTH) errors.location = 'locationTooLong';

  if (!validAmount(values.salaryMin)) errors.salaryMin = 'salaryInvalid';
  if (!validAmount(values.salaryMax)) errors.salaryMax = 'salaryInvalid';
  if (
    !errors.salaryMin &&
    !errors.salaryMax &&
    values.salaryMin !== null &&
    values.salaryMax !== null &&
    values.salaryMin > values.salaryMax
  ) {
    errors.salaryMin = 'salaryMinAboveMax';
  }
  const currency = values.salaryCurrency.trim();
  if (currency && !/^[A-Z]{3}$/.test(currency)) errors.salaryCurrency = 'currencyInvalid';

  if (rules === 'publish') {
    const missing = publishProblems({ ...values, salaryCurrency: currency });
    if (missing.salaryMin)
      errors.salaryMin ??= missing.salaryMin === 'required' ? 'salaryMinRequired' : 'salaryMinZero';
    if (missing.salaryMax) errors.salaryMax ??= 'salaryMaxRequired';
    if (missing.salaryCurrency) errors.salaryCurrency ??= 'currencyRequired';
    if (missing.salaryPeriod) errors.salaryPeriod = 'periodRequired';
  }

  const skills = normaliseSkills(values.skills);
  if (skills.length > SKILLS_MAX_COUNT) errors.skills = 'tooManySkills';
  else if (skills.some((skill) => skill.length > SKILL_MAX_LENGTH)) errors.skills = 'skillTooLong';

  const criteria = normaliseSkills(values.scorecardCriteria);
  if (criteria.length < TEAM_LIMITS.minCriteria || criteria.length > CRITERIA_MAX_COUNT)
    errors.scorecardCriteria = 'criteriaCount';
  else if (criteria.some((criterion) => criterion.length > CRITERION_MAX_LENGTH))
    errors.scorecardCriteria = 'criterionTooLong';
  return errors;
}

/** True when `errors` has no field. */
export function isValid(errors: PostingFormErrors): boolean {
  return Object.keys(errors).length === 0;
}

/** Skills trimmed, blanks dropped, duplicates (ignoring case) dropped, first spelling kept. */
export function normaliseSkills(skills: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of skills) {
    const skill = raw.replace(/\s+/g, ' ').trim();
    const key = skill.toLowerCase();
    if (skill && !seen.has(key)) {
      seen.add(key);
      result.push(skill);
    }
  }
  return result;
}

/**
 * Adds the skills typed into the tag input (comma-separated allowed: "Go, Rust") to the list,
 * keeping the list's order and leaving out duplicates.
 */
export function addSkills(skills: readonly string[], typed: string): string[] {
  return normaliseSkills([...skills, ...typed.split(',')]);
}

/**
 * The ready-made screening questions (`screeningLibrary`, issue 29) for the posting as the form
 * reads now: its location, skills, and currency (once it is a three-letter code) and period.
 */
export function libraryFor(values: PostingFormValues): LibraryQuestion[] {
  const currency = values.salaryCurrency.trim().toUpperCase();
  return screeningLibrary({
    location: values.location.trim() || null,
    skills: normaliseSkills(values.skills),
    salary_currency: /^[A-Z]{3}$/.test(currency) ? currency : null,
    salary_period: values.salaryPeriod,
  });
}

/** The form's values for an existing posting (edit). */
export function formFromPosting(posting: Posting): PostingFormValues {
  return {
    title: posting.title,
    description: posting.description ?? '',
    location: posting.location ?? '',
    workplaceType: posting.workplaceType,
    employmentType: posting.employmentType,
    experienceLevel: posting.experienceLevel,
    salaryMin: posting.salaryMin,
    salaryMax: posting.salaryMax,
    salaryCurrency: posting.salaryCurrency ?? '',
    salaryPeriod: posting.salaryPeriod,
    skills: [...posting.skills],
    screeningQuestions: posting.screeningQuestions.map(draftFromQuestion),
    scorecardCriteria: [...posting.scorecardCriteria],
  };
}

/**
 * The body of create and update (`PostingInput`): the whole form, blanks as null (PUT replaces),
 * the screening questions as ./screeningForm.ts sends them (a saved question keeps its id).
 */
export function postingInputFromForm(values: PostingFormValues): PostingInput {
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    title: values.title.trim(),
    description: text(values.description),
    location: text(values.location),
    workplaceType: values.workplaceType,
    employmentType: values.employmentType,
    experienceLevel: values.experienceLevel,
    salaryMin: values.salaryMin,
    salaryMax: values.salaryMax,
    salaryCurrency: text(values.salaryCurrency)?.toUpperCase() ?? null,
    salaryPeriod: values.salaryPeriod,
    skills: normaliseSkills(values.skills),
    screeningQuestions: values.screeningQuestions.map(questionInputFromDraft),
    scorecardCriteria: normaliseSkills(values.scorecardCriteria),
  };
}

/** True when two forms would save the same posting (what "unsaved changes" compares). */
export function sameForm(a: PostingFormValues, b: PostingFormValues): boolean {
  return JSON.stringify(postingInputFromForm(a)) === JSON.stringify(postingInputFromForm(b));
}

/**
 * Maps the server's 422 field errors (camelCase keys, e.g. `salaryMax`) to the form's fields, and
 * those of the screening questions (`screeningQuestions0Options`) to the questions of `questions`
 * (the questions as they were sent, in order) by key and field; keys that are no field of the form
 * are returned under `form`.
 */
export function serverFieldErrors(
  errors: Record<string, string[]> | undefined,
  questions: readonly QuestionDraft[] = [],
): {
  fields: Partial<Record<PostingField, string>>;
  questions: Record<string, Partial<Record<QuestionField, string>>>;
  form: string[];
} {
  const fields: Partial<Record<PostingField, string>> = {};
  const form: string[] = [];
  const screening = serverQuestionErrors(errors ?? {}, questions);
  if (screening.list) fields.screeningQuestions = screening.list;
  for (const [key, messages] of Object.entries(screening.rest)) {
    const message = messages[0];
    if (!message) continue;
    if (key in emptyPostingForm) fields[key as PostingField] = message;
    else form.push(message);
  }
  return { fields, questions: screening.questions, form };
}
