/**
 * Freshness of listings (issue 34, decision 200) on the test clock: listings built from the
 * shipped data (apps/server/data/jobs.jsonl.gz) with their source's last update placed around the
 * 60-day window, an ended internship term, the shipped dates themselves (October 2024 at the
 * latest) and a Hireloop posting published long ago. The landing figures, Find Jobs (SQL and
 * match set alike), the job page and the company page count and mark them by the same rule.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { queryRows } from '../../src/db/client.ts';
import type { Schema } from '../../src/contract/types.ts';
import {
  ConfigError,
  DEFAULT_LISTING_FRESH_DAYS,
  loadConfig,
  MAX_LISTING_FRESH_DAYS,
  SERVER_ROOT,
} from '../../src/config.ts';
import { DAY_MS } from '../../src/clock.ts';
import { bulkInsert, POSTING_COLUMNS } from '../../src/modules/marketplace/import/bulk.ts';
import { freshTest, todayDay } from '../../src/modules/marketplace/postings/freshness.ts';
import {
  listingPosting,
  type JobRecord,
} from '../../src/modules/marketplace/import/importRecords.ts';
import { invalidateJobSearch } from '../../src/modules/marketplace/search/searchCache.ts';
import { searchJobs, toJobSearch } from '../../src/modules/marketplace/search/search.ts';
import { textArray } from '../../src/modules/marketplace/search/searchFilters.ts';
import { createJob, remembered, search } from './helpers.ts';
import { z } from 'zod';

let t: TestApp;
let maya: TestUser;
let quokka: TestUser;
let companyId: string;
let nowMs: number;
const ids: Record<string, string> = {};

/** Active listings of the shipped data, in file order. */
function shippedListings(): JobRecord[] {
  const text = gunzipSync(readFileSync(path.join(SERVER_ROOT, 'data/jobs.jsonl.gz'))).toString();
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JobRecord)
    .filter((r) => r.active);
}

const secondsAgo = (days: number) => Math.round((nowMs - days * DAY_MS) / 1000);

/** A row of this query's raw SQL. */
const queryRow = z.object({ id: z.string() });

/** A row of this query's raw SQL. */
const queryRow2 = z.object({ id: z.string(), source_id: z.string() });

beforeAll(async () => {
  t = await createTestApp();
  nowMs = t.clock.now().getTime();
  maya = await remembered(t, await t.registerCustomer());
  quokka = await t.registerBusiness({ business_name: 'Quokka Labs' });
  const [company] = await queryRows(
    t.db,
    sql`SELECT id FROM companies WHERE user_id = ${quokka.user.id}`,
    queryRow,
  );
  companyId = company!.id;
  const shipped = shippedListings();
  const newGrad = shipped.filter((r) => !r.terms?.length);
  const intern = shipped.filter((r) => r.terms?.length);
  // Same title everywhere (equal relevance); the stale ones are published later (newer), so
  // only the freshness key puts the open ones first.
  const built: [string, JobRecord][] = [
    ['fresh59', { ...newGrad[0]!, date_posted: secondsAgo(300), date_updated: secondsAgo(59) }],
    ['stale61', { ...newGrad[1]!, date_posted: secondsAgo(100), date_updated: secondsAgo(61) }],
    [
      'termEnded',
      {
        ...intern[0]!,
        terms: ['Summer 2025'],
        date_posted: secondsAgo(90),
        date_updated: secondsAgo(1),
      },
    ],
    [
      'termAhead',
      { ...intern[1]!, terms: ['Fall 2025', 'Summer 2026'], date_posted: secondsAgo(400) },
    ],
    // As shipped: its own dates (last updated in 2024 at the latest).
    ['asShipped', { ...intern[2]!, date_posted: secondsAgo(80) }],
  ];
  built[3]![1].date_updated = secondsAgo(10);
  const rows = built.map(([key, record]) => ({
    ...listingPosting({ ...record, title: 'Quokka Engineer' }, `fresh-${key}`, {
      id: companyId,
      name: 'Quokka Labs',
    }),
  }));
  await bulkInsert(t.db, 'postings', POSTING_COLUMNS, rows);
  const inserted = await queryRows(
    t.db,
    sql`SELECT id, source_id FROM postings WHERE source_id LIKE 'fresh-%'`,
    queryRow2,
  );
  for (const row of inserted) ids[row.source_id.slice('fresh-'.length)] = row.id;
  // A Hireloop posting published 400 days ago stays open until its business closes it.
  const hireloop = await createJob(t, quokka, { title: 'Quokka Engineer' });
  await t.db.execute(
    sql`UPDATE postings SET published_at = ${new Date(nowMs - 400 * DAY_MS).toISOString()}::timestamptz,
               updated_at = ${new Date(nowMs - 400 * DAY_MS).toISOString()}::timestamptz
         WHERE id = ${hireloop.id}`,
  );
  ids.hireloop = hireloop.id;
  invalidateJobSearch();
});

afterAll(async () => {
  await t?.close();
});

const OPEN = ['fresh59', 'termAhead', 'hireloop'];
const STALE = ['stale61', 'termEnded', 'asShipped'];
const keysOf = (page: Schema<'JobSearchResponse'>) =>
  page.data.map((j) => Object.entries(ids).find(([, id]) => id === j.id)![0]);

describe('open listings (LISTING_FRESH_DAYS = 60)', () => {
  it('the shipped data itself is stale on this clock (its last updates are from 2024)', () => {
    const latest = Math.max(...shippedListings().map((r) => r.date_updated ?? r.date_posted));
    expect(nowMs - latest * 1000).toBeGreaterThan(DEFAULT_LISTING_FRESH_DAYS * DAY_MS);
  });

  it('the landing figures count only open listings and say the window', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/stats' });
    const stats = (res.data as Schema<'PublicStatsResponse'>).data;
    expect(stats.open_jobs).toBe(OPEN.length);
    expect(stats.fresh_window_days).toBe(60);
    expect(stats.companies).toBe(1);
  });

  it('Find Jobs shows open listings only by default, by SQL and by match set alike', async () => {
    for (const query of ['q=quokka', 'sort=newest', 'q=quokka&open_only=true']) {
      const params = Object.fromEntries(new URLSearchParams(query));
      const page = await search(t, maya, query);
      expect(keysOf(page).sort()).toEqual([...OPEN].sort());
      expect(page.data.every((j) => !j.is_stale)).toBe(true);
      const bySql = await searchJobs(t.db, maya.user.id, toJobSearch(params), t.clock.now(), {
        matchSet: false,
      });
      expect(bySql.data.map((j) => j.id)).toEqual(page.data.map((j) => j.id));
      expect(bySql.meta.total).toBe(OPEN.length);
    }
  });

  it('open_only=false finds the stale ones too, marked, after the open ones at equal relevance', async () => {
    const params = { q: 'quokka', open_only: false } as const;
    const bySet = await searchJobs(t.db, maya.user.id, toJobSearch(params), t.clock.now(), {
      waitForMatchSet: true,
    });
    const bySql = await searchJobs(t.db, maya.user.id, toJobSearch(params), t.clock.now(), {
      matchSet: false,
    });
    for (const page of [bySet, bySql, await search(t, maya, 'q=quokka&open_only=false')]) {
      const keys = keysOf(page);
      expect(keys.slice(0, OPEN.length).sort()).toEqual([...OPEN].sort());
      expect(keys.slice(OPEN.length).sort()).toEqual([...STALE].sort());
      for (const job of page.data) {
        const key = keysOf({ ...page, data: [job] })[0]!;
        expect(job.is_stale).toBe(STALE.includes(key));
        expect(job.source_updated_at === null).toBe(key === 'hireloop');
      }
    }
    expect(bySql.data.map((j) => j.id)).toEqual(bySet.data.map((j) => j.id));
    const stale = bySet.data.find((j) => j.id === ids.stale61)!;
    expect(stale.source_updated_at).toBe(new Date(secondsAgo(61) * 1000).toISOString());
  });

  it('the job page and the company page use the same rule', async () => {
    const page = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${ids.stale61}`,
      token: maya.token,
    });
    const job = (page.data as Schema<'JobResponse'>).data;
    expect(job.is_stale).toBe(true);
    expect(job.company.open_jobs_count).toBe(OPEN.length);
    const fresh = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${ids.fresh59}`,
      token: maya.token,
    });
    expect((fresh.data as Schema<'JobResponse'>).data.is_stale).toBe(false);
    const company = await t.request({
      method: 'GET',
      url: `/api/v1/c/companies/${companyId}`,
      token: maya.token,
    });
    const detail = (company.data as Schema<'CompanyDetailResponse'>).data;
    expect(detail.open_jobs_count).toBe(OPEN.length);
    expect(detail.open_jobs.map((j) => j.id).sort()).toEqual(OPEN.map((k) => ids[k]).sort());
  });

  it('a listing updated 60 days ago is open until the 60th day has passed', async () => {
    t.clock.advance(DAY_MS); // fresh59 now updated 60 days ago: still open
    invalidateJobSearch();
    expect(keysOf(await search(t, maya, 'q=quokka'))).toContain('fresh59');
    t.clock.advance(1000); // 60 days and a second
    invalidateJobSearch();
    expect(keysOf(await search(t, maya, 'q=quokka'))).not.toContain('fresh59');
    const stats = await t.request({ method: 'GET', url: '/api/v1/stats' });
    expect((stats.data as Schema<'PublicStatsResponse'>).data.open_jobs).toBe(OPEN.length - 1);
  });
});

/** A row of this query's raw SQL. */
const queryRow3 = z.object({ d: z.string().nullable() });

describe('term ends (hireloop_term_ends, migration 0015)', () => {
  it('reads each season, the last of several terms, and nothing else', async () => {
    const endOf = async (terms: string[]) => {
      const [row] = await queryRows(
        t.db,
        sql`SELECT hireloop_term_ends(${terms.length ? textArray(terms) : sql`'{}'::text[]`})::text AS d`,
        queryRow3,
      );
      return row!.d;
    };
    expect(await endOf(['Winter 2025'])).toBe('2025-04-30');
    expect(await endOf(['Spring 2025'])).toBe('2025-08-31');
    expect(await endOf(['Summer 2024'])).toBe('2024-08-31');
    expect(await endOf(['Fall 2025'])).toBe('2025-12-31');
    expect(await endOf(['Summer 2024', 'Fall 2025', 'Winter 2025'])).toBe('2025-12-31');
    expect(await endOf([])).toBeNull();
    expect(await endOf(['Off-cycle'])).toBeNull();
    expect(await endOf(['Summer 2024', 'Off-cycle'])).toBeNull();
  });

  it('a term ending today is still open; the day after, it is not', () => {
    const f = { now: new Date('2025-08-31T23:59:59Z'), windowDays: 60 };
    const updated = f.now.getTime();
    const lastDay = Date.UTC(2025, 7, 31) / DAY_MS;
    expect(todayDay(f)).toBe(lastDay);
    expect(freshTest(f)(updated, lastDay)).toBe(true);
    expect(freshTest({ ...f, now: new Date('2025-09-01T00:00:00Z') })(updated, lastDay)).toBe(
      false,
    );
    expect(freshTest(f)(Number.NaN, lastDay - 400)).toBe(true); // a Hireloop posting
  });
});

describe('LISTING_FRESH_DAYS', () => {
  it(`defaults to ${DEFAULT_LISTING_FRESH_DAYS} and accepts 1 to ${MAX_LISTING_FRESH_DAYS}`, () => {
    expect(loadConfig({}).listingFreshDays).toBe(60);
    expect(loadConfig({ LISTING_FRESH_DAYS: '1' }).listingFreshDays).toBe(1);
    expect(loadConfig({ LISTING_FRESH_DAYS: '3650' }).listingFreshDays).toBe(3650);
    for (const bad of ['0', '3651', 'sixty', '-5']) {
      expect(() => loadConfig({ LISTING_FRESH_DAYS: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ LISTING_FRESH_DAYS: bad })).toThrow(
        /LISTING_FRESH_DAYS must be a number of days from 1 to 3650/,
      );
    }
  });
});
