import type { Posting } from '@hireloop/api';
import { describe, expect, it } from 'vitest';
import {
  addSkills,
  emptyPostingForm,
  formFromPosting,
  isValid,
  postingInputFromForm,
  serverFieldErrors,
  validatePostingForm,
  type PostingFormValues,
} from './postingForm.ts';

const complete: PostingFormValues = {
  ...emptyPostingForm,
  title: 'Senior Rust Engineer',
  salaryMin: 90_000,
  salaryMax: 120_000,
  salaryCurrency: 'EUR',
  salaryPeriod: 'year',
};

describe('posting rules shared with the server', () => {
  it('needs only a title to save a draft', () => {
    expect(validatePostingForm(emptyPostingForm, 'draft')).toEqual({ title: 'titleRequired' });
    expect(validatePostingForm({ ...emptyPostingForm, title: '   ' }, 'draft')).toEqual({
      title: 'titleRequired',
    });
    expect(isValid(validatePostingForm({ ...emptyPostingForm, title: 'Baker' }, 'draft'))).toBe(
      true,
    );
  });

  it('accepts a title of 200 characters and refuses 201', () => {
    expect(validatePostingForm({ ...complete, title: 'a'.repeat(200) }, 'draft')).toEqual({});
    expect(validatePostingForm({ ...complete, title: 'a'.repeat(201) }, 'draft')).toEqual({
      title: 'titleTooLong',
    });
  });

  it('accepts a description of 20,000 characters and a location of 1,000, not one more', () => {
    expect(
      validatePostingForm(
        { ...complete, description: 'd'.repeat(20_000), location: 'l'.repeat(1_000) },
        'draft',
      ),
    ).toEqual({});
    expect(
      validatePostingForm(
        { ...complete, description: 'd'.repeat(20_001), location: 'l'.repeat(1_001) },
        'draft',
      ),
    ).toEqual({ description: 'descriptionTooLong', location: 'locationTooLong' });
  });

  it('needs the complete pay range to publish, naming each missing part', () => {
    expect(validatePostingForm({ ...emptyPostingForm, title: 'Baker' }, 'publish')).toEqual({
      salaryMin: 'salaryMinRequired',
      salaryMax: 'salaryMaxRequired',
      salaryCurrency: 'currencyRequired',
      salaryPeriod: 'periodRequired',
    });
    expect(validatePostingForm(complete, 'publish')).toEqual({});
  });

  it('refuses a minimum above the maximum, also in a draft, and accepts them equal', () => {
    expect(validatePostingForm({ ...complete, salaryMin: 120_001 }, 'draft')).toEqual({
      salaryMin: 'salaryMinAboveMax',
    });
    expect(validatePostingForm({ ...complete, salaryMin: 120_000 }, 'publish')).toEqual({});
  });

  it('accepts pay from 0 to 1,000,000,000 with at most two decimals', () => {
    expect(
      validatePostingForm({ ...complete, salaryMin: 0, salaryMax: 1_000_000_000 }, 'draft'),
    ).toEqual({});
    expect(
      validatePostingForm({ ...complete, salaryMin: 1, salaryMax: 1_000_000_000 }, 'publish'),
    ).toEqual({});
    expect(validatePostingForm({ ...complete, salaryMax: 1_000_000_001 }, 'publish')).toEqual({
      salaryMax: 'salaryInvalid',
    });
    expect(validatePostingForm({ ...complete, salaryMin: -1 }, 'draft')).toEqual({
      salaryMin: 'salaryInvalid',
    });
    expect(validatePostingForm({ ...complete, salaryMin: 10.5 }, 'draft')).toEqual({});
    expect(validatePostingForm({ ...complete, salaryMin: 0.07 }, 'draft')).toEqual({});
    expect(validatePostingForm({ ...complete, salaryMin: 10.555 }, 'draft')).toEqual({
      salaryMin: 'salaryInvalid',
    });
  });

  it('refuses to publish a minimum of 0 ("$0 an hour") and accepts 1', () => {
    const hourly = { ...complete, salaryPeriod: 'hour' as const, salaryMax: 40 };
    expect(validatePostingForm({ ...hourly, salaryMin: 0 }, 'publish')).toEqual({
      salaryMin: 'salaryMinZero',
    });
    expect(validatePostingForm({ ...hourly, salaryMin: 1 }, 'publish')).toEqual({});
    expect(validatePostingForm({ ...hourly, salaryMin: 41 }, 'publish')).toEqual({
      salaryMin: 'salaryMinAboveMax',
    });
  });

  it('wants a three-letter currency code', () => {
    expect(validatePostingForm({ ...complete, salaryCurrency: 'EURO' }, 'draft')).toEqual({
      salaryCurrency: 'currencyInvalid',
    });
    expect(validatePostingForm({ ...complete, salaryCurrency: 'eur' }, 'draft')).toEqual({
      salaryCurrency: 'currencyInvalid',
    });
  });

  it('allows 30 skills of up to 50 characters', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `skill ${i}`);
    expect(validatePostingForm({ ...complete, skills: thirty }, 'draft')).toEqual({});
    expect(validatePostingForm({ ...complete, skills: [...thirty, 'one more'] }, 'draft')).toEqual({
      skills: 'tooManySkills',
    });
    expect(validatePostingForm({ ...complete, skills: ['s'.repeat(50)] }, 'draft')).toEqual({});
    expect(validatePostingForm({ ...complete, skills: ['s'.repeat(51)] }, 'draft')).toEqual({
      skills: 'skillTooLong',
    });
  });
});

describe('scorecard criteria (issue 36)', () => {
  const form = (scorecardCriteria: string[]) => ({
    ...emptyPostingForm,
    title: 'Baker',
    scorecardCriteria,
  });

  it('needs 1 to 10 criteria', () => {
    expect(validatePostingForm(form([]), 'draft').scorecardCriteria).toBe('criteriaCount');
    expect(validatePostingForm(form(['a']), 'draft').scorecardCriteria).toBeUndefined();
    const ten = Array.from({ length: 10 }, (_, i) => `criterion ${i}`);
    expect(validatePostingForm(form(ten), 'draft').scorecardCriteria).toBeUndefined();
    expect(validatePostingForm(form([...ten, 'eleventh']), 'draft').scorecardCriteria).toBe(
      'criteriaCount',
    );
  });

  it('allows 60 characters a criterion, not 61', () => {
    expect(validatePostingForm(form(['x'.repeat(60)]), 'draft').scorecardCriteria).toBeUndefined();
    expect(validatePostingForm(form(['x'.repeat(61)]), 'draft').scorecardCriteria).toBe(
      'criterionTooLong',
    );
  });

  it('starts a new posting with the four default criteria', () => {
    expect(emptyPostingForm.scorecardCriteria).toEqual([
      'skills',
      'experience',
      'communication',
      'motivation',
    ]);
  });
});

describe('skills as tags', () => {
  it('adds comma-separated skills, trimmed, without duplicates in any case', () => {
    expect(addSkills(['Rust'], ' go,  rust , PostgreSQL ,, ')).toEqual([
      'Rust',
      'go',
      'PostgreSQL',
    ]);
  });
});

describe('conversions', () => {
  it('sends blanks as null and trims text (the API replaces the whole posting)', () => {
    expect(
      postingInputFromForm({
        ...emptyPostingForm,
        title: '  Baker ',
        description: ' ',
        salaryCurrency: 'usd',
      }),
    ).toEqual({
      title: 'Baker',
      description: null,
      location: null,
      workplaceType: null,
      employmentType: null,
      experienceLevel: null,
      salaryMin: null,
      salaryMax: null,
      salaryCurrency: 'USD',
      salaryPeriod: null,
      skills: [],
      screeningQuestions: [],
      scorecardCriteria: ['skills', 'experience', 'communication', 'motivation'],
    });
  });

  it('fills the form from a posting with empty fields as blanks', () => {
    const posting = {
      title: 'Baker',
      description: null,
      location: 'Lyon',
      workplaceType: 'onsite',
      employmentType: null,
      experienceLevel: null,
      salaryMin: null,
      salaryMax: 40_000,
      salaryCurrency: null,
      salaryPeriod: 'year',
      skills: ['Bread'],
      screeningQuestions: [] as Posting['screeningQuestions'],
      scorecardCriteria: ['baking', 'hygiene'],
    } as Posting;
    expect(formFromPosting(posting)).toEqual({
      ...emptyPostingForm,
      title: 'Baker',
      location: 'Lyon',
      workplaceType: 'onsite',
      salaryMax: 40_000,
      salaryPeriod: 'year',
      skills: ['Bread'],
      scorecardCriteria: ['baking', 'hygiene'],
    });
  });

  it('sends the scorecard criteria trimmed, without duplicates in any case (issue 36)', () => {
    expect(
      postingInputFromForm({
        ...emptyPostingForm,
        title: 'Baker',
        scorecardCriteria: [' Baking ', 'baking', 'Hygiene'],
      }).scorecardCriteria,
    ).toEqual(['Baking', 'Hygiene']);
  });

  it('puts the server 422 messages on their fields', () => {
    expect(
      serverFieldErrors({
        salaryMax: ['The maximum pay is required to publish.'],
        salaryCurrency: ['The currency is required to publish.'],
        id: ['Odd'],
      }),
    ).toEqual({
      fields: {
        salaryMax: 'The maximum pay is required to publish.',
        salaryCurrency: 'The currency is required to publish.',
      },
      questions: {},
      form: ['Odd'],
    });
  });
});
