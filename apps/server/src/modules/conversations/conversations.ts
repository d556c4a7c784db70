/**
 * The conversation of an in-app application (issue 28, decision 236): its `messages` merged with
 * its `application_events` (stage changes with their notes) into one timeline, oldest first; who
 * has read what (`conversation_reads`); writing, reading and the inbox. Every lookup is scoped to
 * the reader: the applicant (`applications.user_id`) or the business that owns the posting's
 * company; anyone else's application id answers 404. "I applied" trackers are another table and
 * have no conversation.
 */
import {
  companyMemberIds,
  companyScope,
  type CompanyAccess,
} from '../../services/companyAccess.ts';
import type { UserRow } from '../../services/sessions.ts';
import {
  CONVERSATION_LIMITS,
  CONVERSATION_MESSAGES,
  FINAL_APPLICATION_STATUSES,
  conversationLink,
  conversationWriteClosesAt,
  messageProblem,
  roleMay,
  TEAM_MESSAGES,
} from '@hireloop/api/rules';
import {
  applicationStatusValues,
  conversationEntryKindValues,
  profileVisibilityValues,
  roleValues,
} from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../db/columns.ts';
import type { Schema } from '../../contract/types.ts';
import type { Role } from '../../db/schema.ts';
import { HttpError, conflict, fieldError, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { Notifier } from '../../services/notifications.ts';
import type { ConversationEvents } from '../../services/conversationEvents.ts';
import { sharedWithEmployers } from '../../services/privacy.ts';
import { hit } from '../../services/rateLimits.ts';
import {
  containsPattern,
  imageUrl,
  iso,
  isoOrNull,
  pageMeta,
  paging,
  sqlList,
} from '../marketplace/rows.ts';

type Entry = Schema<'ConversationEntry'>;
type Party = Schema<'ConversationParty'>;

/**
 * The reader of a conversation: a signed-in user and their side; for the business side, the
 * member's access to the company (issue 36: every member reads the company's conversations
 * within their scope, and each has their own read state).
 */
export interface Reader {
  id: string;
  role: Role;
  company: CompanyAccess | null;
}

/** The signed-in user of a request (and their company access, `auth.company`) as a reader. */
export const readerOf = (
  user: UserRow,
  auth: { company: CompanyAccess | null } | null,
): Reader => ({
  id: user.id,
  role: user.role,
  company: auth?.company ?? null,
});

/** An application as its conversation needs it ({@link conversationFrom}): both sides and when it ended. */
export const conversationRow = z.object({
  id: dbId,
  status: dbEnum(applicationStatusValues),
  created_at: dbTime,
  updated_at: dbTime,
  closed_at: dbTime.nullable(),
  /** When it reached a final status (the latest such event), or null. */
  final_at: dbTime.nullable(),
  customer_id: dbId,
  owner_id: dbId,
  job_id: dbId,
  job_title: z.string(),
  company_name: z.string(),
  logo_thumb_key: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  customer_deleted_at: dbTime.nullable(),
  avatar_thumb_key: z.string().nullable(),
  /** Null when the applicant has no privacy settings row (LEFT JOIN). */
  profile_visibility: dbEnum(profileVisibilityValues).nullable(),
  show_photo: z.boolean().nullable(),
  /** The company's members' user ids (issue 36): each member's streams hear the conversation. */
  member_ids: z.array(dbId),
});
/** An application as its conversation needs it: both sides and when it ended. */
export type ConversationRow = z.output<typeof conversationRow>;

/** Columns and joins of {@link ConversationRow} over `applications a`; append a WHERE. */
export const conversationFrom = sql`
  SELECT a.id, a.status, a.created_at, a.updated_at, a.closed_at,
         (SELECT max(e.created_at) FROM application_events e
           WHERE e.application_id = a.id AND e.status IN ${sqlList(FINAL_APPLICATION_STATUSES)}) AS final_at,
         a.user_id AS customer_id, c.user_id AS owner_id, p.id AS job_id, p.title AS job_title,
         coalesce(bu.business_name, p.company_name) AS company_name, lm.thumb_key AS logo_thumb_key,
         cu.first_name, cu.last_name, cu.deleted_at AS customer_deleted_at,
         am.thumb_key AS avatar_thumb_key, ps.profile_visibility,
         ps.show_photo_to_employers AS show_photo, ${companyMemberIds} AS member_ids
    FROM applications a
    JOIN postings p ON p.id = a.posting_id
    JOIN companies c ON c.id = p.company_id
    JOIN users bu ON bu.id = c.user_id
    LEFT JOIN media lm ON lm.id = bu.image_media_id
    JOIN users cu ON cu.id = a.user_id
    LEFT JOIN media am ON am.id = cu.image_media_id
    LEFT JOIN privacy_settings ps ON ps.user_id = cu.id`;

/** Condition: the applications `reader` has a conversation in (sent, or received by their company). */
export const scopeOf = (reader: Reader): SQL =>
  reader.role === 'customer'
    ? sql`a.user_id = ${reader.id}`
    : reader.company
      ? companyScope(reader.company)
      : sql`FALSE`;

/**
 * The application `id` if `reader` is one of its two sides.
 * @throws HttpError 404 when it is not (another user's, unknown, or an "I applied" tracker's id)
 */
export async function conversationOf(
  db: DbOrTx,
  reader: Reader,
  id: string,
): Promise<ConversationRow> {
  const [row] = await queryRows(
    db,
    sql`${conversationFrom} WHERE a.id = ${id} AND ${scopeOf(reader)}`,
    conversationRow,
  );
  if (!row) throw notFound('Application not found.');
  return row;
}

/** The business side of `row`: the company's name and logo. */
function businessParty(row: ConversationRow): Party {
  return {
    role: 'business',
    name: row.company_name.slice(0, 200),
    avatar_thumb_url: imageUrl(row.logo_thumb_key),
  };
}

/**
 * The applicant side of `row` as `reader` sees it: their name, and their avatar for themselves or
 * when their privacy settings show the photo to employers (services/privacy.ts); never the e-mail.
 */
function customerParty(row: ConversationRow, reader: Reader): Party {
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ').trim() || 'Applicant';
  const shared = sharedWithEmployers({
    profileVisibility: row.profile_visibility,
    showEmail: null,
    showLocation: null,
    showPhoto: row.show_photo,
  });
  const showPhoto =
    row.customer_deleted_at === null && (reader.role === 'customer' || shared.photo);
  return {
    role: 'customer',
    name: name.slice(0, 200),
    avatar_thumb_url: showPhoto ? imageUrl(row.avatar_thumb_key) : null,
  };
}

/** The side of `role` in `row`, as `reader` sees it. */
export const partyOf = (row: ConversationRow, role: Role, reader: Reader): Party =>
  role === 'business' ? businessParty(row) : customerParty(row, reader);

/** The applicant of `row` as the business sees them (e-mails and invitations to the business). */
export const applicantAsBusinessSees = (row: ConversationRow): Party =>
  customerParty(row, { id: row.owner_id, role: 'business', company: null });

/** The other side of `reader`. */
export const otherRole = (role: Role): Role => (role === 'customer' ? 'business' : 'customer');

/** When `row` ended (final status, or closed with its posting), or null while it is open. */
export function endedAt(row: ConversationRow): Date | null {
  if ((FINAL_APPLICATION_STATUSES as readonly string[]).includes(row.status))
    return new Date(iso(row.final_at ?? row.updated_at));
  return row.closed_at === null ? null : new Date(iso(row.closed_at));
}

/** Whether writing in `row`'s conversation is closed at `now` (30 days after it ended). */
export function writeClosed(row: ConversationRow, now: Date): boolean {
  const closesAt = conversationWriteClosesAt(endedAt(row));
  return closesAt !== null && now.getTime() >= closesAt;
}

// ---------------------------------------------------------------------------------------------
// Entries and cursors
// ---------------------------------------------------------------------------------------------

/** An entry as the timeline query selects it; `k` orders stage changes before messages at one instant. */
const entryRow = z.object({
  id: dbId,
  application_id: dbId,
  kind: dbEnum(conversationEntryKindValues),
  /** A message's text, or a stage change's note (null without one). */
  body: z.string().nullable(),
  /** A stage change's status; null for messages. */
  status: dbEnum(applicationStatusValues).nullable(),
  author_role: dbEnum(roleValues),
  created_at: dbTime,
  k: dbNumber,
  /** Insertion order (bigint: a string from node-postgres). */
  seq: dbNumber,
});
/** An entry as the timeline query selects it. */
type EntryRow = z.output<typeof entryRow>;

/**
 * The timeline of the applications `ids` as one relation `x` (messages and stage changes; the
 * applicant is the author of `submitted` and `withdrawn`, the business of every move).
 */
const timelineOf = (ids: SQL) => sql`(
    SELECT m.id, m.application_id, 'message' AS kind, m.body, NULL::text AS status,
           m.author_role, m.created_at, 1 AS k, m.seq
      FROM messages m WHERE m.application_id IN ${ids}
    UNION ALL
    SELECT e.id, e.application_id, 'stage_change' AS kind, e.note AS body, e.status,
           CASE WHEN e.status IN ('submitted', 'withdrawn') THEN 'customer' ELSE 'business' END,
           e.created_at, 0 AS k, e.seq
      FROM application_events e WHERE e.application_id IN ${ids}
  ) x`;

/** A position in a timeline: an entry's time, kind order and insertion order. */
interface Cursor {
  at: string;
  k: number;
  seq: number;
}

/** The opaque cursor of an entry: base64url (no padding) of `time~k~seq`. */
export function encodeCursor(row: Pick<EntryRow, 'created_at' | 'k' | 'seq'>): string {
  return Buffer.from(`${iso(row.created_at)}~${row.k}~${row.seq}`).toString('base64url');
}

/**
 * Reads a cursor given as query parameter `name`.
 * @throws HttpError 400 naming `name` when it is not one this server gave
 */
export function decodeCursor(value: string, name: 'before' | 'after'): Cursor {
  const text = Buffer.from(value, 'base64url').toString('utf8');
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)~([01])~(\d{1,18})$/.exec(text);
  const at = match ? new Date(match[1]!) : null;
  if (!match || !at || Number.isNaN(at.getTime()) || at.toISOString() !== match[1]) {
    const message = `The ${name} parameter is not a cursor of this conversation.`;
    throw new HttpError(400, message, { errors: { [name]: [message] } });
  }
  return { at: match[1], k: Number(match[2]), seq: Number(match[3]) };
}

/** `(created_at, k, seq)` compared with `cursor` by `op`. */
const positionIs = (op: '<' | '>', cursor: Cursor) =>
  sql`(x.created_at, x.k, x.seq) ${sql.raw(op)} (${cursor.at}::timestamptz, ${cursor.k}::int, ${cursor.seq}::bigint)`;

/** An entry row as `reader` sees it in `row`'s conversation. */
function toEntry(entry: EntryRow, row: ConversationRow, reader: Reader): Entry {
  return {
    id: entry.id,
    kind: entry.kind,
    body: entry.body === null ? null : entry.body.slice(0, CONVERSATION_LIMITS.messageMaxLength),
    status: entry.kind === 'stage_change' ? entry.status : null,
    author: partyOf(row, entry.author_role, reader),
    is_mine: entry.author_role === reader.role,
    created_at: iso(entry.created_at),
  };
}

// ---------------------------------------------------------------------------------------------
// Unread and seen
// ---------------------------------------------------------------------------------------------

/**
 * Unread messages of `reader` per application of `scope` (SQL over `a`, `c`): the other side's
 * messages written after the reader's `read_at` (stage changes do not count).
 */
const unreadSql = (reader: Reader) => sql`
  SELECT count(*)::int FROM messages m
    LEFT JOIN conversation_reads r ON r.application_id = m.application_id AND r.user_id = ${reader.id}
   WHERE m.application_id = a.id AND m.author_role <> ${reader.role}
     AND (r.read_at IS NULL OR m.created_at > r.read_at)`;

/** A count `n` (of unread messages, of conversations). */
const countRow = z.object({ n: dbNumber });

/** Unread messages of `reader` over all their conversations (the inbox badge). */
export async function totalUnread(db: DbOrTx, reader: Reader): Promise<number> {
  const [row] = await queryRows(
    db,
    sql`SELECT coalesce(sum((${unreadSql(reader)})), 0)::int AS n
          FROM applications a JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id
         WHERE ${scopeOf(reader)}`,
    countRow,
  );
  return row?.n ?? 0;
}

/** When the other side last read a conversation (`max(read_at)`; null if never). */
const seenAtRow = z.object({ at: dbTime.nullable() });

/** When the other side of `reader` last read `row`'s conversation (the latest of its users), or null. */
async function seenAt(db: DbOrTx, row: ConversationRow, reader: Reader): Promise<string | null> {
  const others =
    reader.role === 'business'
      ? sql`r.user_id = ${row.customer_id}`
      : sql`r.user_id <> ${row.customer_id}`;
  const [seen] = await queryRows(
    db,
    sql`SELECT max(r.read_at) AS at FROM conversation_reads r
         WHERE r.application_id = ${row.id} AND ${others}`,
    seenAtRow,
  );
  return isoOrNull(seen?.at);
}

/** Upserts `userId`'s `read_at` of application `id` to `now` (never back in time). */
async function markRead(db: DbOrTx, id: string, userId: string, now: Date): Promise<void> {
  await db.execute(
    sql`INSERT INTO conversation_reads (application_id, user_id, read_at)
        VALUES (${id}, ${userId}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (application_id, user_id) DO UPDATE
          SET read_at = greatest(conversation_reads.read_at, excluded.read_at)`,
  );
}

// ---------------------------------------------------------------------------------------------
// The operations
// ---------------------------------------------------------------------------------------------

/**
 * One page of application `id`'s conversation for `reader` (contract `listApplicationMessages`):
 * without a cursor the newest `limit` entries, `before` the ones before a cursor, `after` those
 * after it; always oldest first. Reading does not mark it read.
 * @throws HttpError 404 not one of the reader's applications; 400 on `before`/`after` when both
 *   are given or one is not a cursor of this server
 */
export async function readConversation(
  db: DbOrTx,
  reader: Reader,
  id: string,
  query: { before?: string; after?: string; limit?: number },
  now: Date,
): Promise<Schema<'ConversationPage'>> {
  if (query.before !== undefined && query.after !== undefined) {
    const message = 'Give before or after, not both.';
    throw new HttpError(400, message, { errors: { before: [message], after: [message] } });
  }
  const before = query.before === undefined ? null : decodeCursor(query.before, 'before');
  const after = query.after === undefined ? null : decodeCursor(query.after, 'after');
  const limit = Math.min(100, Math.max(1, query.limit ?? 50));
  const row = await conversationOf(db, reader, id);
  const ids = sqlList([row.id]);

  let entries: EntryRow[];
  let hasOlder: boolean;
  if (after) {
    entries = await queryRows(
      db,
      sql`SELECT * FROM ${timelineOf(ids)} WHERE ${positionIs('>', after)}
           ORDER BY x.created_at, x.k, x.seq LIMIT ${limit}`,
      entryRow,
    );
    hasOlder = true;
  } else {
    const newest = await queryRows(
      db,
      sql`SELECT * FROM ${timelineOf(ids)} ${before ? sql`WHERE ${positionIs('<', before)}` : sql``}
           ORDER BY x.created_at DESC, x.k DESC, x.seq DESC LIMIT ${limit + 1}`,
      entryRow,
    );
    hasOlder = newest.length > limit;
    entries = newest.slice(0, limit).reverse();
  }
  const [seen, unread] = await Promise.all([
    seenAt(db, row, reader),
    queryRows(
      db,
      sql`SELECT (${unreadSql(reader)}) AS n FROM applications a WHERE a.id = ${row.id}`,
      countRow,
    ),
  ]);
  const closed = writeClosed(row, now);
  // A member whose role may not message applicants (an interviewer, issue 36) reads only.
  const role = reader.company?.role;
  const forbidden = reader.role === 'business' && role !== undefined && !roleMay(role, 'pipeline');
  const first = entries[0];
  const last = entries.at(-1);
  return {
    data: {
      application_id: row.id,
      job: { id: row.job_id, title: row.job_title.slice(0, 200) },
      application_status: row.status,
      other_party: partyOf(row, otherRole(reader.role), reader),
      entries: entries.map((entry) => toEntry(entry, row, reader)),
      can_write: !closed && !forbidden,
      write_closed_message: closed
        ? CONVERSATION_MESSAGES.closed
        : forbidden && role
          ? TEAM_MESSAGES.forbidden(role, 'pipeline')
          : null,
      seen_at: seen,
      unread_count: unread[0]?.n ?? 0,
    },
    meta: {
      earlier_cursor: first && hasOlder && !after ? encodeCursor(first) : null,
      latest_cursor: last ? encodeCursor(last) : (query.after ?? query.before ?? null),
    },
  };
}

/** What writing a message needs. */
export interface SendDeps {
  db: Db;
  notifier: Notifier;
  conversationEvents: ConversationEvents;
}

/**
 * Writes `body` in application `id`'s conversation as `reader` (contract
 * `sendApplicationMessage`): marks it read for the sender, notifies the other side in the app
 * (kind `message`; the e-mail is the housekeeping's, see emails.ts) in the same transaction, then
 * tells both sides' streams.
 * @throws HttpError 404 not the reader's application; 422 on `body` ({@link messageProblem},
 *   nothing written); 409 when writing is closed; 429 with Retry-After past 30 messages a minute
 *   of this sender
 */
export async function sendMessage(
  deps: SendDeps,
  reader: Reader,
  id: string,
  body: string,
  now: Date,
): Promise<Entry> {
  const row = await conversationOf(deps.db, reader, id);
  const problem = messageProblem(body);
  if (problem) throw fieldError('body', CONVERSATION_MESSAGES[problem]);
  if (writeClosed(row, now)) throw conflict(CONVERSATION_MESSAGES.closed);
  const limit = await hit(
    deps.db,
    `messages-sent:${reader.id}`,
    { max: CONVERSATION_LIMITS.sendBurst, windowMs: CONVERSATION_LIMITS.sendWindowMs },
    now,
  );
  if (limit.limited) throw tooManyRequests(limit.retryAfterSeconds, CONVERSATION_MESSAGES.tooMany);

  const text = body.replace(/\r\n?/g, '\n');
  const entry = await deps.db.transaction(async (tx) => {
    const [written] = await queryRows(
      tx,
      sql`INSERT INTO messages (application_id, author_id, author_role, body, created_at)
          VALUES (${row.id}, ${reader.id}, ${reader.role}, ${text}, ${now.toISOString()}::timestamptz)
          RETURNING id, application_id, 'message' AS kind, body, NULL::text AS status, author_role,
                    created_at, 1 AS k, seq`,
      entryRow,
    );
    await markRead(tx, row.id, reader.id, now);
    const recipient = reader.role === 'customer' ? row.owner_id : row.customer_id;
    const sender = partyOf(row, reader.role, reader);
    const excerpt = [...text].length > 200 ? `${[...text].slice(0, 199).join('')}…` : text;
    await deps.notifier.notify(tx, {
      userId: recipient,
      kind: 'message',
      title: `New message from ${sender.name}`,
      message: excerpt,
      link: conversationLink(reader.role === 'customer' ? 'b' : 'c', row.id),
      data: { application_id: row.id, job_id: row.job_id },
      email: false,
    });
    return written!;
  });
  deps.conversationEvents.publish({
    type: 'entry',
    application_id: row.id,
    user_ids: [row.customer_id, row.owner_id, ...row.member_ids],
  });
  return toEntry(entry, row, reader);
}

/**
 * Marks application `id`'s conversation read for `reader` at `now` (contract
 * `markConversationRead`) and tells the other side's streams (`read`).
 * @returns the reader's unread messages left over all their conversations
 * @throws HttpError 404 not the reader's application
 */
export async function markConversationRead(
  deps: { db: Db; conversationEvents: ConversationEvents },
  reader: Reader,
  id: string,
  now: Date,
): Promise<number> {
  const row = await conversationOf(deps.db, reader, id);
  await markRead(deps.db, row.id, reader.id, now);
  deps.conversationEvents.publish({
    type: 'read',
    application_id: row.id,
    user_ids: reader.role === 'customer' ? [row.owner_id, ...row.member_ids] : [row.customer_id],
    seen_at: now.toISOString(),
  });
  return totalUnread(deps.db, reader);
}

/**
 * An inbox row of `listConversations`: the conversation, its newest entry (`last_*`, all null
 * when it has none), its last activity, the reader's unread count and the total of the filter.
 */
const inboxRow = conversationRow.extend({
  last_id: dbId.nullable(),
  last_kind: dbEnum(conversationEntryKindValues).nullable(),
  last_body: z.string().nullable(),
  last_status: dbEnum(applicationStatusValues).nullable(),
  last_author_role: dbEnum(roleValues).nullable(),
  last_created_at: dbTime.nullable(),
  last_k: dbNumber.nullable(),
  last_seq: dbNumber.nullable(),
  last_activity_at: dbTime,
  unread: dbNumber,
  /** `count(*) OVER ()`: the conversations matching the filter. */
  total: dbNumber,
});

/**
 * The inbox of `reader` (contract `listConversations`): one row per application they sent or
 * received, newest activity first (the newest entry, else the application's date), with its
 * newest entry and unread count; `q` keeps those whose job title or other party's name contains
 * every word (case-insensitive, `%` and `_` literal).
 */
export async function listConversations(
  db: DbOrTx,
  reader: Reader,
  query: { page?: number; per_page?: number; q?: string },
): Promise<Schema<'ConversationListResponse'>> {
  const { page, perPage, offset } = paging(query);
  const otherName =
    reader.role === 'customer'
      ? sql`coalesce(bu.business_name, p.company_name)`
      : sql`concat_ws(' ', cu.first_name, cu.last_name)`;
  const words = (query.q ?? '').split(/\s+/).filter(Boolean).slice(0, 20);
  const filter = words.length
    ? sql.join(
        words.map((word) => {
          const pattern = containsPattern(word);
          return sql`(p.title ILIKE ${pattern} OR ${otherName} ILIKE ${pattern})`;
        }),
        sql` AND `,
      )
    : sql`TRUE`;
  const rows = await queryRows(
    db,
    sql`SELECT a.*, le.*, s.*, count(*) OVER () AS total FROM (
          ${conversationFrom}
          WHERE ${scopeOf(reader)} AND ${filter}
        ) a
        LEFT JOIN LATERAL (
          SELECT x.id AS last_id, x.kind AS last_kind, x.body AS last_body, x.status AS last_status,
                 x.author_role AS last_author_role, x.created_at AS last_created_at,
                 x.k AS last_k, x.seq AS last_seq
            FROM ${timelineOf(sql`(a.id)`)}
           ORDER BY x.created_at DESC, x.k DESC, x.seq DESC LIMIT 1
        ) le ON TRUE
        CROSS JOIN LATERAL (
          SELECT coalesce(le.last_created_at, a.created_at) AS last_activity_at,
                 (${unreadSql(reader)}) AS unread
        ) s
        ORDER BY s.last_activity_at DESC, a.id DESC
        LIMIT ${perPage} OFFSET ${offset}`,
    inboxRow,
  );
  const total = rows.length
    ? rows[0]!.total
    : ((
        await queryRows(
          db,
          sql`SELECT count(*)::int AS n FROM (${conversationFrom} WHERE ${scopeOf(reader)} AND ${filter}) a`,
          countRow,
        )
      )[0]?.n ?? 0);
  const data = rows.map((row): Schema<'ConversationSummary'> => {
    const last: EntryRow | null =
      row.last_id === null
        ? null
        : {
            id: row.last_id,
            application_id: row.id,
            kind: row.last_kind!,
            body: row.last_body,
            status: row.last_status,
            author_role: row.last_author_role!,
            created_at: row.last_created_at!,
            k: row.last_k!,
            seq: row.last_seq!,
          };
    return {
      application_id: row.id,
      job: { id: row.job_id, title: row.job_title.slice(0, 200) },
      application_status: row.status,
      other_party: partyOf(row, otherRole(reader.role), reader),
      last_entry: last ? toEntry(last, row, reader) : null,
      unread_count: row.unread,
      last_activity_at: iso(row.last_activity_at),
    };
  });
  return {
    data,
    meta: { ...pageMeta(page, perPage, total), unread_count: await totalUnread(db, reader) },
  };
}

/** A message the user wrote, with its job's title (account export). */
const writtenMessageRow = z.object({
  application_id: dbId,
  job_title: z.string(),
  body: z.string(),
  created_at: dbTime,
});

/**
 * The messages user `userId` wrote, oldest first, for the account export (contract
 * `AccountExport.messages`, issue 28).
 */
export async function messagesWrittenBy(
  db: DbOrTx,
  userId: string,
): Promise<Schema<'ExportedMessage'>[]> {
  const rows = await queryRows(
    db,
    sql`SELECT m.application_id, p.title AS job_title, m.body, m.created_at
          FROM messages m JOIN applications a ON a.id = m.application_id
          JOIN postings p ON p.id = a.posting_id
         WHERE m.author_id = ${userId}
         ORDER BY m.created_at, m.seq`,
    writtenMessageRow,
  );
  return rows.map((row) => ({
    application_id: row.application_id,
    job_title: row.job_title.slice(0, 200),
    body: row.body,
    created_at: iso(row.created_at),
  }));
}
