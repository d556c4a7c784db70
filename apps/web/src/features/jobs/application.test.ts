import { describe, expect, it } from 'vitest';
import type { SavedAnswer } from '@hireloop/api';
import { screeningQuestion as question } from '../../test/screening.ts';
import {
  applyInput,
  COVER_LETTER_MAX_LENGTH,
  coverLetterError,
  effectiveAnswers,
  readPdfSignature,
  RESUME_MAX_BYTES,
  resumeFileError,
  validateApplication,
  type ApplicationDraft,
} from './application.ts';

const pdf = (size: number, name = 'resume.pdf', type = 'application/pdf') => ({ name, size, type });

describe('cover letter (at most 10,000 characters)', () => {
  it('accepts 10,000 characters and refuses 10,001', () => {
    expect(COVER_LETTER_MAX_LENGTH).toBe(10_000);
    expect(coverLetterError('a'.repeat(10_000))).toBeUndefined();
    expect(coverLetterError('a'.repeat(10_001))).toBe('coverLetterTooLong');
  });

  it('accepts line breaks and tabs but not other control characters', () => {
    expect(coverLetterError('Dear team,\r\n\tHello')).toBeUndefined();
    expect(coverLetterError('bell\u0007')).toBe('coverLetterControl');
  });
});

describe('resume file (PDF, at most 5 MB)', () => {
  it('accepts 5,242,880 bytes and refuses one byte more', () => {
    expect(RESUME_MAX_BYTES).toBe(5_242_880);
    expect(resumeFileError(pdf(5_242_880))).toBeUndefined();
    expect(resumeFileError(pdf(5_242_881))).toBe('resumeTooLarge');
  });

  it('refuses an empty file and a file that is not a PDF', () => {
    expect(resumeFileError(pdf(0))).toBe('resumeEmpty');
    expect(resumeFileError(pdf(1000, 'resume.docx', 'application/msword'))).toBe('resumeNotPdf');
  });

  it('accepts a PDF the browser did not type, by its name', () => {
    expect(resumeFileError(pdf(1000, 'CV.PDF', ''))).toBeUndefined();
  });

  it('recognises a PDF by its first bytes', async () => {
    expect(await readPdfSignature(new Blob(['%PDF-1.7\n...']))).toBe(true);
    expect(await readPdfSignature(new Blob(['PK\u0003\u0004 a zip']))).toBe(false);
    expect(await readPdfSignature(new Blob(['']))).toBe(false);
  });
});

describe('the whole application', () => {
  const file = new File(['%PDF-1.7'], 'maya.pdf', { type: 'application/pdf' });
  const base: ApplicationDraft = {
    coverLetter: '',
    resumeChoice: 'upload',
    resume: null,
    profileHasResume: false,
  };

  it('needs a resume: an uploaded one or the profile one', () => {
    expect(validateApplication(base)).toEqual({ resume: 'resumeMissing' });
    expect(validateApplication({ ...base, resume: file })).toEqual({});
    expect(validateApplication({ ...base, resumeChoice: 'profile' })).toEqual({
      resume: 'profileResumeMissing',
    });
    expect(
      validateApplication({ ...base, resumeChoice: 'profile', profileHasResume: true }),
    ).toEqual({});
  });

  it('reports the cover letter and the resume together', () => {
    expect(validateApplication({ ...base, coverLetter: 'x'.repeat(10_001) })).toEqual({
      coverLetter: 'coverLetterTooLong',
      resume: 'resumeMissing',
    });
  });

  it('sends the file, or asks for the profile resume, and leaves out an empty cover letter', () => {
    expect(applyInput({ ...base, resume: file, coverLetter: '  Hello  ' })).toEqual({
      coverLetter: 'Hello',
      resume: file,
    });
    expect(
      applyInput({ ...base, resumeChoice: 'profile', resume: file, coverLetter: ' ' }),
    ).toEqual({
      useProfileResume: true,
    });
  });
});

describe('screening answers (issue 29)', () => {
  const authorised = question({ id: 'a', kind: 'yes_no', reuseKey: 'work_authorization:Germany' });
  const years = question({ id: 'y', kind: 'number', reuseKey: 'skill_years:go' });
  const note = question({ id: 'n', kind: 'short_text', required: false });
  const saved = (
    key: string,
    value: SavedAnswer['value'],
    kind: SavedAnswer['kind'],
  ): SavedAnswer => ({
    id: key,
    key,
    prompt: key,
    kind,
    value,
    updatedAt: '2026-11-01T00:00:00Z',
  });

  it('offers a saved answer to the same question until the seeker changes or clears it', () => {
    const savedAnswers = [
      saved('work_authorization:Germany', true, 'yes_no'),
      saved('skill_years:go', 4, 'number'),
    ];
    const offered = effectiveAnswers([authorised, years, note], {}, savedAnswers);
    expect(offered.values).toEqual({ a: true, y: 4 });
    expect([...offered.fromSaved]).toEqual(['a', 'y']);
    const cleared = effectiveAnswers([authorised, years], { y: null, a: false }, savedAnswers);
    expect(cleared.values).toEqual({ a: false, y: undefined });
    expect(cleared.fromSaved.size).toBe(0);
  });

  it('never offers a saved answer that does not fit the question', () => {
    const offered = effectiveAnswers([years], {}, [saved('skill_years:go', 'four', 'short_text')]);
    expect(offered.values).toEqual({});
  });

  it('names each required question left empty and sends only the answers given', () => {
    const draft: ApplicationDraft = {
      coverLetter: '',
      resumeChoice: 'profile',
      resume: null,
      profileHasResume: true,
      questions: [authorised, years, note],
      answers: { a: true, n: '  ' },
    };
    expect(validateApplication(draft)).toEqual({ answers: { y: 'answerRequired' } });
    const complete = { ...draft, answers: { a: true, y: 2.5, n: ' ' } };
    expect(validateApplication(complete)).toEqual({});
    expect(applyInput(complete)).toEqual({
      useProfileResume: true,
      answers: [
        { questionId: 'a', value: true },
        { questionId: 'y', value: 2.5 },
      ],
    });
  });
});

describe('the resume sent with an earlier application (issue 29)', () => {
  it('is sent by its application id, and needs one', () => {
    const draft: ApplicationDraft = {
      coverLetter: '',
      resumeChoice: 'sent',
      resume: null,
      profileHasResume: false,
      sentApplicationId: 'app-1',
    };
    expect(validateApplication(draft)).toEqual({});
    expect(applyInput(draft)).toEqual({ resumeApplicationId: 'app-1' });
    expect(validateApplication({ ...draft, sentApplicationId: null })).toEqual({
      resume: 'resumeMissing',
    });
  });
});
