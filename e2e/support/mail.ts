/**
 * The e-mails the server sent during the run: without SMTP_URL it writes each one as an .eml file
 * to DATA_DIR/outbox (apps/server/src/services/mail.ts). The journeys read them here, decoded
 * (quoted-printable bodies and RFC 2047 subjects, UTF-8).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { dataDir } from './env.ts';

/** One e-mail of the outbox. */
export interface OutboxEmail {
  to: string;
  subject: string;
  /** The text part, decoded. */
  text: string;
  /** The calendar invitation (the `text/calendar` part, decoded), or null (issue 28). */
  calendar: string | null;
}

const decodeQuotedPrintable = (text: string) =>
  Buffer.from(
    text
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );

/** The decoded `text/calendar` part of a multipart message, or null. */
function calendarPart(raw: string): string | null {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!/^Content-Type: text\/calendar/im.test(head)) continue;
    const content = body.join('\n\n');
    if (/^Content-Transfer-Encoding: base64/im.test(head))
      return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/^Content-Transfer-Encoding: quoted-printable/im.test(head))
      return decodeQuotedPrintable(content);
    return content;
  }
  return null;
}

function parse(raw: string): OutboxEmail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    decodeHeader(new RegExp(`^${name}: (.*)$`, 'im').exec(headers)?.[1] ?? '');
  const body = rest.join('\n\n');
  const quoted =
    /quoted-printable/i.test(header('Content-Transfer-Encoding')) || /=\r?\n/.test(body);
  return {
    to: header('To'),
    subject: header('Subject'),
    text: quoted ? decodeQuotedPrintable(body) : body,
    calendar: calendarPart(raw),
  };
}

/** Every e-mail in the outbox to `address`, oldest first (none when the outbox does not exist). */
export async function emailsTo(address: string): Promise<OutboxEmail[]> {
  const folder = path.join(dataDir, 'outbox');
  const files = await readdir(folder).catch(() => [] as string[]);
  const emails: OutboxEmail[] = [];
  for (const file of files.filter((f) => f.endsWith('.eml')).sort()) {
    const email = parse(await readFile(path.join(folder, file), 'utf8'));
    if (email.to.includes(address)) emails.push(email);
  }
  return emails;
}
