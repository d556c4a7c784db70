/**
 * The first-start demo seed and the postings generator: content for every screen, generated
 * through the same code as the API.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import { DEMO_ACCOUNTS } from '../../src/demoAccounts.ts';
import { seedIfEmpty } from '../../src/seed.ts';
import { generatePostings } from '../../src/modules/marketplace/import/generate.ts';
import { readDataDir } from '../../src/modules/marketplace/import/importData.ts';
import { search } from './helpers.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

let t: TestApp;
let customer: TestUser;
let business: TestUser;

const signIn = async (account: { email: string; password: string }): Promise<TestUser> => {
  const res = await t.login(account.email, account.password, true);
  expect(res.statusCode).toBe(200);
  return {
    user: res.data.user,
    token: res.data.token,
    email: account.email,
    password: account.password,
  };
};

beforeAll(async () => {
  t = await createTestApp();
  const previous = process.env.DATA_DIR;
  process.env.DATA_DIR = t.dataDir; // the seeder stores the demo resumes under DATA_DIR
  try {
    const seeded = await seedIfEmpty({
      db: t.db,
      now: t.clock.now(),
      notifier: t.app.deps.notifier,
      media: t.app.deps.media,
      log: () => {},
    });
    expect(seeded).toBe(true);
  } finally {
    if (previous === undefined) delete process.env.DATA_DIR;
    else process.env.DATA_DIR = previous;
  }
  customer = await signIn(DEMO_ACCOUNTS.customer);
  business = await signIn(DEMO_ACCOUNTS.business);
}, 120_000);
afterAll(() => t.close());

/** A row of this query's raw SQL. */
const queryRow = z.object({
  title: z.string(),
  description: z.string().nullable(),
  salary_min: dbNumber.nullable(),
  salary_max: dbNumber.nullable(),
  salary_period: z.string().nullable(),
});

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ name: z.string() });

describe('demo seed', () => {
  it('gives every non-draft demo posting stated pay and a hand-written description of its own', async () => {
    const rows = await queryRows(
      t.db,
      sql`SELECT title, description, salary_min::float8 AS salary_min,
                 salary_max::float8 AS salary_max, salary_period
            FROM postings WHERE status <> 'draft'`,
      queryRow,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    for (const row of rows) {
      expect(row.salary_min, row.title).toBeGreaterThan(0);
      expect(row.salary_max!, row.title).toBeGreaterThanOrEqual(row.salary_min!);
      expect(row.salary_period, row.title).not.toBeNull();
      expect(row.description, row.title).toContain('## What you will do');
    }
    // No two postings share an introduction: each was written for its job.
    const intros = rows.map((r) => r.description!.split('\n\n')[0]);
    expect(new Set(intros).size).toBe(rows.length);
    // Companies and applicants have written names (no generator's "LLC", "Group", "and Sons").
    const names = await queryRows(
      t.db,
      sql`SELECT coalesce(business_name, first_name || ' ' || last_name) AS name FROM users`,
      queryRow2,
    );
    expect(names.map((n) => n.name)).toContain('Copperline Payments');
    expect(names.map((n) => n.name)).toContain('Priya Raman');
    for (const { name } of names) expect(name).not.toMatch(/\b(LLC|Inc|Group|and Sons)\b/);
  });

  it('gives the demo customer applications in several stages, saved jobs and notifications', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/c/dashboard',
      token: customer.token,
    });
    const data = res.data.data;
    const stages = Object.entries(data.applications_by_status as Record<string, number>)
      .filter(([, n]) => n > 0)
      .map(([status]) => status);
    expect(stages.length).toBeGreaterThanOrEqual(5);
    expect(data.saved_jobs_count).toBeGreaterThanOrEqual(3);
    expect(data.saved_jobs.some((j: { is_closed: boolean }) => j.is_closed)).toBe(true);
    expect(data.recommended_jobs.length).toBeGreaterThan(0);
    expect(data.unread_notifications).toBeGreaterThan(0);
    const apps = await t.request({
      method: 'GET',
      url: '/api/v1/c/applications',
      token: customer.token,
    });
    expect(
      apps.data.data.some(
        (a: { closed_reason: string | null }) => a.closed_reason === 'posting_closed',
      ),
    ).toBe(true);
    const interviewing = apps.data.data.find(
      (a: { status: string }) => a.status === 'interviewing',
    );
    expect(interviewing.timeline.map((e: { status: string }) => e.status)).toEqual([
      'submitted',
      'reviewing',
      'interviewing',
    ]);
  });

  it('gives the demo business postings in every state and applicants to review', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/v1/b/dashboard',
      token: business.token,
    });
    const data = res.data.data;
    expect(data.postings_by_status.draft).toBeGreaterThan(0);
    expect(data.postings_by_status.published).toBeGreaterThan(0);
    expect(data.postings_by_status.closed).toBeGreaterThan(0);
    expect(data.new_applications_count).toBeGreaterThan(0);
    expect(data.recent_applications.length).toBeGreaterThan(0);
    const [application] = data.recent_applications;
    const resume = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications/${application.id}/resume`,
      token: business.token,
    });
    expect(resume.statusCode).toBe(200);
    expect(resume.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('gives both demo accounts a conversation with a message unread (issue 28)', async () => {
    const mine = await t.request({
      method: 'GET',
      url: '/api/v1/c/conversations',
      token: customer.token,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.data.meta.unread_count).toBe(1);
    const talking = mine.data.data.filter(
      (c: { last_entry: { kind: string } | null }) => c.last_entry?.kind === 'message',
    );
    expect(talking).toHaveLength(2);
    const theirs = await t.request({
      method: 'GET',
      url: '/api/v1/b/conversations',
      token: business.token,
    });
    expect(theirs.data.meta.unread_count).toBe(1);
    const page = await t.request({
      method: 'GET',
      url: `/api/v1/c/applications/${talking[0].application_id}/messages`,
      token: customer.token,
    });
    expect(
      page.data.data.entries.filter((e: { kind: string }) => e.kind === 'message').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('fills search and Browse Companies', async () => {
    const page = await search(t, customer, 'q=engineer');
    expect(page.meta.total).toBeGreaterThan(3);
    const companies = await t.request({
      method: 'GET',
      url: '/api/v1/c/companies',
      token: customer.token,
    });
    expect(companies.data.meta.total).toBe(4);
  });

  it('does nothing on a database that already has users', async () => {
    const again = await seedIfEmpty({
      db: t.db,
      now: t.clock.now(),
      notifier: t.app.deps.notifier,
      media: t.app.deps.media,
      log: () => {},
    });
    expect(again).toBe(false);
  });
});

/** A row of this query's raw SQL. */
const queryRow3 = z.object({ n: dbNumber });

/** A row of this query's raw SQL. */
const queryRow4 = z.object({
  title: z.string(),
  company_name: z.string(),
  location: z.string(),
  salary_min: dbNumber,
  salary_max: dbNumber,
  excerpt: z.string(),
  status: z.string(),
});

/** A row of this query's raw SQL. */
const queryRow5 = z.object({ n: dbNumber });

describe('postings generator', () => {
  it('makes N realistic postings from the real titles, companies and locations', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-gen-'));
    writeFileSync(
      path.join(dir, 'companies.jsonl'),
      `${JSON.stringify({ slug: 'acme', name: 'Acme Corp', website: null, careers_url: null, region: null, remote_policy: null, company_size: 'medium', technologies: [], added_at: null, updated_at: null })}\n`,
    );
    const job = (id: string, title: string, company: string, locations: string[]) =>
      JSON.stringify({
        id,
        source_list: 'new-grad',
        company_name: company,
        title,
        locations,
        terms: [],
        date_posted: 1_700_000_000,
        date_updated: null,
        active: true,
        url: null,
        sponsorship: null,
      });
    writeFileSync(
      path.join(dir, 'jobs.jsonl'),
      [
        job('a', 'Software Engineer Intern', 'Acme Corp', ['Toronto, ON, Canada']),
        job('b', 'Data Analyst', 'Initech', ['Remote in USA']),
      ].join('\n'),
    );
    const before = await queryRows(t.db, sql`SELECT count(*)::int AS n FROM postings`, queryRow3);
    const result = await generatePostings({
      db: t.db,
      data: await readDataDir(dir),
      count: 120,
      now: t.clock.now(),
      seed: 7,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(result.created).toBe(120);
    const rows = await queryRows(
      t.db,
      sql`SELECT title, company_name, location, salary_min::float8 AS salary_min, salary_max::float8 AS salary_max, excerpt, status FROM postings WHERE source = 'generated'`,
      queryRow4,
    );
    expect(rows).toHaveLength(120);
    const [after] = await queryRows(t.db, sql`SELECT count(*)::int AS n FROM postings`, queryRow5);
    expect(after!.n).toBe(before[0]!.n + 120);
    for (const row of rows) {
      expect(['Acme Corp', 'Initech']).toContain(row.company_name);
      expect([
        'Toronto, ON, Canada',
        'Remote in USA',
        'Toronto, ON, Canada; Remote in USA',
        'Remote in USA; Toronto, ON, Canada',
      ]).toContain(row.location);
      expect(row.title).toMatch(/Software Engineer|Data Analyst/);
      expect(row.salary_min).toBeLessThanOrEqual(row.salary_max);
      expect(row.excerpt.length).toBeLessThanOrEqual(300);
    }
    expect(rows.filter((r) => r.status === 'published').length).toBeGreaterThan(90);
    expect(rows.some((r) => !/intern/i.test(r.title))).toBe(true);
    // Generated postings are searchable like any other.
    expect((await search(t, customer, 'q=initech')).meta.total).toBeGreaterThan(0);
  });
});
