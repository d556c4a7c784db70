/**
 * The "scorecard due" notice (issue 36): once a booked interview has ended, each member of the
 * posting's hiring team (and the member who proposed it) who has not scored the application yet
 * is asked for a scorecard, once: the interview is claimed by a conditional UPDATE, so racing
 * housekeeping runs in several processes send it once.
 */
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../db/client.ts';
import { dbId } from '../../db/columns.ts';
import type { AppDeps } from '../../http/context.ts';

/** An ended interview claimed for the notice, with its application's posting and applicant. */
const endedInterviewRow = z.object({
  id: dbId,
  application_id: dbId,
  posting_id: dbId,
  posting_title: z.string(),
  applicant: z.string(),
  /** The user who proposed it; null before hiring teams or once their account is gone. */
  proposed_by: dbId.nullable(),
});

/** A member to ask for a scorecard: their user id. */
const scorecardRecipientRow = z.object({ user_id: dbId });

/**
 * Sends the notices of interviews that ended by the clock's now.
 * @returns how many interviews were claimed
 */
export async function requestScorecards(deps: AppDeps): Promise<number> {
  const now = deps.clock.now().toISOString();
  return deps.db.transaction(async (tx) => {
    const due = await queryRows(
      tx,
      sql`WITH claimed AS (
            UPDATE interviews i SET scorecards_requested_at = ${now}::timestamptz
             WHERE i.id IN (SELECT id FROM interviews
                             WHERE status = 'booked' AND scorecards_requested_at IS NULL
                               AND starts_at + make_interval(mins => duration_minutes) <= ${now}::timestamptz
                             ORDER BY starts_at LIMIT 100 FOR UPDATE SKIP LOCKED)
            RETURNING i.id, i.application_id, i.proposed_by)
          SELECT claimed.id, claimed.application_id, p.id AS posting_id, p.title AS posting_title,
                 coalesce(nullif(btrim(concat_ws(' ', cu.first_name, cu.last_name)), ''), 'the applicant') AS applicant,
                 claimed.proposed_by
            FROM claimed JOIN applications a ON a.id = claimed.application_id
            JOIN postings p ON p.id = a.posting_id JOIN users cu ON cu.id = a.user_id`,
      endedInterviewRow,
    );
    for (const interview of due) {
      const recipients = await queryRows(
        tx,
        sql`SELECT DISTINCT m.user_id FROM company_members m
              JOIN postings p ON p.company_id = m.company_id AND p.id = ${interview.posting_id}
             WHERE m.removed_at IS NULL
               AND (m.id IN (SELECT member_id FROM hiring_team_members WHERE posting_id = p.id)
                    OR m.user_id = ${interview.proposed_by})
               AND NOT EXISTS (SELECT 1 FROM scorecards s WHERE s.application_id = ${interview.application_id}
                                  AND s.member_id = m.id)`,
        scorecardRecipientRow,
      );
      for (const { user_id } of recipients)
        await deps.notifier.notify(tx, {
          userId: user_id,
          kind: 'team',
          title: `Scorecard due: ${interview.applicant}`,
          message: `The interview with ${interview.applicant} for "${interview.posting_title}" has ended. Submit your scorecard.`,
          link: `/b/applications/${interview.application_id}`,
          data: { application_id: interview.application_id, interview_id: interview.id },
        });
    }
    return due.length;
  });
}
