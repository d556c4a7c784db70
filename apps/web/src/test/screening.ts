/** Screening questions for tests of the apply dialog's rules and fields (issue 29). */
import type { ScreeningQuestion } from '@hireloop/api';

/**
 * A screening question as the web app reads it: required, not a must-have, without options,
 * accepted answers, minimum or reuse key unless `fields` gives them; its prompt is
 * "Question <id>" unless given.
 */
export const screeningQuestion = (
  fields: Partial<ScreeningQuestion> & Pick<ScreeningQuestion, 'id' | 'kind'>,
): ScreeningQuestion => ({
  prompt: `Question ${fields.id}`,
  required: true,
  mustHave: false,
  options: [],
  acceptedAnswers: [],
  minimum: null,
  reuseKey: null,
  ...fields,
});
