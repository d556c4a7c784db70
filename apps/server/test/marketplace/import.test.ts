/**
 * The real-data import (`db:import`): a small fixture folder written by the test, a slice of the
 * shipped data set (apps/server/data), idempotence, the mapping rules, the re-import of a newer
 * snapshot as a sync (decision 202), and the CLI itself.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { z } from 'zod';
import { queryRows } from '../../src/db/client.ts';
import { dbNumber } from '../../src/db/columns.ts';
import { SERVER_ROOT } from '../../src/config.ts';
import {
  httpUrl,
  importRealData,
  isDataDir,
  readDataDir,
  REPO_DATA_DIR,
  type CompanyRecord,
  type JobRecord,
} from '../../src/modules/marketplace/import/importData.ts';
import { search } from './helpers.ts';

// The fixture's listings and the shipped data are older than the freshness window: the searches
// here pass open_only=false to find them (the freshness rule of issue 34).

// The data set shipped in the repository.
const REAL_DATA = REPO_DATA_DIR;

const companiesFixture: CompanyRecord[] = [
  {
    slug: 'hugging-face',
    name: 'Hugging Face',
    website: 'https://huggingface.co/',
    careers_url: 'https://apply.workable.com/huggingface/',
    region: 'worldwide',
    remote_policy: 'remote-first',
    company_size: 'enterprise',
    technologies: ['python', 'rust'],
    added_at: '2021-03-01',
    updated_at: '2024-06-01',
    blurb: 'We are on a mission to democratize *good* machine learning.',
    size_text: '~200 people',
    how_to_apply: 'See our [careers page](https://apply.workable.com/huggingface/).',
  },
  {
    slug: 'tiny-co',
    name: 'Tiny Co',
    website: null,
    careers_url: null,
    region: 'europe',
    remote_policy: 'fully-remote',
    company_size: 'tiny',
    technologies: [],
    added_at: null,
    updated_at: null,
  },
];

const base = { terms: ['Summer 2025'], sponsorship: 'Other', date_updated: 1_700_100_000 };
const jobsFixture: JobRecord[] = [
  {
    ...base,
    id: 'd4a8a78a-37b7-49d3-befd-60969cf2561e',
    source_list: 'internships-2025',
    company_name: 'hugging face ', // matches the profile case-insensitively, trimmed
    title: 'Machine Learning Engineer Internship - Computer Vision - US Remote',
    locations: ['Remote in USA', 'United States'],
    date_posted: 1_701_354_263,
    active: true,
    url: 'https://apply.workable.com/huggingface/j/DAB6199FAF/apply',
  },
  {
    ...base,
    id: '11111111-1111-4111-8111-111111111111',
    source_list: 'new-grad',
    company_name: 'Quantum Widgets',
    title: 'Software Engineer, New Grad\t',
    locations: ['NYC', 'SF'],
    terms: [],
    date_posted: 1_700_000_000,
    active: false,
    url: '',
  },
  {
    ...base,
    id: '22222222-2222-4222-8222-222222222222',
    source_list: 'internships-2025',
    company_name: 'Quantum Widgets',
    title: 'Quantum Firmware Intern',
    locations: ['Boston, MA'],
    date_posted: 1_700_000_500,
    active: true,
    url: 'https://example.com/qw/1',
  },
  {
    // Same id as the previous listing of the same list, different listing.
    ...base,
    id: '22222222-2222-4222-8222-222222222222',
    source_list: 'internships-2025',
    company_name: 'Quantum Widgets',
    title: 'Quantum Hardware Intern',
    locations: ['Boston, MA'],
    date_posted: 1_700_000_600,
    active: true,
    url: 'https://example.com/qw/2',
  },
];

let t: TestApp;
let maya: TestUser;
let dir: string;

function writeData(folder: string, companies: object[], jobs: object[]): void {
  writeFileSync(
    path.join(folder, 'companies.jsonl'),
    companies.map((c) => JSON.stringify(c)).join('\n') + '\n',
  );
  writeFileSync(
    path.join(folder, 'jobs.jsonl'),
    jobs.map((j) => JSON.stringify(j)).join('\n') + '\n',
  );
}

/** The table counts and last update times {@link tableCounts} reads. */
const tableCountsRow = z.object({
  users: dbNumber,
  companies: dbNumber,
  postings: dbNumber,
  privacy: dbNumber,
  settings: dbNumber,
  last_posting_update: z.string(),
  last_company_update: z.string(),
});

/** A row read to assert what the import stored, column by column (any columns). */
const storedRow = z.record(z.string(), z.unknown());

async function tableCounts(): Promise<z.output<typeof tableCountsRow>> {
  const [row] = await queryRows(
    t.db,
    sql`SELECT (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM companies) AS companies,
               (SELECT count(*)::int FROM postings) AS postings,
               (SELECT count(*)::int FROM privacy_settings) AS privacy,
               (SELECT count(*)::int FROM notification_settings) AS settings,
               (SELECT coalesce(max(updated_at)::text, '') FROM postings) AS last_posting_update,
               (SELECT coalesce(max(updated_at)::text, '') FROM companies) AS last_company_update`,
    tableCountsRow,
  );
  return row!;
}

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  dir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-import-'));
  writeData(dir, companiesFixture, jobsFixture);
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ source_id: z.string(), title: z.string() });

describe('import of a fixture folder', () => {
  it('creates a business account and company per company, and a posting per listing', async () => {
    const result = await importRealData({ db: t.db, dir, now: t.clock.now() });
    expect(result.companies).toEqual({ read: 2, created: 3, existing: 0, withoutProfile: 1 });
    expect(result.postings).toEqual({
      read: 4,
      created: 4,
      existing: 0,
      published: 3,
      closed: 1,
      duplicateIds: 1,
    });
    expect(result.sync).toEqual({ added: 4, updated: 0, closed: 0, unchanged: 0 });
  });

  it('maps a profile: size classes, Markdown description, imported account that cannot sign in', async () => {
    const rows = await queryRows(
      t.db,
      sql`SELECT u.email, u.business_name, u.password_hash, c.slug, c.company_size, c.remote_policy,
                 c.region, c.website, c.description, c.source, c.technologies, c.industry, c.location,
                 n.frequency
            FROM companies c JOIN users u ON u.id = c.user_id
            JOIN notification_settings n ON n.user_id = u.id
           WHERE c.source IS NOT NULL ORDER BY c.slug`,
      storedRow,
    );
    expect(rows.map((r) => [r.slug, r.email, r.company_size, r.source])).toEqual([
      ['hugging-face', 'hugging-face@imported.invalid', 'large', 'remoteintech'],
      ['quantum-widgets', 'quantum-widgets@imported.invalid', null, 'simplifyjobs'],
      ['tiny-co', 'tiny-co@imported.invalid', 'small', 'remoteintech'],
    ]);
    const hf = rows[0]!;
    expect(hf.description).toBe(
      'We are on a mission to democratize *good* machine learning.\n\n## Company size\n\n~200 people\n\n## How to apply\n\nSee our [careers page](https://apply.workable.com/huggingface/).',
    );
    expect(hf).toMatchObject({
      industry: null,
      location: null,
      frequency: 'never',
      technologies: ['python', 'rust'],
    });
    // Nobody can sign in as an imported company.
    const login = await t.login('hugging-face@imported.invalid', '!imported');
    expect(login.statusCode).toBe(422);
  });

  it('maps a listing: status, dates, locations, remote, levels, source link, nothing invented', async () => {
    const res = await search(t, maya, 'q=computer%20vision&open_only=false');
    expect(res.data).toHaveLength(1);
    const job = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${res.data[0]!.id}`,
      token: maya.token,
    });
    expect(job.data.data).toMatchObject({
      title: 'Machine Learning Engineer Internship - Computer Vision - US Remote',
      description: null,
      location: 'Remote in USA; United States',
      workplace_type: 'remote',
      employment_type: 'internship',
      experience_level: 'internship',
      salary_min: null,
      salary_max: null,
      salary_currency: null,
      salary_period: null,
      skills: [],
      source_url: 'https://apply.workable.com/huggingface/j/DAB6199FAF/apply',
      published_at: new Date(1_701_354_263_000).toISOString(),
      closed_at: null,
      is_closed: false,
      company: { name: 'Hugging Face', company_size: 'large', website: 'https://huggingface.co/' },
    });
    const [closed] = await queryRows(
      t.db,
      sql`SELECT title, status, published_at, closed_at, source_url, employment_type, experience_level,
                 workplace_type, location, terms, places, place_keys
            FROM postings WHERE source = 'new-grad'`,
      storedRow,
    );
    expect(closed).toMatchObject({
      title: 'Software Engineer, New Grad',
      status: 'closed',
      source_url: null,
      employment_type: 'full_time',
      experience_level: 'entry',
      // Two places, both named cities: on-site.
      workplace_type: 'onsite',
      location: 'NYC; SF',
      places: ['New York, NY', 'San Francisco, CA'],
      terms: [],
    });
    expect(closed!.place_keys).toEqual(
      expect.arrayContaining(['city:new york', 'city:san francisco', 'metro:bay area']),
    );
    expect(new Date(closed!.published_at as string).getTime()).toBe(1_700_000_000_000);
    expect(new Date(closed!.closed_at as string).getTime()).toBe(1_700_100_000_000);
    const twins = await queryRows(
      t.db,
      sql`SELECT source_id, title FROM postings WHERE source_id LIKE '22222222%' ORDER BY source_id`,
      queryRow,
    );
    expect(twins).toEqual([
      { source_id: '22222222-2222-4222-8222-222222222222', title: 'Quantum Firmware Intern' },
      { source_id: '22222222-2222-4222-8222-222222222222~2', title: 'Quantum Hardware Intern' },
    ]);
  });

  it('changes nothing the second time', async () => {
    const before = await tableCounts();
    t.clock.advance(60_000);
    const again = await importRealData({ db: t.db, dir, now: t.clock.now() });
    expect(again.companies.created).toBe(0);
    expect(again.postings.created).toBe(0);
    expect(again.postings.existing).toBe(4);
    expect(again.sync).toEqual({ added: 0, updated: 0, closed: 0, unchanged: 4 });
    expect(await tableCounts()).toEqual(before);
  });

  it('keeps only links the contract accepts as URIs', () => {
    expect(httpUrl(' https://example.com/jobs?id=1 ')).toBe('https://example.com/jobs?id=1');
    // In the shipped profiles: a URL to WHATWG, not a URI (it broke Browse Companies' answer).
    expect(httpUrl('https://www.akamai.com/careers]\\')).toBeNull();
    expect(httpUrl('ftp://example.com/')).toBeNull();
    expect(httpUrl(`https://example.com/${'a'.repeat(2048)}`)).toBeNull();
  });

  it('leaves nothing behind when a file is malformed', async () => {
    const broken = mkdtempSync(path.join(os.tmpdir(), 'hireloop-broken-'));
    writeData(broken, companiesFixture, jobsFixture);
    writeFileSync(path.join(broken, 'jobs.jsonl'), '{"id": "x", "title": \n', { flag: 'a' });
    const before = await tableCounts();
    await expect(importRealData({ db: t.db, dir: broken, now: t.clock.now() })).rejects.toThrow(
      /jobs\.jsonl:5: not valid JSON/,
    );
    expect(await tableCounts()).toEqual(before);
    rmSync(broken, { recursive: true, force: true });
  });
});

describe('re-import of a newer snapshot (a sync)', () => {
  const later = 1_705_000_000; // the snapshot's date_updated (January 2024)
  const [hf, newGrad, firmware] = jobsFixture as [JobRecord, JobRecord, JobRecord, JobRecord];
  const snapshot: JobRecord[] = [
    {
      ...hf,
      title: 'Machine Learning Engineer Intern, Computer Vision',
      locations: ['Remote in Canada'],
      terms: ['Summer 2025', 'Fall 2025'],
      date_updated: later,
      url: 'https://apply.workable.com/huggingface/j/NEW/apply',
      sponsorship: 'Offers Sponsorship',
    },
    // Back on the list, active again.
    { ...newGrad, active: true, date_updated: later },
    // Unchanged; its twin "Quantum Hardware Intern" (kept as <id>~2) is no longer listed.
    firmware,
    {
      ...base,
      id: '33333333-3333-4333-8333-333333333333',
      source_list: 'new-grad',
      company_name: 'Brand New Co',
      title: 'Data Engineer, New Grad',
      locations: ['Austin, TX'],
      terms: [],
      date_posted: later,
      date_updated: later,
      active: true,
      url: 'https://example.com/bnc/1',
    },
  ];
  let newer: string;
  beforeAll(() => {
    newer = mkdtempSync(path.join(os.tmpdir(), 'hireloop-newer-'));
    writeData(newer, companiesFixture, snapshot);
  });
  afterAll(() => rmSync(newer, { recursive: true, force: true }));

  const listing = async (title: string) =>
    (
      await queryRows(
        t.db,
        sql`SELECT title, status, location, terms, sponsorship, source_url, places, closed_at,
                   updated_at, workplace_type
              FROM postings WHERE title = ${title}`,
        storedRow,
      )
    )[0];

  it('updates what changed, reopens, adds and closes what is no longer listed, in one summary', async () => {
    // A search answered (and cached) before the re-import.
    expect((await search(t, maya, 'q=computer%20vision&open_only=false')).data[0]!.title).toBe(
      hf.title,
    );
    t.clock.advance(60_000);
    const result = await importRealData({ db: t.db, dir: newer, now: t.clock.now() });
    expect(result.sync).toEqual({ added: 1, updated: 2, closed: 1, unchanged: 1 });
    expect(result.postings).toMatchObject({ read: 4, created: 1, existing: 3 });

    expect(await listing('Machine Learning Engineer Intern, Computer Vision')).toMatchObject({
      status: 'published',
      location: 'Remote in Canada',
      terms: ['Summer 2025', 'Fall 2025'],
      sponsorship: 'Offers Sponsorship',
      source_url: 'https://apply.workable.com/huggingface/j/NEW/apply',
      workplace_type: 'remote',
      closed_at: null,
    });
    expect(await listing(hf.title)).toBeUndefined();
    const hfRow = await listing('Machine Learning Engineer Intern, Computer Vision');
    expect(new Date(hfRow!.updated_at as string).getTime()).toBe(later * 1000);
    // Inactive before, active again: reopened.
    expect(await listing('Software Engineer, New Grad')).toMatchObject({
      status: 'published',
      closed_at: null,
    });
    // No longer listed: closed at the import's time.
    const twin = await listing('Quantum Hardware Intern');
    expect(twin).toMatchObject({ status: 'closed' });
    expect(new Date(twin!.closed_at as string).getTime()).toBe(t.clock.now().getTime());
    expect(await listing('Quantum Firmware Intern')).toMatchObject({ status: 'published' });
    expect(await listing('Data Engineer, New Grad')).toMatchObject({
      status: 'published',
      places: ['Austin, TX'],
    });

    // Search hears about it: the cached answer is not served again.
    const after = await search(t, maya, 'q=computer%20vision&open_only=false');
    expect(after.data.map((j) => j.title)).toEqual([
      'Machine Learning Engineer Intern, Computer Vision',
    ]);
    const quantum = await search(t, maya, 'q=quantum&open_only=false');
    // Quantum Widgets' listings: the reopened one is found again, the closed twin is not.
    expect(quantum.data.map((j) => j.title).sort()).toEqual([
      'Quantum Firmware Intern',
      'Software Engineer, New Grad',
    ]);
  });

  it('changes nothing when the same snapshot is imported again', async () => {
    const before = await tableCounts();
    t.clock.advance(60_000);
    const again = await importRealData({ db: t.db, dir: newer, now: t.clock.now() });
    expect(again.sync).toEqual({ added: 0, updated: 0, closed: 0, unchanged: 4 });
    expect(await tableCounts()).toEqual(before);
  });

  it('closes nothing of a list the import does not hold', async () => {
    const onlyNewGrad = mkdtempSync(path.join(os.tmpdir(), 'hireloop-new-grad-'));
    writeData(
      onlyNewGrad,
      companiesFixture,
      snapshot.filter((j) => j.source_list === 'new-grad'),
    );
    const result = await importRealData({ db: t.db, dir: onlyNewGrad, now: t.clock.now() });
    rmSync(onlyNewGrad, { recursive: true, force: true });
    expect(result.sync).toEqual({ added: 0, updated: 0, closed: 0, unchanged: 2 });
    expect(await listing('Quantum Firmware Intern')).toMatchObject({ status: 'published' });
  });
});

describe('import of the real data', () => {
  it('ships the whole data set in the repository, gzip-compressed, under 1.1 MB', async () => {
    const { profiles, jobs } = await readDataDir(REAL_DATA);
    expect(profiles).toHaveLength(882);
    expect(jobs).toHaveLength(7288);
    const bytes = ['companies.jsonl.gz', 'jobs.jsonl.gz']
      .map((f) => statSync(path.join(REAL_DATA, f)).size)
      .reduce((a, b) => a + b, 0);
    expect(bytes).toBeLessThan(1.1 * 1024 * 1024);
  });

  it('reads a folder of .jsonl.gz files like plain ones, preferring plain .jsonl', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'hireloop-gz-'));
    writeData(folder, companiesFixture.slice(0, 1), []);
    writeFileSync(
      path.join(folder, 'jobs.jsonl.gz'),
      gzipSync(JSON.stringify({ ...jobsFixture[0], id: 'gz-only' }) + '\n'),
    );
    rmSync(path.join(folder, 'jobs.jsonl'));
    expect(isDataDir(folder)).toBe(true);
    expect((await readDataDir(folder)).jobs.map((j) => j.id)).toEqual(['gz-only']);
    writeData(folder, companiesFixture.slice(0, 1), jobsFixture.slice(0, 2));
    expect((await readDataDir(folder)).jobs).toHaveLength(2);
    rmSync(path.join(folder, 'jobs.jsonl'));
    rmSync(path.join(folder, 'jobs.jsonl.gz'));
    expect(isDataDir(folder)).toBe(false);
    rmSync(folder, { recursive: true, force: true });
  });

  it('imports a slice of the shipped data set and finds a real title by search', async () => {
    const slice = mkdtempSync(path.join(os.tmpdir(), 'hireloop-slice-'));
    const { profiles: companies, jobs } = await readDataDir(REAL_DATA);
    const active = jobs.filter((j) => j.active).slice(0, 150);
    const names = new Set(active.map((j) => j.company_name.trim().toLowerCase()));
    writeData(slice, companies.slice(0, 50), active);
    const result = await importRealData({ db: t.db, dir: slice, now: t.clock.now() });
    expect(result.postings.created).toBe(active.length);
    rmSync(slice, { recursive: true, force: true });

    const target = active[42]!;
    const page = await search(
      t,
      maya,
      `q=${encodeURIComponent(target.title)}&per_page=50&open_only=false`,
    );
    const found = page.data.find((j) => j.title === target.title.replace(/\s+/g, ' ').trim());
    expect(found).toBeDefined();
    expect(names.has(found!.company.name.toLowerCase())).toBe(true);
    // Browse Companies lists the imported profiles and the companies of listings.
    const list = await t.request({
      method: 'GET',
      url: '/api/v1/c/companies?per_page=50',
      token: maya.token,
    });
    expect(list.data.meta.total).toBeGreaterThanOrEqual(50);
  }, 60_000);
});

describe('the db:import command', () => {
  it('imports into the configured database and prints counts and time; a wrong folder exits with 1', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hireloop-cli-'));
    const run = () =>
      promisify(execFile)(process.execPath, ['src/cli/import.ts', dir], {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: SERVER_ROOT },
      });
    const first = await run();
    expect(first.stdout).toContain('Companies: 3 created, 0 already imported');
    expect(first.stdout).toContain('Postings:  4 created, 0 already imported');
    expect(first.stdout).toContain('Listings: 4 added, 0 updated, 0 closed, 0 unchanged');
    expect(first.stdout).toMatch(/Done in \d+\.\d s \(pglite\)/);
    const missing = await promisify(execFile)(
      process.execPath,
      ['src/cli/import.ts', '/nonexistent'],
      {
        cwd: SERVER_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      },
    ).catch((error: { code: number; stderr: string }) => error);
    expect(missing).toMatchObject({ code: 1 });
    rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
