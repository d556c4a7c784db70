import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import {
  bulkInsert,
  POSTING_COLUMNS,
  type BulkPosting,
} from '../../src/modules/marketplace/import/bulk.ts';
import { COMPANY_PAGE_JOBS } from '../../src/modules/marketplace/companies/companies.ts';
import {
  DASHBOARD_LIST_SIZE,
  DASHBOARD_POSTINGS,
  RECOMMENDED_JOBS,
} from '../../src/modules/marketplace/dashboards.ts';
import { applied, closeJob, createDraft, createJob, moveApplication } from './helpers.ts';
import { z } from 'zod';

/** Inserts `count` published postings of `user`'s company straight into the table. */
async function manyJobs(user: TestUser, count: number, prefix: string): Promise<string[]> {
  const company = await companyId(user);
  const now = t.clock.now().getTime();
  const rows: (BulkPosting & { id: string })[] = Array.from({ length: count }, (_, i) => ({
    id: crypto.randomUUID(),
    company_id: company,
    company_name: user.user.business_name ?? '',
    title: `${prefix} ${i}`,
    description: null,
    excerpt: null,
    location: null,
    locations: [],
    workplace_type: null,
    employment_type: null,
    experience_level: null,
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    skills: [],
    status: 'published',
    published_at: new Date(now - i * 1000),
    closed_at: null,
    source: null,
    source_id: null,
    source_url: null,
    terms: [],
    sponsorship: null,
    created_at: new Date(now - i * 1000),
    updated_at: new Date(now - i * 1000),
  }));
  await bulkInsert(t.db, 'postings', [['id', 'uuid'], ...POSTING_COLUMNS], rows);
  return rows.map((r) => r.id);
}

let t: TestApp;
let maya: TestUser;
let acme: TestUser;
let zeta: TestUser;
let quiet: TestUser;

/** A row of `companyId`'s raw SQL. */
const companyIdRow = z.object({ id: z.string() });

const companyId = async (user: TestUser) =>
  (
    await queryRows(
      t.db,
      sql`SELECT id FROM companies WHERE user_id = ${user.user.id}`,
      companyIdRow,
    )
  )[0]!.id;

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  zeta = await t.registerBusiness({ business_name: 'Zeta Analytics' });
  quiet = await t.registerBusiness({ business_name: 'Aardvark Quiet' });
  await t.db.execute(sql`UPDATE companies SET industry = 'Robotics', company_size = 'large',
    remote_policy = 'hybrid', technologies = '{rust,ros}' WHERE user_id = ${acme.user.id}`);
  await t.db.execute(sql`UPDATE companies SET industry = 'Data', company_size = 'small',
    remote_policy = 'fully-remote', technologies = '{python}' WHERE user_id = ${zeta.user.id}`);
  await createJob(t, zeta, { title: 'Analyst' });
  await createJob(t, acme, { title: 'Robot Tester' });
  t.clock.advance(1000);
  await createJob(t, acme, { title: 'Robot Builder' });
  await createDraft(t, acme, { title: 'Not yet' });
});
afterAll(() => t.close());

describe('Browse Companies', () => {
  it('lists companies with the most open jobs first, then by name', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/c/companies', token: maya.token });
    expect(
      res.data.data.map((c: { name: string; open_jobs_count: number }) => [
        c.name,
        c.open_jobs_count,
      ]),
    ).toEqual([
      ['Acme Robotics', 2],
      ['Zeta Analytics', 1],
      ['Aardvark Quiet', 0],
    ]);
    expect(res.data.meta.total).toBe(3);
  });

  it('finds by part of the name, industry or a technology, and filters by policy and size', async () => {
    const q = async (query: string) =>
      (
        await t.request({ method: 'GET', url: `/api/v1/c/companies?${query}`, token: maya.token })
      ).data.data.map((c: { name: string }) => c.name);
    expect(await q('q=robot')).toEqual(['Acme Robotics']);
    expect(await q('q=DATA')).toEqual(['Zeta Analytics']);
    expect(await q('q=ros')).toEqual(['Acme Robotics']);
    expect(await q('remote_policy=fully-remote&remote_policy=onsite')).toEqual(['Zeta Analytics']);
    expect(await q('company_size=large')).toEqual(['Acme Robotics']);
  });

  it('leaves out hidden companies', async () => {
    await t.db.execute(
      sql`UPDATE privacy_settings SET profile_visibility = 'hidden' WHERE user_id = ${quiet.user.id}`,
    );
    const res = await t.request({ method: 'GET', url: '/api/v1/c/companies', token: maya.token });
    expect(res.data.data.map((c: { name: string }) => c.name)).not.toContain('Aardvark Quiet');
  });

  it('shows a company page with its open jobs, newest first', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/c/companies/${await companyId(acme)}`,
      token: maya.token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data.data).toMatchObject({
      name: 'Acme Robotics',
      industry: 'Robotics',
      technologies: ['rust', 'ros'],
      open_jobs_count: 2,
    });
    expect(res.data.data.open_jobs.map((j: { title: string }) => j.title)).toEqual([
      'Robot Builder',
      'Robot Tester',
    ]);
  });
});

describe('customer dashboard', () => {
  it('counts applications by status and shows saved jobs, recent applications and recommendations', async () => {
    const ivy = await t.registerCustomer();
    await t.db.execute(
      sql`UPDATE customer_profiles SET headline = 'Robot builder and tester' WHERE user_id = ${ivy.user.id}`,
    );
    const jobs = await Promise.all(
      ['Robot Welder', 'Robot Painter', 'Data Clerk', 'Warehouse Robot Lead'].map((title) =>
        createJob(t, acme, { title, skills: ['ROS'] }),
      ),
    );
    const a1 = await applied(t, ivy, jobs[0]!.id);
    t.clock.advance(1000);
    const a2 = await applied(t, ivy, jobs[1]!.id);
    t.clock.advance(1000);
    await moveApplication(t, acme, a2.id, 'rejected');
    await t.request({
      method: 'POST',
      url: `/api/v1/c/bookmarks/${jobs[2]!.id}`,
      token: ivy.token,
    });
    const res = await t.request({ method: 'GET', url: '/api/v1/c/dashboard', token: ivy.token });
    expect(res.statusCode).toBe(200);
    const data = res.data.data;
    expect(data.applications_by_status).toEqual({
      submitted: 1,
      reviewing: 0,
      interviewing: 0,
      offered: 0,
      hired: 0,
      rejected: 1,
      withdrawn: 0,
    });
    expect(data.saved_jobs_count).toBe(1);
    expect(data.saved_jobs.map((j: { id: string }) => j.id)).toEqual([jobs[2]!.id]);
    expect(data.recent_applications.map((a: { id: string }) => a.id)).toEqual([a2.id, a1.id]);
    const recommended: string[] = data.recommended_jobs.map((j: { title: string }) => j.title);
    // Never a job already applied to or saved; jobs matching the headline and the applied jobs'
    // titles and skills (robot, builder, tester, ROS) before the rest.
    expect(recommended).not.toContain('Robot Welder');
    expect(recommended).not.toContain('Robot Painter');
    expect(recommended).not.toContain('Data Clerk');
    expect(new Set(recommended.slice(0, 3))).toEqual(
      new Set(['Robot Builder', 'Robot Tester', 'Warehouse Robot Lead']),
    );
    expect(recommended.slice(3)).toEqual(['Analyst']);
    expect(data.unread_notifications).toBe(1);
  });
});

describe('business dashboard', () => {
  it('counts postings by state and new applications, with figures per posting', async () => {
    const biz = await t.registerBusiness({ business_name: 'Dash Co' });
    const open = await createJob(t, biz, { title: 'Open role' });
    const toClose = await createJob(t, biz, { title: 'Closing role' });
    await createDraft(t, biz, { title: 'Draft role' });
    const people = await Promise.all([1, 2, 3].map(() => t.registerCustomer()));
    const apps = [];
    for (const person of people) apps.push(await applied(t, person, open.id));
    await moveApplication(t, biz, apps[0]!.id, 'reviewing');
    await applied(t, people[0]!, toClose.id);
    await closeJob(t, biz, toClose.id);
    await t.request({ method: 'GET', url: `/api/v1/c/jobs/${open.id}`, token: people[1]!.token });

    const res = await t.request({ method: 'GET', url: '/api/v1/b/dashboard', token: biz.token });
    expect(res.statusCode).toBe(200);
    const data = res.data.data;
    expect(data.postings_by_status).toEqual({ draft: 1, published: 1, closed: 1 });
    // Submitted and still open: two on the open posting (the closed posting's one is closed).
    expect(data.new_applications_count).toBe(2);
    expect(data.recent_applications).toHaveLength(4);
    const figures = Object.fromEntries(
      data.postings.map(
        (p: {
          title: string;
          views_count: number;
          applications_count: number;
          new_applications_count: number;
        }) => [p.title, [p.views_count, p.applications_count, p.new_applications_count]],
      ),
    );
    expect(figures).toEqual({ 'Open role': [1, 3, 2], 'Closing role': [0, 1, 0] });
  });
});

describe('list sizes', () => {
  it(`shows the newest ${COMPANY_PAGE_JOBS} open jobs on a company page and counts them all`, async () => {
    const big = await t.registerBusiness({ business_name: 'Big Hiring Co' });
    const ids = await manyJobs(big, COMPANY_PAGE_JOBS + 1, 'Opening');
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/c/companies/${await companyId(big)}`,
      token: maya.token,
    });
    expect(res.data.data.open_jobs_count).toBe(COMPANY_PAGE_JOBS + 1);
    expect(res.data.data.open_jobs).toHaveLength(COMPANY_PAGE_JOBS);
    expect(res.data.data.open_jobs[0].id).toBe(ids[0]);
  });

  it(`shows ${DASHBOARD_LIST_SIZE} saved jobs, ${RECOMMENDED_JOBS} recommendations and ${DASHBOARD_POSTINGS} postings at most`, async () => {
    const shop = await t.registerBusiness({ business_name: 'Busy Shop' });
    const ids = await manyJobs(shop, DASHBOARD_POSTINGS + 1, 'Shop role');
    const saver = await t.registerCustomer();
    for (const id of ids.slice(0, DASHBOARD_LIST_SIZE + 1)) {
      t.clock.advance(1000);
      await t.request({ method: 'POST', url: `/api/v1/c/bookmarks/${id}`, token: saver.token });
    }
    const mine = await t.request({ method: 'GET', url: '/api/v1/c/dashboard', token: saver.token });
    expect(mine.data.data.saved_jobs_count).toBe(DASHBOARD_LIST_SIZE + 1);
    expect(mine.data.data.saved_jobs).toHaveLength(DASHBOARD_LIST_SIZE);
    expect(mine.data.data.saved_jobs[0].id).toBe(ids[DASHBOARD_LIST_SIZE]);
    expect(mine.data.data.recommended_jobs).toHaveLength(RECOMMENDED_JOBS);
    const theirs = await t.request({
      method: 'GET',
      url: '/api/v1/b/dashboard',
      token: shop.token,
    });
    expect(theirs.data.data.postings_by_status.published).toBe(DASHBOARD_POSTINGS + 1);
    expect(theirs.data.data.postings).toHaveLength(DASHBOARD_POSTINGS);
  });
});
