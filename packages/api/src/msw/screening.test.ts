import { describe, expect, it } from 'vitest';
import { callMockApi, setupMockApi } from '../testing/mockApi.ts';
import { SCREENING_MESSAGES, mustHavesMissed, screeningQuestionIssues } from '../screening.ts';
import { demo, demoAccounts, summaryOf, type Schemas } from './index.ts';

setupMockApi();
const call = callMockApi;

/** Applies to `jobId` as the customer with a profile resume and `answers` (a JSON string as sent). */
const apply = (jobId: string, answers?: string) => {
  const form = new FormData();
  form.set('use_profile_resume', 'true');
  if (answers !== undefined) form.set('answers', answers);
  return fetch(`http://localhost/api/v1/c/jobs/${jobId}/apply`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${demoAccounts.customer.token}` },
    body: form,
  }).then(async (response) => ({
    status: response.status,
    body: (await response.json()) as {
      data: Schemas['CustomerApplication'];
      message: string;
      errors: Record<string, string[]>;
    },
  }));
};

type Received = { data: Schemas['BusinessApplication'][] };
type Validation = Schemas['ValidationError'];
const [authorised, cppYears, shipped] = demo.screeningQuestions.robotics.map((q) => q.id);
const robotics = demo.jobs.robotics;

/** The robotics posting as the editor sends it back (PUT replaces), with `questions`. */
const roboticsInput = (
  questions: Schemas['ScreeningQuestionInput'][],
  extra: Partial<Schemas['PostingInput']> = {},
): Schemas['PostingInput'] => ({
  title: robotics.title,
  description: robotics.description,
  location: robotics.location,
  workplace_type: robotics.workplace_type,
  employment_type: robotics.employment_type,
  experience_level: robotics.experience_level,
  salary_min: robotics.salary_min,
  salary_max: robotics.salary_max,
  salary_currency: robotics.salary_currency,
  salary_period: robotics.salary_period,
  skills: robotics.skills,
  screening_questions: questions,
  ...extra,
});

describe('the demo data asks screening questions the shared rules accept', () => {
  it('questions pass screeningQuestionIssues; imported listings and cards have none', () => {
    for (const questions of Object.values(demo.screeningQuestions))
      expect(screeningQuestionIssues(questions)).toEqual([]);
    expect(demo.jobs.imported.screening_questions).toEqual([]);
    expect(summaryOf(robotics)).not.toHaveProperty('screening_questions');
    expect(demo.postings[0]!.screening_questions).toEqual(robotics.screening_questions);
  });

  it("received applications' must-have marks are the shared mustHavesMissed of their answers", () => {
    for (const application of demo.businessApplications) {
      const missed = mustHavesMissed(robotics.screening_questions, application.answers);
      expect(application.must_haves_missed).toEqual(missed);
      expect(application.must_haves_met).toBe(missed.length === 0);
    }
    const marks = demo.businessApplications.map((a) => [
      a.applicant.first_name,
      a.must_haves_missed,
    ]);
    expect(marks).toEqual([
      ['Priya', []],
      ['Tomás', [authorised]],
      ['Hana', [cppYears]],
      ['Luca', []],
      ['Maya', []],
      ['Sam', [authorised, cppYears]],
    ]);
  });
});

describe('received applications by must-haves', () => {
  const names = (answer: { body: Received }) => answer.body.data.map((a) => a.applicant.first_name);

  it('must_haves=met|missed keeps those meeting every must-have, or missing one', async () => {
    expect(
      names(await call<Received>('GET', '/b/applications?must_haves=met', 'business')),
    ).toEqual(['Priya', 'Luca', 'Maya']);
    expect(
      names(await call<Received>('GET', '/b/applications?must_haves=missed', 'business')),
    ).toEqual(['Tomás', 'Hana', 'Sam']);
  });

  it('sort=must_haves: met first, then fewest missed, newest first within each', async () => {
    const sorted = await call<Received>('GET', '/b/applications?sort=must_haves', 'business');
    expect(names(sorted)).toEqual(['Priya', 'Luca', 'Maya', 'Tomás', 'Hana', 'Sam']);
    const newest = await call<Received>('GET', '/b/applications?sort=newest', 'business');
    expect(names(newest)).toEqual(['Priya', 'Tomás', 'Hana', 'Luca', 'Maya', 'Sam']);
  });
});

describe('posting questions are checked with the shared rules', () => {
  it('a draft with a broken question is 422 on its field; a good one gets ids and defaults', async () => {
    const refused = await call<Validation>('POST', '/b/postings', 'business', {
      title: 'Welder',
      screening_questions: [{ prompt: 'Which shift?', kind: 'single_choice', options: ['Day'] }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      message: SCREENING_MESSAGES.optionsCount,
      errors: { 'screening_questions.0.options': [SCREENING_MESSAGES.optionsCount] },
    });

    const created = await call<{ data: Schemas['Posting'] }>('POST', '/b/postings', 'business', {
      title: 'Welder',
      screening_questions: [
        { prompt: '  Which   shift? ', kind: 'single_choice', options: ['Day', 'Night'] },
      ],
    });
    expect(created.status).toBe(201);
    // A fresh mock id; the rest normalised, defaults filled.
    const [question] = created.body.data.screening_questions;
    expect(question?.id).toMatch(/^00000000-0000-4000-9000-/);
    expect(created.body.data.screening_questions).toEqual([
      {
        id: question?.id,
        prompt: 'Which shift?',
        kind: 'single_choice',
        required: false,
        must_have: false,
        options: ['Day', 'Night'],
        accepted_answers: [],
        minimum: null,
        reuse_key: null,
      },
    ]);
    expect(created.body).not.toHaveProperty('data.confirm_reevaluation');
  });

  it('a published posting keeps its questions: removing one is 422', async () => {
    const answer = await call<Validation>(
      'PUT',
      `/b/postings/${robotics.id}`,
      'business',
      roboticsInput(robotics.screening_questions.slice(0, 2)),
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      screening_questions: [SCREENING_MESSAGES.publishedRemoved],
    });
  });

  it('rewording a question needs no confirmation and rewords the answers received', async () => {
    const questions = robotics.screening_questions.map((q) =>
      q.id === shipped ? { ...q, prompt: 'Tell us about a robot you shipped.' } : q,
    );
    const saved = await call(
      'PUT',
      `/b/postings/${robotics.id}`,
      'business',
      roboticsInput(questions),
    );
    expect(saved.status).toBe(200);
    const priya = await call<{ data: Schemas['BusinessApplication'] }>(
      'GET',
      `/b/applications/${demo.businessApplications[0]!.id}`,
      'business',
    );
    expect(priya.body.data.answers.at(-1)).toMatchObject({
      question_id: shipped,
      prompt: 'Tell us about a robot you shipped.',
    });
  });

  it('changing a must-have is 409 until confirmed, then re-evaluates the applications', async () => {
    const questions = robotics.screening_questions.map((q) =>
      q.id === cppYears ? { ...q, minimum: 2 } : q,
    );
    const path = `/b/postings/${robotics.id}`;
    const refused = await call('PUT', path, 'business', roboticsInput(questions));
    expect(refused).toEqual({
      status: 409,
      body: {
        message:
          'Changing the must-haves re-evaluates the 6 applications received. Confirm the change to save it.',
      },
    });
    const met = () => call<Received>('GET', '/b/applications?must_haves=met', 'business');
    expect((await met()).body.data).toHaveLength(3);

    const confirmed = await call<{ data: Schemas['Posting'] }>(
      'PUT',
      path,
      'business',
      roboticsInput(questions, { confirm_reevaluation: true }),
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.data.screening_questions[1]!.minimum).toBe(2);
    // Hana (2 years of C++) now meets both must-haves.
    expect((await met()).body.data.map((a) => a.applicant.first_name)).toEqual([
      'Priya',
      'Hana',
      'Luca',
      'Maya',
    ]);
    // The job page asks the edited questions.
    const job = await call<{ data: Schemas['Job'] }>('GET', `/c/jobs/${robotics.id}`, 'customer');
    expect(job.body.data.screening_questions[1]!.minimum).toBe(2);
  });
});

describe('applying answers the screening questions', () => {
  it('required questions left unanswered are 422 on answers.<question id>', async () => {
    const answer = await apply(robotics.id);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({
      [`answers.${authorised}`]: [SCREENING_MESSAGES.answerRequired],
      [`answers.${cppYears}`]: [SCREENING_MESSAGES.answerRequired],
    });
    expect(answer.body.message).toBe(`${SCREENING_MESSAGES.answerRequired} (and 1 more error)`);
  });

  it('a wrong kind, an unknown question or a form value that is not a list is 422', async () => {
    const wrongKind = await apply(
      robotics.id,
      JSON.stringify([
        { question_id: authorised, value: 'yes' },
        { question_id: cppYears, value: 4 },
      ]),
    );
    expect(wrongKind.body.errors).toEqual({
      [`answers.${authorised}`]: [SCREENING_MESSAGES.answerKind],
    });
    const unknown = await apply(
      demo.jobs.backend.id,
      JSON.stringify([{ question_id: authorised, value: true }]),
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual({ answers: [SCREENING_MESSAGES.answerUnknownQuestion] });
    const notAList = await apply(robotics.id, '{"question_id": 1}');
    expect(notAList.status).toBe(422);
    expect(Object.keys(notAList.body.errors)).toEqual(['answers']);
  });

  it('keeps the answers on the application and the reusable ones as saved answers', async () => {
    const applied = await apply(
      robotics.id,
      JSON.stringify([
        { question_id: cppYears, value: 7 },
        { question_id: authorised, value: false },
        { question_id: shipped, value: '   ' },
      ]),
    );
    expect(applied.status).toBe(201);
    // In the questions' order, worded, the blank optional answer left out.
    expect(applied.body.data.answers).toEqual([
      {
        question_id: authorised,
        prompt: 'Are you legally authorised to work in the United States?',
        kind: 'yes_no',
        value: false,
      },
      {
        question_id: cppYears,
        prompt: 'How many years of experience do you have with C++?',
        kind: 'number',
        value: 7,
      },
    ]);
    const mine = await call<{ data: Schemas['CustomerApplication'][] }>(
      'GET',
      '/c/applications',
      'customer',
    );
    expect(mine.body.data[0]!.answers).toEqual(applied.body.data.answers);

    // One saved answer per key: both demo ones replaced, none added.
    const saved = await call<{ data: Schemas['SavedAnswer'][] }>(
      'GET',
      '/c/settings/saved-answers',
      'customer',
    );
    expect(saved.body.data.map(({ key, value }) => ({ key, value }))).toEqual([
      { key: 'work_authorization:United States', value: false },
      { key: 'skill_years:c++', value: 7 },
    ]);
    expect(saved.body.data.map((s) => s.id)).toEqual(demo.savedAnswers.map((s) => s.id));
  });

  it('a job without questions takes no answers', async () => {
    expect((await apply(demo.jobs.backend.id)).status).toBe(201);
    expect((await apply(demo.jobs.backend.id, '[]')).body.data.answers).toEqual([]);
  });
});

describe('saved answers in Settings', () => {
  const [workAuthorisation, years] = demo.savedAnswers;

  it('lists, edits and deletes the demo customer’s saved answers, also in the export', async () => {
    const listed = await call<Schemas['SavedAnswerListResponse']>(
      'GET',
      '/c/settings/saved-answers',
      'customer',
    );
    expect(listed.body).toMatchObject({ status: 'success', data: demo.savedAnswers });

    const edited = await call<Schemas['SavedAnswerResponse']>(
      'PUT',
      `/c/settings/saved-answers/${years!.id}`,
      'customer',
      { value: 5 },
    );
    expect(edited.body).toMatchObject({
      status: 'success',
      message: 'Saved answer updated successfully',
      data: { id: years!.id, value: 5 },
    });

    const deleted = await call(
      'DELETE',
      `/c/settings/saved-answers/${workAuthorisation!.id}`,
      'customer',
    );
    expect(deleted).toEqual({
      status: 200,
      body: { status: 'success', message: 'Saved answer deleted', data: null },
    });
    const exported = await call<{ data: Schemas['AccountExport'] }>(
      'GET',
      '/c/settings/account/export',
      'customer',
    );
    expect(exported.body.data.saved_answers.map((s) => [s.id, s.value])).toEqual([[years!.id, 5]]);
  });

  it('a value of another kind is 422 on value; an unknown id is 404', async () => {
    const wrong = await call<Validation>(
      'PUT',
      `/c/settings/saved-answers/${workAuthorisation!.id}`,
      'customer',
      { value: 'yes' },
    );
    expect(wrong).toEqual({
      status: 422,
      body: {
        message: SCREENING_MESSAGES.answerKind,
        errors: { value: [SCREENING_MESSAGES.answerKind] },
      },
    });
    const path = `/c/settings/saved-answers/${demo.demoIds.unknown}`;
    expect((await call('PUT', path, 'customer', { value: true })).status).toBe(404);
    expect((await call('DELETE', path, 'customer')).status).toBe(404);
  });
});

describe('the resume sent with an earlier application (issue 29)', () => {
  it('is kept as the profile resume, and refused for an unknown application', async () => {
    const [sent] = demo.customerApplications;
    const kept = await call<{ data: Schemas['ProfileResume'] }>(
      'POST',
      `/c/applications/${sent!.id}/keep-resume`,
      'customer',
    );
    expect(kept.status).toBe(200);
    expect(kept.body.data.filename).toBe(sent!.resume.filename);
    const unknown = await call(
      'POST',
      `/c/applications/${demo.jobs.robotics.id}/keep-resume`,
      'customer',
    );
    expect(unknown.status).toBe(404);
  });
});
