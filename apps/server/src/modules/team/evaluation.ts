/**
 * How a hiring team works on an application (issue 36, decision 238): private notes with
 * @mentions, one scorecard per member (others' hidden until one's own is in: Greenhouse's rule
 * against anchoring) and the activity log. All of it is the company's: never shown to the
 * applicant, never in their export or the conversation. Every call is scoped with
 * `companyScope`: another company's application, or one outside an interviewer's hiring teams,
 * answers 404.
 */
import { sql } from 'drizzle-orm';
import {
  mentionedMembers,
  ratingsProblem,
  mentionableMembers,
  scorecardSummary,
  TEAM_MESSAGES,
} from '@hireloop/api/rules';
import {
  activityKindValues,
  applicationStatusValues,
  memberRoleValues,
  roleValues,
  scorecardRecommendationValues,
} from '@hireloop/api/schema';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { dbEnum, dbId, dbNumber, dbTime } from '../../db/columns.ts';
import type { Schema } from '../../contract/types.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { iso } from '../marketplace/rows.ts';
import type { Notifier } from '../../services/notifications.ts';
import { companyScope, type CompanyAccess } from '../../services/companyAccess.ts';
import { memberName } from './members.ts';
import { hiringTeamMemberIds } from './hiringTeams.ts';

/** An application as this module needs it: its posting, the scorecard criteria, the applicant. */
const scopedApplicationRow = z.object({
  id: dbId,
  posting_id: dbId,
  posting_title: z.string(),
  /** `postings.scorecard_criteria` (text[]). */
  criteria: z.array(z.string()),
  applicant_name: z.string(),
});
/** An application as this module needs it. */
type ScopedApplication = z.output<typeof scopedApplicationRow>;

/**
 * Application `id` of `access`'s company, within their scope.
 * @throws HttpError 404 when it is another company's or outside an interviewer's hiring teams
 */
export async function applicationInScope(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
): Promise<ScopedApplication> {
  const [row] = await queryRows(
    db,
    sql`SELECT a.id, p.id AS posting_id, p.title AS posting_title, p.scorecard_criteria AS criteria,
               ${memberName(sql.raw('cu'))} AS applicant_name
          FROM applications a JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id JOIN users cu ON cu.id = a.user_id
         WHERE a.id = ${id} AND ${companyScope(access)}`,
    scopedApplicationRow,
  );
  if (!row) throw notFound('Application not found.');
  return row;
}

/** A member of the company with their name, removed ones too (see {@link memberNames}). */
const namedMemberRow = z.object({
  id: dbId,
  user_id: dbId,
  name: z.string(),
  role: dbEnum(memberRoleValues),
  removed: z.boolean(),
});

/** Every member of the company (removed ones too: their notes keep their names), by id. */
async function memberNames(db: DbOrTx, companyId: string) {
  const rows = await queryRows(
    db,
    sql`SELECT m.id, m.user_id, ${memberName()} AS name, m.role, m.removed_at IS NOT NULL AS removed
          FROM company_members m JOIN users u ON u.id = m.user_id
         WHERE m.company_id = ${companyId}
         ORDER BY m.created_at, m.id`,
    namedMemberRow,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

/** The author of a note or scorecard: a removed member keeps their name, not their member id. */
const author = (
  names: Map<string, { name: string; removed: boolean }>,
  memberId: string | null,
) => {
  const member = memberId ? names.get(memberId) : undefined;
  return {
    member_id: member && !member.removed ? memberId : null,
    name: member?.name ?? 'A former member',
  };
};

/** A row of `application_notes` (its author is null once their membership was deleted). */
const noteRow = z.object({
  id: dbId,
  application_id: dbId,
  member_id: dbId.nullable(),
  body: z.string(),
  /** The member ids @mentioned (uuid[]). */
  mentions: z.array(dbId),
  created_at: dbTime,
});
/** A row of `application_notes`. */
type NoteRow = z.output<typeof noteRow>;

const toNote = (
  row: NoteRow,
  names: Map<string, { name: string; removed: boolean }>,
): Schema<'ApplicationNote'> => ({
  id: row.id,
  application_id: row.application_id,
  author: author(names, row.member_id),
  body: row.body,
  mentions: row.mentions.map((id) => author(names, id)),
  created_at: iso(row.created_at),
});

/** The notes of application `id`, oldest first (contract `listApplicationNotes`). */
export async function listNotes(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
): Promise<Schema<'ApplicationNote'>[]> {
  const application = await applicationInScope(db, access, id);
  const [rows, names] = await Promise.all([
    queryRows(
      db,
      sql`SELECT id, application_id, member_id, body, mentions, created_at FROM application_notes
           WHERE application_id = ${application.id} ORDER BY created_at, seq`,
      noteRow,
    ),
    memberNames(db, access.companyId),
  ]);
  return rows.map((row) => toNote(row, names));
}

/**
 * Adds a note by `access`'s member to application `id` (contract `addApplicationNote`) and
 * notifies the members it @mentions who can see the application (`team` notifications), in
 * one transaction. Line breaks are kept; CRLF becomes LF.
 * @throws HttpError 404; 422 on `body` when it is only spaces (`TEAM_MESSAGES.noteRequired`)
 */
export async function addNote(
  deps: { db: Db; notifier: Notifier },
  access: CompanyAccess,
  id: string,
  body: string,
  now: Date,
): Promise<Schema<'ApplicationNote'>> {
  const text = body.replace(/\r\n?/g, '\n').trim();
  if (!text) throw fieldError('body', TEAM_MESSAGES.noteRequired);
  const application = await applicationInScope(deps.db, access, id);
  const names = await memberNames(deps.db, access.companyId);
  const team = await hiringTeamMemberIds(deps.db, application.posting_id);
  const candidates = mentionableMembers(
    [...names.values()].filter((m) => !m.removed),
    team,
    access.memberId,
  );
  const mentioned = mentionedMembers(text, candidates);
  const me = names.get(access.memberId)?.name ?? 'A member';
  const row = await deps.db.transaction(async (tx) => {
    const [written] = await queryRows(
      tx,
      sql`INSERT INTO application_notes (application_id, member_id, body, mentions, created_at)
          VALUES (${application.id}, ${access.memberId}, ${text},
                  ${`{${mentioned.map((m) => m.id).join(',')}}`}::uuid[], ${now.toISOString()}::timestamptz)
          RETURNING id, application_id, member_id, body, mentions, created_at`,
      noteRow,
    );
    const excerpt = [...text].length > 200 ? `${[...text].slice(0, 199).join('')}…` : text;
    for (const member of mentioned)
      await deps.notifier.notify(tx, {
        userId: member.user_id,
        kind: 'team',
        title: `${me} mentioned you: ${application.applicant_name}`,
        message: excerpt,
        link: `/b/applications/${application.id}`,
        data: { application_id: application.id, posting_id: application.posting_id },
      });
    return written!;
  });
  return toNote(row, names);
}

/** A row of `scorecards`. */
const scorecardRow = z.object({
  id: dbId,
  application_id: dbId,
  member_id: dbId,
  recommendation: dbEnum(scorecardRecommendationValues),
  /** jsonb: a rating 1–4 per criterion, as `submitScorecard` writes it. */
  ratings: z.array(z.object({ criterion: z.string(), rating: z.number().int() })),
  comment: z.string(),
  created_at: dbTime,
  updated_at: dbTime,
});
/** A row of `scorecards`. */
type ScorecardRow = z.output<typeof scorecardRow>;

/** A scorecard written by `submitScorecard`, and whether the INSERT created it (`xmax = 0`). */
const submittedScorecardRow = scorecardRow.extend({ created: z.boolean() });

const toScorecard = (
  row: ScorecardRow,
  names: Map<string, { name: string; removed: boolean }>,
): Schema<'Scorecard'> => ({
  id: row.id,
  application_id: row.application_id,
  author: author(names, row.member_id),
  recommendation: row.recommendation,
  ratings: row.ratings,
  comment: row.comment,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

/**
 * The scorecards of application `id` as `access`'s member may see them (contract
 * `listScorecards`): only their own until they submitted it, then everyone's (theirs first) and
 * the summary; `meta.submitted_count` counts all of them either way.
 */
export async function listScorecards(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
): Promise<Schema<'ScorecardListResponse'>> {
  const application = await applicationInScope(db, access, id);
  const [rows, names] = await Promise.all([
    queryRows(
      db,
      sql`SELECT * FROM scorecards WHERE application_id = ${application.id}
           ORDER BY (member_id = ${access.memberId}) DESC, updated_at DESC, id`,
      scorecardRow,
    ),
    memberNames(db, access.companyId),
  ]);
  const own = rows.some((row) => row.member_id === access.memberId);
  return {
    data: (own ? rows : []).map((row) => toScorecard(row, names)),
    meta: {
      criteria: application.criteria,
      own_submitted: own,
      submitted_count: rows.length,
      summary: own ? scorecardSummary(rows, application.criteria) : null,
    },
  };
}

/**
 * Submits (or replaces) `access`'s member's scorecard of application `id` (contract
 * `submitScorecard`).
 * @returns the scorecard and whether it was created (201) rather than replaced (200)
 * @throws HttpError 404; 422 on `ratings` when a criterion is not the posting's or is rated twice
 */
export async function submitScorecard(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
  input: Schema<'ScorecardInput'>,
  now: Date,
): Promise<{ scorecard: Schema<'Scorecard'>; created: boolean }> {
  const application = await applicationInScope(db, access, id);
  const problem = ratingsProblem(input.ratings, application.criteria);
  if (problem) throw fieldError('ratings', problem);
  const comment = input.comment.replace(/\r\n?/g, '\n').trim();
  const at = now.toISOString();
  const [row] = await queryRows(
    db,
    sql`INSERT INTO scorecards (application_id, member_id, recommendation, ratings, comment, created_at, updated_at)
        VALUES (${application.id}, ${access.memberId}, ${input.recommendation},
                ${JSON.stringify(input.ratings.map(({ criterion, rating }) => ({ criterion, rating })))}::jsonb,
                ${comment}, ${at}::timestamptz, ${at}::timestamptz)
        ON CONFLICT (application_id, member_id) DO UPDATE
          SET recommendation = excluded.recommendation, ratings = excluded.ratings,
              comment = excluded.comment, updated_at = excluded.updated_at
        RETURNING *, (xmax = 0) AS created`,
    submittedScorecardRow,
  );
  const names = await memberNames(db, access.companyId);
  return { scorecard: toScorecard(row!, names), created: row!.created };
}

/** The longest activity log answered (newest entries first). */
export const ACTIVITY_LIMIT = 200;

/** An entry of an application's activity log, as `listActivity`'s UNION selects it. */
const activityRow = z.object({
  id: z.string(),
  kind: dbEnum(activityKindValues),
  at: dbTime,
  /** Tie-breaker within a timestamp (bigint `seq` of events, notes and messages; else 0). */
  seq: dbNumber,
  actor_role: dbEnum(roleValues),
  actor_name: z.string(),
  /** The stage of a stage move; null for the other kinds. */
  status: dbEnum(applicationStatusValues).nullable(),
  /** A scorecard's recommendation; null for the other kinds. */
  recommendation: dbEnum(scorecardRecommendationValues).nullable(),
});

/**
 * The activity of application `id` (contract `listApplicationActivity`), newest first, at most
 * {@link ACTIVITY_LIMIT} entries: the stage moves (the first is `applied`), notes, scorecards,
 * messages and interviews, each with who did it (a member by name; the applicant; the company
 * when no one is recorded, as for interviews proposed before hiring teams).
 */
export async function listActivity(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
): Promise<Schema<'ActivityEntry'>[]> {
  const application = await applicationInScope(db, access, id);
  const app = application.id;
  const rows = await queryRows(
    db,
    sql`WITH company AS (
          SELECT coalesce(o.business_name, p.company_name) AS name, a.user_id AS applicant_id,
                 ${memberName(sql.raw('cu'))} AS applicant
            FROM applications a JOIN postings p ON p.id = a.posting_id
            JOIN companies c ON c.id = p.company_id JOIN users o ON o.id = c.user_id
            JOIN users cu ON cu.id = a.user_id
           WHERE a.id = ${app})
        SELECT * FROM (
          SELECT 'event:' || e.id AS id,
                 CASE WHEN e.status = 'submitted' THEN 'applied' ELSE 'stage_changed' END AS kind,
                 e.created_at AS at, e.seq, coalesce(u.role, 'business') AS actor_role,
                 CASE WHEN u.id IS NULL THEN company.name ELSE ${memberName()} END AS actor_name,
                 e.status, NULL AS recommendation
            FROM application_events e LEFT JOIN users u ON u.id = e.actor_id, company
           WHERE e.application_id = ${app}
          UNION ALL
          SELECT 'note:' || n.id, 'note_added', n.created_at, n.seq, 'business',
                 coalesce(${memberName()}, 'A former member'), NULL, NULL
            FROM application_notes n LEFT JOIN company_members m ON m.id = n.member_id
            LEFT JOIN users u ON u.id = m.user_id
           WHERE n.application_id = ${app}
          UNION ALL
          SELECT 'scorecard:' || s.id, 'scorecard_submitted', s.updated_at, 0, 'business',
                 ${memberName()}, NULL, s.recommendation
            FROM scorecards s JOIN company_members m ON m.id = s.member_id
            JOIN users u ON u.id = m.user_id
           WHERE s.application_id = ${app}
          UNION ALL
          SELECT 'message:' || msg.id, 'message_sent', msg.created_at, msg.seq, msg.author_role,
                 CASE WHEN u.id IS NULL THEN
                   CASE WHEN msg.author_role = 'customer' THEN company.applicant ELSE company.name END
                 ELSE ${memberName()} END,
                 NULL, NULL
            FROM messages msg LEFT JOIN users u ON u.id = msg.author_id, company
           WHERE msg.application_id = ${app}
          UNION ALL
          SELECT 'interview:' || i.id || ':proposed', 'interview_proposed', i.created_at, 0, 'business',
                 CASE WHEN u.id IS NULL THEN company.name ELSE ${memberName()} END, NULL, NULL
            FROM interviews i LEFT JOIN users u ON u.id = i.proposed_by, company
           WHERE i.application_id = ${app}
          UNION ALL
          SELECT 'interview:' || i.id || ':booked', 'interview_booked', i.booked_at, 0, 'customer',
                 company.applicant, NULL, NULL
            FROM interviews i, company
           WHERE i.application_id = ${app} AND i.booked_at IS NOT NULL
          UNION ALL
          SELECT 'interview:' || i.id || ':' || i.status,
                 CASE WHEN i.status = 'declined' THEN 'interview_declined' ELSE 'interview_cancelled' END,
                 i.updated_at, 0, coalesce(i.ended_by, 'business'),
                 CASE WHEN i.ended_by = 'customer' THEN company.applicant ELSE company.name END,
                 NULL, NULL
            FROM interviews i, company
           WHERE i.application_id = ${app} AND i.status IN ('declined', 'cancelled')
        ) entries
        ORDER BY at DESC, seq DESC, id
        LIMIT ${ACTIVITY_LIMIT}`,
    activityRow,
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: iso(row.at),
    actor: { role: row.actor_role, name: row.actor_name },
    status: row.status,
    recommendation: row.recommendation,
  }));
}
