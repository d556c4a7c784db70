/**
 * Relevance of Find Jobs on the real data: the 7,288 listings of shared/data imported once, then
 * real job-seeker queries (plain words, typos, short forms, company names, phrases, exclusions).
 * For each query, the relevant listings are judged from the data itself (title and company, the
 * judgement written below per query, never from the engine's output); up to 10 of them must
 * appear in the first page of 10. Prints recall@10 and nDCG@10 (binary relevance) per query and
 * on average, and asserts floors for both.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { SERVER_ROOT } from '../../src/config.ts';
import { importRealData, type JobRecord } from '../../src/modules/marketplace/import/importData.ts';
import { searchJobs, toJobSearch } from '../../src/modules/marketplace/search/search.ts';
import { suggestJobSearch } from '../../src/modules/marketplace/search/suggest.ts';
import {
  SIMILAR_JOBS_LIMIT,
  similarJobs,
} from '../../src/modules/marketplace/search/similarJobs.ts';
import { MAX_LISTING_FRESH_DAYS } from '../../src/config.ts';
import { openListingSql } from '../../src/modules/marketplace/postings/freshness.ts';
import { queryRows } from '../../src/db/client.ts';
import { sql } from 'drizzle-orm';
import type { QueryParams } from '../../src/contract/types.ts';
import { search } from './helpers.ts';
import { z } from 'zod';

// shared/data next to the repository, else the team machine's fixed folder (as the import test).
const REAL_DATA =
  [path.resolve(SERVER_ROOT, '../../../shared/data'), '/work/shared/data'].find((dir) =>
    existsSync(path.join(dir, 'jobs.jsonl')),
  ) ?? path.resolve(SERVER_ROOT, '../../../shared/data');

/** Least mean recall@10 over the set. */
const RECALL_FLOOR = 0.9;
/** Least mean nDCG@10 over the set. */
const NDCG_FLOOR = 0.9;

interface Judged {
  q: string;
  /** Extra query parameters (e.g. `location=NYC`). */
  params?: string;
  /** Whether a listing answers the query (title, company, locations as in the data). */
  relevant: (job: JobRecord) => boolean;
}

const title = (re: RegExp) => (j: JobRecord) => re.test(j.title);
const company = (name: string) => (j: JobRecord) =>
  j.company_name.trim().toLowerCase() === name.toLowerCase();
const both =
  (...tests: ((j: JobRecord) => boolean)[]) =>
  (j: JobRecord) =>
    tests.every((f) => f(j));
const where = (re: RegExp) => (j: JobRecord) => (j.locations ?? []).some((l) => re.test(l));

const QUERIES: Judged[] = [
  { q: 'frontend', relevant: title(/front[- ]?end/i) },
  { q: 'frontend react', relevant: title(/front[- ]?end|react/i) },
  { q: 'firmware', relevant: title(/firmware/i) },
  { q: 'embedded software', relevant: title(/embedded/i) },
  { q: 'ios', relevant: title(/\bios\b/i) },
  { q: 'android developer', relevant: title(/android/i) },
  { q: 'quant trader', relevant: title(/quant.*trad|trad.*quant/i) },
  { q: 'quantitative research', relevant: title(/quantitative research/i) },
  { q: 'machine learning', relevant: title(/machine learning/i) },
  {
    q: 'machine learning engineer',
    relevant: both(title(/machine learning/i), title(/engineer/i)),
  },
  { q: 'data science intern', relevant: title(/data scien.*intern/i) },
  { q: 'data engineer', relevant: title(/data engineer/i) },
  { q: 'data analyst', relevant: title(/data analyst/i) },
  { q: 'product manager', relevant: title(/product manag/i) },
  { q: 'security engineer', relevant: title(/security/i) },
  { q: 'devops', relevant: title(/devops/i) },
  { q: 'full stack', relevant: title(/full[- ]?stack/i) },
  { q: 'backend engineer', relevant: title(/back[- ]?end/i) },
  { q: 'site reliability', relevant: title(/site reliability/i) },
  { q: 'ux design', relevant: title(/\bux\b|user experience/i) },
  { q: 'cloud', relevant: title(/cloud/i) },
  { q: 'compiler', relevant: title(/compiler/i) },
  { q: 'supply chain', relevant: title(/supply chain/i) },
  { q: 'robotics', relevant: (j) => /robotic/i.test(j.title) || /robotic/i.test(j.company_name) },
  { q: 'network engineer', relevant: title(/network/i) },
  // Company names: the company's own postings first.
  { q: 'google', relevant: company('Google') },
  { q: 'stripe', relevant: company('Stripe') },
  { q: 'nvidia', relevant: company('NVIDIA') },
  { q: 'jane street', relevant: company('Jane Street') },
  { q: 'datadog', relevant: company('Datadog') },
  { q: 'palantir', relevant: company('Palantir') },
  { q: 'microsoft', relevant: company('Microsoft') },
  { q: 'amazon intern', relevant: both(company('Amazon'), title(/intern/i)) },
  { q: 'tesla', relevant: company('Tesla') },
  // Typos: corrected from the vocabulary.
  { q: 'sofware enginer', relevant: title(/software engineer/i) },
  { q: 'machin lerning', relevant: title(/machine learning/i) },
  { q: 'fimware', relevant: title(/firmware/i) },
  { q: 'palantr', relevant: company('Palantir') },
  { q: 'databriks', relevant: company('Databricks') },
  { q: 'andriod', relevant: title(/android/i) },
  // Phrases and exclusions.
  { q: '"data engineer"', relevant: title(/data engineer/i) },
  {
    q: 'engineer -software',
    relevant: both(title(/engineer/i), (j) => !/software/i.test(j.title)),
  },
  // Places through the location filter and its short forms.
  {
    q: 'software',
    params: 'location=NYC',
    relevant: both(title(/software/i), where(/\bNYC\b|New York/i)),
  },
  {
    q: 'intern',
    params: 'location=Bay%20Area',
    relevant: both(
      title(/intern/i),
      where(
        /\bSF\b|San Francisco|San Jose|Palo Alto|Mountain View|Sunnyvale|Santa Clara|San Mateo|Menlo Park|Redwood City|Cupertino|Fremont|Oakland|Berkeley|San Bruno|San Carlos|Foster City|Milpitas/i,
      ),
    ),
  },
  {
    q: 'engineer',
    params: 'location=Remote%20in%20USA',
    relevant: both(title(/engineer/i), where(/remote/i), where(/US|United States|USA/)),
  },
];

let t: TestApp;
let maya: TestUser;
let active: JobRecord[];

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  await importRealData({ db: t.db, dir: REAL_DATA, now: t.clock.now() });
  active = readFileSync(path.join(REAL_DATA, 'jobs.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as JobRecord)
    .filter((j) => j.active);
}, 300_000);
afterAll(() => t?.close());

const key = (companyName: string, jobTitle: string) =>
  `${companyName.replace(/\s+/g, ' ').trim().toLowerCase()}\u0000${jobTitle.replace(/\s+/g, ' ').trim().toLowerCase()}`;

describe.skipIf(!existsSync(path.join(REAL_DATA, 'jobs.jsonl')))(
  'relevance on the real data',
  () => {
    it(`keeps recall@10 ≥ ${RECALL_FLOOR} and nDCG@10 ≥ ${NDCG_FLOOR} over ${QUERIES.length} real queries`, async () => {
      expect(QUERIES.length).toBeGreaterThanOrEqual(40);
      const lines: string[] = [];
      let recallSum = 0;
      let ndcgSum = 0;
      for (const judged of QUERIES) {
        const judgedRelevant = active.filter(judged.relevant);
        const relevant = new Set(judgedRelevant.map((j) => key(j.company_name, j.title)));
        // A query without relevant listings would judge nothing.
        expect(judgedRelevant.length, judged.q).toBeGreaterThan(0);
        const page = await search(
          t,
          maya,
          // The shipped listings were last updated in 2024: stale on the test clock (decision 200).
          `q=${encodeURIComponent(judged.q)}&per_page=10&open_only=false${judged.params ? `&${judged.params}` : ''}`,
        );
        const hits = page.data.map((j) => relevant.has(key(j.company.name, j.title)));
        const ideal = Math.min(10, judgedRelevant.length);
        const found = hits.filter(Boolean).length;
        const recall = found / ideal;
        const dcg = hits.reduce((s, hit, i) => s + (hit ? 1 / Math.log2(i + 2) : 0), 0);
        let idcg = 0;
        for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
        const ndcg = dcg / idcg;
        recallSum += recall;
        ndcgSum += ndcg;
        lines.push(
          `${judged.q.padEnd(28)} ${(judged.params ?? '').padEnd(26)} relevant ${String(judgedRelevant.length).padStart(3)}  recall@10 ${recall.toFixed(2)}  nDCG@10 ${ndcg.toFixed(2)}${page.correction ? `  (corrected to "${page.correction.query}")` : ''}`,
        );
      }
      const recall = recallSum / QUERIES.length;
      const ndcg = ndcgSum / QUERIES.length;
      console.log(
        `${lines.join('\n')}\nMean over ${QUERIES.length} queries: recall@10 ${recall.toFixed(3)}, nDCG@10 ${ndcg.toFixed(3)}`,
      );
      expect(recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
      expect(ndcg).toBeGreaterThanOrEqual(NDCG_FLOOR);
    }, 300_000);
  },
);

/** Least mean precision@6 of similar jobs over {@link SIMILAR} (of the judged jobs there are). */
const SIMILAR_PRECISION_FLOOR = 0.85;

/**
 * Similar jobs judged on the real data (issue 29): for a listing whose title matches `source`
 * (the first such active listing of the file), the similar jobs shown should be ones a seeker of
 * that job would call similar: the same trade (`relevant`, judged from the title as in the data,
 * by role, not by the engine's words). Precision@6
 * counts them against the similar open jobs there are: found / min(6, open jobs judged similar).
 */
const SIMILAR: { source: RegExp; relevant: (job: { title: string }) => boolean }[] = [
  { source: /^Android .*Intern/i, relevant: (j) => /android|mobile|ios/i.test(j.title) },
  { source: /^Data Engineer/i, relevant: (j) => /data/i.test(j.title) },
  { source: /^Quantitative Research/i, relevant: (j) => /quant/i.test(j.title) },
  {
    source: /^Machine Learning Engineer/i,
    relevant: (j) => /machine learning|\bml\b|\bai\b/i.test(j.title),
  },
  { source: /^Security Engineer/i, relevant: (j) => /security|cyber/i.test(j.title) },
  {
    source: /^Front[- ]?end/i,
    relevant: (j) => /front[- ]?end|web|\bui\b|react/i.test(j.title),
  },
  { source: /^Embedded/i, relevant: (j) => /embedded|firmware/i.test(j.title) },
  // Product and program management are the same trade to a seeker; "Product Engineer" is not.
  {
    source: /^Product Manag/i,
    relevant: (j) => /product manag|program manag|\bpm\b|product owner/i.test(j.title),
  },
  // "Investment & Trading Intern": either half of the title is the job.
  { source: /Trad(ing|er) Intern/i, relevant: (j) => /trad|invest/i.test(j.title) },
  { source: /^Firmware/i, relevant: (j) => /firmware|embedded/i.test(j.title) },
];

/** A row of this query's raw SQL. */
const queryRow = z.object({ id: z.string(), title: z.string() });

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ id: z.string() });

describe.skipIf(!existsSync(path.join(REAL_DATA, 'jobs.jsonl')))(
  'similar jobs on the real data',
  () => {
    it(`keeps precision@${SIMILAR_JOBS_LIMIT} ≥ ${SIMILAR_PRECISION_FLOOR} over ${SIMILAR.length} judged jobs`, async () => {
      // The listings as they were when their lists last changed (October 2024): open but for
      // their ended internship terms (the shipped data is stale on today's clock).
      const fresh = { now: new Date('2024-10-25T00:00:00Z'), windowDays: MAX_LISTING_FRESH_DAYS };
      const open = await queryRows(
        t.db,
        sql`SELECT p.id, p.title FROM postings p WHERE ${openListingSql(fresh)}`,
        queryRow,
      );
      const lines: string[] = [];
      let sum = 0;
      for (const judged of SIMILAR) {
        const record = active.find((j) => judged.source.test(j.title));
        expect(record, String(judged.source)).toBeDefined();
        const [row] = await queryRows(
          t.db,
          sql`SELECT p.id FROM postings p
               WHERE p.title = ${record!.title.trim()} AND p.company_name = ${record!.company_name.trim()}
               LIMIT 1`,
          queryRow2,
        );
        expect(row, record!.title).toBeDefined();
        const jobs = (await similarJobs(t.db, maya.user.id, row!.id, fresh)) ?? [];
        expect(jobs, record!.title).toHaveLength(SIMILAR_JOBS_LIMIT);
        expect(jobs.map((j) => j.id)).not.toContain(row!.id);
        const available = open.filter((j) => j.id !== row!.id && judged.relevant(j)).length;
        expect(available, `open jobs judged like ${record!.title}`).toBeGreaterThan(0);
        const precision =
          jobs.filter(judged.relevant).length / Math.min(SIMILAR_JOBS_LIMIT, available);
        sum += precision;
        lines.push(
          `${record!.title.trim().slice(0, 44).padEnd(44)} judged similar ${String(available).padStart(3)}  precision@${SIMILAR_JOBS_LIMIT} ${precision.toFixed(2)}`,
        );
      }
      const mean = sum / SIMILAR.length;
      console.log(
        `${lines.join('\n')}\nMean over ${SIMILAR.length} jobs: precision@${SIMILAR_JOBS_LIMIT} ${mean.toFixed(3)}`,
      );
      expect(mean).toBeGreaterThanOrEqual(SIMILAR_PRECISION_FLOOR);
    }, 120_000);
  },
);

/**
 * Keyword searches are answered from a match set held in memory (matchSet.ts); the SQL statements
 * answer the same searches when the set is too large. Both must give the same pages, totals and
 * facets for any filters.
 */
describe.skipIf(!existsSync(path.join(REAL_DATA, 'jobs.jsonl')))(
  'the in-memory match set answers as the SQL statements',
  () => {
    const FILTERED: QueryParams<'searchJobs'>[] = [
      { q: 'engineer' },
      { q: 'engineer', page: 3 },
      { q: 'engineer', page: 60, per_page: 20 },
      { q: 'software engineer', salary_min: 80_000 },
      { q: 'software engineer', salary_min: 80_000, include_unstated_salary: true },
      { q: 'data engineer intern', workplace_type: ['remote', 'hybrid'] },
      { q: 'frontend react', employment_type: ['internship'], sort: 'newest' },
      { q: 'intern', location: 'NYC', term: ['Summer 2025'] },
      { q: 'intern', location: 'Seattle', posted_within_days: 7 },
      { q: 'engineer', sponsorship: ['offers_sponsorship'], experience_level: ['entry'] },
      { q: 'software -senior', sort: 'relevance' },
      { q: '"machine learning"' },
      { q: 'northwind' },
      { q: 'google software' },
      { q: 'soft' },
      { q: 'engineer', sort: 'salary', salary_min: 50_000 },
    ];
    // The shipped listings are stale on the test clock (decision 200): the cases find them with
    // open_only=false; the last two keep the default (nothing open) both ways.
    const CASES: QueryParams<'searchJobs'>[] = [
      ...FILTERED.map((c) => ({ open_only: false, ...c })),
      { q: 'engineer' },
      { q: 'intern', location: 'NYC', open_only: true },
    ];
    it('gives the same pages, totals and facets for keywords with any filters', async () => {
      const now = t.clock.now();
      for (const params of CASES) {
        const fromSet = await searchJobs(t.db, maya.user.id, toJobSearch(params), now, {
          waitForMatchSet: true,
        });
        const fromSql = await searchJobs(t.db, maya.user.id, toJobSearch(params), now, {
          matchSet: false,
        });
        const label = JSON.stringify(params);
        expect(
          fromSet.data.map((j) => j.id),
          label,
        ).toEqual(fromSql.data.map((j) => j.id));
        expect(fromSet.meta, label).toEqual(fromSql.meta);
        expect(fromSet.total_is_capped, label).toBe(fromSql.total_is_capped);
        expect(fromSet.facets, label).toEqual(fromSql.facets);
      }
    }, 120_000);
  },
);

describe.skipIf(!existsSync(path.join(REAL_DATA, 'jobs.jsonl')))(
  'suggestions held in memory answer as the view read in SQL',
  () => {
    const TYPED = [
      's',
      'so',
      'sof',
      'soft',
      'softw',
      'data',
      'mach',
      'pyth',
      'nort',
      'fron',
      'go',
      'goo',
      'enginer',
      'sofware',
      'new y',
      'san',
      'intern',
      'c',
      'ai',
      'zz',
      '2025',
      'é',
      'google',
      'amazon',
      'software engineer',
      'data scientist',
      'product manager',
      'remote',
    ];
    it('gives the same suggestions in the same order for prefixes and typos', async () => {
      for (const text of TYPED)
        for (const field of ['keywords', 'location'] as const)
          for (const limit of [1, 8, 10]) {
            const label = `${field} ${text} ${limit}`;
            expect(await suggestJobSearch(t.db, text, field, limit), label).toEqual(
              await suggestJobSearch(t.db, text, field, limit, { memory: false }),
            );
          }
    }, 120_000);
  },
);
