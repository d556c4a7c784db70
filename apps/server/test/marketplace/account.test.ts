/**
 * The marketplace's part of the account calls: the JSON export lists a customer's applications and
 * saved jobs and a business's postings; deleting an account withdraws or closes what is open and
 * tells the other side.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companies } from '../../src/db/schema.ts';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { applied, closeJob, createDraft, createJob, notificationsOf, search } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('export', () => {
  it("exports a customer's applications and saved jobs, and a business's postings", async () => {
    const biz = await t.registerBusiness({ business_name: 'Export Co' });
    const job = await createJob(t, biz, { title: 'Exported job' });
    const draft = await createDraft(t, biz, { title: 'Exported draft' });
    const maya = await t.registerCustomer();
    const application = await applied(t, maya, job.id);
    await t.request({ method: 'POST', url: `/api/v1/c/bookmarks/${job.id}`, token: maya.token });

    const mine = await t.request({
      method: 'GET',
      url: '/api/v1/c/settings/account/export',
      token: maya.token,
    });
    expect(mine.statusCode).toBe(200);
    const data = (mine.data as { data: Record<string, { id: string }[]> }).data;
    expect(data.applications!.map((a) => a.id)).toEqual([application.id]);
    expect(data.bookmarks!.map((j) => j.id)).toEqual([job.id]);
    expect(data.postings).toEqual([]);

    const theirs = await t.request({
      method: 'GET',
      url: '/api/v1/b/settings/account/export',
      token: biz.token,
    });
    const postings = (theirs.data as { data: { postings: { id: string }[] } }).data.postings;
    expect(postings.map((p) => p.id).sort()).toEqual([job.id, draft.id].sort());
  });
});

describe('deleting an account', () => {
  const remove = (user: TestUser, area: 'b' | 'c') =>
    t.request({
      method: 'DELETE',
      url: `/api/v1/${area}/settings/account`,
      token: user.token,
      body: { password: user.password },
    });

  it("withdraws a customer's open applications and tells the business", async () => {
    const biz = await t.registerBusiness({ business_name: 'Left Behind' });
    const job = await createJob(t, biz, { title: 'Lonely role' });
    const leaver = await t.registerCustomer({ first_name: 'Lea', last_name: 'Ver' });
    const application = await applied(t, leaver, job.id);
    t.clock.advance(1000);
    expect((await remove(leaver, 'c')).statusCode).toBe(200);
    const seen = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${application.id}`,
      token: biz.token,
    });
    const body = seen.data as {
      data: {
        status: string;
        timeline: { status: string }[];
        applicant: { email: string | null };
        cover_letter: string | null;
      };
    };
    expect(body.data.status).toBe('withdrawn');
    expect(body.data.timeline.filter((entry) => entry.status === 'withdrawn')).toHaveLength(1);
    expect(body.data.cover_letter).toBeNull();
    expect(body.data.applicant.email).toBeNull();
    const [notice] = await notificationsOf(t, biz.user.id);
    expect(notice).toMatchObject({ kind: 'application_status_changed' });
  });

  it('leaves an application closed with its posting as it was: not withdrawn, no new timeline entry', async () => {
    const biz = await t.registerBusiness({ business_name: 'Closed Before' });
    const job = await createJob(t, biz, { title: 'Closed role' });
    const leaver = await t.registerCustomer();
    const application = await applied(t, leaver, job.id);
    t.clock.advance(1000);
    expect((await closeJob(t, biz, job.id)).statusCode).toBe(200);
    const read = () =>
      t.request({
        method: 'GET',
        url: `/api/v1/b/applications/${application.id}`,
        token: biz.token,
      });
    type Seen = { data: { status: string; closed_reason: string | null; timeline: unknown[] } };
    const before = (await read()).data as Seen;
    t.clock.advance(1000);
    expect((await remove(leaver, 'c')).statusCode).toBe(200);
    const after = (await read()).data as Seen;
    expect(after.data.status).toBe(before.data.status);
    expect(after.data.closed_reason).toBe(before.data.closed_reason);
    expect(after.data.timeline).toHaveLength(before.data.timeline.length);
  });

  it("closes a business's jobs, closes open applications as company_removed and tells applicants", async () => {
    const biz = await t.registerBusiness({ business_name: 'Vanishing Inc' });
    const job = await createJob(t, biz, { title: 'Vanishing role' });
    const maya = await t.registerCustomer();
    const application = await applied(t, maya, job.id);
    t.clock.advance(1000);
    expect((await remove(biz, 'b')).statusCode).toBe(200);
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1/c/applications/${application.id}`,
      token: maya.token,
    });
    expect((mine.data as { data: { closed_reason: string } }).data.closed_reason).toBe(
      'company_removed',
    );
    const [notice] = await notificationsOf(t, maya.user.id);
    expect(notice).toMatchObject({ kind: 'posting_closed' });
    expect((await search(t, maya, 'q=vanishing')).meta.total).toBe(0);
    const [company] = await t.db.select().from(companies).where(eq(companies.userId, biz.user.id));
    expect(company).toMatchObject({ description: null, website: null, technologies: [] });
  });
});
