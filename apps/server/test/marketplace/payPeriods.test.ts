import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIODS_PER_YEAR, SALARY_PERIODS } from '@hireloop/api/pay';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import type { Schema } from '../../src/contract/types.ts';
import { createJob, search } from './helpers.ts';

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
