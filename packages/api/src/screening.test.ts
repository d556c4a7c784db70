import { describe, expect, it } from 'vitest';
import {
  LIBRARY_SKILLS_MAX,
  REUSE_KEY_SUBJECT_MAX_LENGTH,
  SCREENING_LIMITS,
  answerProblem,
  checkAnswers,
  locationCountry,
  meetsMustHave,
  mustHavesMissed,
  normaliseScreeningQuestion,
  publishedEditCheck,
  screeningFieldErrors,
  screeningLibrary,
  savedAnswerProblem,
  screeningQuestionIssues,
  type ScreeningQuestion,
  type ScreeningQuestionInput,
} from './screening.ts';

let next = 0;
const newId = () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`;
const question = (input: ScreeningQuestionInput): ScreeningQuestion =>
  normaliseScreeningQuestion(input, newId);

describe('normaliseScreeningQuestion', () => {
  it('trims to one line, drops blank options, fills the defaults and keeps a given id', () => {
    const q = normaliseScreeningQuestion(
      {
        id: 'keep-me',
        prompt: '  Which\nclouds? ',
        kind: 'single_choice',
        options: [' AWS ', '', 'GCP'],
      },
      newId,
    );
    expect(q).toEqual({
      id: 'keep-me',
      prompt: 'Which clouds?',
      kind: 'single_choice',
      required: false,
      must_have: false,
      options: ['AWS', 'GCP'],
      accepted_answers: [],
      minimum: null,
      reuse_key: null,
    });
  });
});

describe('screeningQuestionIssues', () => {
  const choice = (options: string[]) =>
    question({ prompt: 'Pick', kind: 'multiple_choice', options });
  it(`takes ${SCREENING_LIMITS.optionsMinCount} to ${SCREENING_LIMITS.optionsMaxCount} options`, () => {
    const options = (n: number) => Array.from({ length: n }, (_, i) => `Option ${i}`);
    expect(screeningQuestionIssues([choice(options(SCREENING_LIMITS.optionsMinCount))])).toEqual(
      [],
    );
    expect(
      screeningQuestionIssues([choice(options(SCREENING_LIMITS.optionsMinCount - 1))]),
    ).toEqual([{ field: 'screening_questions.0.options', problem: 'optionsCount' }]);
    expect(screeningQuestionIssues([choice(options(SCREENING_LIMITS.optionsMaxCount))])).toEqual(
      [],
    );
    expect(
      screeningQuestionIssues([choice(options(SCREENING_LIMITS.optionsMaxCount + 1))]),
    ).toEqual([{ field: 'screening_questions.0.options', problem: 'optionsCount' }]);
  });

  it('refuses the same id twice', () => {
    const q = question({ prompt: 'Why us?', kind: 'long_text' });
    expect(screeningQuestionIssues([q, { ...q }])).toEqual([
      { field: 'screening_questions.1.id', problem: 'duplicateQuestion' },
    ]);
  });
});

describe('answers', () => {
  const text = (kind: 'short_text' | 'long_text') => question({ prompt: 'Say', kind });
  it('limits a short text to 200 and a long text to 2,000 characters, trimmed', () => {
    const short = text('short_text');
    expect(answerProblem(short, 'x'.repeat(SCREENING_LIMITS.shortTextMaxLength))).toBeNull();
    expect(answerProblem(short, ` ${'x'.repeat(SCREENING_LIMITS.shortTextMaxLength)} `)).toBeNull();
    expect(answerProblem(short, 'x'.repeat(SCREENING_LIMITS.shortTextMaxLength + 1))).toBe(
      'answerTooLong',
    );
    const long = text('long_text');
    expect(answerProblem(long, 'x'.repeat(SCREENING_LIMITS.longTextMaxLength))).toBeNull();
    expect(answerProblem(long, 'x'.repeat(SCREENING_LIMITS.longTextMaxLength + 1))).toBe(
      'answerTooLong',
    );
  });

  it(`takes numbers from 0 to ${SCREENING_LIMITS.numberMax}`, () => {
    const years = question({ prompt: 'Years?', kind: 'number' });
    expect(answerProblem(years, 0)).toBeNull();
    expect(answerProblem(years, SCREENING_LIMITS.numberMax)).toBeNull();
    expect(answerProblem(years, SCREENING_LIMITS.numberMax + 1)).toBe('answerKind');
    expect(answerProblem(years, -1)).toBe('answerKind');
    expect(answerProblem(years, '3')).toBe('answerKind');
  });

  it('leaves out blank optional answers and keeps the questions’ order', () => {
    const a = question({ prompt: 'A', kind: 'yes_no' });
    const b = question({ prompt: 'B', kind: 'short_text' });
    const { answers, issues } = checkAnswers(
      [a, b],
      [
        { question_id: b.id, value: '  ' },
        { question_id: a.id, value: false },
      ],
    );
    expect(issues).toEqual([]);
    expect(answers).toEqual([{ question_id: a.id, value: false }]);
  });

  it('words each problem once per field as the server answers it', () => {
    expect(
      screeningFieldErrors([
        { field: 'answers', problem: 'answerDuplicate' },
        { field: 'answers', problem: 'answerDuplicate' },
      ]),
    ).toEqual({ answers: ['A question is answered twice.'] });
    expect(screeningFieldErrors([])).toBeNull();
  });
});

describe('must-haves', () => {
  const years = question({
    prompt: 'Years with Go?',
    kind: 'number',
    required: true,
    must_have: true,
    minimum: 3,
  });
  const authorised = question({
    prompt: 'Authorised?',
    kind: 'yes_no',
    required: true,
    must_have: true,
    accepted_answers: [true],
  });
  it('meets a number must-have at its minimum, not below', () => {
    expect(meetsMustHave(years, 3)).toBe(true);
    expect(meetsMustHave(years, 2.99)).toBe(false);
    expect(meetsMustHave(years, undefined)).toBe(false);
  });

  it('lists the missed must-haves in the questions’ order', () => {
    expect(
      mustHavesMissed(
        [authorised, years],
        [
          { question_id: years.id, value: 1 },
          { question_id: authorised.id, value: false },
        ],
      ),
    ).toEqual([authorised.id, years.id]);
    expect(mustHavesMissed([authorised], [{ question_id: authorised.id, value: true }])).toEqual(
      [],
    );
  });

  it('reports a changed must-have on a published posting, and allows rewording alone', () => {
    const reworded = { ...years, prompt: 'How long have you written Go?' };
    expect(publishedEditCheck([years], [reworded])).toEqual({
      issues: [],
      mustHavesChanged: false,
    });
    expect(publishedEditCheck([years], [{ ...years, minimum: 2 }]).mustHavesChanged).toBe(true);
    expect(
      publishedEditCheck([authorised], [{ ...authorised, must_have: false, accepted_answers: [] }])
        .mustHavesChanged,
    ).toBe(true);
  });
});

describe('the library of ready-made questions', () => {
  const posting = {
    location: 'Berlin, Germany',
    skills: ['Go', 'PostgreSQL', 'Kubernetes', 'gRPC', 'Kafka', 'Terraform'],
    salary_currency: 'EUR',
    salary_period: 'year',
  };
  it('words questions for the posting’s country, place, skills and pay', () => {
    const library = screeningLibrary(posting);
    expect(library.map((item) => item.id)).toEqual([
      'work_authorization:Germany',
      'visa_sponsorship:Germany',
      'relocation:Berlin, Germany',
      'skill_years:go',
      'skill_years:postgresql',
      'skill_years:kubernetes',
      'skill_years:grpc',
      'skill_years:kafka',
      'start_date',
      'salary_expectation',
    ]);
    expect(library.find((item) => item.id === 'salary_expectation')!.question.prompt).toBe(
      'What are your salary expectations (EUR per year)?',
    );
    // Every ready-made question is valid as it is.
    const questions = library.map((item) => question(item.question));
    expect(screeningQuestionIssues(questions)).toEqual([]);
  });

  it(`offers years for the first ${LIBRARY_SKILLS_MAX} skills only`, () => {
    const years = screeningLibrary(posting).filter((item) => item.id.startsWith('skill_years:'));
    expect(years).toHaveLength(LIBRARY_SKILLS_MAX);
    expect(years.map((item) => item.id)).not.toContain('skill_years:terraform');
  });

  it('asks nothing about a place it does not know', () => {
    const ids = screeningLibrary({
      location: null,
      skills: [],
      salary_currency: null,
      salary_period: null,
    }).map((item) => item.id);
    expect(ids).toEqual(['start_date']);
  });

  it(`cuts a key's subject to ${REUSE_KEY_SUBJECT_MAX_LENGTH} characters`, () => {
    const place = 'P'.repeat(REUSE_KEY_SUBJECT_MAX_LENGTH + 1);
    const relocation = screeningLibrary({ ...posting, location: place }).find((item) =>
      item.id.startsWith('relocation:'),
    )!;
    expect(relocation.id).toBe(`relocation:${'P'.repeat(REUSE_KEY_SUBJECT_MAX_LENGTH)}`);
  });

  it('reads the country from the last part of the first location', () => {
    expect(locationCountry('Berlin, Germany; Remote')).toBe('Germany');
    expect(locationCountry('Remote in USA')).toBe('USA');
    expect(locationCountry('  ')).toBeNull();
  });
});

describe('savedAnswerProblem', () => {
  it('checks a value with the server’s rule for each kind of saved answer', () => {
    expect(savedAnswerProblem('yes_no', false)).toBeNull();
    expect(savedAnswerProblem('yes_no', 'yes')).toBe('answerKind');
    expect(savedAnswerProblem('number', 0)).toBeNull();
    expect(savedAnswerProblem('number', 1_000_000_000)).toBeNull();
    expect(savedAnswerProblem('number', 1_000_000_001)).toBe('answerKind');
    expect(savedAnswerProblem('number', undefined)).toBe('answerRequired');
    expect(savedAnswerProblem('short_text', 'x'.repeat(200))).toBeNull();
    expect(savedAnswerProblem('short_text', 'x'.repeat(201))).toBe('answerTooLong');
    expect(savedAnswerProblem('short_text', '  ')).toBe('answerRequired');
  });
});
