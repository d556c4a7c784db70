import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { applied, closeJob, createDraft, createJob, remembered, search } from './helpers.ts';

let t: TestApp;
let acme: TestUser;
let maya: TestUser;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await createTestApp();
  acme = await remembered(t, await t.registerBusiness({ business_name: 'Acme Robotics' }));
  maya = await remembered(t, await t.registerCustomer());
});
afterAll(() => t.close());

const viewsOf = async (id: string) =>
  (await t.request({ method: 'GET', url: `/api/v1/b/postings/${id}`, token: acme.token })).data.data
    .views_count as number;

describe('a job', () => {
  it('shows the posting with its company, and the customer’s bookmark and application', async () => {
    const job = await createJob(t, acme, { title: 'Arm Calibration Engineer' });
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${job.id}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      id: job.id,
      title: 'Arm Calibration Engineer',
      company: { name: 'Acme Robotics', open_jobs_count: 1 },
      source_url: null,
      is_closed: false,
      is_bookmarked: false,
      application_id: null,
      closed_at: null,
    });
    await t.request({ method: 'POST', url: `/api/v1/c/bookmarks/${job.id}`, token: maya.token });
    const application = await applied(t, maya, job.id);
    const after = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${job.id}`,
      token: maya.token,
    });
    expect(after.data.data).toMatchObject({ is_bookmarked: true, application_id: application.id });
  });

  it('answers 404 for drafts and unknown ids, and shows a closed job as closed', async () => {
    const draft = await createDraft(t, acme);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/c/jobs/${draft.id}`, token: maya.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/api/v1/c/jobs/6f1d3a4e-0000-4000-8000-000000000000',
          token: maya.token,
        })
      ).statusCode,
    ).toBe(404);
    const job = await createJob(t, acme);
    await closeJob(t, acme, job.id);
    const closed = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${job.id}`,
      token: maya.token,
    });
    expect(closed.data.data).toMatchObject({
      is_closed: true,
      closed_at: t.clock.now().toISOString(),
    });
  });

  it('counts a view once per customer per day', async () => {
    const job = await createJob(t, acme);
    const open = () =>
      t.request({ method: 'GET', url: `/api/v1/c/jobs/${job.id}`, token: maya.token });
    await open();
    await open();
    expect(await viewsOf(job.id)).toBe(1);
    const other = await t.registerCustomer();
    await t.request({ method: 'GET', url: `/api/v1/c/jobs/${job.id}`, token: other.token });
    expect(await viewsOf(job.id)).toBe(2);
    // The next day counts again.
    t.clock.advance(DAY);
    await open();
    await open();
    expect(await viewsOf(job.id)).toBe(3);
  });

  it('is for customers only: a business gets 403', async () => {
    const job = await createJob(t, acme);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${job.id}`,
      token: acme.token,
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Saved Jobs', () => {
  it('saves and unsaves idempotently', async () => {
    const job = await createJob(t, acme);
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: `/api/v1/c/bookmarks/${job.id}`,
        token: maya.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toEqual({ job_id: job.id, is_bookmarked: true });
    }
    const list = await t.request({ method: 'GET', url: '/api/v1/c/bookmarks', token: maya.token });
    expect(list.data.data.filter((j: { id: string }) => j.id === job.id)).toHaveLength(1);
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'DELETE',
        url: `/api/v1/c/bookmarks/${job.id}`,
        token: maya.token,
      });
      expect(res.statusCode).toBe(200);
      expect(res.data.data).toEqual({ job_id: job.id, is_bookmarked: false });
    }
    const after = await t.request({ method: 'GET', url: '/api/v1/c/bookmarks', token: maya.token });
    expect(after.data.data.some((j: { id: string }) => j.id === job.id)).toBe(false);
  });

  it('refuses drafts and unknown jobs with 404', async () => {
    const draft = await createDraft(t, acme);
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/c/bookmarks/${draft.id}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(404);
  });

  it('keeps a job that closed after saving, marked closed, newest saved first', async () => {
    const zoe = await t.registerCustomer();
    const first = await createJob(t, acme, { title: 'First saved' });
    const second = await createJob(t, acme, { title: 'Second saved' });
    await t.request({ method: 'POST', url: `/api/v1/c/bookmarks/${first.id}`, token: zoe.token });
    t.clock.advance(1000);
    await t.request({ method: 'POST', url: `/api/v1/c/bookmarks/${second.id}`, token: zoe.token });
    await closeJob(t, acme, first.id);
    const list = await t.request({ method: 'GET', url: '/api/v1/c/bookmarks', token: zoe.token });
    expect(
      list.data.data.map((j: { title: string; is_closed: boolean; is_bookmarked: boolean }) => [
        j.title,
        j.is_closed,
        j.is_bookmarked,
      ]),
    ).toEqual([
      ['Second saved', false, true],
      ['First saved', true, true],
    ]);
    expect(list.data.meta.total).toBe(2);
    // Closed jobs leave search, but not Saved Jobs.
    expect((await search(t, zoe, 'q=%22first%20saved%22')).meta.total).toBe(0);
    const card = (await search(t, zoe, 'q=second%20saved')).data[0]!;
    expect(card.is_bookmarked).toBe(true);
  });
});
