/**
 * Issue 29's screening questions against the real server: the questions of a posting (every
 * kind's rules, the limits at their boundaries, 422 naming the field, never 500), the answers of
 * an application (each kind checked, nothing written when one is wrong), the must-have marks
 * (list filter and sort, re-evaluation after a confirmed edit), what a published posting may
 * still change, and saved answers (kept when applying, owned by their customer).
 */
import { sql } from 'drizzle-orm';
import { SCREENING_LIMITS } from '@hireloop/api/screening';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import type { Schema } from '../../src/contract/types.ts';
import { keepSavedAnswers } from '../../src/modules/marketplace/applications/savedAnswers.ts';
import { apply, createDraft, createJob } from './helpers.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

let t: TestApp;
let acme: TestUser;
let globex: TestUser;
let maya: TestUser;
let sam: TestUser;

type Question = Schema<'ScreeningQuestionInput'>;
type Errors = { message: string; errors: Record<string, string[]> };

const AUTHORISED: Question = {
  prompt: 'Are you legally authorised to work in Germany?',
  kind: 'yes_no',
  required: true,
  must_have: true,
  accepted_answers: [true],
  reuse_key: 'work_authorization:Germany',
};
const GO_YEARS: Question = {
  prompt: 'How many years of experience do you have with Go?',
  kind: 'number',
  required: true,
  must_have: true,
  minimum: 3,
  reuse_key: 'skill_years:go',
};
const CLOUDS: Question = {
  prompt: 'Which clouds have you run production on?',
  kind: 'multiple_choice',
  required: false,
  options: ['AWS', 'GCP', 'Azure'],
};
const NOTE: Question = { prompt: 'Anything else?', kind: 'short_text' };

const postingRequest = (user: TestUser, body: Record<string, unknown>, id?: string) =>
  t.request({
    method: id ? 'PUT' : 'POST',
    url: id ? `/api/v1/b/postings/${id}` : '/api/v1/b/postings',
    token: user.token,
    body: { title: 'Backend Engineer', ...body },
  });

/** The 422 field errors of creating a draft with `questions`. */
async function questionErrors(questions: unknown[]): Promise<Record<string, string[]>> {
  const res = await postingRequest(acme, { screening_questions: questions });
  expect(res.statusCode, res.body).toBe(422);
  return (res.data as Errors).errors;
}

/** The editor's form of posting `p` (its `PostingInput` fields). */
const formOf = (p: Schema<'Posting'>) => ({
  title: p.title,
  description: p.description,
  location: p.location,
  workplace_type: p.workplace_type,
  employment_type: p.employment_type,
  experience_level: p.experience_level,
  salary_min: p.salary_min,
  salary_max: p.salary_max,
  salary_currency: p.salary_currency,
  salary_period: p.salary_period,
  skills: p.skills,
});

const received = async (query = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/b/applications${query}`,
    token: acme.token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.data as Schema<'BusinessApplicationPage'>).data;
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  globex = await t.registerBusiness({ business_name: 'Globex' });
  maya = await t.registerCustomer();
  sam = await t.registerCustomer();
});
afterAll(() => t.close());

describe('the questions of a posting', () => {
  it('are stored with ids and defaults, and shown on the job page', async () => {
    const draft = await createDraft(t, acme, {
      screening_questions: [AUTHORISED, { ...CLOUDS, options: [' AWS ', 'GCP', '', 'Azure'] }],
    });
    const [authorised, clouds] = draft.screening_questions;
    expect(authorised).toMatchObject({ ...AUTHORISED, options: [], minimum: null });
    expect(authorised!.id).toMatch(/^[0-9a-f-]{36}$/);
    // Options trimmed, blank ones dropped; an optional question accepts nothing.
    expect(clouds).toMatchObject({
      options: ['AWS', 'GCP', 'Azure'],
      required: false,
      must_have: false,
      accepted_answers: [],
      reuse_key: null,
    });
    const job = await createJob(t, acme, { screening_questions: [AUTHORISED] });
    const page = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${job.id}`,
      token: maya.token,
    });
    expect((page.data as Schema<'JobResponse'>).data.screening_questions).toEqual(
      job.screening_questions,
    );
  });

  it(`takes ${SCREENING_LIMITS.questionsMaxCount} questions and refuses one more, naming the field`, async () => {
    const many = (n: number) => Array.from({ length: n }, (_, i) => ({ ...NOTE, prompt: `Q${i}` }));
    const ok = await postingRequest(acme, {
      screening_questions: many(SCREENING_LIMITS.questionsMaxCount),
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await questionErrors(many(SCREENING_LIMITS.questionsMaxCount + 1))).toHaveProperty(
      'screening_questions',
    );
  });

  it('names each broken rule of a question', async () => {
    expect(await questionErrors([{ ...NOTE, prompt: '   ' }])).toEqual({
      'screening_questions.0.prompt': ['The question field is required.'],
    });
    expect(await questionErrors([{ ...CLOUDS, options: ['AWS'] }])).toEqual({
      'screening_questions.0.options': ['A choice question needs 2 to 10 options.'],
    });
    expect(await questionErrors([{ ...CLOUDS, options: ['AWS', 'aws'] }])).toEqual({
      'screening_questions.0.options': ['Each option must be different.'],
    });
    expect(await questionErrors([{ ...NOTE, options: ['a', 'b'] }])).toEqual({
      'screening_questions.0.options': ['Only a choice question has options.'],
    });
    expect(await questionErrors([{ ...AUTHORISED, accepted_answers: [] }])).toEqual({
      'screening_questions.0.accepted_answers': ['Choose the answers a must-have accepts.'],
    });
    expect(
      await questionErrors([
        { ...CLOUDS, required: true, must_have: true, accepted_answers: ['IBM'] },
      ]),
    ).toEqual({
      'screening_questions.0.accepted_answers': [
        'An accepted answer must be one of the answers the question offers.',
      ],
    });
    expect(await questionErrors([{ ...GO_YEARS, minimum: null }])).toEqual({
      'screening_questions.0.minimum': [
        'Give the least answer a must-have number question accepts.',
      ],
    });
    expect(await questionErrors([{ ...AUTHORISED, required: false }])).toEqual({
      'screening_questions.0.required': ['A must-have question must be required.'],
    });
    expect(await questionErrors([{ ...NOTE, required: true, must_have: true }])).toEqual({
      'screening_questions.0.must_have': [
        'Only a yes/no, choice or number question can be a must-have.',
      ],
    });
    expect(await questionErrors([{ ...GO_YEARS, must_have: false }])).toEqual({
      'screening_questions.0.minimum': [
        'Only a must-have question has accepted answers or a minimum.',
      ],
    });
    expect(
      await questionErrors([{ ...GO_YEARS, kind: 'short_text', minimum: null, must_have: false }]),
    ).toEqual({
      'screening_questions.0.kind': ['This ready-made question must keep its kind.'],
    });
  });

  it('answers 422, never 500, to questions of the wrong shape', async () => {
    for (const bad of [
      [{ prompt: 'When?', kind: 'date' }],
      [{ kind: 'yes_no' }],
      [{ ...NOTE, prompt: 'x'.repeat(SCREENING_LIMITS.promptMaxLength + 1) }],
      [{ ...CLOUDS, options: Array.from({ length: 11 }, (_, i) => `o${i}`) }],
      [{ ...NOTE, reuse_key: 'favourite_colour' }],
      'not a list',
    ]) {
      const res = await postingRequest(acme, { screening_questions: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(422);
      expect(Object.keys((res.data as Errors).errors).join()).toContain('screening_questions');
    }
    const tenOptions = await postingRequest(acme, {
      screening_questions: [{ ...CLOUDS, options: Array.from({ length: 10 }, (_, i) => `o${i}`) }],
    });
    expect(tenOptions.statusCode).toBe(201);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ n: dbNumber, count: dbNumber });

describe('answering when applying', () => {
  it('checks each answer against its question and writes nothing when one is wrong', async () => {
    const job = await createJob(t, acme, {
      screening_questions: [AUTHORISED, GO_YEARS, CLOUDS, NOTE],
    });
    const [authorised, years, clouds, note] = job.screening_questions.map((q) => q.id);
    const good = [
      { question_id: authorised, value: true },
      { question_id: years, value: 4 },
    ];
    const refused = async (answers: unknown) => {
      const res = await apply(t, sam, job.id, { answers });
      expect(res.statusCode, res.body).toBe(422);
      return (res.data as Errors).errors;
    };
    expect(await refused([good[0]])).toEqual({
      [`answers.${years}`]: ['This question is required.'],
    });
    expect(await refused([good[0], { question_id: years, value: 'four' }])).toEqual({
      [`answers.${years}`]: ['This answer is not of the kind the question asks for.'],
    });
    expect(await refused([...good, { question_id: clouds, value: ['AWS', 'IBM'] }])).toEqual({
      [`answers.${clouds}`]: ['Choose one of the options the question offers.'],
    });
    expect(
      await refused([
        ...good,
        { question_id: note, value: 'x'.repeat(SCREENING_LIMITS.shortTextMaxLength + 1) },
      ]),
    ).toEqual({ [`answers.${note}`]: ['This answer is too long.'] });
    expect(await refused([...good, { question_id: job.id, value: true }])).toEqual({
      answers: ['An answer refers to a question this job does not have.'],
    });
    expect(await refused('{"question_id": ')).toHaveProperty('answers');
    expect(await refused({ question_id: authorised, value: true })).toHaveProperty('answers');
    // Nothing was written by the refused attempts.
    const rows = await queryRows(
      t.db,
      sql`SELECT (SELECT count(*)::int FROM applications WHERE posting_id = ${job.id}) AS n,
                 (SELECT applications_count FROM postings WHERE id = ${job.id}) AS count`,
      queryRow,
    );
    expect(rows[0]).toEqual({ n: 0, count: 0 });

    const ok = await apply(t, sam, job.id, {
      answers: [
        ...good,
        { question_id: note, value: 'x'.repeat(SCREENING_LIMITS.shortTextMaxLength) },
      ],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    const sent = (ok.data as Schema<'CustomerApplicationResponse'>).data;
    expect(sent.answers.map((a) => [a.prompt, a.kind, a.value])).toEqual([
      [AUTHORISED.prompt, 'yes_no', true],
      [GO_YEARS.prompt, 'number', 4],
      [NOTE.prompt, 'short_text', 'x'.repeat(SCREENING_LIMITS.shortTextMaxLength)],
    ]);
  });

  it('marks who meets the must-haves, for the business to filter and sort by', async () => {
    const job = await createJob(t, acme, { screening_questions: [AUTHORISED, GO_YEARS] });
    const [authorised, years] = job.screening_questions.map((q) => q.id);
    const misses = await t.registerCustomer();
    await apply(t, misses, job.id, {
      answers: [
        { question_id: authorised!, value: false },
        { question_id: years!, value: 2.5 },
      ],
    });
    t.clock.advance(60_000);
    const meets = await t.registerCustomer();
    // The minimum itself meets it.
    await apply(t, meets, job.id, {
      answers: [
        { question_id: authorised!, value: true },
        { question_id: years!, value: 3 },
      ],
    });
    const all = await received(`?posting_id=${job.id}`);
    const of = (user: TestUser) => all.find((a) => a.applicant.id === user.user.id)!;
    expect(of(meets)).toMatchObject({
      must_haves_met: true,
      must_haves_missed: [],
      must_haves_count: 2,
    });
    expect(of(misses)).toMatchObject({
      must_haves_met: false,
      must_haves_missed: [authorised, years],
    });
    expect(of(misses).answers.map((a) => a.value)).toEqual([false, 2.5]);

    const missed = await received(`?posting_id=${job.id}&must_haves=missed`);
    expect(missed.map((a) => a.applicant.id)).toEqual([misses.user.id]);
    const met = await received(`?posting_id=${job.id}&must_haves=met`);
    expect(met.map((a) => a.applicant.id)).toEqual([meets.user.id]);
    // Newest first by default (the one who meets applied last); `must_haves` puts those who
    // meet first whatever the date.
    t.clock.advance(60_000);
    const late = await t.registerCustomer();
    await apply(t, late, job.id, {
      answers: [
        { question_id: authorised!, value: false },
        { question_id: years!, value: 1 },
      ],
    });
    expect((await received(`?posting_id=${job.id}`)).map((a) => a.applicant.id)).toEqual([
      late.user.id,
      meets.user.id,
      misses.user.id,
    ]);
    expect(
      (await received(`?posting_id=${job.id}&sort=must_haves`)).map((a) => a.applicant.id),
    ).toEqual([meets.user.id, late.user.id, misses.user.id]);
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/b/applications?must_haves=maybe',
      token: acme.token,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('counts any accepted option of a multiple-choice must-have', async () => {
    const job = await createJob(t, acme, {
      screening_questions: [
        { ...CLOUDS, required: true, must_have: true, accepted_answers: ['GCP', 'Azure'] },
      ],
    });
    const [clouds] = job.screening_questions.map((q) => q.id);
    const one = await t.registerCustomer();
    await apply(t, one, job.id, { answers: [{ question_id: clouds!, value: ['AWS', 'Azure'] }] });
    const none = await t.registerCustomer();
    await apply(t, none, job.id, { answers: [{ question_id: clouds!, value: ['AWS'] }] });
    const all = await received(`?posting_id=${job.id}`);
    expect(all.find((a) => a.applicant.id === one.user.id)!.must_haves_met).toBe(true);
    expect(all.find((a) => a.applicant.id === none.user.id)!.must_haves_met).toBe(false);
  });
});

describe('editing the questions of a published posting', () => {
  it('keeps earlier answers true: wording and new optional questions only', async () => {
    const job = await createJob(t, acme, { screening_questions: [AUTHORISED, GO_YEARS] });
    const [authorised, years] = job.screening_questions;
    const edit = (questions: unknown[], extra: Record<string, unknown> = {}) =>
      postingRequest(acme, { ...formOf(job), screening_questions: questions, ...extra }, job.id);
    const a = authorised!;
    const y = years!;

    const reworded = await edit([
      { ...a, prompt: 'Can you work in Germany without a visa?' },
      y,
      NOTE,
    ]);
    expect(reworded.statusCode, reworded.body).toBe(200);
    const saved = (reworded.data as Schema<'PostingResponse'>).data.screening_questions;
    expect(saved.map((q) => q.prompt)).toEqual([
      'Can you work in Germany without a visa?',
      GO_YEARS.prompt,
      NOTE.prompt,
    ]);
    expect(saved[0]!.id).toBe(a.id);

    const errorsOf = async (questions: unknown[]) => {
      const res = await edit(questions);
      expect(res.statusCode, res.body).toBe(422);
      return (res.data as Errors).errors;
    };
    expect(await errorsOf([a])).toEqual({
      screening_questions: [
        'A question of a published job cannot be removed: applicants have answered it. Mark it optional instead.',
      ],
    });
    expect(
      await errorsOf([
        { ...a, kind: 'single_choice', options: ['Yes', 'No'], accepted_answers: ['Yes'] },
        y,
      ]),
    ).toHaveProperty(['screening_questions.0.kind']);
    const note = saved[2]!;
    expect(
      await errorsOf([a, y, note, { ...NOTE, prompt: 'When could you start?', required: true }]),
    ).toEqual({
      'screening_questions.3.required': [
        'A question added to a published job must be optional: earlier applicants have not answered it.',
      ],
    });
    expect(await errorsOf([a, y, { ...note, required: true }])).toEqual({
      'screening_questions.2.required': [
        'A question of a published job cannot become required: earlier applicants may not have answered it.',
      ],
    });
  });

  it('asks for confirmation before changing a must-have, then re-evaluates the applications', async () => {
    const job = await createJob(t, acme, { screening_questions: [GO_YEARS] });
    const years = job.screening_questions[0]!;
    const junior = await t.registerCustomer();
    await apply(t, junior, job.id, { answers: [{ question_id: years.id, value: 2 }] });
    expect((await received(`?posting_id=${job.id}`))[0]!.must_haves_met).toBe(false);

    const lower = { ...years, minimum: 2 };
    const unconfirmed = await postingRequest(
      acme,
      { ...formOf(job), screening_questions: [lower] },
      job.id,
    );
    expect(unconfirmed.statusCode).toBe(409);
    expect((unconfirmed.data as Errors).message).toBe(
      'Changing the must-haves re-evaluates the 1 application received. Confirm the change to save it.',
    );
    const stored = await t.request({
      method: 'GET',
      url: `/api/v1/b/postings/${job.id}`,
      token: acme.token,
    });
    expect((stored.data as Schema<'PostingResponse'>).data.screening_questions[0]!.minimum).toBe(3);

    const confirmed = await postingRequest(
      acme,
      { ...formOf(job), screening_questions: [lower], confirm_reevaluation: true },
      job.id,
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await received(`?posting_id=${job.id}`))[0]).toMatchObject({
      must_haves_met: true,
      must_haves_missed: [],
    });
  });
});

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ n: dbNumber });

/** A row of this query's raw SQL. */
const queryRow3 = z.object({ n: dbNumber });

/** A row of this query's raw SQL. */
const queryRow4 = z.object({ key: z.string() });

describe('saved answers', () => {
  it('keeps answers to reusable questions, one per question, for their customer only', async () => {
    const first = await createJob(t, acme, { screening_questions: [AUTHORISED, GO_YEARS, NOTE] });
    const [a1, y1, n1] = first.screening_questions.map((q) => q.id);
    await apply(t, maya, first.id, {
      answers: [
        { question_id: a1!, value: true },
        { question_id: y1!, value: 5 },
        { question_id: n1!, value: 'Hello' },
      ],
    });
    t.clock.advance(60_000);
    const second = await createJob(t, globex, { screening_questions: [AUTHORISED] });
    await apply(t, maya, second.id, {
      answers: [{ question_id: second.screening_questions[0]!.id, value: false }],
    });
    const list = async (user: TestUser = maya) => {
      const res = await t.request({
        method: 'GET',
        url: '/api/v1/c/settings/saved-answers',
        token: user.token,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.data as Schema<'SavedAnswerListResponse'>).data;
    };
    // The text question has no key, so it is not kept; the same key is kept once, latest first.
    const saved = await list();
    expect(saved.map((s) => [s.key, s.value])).toEqual([
      ['work_authorization:Germany', false],
      ['skill_years:go', 5],
    ]);
    expect(await list(sam)).not.toContainEqual(expect.objectContaining({ id: saved[0]!.id }));

    const put = (id: string, value: unknown, user: TestUser = maya) =>
      t.request({
        method: 'PUT',
        url: `/api/v1/c/settings/saved-answers/${id}`,
        token: user.token,
        body: { value },
      });
    const years = saved[1]!;
    expect((await put(years.id, 'five')).statusCode).toBe(422);
    expect(((await put(years.id, 'five')).data as Errors).errors).toEqual({
      value: ['This answer is not of the kind the question asks for.'],
    });
    const edited = await put(years.id, 6);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((edited.data as Schema<'SavedAnswerResponse'>).data.value).toBe(6);

    // Another customer's id is refused as unknown; a business may not call it at all.
    expect((await put(years.id, 1, sam)).statusCode).toBe(404);
    const del = (id: string, user: TestUser) =>
      t.request({
        method: 'DELETE',
        url: `/api/v1/c/settings/saved-answers/${id}`,
        token: user.token,
      });
    expect((await del(years.id, sam)).statusCode).toBe(404);
    const business = await t.request({
      method: 'GET',
      url: '/api/v1/c/settings/saved-answers',
      token: acme.token,
    });
    expect(business.statusCode).toBe(403);
    expect((await list()).find((s) => s.id === years.id)!.value).toBe(6);

    expect((await del(years.id, maya)).statusCode).toBe(200);
    expect((await list()).map((s) => s.key)).toEqual(['work_authorization:Germany']);
    expect((await del(years.id, maya)).statusCode).toBe(404);
  });

  it('go with the account, and so do the answers sent (the must-have mark stays)', async () => {
    const job = await createJob(t, acme, { screening_questions: [AUTHORISED] });
    const leaving = await t.registerCustomer();
    await apply(t, leaving, job.id, {
      answers: [{ question_id: job.screening_questions[0]!.id, value: false }],
    });
    const deleted = await t.request({
      method: 'DELETE',
      url: '/api/v1/c/settings/account',
      token: leaving.token,
      body: { password: leaving.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [application] = await received(`?posting_id=${job.id}`);
    expect(application).toMatchObject({ answers: [], must_haves_met: false });
    const rows = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM saved_answers WHERE user_id = ${leaving.user.id}`,
      queryRow2,
    );
    expect(rows[0]!.n).toBe(0);
  });

  it(`keeps the newest ${SCREENING_LIMITS.savedAnswersMaxCount} answers of a customer`, async () => {
    const keeper = await t.registerCustomer();
    const questions = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) => ({
        id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}`,
        prompt: `Years with skill ${from + i}?`,
        kind: 'number' as const,
        required: true,
        must_have: false,
        options: [],
        accepted_answers: [],
        minimum: null,
        reuse_key: `skill_years:skill ${from + i}`,
      }));
    const keep = (qs: ReturnType<typeof questions>, at: Date) =>
      keepSavedAnswers(
        t.db,
        keeper.user.id,
        qs,
        qs.map((q) => ({ question_id: q.id, value: 1 })),
        at,
      );
    const count = async () =>
      (
        await queryRows(
          t.db,
          sql`SELECT count(*)::int AS n FROM saved_answers WHERE user_id = ${keeper.user.id}`,
          queryRow3,
        )
      )[0]!.n;
    await keep(
      questions(0, SCREENING_LIMITS.savedAnswersMaxCount),
      new Date('2026-11-01T00:00:00Z'),
    );
    expect(await count()).toBe(SCREENING_LIMITS.savedAnswersMaxCount);
    await keep(questions(1000, 1), new Date('2026-11-02T00:00:00Z'));
    expect(await count()).toBe(SCREENING_LIMITS.savedAnswersMaxCount);
    const [newest] = await queryRows(
      t.db,
      sql`SELECT key FROM saved_answers WHERE user_id = ${keeper.user.id}
           ORDER BY updated_at DESC LIMIT 1`,
      queryRow4,
    );
    expect(newest!.key).toBe('skill_years:skill 1000');
  });
});
