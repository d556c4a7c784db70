/**
 * The pipeline board's calls: the bulk move (`moveApplications`: all or none, one notification per
 * applicant, ownership and role) and the board's filters of `listReceivedApplications`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import {
  applied,
  closeJob,
  createJob,
  moveApplication,
  notificationsOf,
  remembered,
} from './helpers.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

let t: TestApp;
let acme: TestUser;
let zeta: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
  zeta = await t.registerBusiness({ business_name: 'Zeta Analytics' });
});
afterAll(() => t.close());

function bulkMove(
  business: TestUser,
  postingId: string,
  ids: string[],
  status: string,
  note?: string | null,
) {
  return t.request({
    method: 'POST',
    url: `/api/v1/b/postings/${postingId}/applications/status`,
    token: business.token,
    body:
      note === undefined
        ? { application_ids: ids, status }
        : { application_ids: ids, status, note },
  });
}

/** A row of `stored`'s raw SQL. */
const storedRow = z.object({ status: z.string(), events: dbNumber });

/** Statuses and timeline lengths of `ids`, straight from the tables. */
async function stored(ids: string[]): Promise<{ status: string; events: number }[]> {
  const out: { status: string; events: number }[] = [];
  for (const id of ids) {
    const [row] = await queryRows(
      t.db,
      sql`SELECT a.status, (SELECT count(*)::int FROM application_events e WHERE e.application_id = a.id) AS events
            FROM applications a WHERE a.id = ${id}`,
      storedRow,
    );
    out.push(row!);
  }
  return out;
}

/** A published posting of `business` with `n` applicants named Applicant 1…n. */
async function postingWithApplicants(business: TestUser, n: number) {
  const job = await createJob(t, business, { title: 'Gripper Engineer' });
  const people = [];
  for (let i = 1; i <= n; i++)
    people.push(await t.registerCustomer({ first_name: 'Applicant', last_name: String(i) }));
  const applications = [];
  for (const person of people) applications.push(await applied(t, person, job.id));
  return { job, people, ids: applications.map((a) => a.id) };
}

describe('moving several applications at once', () => {
  it('moves every one with the one note, a timeline entry and a notification to each applicant', async () => {
    const { job, people, ids } = await postingWithApplicants(acme, 2);
    const res = await bulkMove(acme, job.id, ids, 'interviewing', '  Expect an invite this week. ');
    expect(res.statusCode).toBe(200);
    expect(res.data.data.map((a: { id: string }) => a.id)).toEqual(ids);
    for (const application of res.data.data) {
      expect(application.status).toBe('interviewing');
      expect(application.timeline.at(-1)).toMatchObject({
        status: 'interviewing',
        note: 'Expect an invite this week.',
      });
    }
    for (const [i, person] of people.entries()) {
      const notes = await notificationsOf(t, person.user.id);
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({
        kind: 'application_status_changed',
        link: `/c/applications/${ids[i]}`,
      });
      expect(notes[0]!.message).toBe(
        'Your application for "Gripper Engineer" at Acme Robotics moved to interviews. Message from Acme Robotics: Expect an invite this week.',
      );
    }
  });

  it('rejects several at once without a note', async () => {
    const { job, ids } = await postingWithApplicants(acme, 3);
    const res = await bulkMove(acme, job.id, ids, 'rejected', null);
    expect(res.statusCode).toBe(200);
    expect(await stored(ids)).toEqual(ids.map(() => ({ status: 'rejected', events: 2 })));
  });

  it('changes nothing when the status rules refuse one, naming each refused applicant', async () => {
    const { job, people, ids } = await postingWithApplicants(acme, 4);
    await moveApplication(t, acme, ids[1]!, 'hired');
    await moveApplication(t, acme, ids[3]!, 'offered');
    await t.request({
      method: 'POST',
      url: `/api/v1/c/applications/${ids[2]}/withdraw`,
      token: people[2]!.token,
    });
    const before = await stored(ids);
    const notesBefore = await notificationsOf(t, people[0]!.user.id);

    const res = await bulkMove(acme, job.id, ids, 'offered', 'Good news');
    expect(res.statusCode).toBe(422);
    expect(res.data.errors).toEqual({
      'application_ids.1': [
        'Applicant 2: This application is already hired and can no longer change status.',
      ],
      'application_ids.2': [
        'Applicant 3: This application was withdrawn and can no longer change status.',
      ],
      'application_ids.3': ['Applicant 4: This application is already offer made.'],
    });
    expect(res.data.message).toBe(
      'Nothing was moved: 3 of 4 applications cannot be moved. Applicant 2: This application is already hired and can no longer change status.',
    );
    // The one the rules allow did not move either, and nobody was told anything.
    expect(await stored(ids)).toEqual(before);
    expect(await notificationsOf(t, people[0]!.user.id)).toEqual(notesBefore);
  });

  it('refuses applications closed with their posting', async () => {
    const { job, ids } = await postingWithApplicants(acme, 2);
    await closeJob(t, acme, job.id);
    const res = await bulkMove(acme, job.id, ids, 'reviewing');
    expect(res.statusCode).toBe(422);
    expect(res.data.errors['application_ids.0']).toEqual([
      'Applicant 1: This application was closed with its job posting and can no longer change status.',
    ]);
  });

  it("answers 404 for another business's posting or application, and moves nothing", async () => {
    const mine = await postingWithApplicants(acme, 1);
    const theirs = await postingWithApplicants(zeta, 1);
    // Another business's posting, with its own application.
    const otherPosting = await bulkMove(acme, theirs.job.id, theirs.ids, 'reviewing');
    expect(otherPosting.statusCode).toBe(404);
    // Own posting, but one id belongs to another business's posting.
    const mixed = await bulkMove(acme, mine.job.id, [...mine.ids, ...theirs.ids], 'reviewing');
    expect(mixed.statusCode).toBe(404);
    // An own application of another own posting is not on this posting's board either.
    const second = await postingWithApplicants(acme, 1);
    const wrongPosting = await bulkMove(
      acme,
      mine.job.id,
      [...mine.ids, ...second.ids],
      'reviewing',
    );
    expect(wrongPosting.statusCode).toBe(404);
    expect(await stored([...mine.ids, ...theirs.ids, ...second.ids])).toEqual([
      { status: 'submitted', events: 1 },
      { status: 'submitted', events: 1 },
      { status: 'submitted', events: 1 },
    ]);
  });

  it('refuses customers (403) and guests (401)', async () => {
    const { job, people, ids } = await postingWithApplicants(acme, 1);
    const asCustomer = await bulkMove(people[0]!, job.id, ids, 'reviewing');
    expect(asCustomer.statusCode).toBe(403);
    const asGuest = await t.request({
      method: 'POST',
      url: `/api/v1/b/postings/${job.id}/applications/status`,
      body: { application_ids: ids, status: 'reviewing' },
    });
    expect(asGuest.statusCode).toBe(401);
    expect(await stored(ids)).toEqual([{ status: 'submitted', events: 1 }]);
  });

  it('takes 50 ids and refuses 51, none, a duplicate, or a customer-only status (422)', async () => {
    const { job, ids } = await postingWithApplicants(acme, 1);
    const fifty = await bulkMove(
      acme,
      job.id,
      [...ids, ...Array.from({ length: 49 }, () => crypto.randomUUID())],
      'reviewing',
    );
    // 50 is a valid request: it gets as far as the ownership check.
    expect(fifty.statusCode).toBe(404);
    const tooMany = await bulkMove(
      acme,
      job.id,
      [...ids, ...Array.from({ length: 50 }, () => crypto.randomUUID())],
      'reviewing',
    );
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.data.errors)).toEqual(['application_ids']);
    expect((await bulkMove(acme, job.id, [], 'reviewing')).statusCode).toBe(422);
    expect((await bulkMove(acme, job.id, ids, 'withdrawn')).statusCode).toBe(422);
    const duplicate = await bulkMove(acme, job.id, [ids[0]!, ids[0]!.toUpperCase()], 'reviewing');
    expect(duplicate.statusCode).toBe(422);
    expect(await stored(ids)).toEqual([{ status: 'submitted', events: 1 }]);
  });
});

describe("the board's filters", () => {
  it('filters by applied date and resume, and counts per stage', async () => {
    // A "remember me" token outlives the clock jump below.
    const owner = await remembered(t, acme);
    const { job, ids } = await postingWithApplicants(owner, 1);
    t.clock.advance(8 * 86_400_000);
    const person = await t.registerCustomer({ first_name: 'Recent', last_name: 'One' });
    const recent = await applied(t, person, job.id);
    await t.db.execute(sql`UPDATE applications SET resume_media_id = NULL WHERE id = ${ids[0]}`);
    const list = async (query: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/v1/b/applications?posting_id=${job.id}&${query}`,
        token: owner.token,
      });
      expect(res.statusCode).toBe(200);
      return {
        ids: res.data.data.map((a: { id: string }) => a.id),
        total: res.data.meta.total,
      };
    };
    expect(await list('applied_within_days=7')).toEqual({ ids: [recent.id], total: 1 });
    expect((await list('applied_within_days=14')).total).toBe(2);
    expect(await list('has_resume=false')).toEqual({ ids: [ids[0]], total: 1 });
    expect(await list('has_resume=true')).toEqual({ ids: [recent.id], total: 1 });
    expect(await list('status=submitted')).toMatchObject({ total: 2 });
    await moveApplication(t, owner, recent.id, 'reviewing');
    expect(await list('status=submitted')).toEqual({ ids: [ids[0]], total: 1 });
    const bad = await t.request({
      method: 'GET',
      url: `/api/v1/b/applications?posting_id=${job.id}&applied_within_days=5`,
      token: owner.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});
