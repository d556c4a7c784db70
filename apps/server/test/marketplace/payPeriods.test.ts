import { readFileSync } from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EUR_REFERENCE_RATES,
  PERIODS_PER_YEAR,
  SALARY_PERIODS,
  usdPerUnit,
  usdPerUnitSql,
} from '@hireloop/api/pay';
import { z } from 'zod';
import { queryRows, type RowSchema } from '../../src/db/client.ts';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import type { Schema } from '../../src/contract/types.ts';
import { createDraft, createJob, search } from './helpers.ts';

let t: TestApp;
let maya: TestUser;
let acme: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
});
afterAll(() => t.close());

describe('pay per hour, day, week, month or year', () => {
  it('keeps the typed amounts of every period and compares them per full-time year', async () => {
    // Tops: 30/h, 250/day, 1,250/week, 5,500/month, 66,000/year.
    const pay: Record<Schema<'SalaryPeriod'>, [number, number]> = {
      hour: [25, 30],
      day: [200, 250],
      week: [1000, 1250],
      month: [4500, 5500],
      year: [60000, 66000],
    };
    for (const period of SALARY_PERIODS) {
      t.clock.advance(60_000);
      const [min, max] = pay[period];
      const job = await createJob(t, acme, {
        title: `Paid per ${period}`,
        salary_min: min,
        salary_max: max,
        salary_currency: 'USD',
        salary_period: period,
      });
      expect([job.salary_min, job.salary_max, job.salary_period]).toEqual([min, max, period]);
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/c/jobs/${job.id}`,
        token: maya.token,
      });
      const shown = (res.data as Schema<'JobResponse'>).data;
      expect([shown.salary_min, shown.salary_max, shown.salary_period]).toEqual([min, max, period]);
    }
    const yearly = (period: Schema<'SalaryPeriod'>) => pay[period][1] * PERIODS_PER_YEAR[period];
    // 30 × 2,080 = 62,400; 250 × 260 = 65,000; 1,250 × 52 = 65,000; 5,500 × 12 = 66,000.
    expect(yearly('hour')).toBe(62_400);
    expect(yearly('day')).toBe(65_000);
    expect(yearly('week')).toBe(65_000);
    const titles = async (query: string) =>
      (await search(t, maya, query)).data.map((job) => job.title).sort();
    expect(await titles('salary_min=65000')).toEqual([
      'Paid per day',
      'Paid per month',
      'Paid per week',
      'Paid per year',
    ]);
    expect(await titles('salary_min=65001')).toEqual(['Paid per month', 'Paid per year']);
    // Equal yearly tops are sorted newest first (the loop publishes year, month, week, day, hour).
    expect((await search(t, maya, 'sort=salary')).data.map((job) => job.title)).toEqual([
      'Paid per month',
      'Paid per year',
      'Paid per day',
      'Paid per week',
      'Paid per hour',
    ]);
  });
});

/** Raw rows of `query`, parsed with `schema`. */
const rows = <S extends RowSchema>(query: SQL, schema: S) => queryRows(t.db, query, schema);

describe('pay with cents (issue 34 item 2)', () => {
  it('keeps 55.50 an hour through the API and the database', async () => {
    const job = await createJob(t, acme, {
      title: 'Cents per hour',
      salary_min: 40.25,
      salary_max: 55.5,
      salary_currency: 'USD',
      salary_period: 'hour',
    });
    expect([job.salary_min, job.salary_max]).toEqual([40.25, 55.5]);
    const res = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs/${job.id}`,
      token: maya.token,
    });
    const shown = (res.data as Schema<'JobResponse'>).data;
    expect([shown.salary_min, shown.salary_max]).toEqual([40.25, 55.5]);
    const [stored] = await rows(
      sql`SELECT salary_max::text, salary_max_yearly::text FROM postings WHERE id = ${job.id}`,
      z.object({ salary_max: z.string(), salary_max_yearly: z.string() }),
    );
    // 55.50 × 2,080 = 115,440 USD a year.
    expect(stored).toEqual({ salary_max: '55.50', salary_max_yearly: '115440' });
  });

  it('accepts two decimals that binary floats cannot hold (0.07) and refuses a third', async () => {
    const ok = await createDraft(t, acme, { salary_min: 0.07, salary_max: 19.99 });
    expect([ok.salary_min, ok.salary_max]).toEqual([0.07, 19.99]);
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/b/postings',
      token: acme.token,
      body: { title: 'Too precise', salary_max: 55.555 },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors)).toEqual(['salary_max']);
  });
});

/** The US-dollar factor of one currency, as text (null for an unknown currency). */
const factorRow = z.object({ factor: z.string().nullable() });

describe('pay compared in US dollars (issue 34 item 3)', () => {
  it('has the SQL conversion function of the shipped rates table', async () => {
    const migration = readFileSync(
      new URL('../../drizzle/0014_pay_cents_and_usd_comparison.sql', import.meta.url),
      'utf8',
    );
    expect(migration).toContain(`AS $$${usdPerUnitSql()}$$;`);
    for (const code of [...Object.keys(EUR_REFERENCE_RATES), 'XAF', 'usd']) {
      const [row] = await rows(
        sql`SELECT hireloop_usd_per_unit(${code})::text AS factor`,
        factorRow,
      );
      expect([code, row!.factor === null ? null : Number(row!.factor)]).toEqual([
        code,
        usdPerUnit(code),
      ]);
    }
  });

  it('sorts and filters a CA$ hourly and a US$ yearly posting by their converted annual pay', async () => {
    // CA$60 an hour is CA$124,800 a year, about US$93,606 at 1.0953 / 1.4603: below US$100,000.
    await createJob(t, acme, {
      title: 'Hourly in Canada',
      salary_min: 50,
      salary_max: 60,
      salary_currency: 'CAD',
      salary_period: 'hour',
    });
    await createJob(t, acme, {
      title: 'Yearly in the US',
      salary_min: 90000,
      salary_max: 100000,
      salary_currency: 'USD',
      salary_period: 'year',
    });
    await createJob(t, acme, {
      title: 'Unconvertible',
      salary_min: 1000,
      salary_max: 2000000,
      salary_currency: 'XAF',
      salary_period: 'year',
    });
    const [cad] = await rows(
      sql`SELECT salary_max_yearly::text AS y FROM postings WHERE title = 'Hourly in Canada'`,
      z.object({ y: z.string() }),
    );
    expect(Number(cad!.y)).toBe(Math.round(60 * 2080 * usdPerUnit('CAD')!));
    expect(Number(cad!.y)).toBe(93_606);

    const titles = async (query: string) =>
      (await search(t, maya, query)).data
        .map((job) => job.title)
        .filter((title) =>
          ['Hourly in Canada', 'Yearly in the US', 'Unconvertible'].includes(title),
        );
    expect(await titles('sort=salary')).toEqual([
      'Yearly in the US',
      'Hourly in Canada',
      'Unconvertible',
    ]);
    // The filter's boundary is the converted amount: 93,606 passes, 93,607 does not.
    expect(await titles('salary_min=93606&sort=salary')).toEqual([
      'Yearly in the US',
      'Hourly in Canada',
    ]);
    expect(await titles('salary_min=93607')).toEqual(['Yearly in the US']);
    // A currency without a rate is treated like unstated pay.
    expect(await titles('salary_min=1&include_unstated_salary=true&sort=salary')).toEqual([
      'Yearly in the US',
      'Hourly in Canada',
      'Unconvertible',
    ]);
  });
});
