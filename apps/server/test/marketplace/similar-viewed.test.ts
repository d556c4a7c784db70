/**
 * Issue 29's similar jobs and "viewed" signal: `GET /c/jobs/{id}/similar` (open jobs like a job,
 * ranked by its title's words, then skills, level, place and company; never itself, a closed job,
 * a draft or a stale listing; Saved and Applied flags, "I applied" included), and an
 * application's `viewed_at` (set once, by the business that received it opening it; never by the
 * applicant, a list or another business).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import type { Schema } from '../../src/contract/types.ts';
import { importRealData, type JobRecord } from '../../src/modules/marketplace/import/importData.ts';
import {
  SIMILAR_CANDIDATES_PER_WORD,
  SIMILAR_JOBS_LIMIT,
  titleTerms,
} from '../../src/modules/marketplace/search/similarJobs.ts';
import { applied, closeJob, createDraft, createJob, search } from './helpers.ts';
import { z } from 'zod';

let t: TestApp;
let acme: TestUser;
let globex: TestUser;
let maya: TestUser;
let sam: TestUser;

const get = (url: string, user: TestUser = maya) =>
  t.request({ method: 'GET', url, token: user.token });
const similarTo = async (id: string, user: TestUser = maya) => {
  const res = await get(`/api/v1/c/jobs/${id}/similar`, user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.data as Schema<'SimilarJobsResponse'>).data;
};

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  globex = await t.registerBusiness({ business_name: 'Globex' });
  maya = await t.registerCustomer();
  sam = await t.registerCustomer();
});
afterAll(() => t.close());

describe('the words of a title that make a job similar', () => {
  it('keeps each word once, drops numbers, and tells the role from the rest of the title', () => {
    expect(titleTerms('Frontend Engineer Intern (Payments - Global) Summer 2025')).toEqual([
      { word: 'frontend', inRole: true },
      { word: 'engineer', inRole: true },
      { word: 'intern', inRole: true },
      { word: 'payments', inRole: false },
      { word: 'global', inRole: false },
      { word: 'summer', inRole: false },
    ]);
    expect(titleTerms('Software Engineer Intern - Frontend – Engineer 2')).toEqual([
      { word: 'software', inRole: true },
      { word: 'engineer', inRole: true },
      { word: 'intern', inRole: true },
      { word: 'frontend', inRole: false },
    ]);
    // A hyphen inside a word is not a separator; a title of numbers has nothing to compare.
    expect(titleTerms('Front-end Developer').every((term) => term.inRole)).toBe(true);
    expect(titleTerms('2025 – 2026')).toEqual([]);
  });
});

describe('similar jobs', () => {
  it('ranks open jobs by the title words they share, then skills, level and place; never the job itself', async () => {
    const source = await createJob(t, acme, {
      title: 'Robotics Perception Engineer',
      skills: ['ROS', 'C++', 'OpenCV'],
      experience_level: 'senior',
      location: 'Pittsburgh, PA',
    });
    // Same three title words: ordered by skills in common, then level, then place.
    const twoSkills = await createJob(t, globex, {
      title: 'Perception Engineer, Robotics',
      skills: ['ROS', 'OpenCV'],
    });
    const oneSkillSameLevel = await createJob(t, globex, {
      title: 'Robotics Engineer (Perception)',
      skills: ['ros', 'Go'],
      experience_level: 'senior',
    });
    const oneSkill = await createJob(t, globex, {
      title: 'Engineer, Perception Robotics',
      skills: ['C++'],
      experience_level: 'entry',
    });
    // Fewer words of the title: after every job with all of them, the rarer word first (here
    // "perception", in 5 postings, before "engineer", in 6), then skills in common.
    const perceptionOnly = await createJob(t, globex, { title: 'Perception Researcher' });
    const engineerOnly = await createJob(t, globex, {
      title: 'Backend Engineer',
      skills: ['ROS', 'C++', 'OpenCV'],
    });
    const siteEngineer = await createJob(t, globex, { title: 'Site Engineer' });
    // Nothing in common with the title.
    await createJob(t, globex, { title: 'Accountant' });
    const jobs = await similarTo(source.id);
    expect(jobs.map((j) => j.id)).toEqual([
      twoSkills.id,
      oneSkillSameLevel.id,
      oneSkill.id,
      perceptionOnly.id,
      engineerOnly.id,
      siteEngineer.id,
    ]);
    expect(jobs[0]).toMatchObject({
      title: 'Perception Engineer, Robotics',
      company: { name: 'Globex' },
      is_closed: false,
      is_bookmarked: false,
      application_id: null,
      tracked_application_id: null,
    });
  });

  it(`answers at most ${SIMILAR_JOBS_LIMIT}, leaving out closed jobs and drafts, with the viewer’s Saved and Applied`, async () => {
    const source = await createJob(t, acme, { title: 'Welding Inspector' });
    const others = [];
    for (let i = 0; i < SIMILAR_JOBS_LIMIT + 1; i++) {
      t.clock.advance(1000);
      others.push(await createJob(t, globex, { title: `Welding Inspector ${i + 1}` }));
    }
    const closed = await createJob(t, globex, { title: 'Welding Inspector Lead' });
    await closeJob(t, globex, closed.id);
    const draft = await createDraft(t, globex, { title: 'Welding Inspector Draft' });
    const saved = others[others.length - 1]!;
    await t.request({ method: 'POST', url: `/api/v1/c/bookmarks/${saved.id}`, token: maya.token });
    const application = await applied(t, maya, saved.id);

    const jobs = await similarTo(source.id);
    expect(jobs).toHaveLength(SIMILAR_JOBS_LIMIT);
    const ids = jobs.map((j) => j.id);
    expect(ids).not.toContain(source.id);
    expect(ids).not.toContain(closed.id);
    expect(ids).not.toContain(draft.id);
    // Newest first among equals: the last one published leads, with Maya's flags on it.
    expect(jobs[0]).toMatchObject({
      id: saved.id,
      is_bookmarked: true,
      application_id: application.id,
    });
    // Another customer sees the same jobs without Maya's flags.
    const samJobs = await similarTo(source.id, sam);
    expect(samJobs.map((j) => j.id)).toEqual(ids);
    expect(samJobs[0]).toMatchObject({ is_bookmarked: false, application_id: null });
  });

  it(`takes the newest ${SIMILAR_CANDIDATES_PER_WORD} matches of a word as candidates, not one more`, async () => {
    const source = await createJob(t, acme, { title: 'Quokka', skills: ['Zoology'] });
    // The best match by skills, published before the others.
    t.clock.advance(1000);
    const oldest = await createJob(t, globex, { title: 'Quokka', skills: ['Zoology'] });
    t.clock.advance(1000);
    // Newer matches of the same word without the skill, copied in SQL (fast).
    const copy = (n: number) =>
      t.db.execute(
        sql`INSERT INTO postings (company_id, company_name, title, status, published_at, created_at, updated_at)
            SELECT company_id, company_name, title, 'published', published_at + interval '1 hour',
                   created_at, updated_at
              FROM postings, generate_series(1, ${n})
             WHERE id = ${oldest.id}`,
      );
    await copy(SIMILAR_CANDIDATES_PER_WORD - 1);
    // The oldest is the newest 200th match: a candidate, and first by skills in common.
    expect((await similarTo(source.id))[0]?.id).toBe(oldest.id);
    await copy(1);
    // The 201st: no longer a candidate.
    expect((await similarTo(source.id)).map((j) => j.id)).not.toContain(oldest.id);
    await t.db.execute(sql`DELETE FROM postings WHERE title = 'Quokka' AND id <> ${source.id}`);
  });

  it('is shown for a closed job too, and answers 404 for drafts and unknown ids', async () => {
    const source = await createJob(t, acme, { title: 'Orbital Mechanics Analyst' });
    const like = await createJob(t, globex, { title: 'Orbital Mechanics Engineer' });
    await closeJob(t, acme, source.id);
    expect((await similarTo(source.id)).map((j) => j.id)).toEqual([like.id]);
    const draft = await createDraft(t, acme, { title: 'Orbital Mechanics Draft' });
    expect((await get(`/api/v1/c/jobs/${draft.id}/similar`)).statusCode).toBe(404);
    expect(
      (await get('/api/v1/c/jobs/6f1d3a4e-0000-4000-8000-000000000000/similar')).statusCode,
    ).toBe(404);
    expect((await get('/api/v1/c/jobs/not-a-uuid/similar')).statusCode).toBe(400);
  });

  it('is the customer area’s: a business gets 403 and nobody signed out gets it', async () => {
    const source = await createJob(t, acme, { title: 'Crane Operator' });
    expect((await get(`/api/v1/c/jobs/${source.id}/similar`, acme)).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/c/jobs/${source.id}/similar` })).statusCode,
    ).toBe(401);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ id: z.string(), title: z.string() });

describe('imported listings: similar only while open, and "I applied" shows on every card', () => {
  const listing = (over: Partial<JobRecord>): JobRecord => ({
    id: 'bbbbbbbb-0000-4000-8000-000000000001',
    source_list: 'internships-2025',
    company_name: 'Hugging Face',
    title: 'Glaciology Intern',
    locations: ['Boulder, CO'],
    terms: [],
    date_posted: 1_760_000_000,
    date_updated: 1_760_000_000,
    active: true,
    url: 'https://example.org/jobs/glaciology-intern',
    sponsorship: 'Offers Sponsorship',
    ...over,
  });
  let fresh: string;
  let stale: string;

  beforeAll(async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-similar-'));
    const now = Math.floor(t.clock.now().getTime() / 1000);
    writeFileSync(path.join(dir, 'companies.jsonl'), '');
    writeFileSync(
      path.join(dir, 'jobs.jsonl'),
      [
        listing({ date_posted: now - 86_400, date_updated: now - 86_400 }),
        // Last updated by its source two years ago: stale, not open (decision 200).
        listing({
          id: 'bbbbbbbb-0000-4000-8000-000000000002',
          title: 'Glaciology Research Intern',
          date_posted: now - 730 * 86_400,
          date_updated: now - 730 * 86_400,
        }),
      ]
        .map((j) => JSON.stringify(j))
        .join('\n') + '\n',
    );
    await importRealData({ db: t.db, dir, now: t.clock.now() });
    rmSync(dir, { recursive: true, force: true });
    const rows = await queryRows(
      t.db,
      sql`SELECT id, title FROM postings WHERE title LIKE 'Glaciology%'`,
      queryRow,
    );
    fresh = rows.find((r) => r.title === 'Glaciology Intern')!.id;
    stale = rows.find((r) => r.title === 'Glaciology Research Intern')!.id;
  }, 60_000);

  it('leaves out a listing that is no longer open, and finds listings like a Hireloop posting', async () => {
    // "Glaciology Research Intern" (stale) is like "Glaciology Intern" (open), not the reverse.
    expect((await similarTo(stale))[0]).toMatchObject({ id: fresh, is_stale: false });
    expect((await similarTo(fresh)).map((j) => j.id)).not.toContain(stale);
    const posting = await createJob(t, acme, { title: 'Glaciology Field Technician' });
    const forPosting = (await similarTo(posting.id)).map((j) => j.id);
    expect(forPosting[0]).toBe(fresh);
    expect(forPosting).not.toContain(stale);
  });

  it('marks a listing tracked with "I applied" on its cards (search and similar), for that customer only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/c/tracked-applications',
      token: maya.token,
      body: { job_id: fresh },
    });
    expect(res.statusCode, res.body).toBe(201);
    const tracked = (res.data as { data: { id: string } }).data.id;
    const card = (await search(t, maya, 'q=glaciology')).data.find((j) => j.id === fresh);
    expect(card).toMatchObject({ application_id: null, tracked_application_id: tracked });
    expect((await similarTo(stale))[0]).toMatchObject({ tracked_application_id: tracked });
    const samCard = (await search(t, sam, 'q=glaciology')).data.find((j) => j.id === fresh);
    expect(samCard).toMatchObject({ tracked_application_id: null });
  });
});

describe('"Viewed by the employer"', () => {
  it('is set once when the business opens the application, never by the applicant, a list or another business', async () => {
    const job = await createJob(t, acme, { title: 'Harbour Pilot' });
    const application = await applied(t, maya, job.id);
    expect(application.viewed_at).toBeNull();
    const mine = async () =>
      (await get(`/api/v1/c/applications/${application.id}`)).data
        .data as Schema<'CustomerApplication'>;

    // The applicant's reads, the business's list and board, and another business change nothing.
    await get(`/api/v1/c/applications/${application.id}`);
    await get('/api/v1/c/applications');
    await get('/api/v1/b/applications', acme);
    await get(`/api/v1/b/applications?posting_id=${job.id}`, acme);
    expect((await get(`/api/v1/b/applications/${application.id}`, globex)).statusCode).toBe(404);
    expect((await mine()).viewed_at).toBeNull();

    const openedAt = t.clock.now().toISOString();
    expect((await get(`/api/v1/b/applications/${application.id}`, acme)).statusCode).toBe(200);
    const viewed = await mine();
    expect(viewed.viewed_at).toBe(openedAt);
    // A view is not a change: the application keeps its place in "most recently updated".
    expect(viewed.updated_at).toBe(application.updated_at);

    // Opened again later: the first view's date stays.
    t.clock.advance(5 * 60 * 1000);
    await get(`/api/v1/b/applications/${application.id}`, acme);
    expect((await mine()).viewed_at).toBe(openedAt);
    const list = (await get('/api/v1/c/applications')).data.data as Schema<'CustomerApplication'>[];
    expect(list.find((a) => a.id === application.id)?.viewed_at).toBe(openedAt);
  });
});
