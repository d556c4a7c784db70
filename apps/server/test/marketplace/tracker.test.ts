/**
 * Imported listings as job seekers meet them: where each comes from and what its list states,
 * no in-app application (apply on the company's site), the "I applied" tracker with the timeline
 * the customer keeps (ownership: another customer's ids answer 404), the imported company profile
 * and the landing page's figures.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import type { Schema } from '../../src/contract/types.ts';
import { importRealData, type JobRecord } from '../../src/modules/marketplace/import/importData.ts';
import { TRACKED_EVENTS_MAX } from '../../src/modules/marketplace/applications/tracker.ts';
import { apply, createJob } from './helpers.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

const listing = (over: Partial<JobRecord>): JobRecord => ({
  id: 'aaaaaaaa-0000-4000-8000-000000000001',
  source_list: 'internships-2025',
  company_name: 'Hugging Face',
  title: 'Machine Learning Intern',
  locations: ['NYC', 'Remote in USA', 'Toronto, ON, Canada'],
  terms: ['Summer 2025'],
  date_posted: 1_760_000_000,
  date_updated: 1_761_000_000,
  active: true,
  url: 'https://apply.workable.com/huggingface/j/ML-INTERN/',
  sponsorship: 'Offers Sponsorship',
  ...over,
});

let t: TestApp;
let maya: TestUser;
let sam: TestUser;
let openId: string;
let closedId: string;
let companyId: string;
const today = () => t.clock.now().toISOString().slice(0, 10);
const daysAgo = (n: number) =>
  new Date(t.clock.now().getTime() - n * 86_400_000).toISOString().slice(0, 10);

const get = (url: string, user: TestUser = maya) =>
  t.request({ method: 'GET', url, token: user.token });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown, user = maya) =>
  t.request({ method, url, token: user.token, ...(body === undefined ? {} : { body }) });
const track = (body: Record<string, unknown>, user = maya) =>
  send('POST', '/api/v1/c/tracked-applications', body, user);

/** A row of this query's raw SQL. */
const queryRow = z.object({ id: z.string(), status: z.string(), company_id: z.string() });

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  sam = await t.registerCustomer();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-tracker-'));
  writeFileSync(
    path.join(dir, 'companies.jsonl'),
    JSON.stringify({
      slug: 'hugging-face',
      name: 'Hugging Face',
      website: 'https://huggingface.co/',
      careers_url: null,
      region: 'worldwide',
      remote_policy: 'remote-first',
      company_size: 'large',
      technologies: ['python'],
      added_at: '2021-03-01',
      updated_at: '2024-06-01',
      blurb: 'We democratize good machine learning.',
      size_text: '~200 people',
      remote_status: null,
      office_locations: 'Paris, New York',
      how_to_apply: 'See our careers page.',
    }) + '\n',
  );
  writeFileSync(
    path.join(dir, 'jobs.jsonl'),
    [
      listing({}),
      listing({ id: 'aaaaaaaa-0000-4000-8000-000000000002', title: 'Old Intern', active: false }),
    ]
      .map((j) => JSON.stringify(j))
      .join('\n') + '\n',
  );
  await importRealData({ db: t.db, dir, now: t.clock.now() });
  rmSync(dir, { recursive: true, force: true });
  const rows = await queryRows(
    t.db,
    sql`SELECT id, status, company_id FROM postings WHERE source = 'internships-2025'`,
    queryRow,
  );
  openId = rows.find((r) => r.status === 'published')!.id;
  closedId = rows.find((r) => r.status === 'closed')!.id;
  companyId = rows[0]!.company_id;
}, 60_000);
afterAll(() => t.close());

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ n: dbNumber });

describe('an imported listing', () => {
  it('says where it comes from, when it was updated, all its places, its term and sponsorship, and claims no pay or description', async () => {
    const res = await get(`/api/v1/c/jobs/${openId}`);
    expect(res.statusCode).toBe(200);
    const job = (res.data as Schema<'JobResponse'>).data;
    expect(job.listing).toEqual({
      source_name: 'SimplifyJobs/Summer2025-Internships',
      source_list_url: 'https://github.com/SimplifyJobs/Summer2025-Internships',
      updated_at: new Date(1_761_000_000 * 1000).toISOString(),
      locations: ['NYC', 'Remote in USA', 'Toronto, ON, Canada'],
      terms: ['Summer 2025'],
      sponsorship: 'Offers Sponsorship',
      tracked_application_id: null,
    });
    expect(job.source_url).toBe('https://apply.workable.com/huggingface/j/ML-INTERN/');
    expect([job.salary_min, job.salary_max, job.description]).toEqual([null, null, null]);
  });

  it('is refused an in-app application (409) and leaves no application behind', async () => {
    const res = await apply(t, maya, openId, { coverLetter: 'Hello!' });
    expect(res.statusCode).toBe(409);
    expect(res.data.message).toMatch(/company's site/);
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM applications WHERE posting_id = ${openId}`,
      queryRow2,
    );
    expect(row!.n).toBe(0);
  });

  it('a job posted on Hireloop has no listing and cannot be tracked', async () => {
    const business = await t.registerBusiness();
    const posted = await createJob(t, business);
    const job = (await get(`/api/v1/c/jobs/${posted.id}`)).data as Schema<'JobResponse'>;
    expect(job.data.listing).toBeNull();
    const res = await track({ job_id: posted.id });
    expect(res.statusCode).toBe(409);
  });
});

/** A row of this query's raw SQL. */
const queryRow3 = z.object({ n: dbNumber });

describe('the "I applied" tracker', () => {
  let trackedId: string;

  it('tracks an open imported listing with a first "applied" step and a private note', async () => {
    const res = await track({ job_id: openId, applied_on: daysAgo(3), note: '  Referred by Sam ' });
    expect(res.statusCode).toBe(201);
    const tracked = (res.data as Schema<'TrackedApplicationResponse'>).data;
    trackedId = tracked.id;
    expect(tracked).toMatchObject({ status: 'applied', note: 'Referred by Sam' });
    expect(tracked.job.id).toBe(openId);
    expect(tracked.events.map((e) => [e.status, e.date])).toEqual([['applied', daysAgo(3)]]);
    const job = (await get(`/api/v1/c/jobs/${openId}`)).data as Schema<'JobResponse'>;
    expect(job.data.listing?.tracked_application_id).toBe(trackedId);
  });

  it('refuses tracking twice, a closed listing, an unknown job and bad dates', async () => {
    expect((await track({ job_id: openId })).statusCode).toBe(409);
    expect((await track({ job_id: closedId })).statusCode).toBe(409);
    expect((await track({ job_id: '00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    const tomorrow = new Date(t.clock.now().getTime() + 86_400_000).toISOString().slice(0, 10);
    const future = await track({ job_id: closedId, applied_on: tomorrow });
    expect(future.statusCode).toBe(422);
    expect(future.data.errors.applied_on).toBeDefined();
    expect((await track({ job_id: openId, applied_on: '2026-02-30' })).statusCode).toBe(422);
    expect((await track({ job_id: 'not-a-uuid' })).statusCode).toBe(422);
  });

  it('keeps a timeline: steps with dates and notes, the latest date gives the status', async () => {
    const url = `/api/v1/c/tracked-applications/${trackedId}/events`;
    const interview = await send('POST', url, {
      status: 'interviewing',
      date: daysAgo(1),
      note: 'Call with the hiring manager',
    });
    expect(interview.statusCode).toBe(201);
    const offer = await send('POST', url, { status: 'offer', date: today() });
    const tracked = (offer.data as Schema<'TrackedApplicationResponse'>).data;
    expect(tracked.status).toBe('offer');
    expect(tracked.events.map((e) => [e.status, e.note])).toEqual([
      ['applied', null],
      ['interviewing', 'Call with the hiring manager'],
      ['offer', null],
    ]);
    // Not before the application, not in the future.
    expect((await send('POST', url, { status: 'rejected', date: daysAgo(10) })).statusCode).toBe(
      422,
    );
    expect((await send('POST', url, { status: 'maybe', date: today() })).statusCode).toBe(422);
  });

  it('removes a step but never the first, changes the private note, lists only the own', async () => {
    const base = `/api/v1/c/tracked-applications/${trackedId}`;
    const before = ((await get(base)).data as Schema<'TrackedApplicationResponse'>).data;
    const first = await send('DELETE', `${base}/events/${before.events[0]!.id}`);
    expect(first.statusCode).toBe(409);
    const removed = await send('DELETE', `${base}/events/${before.events[2]!.id}`);
    expect((removed.data as Schema<'TrackedApplicationResponse'>).data.status).toBe('interviewing');
    const noted = await send('PATCH', base, { note: 'Second round Thursday' });
    expect((noted.data as Schema<'TrackedApplicationResponse'>).data.note).toBe(
      'Second round Thursday',
    );
    const mine = (await get('/api/v1/c/tracked-applications'))
      .data as Schema<'TrackedApplicationPage'>;
    expect(mine.data.map((a) => a.id)).toEqual([trackedId]);
    expect(mine.meta.total).toBe(1);
    const theirs = (await get('/api/v1/c/tracked-applications', sam))
      .data as Schema<'TrackedApplicationPage'>;
    expect(theirs.data).toEqual([]);
  });

  it('filters by current status for My Applications, and counts what it keeps (decision 205)', async () => {
    const list = async (query: string, user = maya) =>
      (await get(`/api/v1/c/tracked-applications?${query}`, user))
        .data as Schema<'TrackedApplicationPage'>;
    // Maya's one tracked application is at "interviewing" now (its offer step was removed).
    const interviewing = await list('status=interviewing');
    expect(interviewing.data.map((a) => a.id)).toEqual([trackedId]);
    expect(interviewing.meta.total).toBe(1);
    const applied = await list('status=applied');
    expect(applied.data).toEqual([]);
    expect(applied.meta.total).toBe(0);
    expect((await list('status=applied&status=interviewing')).meta.total).toBe(1);
    expect((await list('status=interviewing', sam)).meta.total).toBe(0);
    const bad = await get('/api/v1/c/tracked-applications?status=submitted');
    // A query parameter that breaks the contract is a 400 naming it (plugins/errors.ts).
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.data.errors ?? {}).join()).toMatch(/status/);
  });

  it("refuses another customer's id on every call (404) and changes nothing", async () => {
    const base = `/api/v1/c/tracked-applications/${trackedId}`;
    const before = (await get(base)).data as Schema<'TrackedApplicationResponse'>;
    expect((await get(base, sam)).statusCode).toBe(404);
    expect((await send('PATCH', base, { note: 'mine now' }, sam)).statusCode).toBe(404);
    expect(
      (await send('POST', `${base}/events`, { status: 'rejected', date: today() }, sam)).statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', `${base}/events/${before.data.events[1]!.id}`, undefined, sam))
        .statusCode,
    ).toBe(404);
    expect((await send('DELETE', base, undefined, sam)).statusCode).toBe(404);
    // The owner sees the same application as before.
    expect((await get(base)).data).toEqual(before);
    // Sam's own view of the job shows no tracking of Maya's.
    const job = (await get(`/api/v1/c/jobs/${openId}`, sam)).data as Schema<'JobResponse'>;
    expect(job.data.listing?.tracked_application_id).toBeNull();
  });

  it('a business cannot use the tracker (403)', async () => {
    const business = await t.registerBusiness();
    expect((await get('/api/v1/c/tracked-applications', business)).statusCode).toBe(403);
  });

  it(`holds at most ${TRACKED_EVENTS_MAX} steps`, async () => {
    const res = await track({ job_id: openId }, sam);
    const id = (res.data as Schema<'TrackedApplicationResponse'>).data.id;
    const url = `/api/v1/c/tracked-applications/${id}/events`;
    for (let i = 1; i < TRACKED_EVENTS_MAX; i++) {
      expect(
        (await send('POST', url, { status: 'interviewing', date: today() }, sam)).statusCode,
      ).toBe(201);
    }
    expect((await send('POST', url, { status: 'offer', date: today() }, sam)).statusCode).toBe(409);
  }, 60_000);

  it('stops tracking: the application and its timeline are gone', async () => {
    const base = `/api/v1/c/tracked-applications/${trackedId}`;
    expect((await send('DELETE', base)).statusCode).toBe(200);
    expect((await get(base)).statusCode).toBe(404);
    const [row] = await queryRows(
      t.db,
      sql`SELECT count(*)::int AS n FROM tracked_application_events WHERE tracked_id = ${trackedId}`,
      queryRow3,
    );
    expect(row!.n).toBe(0);
  });
});

describe('the imported company page', () => {
  it('gives the profile sections once each, with their source', async () => {
    const res = await get(`/api/v1/c/companies/${companyId}`);
    const company = (res.data as Schema<'CompanyDetailResponse'>).data;
    expect(company.profile_source).toEqual({
      source_name: 'remoteintech/remote-jobs',
      source_url: 'https://github.com/remoteintech/remote-jobs',
      updated_on: '2024-06-01',
      blurb: 'We democratize good machine learning.',
      size_text: '~200 people',
      remote_status: null,
      region_text: null,
      technologies_text: null,
      office_locations: 'Paris, New York',
      how_to_apply: 'See our careers page.',
    });
    // The listing (Summer 2025, updated October 2025) is stale on the test clock (2026-01-15):
    // the page lists open jobs only (decision 200).
    expect(company.open_jobs).toEqual([]);
    expect(company.open_jobs_count).toBe(0);
  });
});

describe('the landing page figures', () => {
  it('count open jobs, those with stated pay, and companies with at least one open job', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/v1/stats' })).data.data;
    const business = await t.registerBusiness();
    const after1 = (await t.request({ method: 'GET', url: '/api/v1/stats' })).data.data;
    // A company without an open job is not hiring.
    expect(after1.companies).toBe(before.companies);
    await createJob(t, business);
    const after2 = (await t.request({ method: 'GET', url: '/api/v1/stats' })).data.data;
    expect(after2.companies).toBe(before.companies + 1);
    expect(after2.open_jobs).toBe(before.open_jobs + 1);
    expect(after2.open_jobs_with_pay).toBe(before.open_jobs_with_pay + 1);
    // The stale imported listing (no pay) is not counted (decision 200).
    expect(after2.open_jobs_with_pay).toBe(after2.open_jobs);
    expect(after2.fresh_window_days).toBe(60);
  });
});
