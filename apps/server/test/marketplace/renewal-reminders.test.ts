/**
 * The renewal reminder of Hireloop postings (issue 34): the business of a posting published
 * POSTING_RENEWAL_REMINDER_DAYS days ago is asked once whether it is still hiring, on the test clock;
 * drafts, closed postings and imported listings are not; two runs at once remind once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../src/db/client.ts';
import { dbTime } from '../../src/db/columns.ts';
import { createTestApp, type TestApp, type TestUser } from '../harness.ts';
import {
  POSTING_RENEWAL_REMINDER_DAYS,
  sendRenewalReminders,
} from '../../src/modules/marketplace/postings/renewalReminders.ts';
import {
  closeJob,
  createDraft,
  createJob,
  notificationsOf,
  remembered,
  reopenJob,
} from './helpers.ts';

const DAY = 86_400_000;
let t: TestApp;
let acme: TestUser;

/** The renewal reminders `business` got, newest first. */
async function reminders(business: TestUser) {
  return (await notificationsOf(t, business.user.id)).filter((n) => n.title.startsWith('Still'));
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the renewal reminder of Hireloop postings', () => {
  it('is 60 days', () => {
    expect(POSTING_RENEWAL_REMINDER_DAYS).toBe(60);
  });

  it('reminds the business at 60 days, not at 59, once, with a link to the posting', async () => {
    acme = await t.registerBusiness({ business_name: 'Acme Robotics' });
    const job = await createJob(t, acme, { title: 'Robot Whisperer' });
    await createDraft(t, acme, { title: 'Never published' });
    const closed = await createJob(t, acme, { title: 'Filled already' });
    expect((await closeJob(t, acme, closed.id)).statusCode).toBe(200);
    // A listing imported long ago follows its source, not this reminder.
    const imported = await createJob(t, acme, { title: 'Imported listing' });
    await t.db.execute(
      sql`UPDATE postings SET source = 'new-grad', source_id = 'renewal-test' WHERE id = ${imported.id}`,
    );

    t.clock.advance((POSTING_RENEWAL_REMINDER_DAYS - 1) * DAY);
    expect(await sendRenewalReminders(t.app.deps)).toBe(0);
    t.clock.advance(DAY - 1);
    expect(await sendRenewalReminders(t.app.deps)).toBe(0);
    expect(await reminders(acme)).toEqual([]);

    t.clock.advance(1);
    expect(await sendRenewalReminders(t.app.deps)).toBe(1);
    expect(await reminders(acme)).toEqual([
      {
        kind: 'system',
        title: 'Still hiring? "Robot Whisperer" has been open 60 days',
        message: expect.stringContaining('If the position is filled, close the job'),
        link: `/b/posting/${job.id}`,
      },
    ]);
    // Sent once for the period: later runs of it send nothing.
    t.clock.advance(DAY);
    expect(await sendRenewalReminders(t.app.deps)).toBe(0);
    expect(await reminders(acme)).toHaveLength(1);
  });

  it('reminds once when two runs claim at the same time, and again after another period', async () => {
    const beta = await t.registerBusiness({ business_name: 'Beta Labs' });
    const job = await createJob(t, beta, { title: 'Lab Technician' });
    t.clock.advance(POSTING_RENEWAL_REMINDER_DAYS * DAY);
    const runs = await Promise.all([
      sendRenewalReminders(t.app.deps),
      sendRenewalReminders(t.app.deps),
    ]);
    // Beta's posting, and Acme's of the previous test: its second period is over too.
    expect(runs[0] + runs[1]).toBe(2);
    expect(await reminders(beta)).toEqual([
      expect.objectContaining({ title: expect.stringContaining('open 60 days') }),
    ]);
    expect((await reminders(acme)).map((n) => n.title)).toEqual([
      // 121: the first period ended at 60 days, the test above ran a day past it.
      'Still hiring? "Robot Whisperer" has been open 121 days',
      'Still hiring? "Robot Whisperer" has been open 60 days',
    ]);
    const [row] = await queryRows(
      t.db,
      sql`SELECT renewal_reminded_at FROM postings WHERE id = ${job.id}`,
      z.object({ renewal_reminded_at: dbTime }),
    );
    expect(row!.renewal_reminded_at.getTime()).toBe(t.clock.now().getTime());
  });

  it('starts a new period when a closed posting is reopened', async () => {
    let gamma = await t.registerBusiness({ business_name: 'Gamma Works' });
    const job = await createJob(t, gamma, { title: 'Welder' });
    t.clock.advance(50 * DAY);
    gamma = await remembered(t, gamma);
    expect((await closeJob(t, gamma, job.id)).statusCode).toBe(200);
    expect((await reopenJob(t, gamma, job.id)).statusCode).toBe(200);
    t.clock.advance((POSTING_RENEWAL_REMINDER_DAYS - 1) * DAY);
    await sendRenewalReminders(t.app.deps);
    expect(await reminders(gamma)).toEqual([]);
    t.clock.advance(DAY);
    await sendRenewalReminders(t.app.deps);
    expect(await reminders(gamma)).toHaveLength(1);
  });
});
