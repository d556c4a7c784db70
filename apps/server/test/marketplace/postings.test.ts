import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import {
  POSTING_FORM,
  apply,
  applied,
  closeJob,
  createDraft,
  createJob,
  moveApplication,
  notificationsOf,
  reopenJob,
} from './helpers.ts';

let t: TestApp;
let acme: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
});
afterAll(() => t.close());

describe('drafts', () => {
  it('saves a draft with only a title, every other field empty', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/b/postings',
      token: acme.token,
      body: { title: '  Robot Whisperer  ' },
    });
    expect(res.statusCode).toBe(201);
    expect(res.data.data).toMatchObject({
      title: 'Robot Whisperer',
      status: 'draft',
      description: null,
      salary_min: null,
      skills: [],
      published_at: null,
      company: { name: 'Acme Robotics' },
      views_count: 0,
      applications_count: 0,
    });
  });

  it('refuses a blank title and an inverted pay range with 422 on the field', async () => {
    const blank = await t.request({
      method: 'POST',
      url: '/api/v1/b/postings',
      token: acme.token,
      body: { title: '   ' },
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.data.errors.title).toEqual(['The title field is required.']);
    const inverted = await t.request({
      method: 'POST',
      url: '/api/v1/b/postings',
      token: acme.token,
      body: { title: 'X', salary_min: 100, salary_max: 99 },
    });
    expect(inverted.statusCode).toBe(422);
    expect(inverted.data.errors.salary_min).toEqual([
      'The minimum pay must not be above the maximum pay.',
    ]);
  });

  it('replaces the whole form on update: fields left out become empty', async () => {
    const draft = await createDraft(t, acme);
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/b/postings/${draft.id}`,
      token: acme.token,
      body: { title: 'Renamed', skills: ['Go', ' go ', 'Rust'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      title: 'Renamed',
      description: null,
      salary_min: null,
      location: null,
      skills: ['Go', 'Rust'],
      status: 'draft',
    });
  });

  it('deletes a draft, and refuses to delete a published posting with 409', async () => {
    const draft = await createDraft(t, acme);
    const del = await t.request({
      method: 'DELETE',
      url: `/api/v1/b/postings/${draft.id}`,
      token: acme.token,
    });
    expect(del.statusCode).toBe(200);
    const gone = await t.request({
      method: 'GET',
      url: `/api/v1/b/postings/${draft.id}`,
      token: acme.token,
    });
    expect(gone.statusCode).toBe(404);
    const job = await createJob(t, acme);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/v1/b/postings/${job.id}`,
      token: acme.token,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.data.message).toBe(
      'Only drafts can be deleted. Close a published posting instead.',
    );
  });
});

describe('publishing', () => {
  it('needs a complete pay range and names each missing field', async () => {
    const draft = await createDraft(t, acme, {
      salary_min: 50000,
      salary_max: null,
      salary_currency: null,
      salary_period: 'year',
    });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${draft.id}/publish`,
      token: acme.token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.message).toBe('A complete pay range is required to publish.');
    expect(res.data.errors).toEqual({
      salary_max: ['The maximum pay is required to publish.'],
      salary_currency: ['The currency is required to publish.'],
    });
  });

  it('refuses a minimum of 0 ("$0 an hour") with 422 on salary_min, and publishes a minimum of 1', async () => {
    const zero = await createDraft(t, acme, {
      salary_min: 0,
      salary_max: 40,
      salary_currency: 'USD',
      salary_period: 'hour',
    });
    const refused = await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${zero.id}/publish`,
      token: acme.token,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.data.errors).toEqual({
      salary_min: ['The minimum pay must be above 0 to publish.'],
    });
    const one = await createDraft(t, acme, {
      salary_min: 1,
      salary_max: 40,
      salary_currency: 'USD',
      salary_period: 'hour',
    });
    const ok = await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${one.id}/publish`,
      token: acme.token,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data).toMatchObject({ salary_min: 1, salary_max: 40, salary_period: 'hour' });
  });

  it('refuses a maximum below the minimum on a published posting with 422', async () => {
    const draft = await createDraft(t, acme, {
      salary_min: 40,
      salary_max: 60,
      salary_period: 'hour',
    });
    await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${draft.id}/publish`,
      token: acme.token,
    });
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/b/postings/${draft.id}`,
      token: acme.token,
      body: { ...POSTING_FORM, salary_min: 40, salary_max: 39, salary_period: 'hour' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.data.errors.salary_min).toEqual([
      'The minimum pay must not be above the maximum pay.',
    ]);
  });

  it('publishes with min equal to max, and only once (409 after)', async () => {
    t.clock.advance(60_000);
    const draft = await createDraft(t, acme, { salary_min: 80000, salary_max: 80000 });
    const res = await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${draft.id}/publish`,
      token: acme.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data.status).toBe('published');
    expect(res.data.data.published_at).toBe(t.clock.now().toISOString());
    const again = await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${draft.id}/publish`,
      token: acme.token,
    });
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('Only drafts can be published.');
  });

  it('keeps a published posting publishable on edit', async () => {
    const job = await createJob(t, acme);
    const res = await t.request({
      method: 'PUT',
      url: `/api/v1/b/postings/${job.id}`,
      token: acme.token,
      body: { title: job.title },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors)).toEqual([
      'salary_min',
      'salary_max',
      'salary_currency',
      'salary_period',
    ]);
    const ok = await t.request({
      method: 'PUT',
      url: `/api/v1/b/postings/${job.id}`,
      token: acme.token,
      body: { ...POSTING_FORM, title: 'Senior ML Engineer' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.data.data).toMatchObject({ title: 'Senior ML Engineer', status: 'published' });
  });
});

describe('closing', () => {
  it('closes open applications, notifies their applicants, and leaves final ones alone', async () => {
    const job = await createJob(t, acme, { title: 'Welding Robot Programmer' });
    const open1 = await t.registerCustomer({ first_name: 'Ana' });
    const open2 = await t.registerCustomer({ first_name: 'Ben' });
    const rejected = await t.registerCustomer({ first_name: 'Cem' });
    const withdrawn = await t.registerCustomer({ first_name: 'Dee' });
    const a1 = await applied(t, open1, job.id);
    const a2 = await applied(t, open2, job.id);
    await moveApplication(t, acme, a2.id, 'interviewing');
    const a3 = await applied(t, rejected, job.id);
    await moveApplication(t, acme, a3.id, 'rejected');
    const a4 = await applied(t, withdrawn, job.id);
    await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${a4.id}/withdraw`,
      token: withdrawn.token,
    });

    t.clock.advance(60_000);
    const res = await closeJob(t, acme, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.data.notified_applicants).toBe(2);
    expect(res.data.data).toMatchObject({
      status: 'closed',
      closed_at: t.clock.now().toISOString(),
    });

    for (const [user, app, closed] of [
      [open1, a1, true],
      [open2, a2, true],
      [rejected, a3, false],
      [withdrawn, a4, false],
    ] as const) {
      const mine = await t.request({
        method: 'GET',
        url: `/api/v1/c/applications/${app.id}`,
        token: user.token,
      });
      expect(mine.data.data.closed_reason).toBe(closed ? 'posting_closed' : null);
      expect(mine.data.data.closed_at).toBe(closed ? t.clock.now().toISOString() : null);
      const kinds = (await notificationsOf(t, user.user.id)).map((n) => n.kind);
      expect(kinds.includes('posting_closed')).toBe(closed);
    }
    const [note] = await notificationsOf(t, open1.user.id);
    expect(note).toMatchObject({ kind: 'posting_closed', link: `/c/applications/${a1.id}` });
    expect(note!.message).toContain('Welding Robot Programmer');
  });

  it('tells each open applicant in their notifications: "Job closed: <title>", why, and a link to the application', async () => {
    const job = await createJob(t, acme, { title: 'Harbour Crane Technician' });
    const applicant = await t.registerCustomer({ first_name: 'Eli' });
    const application = await applied(t, applicant, job.id);
    expect((await closeJob(t, acme, job.id)).statusCode).toBe(200);

    const res = await t.request({
      method: 'GET',
      url: '/api/v1/c/notifications',
      token: applicant.token,
    });
    expect(res.statusCode).toBe(200);
    const [closed] = res.data.data.notifications.filter(
      (n: { kind: string }) => n.kind === 'posting_closed',
    );
    expect(closed).toMatchObject({
      title: 'Job closed: Harbour Crane Technician',
      message:
        'Acme Robotics closed the job "Harbour Crane Technician" and is no longer accepting applications. Your application was closed with it.',
      link: `/c/applications/${application.id}`,
      is_read: false,
    });
  });

  it('answers 409 for a draft or an already closed posting, and refuses edits once closed', async () => {
    const draft = await createDraft(t, acme);
    expect((await closeJob(t, acme, draft.id)).statusCode).toBe(409);
    const job = await createJob(t, acme);
    expect((await closeJob(t, acme, job.id)).statusCode).toBe(200);
    const again = await closeJob(t, acme, job.id);
    expect(again.statusCode).toBe(409);
    expect(again.data.message).toBe('Only published postings can be closed.');
    const edit = await t.request({
      method: 'PUT',
      url: `/api/v1/b/postings/${job.id}`,
      token: acme.token,
      body: POSTING_FORM,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.data.message).toBe('A closed posting cannot be edited.');
  });
});

describe('reopening', () => {
  it('puts a closed posting back in search as newly posted; applications closed with it stay closed', async () => {
    const title = 'Underwater Drone Pilot Reopened';
    const job = await createJob(t, acme, { title });
    const ana = await t.registerCustomer({ first_name: 'Ana' });
    const application = await applied(t, ana, job.id);
    await closeJob(t, acme, job.id);
    const find = async () =>
      (
        await t.request({
          method: 'GET',
          url: `/api/v1/c/jobs?q=${encodeURIComponent(title)}`,
          token: ana.token,
        })
      ).data.data.map((j: { id: string }) => j.id);
    // Searched while closed (the counts are cached), found once reopened.
    expect(await find()).not.toContain(job.id);

    t.clock.advance(60_000);
    const res = await reopenJob(t, acme, job.id);
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      status: 'published',
      closed_at: null,
      published_at: t.clock.now().toISOString(),
    });
    expect(await find()).toContain(job.id);
    const mine = await t.request({
      method: 'GET',
      url: `/api/v1/c/applications/${application.id}`,
      token: ana.token,
    });
    expect(mine.data.data.closed_reason).toBe('posting_closed');
    // One application per job: the closed one stands.
    const again = await apply(t, ana, job.id);
    expect(again.statusCode).toBe(409);
  });

  it('answers 409 with the reason for a draft or a published posting, changing nothing', async () => {
    const draft = await createDraft(t, acme);
    const job = await createJob(t, acme);
    for (const posting of [draft, job]) {
      const res = await reopenJob(t, acme, posting.id);
      expect(res.statusCode).toBe(409);
      expect(res.data.message).toBe('Only closed postings can be reopened.');
      const now = await t.request({
        method: 'GET',
        url: `/api/v1/b/postings/${posting.id}`,
        token: acme.token,
      });
      expect(now.data.data).toMatchObject({
        status: posting.status,
        published_at: posting.published_at,
      });
    }
  });
});

describe('listing own postings', () => {
  it('lists most recently updated first, filtered by status and title', async () => {
    const other = await t.registerBusiness({ business_name: 'Lonely Co' });
    t.clock.advance(1000);
    const first = await createDraft(t, other, { title: 'Gardener' });
    t.clock.advance(1000);
    const second = await createJob(t, other, { title: 'Head Gardener' });
    t.clock.advance(1000);
    await createDraft(t, other, { title: 'Chef' });
    const all = await t.request({ method: 'GET', url: '/api/v1/b/postings', token: other.token });
    expect(all.data.data.map((p: { title: string }) => p.title)).toEqual([
      'Chef',
      'Head Gardener',
      'Gardener',
    ]);
    expect(all.data.meta).toEqual({ current_page: 1, per_page: 20, total: 3, last_page: 1 });
    const drafts = await t.request({
      method: 'GET',
      url: '/api/v1/b/postings?status=draft&q=garden',
      token: other.token,
    });
    expect(drafts.data.data.map((p: { id: string }) => p.id)).toEqual([first.id]);
    const published = await t.request({
      method: 'GET',
      url: '/api/v1/b/postings?status=published&status=closed',
      token: other.token,
    });
    expect(published.data.data.map((p: { id: string }) => p.id)).toEqual([second.id]);
    const literal = await t.request({
      method: 'GET',
      url: `/api/v1/b/postings?q=${encodeURIComponent('%')}`,
      token: other.token,
    });
    expect(literal.data.data).toEqual([]);
  });

  it('caps per_page at 50 (51 is a 400)', async () => {
    const ok = await t.request({
      method: 'GET',
      url: '/api/v1/b/postings?per_page=50',
      token: acme.token,
    });
    expect(ok.statusCode).toBe(200);
    const tooMany = await t.request({
      method: 'GET',
      url: '/api/v1/b/postings?per_page=51',
      token: acme.token,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
