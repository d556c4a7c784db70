import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import type { Schema } from '../../src/contract/types.ts';
import {
  RANKED_MATCHES_CAP,
  searchJobs,
  toJobSearch,
} from '../../src/modules/marketplace/search/search.ts';
import { bulkInsert, POSTING_COLUMNS } from '../../src/modules/marketplace/import/bulk.ts';
import { POSTING_FORM, closeJob, createDraft, createJob, search } from './helpers.ts';
import { z } from 'zod';
import { dbTime } from '../../src/db/columns.ts';

let t: TestApp;
let maya: TestUser;
let acme: TestUser;
let globex: TestUser;
const ids: Record<string, string> = {};
const DAY = 24 * 60 * 60 * 1000;

const titles = (page: Schema<'JobSearchResponse'>) => page.data.map((j) => j.title);
const facet = (page: Schema<'JobSearchResponse'>, name: keyof Schema<'JobFacets'>) =>
  Object.fromEntries(
    (page.facets[name] as { value: string | number; count: number }[]).map((f) => [
      f.value,
      f.count,
    ]),
  );

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  globex = await t.registerBusiness({ business_name: 'Globex' });
  // Published at increasing times: the later, the newer.
  const jobs: [string, TestUser, Record<string, unknown>][] = [
    [
      'backend',
      acme,
      {
        title: 'Senior Backend Engineer',
        location: 'Berlin, Germany',
        workplace_type: 'hybrid',
        employment_type: 'full_time',
        experience_level: 'senior',
        salary_min: 70000,
        salary_max: 90000,
        salary_currency: 'EUR',
        salary_period: 'year',
        skills: ['Go', 'PostgreSQL'],
        description: 'Build payment services.',
      },
    ],
    [
      'frontend',
      acme,
      {
        title: 'Frontend Developer',
        location: 'Remote in USA',
        workplace_type: 'remote',
        employment_type: 'contract',
        experience_level: 'mid',
        salary_min: 40,
        salary_max: 50,
        salary_currency: 'USD',
        salary_period: 'hour',
        skills: ['TypeScript', 'React'],
        description: 'Work closely with backend engineers on our design system.',
      },
    ],
    [
      'intern',
      globex,
      {
        title: 'Data Science Intern',
        location: 'NYC',
        workplace_type: 'onsite',
        employment_type: 'internship',
        experience_level: 'internship',
        salary_min: 6000,
        salary_max: 7500,
        salary_currency: 'USD',
        salary_period: 'month',
        skills: ['Python', 'SQL'],
        description: 'Summer internship.',
      },
    ],
    [
      'theory',
      globex,
      {
        title: 'Theory of Computation Researcher',
        location: 'Berlin, Germany',
        workplace_type: 'onsite',
        employment_type: 'full_time',
        experience_level: 'lead',
        salary_min: 90000,
        salary_max: 90000,
        salary_currency: 'EUR',
        salary_period: 'year',
        skills: [],
        description: null,
      },
    ],
  ];
  for (const [key, business, form] of jobs) {
    t.clock.advance(60_000);
    ids[key] = (await createJob(t, business, { ...POSTING_FORM, ...form })).id;
  }
  // An imported-style job without pay (published directly: imports need no pay range).
  t.clock.advance(60_000);
  const unpaid = await createDraft(t, globex, {
    title: 'Unpaid Engineering Apprentice',
    salary_min: null,
    salary_max: null,
    salary_currency: null,
    salary_period: null,
    location: 'Toronto, ON, Canada',
    workplace_type: null,
    employment_type: 'internship',
    experience_level: 'entry',
    skills: [],
  });
  await t.db.execute(
    sql`UPDATE postings SET status = 'published', published_at = ${t.clock.now().toISOString()}::timestamptz WHERE id = ${unpaid.id}`,
  );
  ids.unpaid = unpaid.id;
  // Neither drafts nor closed jobs are searched.
  ids.draft = (await createDraft(t, acme, { title: 'Backend Engineer Draft' })).id;
  const closed = await createJob(t, acme, { title: 'Closed Backend Engineer' });
  await closeJob(t, acme, closed.id);
  ids.closed = closed.id;
});
afterAll(() => t.close());

describe('full-text search', () => {
  it('finds words of the title, company name, skills and description', async () => {
    expect(titles(await search(t, maya, 'q=frontend'))).toEqual(['Frontend Developer']);
    expect(titles(await search(t, maya, 'q=globex&sort=newest'))).toEqual([
      'Unpaid Engineering Apprentice',
      'Theory of Computation Researcher',
      'Data Science Intern',
    ]);
    expect(titles(await search(t, maya, 'q=postgresql'))).toEqual(['Senior Backend Engineer']);
    expect(titles(await search(t, maya, 'q=payment'))).toEqual(['Senior Backend Engineer']);
  });

  it('matches stemmed words and any keyword, jobs matching every keyword first', async () => {
    // "engineers" and "engineering" share the stem of "engineer".
    expect(titles(await search(t, maya, 'q=engineers&sort=newest'))).toEqual([
      'Unpaid Engineering Apprentice',
      'Frontend Developer',
      'Senior Backend Engineer',
    ]);
    const both = titles(await search(t, maya, 'q=senior%20backend'));
    expect(both[0]).toBe('Senior Backend Engineer');
    expect(both).toContain('Frontend Developer'); // "backend" in its description only
    // No job has both words: each job with either is found.
    expect(titles(await search(t, maya, 'q=senior%20frontend')).sort()).toEqual([
      'Frontend Developer',
      'Senior Backend Engineer',
    ]);
  });

  it('matches the last word as a prefix while it is typed', async () => {
    expect(titles(await search(t, maya, 'q=fronte'))).toEqual(['Frontend Developer']);
    // Longer than the stem of "engineer" (engin) but still a beginning of it.
    const typed = titles(await search(t, maya, 'q=backend%20enginee'));
    expect(typed.slice(0, 2)).toEqual(['Senior Backend Engineer', 'Frontend Developer']);
    expect(typed).toContain('Unpaid Engineering Apprentice');
    // A half-typed stop word still finds the word it begins.
    expect(titles(await search(t, maya, 'q=the'))).toEqual(['Theory of Computation Researcher']);
  });

  it('ranks title matches above description matches', async () => {
    const page = await search(t, maya, 'q=backend');
    expect(titles(page)).toEqual(['Senior Backend Engineer', 'Frontend Developer']);
    expect(page.meta.total).toBe(2);
  });

  it('never lets search syntax through: odd input is just words', async () => {
    for (const q of ["c++ & | ! ( ) ' :* <-> \\", "'); DROP TABLE postings; --", '&&&', '日本語']) {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/c/jobs?q=${encodeURIComponent(q)}`,
        token: maya.token,
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await search(t, maya, `q=${encodeURIComponent('(frontend) & !')}`)).meta.total).toBe(1);
  });

  it('treats an empty q as no keyword and sorts newest first', async () => {
    const page = await search(t, maya, 'q=');
    expect(page.data[0]!.title).toBe('Unpaid Engineering Apprentice');
    expect(page.meta.total).toBe(5);
    expect(page.data.every((j) => !j.is_closed)).toBe(true);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ published_at: dbTime });

describe('filters', () => {
  it('combines any-of values within a filter and all filters together', async () => {
    expect(
      titles(await search(t, maya, 'workplace_type=remote&workplace_type=hybrid&sort=newest')),
    ).toEqual(['Frontend Developer', 'Senior Backend Engineer']);
    expect(titles(await search(t, maya, 'workplace_type=onsite&experience_level=lead'))).toEqual([
      'Theory of Computation Researcher',
    ]);
    expect(titles(await search(t, maya, 'employment_type=internship&sort=newest'))).toEqual([
      'Unpaid Engineering Apprentice',
      'Data Science Intern',
    ]);
    expect(
      titles(await search(t, maya, `company_id=${await companyOf(acme)}&sort=newest`)),
    ).toEqual(['Frontend Developer', 'Senior Backend Engineer']);
  });

  it('matches part of the location, case-insensitively, with % taken literally', async () => {
    expect(titles(await search(t, maya, 'location=berlin&sort=newest'))).toEqual([
      'Theory of Computation Researcher',
      'Senior Backend Engineer',
    ]);
    expect(titles(await search(t, maya, 'location=remote%20IN%20usa'))).toEqual([
      'Frontend Developer',
    ]);
    expect((await search(t, maya, 'location=%25')).meta.total).toBe(0);
  });

  it('compares salary_min with the annualised top of range, at its boundary', async () => {
    // Frontend: 50/h × 2,080 = 104,000; intern: 7,500/month × 12 = 90,000; backend €90,000/year
    // = US$98,577.
    expect(titles(await search(t, maya, 'salary_min=104000'))).toEqual(['Frontend Developer']);
    expect((await search(t, maya, 'salary_min=104001')).meta.total).toBe(0);
    expect(titles(await search(t, maya, 'salary_min=90000&sort=newest'))).toEqual([
      'Theory of Computation Researcher',
      'Data Science Intern',
      'Frontend Developer',
      'Senior Backend Engineer',
    ]);
    expect(
      titles(await search(t, maya, 'salary_min=104000&include_unstated_salary=true&sort=newest')),
    ).toEqual(['Unpaid Engineering Apprentice', 'Frontend Developer']);
  });

  it('applies the pay floor to keywords in memory as the SQL does, at its boundary', async () => {
    // Keyword searches are answered from the match set held in memory (matchSet.ts).
    expect(titles(await search(t, maya, 'q=developer&salary_min=104000'))).toEqual([
      'Frontend Developer',
    ]);
    expect((await search(t, maya, 'q=developer&salary_min=104001')).meta.total).toBe(0);
    const now = t.clock.now();
    for (const q of ['developer', 'engineer', 'frontend engineer', 'intern -data', '"theory of"'])
      for (const salary_min of [undefined, 1, 90_000, 104_000, 104_001])
        for (const include_unstated_salary of [false, true])
          for (const sort of ['relevance', 'newest', 'salary'] as const) {
            const params = { q, salary_min, include_unstated_salary, sort };
            const fromSet = await searchJobs(t.db, maya.user.id, toJobSearch(params), now, {
              waitForMatchSet: true,
            });
            const fromSql = await searchJobs(t.db, maya.user.id, toJobSearch(params), now, {
              matchSet: false,
            });
            const label = JSON.stringify(params);
            expect(titles(fromSet), label).toEqual(titles(fromSql));
            expect(fromSet.meta, label).toEqual(fromSql.meta);
            expect(fromSet.facets, label).toEqual(fromSql.facets);
          }
  });

  it('keeps jobs published within the last N days, at the boundary', async () => {
    const base = new Date(t.clock.now());
    const [row] = await queryRows(
      t.db,
      sql`SELECT published_at FROM postings WHERE id = ${ids.theory}`,
      queryRow,
    );
    const original = row!.published_at;
    await t.db.execute(
      sql`UPDATE postings SET published_at = ${new Date(base.getTime() - 7 * DAY).toISOString()}::timestamptz WHERE id = ${ids.theory}`,
    );
    const within = await search(t, maya, 'posted_within_days=7&q=theory');
    expect(within.meta.total).toBe(1);
    await t.db.execute(
      sql`UPDATE postings SET published_at = ${new Date(base.getTime() - 7 * DAY - 1000).toISOString()}::timestamptz WHERE id = ${ids.theory}`,
    );
    t.clock.advance(61_000); // past the counts cache (30 s, then 30 s served while refreshed)
    expect((await search(t, maya, 'posted_within_days=7&q=theory')).meta.total).toBe(0);
    expect((await search(t, maya, 'posted_within_days=14&q=theory')).meta.total).toBe(1);
    const bad = await t.request({
      method: 'GET',
      url: '/api/v1/c/jobs?posted_within_days=5',
      token: maya.token,
    });
    expect(bad.statusCode).toBe(422);
    await t.db.execute(
      sql`UPDATE postings SET published_at = ${new Date(original).toISOString()}::timestamptz WHERE id = ${ids.theory}`,
    );
    t.clock.advance(61_000);
  });
});

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ id: z.string() });

describe('facets', () => {
  it('counts each filter value with every other filter but its own', async () => {
    const page = await search(t, maya, 'workplace_type=remote&employment_type=full_time');
    // Nothing is remote AND full time…
    expect(page.meta.total).toBe(0);
    // …but the workplace facet ignores the workplace filter (full-time jobs by workplace)…
    expect(facet(page, 'workplace_type')).toEqual({ onsite: 1, hybrid: 1, remote: 0 });
    // …and the employment facet ignores the employment filter (remote jobs by employment type).
    expect(facet(page, 'employment_type')).toEqual({
      full_time: 0,
      part_time: 0,
      contract: 1,
      temporary: 0,
      internship: 0,
    });
    expect(facet(page, 'experience_level')).toEqual({
      internship: 0,
      entry: 0,
      mid: 0,
      senior: 0,
      lead: 0,
    });
  });

  it('lists every enum value in order, the posted-within buckets, and the top locations', async () => {
    const page = await search(t, maya, '');
    expect(page.facets.workplace_type.map((f) => f.value)).toEqual(['onsite', 'hybrid', 'remote']);
    expect(page.facets.posted_within_days.map((f) => f.value)).toEqual([1, 3, 7, 14, 30]);
    expect(facet(page, 'experience_level')).toEqual({
      internship: 1,
      entry: 1,
      mid: 1,
      senior: 1,
      lead: 1,
    });
    expect(page.facets.location[0]).toEqual({ value: 'Berlin, Germany', count: 2 });
    expect(page.facets.location).toHaveLength(4);
    const filtered = await search(t, maya, 'location=berlin');
    // The location facet ignores the location filter.
    expect(filtered.facets.location).toHaveLength(4);
    expect(filtered.meta.total).toBe(2);
  });

  it('keeps counts for 30 s, then serves them once more while fresh ones are computed', async () => {
    const job = await createJob(t, globex, { title: 'Lighthouse Keeper' });
    expect((await search(t, maya, 'q=lighthouse')).meta.total).toBe(1);
    // A change this process does not know of (another server process, a script).
    const [twin] = await queryRows(
      t.db,
      sql`INSERT INTO postings (company_id, company_name, title, status, published_at, created_at, updated_at)
          SELECT company_id, company_name, 'Lighthouse Keeper II', 'published', published_at, created_at, updated_at
            FROM postings WHERE id = ${job.id} RETURNING id`,
      queryRow2,
    );
    expect(twin).toBeDefined();
    t.clock.advance(29_000);
    expect((await search(t, maya, 'q=lighthouse')).meta.total).toBe(1);
    t.clock.advance(2_000);
    // Expired: the old count once more, while the new one is computed in the background.
    expect((await search(t, maya, 'q=lighthouse')).meta.total).toBe(1);
    let total = 0;
    for (let i = 0; i < 50 && total !== 2; i++) {
      await new Promise((r) => setTimeout(r, 20));
      total = (await search(t, maya, 'q=lighthouse')).meta.total;
    }
    expect(total).toBe(2);
    await t.db.execute(sql`DELETE FROM postings WHERE id = ${twin!.id}`);
    await closeJob(t, globex, job.id);
  });

  it('never shows a job closed elsewhere, even while its ranking is cached', async () => {
    const job = await createJob(t, globex, { title: 'Zeppelin Pilot' });
    expect(titles(await search(t, maya, 'q=zeppelin'))).toEqual(['Zeppelin Pilot']);
    // Closed by another server process: this one's cache does not know yet.
    await t.db.execute(sql`UPDATE postings SET status = 'closed' WHERE id = ${job.id}`);
    expect((await search(t, maya, 'q=zeppelin')).data).toEqual([]);
  });

  it('reflects a job closed a moment ago', async () => {
    const before = (await search(t, maya, 'q=frontend')).meta.total;
    const job = await createJob(t, acme, { title: 'Frontend Lead' });
    expect((await search(t, maya, 'q=frontend')).meta.total).toBe(before + 1);
    await closeJob(t, acme, job.id);
    expect((await search(t, maya, 'q=frontend')).meta.total).toBe(before);
  });
});

describe('sorting and pages', () => {
  it('sorts by the annualised top of range in US dollars, jobs without pay last', async () => {
    // US$50/h × 2,080 = US$104,000; €90,000 a year = US$98,577 (1.0953, ECB of 4 January 2024;
    // the newer first); US$7,500/month × 12 = US$90,000, below the euros since issue 34.
    const page = await search(t, maya, 'sort=salary');
    expect(titles(page)).toEqual([
      'Frontend Developer',
      'Theory of Computation Researcher',
      'Senior Backend Engineer',
      'Data Science Intern',
      'Unpaid Engineering Apprentice',
    ]);
  });

  it('pages with per_page and reports the pages, at most 50 a page', async () => {
    const first = await search(t, maya, 'per_page=2&sort=newest');
    const third = await search(t, maya, 'per_page=2&page=3&sort=newest');
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 5, last_page: 3 });
    expect(third.data).toHaveLength(1);
    expect((await search(t, maya, 'per_page=2&page=9')).data).toEqual([]);
    const tooMany = await t.request({
      method: 'GET',
      url: '/api/v1/c/jobs?per_page=51',
      token: maya.token,
    });
    expect(tooMany.statusCode).toBe(422);
    expect((await search(t, maya, 'per_page=50')).meta.per_page).toBe(50);
  });

  it(`ranks only the newest ${RANKED_MATCHES_CAP} matches, then continues newest first`, async () => {
    const companyId = await companyOf(acme);
    const now = t.clock.now().getTime();
    // 1,010 matches of "zebra": the oldest one has the word three times in its title (the best
    // rank of all) but is outside the newest 1,000, so it comes after them.
    const rows = Array.from({ length: RANKED_MATCHES_CAP + 10 }, (_, i) => ({
      company_id: companyId,
      company_name: 'Acme Robotics',
      title: i === 0 ? 'Zebra zebra zebra keeper' : `Keeper ${i}`,
      description: i === 0 ? null : 'Looks after a zebra.',
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
      published_at: new Date(now - 10 * DAY + i * 1000),
      closed_at: null,
      source: 'test',
      source_id: `zebra-${i}`,
      source_url: null,
      terms: [],
      sponsorship: null,
      created_at: new Date(now - 10 * DAY),
      updated_at: new Date(now - 10 * DAY),
    }));
    await bulkInsert(t.db, 'postings', POSTING_COLUMNS, rows);
    await bulkInsert(t.db, 'postings', POSTING_COLUMNS, [
      {
        ...rows[1]!,
        title: 'Zebra keeper, senior',
        source_id: 'zebra-new',
        published_at: new Date(now),
      },
    ]);
    t.clock.advance(61_000);
    const first = await search(t, maya, 'q=zebra&per_page=1');
    expect(first.meta.total).toBe(RANKED_MATCHES_CAP + 11);
    // The newest title match beats the newer description matches.
    expect(titles(first)).toEqual(['Zebra keeper, senior']);
    const seen = new Set<string>();
    let last: Schema<'JobSummary'>[] = [];
    for (let page = 1; page <= 21; page++) {
      const res = await search(t, maya, `q=zebra&per_page=50&page=${page}`);
      for (const job of res.data) seen.add(job.id);
      if (res.data.length) last = res.data;
    }
    expect(seen.size).toBe(RANKED_MATCHES_CAP + 11);
    // Beyond the cap: the 11 oldest, newest first, the best-ranked oldest one at the very end.
    expect(last.at(-1)!.title).toBe('Zebra zebra zebra keeper');
  }, 60_000);
});

/** A row of `companyOf`'s raw SQL. */
const companyOfRow = z.object({ id: z.string() });

async function companyOf(user: TestUser): Promise<string> {
  const [row] = await queryRows(
    t.db,
    sql`SELECT id FROM companies WHERE user_id = ${user.user.id}`,
    companyOfRow,
  );
  return row!.id;
}
