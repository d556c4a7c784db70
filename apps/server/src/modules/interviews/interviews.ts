/**
 * Interviews of in-app applications (issue 28, decision 237): the business proposes 1–10 start
 * times, the applicant books one (atomically: one conditional UPDATE, so of two bookings at once
 * one wins and the other answers 409), declines with a reason, or either side cancels; the
 * business reschedules with a new proposal. Booking, cancelling a booked interview and
 * rescheduling it e-mail both sides the calendar invitation (calendar.ts) through the durable
 * queue, in the change's transaction. Every lookup is scoped to the reader through their
 * conversation (conversations.ts): someone else's interview answers 404.
 */
import {
  INTERVIEW_MESSAGES,
  conversationLink,
  interviewEnd,
  interviewsOverlap,
  normalSlot,
  type InterviewProposalInput,
} from '@hireloop/api/rules';
import { interviewKindValues, roleValues } from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../db/columns.ts';
import { STORED_INTERVIEW_STATUSES } from '../../db/schema.ts';
import type { Schema } from '../../contract/types.ts';
import type { AppDeps } from '../../http/context.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { queueEmail } from '../../services/mail.ts';
import {
  conversationFrom,
  conversationOf,
  conversationRow,
  endedAt,
  otherRole,
  applicantAsBusinessSees,
  partyOf,
  scopeOf,
  type ConversationRow,
  type Reader,
} from '../conversations/conversations.ts';
import { advanceToInterviewing } from '../marketplace/applications/applications.ts';
import { iso, isoOrNull, pageMeta, paging, sqlList } from '../marketplace/rows.ts';
import { invitationCalendar } from './calendar.ts';

type Interview = Schema<'Interview'>;
type InterviewStatus = Schema<'InterviewStatus'>;

/** An `interviews` row as the queries select it (`SELECT *`; the other columns are dropped). */
export const interviewRow = z.object({
  id: dbId,
  application_id: dbId,
  kind: dbEnum(interviewKindValues),
  duration_minutes: dbNumber,
  location: z.string(),
  note: z.string().nullable(),
  /** jsonb: the offered start times (RFC 3339, normal form), earliest first. */
  slots: z.array(z.string()),
  /** As stored: `completed` is derived from the clock (see {@link statusAt}). */
  status: dbEnum(STORED_INTERVIEW_STATUSES),
  starts_at: dbTime.nullable(),
  booked_at: dbTime.nullable(),
  reason: z.string().nullable(),
  ended_by: dbEnum(roleValues).nullable(),
  sequence: dbNumber,
  created_at: dbTime,
  updated_at: dbTime,
});
/** An `interviews` row as the queries select it. */
export type InterviewRow = z.output<typeof interviewRow>;

/** The status a reader sees at `now`: a booked interview whose end has passed is `completed`. */
export function statusAt(row: InterviewRow, now: Date): InterviewStatus {
  if (row.status !== 'booked' || row.starts_at === null) return row.status;
  const end = interviewEnd(new Date(iso(row.starts_at)), row.duration_minutes);
  return end.getTime() <= now.getTime() ? 'completed' : 'booked';
}

/** A booked interview of a business, for the overlap warning. */
interface BookedTime {
  id: string;
  start: Date;
  minutes: number;
}

/** A booked interview's start and length (see {@link bookedTimesOf}). */
const bookedInterviewRow = z.object({
  id: dbId,
  starts_at: dbTime,
  duration_minutes: dbNumber,
});

/** The booked interviews of business `ownerId` that have not ended at `now`. */
async function bookedTimesOf(db: DbOrTx, ownerId: string, now: Date): Promise<BookedTime[]> {
  const rows = await queryRows(
    db,
    sql`SELECT i.id, i.starts_at, i.duration_minutes FROM interviews i
          JOIN applications a ON a.id = i.application_id
          JOIN postings p ON p.id = a.posting_id JOIN companies c ON c.id = p.company_id
         WHERE c.user_id = ${ownerId} AND i.status = 'booked'
           AND i.starts_at + make_interval(mins => i.duration_minutes) > ${now.toISOString()}::timestamptz`,
    bookedInterviewRow,
  );
  return rows.map((row) => ({
    id: row.id,
    start: row.starts_at,
    minutes: row.duration_minutes,
  }));
}

/** The contract's interview of `row` in `conversation` as `reader` sees it at `now`. */
function toInterview(
  row: InterviewRow,
  conversation: ConversationRow,
  reader: Reader,
  now: Date,
  booked: BookedTime[],
): Interview {
  const startsAt = isoOrNull(row.starts_at);
  const status = statusAt(row, now);
  const times =
    status === 'proposed' ? row.slots : status === 'booked' && startsAt ? [startsAt] : [];
  const overlapping =
    reader.role === 'business'
      ? times.filter((slot) =>
          booked.some(
            (other) =>
              other.id !== row.id &&
              interviewsOverlap(new Date(slot), row.duration_minutes, other.start, other.minutes),
          ),
        )
      : [];
  return {
    id: row.id,
    application_id: row.application_id,
    job: { id: conversation.job_id, title: conversation.job_title.slice(0, 200) },
    other_party: partyOf(conversation, otherRole(reader.role), reader),
    kind: row.kind,
    duration_minutes: row.duration_minutes,
    location: row.location,
    note: row.note,
    slots: row.slots,
    status,
    starts_at: startsAt,
    ends_at: startsAt ? interviewEnd(new Date(startsAt), row.duration_minutes).toISOString() : null,
    reason: row.reason,
    ended_by: row.ended_by,
    sequence: row.sequence,
    overlapping_slots: overlapping,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

/** Answers `row` to `reader` (reads the business's booked times for the overlap warning). */
async function answer(
  db: DbOrTx,
  row: InterviewRow,
  conversation: ConversationRow,
  reader: Reader,
  now: Date,
): Promise<Interview> {
  const booked =
    reader.role === 'business' && reader.company
      ? await bookedTimesOf(db, reader.company.ownerId, now)
      : [];
  return toInterview(row, conversation, reader, now, booked);
}

/**
 * Interview `id` and its conversation, if `reader` is one of its two sides.
 * @throws HttpError 404 otherwise (unknown, or another user's)
 */
async function interviewOf(
  db: DbOrTx,
  reader: Reader,
  id: string,
  lock = false,
): Promise<{ row: InterviewRow; conversation: ConversationRow }> {
  const [row] = await queryRows(
    db,
    sql`SELECT * FROM interviews WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
    interviewRow,
  );
  if (!row) throw notFound('Interview not found.');
  try {
    return { row, conversation: await conversationOf(db, reader, row.application_id) };
  } catch {
    throw notFound('Interview not found.');
  }
}

/** The offered times in their normal form, earliest first (the rules have checked them). */
const normalSlots = (slots: readonly string[]) =>
  slots.map(normalSlot).sort((a, b) => Date.parse(a) - Date.parse(b));

/** A user's e-mail address and whether their account is deleted. */
const addressRow = z.object({
  id: dbId,
  email: z.string(),
  deleted_at: dbTime.nullable(),
});

/** The two sides' e-mail addresses and the applicant's name. */
async function addressesOf(db: DbOrTx, conversation: ConversationRow) {
  const rows = await queryRows(
    db,
    sql`SELECT id, email, deleted_at FROM users
         WHERE id IN ${sqlList([conversation.customer_id, conversation.owner_id])}`,
    addressRow,
  );
  const live = (userId: string) =>
    rows.find((user) => user.id === userId && user.deleted_at === null)?.email ?? null;
  return { customer: live(conversation.customer_id), business: live(conversation.owner_id) };
}

/** "Thursday 3 December 2026, 15:00–15:45 UTC". */
export function whenText(start: Date, minutes: number): string {
  const day = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'full' }).format(
    start,
  );
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', timeStyle: 'short' });
  return `${day}, ${time.format(start)}–${time.format(interviewEnd(start, minutes))} UTC`;
}

/**
 * The invitation text of `row` starting at `start` (calendar.ts): its SEQUENCE, `method`, the
 * applicant's name as the business sees it, and `url`, the reader's link to the conversation.
 */
function invitationText(
  deps: AppDeps,
  row: InterviewRow,
  start: Date,
  conversation: ConversationRow,
  method: 'REQUEST' | 'CANCEL',
  url: string,
  now: Date,
): string {
  const applicant = applicantAsBusinessSees(conversation);
  return invitationCalendar({
    id: row.id,
    sequence: row.sequence,
    method,
    start,
    durationMinutes: row.duration_minutes,
    jobTitle: conversation.job_title,
    companyName: conversation.company_name,
    applicantName: applicant.name,
    kind: row.kind,
    location: row.location,
    note: row.note,
    organizerEmail: deps.config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1'),
    url,
    now,
  });
}

/** What a change e-mails: its subject line and first paragraph, per recipient side. */
interface InvitationMail {
  method: 'REQUEST' | 'CANCEL';
  subject: string;
  lead: string;
}

/**
 * Queues the calendar invitation of `row` (booked at `start`) to both sides in `tx`: METHOD
 * `mail.method`, the row's `sequence`.
 */
async function mailInvitation(
  deps: AppDeps,
  tx: DbOrTx,
  row: InterviewRow,
  start: Date,
  conversation: ConversationRow,
  mail: InvitationMail,
  now: Date,
): Promise<void> {
  const addresses = await addressesOf(tx, conversation);
  for (const side of ['customer', 'business'] as const) {
    const to = addresses[side];
    if (!to) continue;
    const url = `${deps.config.publicUrl}${conversationLink(side === 'customer' ? 'c' : 'b', conversation.id)}`;
    const calendar = invitationText(deps, row, start, conversation, mail.method, url, now);
    await queueEmail(
      tx,
      {
        userId: side === 'customer' ? conversation.customer_id : conversation.owner_id,
        to,
        subject: `${mail.subject}: ${conversation.job_title}`.slice(0, 200),
        text:
          `${mail.lead}\n\n${whenText(start, row.duration_minutes)}\nWhere: ${row.location}\n` +
          `${row.note ? `Note: ${row.note}\n` : ''}\nThe calendar invitation is attached. ` +
          `Open the conversation: ${url}\n`,
        calendar,
      },
      now,
    );
  }
  deps.mailer.kick();
}

/** Notifies the other side of `reader` about a change of an interview in `conversation`. */
async function notifyOther(
  deps: AppDeps,
  tx: DbOrTx,
  reader: Reader,
  conversation: ConversationRow,
  title: string,
  message: string,
  interviewId: string,
): Promise<void> {
  const toCustomer = reader.role === 'business';
  await deps.notifier.notify(tx, {
    userId: toCustomer ? conversation.customer_id : conversation.owner_id,
    kind: 'message',
    title: `${title}: ${conversation.job_title}`,
    message,
    link: conversationLink(toCustomer ? 'c' : 'b', conversation.id),
    data: {
      application_id: conversation.id,
      job_id: conversation.job_id,
      interview_id: interviewId,
    },
  });
}

/** Words for a proposal's notification. */
const KIND_TEXT = { video: 'a video', phone: 'a phone', on_site: 'an on-site' } as const;

/**
 * Proposes an interview for application `applicationId` (contract `proposeInterview`).
 * @throws HttpError 404 not the business's application; 409 when it ended or already has an
 *   open interview (the partial unique index decides a race)
 */
export async function proposeInterview(
  deps: AppDeps,
  reader: Reader,
  applicationId: string,
  input: InterviewProposalInput,
  now: Date,
): Promise<Interview> {
  const conversation = await conversationOf(deps.db, reader, applicationId);
  if (endedAt(conversation) !== null) throw conflict(INTERVIEW_MESSAGES.applicationEnded);
  const slots = normalSlots(input.slots);
  const row = await deps.db.transaction(async (tx) => {
    const [created] = await queryRows(
      tx,
      sql`INSERT INTO interviews (application_id, kind, duration_minutes, location, note, slots,
                                  status, proposed_by, created_at, updated_at)
          VALUES (${conversation.id}, ${input.kind}, ${input.duration_minutes}, ${input.location.trim()},
                  ${input.note?.trim() || null}, ${JSON.stringify(slots)}::jsonb, 'proposed',
                  ${reader.id}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
          ON CONFLICT (application_id) WHERE status IN ('proposed', 'booked') DO NOTHING
          RETURNING *`,
      interviewRow,
    );
    if (!created) throw conflict(INTERVIEW_MESSAGES.alreadyOpen);
    await notifyOther(
      deps,
      tx,
      reader,
      conversation,
      'Interview proposed',
      `${conversation.company_name} offers ${slots.length === 1 ? 'a time' : `${slots.length} times`} for ${KIND_TEXT[input.kind]} interview. Pick one in the conversation.`,
      created.id,
    );
    return created;
  });
  return answer(deps.db, row, conversation, reader, now);
}

/** Filters of `listInterviews`. */
export interface InterviewQuery {
  page?: number;
  per_page?: number;
  status?: InterviewStatus;
  application_id?: string;
}

/** The SQL condition of a `status` filter at `now` (`booked` and `completed` split on the end). */
function statusFilter(status: InterviewStatus | undefined, now: Date): SQL {
  const ended = sql`i.starts_at + make_interval(mins => i.duration_minutes) <= ${now.toISOString()}::timestamptz`;
  if (status === undefined) return sql`TRUE`;
  if (status === 'completed') return sql`i.status = 'booked' AND ${ended}`;
  if (status === 'booked') return sql`i.status = 'booked' AND NOT (${ended})`;
  return sql`i.status = ${status}`;
}

/** An interview of a list page with `total`, the interviews matching the filter (`count(*) OVER ()`). */
const listedInterviewRow = interviewRow.extend({ total: dbNumber });

/** The count `n` of the interviews matching a filter (when the page is past the end). */
const interviewCountRow = z.object({ n: dbNumber });

/**
 * The reader's interviews (contract `listInterviews`): booked ones still to come by start, then
 * proposals by their earliest time, then the rest, newest change first.
 */
export async function listInterviews(
  db: DbOrTx,
  reader: Reader,
  query: InterviewQuery,
  now: Date,
): Promise<Schema<'InterviewListResponse'>> {
  const { page, perPage, offset } = paging(query);
  const upcoming = sql`i.status = 'booked' AND i.starts_at + make_interval(mins => i.duration_minutes) > ${now.toISOString()}::timestamptz`;
  const rows = await queryRows(
    db,
    sql`SELECT i.*, count(*) OVER () AS total FROM interviews i
          JOIN (${conversationFrom} WHERE ${scopeOf(reader)}) a ON a.id = i.application_id
         WHERE ${statusFilter(query.status, now)}
           ${query.application_id ? sql`AND i.application_id = ${query.application_id}` : sql``}
         ORDER BY CASE WHEN ${upcoming} THEN 0 WHEN i.status = 'proposed' THEN 1 ELSE 2 END,
                  CASE WHEN ${upcoming} THEN i.starts_at
                       WHEN i.status = 'proposed' THEN (i.slots->>0)::timestamptz END,
                  i.updated_at DESC, i.id
         LIMIT ${perPage} OFFSET ${offset}`,
    listedInterviewRow,
  );
  const ids = [...new Set(rows.map((row) => row.application_id))];
  const conversations = ids.length
    ? await queryRows(db, sql`${conversationFrom} WHERE a.id IN ${sqlList(ids)}`, conversationRow)
    : [];
  const byId = new Map(conversations.map((row) => [row.id, row]));
  const booked =
    reader.role === 'business' && reader.company
      ? await bookedTimesOf(db, reader.company.ownerId, now)
      : [];
  const total = rows.length
    ? rows[0]!.total
    : ((
        await queryRows(
          db,
          sql`SELECT count(*)::int AS n FROM interviews i
                JOIN (${conversationFrom} WHERE ${scopeOf(reader)}) a ON a.id = i.application_id
               WHERE ${statusFilter(query.status, now)}
                 ${query.application_id ? sql`AND i.application_id = ${query.application_id}` : sql``}`,
          interviewCountRow,
        )
      )[0]?.n ?? 0);
  return {
    data: rows.map((row) => toInterview(row, byId.get(row.application_id)!, reader, now, booked)),
    meta: pageMeta(page, perPage, total),
  };
}

/**
 * Books `slot` of proposal `id` for the applicant (contract `bookInterview`): one conditional
 * UPDATE (still proposed, the slot still offered), then the application moves to `interviewing`
 * if it was before it, the invitation goes to both sides and the business is notified.
 * @throws HttpError 404 not the applicant's; 422 on `slot` not offered or past; 409 not proposed
 */
export async function bookInterview(
  deps: AppDeps,
  reader: Reader,
  id: string,
  slot: string,
  now: Date,
): Promise<Interview> {
  const { row: before, conversation } = await interviewOf(deps.db, reader, id);
  if (before.status !== 'proposed') throw conflict(INTERVIEW_MESSAGES.alreadyBooked);
  const start = Number.isNaN(Date.parse(slot)) ? null : normalSlot(slot);
  if (start === null || !before.slots.includes(start))
    throw fieldError('slot', INTERVIEW_MESSAGES.slotNotOffered);
  if (Date.parse(start) <= now.getTime()) throw fieldError('slot', INTERVIEW_MESSAGES.slotPast);
  const row = await deps.db.transaction(async (tx) => {
    const [booked] = await queryRows(
      tx,
      sql`UPDATE interviews
             SET status = 'booked', starts_at = ${start}::timestamptz, booked_at = ${now.toISOString()}::timestamptz,
                 sequence = sequence + 1, updated_at = ${now.toISOString()}::timestamptz
           WHERE id = ${id} AND status = 'proposed' AND slots @> ${JSON.stringify([start])}::jsonb
          RETURNING *`,
      interviewRow,
    );
    if (!booked) throw conflict(INTERVIEW_MESSAGES.alreadyBooked);
    await advanceToInterviewing(tx, conversation.id, conversation.owner_id, now);
    const startDate = new Date(start);
    await mailInvitation(
      deps,
      tx,
      booked,
      startDate,
      conversation,
      {
        method: 'REQUEST',
        subject: 'Interview booked',
        lead: `The interview for ${conversation.job_title} at ${conversation.company_name} is booked.`,
      },
      now,
    );
    await notifyOther(
      deps,
      tx,
      reader,
      conversation,
      'Interview booked',
      `${partyOf(conversation, 'customer', reader).name} booked ${whenText(startDate, booked.duration_minutes)}.`,
      id,
    );
    return booked;
  });
  return answer(deps.db, row, conversation, reader, now);
}

/**
 * Ends interview `id` with `reason` as `reader`: `declined` (applicant, proposals only) or
 * `cancelled` (either side, proposed or booked and not yet ended). A booked one's invitation is
 * cancelled for both sides.
 * @throws HttpError 404 not the reader's; 409 when it cannot be ended so
 */
export async function endInterview(
  deps: AppDeps,
  reader: Reader,
  id: string,
  outcome: 'declined' | 'cancelled',
  reason: string,
  now: Date,
): Promise<Interview> {
  const { conversation } = await interviewOf(deps.db, reader, id);
  const row = await deps.db.transaction(async (tx) => {
    const { row: locked } = await interviewOf(tx, reader, id, true);
    const status = statusAt(locked, now);
    if (outcome === 'declined' && status !== 'proposed')
      throw conflict(INTERVIEW_MESSAGES.notDeclinable);
    if (outcome === 'cancelled' && status !== 'proposed' && status !== 'booked')
      throw conflict(INTERVIEW_MESSAGES.notCancellable);
    const [ended] = await queryRows(
      tx,
      sql`UPDATE interviews
             SET status = ${outcome}, reason = ${reason.trim()}, ended_by = ${reader.role},
                 sequence = sequence + 1, updated_at = ${now.toISOString()}::timestamptz
           WHERE id = ${id} RETURNING *`,
      interviewRow,
    );
    const who =
      reader.role === 'business'
        ? conversation.company_name
        : partyOf(conversation, 'customer', reader).name;
    if (status === 'booked' && locked.starts_at !== null)
      await mailInvitation(
        deps,
        tx,
        ended!,
        new Date(iso(locked.starts_at)),
        conversation,
        {
          method: 'CANCEL',
          subject: 'Interview cancelled',
          lead: `${who} cancelled the interview: ${reason.trim()}`,
        },
        now,
      );
    await notifyOther(
      deps,
      tx,
      reader,
      conversation,
      outcome === 'declined' ? 'Interview declined' : 'Interview cancelled',
      `${who} ${outcome === 'declined' ? 'declined' : 'cancelled'} the interview: ${reason.trim()}`,
      id,
    );
    return ended!;
  });
  return answer(deps.db, row, conversation, reader, now);
}

/**
 * Replaces the offer of interview `id` by `input` (contract `rescheduleInterview`): it is
 * proposed again with the new times; a booked time's invitation is cancelled for both sides.
 * @throws HttpError 404 not the business's; 409 when declined, cancelled or ended
 */
export async function rescheduleInterview(
  deps: AppDeps,
  reader: Reader,
  id: string,
  input: InterviewProposalInput,
  now: Date,
): Promise<Interview> {
  const { conversation } = await interviewOf(deps.db, reader, id);
  const slots = normalSlots(input.slots);
  const row = await deps.db.transaction(async (tx) => {
    const { row: locked } = await interviewOf(tx, reader, id, true);
    const status = statusAt(locked, now);
    if (status !== 'proposed' && status !== 'booked')
      throw conflict(INTERVIEW_MESSAGES.notReschedulable);
    const [proposed] = await queryRows(
      tx,
      sql`UPDATE interviews
             SET status = 'proposed', kind = ${input.kind}, duration_minutes = ${input.duration_minutes},
                 location = ${input.location.trim()}, note = ${input.note?.trim() || null},
                 slots = ${JSON.stringify(slots)}::jsonb, starts_at = NULL, booked_at = NULL,
                 reminded_24h_at = NULL, reminded_1h_at = NULL,
                 sequence = sequence + 1, updated_at = ${now.toISOString()}::timestamptz
           WHERE id = ${id} RETURNING *`,
      interviewRow,
    );
    if (status === 'booked' && locked.starts_at !== null)
      await mailInvitation(
        deps,
        tx,
        { ...locked, sequence: proposed!.sequence },
        new Date(iso(locked.starts_at)),
        conversation,
        {
          method: 'CANCEL',
          subject: 'Interview moved',
          lead: `${conversation.company_name} moved the interview and offers new times; this time no longer holds.`,
        },
        now,
      );
    await notifyOther(
      deps,
      tx,
      reader,
      conversation,
      'New interview times',
      `${conversation.company_name} offers ${slots.length === 1 ? 'a new time' : `${slots.length} new times`}. Pick one in the conversation.`,
      id,
    );
    return proposed!;
  });
  return answer(deps.db, row, conversation, reader, now);
}

/**
 * The invitation of interview `id` as `reader` downloads it (contract `getInterviewCalendar`):
 * REQUEST while booked (or completed), CANCEL once a booked interview was cancelled.
 * @throws HttpError 404 not the reader's; 409 when it has no booked time
 */
export async function interviewCalendar(
  deps: AppDeps,
  reader: Reader,
  id: string,
  now: Date,
): Promise<string> {
  const { row, conversation } = await interviewOf(deps.db, reader, id);
  if (row.starts_at === null || (row.status !== 'booked' && row.status !== 'cancelled'))
    throw conflict(INTERVIEW_MESSAGES.notBooked);
  return invitationText(
    deps,
    row,
    new Date(iso(row.starts_at)),
    conversation,
    row.status === 'cancelled' ? 'CANCEL' : 'REQUEST',
    `${deps.config.publicUrl}${conversationLink(reader.role === 'customer' ? 'c' : 'b', conversation.id)}`,
    now,
  );
}

/** An interview with its job's title (account export). */
const exportedInterviewRow = interviewRow.extend({ job_title: z.string() });

/**
 * The interviews of the applications user `userId` sent or received, oldest first, for the
 * account export (contract `AccountExport.interviews`).
 */
export async function interviewsOfUser(
  db: DbOrTx | Db,
  userId: string,
  now: Date,
): Promise<Schema<'ExportedInterview'>[]> {
  const rows = await queryRows(
    db,
    sql`SELECT i.*, p.title AS job_title FROM interviews i
          JOIN applications a ON a.id = i.application_id
          JOIN postings p ON p.id = a.posting_id JOIN companies c ON c.id = p.company_id
         WHERE a.user_id = ${userId} OR c.user_id = ${userId}
         ORDER BY i.created_at, i.id`,
    exportedInterviewRow,
  );
  return rows.map((row) => ({
    id: row.id,
    application_id: row.application_id,
    job_title: row.job_title.slice(0, 200),
    kind: row.kind,
    duration_minutes: row.duration_minutes,
    location: row.location,
    status: statusAt(row, now),
    starts_at: isoOrNull(row.starts_at),
    slots: row.slots,
    created_at: iso(row.created_at),
  }));
}
