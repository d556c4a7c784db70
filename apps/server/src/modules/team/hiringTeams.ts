/**
 * Hiring teams (issue 36): the members who work on a posting's applications. An interviewer sees
 * only the applications of postings whose hiring team holds them; members on a team hear of its
 * new applications.
 */
import { sql } from 'drizzle-orm';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { dbId } from '../../db/columns.ts';
import type { Schema } from '../../contract/types.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { companyScope, type CompanyAccess } from '../../services/companyAccess.ts';
import { listMembers } from './members.ts';

/** The id of a posting found within the caller's scope. */
const postingIdRow = z.object({ id: dbId });

/**
 * Posting `postingId` of `access`'s company, within their scope.
 * @throws HttpError 404 when it is another company's or outside an interviewer's hiring teams
 */
async function postingInScope(db: DbOrTx, access: CompanyAccess, postingId: string) {
  const [row] = await queryRows(
    db,
    sql`SELECT p.id FROM postings p JOIN companies c ON c.id = p.company_id
         WHERE p.id = ${postingId} AND ${companyScope(access)}`,
    postingIdRow,
  );
  if (!row) throw notFound('Posting not found.');
  return row;
}

/** A member id on a posting's hiring team. */
const hiringTeamMemberIdRow = z.object({ member_id: dbId });

/** The member ids on posting `postingId`'s hiring team (unscoped: check the posting first). */
export async function hiringTeamMemberIds(db: DbOrTx, postingId: string): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`SELECT member_id FROM hiring_team_members WHERE posting_id = ${postingId}`,
    hiringTeamMemberIdRow,
  );
  return rows.map((row) => row.member_id);
}

/** The hiring team of posting `postingId` (contract `getHiringTeam`). @throws HttpError 404 */
export async function hiringTeamOf(
  db: DbOrTx,
  access: CompanyAccess,
  postingId: string,
): Promise<Schema<'HiringTeam'>> {
  const posting = await postingInScope(db, access, postingId);
  const ids = await hiringTeamMemberIds(db, posting.id);
  const members = ids.length ? await listMembers(db, access, ids) : [];
  return { posting_id: posting.id, members };
}

/**
 * Sets the hiring team of posting `postingId` to `memberIds` (contract `updateHiringTeam`), in one
 * transaction.
 * @throws HttpError 404 (posting), 422 on `member_ids` when an id is not an active member of the
 *   company (`TEAM_MESSAGES.hiringTeamMembers`)
 */
export async function setHiringTeam(
  db: Db,
  access: CompanyAccess,
  postingId: string,
  memberIds: readonly string[],
  now: Date,
): Promise<Schema<'HiringTeam'>> {
  const wanted = [...new Set(memberIds.map((id) => id.toLowerCase()))];
  await db.transaction(async (tx) => {
    const posting = await postingInScope(tx, access, postingId);
    const found = wanted.length ? await listMembers(tx, access, wanted) : [];
    if (found.length !== wanted.length)
      throw fieldError('member_ids', TEAM_MESSAGES.hiringTeamMembers);
    await tx.execute(sql`DELETE FROM hiring_team_members WHERE posting_id = ${posting.id}`);
    for (const id of wanted)
      await tx.execute(
        sql`INSERT INTO hiring_team_members (posting_id, member_id, created_at)
            VALUES (${posting.id}, ${id}, ${now.toISOString()}::timestamptz)`,
      );
  });
  return hiringTeamOf(db, access, postingId);
}

/** The user id of an active member on a posting's hiring team. */
const hiringTeamUserIdRow = z.object({ user_id: dbId });

/**
 * The user ids of the active members on posting `postingId`'s hiring team, but `except` (the
 * company's owner account is told of its postings' events already).
 */
export async function hiringTeamUserIds(
  db: DbOrTx,
  postingId: string,
  except: string,
): Promise<string[]> {
  const rows = await queryRows(
    db,
    sql`SELECT m.user_id FROM hiring_team_members h JOIN company_members m ON m.id = h.member_id
         WHERE h.posting_id = ${postingId} AND m.removed_at IS NULL AND m.user_id <> ${except}
         ORDER BY m.created_at, m.id`,
    hiringTeamUserIdRow,
  );
  return rows.map((row) => row.user_id);
}
