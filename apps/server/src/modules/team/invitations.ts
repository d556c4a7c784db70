/**
 * Invitations to join a company (issue 36, decision 238): an owner or admin invites an e-mail
 * address with a role; the e-mail's single-use link (`/register/business?token=…`, valid 7 days)
 * opens the registration form with the company fixed; registering through it makes the account a
 * member. Only the token's SHA-256 is stored.
 */
import { sql } from 'drizzle-orm';
import { TEAM_LIMITS, TEAM_MESSAGES } from '@hireloop/api/rules';
import { invitableRoleValues } from '@hireloop/api/schema';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { dbEnum, dbId, dbTime } from '../../db/columns.ts';
import type { Schema } from '../../contract/types.ts';
import { fieldError, notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { iso } from '../marketplace/rows.ts';
import { findUserByEmail, normalizeEmail } from '../../services/accounts.ts';
import { queueEmail } from '../../services/mail.ts';
import type { CompanyAccess, MemberRole } from '../../services/companyAccess.ts';
import { memberName } from './members.ts';

type InvitableRole = Exclude<MemberRole, 'owner'>;

/** The link of an invitation's e-mail: the business registration page with the token. */
export const invitationLink = (publicUrl: string, token: string) =>
  `${publicUrl}/register/business?token=${encodeURIComponent(token)}`;

/** An invitation as {@link invitationFrom} selects it (`invited_by`: the inviter's name). */
const invitationRow = z.object({
  id: dbId,
  email: z.string(),
  role: dbEnum(invitableRoleValues),
  /** Null once the inviter's account is gone (LEFT JOIN). */
  invited_by: z.string().nullable(),
  created_at: dbTime,
  expires_at: dbTime,
});
/** An invitation as {@link invitationFrom} selects it. */
type InvitationRow = z.output<typeof invitationRow>;

const toInvitation = (row: InvitationRow): Schema<'TeamInvitation'> => ({
  id: row.id,
  email: row.email,
  role: row.role,
  invited_by: row.invited_by,
  created_at: iso(row.created_at),
  expires_at: iso(row.expires_at),
});

/** SQL over `team_invitations i`: pending at `now` (not accepted, revoked or expired). */
const pendingAt = (now: Date) =>
  sql`i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > ${now.toISOString()}::timestamptz`;

const invitationFrom = sql`
  SELECT i.id, i.email, i.role, ${memberName()} AS invited_by, i.created_at, i.expires_at
    FROM team_invitations i LEFT JOIN users u ON u.id = i.invited_by`;

/** The pending invitations of `access`'s company, newest first (contract `listTeamInvitations`). */
export async function listInvitations(
  db: DbOrTx,
  access: CompanyAccess,
  now: Date,
): Promise<Schema<'TeamInvitation'>[]> {
  const rows = await queryRows(
    db,
    sql`${invitationFrom} WHERE i.company_id = ${access.companyId} AND ${pendingAt(now)}
         ORDER BY i.created_at DESC, i.id DESC`,
    invitationRow,
  );
  return rows.map(toInvitation);
}

/** A new invitation's id with the company's and the inviter's names (for its e-mail). */
const createdInvitationRow = z.object({
  id: dbId,
  company_name: z.string(),
  inviter: z.string(),
});

/**
 * Invites `email` to `access`'s company as `role` (contract `createTeamInvitation`): revokes a
 * pending invitation of the same address, stores the new one and queues its e-mail, in one
 * transaction.
 * @throws HttpError 422 on `email` when the address already has an account
 */
export async function createInvitation(
  db: Db,
  access: CompanyAccess,
  input: { email: string; role: InvitableRole },
  ctx: { now: Date; publicUrl: string },
): Promise<Schema<'TeamInvitation'>> {
  const email = normalizeEmail(input.email);
  if (await findUserByEmail(db, email)) throw fieldError('email', TEAM_MESSAGES.emailHasAccount);
  const token = randomToken(32);
  const at = ctx.now.toISOString();
  const expires = new Date(ctx.now.getTime() + TEAM_LIMITS.invitationValidityMs).toISOString();
  const id = await db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE team_invitations i SET revoked_at = ${at}::timestamptz
           WHERE i.company_id = ${access.companyId} AND i.email = ${email} AND ${pendingAt(ctx.now)}`,
    );
    const [row] = await queryRows(
      tx,
      sql`WITH created AS (
            INSERT INTO team_invitations (company_id, email, role, token_hash, invited_by, created_at, expires_at)
            VALUES (${access.companyId}, ${email}, ${input.role}, ${sha256(token)}, ${access.userId},
                    ${at}::timestamptz, ${expires}::timestamptz)
            RETURNING id)
          SELECT created.id, coalesce(o.business_name, '') AS company_name, ${memberName()} AS inviter
            FROM created, users u, users o
           WHERE u.id = ${access.userId} AND o.id = ${access.ownerId}`,
      createdInvitationRow,
    );
    const company = row!.company_name;
    await queueEmail(
      tx,
      {
        to: email,
        subject: `${row!.inviter} invited you to join ${company} on Hireloop`,
        text:
          `${row!.inviter} invited you to join ${company} on Hireloop as ${input.role === 'admin' ? 'an admin' : `a ${input.role}`}.\n\n` +
          `Create your account with this link (it works once, for 7 days):\n${invitationLink(ctx.publicUrl, token)}\n\n` +
          'If you did not expect this invitation, you can ignore this e-mail.\n',
      },
      ctx.now,
    );
    return row!.id;
  });
  const [created] = await queryRows(db, sql`${invitationFrom} WHERE i.id = ${id}`, invitationRow);
  return toInvitation(created!);
}

/** The id of an invitation `revokeInvitation` revoked. */
const revokedInvitationRow = z.object({ id: dbId });

/**
 * Revokes pending invitation `id` of `access`'s company (contract `revokeTeamInvitation`).
 * @throws HttpError 404 when it is not a pending invitation of the company
 */
export async function revokeInvitation(
  db: DbOrTx,
  access: CompanyAccess,
  id: string,
  now: Date,
): Promise<void> {
  const rows = await queryRows(
    db,
    sql`UPDATE team_invitations i SET revoked_at = ${now.toISOString()}::timestamptz
         WHERE i.id = ${id} AND i.company_id = ${access.companyId} AND ${pendingAt(now)}
        RETURNING i.id`,
    revokedInvitationRow,
  );
  if (rows.length === 0) throw notFound('Invitation not found.');
}

/** A pending invitation found by its token. */
export interface PendingInvitation {
  id: string;
  companyId: string;
  companyName: string;
  email: string;
  role: InvitableRole;
  expiresAt: string;
}

/** A pending invitation found by its token, with its company's name. */
const invitationByTokenRow = z.object({
  id: dbId,
  company_id: dbId,
  company_name: z.string(),
  email: z.string(),
  role: dbEnum(invitableRoleValues),
  expires_at: dbTime,
});

/** The pending invitation of `token` at `now`, or null (unknown, used, revoked or expired). */
export async function invitationByToken(
  db: DbOrTx,
  token: string,
  now: Date,
  options: { forUpdate?: boolean } = {},
): Promise<PendingInvitation | null> {
  const [row] = await queryRows(
    db,
    sql`SELECT i.id, i.company_id, coalesce(o.business_name, '') AS company_name, i.email, i.role,
               i.expires_at
          FROM team_invitations i JOIN companies c ON c.id = i.company_id
          JOIN users o ON o.id = c.user_id
         WHERE i.token_hash = ${sha256(token)} AND ${pendingAt(now)}${
           options.forUpdate ? sql` FOR UPDATE OF i` : sql``
         }`,
    invitationByTokenRow,
  );
  if (!row) return null;
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: row.company_name,
    email: row.email,
    role: row.role,
    expiresAt: iso(row.expires_at),
  };
}

/**
 * Claims the invitation of `token` for a registration of `email` inside its transaction (one use:
 * the row is locked and marked accepted).
 * @throws HttpError 422 on `invitation_token` (`TEAM_MESSAGES.invitationInvalid`) or on `email`
 *   (`invitationEmail`)
 */
export async function claimInvitation(
  tx: DbOrTx,
  token: string,
  email: string,
  now: Date,
): Promise<PendingInvitation> {
  const invitation = await invitationByToken(tx, token, now, { forUpdate: true });
  if (!invitation) throw fieldError('invitation_token', TEAM_MESSAGES.invitationInvalid);
  if (invitation.email !== normalizeEmail(email))
    throw fieldError('email', TEAM_MESSAGES.invitationEmail);
  await tx.execute(
    sql`UPDATE team_invitations SET accepted_at = ${now.toISOString()}::timestamptz
         WHERE id = ${invitation.id}`,
  );
  return invitation;
}
