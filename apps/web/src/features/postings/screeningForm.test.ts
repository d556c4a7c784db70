import type { Posting, ScreeningQuestion } from '@hireloop/api';
import { camelKey } from '@hireloop/api';
import { createMemoryStorage, POSTING_DRAFT_STORAGE_KEY } from '@hireloop/machines';
import { describe, expect, it } from 'vitest';
import { readStoredDraft, writePostingDraft } from './postingDraft.ts';
import {
  emptyPostingForm,
  formFromPosting,
  libraryFor,
  postingInputFromForm,
  sameForm,
  serverFieldErrors,
} from './postingForm.ts';
import {
  changeKind,
  draftFromLibrary,
  mustHavesChanged,
  newQuestion,
  questionInputFromDraft,
  questionIssues,
  readQuestionDrafts,
  removeOption,
  renameOption,
  setMustHave,
  type QuestionDraft,
} from './screeningForm.ts';

const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** Saved questions of every kind, as the API gives them (camelCase). */
const saved: ScreeningQuestion[] = [
  {
    id: ID(1),
    prompt: 'Are you authorised to work in Germany?',
    kind: 'yes_no',
    required: true,
    mustHave: true,
    options: [],
    acceptedAnswers: [true],
    minimum: null,
    reuseKey: 'work_authorization:Germany',
  },
  {
    id: ID(2),
    prompt: 'Which shift suits you?',
    kind: 'single_choice',
    required: true,
    mustHave: false,
    options: ['Early', 'Late'],
    acceptedAnswers: [],
    minimum: null,
    reuseKey: null,
  },
  {
    id: ID(3),
    prompt: 'Which PLC platforms have you programmed?',
    kind: 'multiple_choice',
    required: true,
    mustHave: true,
    options: ['Siemens', 'Rockwell', 'Beckhoff'],
    acceptedAnswers: ['Siemens', 'Beckhoff'],
    minimum: null,
    reuseKey: null,
  },
  {
    id: ID(4),
    prompt: 'How many years of experience do you have with C++?',
    kind: 'number',
    required: true,
    mustHave: true,
    options: [],
    acceptedAnswers: [],
    minimum: 3,
    reuseKey: 'skill_years:c++',
  },
  {
    id: ID(5),
    prompt: 'What is the earliest date you could start?',
    kind: 'short_text',
    required: false,
    mustHave: false,
    options: [],
    acceptedAnswers: [],
    minimum: null,
    reuseKey: 'start_date',
  },
  {
    id: ID(6),
    prompt: 'Tell us about a robot you helped ship.',
    kind: 'long_text',
    required: false,
    mustHave: false,
    options: [],
    acceptedAnswers: [],
    minimum: null,
    reuseKey: null,
  },
];

const posting = {
  ...postingInputFromForm({ ...emptyPostingForm, title: 'Robotics Engineer' }),
  title: 'Robotics Engineer',
  skills: [],
  screeningQuestions: saved,
} as unknown as Posting;

const draft = (fields: Partial<QuestionDraft>): QuestionDraft => ({
  ...newQuestion(false),
  prompt: 'A question?',
  ...fields,
});

describe('screening questions round-trip through the form (issue 29)', () => {
  it('sends every saved question back as it was, keeping its id', () => {
    const form = formFromPosting(posting);
    expect(form.screeningQuestions.map((q) => q.key)).toEqual(saved.map((q) => q.id));
    expect(postingInputFromForm(form).screeningQuestions).toEqual(saved);
    expect(sameForm(form, formFromPosting(posting))).toBe(true);
  });

  it('sends a new question without an id, trimmed, with only what its kind uses', () => {
    const input = questionInputFromDraft(
      draft({
        prompt: '  Do you\nhave a licence? ',
        kind: 'yes_no',
        options: ['left over from a choice'],
        acceptedAnswers: [true, 'Early'],
      }),
    );
    expect(input).toEqual({
      prompt: 'Do you have a licence?',
      kind: 'yes_no',
      required: true,
      mustHave: false,
      options: [],
      acceptedAnswers: [],
      minimum: null,
      reuseKey: null,
    });
    expect(
      questionInputFromDraft(
        draft({
          kind: 'single_choice',
          mustHave: true,
          options: [' Early ', '', 'Late'],
          acceptedAnswers: ['Early', 'Gone'],
          minimum: 4,
        }),
      ),
    ).toMatchObject({ options: ['Early', 'Late'], acceptedAnswers: ['Early'], minimum: null });
  });

  it('counts a reordered question as a change, and keeps the ids in the new order', () => {
    const form = formFromPosting(posting);
    const moved = { ...form, screeningQuestions: [...form.screeningQuestions].reverse() };
    expect(sameForm(form, moved)).toBe(false);
    expect(postingInputFromForm(moved).screeningQuestions?.map((q) => q.id)).toEqual(
      [...saved].reverse().map((q) => q.id),
    );
  });

  it('keeps the questions in the local draft, and reads a draft without them as none', () => {
    const storage = createMemoryStorage();
    const values = { ...formFromPosting(posting), title: 'Changed' };
    writePostingDraft(storage, 'p', values);
    expect(readStoredDraft(storage)?.values.screeningQuestions).toEqual(values.screeningQuestions);
    const old = createMemoryStorage({
      [POSTING_DRAFT_STORAGE_KEY]: '{"version":1,"postingId":null,"values":{"title":"X"}}',
    });
    expect(readStoredDraft(old)?.values.screeningQuestions).toEqual([]);
  });

  it('reads stored questions as untrusted: unknown kinds left out, keys made unique', () => {
    const read = readQuestionDrafts([
      { key: 'a', kind: 'essay', prompt: 'Nope' },
      { key: 'a', kind: 'number', prompt: 'Years?', minimum: '3', mustHave: 'yes' },
      { key: 'a', kind: 'multiple_choice', options: ['x', 2], acceptedAnswers: ['x', 7] },
      'junk',
    ]);
    expect(read).toHaveLength(2);
    expect(read[0]).toMatchObject({ key: 'a', kind: 'number', minimum: null, mustHave: false });
    expect(read[1]).toMatchObject({
      kind: 'multiple_choice',
      options: ['x'],
      acceptedAnswers: ['x'],
    });
    expect(read[1]!.key).not.toBe('a');
    expect(readQuestionDrafts(Array.from({ length: 12 }, () => ({ kind: 'yes_no' })))).toHaveLength(
      10,
    );
  });
});

describe('screening questions checked by the shared rules', () => {
  it('wants the options of a choice question', () => {
    const q = changeKind(draft({}), 'single_choice');
    expect(q.options).toEqual(['', '']);
    expect(questionIssues([q]).questions[q.key]).toEqual({ options: 'optionsCount' });
    expect(questionIssues([{ ...q, options: ['Early', 'early'] }]).questions[q.key]).toEqual({
      options: 'optionsDuplicate',
    });
    expect(questionIssues([{ ...q, options: ['Early', 'Late'] }]).questions).toEqual({});
  });

  it('wants the minimum of a must-have number, and what a must-have yes/no accepts', () => {
    const years = setMustHave(draft({ kind: 'number', required: false }), true);
    expect(years.required).toBe(true);
    const yes = setMustHave(draft({ kind: 'yes_no' }), true);
    const blank = draft({ prompt: ' ' });
    const found = questionIssues([years, yes, blank]);
    expect(found.questions).toEqual({
      [years.key]: { minimum: 'minimumRequired' },
      [yes.key]: { acceptedAnswers: 'acceptedRequired' },
      [blank.key]: { prompt: 'promptRequired' },
    });
    expect(questionIssues([{ ...years, minimum: 0 }]).questions).toEqual({});
  });

  it('keeps a ready-made question to its kind', () => {
    const [item] = libraryFor({ ...emptyPostingForm, location: 'Berlin, Germany' });
    const q = draftFromLibrary(item!, false);
    expect(q).toMatchObject({
      kind: 'yes_no',
      required: true,
      reuseKey: 'work_authorization:Germany',
    });
    expect(questionIssues([{ ...q, kind: 'short_text' }]).questions[q.key]).toEqual({
      kind: 'reuseKeyKind',
    });
  });

  it('on a published posting: saved questions stay, new ones are optional', () => {
    const form = formFromPosting(posting);
    const [first, second, ...rest] = form.screeningQuestions;
    expect(questionIssues([second!, ...rest], saved).list).toBe('publishedRemoved');
    const added = draftFromLibrary(libraryFor(emptyPostingForm)[0]!, true);
    expect(added.required).toBe(false);
    const required = { ...added, required: true };
    expect(
      questionIssues([first!, second!, ...rest, required], saved).questions[required.key],
    ).toEqual({ required: 'publishedNewRequired' });
    const reworded = { ...second!, prompt: 'Which shift would you like?' };
    expect(questionIssues([first!, reworded, ...rest, added], saved)).toEqual({
      questions: {},
      list: null,
    });
  });

  it('tells when a published posting’s must-haves change (the server wants it confirmed)', () => {
    const form = formFromPosting(posting);
    expect(mustHavesChanged(saved, form.screeningQuestions)).toBe(false);
    const [first, ...rest] = form.screeningQuestions;
    expect(mustHavesChanged(saved, [{ ...first!, acceptedAnswers: [false] }, ...rest])).toBe(true);
    expect(mustHavesChanged(saved, [{ ...first!, prompt: 'Reworded?' }, ...rest])).toBe(false);
  });
});

describe('editing a choice question’s options', () => {
  it('keeps an accepted option accepted when it is renamed, and drops it when removed', () => {
    const q = draft({
      kind: 'multiple_choice',
      mustHave: true,
      options: ['AWS', 'GCP', 'Azure'],
      acceptedAnswers: ['AWS', 'GCP'],
    });
    expect(renameOption(q, 0, 'Amazon Web Services').acceptedAnswers).toEqual([
      'Amazon Web Services',
      'GCP',
    ]);
    expect(renameOption(q, 0, '').acceptedAnswers).toEqual(['GCP']);
    expect(renameOption(q, 2, 'Azure Cloud').acceptedAnswers).toEqual(['AWS', 'GCP']);
    expect(removeOption(q, 1)).toMatchObject({
      options: ['AWS', 'Azure'],
      acceptedAnswers: ['AWS'],
    });
  });
});

describe('server field errors of the questions', () => {
  it('land on the question and field they name, by camelCase key', () => {
    const form = formFromPosting(posting);
    const found = serverFieldErrors(
      {
        [camelKey('screening_questions.1.options')]: ['The options cannot change.'],
        [camelKey('screening_questions.3.minimum')]: ['Give the least answer.'],
        [camelKey('screening_questions')]: ['A question cannot be removed.'],
        title: ['The title field is required.'],
      },
      form.screeningQuestions,
    );
    expect(found).toEqual({
      fields: {
        title: 'The title field is required.',
        screeningQuestions: 'A question cannot be removed.',
      },
      questions: {
        [ID(2)]: { options: 'The options cannot change.' },
        [ID(4)]: { minimum: 'Give the least answer.' },
      },
      form: [],
    });
  });
});
