/**
 * The members of a company (issue 36, decision 238): the list, role changes (with the owner's
 * hand-over of ownership) and removal. Every call is scoped to the caller's company: another
 * company's member id answers 404.
 */
import { sql } from 'drizzle-orm';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import { memberRoleValues } from '@hireloop/api/schema';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { dbEnum, dbId, dbTime } from '../../db/columns.ts';
import type { Schema } from '../../contract/types.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { iso } from '../marketplace/rows.ts';
import {
  requireCapability,
  type CompanyAccess,
  type MemberRole,
} from '../../services/companyAccess.ts';

type TeamMember = Schema<'TeamMember'>;

/**
 * SQL: the name of user `u` as their team sees it: first and last name (members who joined by
 * invitation), else the business name (the owner who registered the company), else the e-mail's
 * local part; "Deleted user" once the account was deleted.
 */
export const memberName = (alias = sql.raw('u')) =>
  sql`CASE WHEN ${alias}.deleted_at IS NOT NULL THEN 'Deleted user'
           ELSE coalesce(nullif(btrim(concat_ws(' ', ${alias}.first_name, ${alias}.last_name)), ''),
                         ${alias}.business_name, split_part(${alias}.email, '@', 1)) END`;

/** A member row as {@link memberFrom} selects it. */
const memberRow = z.object({
  id: dbId,
  user_id: dbId,
  name: z.string(),
  email: z.string(),
  role: dbEnum(memberRoleValues),
  created_at: dbTime,
});
/** A member row as {@link memberFrom} selects it. */
type MemberRow = z.output<typeof memberRow>;

/** Columns and joins of a member over `company_members m` and `users u`; append a WHERE. */
const memberFrom = sql`
  SELECT m.id, m.user_id, ${memberName()} AS name, u.email, m.role, m.created_at
    FROM company_members m JOIN users u ON u.id = m.user_id`;

const ROLE_ORDER = sql`CASE m.role WHEN 'owner' THEN 0 WHEN 'admin' THEN 1 WHEN 'recruiter' THEN 2 ELSE 3 END`;

/** The contract's TeamMember of `row` as `access`'s member sees it. */
export const toMember = (row: MemberRow, access: CompanyAccess): TeamMember => ({
  id: row.id,
  user_id: row.user_id,
  name: row.name,
  email: row.email,
  role: row.role,
  joined_at: iso(row.created_at),
  is_you: row.id === access.memberId,
});

/**
 * The active members of `access`'s company, or only those of `ids` (contract
 * `listTeamMembers`): the owner first, then by role and name.
 */
export async function listMembers(
  db: DbOrTx,
  access: CompanyAccess,
  ids?: readonly string[],
): Promise<TeamMember[]> {
  const only = ids ? sql` AND m.id = ANY(${`{${ids.join(',')}}`}::uuid[])` : sql``;
  const rows = await queryRows(
    db,
    sql`${memberFrom} WHERE m.company_id = ${access.companyId} AND m.removed_at IS NULL${only}
         ORDER BY ${ROLE_ORDER}, lower(${memberName()}), m.id`,
    memberRow,
  );
  return rows.map((row) => toMember(row, access));
}

/** Locks member `id` of `access`'s company. @throws HttpError 404 when it is not an active one */
async function lockMember(tx: DbOrTx, access: CompanyAccess, id: string): Promise<MemberRow> {
  const [row] = await queryRows(
    tx,
    sql`${memberFrom} WHERE m.id = ${id} AND m.company_id = ${access.companyId}
          AND m.removed_at IS NULL FOR UPDATE OF m`,
    memberRow,
  );
  if (!row) throw notFound('Member not found.');
  return row;
}

/**
 * Changes member `id`'s role (contract `updateTeamMember`). `owner` hands ownership over: only
 * the owner may, only to an admin; the company's profile (name, logo, visibility) moves to the
 * new owner's account and the previous owner becomes an admin.
 * @throws HttpError 403 (`TEAM_MESSAGES.onlyOwnerTransfers`, `adminOwner`), 404, 409
 *   (`transferToAdmin`, `ownerRole`)
 */
export async function changeRole(
  db: Db,
  access: CompanyAccess,
  id: string,
  role: MemberRole,
  now: Date,
): Promise<TeamMember> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, access, id);
    if (target.role === role) return;
    if (role === 'owner') {
      if (access.role !== 'owner') throw forbidden(TEAM_MESSAGES.onlyOwnerTransfers);
      if (target.role !== 'admin') throw conflict(TEAM_MESSAGES.transferToAdmin);
      await handOver(tx, access, target, now);
      return;
    }
    if (target.role === 'owner') {
      if (access.role !== 'owner') throw forbidden(TEAM_MESSAGES.adminOwner);
      throw conflict(TEAM_MESSAGES.ownerRole);
    }
    await tx.execute(
      sql`UPDATE company_members SET role = ${role}, updated_at = ${now.toISOString()}::timestamptz
           WHERE id = ${target.id}`,
    );
  });
  const [member] = await listMembers(db, access, [id]);
  return member!;
}

/**
 * Makes admin `target` the owner of `access`'s company (the caller, its owner, becomes an admin):
 * the company row points at the new owner's account, which takes the company's name, logo and
 * visibility setting (the name and logo of a company are its owner account's).
 */
async function handOver(
  tx: DbOrTx,
  access: CompanyAccess,
  target: MemberRow,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await tx.execute(
    sql`UPDATE company_members SET role = 'admin', updated_at = ${at}::timestamptz
         WHERE id = ${access.memberId}`,
  );
  await tx.execute(
    sql`UPDATE company_members SET role = 'owner', updated_at = ${at}::timestamptz
         WHERE id = ${target.id}`,
  );
  await tx.execute(
    sql`UPDATE users n SET business_name = o.business_name, image_media_id = o.image_media_id,
                           updated_at = ${at}::timestamptz
          FROM users o WHERE n.id = ${target.user_id} AND o.id = ${access.ownerId}`,
  );
  await tx.execute(
    sql`UPDATE media SET user_id = ${target.user_id}
         WHERE id = (SELECT image_media_id FROM users WHERE id = ${access.ownerId})`,
  );
  await tx.execute(
    sql`UPDATE users SET image_media_id = NULL, updated_at = ${at}::timestamptz
         WHERE id = ${access.ownerId}`,
  );
  await tx.execute(
    sql`UPDATE privacy_settings n SET profile_visibility = o.profile_visibility
          FROM privacy_settings o WHERE n.user_id = ${target.user_id} AND o.user_id = ${access.ownerId}`,
  );
  await tx.execute(
    sql`UPDATE companies SET user_id = ${target.user_id}, updated_at = ${at}::timestamptz
         WHERE id = ${access.companyId}`,
  );
}

/**
 * Removes member `id` from `access`'s company (contract `removeTeamMember`): an owner or admin
 * removes anyone but the owner; anyone may remove themselves (leave). The member's sessions end
 * at once; what they wrote stays under their name (the row is kept with `removed_at`) and they
 * leave every hiring team.
 * @throws HttpError 403 (a role without `company` removing someone else; an admin removing the
 *   owner), 404, 409 (the owner leaving: `TEAM_MESSAGES.ownerLeaves`)
 */
export async function removeMember(
  db: Db,
  access: CompanyAccess,
  id: string,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockMember(tx, access, id);
    const self = target.id === access.memberId;
    if (!self) requireCapability(access, 'company');
    if (target.role === 'owner') {
      if (self) throw conflict(TEAM_MESSAGES.ownerLeaves);
      throw forbidden(TEAM_MESSAGES.adminOwner);
    }
    await removeMembership(tx, target.id, target.user_id, now);
  });
}

/** Ends membership `memberId` of user `userId`: kept as removed, off every hiring team, signed out. */
export async function removeMembership(
  tx: DbOrTx,
  memberId: string,
  userId: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE company_members SET removed_at = ${now.toISOString()}::timestamptz,
                                   updated_at = ${now.toISOString()}::timestamptz
         WHERE id = ${memberId}`,
  );
  await tx.execute(sql`DELETE FROM hiring_team_members WHERE member_id = ${memberId}`);
  await tx.execute(sql`DELETE FROM personal_access_tokens WHERE user_id = ${userId}`);
}
