/**
 * E-mail through a transactional outbox: {@link queueEmail} inserts the message in the same
 * transaction as the change that caused it; the {@link Mailer} delivers pending messages afterwards
 * (right after the request, and every 30 s in the background), over SMTP when `SMTP_URL` is set,
 * otherwise as .eml files in DATA_DIR/outbox (logged, so a developer can open the link).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '../db/client.ts';
import { outboundEmails } from '../db/schema.ts';
import type { Clock } from '../clock.ts';

/** An e-mail to send. */
export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  userId?: string | null;
}

/** Delivery attempts before a message is given up. @default 5 */
export const MAX_EMAIL_ATTEMPTS = 5;

/** Puts a message in the outbox (inside the caller's transaction when `db` is one). */
export async function queueEmail(db: DbOrTx, message: EmailMessage, now: Date): Promise<void> {
  await db.insert(outboundEmails).values({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    userId: message.userId ?? null,
    createdAt: now,
  });
}

/** Delivers the outbox. */
export interface Mailer {
  /** Delivers every pending message now. @returns how many were sent */
  flush(): Promise<number>;
  /** Schedules a flush soon (coalesced); used after a request that queued mail. */
  kick(): void;
  /** Where files go when there is no SMTP server (null with SMTP). */
  outboxDir: string | null;
  close(): Promise<void>;
}

interface Logger {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** Creates the mailer. */
export function createMailer(options: {
  db: Db;
  clock: Clock;
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: Logger;
}): Mailer {
  const outboxDir = options.smtpUrl ? null : path.join(options.dataDir, 'outbox');
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let running: Promise<number> | null = null;
  let timer: NodeJS.Timeout | null = null;

  async function deliver(): Promise<number> {
    const { db, clock } = options;
    let sent = 0;
    for (;;) {
      // Claim a batch; SKIP LOCKED lets several server processes share the outbox.
      const batch = await db.transaction(async (tx) => {
        const rows = await tx
          .select()
          .from(outboundEmails)
          .where(
            sql`${outboundEmails.sentAt} IS NULL AND ${outboundEmails.attempts} < ${MAX_EMAIL_ATTEMPTS}`,
          )
          .orderBy(outboundEmails.createdAt)
          .limit(20)
          .for('update', { skipLocked: true });
        for (const row of rows) {
          await tx
            .update(outboundEmails)
            .set({ attempts: row.attempts + 1 })
            .where(eq(outboundEmails.id, row.id));
        }
        return rows;
      });
      if (batch.length === 0) {
        if (sent > 0 && outboxDir)
          options.log.info({ outboxDir, sent }, `${sent} e-mail(s) written to the outbox`);
        return sent;
      }
      for (const row of batch) {
        try {
          const info = (await transport.sendMail({
            from: options.from,
            to: row.to,
            subject: row.subject,
            text: row.text,
            ...(row.html ? { html: row.html } : {}),
          })) as { message?: Buffer };
          if (outboxDir) {
            await mkdir(outboxDir, { recursive: true });
            const file = path.join(
              outboxDir,
              `${clock.now().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`,
            );
            await writeFile(file, info.message ?? '');
            options.log.debug(
              { to: row.to, subject: row.subject, file },
              'e-mail written to the outbox',
            );
          }
          await db
            .update(outboundEmails)
            .set({ sentAt: clock.now(), lastError: null })
            .where(eq(outboundEmails.id, row.id));
          sent++;
        } catch (error) {
          options.log.warn({ err: error, to: row.to }, 'e-mail delivery failed');
          await db
            .update(outboundEmails)
            .set({ lastError: String((error as Error).message ?? error).slice(0, 500) })
            .where(eq(outboundEmails.id, row.id));
        }
      }
    }
  }

  const flush = (): Promise<number> => {
    running ??= deliver().finally(() => {
      running = null;
    });
    return running;
  };

  return {
    flush,
    kick() {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        flush().catch((error: unknown) => options.log.warn({ err: error }, 'e-mail flush failed'));
      }, 10);
      timer.unref();
    },
    outboxDir,
    async close() {
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => {});
      transport.close();
    },
  };
}
