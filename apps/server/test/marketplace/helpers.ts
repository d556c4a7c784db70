/**
 * Helpers of the marketplace tests: postings through the API, applications with a PDF, a profile
 * resume, and a PDF of an exact byte size.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TestApp, TestResponse, TestUser } from '../harness.ts';
import { multipart } from '../fixtures.ts';
import type { Schema } from '../../src/contract/types.ts';
import { minimalPdf } from '../../src/modules/marketplace/import/content.ts';

/** A complete posting form (publishable). */
export const POSTING_FORM = {
  title: 'Machine Learning Engineer, Inference Optimization',
  description:
    '## About the role\n\nMake open models fast for everyone. You will profile and optimise **inference** for [Transformers](https://github.com/huggingface/transformers).\n\n- Find bottlenecks\n- Build benchmarks',
  location: 'Remote (Europe)',
  workplace_type: 'remote',
  employment_type: 'full_time',
  experience_level: 'mid',
  salary_min: 95000,
  salary_max: 130000,
  salary_currency: 'EUR',
  salary_period: 'year',
  skills: ['Python', 'PyTorch', 'CUDA'],
} as const;

type PostingForm = Partial<Record<keyof typeof POSTING_FORM, unknown>> & Record<string, unknown>;

/** Creates a draft through the API. @throws Error unless it answers 201 */
export async function createDraft(
  t: TestApp,
  business: TestUser,
  form: PostingForm = {},
): Promise<Schema<'Posting'>> {
  const res = await t.request({
    method: 'POST',
    url: '/api/v1/b/postings',
    token: business.token,
    body: { ...POSTING_FORM, ...form },
  });
  if (res.statusCode !== 201) throw new Error(`createPosting ${res.statusCode} ${res.body}`);
  return (res.data as Schema<'PostingResponse'>).data;
}

/** Creates and publishes a posting. */
export async function createJob(
  t: TestApp,
  business: TestUser,
  form: PostingForm = {},
): Promise<Schema<'Posting'>> {
  const draft = await createDraft(t, business, form);
  const res = await t.request({
    method: 'POST',
    url: `/api/v1/b/postings/${draft.id}/publish`,
    token: business.token,
  });
  if (res.statusCode !== 200) throw new Error(`publishPosting ${res.statusCode} ${res.body}`);
  return (res.data as Schema<'PostingResponse'>).data;
}

/** Closes a published posting. */
export async function closeJob(t: TestApp, business: TestUser, id: string): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: `/api/v1/b/postings/${id}/close`,
    token: business.token,
  });
}

/** Reopens a closed posting. */
export async function reopenJob(t: TestApp, business: TestUser, id: string): Promise<TestResponse> {
  return t.request({
    method: 'POST',
    url: `/api/v1/b/postings/${id}/reopen`,
    token: business.token,
  });
}

/** A one-page PDF. */
export const PDF = minimalPdf(['Maya Okafor', 'Machine learning engineer']);

/** A valid PDF of exactly `size` bytes (padded with a trailing comment after %%EOF). */
export function pdfOfSize(size: number): Buffer {
  if (size < PDF.length + 2) throw new Error('too small');
  const padding = Buffer.alloc(size - PDF.length, 0x20);
  padding[0] = 0x25; // '%': a PDF comment line
  padding[padding.length - 1] = 0x0a;
  return Buffer.concat([PDF, padding]);
}

/** Applies through the API with a multipart body. */
export function apply(
  t: TestApp,
  customer: TestUser,
  jobId: string,
  options: {
    resume?: Buffer | null;
    filename?: string;
    coverLetter?: string;
    useProfileResume?: boolean;
    /** Screening answers: a list (sent as JSON) or the raw text of the field. */
    answers?: unknown;
  } = {},
): Promise<TestResponse> {
  const fields: Parameters<typeof multipart>[0] = {};
  if (options.coverLetter !== undefined) fields.cover_letter = options.coverLetter;
  if (options.answers !== undefined)
    fields.answers =
      typeof options.answers === 'string' ? options.answers : JSON.stringify(options.answers);
  if (options.useProfileResume !== undefined)
    fields.use_profile_resume = String(options.useProfileResume);
  const resume = options.resume === undefined ? PDF : options.resume;
  if (resume)
    fields.resume = {
      filename: options.filename ?? 'maya-okafor-resume.pdf',
      data: resume,
      type: 'application/pdf',
    };
  if (Object.keys(fields).length === 0) fields.cover_letter = '';
  const form = multipart(fields);
  return t.request({
    method: 'POST',
    url: `/api/v1/c/jobs/${jobId}/apply`,
    token: customer.token,
    body: form.body,
    headers: form.headers,
  });
}

/** Applies and returns the application. @throws Error unless 201 */
export async function applied(
  t: TestApp,
  customer: TestUser,
  jobId: string,
  coverLetter = 'Hello!',
): Promise<Schema<'CustomerApplication'>> {
  const res = await apply(t, customer, jobId, { coverLetter });
  if (res.statusCode !== 201) throw new Error(`applyToJob ${res.statusCode} ${res.body}`);
  return (res.data as Schema<'CustomerApplicationResponse'>).data;
}

/** Moves a received application. */
export function moveApplication(
  t: TestApp,
  business: TestUser,
  id: string,
  status: string,
  note?: string,
): Promise<TestResponse> {
  return t.request({
    method: 'PATCH',
    url: `/api/v1/b/applications/${id}`,
    token: business.token,
    body: note === undefined ? { status } : { status, note },
  });
}

/** Stores `pdf` as the profile resume of `user` (as the settings call would). */
export async function setProfileResume(
  t: TestApp,
  user: TestUser,
  pdf: Buffer = PDF,
  filename = 'profile-resume.pdf',
): Promise<void> {
  const key = `resume-${randomUUID()}.pdf`;
  await t.app.deps.media.savePrivate(key, pdf);
  await t.db.execute(sql`
    WITH m AS (
      INSERT INTO media (user_id, purpose, key, content_type, byte_size, original_name, sha256, created_at)
      VALUES (${user.user.id}, 'resume', ${key}, 'application/pdf', ${pdf.length}, ${filename}, 'x', ${t.clock.now().toISOString()}::timestamptz)
      RETURNING id)
    UPDATE customer_profiles SET resume_media_id = (SELECT id FROM m) WHERE user_id = ${user.user.id}`);
}

/** Notifications of a user, newest first (straight from the table). */
export async function notificationsOf(
  t: TestApp,
  userId: string,
): Promise<{ kind: string; title: string; message: string; link: string | null }[]> {
  const result = await t.db.execute(
    sql`SELECT kind, title, message, link FROM notifications WHERE user_id = ${userId} ORDER BY created_at DESC, id`,
  );
  return (
    result as {
      rows: { kind: string; title: string; message: string; link: string | null }[];
    }
  ).rows;
}

/** Search through the API; `query` is appended as given (repeat keys for arrays). */
export async function search(
  t: TestApp,
  customer: TestUser,
  query = '',
): Promise<Schema<'JobSearchResponse'>> {
  const res = await t.request({
    method: 'GET',
    url: `/api/v1/c/jobs${query ? `?${query}` : ''}`,
    token: customer.token,
  });
  if (res.statusCode !== 200) throw new Error(`searchJobs ${res.statusCode} ${res.body}`);
  return res.data as Schema<'JobSearchResponse'>;
}

/** `user` with a token of a "remember me" sign-in, which survives clock jumps of days (30-day lifetime). */
export async function remembered(t: TestApp, user: TestUser): Promise<TestUser> {
  const res = await t.login(user.email, user.password, true);
  if (res.statusCode !== 200) throw new Error(`login ${res.statusCode} ${res.body}`);
  return { ...user, token: (res.data as { token: string }).token };
}
