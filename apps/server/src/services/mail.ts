/**
 * E-mail through a durable queue in the database (a transactional outbox): {@link queueEmail}
 * inserts the message in the same transaction as the change that caused it; the {@link Mailer}
 * delivers due messages afterwards (right after the request, and on a timer), over SMTP when
 * `SMTP_URL` is set, otherwise as .eml files in DATA_DIR/outbox (logged, so a developer can open
 * the link).
 *
 * Any number of server processes share the queue: a process claims a batch in one statement
 * (`FOR UPDATE SKIP LOCKED`, so two never claim the same message) and holds a lease on it
 * ({@link EMAIL_LEASE_MS}); the SMTP conversation happens after that statement committed, outside
 * any transaction; the outcome is written in a second statement. A process that dies mid-send
 * leaves its lease to expire, then another process takes the message over. A failed attempt is
 * retried after an exponential backoff with jitter ({@link emailRetryDelayMs}); after
 * {@link MAX_EMAIL_ATTEMPTS} the message is dead: `dead_at` is set, the error logged, and it is
 * listed by `pnpm --filter @hireloop/server mail:dead` (which can also requeue it).
 *
 * A delivered message's stored copy keeps no secret link: the same statement that marks it sent
 * replaces the tokens of its verification, password reset and unsubscribe links by `[redacted]`
 * (`redactOneTimeTokens`, decision 213), so the queue table never holds a usable token after
 * delivery.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../db/client.ts';
import { dbId, dbNumber, dbTime } from '../db/columns.ts';
import { outboundEmails } from '../db/schema.ts';
import type { Clock } from '../clock.ts';
import { backoffMs } from '../lib/errors.ts';
import { redactOneTimeTokens } from '../lib/redact.ts';

/** An e-mail to send. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  userId?: string | null;
  /** An iCalendar invitation to attach as the message's calendar part (its METHOD line is used). */
  calendar?: string | null;
}

/** Delivery attempts before a message is dead (first try + 6 retries, the last ~11 h later). @default 7 */
export const MAX_EMAIL_ATTEMPTS = 7;
/** Wait after the first failed attempt, in ms (before jitter). @default 30 s */
export const EMAIL_RETRY_BASE_MS = 30_000;
/** Each further wait is this many times the previous one. @default 4 */
export const EMAIL_RETRY_FACTOR = 4;
/** Random extra wait, as a fraction of the wait (0.25: up to 25 % longer). @default 0.25 */
export const EMAIL_RETRY_JITTER = 0.25;
/** How long a claimed message is reserved for the process sending it, in ms. @default 5 min */
export const EMAIL_LEASE_MS = 5 * 60_000;
/** Messages claimed per statement. @default 20 */
export const EMAIL_BATCH_SIZE = 20;
/** Longest pause of the background worker between two looks at the queue, in ms. @default 30 s */
export const EMAIL_POLL_MS = 30_000;

/**
 * The wait before the next attempt after `failedAttempts` failed ones (1 = the first failed):
 * {@link EMAIL_RETRY_BASE_MS} × {@link EMAIL_RETRY_FACTOR}^(failedAttempts − 1), plus up to
 * {@link EMAIL_RETRY_JITTER} of it at random (so processes and messages do not retry in step).
 * 30 s, 2 min, 8 min, 32 min, 2 h 8 min, 8 h 32 min (each up to 25 % more).
 * @param random a number in [0, 1) @default Math.random
 * @returns milliseconds
 */
export function emailRetryDelayMs(
  failedAttempts: number,
  random: () => number = Math.random,
): number {
  const wait = EMAIL_RETRY_BASE_MS * EMAIL_RETRY_FACTOR ** Math.max(0, failedAttempts - 1);
  return Math.round(wait * (1 + EMAIL_RETRY_JITTER * random()));
}

/** Puts a message in the queue (inside the caller's transaction when `db` is one); due at once. */
export async function queueEmail(db: DbOrTx, message: EmailMessage, now: Date): Promise<void> {
  await db.insert(outboundEmails).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    userId: message.userId ?? null,
    calendar: message.calendar ?? null,
    createdAt: now,
    nextAttemptAt: now,
  });
}

/** Delivers the queue. */
export interface Mailer {
  /** Delivers every due message now (those claimed by no live process). @returns how many were sent */
  flush(): Promise<number>;
  /** Schedules a flush soon (coalesced); used after a request that queued mail. */
  kick(): void;
  /**
   * Starts the background worker: flushes, then sleeps until the next message is due (at most
   * {@link EMAIL_POLL_MS}), on the wall clock. main.ts starts it; tests call {@link flush}.
   */
  start(): void;
  /** Where files go when there is no SMTP server (null with SMTP). */
  outboxDir: string | null;
  /** Stops the worker and waits for a running flush. */
  close(): Promise<void>;
}

interface Logger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** A message claimed from the queue for delivery (`attempts` counts this one). */
const claimedEmailRow = z.object({
  id: dbId,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  /** An iCalendar invitation to attach, or null. */
  calendar: z.string().nullable(),
  attempts: dbNumber,
});
/** A message claimed from the queue for delivery. */
export type ClaimedEmail = z.output<typeof claimedEmailRow>;

/** When the next queued message is due (null: the queue is empty). */
const nextDueRow = z.object({ due: dbTime.nullable() });

/** Creates the mailer. */
export function createMailer(options: {
  db: Db;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
  /** Source of jitter. @default Math.random */
  random?: () => number;
  /**
   * Hears each delivered message as it was sent, links included, before its stored copy is
   * redacted (the test harness's mailbox). Called after a successful send. @default none
   */
  onSent?: (message: ClaimedEmail) => void;
}): Mailer {
  const { db, clock, log } = options;
  const outboxDir = options.smtpUrl ? null : path.join(options.dataDir, 'outbox');
  // Time-outs well inside the lease, so a hung server never outlives it (another process would
  // then send the message too).
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        connectionTimeout: 30_000,
        greetingTimeout: 30_000,
        socketTimeout: 60_000,
      })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let running: Promise<number> | null = null;
  let kickTimer: NodeJS.Timeout | null = null;
  let workerTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const claim = (now: Date) =>
    queryRows(
      db,
      sql`UPDATE outbound_emails
             SET attempts = attempts + 1, leased_until = ${new Date(now.getTime() + EMAIL_LEASE_MS)}
           WHERE id IN (
             SELECT id FROM outbound_emails
              WHERE sent_at IS NULL AND dead_at IS NULL AND next_attempt_at <= ${now}
                AND (leased_until IS NULL OR leased_until <= ${now})
              ORDER BY next_attempt_at, created_at
              LIMIT ${EMAIL_BATCH_SIZE}
              FOR UPDATE SKIP LOCKED)
          RETURNING id, "to", subject, text, html, calendar, attempts`,
      claimedEmailRow,
    );

  async function send(row: ClaimedEmail): Promise<void> {
    const info = (await transport.sendMail({
      // The queue row's id: a receiver can recognise a repeat (after a lease expired mid-send).
      messageId: `<${row.id}@hireloop.mail>`,
      from: options.from,
      to: row.to,
      subject: row.subject,
      text: row.text,
      ...(row.html ? { html: row.html } : {}),
      ...(row.calendar
        ? {
            icalEvent: {
              method: /^METHOD:(\w+)/m.exec(row.calendar)?.[1] ?? 'REQUEST',
              filename: 'interview.ics',
              content: row.calendar,
            },
          }
        : {}),
    })) as { message?: Buffer };
    if (outboxDir) {
      await mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${clock.now().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`,
      );
      await writeFile(file, info.message ?? '');
      log.debug({ to: row.to, subject: row.subject, file }, 'e-mail written to the outbox');
    }
  }

  async function deliver(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await claim(clock.now());
      if (batch.length === 0) {
        if (sent > 0 && outboxDir)
          log.info({ outboxDir, sent }, `${sent} e-mail(s) written to the outbox`);
        return sent;
      }
      for (const row of batch) {
        try {
          await send(row);
        } catch (error) {
          await failed(row, error);
          continue;
        }
        options.onSent?.(row);
        await db.execute(
          sql`UPDATE outbound_emails SET sent_at = ${clock.now()}, leased_until = NULL, last_error = NULL,
                     text = ${redactOneTimeTokens(row.text)},
                     html = ${row.html === null ? null : redactOneTimeTokens(row.html)}
               WHERE id = ${row.id}`,
        );
        sent++;
      }
    }
  }

  async function failed(row: ClaimedEmail, error: unknown): Promise<void> {
    const now = clock.now();
    const message = String((error as Error).message ?? error).slice(0, 500);
    if (row.attempts >= MAX_EMAIL_ATTEMPTS) {
      log.error(
        { err: error, to: row.to, id: row.id, attempts: row.attempts },
        'e-mail delivery failed for the last time; the message is dead',
      );
      await db.execute(
        sql`UPDATE outbound_emails SET dead_at = ${now}, leased_until = NULL, last_error = ${message}
             WHERE id = ${row.id}`,
      );
      return;
    }
    const next = new Date(now.getTime() + emailRetryDelayMs(row.attempts, options.random));
    log.warn(
      { err: error, to: row.to, id: row.id, attempts: row.attempts, retryAt: next.toISOString() },
      'e-mail delivery failed; will retry',
    );
    await db.execute(
      sql`UPDATE outbound_emails SET next_attempt_at = ${next}, leased_until = NULL, last_error = ${message}
           WHERE id = ${row.id}`,
    );
  }

  const flush = (): Promise<number> => {
    running ??= deliver().finally(() => {
      running = null;
    });
    return running;
  };

  /** Milliseconds until the next message is due (capped at the poll interval). */
  async function untilNextDue(): Promise<number> {
    const [row] = await queryRows(
      db,
      sql`SELECT min(greatest(next_attempt_at, coalesce(leased_until, next_attempt_at))) AS due
            FROM outbound_emails WHERE sent_at IS NULL AND dead_at IS NULL`,
      nextDueRow,
    );
    if (!row?.due) return EMAIL_POLL_MS;
    const wait = row.due.getTime() - clock.now().getTime();
    return Math.min(EMAIL_POLL_MS, Math.max(100, wait));
  }

  // Failed looks at the queue in a row (the database is away): each waits twice as long, up to
  // 5 minutes (backoffMs); the first look that succeeds goes back to the due time.
  let failures = 0;
  function schedule(ms: number): void {
    if (closed) return;
    workerTimer = setTimeout(() => {
      workerTimer = null;
      flush()
        .then(untilNextDue)
        .then(
          (wait) => {
            failures = 0;
            return wait;
          },
          (error: unknown) => {
            log.warn({ err: error }, 'e-mail worker failed');
            failures += 1;
            return backoffMs(failures - 1, EMAIL_POLL_MS);
          },
        )
        .then(schedule, () => schedule(EMAIL_POLL_MS));
    }, ms);
    workerTimer.unref();
  }

  return {
    flush,
    kick() {
      if (kickTimer || closed) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        flush().catch((error: unknown) => log.warn({ err: error }, 'e-mail flush failed'));
      }, 10);
      kickTimer.unref();
    },
    start() {
      if (!workerTimer) schedule(0);
    },
    outboxDir,
    async close() {
      closed = true;
      if (kickTimer) clearTimeout(kickTimer);
      if (workerTimer) clearTimeout(workerTimer);
      kickTimer = null;
      workerTimer = null;
      await running?.catch(() => {});
      transport.close();
    },
  };
}

/** A dead message, as `mail:dead` lists it. */
export type DeadEmail = {
  id: string;
  to: string;
  subject: string;
  attempts: number;
  deadAt: Date;
  lastError: string | null;
};

/** A dead message of `outbound_emails` (see {@link DeadEmail}). */
const deadEmailRow = z.object({
  id: dbId,
  to: z.string(),
  subject: z.string(),
  attempts: dbNumber,
  dead_at: dbTime,
  last_error: z.string().nullable(),
});

/** The dead messages, most recent first (at most `limit`, @default 100). */
export async function listDeadEmails(db: DbOrTx, limit = 100): Promise<DeadEmail[]> {
  const rows = await queryRows(
    db,
    sql`SELECT id, "to", subject, attempts, dead_at, last_error FROM outbound_emails
         WHERE dead_at IS NOT NULL ORDER BY dead_at DESC LIMIT ${limit}`,
    deadEmailRow,
  );
  return rows.map((r) => ({
    id: r.id,
    to: r.to,
    subject: r.subject,
    attempts: r.attempts,
    deadAt: r.dead_at,
    lastError: r.last_error,
  }));
}

/** The id of a dead message put back in the queue. */
const requeuedEmailRow = z.object({ id: dbId });

/**
 * Puts dead messages back in the queue, due at `now` with a fresh set of attempts (after the SMTP
 * problem is fixed). @param ids the messages; all dead ones when omitted @returns how many
 */
export async function requeueDeadEmails(db: DbOrTx, now: Date, ids?: string[]): Promise<number> {
  const only = ids
    ? sql` AND id IN (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : sql``;
  if (ids?.length === 0) return 0;
  const rows = await queryRows(
    db,
    sql`UPDATE outbound_emails SET dead_at = NULL, attempts = 0, next_attempt_at = ${now}, leased_until = NULL
         WHERE dead_at IS NOT NULL${only} RETURNING id`,
    requeuedEmailRow,
  );
  return rows.length;
}
