import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_ERRORS,
  SAVED_SEARCH_NAME_MAX,
} from '@hireloop/api/savedSearches';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import { loadContract } from '../../src/contract/openapi.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { closeJob, createDraft, createJob, reopenJob } from './helpers.ts';
import {
  ALERT_PERIOD_MS,
  announcePosting,
  MATCH_COLUMNS_VERSION,
} from '../../src/modules/marketplace/savedSearches/savedSearches.ts';
import {
  runJobAlerts,
  savedSearchHousekeeping,
} from '../../src/modules/marketplace/savedSearches/jobAlerts.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

let t: TestApp;
let acme: TestUser;

beforeAll(async () => {
  t = await createTestApp();
});
// A fresh business (and session) per test: tests move the clock by days, past any session.
beforeEach(async () => {
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
});
afterAll(() => t.close());

const BASE = '/api/v1/c/saved-searches';

async function save(user: TestUser, name: string, query: Record<string, unknown> = {}) {
  return t.request({ method: 'POST', url: BASE, token: user.token, body: { name, query } });
}
async function list(user: TestUser) {
  await signIn(user);
  const res = await t.request({ method: 'GET', url: BASE, token: user.token });
  expect(res.statusCode).toBe(200);
  return res.data.data as { id: string; name: string; new_matches: number; paused: boolean }[];
}
/** Signs in again (the clock may have moved past the session's lifetime). */
async function signIn(user: TestUser): Promise<TestUser> {
  const res = await t.login(user.email, user.password);
  expect(res.statusCode).toBe(200);
  user.token = res.data.token as string;
  return user;
}
async function alertsOf(user: TestUser) {
  await signIn(user);
  const res = await t.request({
    method: 'GET',
    url: '/api/v1/c/notifications?per_page=100',
    token: user.token,
  });
  return (res.data.data.notifications as { kind: string; title: string; link: string }[]).filter(
    (n) => n.kind === 'job_alert',
  );
}
async function mailsTo(user: TestUser) {
  return (await t.emails()).filter((m) => m.to === user.email && m.subject.startsWith('Job alert'));
}
async function setFrequency(user: TestUser, frequency: string) {
  const res = await t.request({
    method: 'PUT',
    url: '/api/v1/c/settings/notification',
    token: user.token,
    body: { settings: {}, frequency },
  });
  expect(res.statusCode).toBe(200);
}
/** A word no other posting of this file holds, so each test matches only its own postings. */
let n = 0;
const word = () => `zorbex${++n}q`;

describe('saving, listing, renaming, pausing, deleting', () => {
  it('saves the query with every filter under a trimmed name and lists it newest first', async () => {
    const maya = await t.registerCustomer();
    const query = {
      q: 'machine learning',
      location: 'Berlin',
      workplace_type: ['remote', 'hybrid'],
      employment_type: ['full_time'],
      experience_level: ['mid', 'senior'],
      salary_min: 90000,
      include_unstated_salary: true,
      posted_within_days: 7,
      company_id: acme.user.id,
      sort: 'newest',
    };
    const first = await save(maya, '  ML in Berlin  ', query);
    t.clock.advance(1000);
    expect(first.statusCode).toBe(201);
    expect(first.data.data).toMatchObject({
      name: 'ML in Berlin',
      query,
      paused: false,
      new_matches: 0,
      last_visited_at: null,
    });
    await save(maya, 'Second');
    expect((await list(maya)).map((s) => s.name)).toEqual(['Second', 'ML in Berlin']);
  });

  it('refuses an empty name and one over the limit with 422 on name; the limit itself passes', async () => {
    const maya = await t.registerCustomer();
    const blank = await save(maya, '   ');
    expect(blank.statusCode).toBe(422);
    expect(blank.data.errors.name).toEqual([SAVED_SEARCH_ERRORS.nameRequired]);
    const tooLong = await save(maya, 'x'.repeat(SAVED_SEARCH_NAME_MAX + 1));
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.data.errors.name).toEqual([SAVED_SEARCH_ERRORS.nameTooLong]);
    expect((await save(maya, 'é'.repeat(SAVED_SEARCH_NAME_MAX))).statusCode).toBe(201);
    expect(await list(maya)).toHaveLength(1);
  });

  it(`keeps at most ${MAX_SAVED_SEARCHES} searches a user and says so`, async () => {
    const maya = await t.registerCustomer();
    for (let i = 0; i < MAX_SAVED_SEARCHES; i++)
      expect((await save(maya, `Search ${i}`, { q: `topic${i}` })).statusCode).toBe(201);
    const over = await save(maya, 'One too many', { q: 'another topic' });
    expect(over.statusCode).toBe(422);
    expect(over.data.message).toBe(SAVED_SEARCH_ERRORS.tooMany);
    // At the limit, saving one it has already is not "one too many": it answers that one.
    const again = await save(maya, 'Again', { q: 'topic3' });
    expect(again.statusCode).toBe(200);
    expect(again.data.data.name).toBe('Search 3');
    expect(await list(maya)).toHaveLength(MAX_SAVED_SEARCHES);
    // Deleting one makes room again.
    const [one] = await list(maya);
    await t.request({ method: 'DELETE', url: `${BASE}/${one!.id}`, token: maya.token });
    expect((await save(maya, 'Now it fits', { q: 'another topic' })).statusCode).toBe(201);
  });

  it('refuses a filter outside the Find Jobs vocabulary (400) and saves nothing', async () => {
    const maya = await t.registerCustomer();
    const res = await t.request({
      method: 'POST',
      url: BASE,
      token: maya.token,
      body: { name: 'Bad', query: { workplace_type: ['moon'] } },
    });
    expect([400, 422]).toContain(res.statusCode);
    expect(await list(maya)).toHaveLength(0);
  });

  it('renames, pauses and resumes, and deletes', async () => {
    const maya = await t.registerCustomer();
    const id = (await save(maya, 'Old name')).data.data.id as string;
    const renamed = await t.request({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      token: maya.token,
      body: { name: ' New name ' },
    });
    expect(renamed.data.data).toMatchObject({ name: 'New name', paused: false });
    const paused = await t.request({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      token: maya.token,
      body: { paused: true },
    });
    expect(paused.data.data.paused).toBe(true);
    const badName = await t.request({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      token: maya.token,
      body: { name: '' },
    });
    expect(badName.statusCode).toBe(422);
    const resumed = await t.request({
      method: 'PATCH',
      url: `${BASE}/${id}`,
      token: maya.token,
      body: { paused: false },
    });
    expect(resumed.data.data).toMatchObject({ paused: false, name: 'New name' });
    const deleted = await t.request({ method: 'DELETE', url: `${BASE}/${id}`, token: maya.token });
    expect(deleted.statusCode).toBe(200);
    expect(await list(maya)).toHaveLength(0);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ n: dbNumber });

describe('saving the same search twice (decision 205)', () => {
  const query = {
    q: 'Machine Learning',
    workplace_type: ['remote', 'hybrid'],
    salary_min: 90000,
    sort: 'newest',
  };
  const rows = async (userId: string) =>
    (
      await queryRows(
        t.db,
        sql`SELECT count(*)::int AS n FROM saved_searches WHERE user_id = ${userId}`,
        queryRow,
      )
    )[0]!;

  it('adds no second row and answers 200 with the search saved first, its name kept', async () => {
    const maya = await t.registerCustomer();
    const first = await save(maya, 'ML, remote', query);
    expect(first.statusCode).toBe(201);
    // The same normalised keywords and filters: case, spaces, order and the sort do not matter.
    const second = await save(maya, 'Another name', {
      q: '  machine   learning ',
      workplace_type: ['hybrid', 'remote'],
      salary_min: 90000,
      location: ' ',
      sort: 'salary',
    });
    expect(second.statusCode).toBe(200);
    expect(second.data.data).toMatchObject({ id: first.data.data.id, name: 'ML, remote' });
    expect((await rows(maya.user.id)).n).toBe(1);
  });

  it('saves a search that differs in any filter', async () => {
    const maya = await t.registerCustomer();
    expect((await save(maya, 'A', query)).statusCode).toBe(201);
    expect((await save(maya, 'B', { ...query, salary_min: 90001 })).statusCode).toBe(201);
    expect((await save(maya, 'C', { ...query, workplace_type: ['remote'] })).statusCode).toBe(201);
    expect((await save(maya, 'D', { ...query, q: 'machine' })).statusCode).toBe(201);
    expect((await save(maya, 'E', { ...query, posted_within_days: 7 })).statusCode).toBe(201);
    expect((await rows(maya.user.id)).n).toBe(5);
  });

  it("does not count another user's search with the same filters", async () => {
    const maya = await t.registerCustomer();
    const eve = await t.registerCustomer();
    const mine = await save(maya, 'Mine', query);
    const theirs = await save(eve, 'Theirs', query);
    expect(theirs.statusCode).toBe(201);
    expect(theirs.data.data.id).not.toBe(mine.data.data.id);
    expect((await rows(eve.user.id)).n).toBe(1);
  });
});

describe('ownership', () => {
  it("answers 404 to another customer's search id and changes nothing; a business gets 403", async () => {
    const maya = await t.registerCustomer();
    const eve = await t.registerCustomer();
    const id = (await save(maya, 'Mine')).data.data.id as string;
    for (const request of [
      { method: 'PATCH' as const, url: `${BASE}/${id}`, body: { name: 'Stolen', paused: true } },
      { method: 'POST' as const, url: `${BASE}/${id}/run` },
      { method: 'DELETE' as const, url: `${BASE}/${id}` },
    ]) {
      const res = await t.request({ ...request, token: eve.token });
      expect(res.statusCode).toBe(404);
    }
    expect(await list(eve)).toHaveLength(0);
    expect(await list(maya)).toMatchObject([{ id, name: 'Mine', paused: false }]);
    const business = await t.request({ method: 'GET', url: BASE, token: acme.token });
    expect(business.statusCode).toBe(403);
  });
});

describe('matching on publish', () => {
  it('counts a published posting that matches, not one that misses a filter, until the search is run', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    const id = (await save(maya, 'Remote', { q: w, workplace_type: ['remote'] })).data.data
      .id as string;
    await createJob(t, acme, { title: `Engineer ${w}`, workplace_type: 'remote' });
    await createJob(t, acme, { title: `Engineer ${w}`, workplace_type: 'onsite' });
    await createJob(t, acme, { title: 'Engineer elsewhere', workplace_type: 'remote' });
    await createDraft(t, acme, { title: `Draft ${w}`, workplace_type: 'remote' });
    expect((await list(maya))[0]).toMatchObject({ id, new_matches: 1 });

    t.clock.advance(1000);
    const run = await t.request({ method: 'POST', url: `${BASE}/${id}/run`, token: maya.token });
    expect(run.data.data).toMatchObject({ new_matches: 0, query: { q: w } });
    expect(run.data.data.last_visited_at).toBe(t.clock.now().toISOString());
    t.clock.advance(1000);
    await createJob(t, acme, { title: `Later ${w}`, workplace_type: 'remote' });
    expect((await list(maya))[0]!.new_matches).toBe(1);
  });

  it('matches exactly what Find Jobs finds for the same query (one search code)', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    const query = { q: `${w} rust`, salary_min: 100000, employment_type: ['full_time'] };
    const id = (await save(maya, 'Rust', query)).data.data.id as string;
    await createJob(t, acme, { title: `Rust developer ${w}`, salary_max: 150000 });
    await createJob(t, acme, {
      title: `Rust developer ${w}`,
      salary_max: 90000,
      salary_min: 80000,
    });
    await createJob(t, acme, {
      title: `Rust developer ${w}`,
      salary_max: 150000,
      employment_type: 'contract',
    });
    await createJob(t, acme, { title: `Go developer ${w}`, salary_max: 150000 });
    const found = await t.request({
      method: 'GET',
      url: `/api/v1/c/jobs?q=${encodeURIComponent(query.q)}&salary_min=100000&employment_type=full_time`,
      token: maya.token,
    });
    // Any word matches: the Go posting shares the unique word; pay and type leave out the others.
    expect(found.data.meta.total).toBe(2);
    const [saved] = (await list(maya)).filter((s) => s.id === id);
    expect(saved!.new_matches).toBe(found.data.meta.total);
  });

  it('never records a posting twice for one search, and a paused search collects nothing', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    const active = (await save(maya, 'Active', { q: w })).data.data.id as string;
    // Another search (one search is saved once) that also matches the job.
    const pausedId = (await save(maya, 'Paused', { q: w, posted_within_days: 30 })).data.data
      .id as string;
    await t.request({
      method: 'PATCH',
      url: `${BASE}/${pausedId}`,
      token: maya.token,
      body: { paused: true },
    });
    const job = await createJob(t, acme, { title: `Job ${w}` });
    // Announcing again (a reopen) adds nothing for the search that already has it.
    expect(await announcePosting(t.db, job.id, t.clock.now())).toBe(0);
    const byId = Object.fromEntries((await list(maya)).map((s) => [s.id, s.new_matches]));
    expect(byId).toEqual({ [active]: 1, [pausedId]: 0 });
    await runJobAlerts(t.app.deps);
    await runJobAlerts(t.app.deps);
    const alerts = (await alertsOf(maya)).filter((a) => a.title.includes('Active'));
    expect(alerts).toHaveLength(1);
  });

  it('stops counting a posting once it is closed', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    await save(maya, 'Closing', { q: w });
    const job = await createJob(t, acme, { title: `Job ${w}` });
    expect((await list(maya))[0]!.new_matches).toBe(1);
    await closeJob(t, acme, job.id);
    expect((await list(maya))[0]!.new_matches).toBe(0);
  });
});

describe('matching on reopen', () => {
  it('alerts a search saved while the posting was closed once it is reopened', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    const job = await createJob(t, acme, { title: `Job ${w}` });
    await closeJob(t, acme, job.id);
    await save(maya, 'Later', { q: w });
    expect((await list(maya))[0]!.new_matches).toBe(0);
    expect((await reopenJob(t, acme, job.id)).statusCode).toBe(200);
    await runJobAlerts(t.app.deps);
    expect((await list(maya))[0]!.new_matches).toBe(1);
    expect((await alertsOf(maya)).map((a) => a.title)).toEqual(['1 new job for “Later”']);
    expect((await mailsTo(maya)).map((m) => m.text).join('\n')).toContain(`/c/jobs/${job.id}`);
  });

  it('does not tell a search again about a posting it was already told about', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    await save(maya, 'Once', { q: w });
    const job = await createJob(t, acme, { title: `Job ${w}` });
    await runJobAlerts(t.app.deps);
    await runJobAlerts(t.app.deps);
    expect(await alertsOf(maya)).toHaveLength(1);
    await closeJob(t, acme, job.id);
    await reopenJob(t, acme, job.id);
    await runJobAlerts(t.app.deps);
    await runJobAlerts(t.app.deps);
    expect(await alertsOf(maya)).toHaveLength(1);
    expect(await mailsTo(maya)).toHaveLength(1);
  });
});

describe('the stored filter values', () => {
  it('match what Find Jobs finds for every kind of filter', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    const forms = [
      { title: `Robot welder ${w}`, location: 'New York, NY', workplace_type: 'onsite' },
      { title: `Senior welder ${w}`, experience_level: 'senior', employment_type: 'contract' },
      { title: `Painter ${w}`, workplace_type: 'hybrid', salary_max: 150000 },
      { title: `Driver ${w}`, location: 'Remote (Europe)', salary_max: 90000, salary_min: 80000 },
    ];
    const drafts = [];
    for (const form of forms) drafts.push(await createDraft(t, acme, form));
    const companyId = drafts[0]!.company.id;
    const variants: { name: string; query: Record<string, unknown> }[] = [
      { name: 'words', query: { q: `${w} welder` } },
      { name: 'prefix', query: { q: `${w.slice(0, -1)}` } },
      { name: 'phrase', query: { q: `"robot welder" ${w}` } },
      { name: 'excluded', query: { q: `${w} -senior` } },
      { name: 'place', query: { q: w, location: 'NYC' } },
      { name: 'text place', query: { q: w, location: 'Remote (Eur' } },
      { name: 'types', query: { q: w, workplace_type: ['onsite', 'hybrid'] } },
      {
        name: 'level',
        query: { q: w, experience_level: ['senior'], employment_type: ['contract'] },
      },
      { name: 'pay', query: { q: w, salary_min: 120000 } },
      {
        name: 'pay or unstated',
        query: { q: w, salary_min: 120000, include_unstated_salary: true },
      },
      { name: 'sponsorship', query: { q: w, sponsorship: ['offers_sponsorship'] } },
      { name: 'not stated', query: { q: w, sponsorship: ['not_stated'] } },
      { name: 'term', query: { q: w, term: ['Summer 2027'] } },
      { name: 'recent', query: { q: w, posted_within_days: 1 } },
      { name: 'company', query: { q: w, company_id: companyId } },
    ];
    const ids = new Map<string, string>();
    for (const v of variants) ids.set(v.name, (await save(maya, v.name, v.query)).data.data.id);
    for (const [i, draft] of drafts.entries()) {
      if (i === 1)
        await t.db.execute(
          sql`UPDATE postings SET sponsorship = 'Offers Sponsorship', terms = ARRAY['Summer 2027']
               WHERE id = ${draft.id}`,
        );
      await t.request({
        method: 'POST',
        url: `/api/v1/b/postings/${draft.id}/publish`,
        token: acme.token,
      });
    }
    const saved = new Map((await list(maya)).map((s) => [s.id, s.new_matches]));
    for (const v of variants) {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(v.query))
        for (const one of [value].flat()) params.append(key, String(one));
      const found = await t.request({
        method: 'GET',
        url: `/api/v1/c/jobs?${params.toString()}`,
        token: maya.token,
      });
      expect([v.name, saved.get(ids.get(v.name)!)]).toEqual([v.name, found.data.meta.total]);
    }
    // Not all equal: the filters do leave postings out.
    expect(new Set(saved.values()).size).toBeGreaterThan(2);
  });

  it('are computed before matching for a search saved without them', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    const id = (await save(maya, 'Old', { q: w, workplace_type: ['remote'] })).data.data.id;
    await t.db.execute(
      sql`UPDATE saved_searches SET match_version = NULL, match_query = NULL,
             workplace_types = NULL WHERE id = ${id}`,
    );
    await createJob(t, acme, { title: `Job ${w}`, workplace_type: 'onsite' });
    await createJob(t, acme, { title: `Job ${w}`, workplace_type: 'remote' });
    expect((await list(maya))[0]).toMatchObject({ id, new_matches: 1 });
  });

  it('are computed by housekeeping, so a publish after a deploy does not pay for them', async () => {
    const maya = await t.registerCustomer();
    const id = (await save(maya, 'Old', { q: word() })).data.data.id;
    await t.db.execute(
      sql`UPDATE saved_searches SET match_version = NULL, match_query = NULL WHERE id = ${id}`,
    );
    await savedSearchHousekeeping(t.app.deps);
    const rows = await queryRows(
      t.db,
      sql`SELECT match_version, match_query::text AS match_query FROM saved_searches WHERE id = ${id}`,
      z.object({ match_version: dbNumber.nullable(), match_query: z.string().nullable() }),
    );
    expect(rows[0]).toEqual({
      match_version: MATCH_COLUMNS_VERSION,
      match_query: expect.any(String),
    });
  });
});

describe('alerts', () => {
  it('instant: one notification per search naming the count, and an e-mail with job links and an unsubscribe link', async () => {
    const maya = await t.registerCustomer();
    const w = word();
    await save(maya, 'Robots', { q: w });
    const a = await createJob(t, acme, { title: `Robot tamer ${w}` });
    const b = await createJob(t, acme, { title: `Robot painter ${w}` });
    // Both publishes kicked a delivery; wait for the one under way, then check nothing is left.
    await runJobAlerts(t.app.deps);
    await runJobAlerts(t.app.deps);
    const alerts = await alertsOf(maya);
    const total = alerts.map((x) => x.title);
    // Either both jobs in one alert, or one alert per publish: never a job twice.
    expect(total.length === 1 ? total : total.sort()).toEqual(
      total.length === 1
        ? ['2 new jobs for “Robots”']
        : ['1 new job for “Robots”', '1 new job for “Robots”'],
    );
    expect(alerts[0]!.link).toBe('/c/saved-searches');
    const mails = await mailsTo(maya);
    expect(mails).toHaveLength(alerts.length);
    const text = mails.map((m) => m.text).join('\n');
    expect(text).toContain(`/c/jobs/${a.id}`);
    expect(text).toContain(`/c/jobs/${b.id}`);
    expect(text).toMatch(/\/alerts\/unsubscribe\?token=[A-Za-z0-9._-]+/);
  });

  it('daily: nothing before a day has passed since the search was saved, then one digest with every job', async () => {
    const maya = await t.registerCustomer();
    await setFrequency(maya, 'daily');
    const w = word();
    await save(maya, 'Daily', { q: w });
    const savedAt = t.clock.now().getTime();
    await createJob(t, acme, { title: `First ${w}` });
    t.clock.advance(60 * 60_000);
    acme = await t.registerBusiness();
    await createJob(t, acme, { title: `Second ${w}` });
    t.clock.set(savedAt + ALERT_PERIOD_MS.daily - 1);
    acme = await t.registerBusiness();
    await runJobAlerts(t.app.deps);
    expect(await mailsTo(maya)).toHaveLength(0);
    expect(await alertsOf(maya)).toHaveLength(0);

    t.clock.set(savedAt + ALERT_PERIOD_MS.daily);
    await runJobAlerts(t.app.deps);
    const mails = await mailsTo(maya);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`First ${w}`);
    expect(mails[0]!.text).toContain(`Second ${w}`);
    expect((await alertsOf(maya)).map((x) => x.title)).toEqual(['2 new jobs for “Daily”']);

    // The next one waits a full day from this alert.
    acme = await t.registerBusiness();
    await createJob(t, acme, { title: `Third ${w}` });
    t.clock.advance(ALERT_PERIOD_MS.daily - 1);
    await runJobAlerts(t.app.deps);
    expect(await mailsTo(maya)).toHaveLength(1);
    t.clock.advance(1);
    await runJobAlerts(t.app.deps);
    expect(await mailsTo(maya)).toHaveLength(2);
  });

  it('weekly waits seven days; never sends no e-mail but still notifies in the app', async () => {
    const weekly = await t.registerCustomer();
    const quiet = await t.registerCustomer();
    await setFrequency(weekly, 'weekly');
    await setFrequency(quiet, 'never');
    const w = word();
    await save(weekly, 'Weekly', { q: w });
    await save(quiet, 'Quiet', { q: w });
    const savedAt = t.clock.now().getTime();
    await createJob(t, acme, { title: `Job ${w}` });
    await runJobAlerts(t.app.deps);
    expect(await alertsOf(quiet)).toHaveLength(1);
    expect(await mailsTo(quiet)).toHaveLength(0);
    t.clock.set(savedAt + ALERT_PERIOD_MS.weekly - 1);
    await runJobAlerts(t.app.deps);
    expect(await mailsTo(weekly)).toHaveLength(0);
    t.clock.set(savedAt + ALERT_PERIOD_MS.weekly);
    await runJobAlerts(t.app.deps);
    expect(await mailsTo(weekly)).toHaveLength(1);
  });

  it("respects the job_alert e-mail switch of the user's settings", async () => {
    const maya = await t.registerCustomer();
    await t.request({
      method: 'PUT',
      url: '/api/v1/c/settings/notification',
      token: maya.token,
      body: { settings: { job_alert: { in_app: true, email: false } }, frequency: 'instant' },
    });
    const w = word();
    await save(maya, 'In app only', { q: w });
    await createJob(t, acme, { title: `Job ${w}` });
    await runJobAlerts(t.app.deps);
    expect(await alertsOf(maya)).toHaveLength(1);
    expect(await mailsTo(maya)).toHaveLength(0);
  });
});

describe('unsubscribe', () => {
  async function tokenFor(user: TestUser, name: string) {
    const w = word();
    await save(user, name, { q: w });
    await createJob(t, acme, { title: `Job ${w}` });
    await runJobAlerts(t.app.deps);
    const mail = (await mailsTo(user)).find((m) => m.subject.includes(`“${name}”`))!;
    return /\/alerts\/unsubscribe\?token=([A-Za-z0-9._-]+)/.exec(mail.text)![1]!;
  }

  it('pauses the search signed out with the e-mail link, idempotently', async () => {
    const maya = await t.registerCustomer();
    const token = await tokenFor(maya, 'Leave me');
    for (let i = 0; i < 2; i++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/saved-searches/unsubscribe',
        body: { token },
      });
      expect(res.statusCode).toBe(200);
      expect(res.data.data.name).toBe('Leave me');
    }
    expect((await list(maya))[0]!.paused).toBe(true);
  });

  it('refuses an altered token, or one search id carrying the signature of another', async () => {
    const maya = await t.registerCustomer();
    const token = await tokenFor(maya, 'Keep me');
    const other = await tokenFor(maya, 'Other');
    const [id] = token.split('.');
    const [, otherMac] = other.split('.');
    for (const bad of [
      `${token.slice(0, -2)}xx`,
      `${id}.${otherMac}`,
      id!,
      'not-a-token',
      `${id}.${token.split('.')[1]}.extra`,
    ]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/v1/saved-searches/unsubscribe',
        body: { token: bad },
      });
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 422 });
      expect(res.data.errors.token).toEqual(['This unsubscribe link is not valid.']);
    }
    expect((await list(maya)).every((s) => !s.paused)).toBe(true);
  });

  it('answers 422 for the link of a deleted search', async () => {
    const maya = await t.registerCustomer();
    const token = await tokenFor(maya, 'Gone');
    const [id] = token.split('.');
    await t.request({ method: 'DELETE', url: `${BASE}/${id}`, token: maya.token });
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/saved-searches/unsubscribe',
      body: { token },
    });
    expect(res.statusCode).toBe(422);
  });
});

describe('one vocabulary with Find Jobs', () => {
  /* eslint-disable @typescript-eslint/no-explicit-any -- reading the raw contract document */
  const doc = loadContract().document as any;
  const schemas = doc.components.schemas;
  const resolve = (p: any) =>
    p.$ref ? doc.components.parameters[String(p.$ref).split('/').pop()!] : p;

  it("saves exactly searchJobs' query parameters but the page, with the same schemas", () => {
    const params = (doc.paths['/api/v1/c/jobs'].get.parameters as any[])
      .map(resolve)
      .filter((p) => p.in === 'query' && !['page', 'per_page'].includes(p.name));
    const saved = schemas.SavedSearchQuery.properties;
    expect(Object.keys(saved).sort()).toEqual(params.map((p) => p.name).sort());
    for (const p of params) {
      const { description: _a, default: _b, ...param } = p.schema;
      const { description: _c, ...property } = saved[p.name];
      expect({ name: p.name, schema: property }).toEqual({ name: p.name, schema: param });
    }
  });

  it('shares its limits with the contract', () => {
    expect(schemas.SavedSearchName.maxLength).toBe(SAVED_SEARCH_NAME_MAX);
    expect(schemas.SavedSearchListResponse.properties.data.maxItems).toBe(MAX_SAVED_SEARCHES);
  });
  /* eslint-enable @typescript-eslint/no-explicit-any */
});
