import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { searchJobs, toJobSearch } from '../../src/modules/marketplace/search/search.ts';
import { createJob } from './helpers.ts';

let t: TestApp;
let maya: TestUser;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  maya = await t.registerCustomer();
  const acme = await t.registerBusiness({ business_name: 'Acme Zoo' });
  for (const [key, workplace] of [
    ['a', 'onsite'],
    ['b', 'onsite'],
    ['c', 'remote'],
    ['d', 'onsite'],
  ] as const) {
    const job = await createJob(t, acme, {
      title: `Quokka Keeper ${key.toUpperCase()}`,
      workplace_type: workplace,
    });
    ids[key] = job.id;
  }
});
afterAll(() => t.close());

const setStatus = (id: string, status: string) =>
  t.db.execute(sql`UPDATE postings SET status = ${status} WHERE id = ${id}`);

it('answers a filter from the match set read again, not from positions found in the set read before', async () => {
  // A change no process signalled (a direct update): the set shows it once read again, 30 s on.
  await setStatus(ids.d!, 'closed');
  const at = Date.now();
  const remote = toJobSearch({ q: 'quokka', workplace_type: ['remote'], sort: 'newest' });
  const first = await searchJobs(t.db, maya.user.id, remote, new Date(at), {
    waitForMatchSet: true,
  });
  expect(first.data.map((j) => j.title)).toEqual(['Quokka Keeper C']);

  // C closes and D opens: still three matches, D where C was in the order.
  await setStatus(ids.c!, 'closed');
  await setStatus(ids.d!, 'published');
  const later = new Date(at + 31_000);
  // Served from the set held while it is read again.
  await searchJobs(t.db, maya.user.id, remote, later);
  await vi.waitFor(async () => {
    const all = await searchJobs(t.db, maya.user.id, toJobSearch({ q: 'quokka' }), later);
    expect(all.data.map((j) => j.title)).toContain('Quokka Keeper D');
  });

  const again = await searchJobs(t.db, maya.user.id, remote, new Date(at + 32_000));
  expect(again.meta.total).toBe(0);
  expect(again.data).toEqual([]);
});
