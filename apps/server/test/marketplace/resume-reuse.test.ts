/**
 * Issue 29's resume reuse: the resume sent with an earlier application is offered again
 * (`resume_application_id` on apply attaches a copy) and can be kept as the profile's resume in
 * one click (`keepApplicationResume`); both refuse another customer's application.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../fixtures.ts';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import type { Schema } from '../../src/contract/types.ts';
import { minimalPdf } from '../../src/modules/marketplace/import/content.ts';
import { apply, createJob, setProfileResume } from './helpers.ts';

let t: TestApp;
let acme: TestUser;
let maya: TestUser;
let sam: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  maya = await t.registerCustomer();
  sam = await t.registerCustomer();
});
afterAll(() => t.close());

const SENT = minimalPdf(['Maya Okafor', 'Robotics engineer', 'Sent to Acme']);

/** Maya applies to a new job with a PDF; @returns her application. */
async function sentApplication(): Promise<Schema<'CustomerApplication'>> {
  const job = await createJob(t, acme);
  const res = await apply(t, maya, job.id, { resume: SENT, filename: 'maya-for-acme.pdf' });
  expect(res.statusCode, res.body).toBe(201);
  return (res.data as Schema<'CustomerApplicationResponse'>).data;
}

const applyWith = async (user: TestUser, jobId: string, applicationId: string) => {
  const form = multipart({ resume_application_id: applicationId });
  return t.request({
    method: 'POST',
    url: `/api/v1/c/jobs/${jobId}/apply`,
    token: user.token,
    body: form.body,
    headers: form.headers,
  });
};

const profile = async (user: TestUser) => {
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/c/settings/profile',
    token: user.token,
  });
  return (res.data as Schema<'ProfileSettingsResponse'>).data as Schema<'CustomerProfile'>;
};

describe('the resume sent with an earlier application', () => {
  it('is attached again as a copy, for its customer only', async () => {
    const earlier = await sentApplication();
    const next = await createJob(t, acme, { title: 'Perception Engineer' });
    const res = await applyWith(maya, next.id, earlier.id);
    expect(res.statusCode, res.body).toBe(201);
    expect((res.data as Schema<'CustomerApplicationResponse'>).data.resume).toEqual({
      filename: 'maya-for-acme.pdf',
      size_bytes: SENT.length,
    });
    // Another customer's application is unknown to Sam; nothing is written.
    const refused = await applyWith(sam, next.id, earlier.id);
    expect(refused.statusCode).toBe(404);
  });

  it('answers 422 on resume when that application has none', async () => {
    const job = await createJob(t, acme);
    await setProfileResume(t, sam);
    const withProfile = await apply(t, sam, job.id, { resume: null, useProfileResume: true });
    expect(withProfile.statusCode, withProfile.body).toBe(201);
    const earlier = (withProfile.data as Schema<'CustomerApplicationResponse'>).data;
    // Sam's application holds a copy, so it has a resume; one written without a resume cannot
    // be made through the API, so the column is cleared here as account deletion does.
    await t.db.execute(
      sql`UPDATE applications SET resume_media_id = NULL WHERE id = ${earlier.id}`,
    );
    const next = await createJob(t, acme);
    const res = await applyWith(sam, next.id, earlier.id);
    expect(res.statusCode).toBe(422);
    expect((res.data as { errors: Record<string, string[]> }).errors).toEqual({
      resume: ['That application has no resume. Attach a PDF resume instead.'],
    });
  });
});

describe("keeping an application's resume on the profile", () => {
  const keep = (user: TestUser, id: string) =>
    t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${id}/keep-resume`,
      token: user.token,
    });

  it('makes it the profile resume in one call; the application keeps its copy', async () => {
    const earlier = await sentApplication();
    await setProfileResume(t, maya, minimalPdf(['Old resume']), 'old.pdf');
    const res = await keep(maya, earlier.id);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data as Schema<'ProfileResumeResponse'>).data).toMatchObject({
      filename: 'maya-for-acme.pdf',
      size_bytes: SENT.length,
    });
    expect((await profile(maya)).resume).toMatchObject({ filename: 'maya-for-acme.pdf' });
    // "Use the resume on my profile" now sends it.
    const job = await createJob(t, acme);
    const applied = await apply(t, maya, job.id, { resume: null, useProfileResume: true });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((applied.data as Schema<'CustomerApplicationResponse'>).data.resume).toEqual({
      filename: 'maya-for-acme.pdf',
      size_bytes: SENT.length,
    });
    // Replacing the profile resume later (Settings → Profile) leaves the application's file alone.
    const form = multipart({
      first_name: 'Maya',
      last_name: 'Okafor',
      resume: { filename: 'newer.pdf', data: minimalPdf(['Newer']), type: 'application/pdf' },
    });
    const replaced = await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/profile',
      token: maya.token,
      body: form.body,
      headers: form.headers,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const download = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${earlier.id}/resume`,
      token: acme.token,
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SENT)).toBe(true);
  });

  it("refuses another customer's application and a business", async () => {
    const earlier = await sentApplication();
    expect((await keep(sam, earlier.id)).statusCode).toBe(404);
    expect((await keep(acme, earlier.id)).statusCode).toBe(403);
    expect((await profile(sam)).resume?.filename).not.toBe('maya-for-acme.pdf');
  });
});
