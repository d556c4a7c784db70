/**
 * The limits of `@hireloop/api/rules` are the contract's own: the server, the web app and the mock
 * read them from there, so a contract change that leaves them behind fails here.
 */
import { INTERVIEW_LIMITS, LIMITS } from '@hireloop/api/rules';
import { REUSE_KEY_SUBJECT_MAX_LENGTH, SCREENING_LIMITS } from '@hireloop/api/screening';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../src/contract/openapi.ts';

type Node = Record<string, unknown>;
const { document } = loadContract();
const at = (...keys: string[]): Node =>
  keys.reduce<Node>((node, key) => node[key] as Node, document as Node);

describe('shared limits match openapi/openapi.yaml', () => {
  it('an interview proposal and a reason (issue 28)', () => {
    const props = at('components', 'schemas', 'InterviewProposal', 'properties');
    const prop = (name: string) => props[name] as Node;
    expect(prop('duration_minutes').minimum).toBe(INTERVIEW_LIMITS.minDurationMinutes);
    expect(prop('duration_minutes').maximum).toBe(INTERVIEW_LIMITS.maxDurationMinutes);
    expect(prop('location').maxLength).toBe(INTERVIEW_LIMITS.locationMaxLength);
    expect(prop('note').maxLength).toBe(INTERVIEW_LIMITS.noteMaxLength);
    expect(prop('slots').maxItems).toBe(INTERVIEW_LIMITS.maxSlots);
    expect(at('components', 'schemas', 'InterviewReason').maxLength).toBe(
      INTERVIEW_LIMITS.reasonMaxLength,
    );
  });

  it('posting fields: title, description, location, pay, skills', () => {
    const props = at('components', 'schemas', 'PostingContent', 'properties');
    const prop = (name: string) => props[name] as Node;
    expect(prop('title').maxLength).toBe(LIMITS.postingTitleMaxLength);
    expect(prop('description').maxLength).toBe(LIMITS.postingDescriptionMaxLength);
    expect(prop('location').maxLength).toBe(LIMITS.postingLocationMaxLength);
    expect(prop('salary_min').maximum).toBe(LIMITS.salaryMaxAmount);
    expect(prop('salary_max').maximum).toBe(LIMITS.salaryMaxAmount);
    expect(prop('skills').maxItems).toBe(LIMITS.postingSkillsMaxCount);
    expect((prop('skills').items as Node).maxLength).toBe(LIMITS.skillMaxLength);
  });

  it('an application: cover letter and resume', () => {
    const props = at('components', 'schemas', 'ApplyRequest', 'properties');
    expect((props.cover_letter as Node).maxLength).toBe(LIMITS.coverLetterMaxLength);
    expect((props.resume as Node).maxLength).toBe(LIMITS.resumeMaxBytes);
  });

  it('search text and page number', () => {
    const page = at('components', 'parameters', 'Page', 'schema');
    expect(page.maximum).toBe(LIMITS.maxPage);
    const search = at('paths', '/api/v1/c/jobs', 'get');
    const q = (search.parameters as Node[]).find((p) => p.name === 'q')!;
    expect((q.schema as Node).maxLength).toBe(LIMITS.searchTextMaxLength);
  });

  it('screening questions, answers and saved answers', () => {
    const schemas = at('components', 'schemas');
    const question = (schemas.ScreeningQuestion as Node).properties as Record<string, Node>;
    expect(question.prompt!.maxLength).toBe(SCREENING_LIMITS.promptMaxLength);
    expect(question.options!.maxItems).toBe(SCREENING_LIMITS.optionsMaxCount);
    expect((question.options!.items as Node).maxLength).toBe(SCREENING_LIMITS.optionMaxLength);
    expect(question.minimum!.maximum).toBe(SCREENING_LIMITS.numberMax);
    const posting = (schemas.PostingInput as Node).properties as Record<string, Node>;
    expect(posting.screening_questions!.maxItems).toBe(SCREENING_LIMITS.questionsMaxCount);
    const [, number, text, list] = (schemas.ScreeningAnswerValue as Node).anyOf as Node[];
    expect(number!.maximum).toBe(SCREENING_LIMITS.numberMax);
    expect(text!.maxLength).toBe(SCREENING_LIMITS.longTextMaxLength);
    expect(list!.maxItems).toBe(SCREENING_LIMITS.optionsMaxCount);
    const saved = (schemas.SavedAnswerListResponse as Node).properties as Record<string, Node>;
    expect(saved.data!.maxItems).toBe(SCREENING_LIMITS.savedAnswersMaxCount);
    expect((schemas.ReuseKey as Node).pattern).toContain(`{1,${REUSE_KEY_SUBJECT_MAX_LENGTH}}`);
  });
});
