/**
 * A business member's access to their company (issue 36, decision 238): who they are in it
 * (member id, role) and the account that holds the company's profile (`ownerId`: the owner's
 * user id, `companies.user_id`; the company's name and logo are that account's). Loaded with the
 * Bearer token (services/sessions.ts), so a lowered role or a removal counts from the next request.
 *
 * Every query of the business area scopes its rows with {@link companyScope}: the company's rows,
 * and for an interviewer only those of postings whose hiring team they are on.
 */
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { companyMembers, users } from '../db/schema.ts';
import type { UserRow } from './sessions.ts';
import { roleMay, TEAM_MESSAGES, type TeamCapability } from '@hireloop/api/rules';
import type { MEMBER_ROLES } from '../db/schema.ts';
import { forbidden } from '../lib/errors.ts';

/** A member role (contract `MemberRole`). */
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** The signed-in member's access to their company. */
export interface CompanyAccess {
  /** The `company_members` row. */
  memberId: string;
  companyId: string;
  /** The user id holding the company (its owner; `companies.user_id`). */
  ownerId: string;
  role: MemberRole;
  /** The member's own user id (the actor of what they write). */
  userId: string;
}

/**
 * The SQL condition that limits a query to what `access` may see, over the aliases `c`
 * (companies) and `p` (postings) by default: the company's rows; for a role without
 * `allApplications` (an interviewer) only those of postings whose hiring team holds the member.
 */
export function companyScope(access: CompanyAccess, posting = sql.raw('p')): SQL {
  const company = sql`c.user_id = ${access.ownerId}`;
  if (roleMay(access.role, 'allApplications')) return company;
  return sql`${company} AND EXISTS (SELECT 1 FROM hiring_team_members htm
                                     WHERE htm.posting_id = ${posting}.id AND htm.member_id = ${access.memberId})`;
}

/** SQL: the user ids of the active members of company `c` (a `uuid[]`; empty for imports). */
export const companyMemberIds = sql`ARRAY(SELECT cm.user_id FROM company_members cm
                                      WHERE cm.company_id = c.id AND cm.removed_at IS NULL)`;

/**
 * Throws the 403 of a role that may not do what `capability` covers.
 * @throws HttpError 403 naming what the role may not do (`TEAM_MESSAGES.forbidden`)
 */
export function requireCapability(access: CompanyAccess, capability: TeamCapability): void {
  if (!roleMay(access.role, capability))
    throw forbidden(TEAM_MESSAGES.forbidden(access.role, capability));
}

/**
 * The account whose company profile, logo and company visibility a business member reads and
 * writes: the account holding the company (its owner's, `access.ownerId`). A customer, or a
 * business account without a company, is its own.
 */
export async function companyHolder(
  db: DbOrTx,
  user: UserRow,
  access: CompanyAccess | null,
): Promise<UserRow> {
  if (user.role !== 'business' || !access || access.ownerId === user.id) return user;
  const [holder] = await db.select().from(users).where(eq(users.id, access.ownerId));
  return holder ?? user;
}

/** Whether business account `userId` is an active member of a company (not removed). */
export async function isActiveMember(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .where(and(eq(companyMembers.userId, userId), isNull(companyMembers.removedAt)))
    .limit(1);
  return rows.length > 0;
}

/**
 * The access of the owner account `ownerId` to its company (seeding and tools acting as the
 * company, not for requests).
 * @throws Error when the account owns no company
 */
export async function ownerAccess(db: DbOrTx, ownerId: string): Promise<CompanyAccess> {
  const [row] = await db
    .select({ id: companyMembers.id, companyId: companyMembers.companyId })
    .from(companyMembers)
    .where(
      and(
        eq(companyMembers.userId, ownerId),
        eq(companyMembers.role, 'owner'),
        isNull(companyMembers.removedAt),
      ),
    );
  if (!row) throw new Error(`Account ${ownerId} owns no company.`);
  return { memberId: row.id, companyId: row.companyId, ownerId, role: 'owner', userId: ownerId };
}
