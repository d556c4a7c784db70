/**
 * The durable e-mail queue against a real SMTP server on loopback (smtp-server), on the test clock:
 * each message delivered once by competing processes, retries after a refused connection with a
 * backoff of ≥ 30 s, the dead state after the last attempt, and leases of crashed processes.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../harness.ts';
import { startSmtpSink, type SmtpSink } from './smtpSink.ts';
import {
  createMailer,
  emailRetryDelayMs,
  listDeadEmails,
  requeueDeadEmails,
  EMAIL_LEASE_MS,
  EMAIL_RETRY_BASE_MS,
  EMAIL_RETRY_JITTER,
  MAX_EMAIL_ATTEMPTS,
  queueEmail,
  type Mailer,
} from '../../src/services/mail.ts';
import { outboundEmails } from '../../src/db/schema.ts';
import { queryRows } from '../../src/db/client.ts';
import { z } from 'zod';
import { dbNumber } from '../../src/db/columns.ts';

let t: TestApp;
let sink: SmtpSink;
const mailers: Mailer[] = [];
const silent = { debug() {}, info() {}, warn() {}, error() {} };

beforeAll(async () => {
  t = await createTestApp();
  sink = await startSmtpSink();
});
afterAll(async () => {
  await sink.stop();
  await t.close();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.close()));
  await t.db.delete(outboundEmails);
  sink.received.length = 0;
  await sink.start();
});

/** A mailer as one server process would run it, on the shared queue and the test clock. */
function processMailer(random: () => number = () => 0): Mailer {
  const mailer = createMailer({
    db: t.db,
    clock: t.clock,
    smtpUrl: sink.url,
    from: 'HireLoop <no-reply@hireloop.local>',
    dataDir: t.dataDir,
    log: silent,
    random,
  });
  mailers.push(mailer);
  return mailer;
}

const queue = (n: number, subject = 'Hello') =>
  Promise.all(
    Array.from({ length: n }, (_, i) =>
      queueEmail(
        t.db,
        { to: `person${i}@example.com`, subject: `${subject} ${i}`, text: 'Body' },
        t.clock.now(),
      ),
    ),
  );

const row = async () => (await t.db.select().from(outboundEmails))[0]!;

describe('delivery', () => {
  it('delivers each message exactly once when three processes flush the same queue at once', async () => {
    await queue(45);
    const sent = await Promise.all(
      [processMailer(), processMailer(), processMailer()].map((m) => m.flush()),
    );
    expect(sent.reduce((a, b) => a + b, 0)).toBe(45);
    expect(sink.received).toHaveLength(45);
    expect(new Set(sink.received.map((m) => m.subject)).size).toBe(45);
    // Flushing again sends nothing more.
    expect(await processMailer().flush()).toBe(0);
    expect(sink.received).toHaveLength(45);
    const rows = await t.db.select().from(outboundEmails);
    expect(rows.every((r) => r.sentAt && r.attempts === 1 && r.leasedUntil === null)).toBe(true);
  });
});

describe('retries', () => {
  it('after a refused connection, waits at least 30 s, then delivers once', async () => {
    await sink.stop();
    await queue(1);
    const mailer = processMailer(() => 0);
    expect(await mailer.flush()).toBe(0);
    const failed = await row();
    expect(failed.attempts).toBe(1);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.nextAttemptAt.getTime() - t.clock.now().getTime()).toBe(EMAIL_RETRY_BASE_MS);

    await sink.start();
    t.clock.advance(EMAIL_RETRY_BASE_MS - 1);
    expect(await mailer.flush()).toBe(0); // 1 ms early: not yet
    expect(sink.received).toHaveLength(0);
    t.clock.advance(1);
    expect(await mailer.flush()).toBe(1);
    expect(sink.received).toHaveLength(1);
    const delivered = await row();
    expect([delivered.attempts, delivered.lastError, delivered.sentAt?.getTime()]).toEqual([
      2,
      null,
      t.clock.now().getTime(),
    ]);
  });

  it('backs off exponentially with jitter: 30 s, 2 min, 8 min, 32 min, 2 h 8 min, 8 h 32 min', () => {
    const low = Array.from({ length: MAX_EMAIL_ATTEMPTS - 1 }, (_, i) =>
      emailRetryDelayMs(i + 1, () => 0),
    );
    expect(low).toEqual([30_000, 120_000, 480_000, 1_920_000, 7_680_000, 30_720_000]);
    // The jitter adds at most a quarter; the first retry is never before 30 s.
    expect(emailRetryDelayMs(1, () => 0.999999)).toBe(
      Math.round(30_000 * (1 + EMAIL_RETRY_JITTER * 0.999999)),
    );
    expect(emailRetryDelayMs(1, () => 0.999999)).toBeLessThanOrEqual(37_500);
    expect(emailRetryDelayMs(1, () => 0)).toBeGreaterThanOrEqual(30_000);
    const spread = new Set(Array.from({ length: 20 }, () => emailRetryDelayMs(3)));
    expect(spread.size).toBeGreaterThan(1);
  });

  it(`gives up after ${MAX_EMAIL_ATTEMPTS} attempts, hours after the first: the message is dead and never tried again`, async () => {
    await sink.stop();
    await queue(1);
    const mailer = processMailer(() => 0);
    const first = t.clock.now().getTime();
    for (let attempt = 1; attempt <= MAX_EMAIL_ATTEMPTS; attempt++) {
      expect(await mailer.flush()).toBe(0);
      const current = await row();
      expect(current.attempts).toBe(attempt);
      if (attempt < MAX_EMAIL_ATTEMPTS) {
        expect(current.deadAt).toBeNull();
        t.clock.set(current.nextAttemptAt);
      }
    }
    const dead = await row();
    expect(dead.deadAt?.getTime()).toBe(t.clock.now().getTime());
    expect(dead.lastError).toBeTruthy();
    expect(t.clock.now().getTime() - first).toBeGreaterThan(10 * 3_600_000);

    await sink.start();
    t.clock.advance(7 * 24 * 3_600_000);
    expect(await mailer.flush()).toBe(0);
    expect(sink.received).toHaveLength(0);
    expect((await row()).attempts).toBe(MAX_EMAIL_ATTEMPTS);

    // Visible: listed with its last error; requeued, it is delivered once.
    const listed = await listDeadEmails(t.db);
    expect(listed.map((m) => [m.id, m.attempts, Boolean(m.lastError)])).toEqual([
      [dead.id, MAX_EMAIL_ATTEMPTS, true],
    ]);
    expect(await requeueDeadEmails(t.db, t.clock.now())).toBe(1);
    expect(await listDeadEmails(t.db)).toEqual([]);
    expect(await mailer.flush()).toBe(1);
    expect(sink.received).toHaveLength(1);
  });
});

/** A row of this query's raw SQL. */
const queryRow = z.object({ leased: z.boolean(), attempts: dbNumber });

describe('leases', () => {
  it('leaves a message claimed by a process that died alone until its lease ends, then another process sends it', async () => {
    await queue(1);
    const { id } = await row();
    // A process claimed it and died before sending (kill -9): attempts counted, lease held.
    await t.db
      .update(outboundEmails)
      .set({ attempts: 1, leasedUntil: new Date(t.clock.now().getTime() + EMAIL_LEASE_MS) })
      .where(eq(outboundEmails.id, id));
    const survivor = processMailer();
    t.clock.advance(EMAIL_LEASE_MS - 1);
    expect(await survivor.flush()).toBe(0);
    t.clock.advance(1);
    expect(await survivor.flush()).toBe(1);
    expect(sink.received).toHaveLength(1);
  });

  it('sends outside any transaction: while the SMTP conversation runs, the claim is committed and visible to others', async () => {
    await queue(1);
    let seenDuringSend: { leased: boolean; attempts: number } | undefined;
    sink.beforeAccept = async () => {
      [seenDuringSend] = await queryRows(
        t.db,
        sql`SELECT leased_until IS NOT NULL AS leased, attempts FROM outbound_emails`,
        queryRow,
      );
    };
    try {
      expect(await processMailer().flush()).toBe(1);
    } finally {
      sink.beforeAccept = null;
    }
    expect(seenDuringSend).toEqual({ leased: true, attempts: 1 });
    expect((await row()).leasedUntil).toBeNull();
  });
});
