/**
 * The team module (issue 36, decision 238): a business's company as a team of members with
 * roles, invitations, each posting's hiring team, and the company's private work on an
 * application (notes, scorecards, the activity log). The gate answers 403 for the operations a
 * role may not call (`TEAM_CAPABILITIES` of http/policies.ts); everything else is scoped here.
 */
import { sql } from 'drizzle-orm';
import { TEAM_MESSAGES } from '@hireloop/api/rules';
import { memberRoleValues } from '@hireloop/api/schema';
import { z } from 'zod';
import { defineModule } from '../types.ts';
import { defineHandlers } from '../../http/context.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../db/client.ts';
import { dbEnum, dbId, dbNumber } from '../../db/columns.ts';
import { changeRole, listMembers, removeMember, removeMembership } from './members.ts';
import {
  createInvitation,
  invitationByToken,
  listInvitations,
  revokeInvitation,
} from './invitations.ts';
import { hiringTeamOf, setHiringTeam } from './hiringTeams.ts';
import { addNote, listActivity, listNotes, listScorecards, submitScorecard } from './evaluation.ts';
import { requestScorecards } from './scorecardsDue.ts';

const handlers = defineHandlers({
  async listTeamMembers({ deps, company }) {
    return { data: await listMembers(deps.db, company) };
  },

  async updateTeamMember({ deps, company, params, body, now }) {
    return { data: await changeRole(deps.db, company, params.id, body.role, now) };
  },

  async removeTeamMember({ deps, company, params, now, reply }) {
    await removeMember(deps.db, company, params.id, now);
    return reply.code(204).send();
  },

  async createTeamInvitation({ deps, company, body, now, reply }) {
    const invitation = await createInvitation(deps.db, company, body, {
      now,
      publicUrl: deps.config.publicUrl,
    });
    deps.mailer.kick();
    void reply.code(201);
    return { data: invitation };
  },

  async listTeamInvitations({ deps, company, now }) {
    return { data: await listInvitations(deps.db, company, now) };
  },

  async revokeTeamInvitation({ deps, company, params, now, reply }) {
    await revokeInvitation(deps.db, company, params.id, now);
    return reply.code(204).send();
  },

  async getTeamInvitation({ deps, query, now }) {
    const invitation = await invitationByToken(deps.db, query.token, now);
    if (!invitation) throw notFound(TEAM_MESSAGES.invitationInvalid);
    return {
      data: {
        company_name: invitation.companyName,
        email: invitation.email,
        role: invitation.role,
        expires_at: invitation.expiresAt,
      },
    };
  },

  async getHiringTeam({ deps, company, params }) {
    return { data: await hiringTeamOf(deps.db, company, params.id) };
  },

  async updateHiringTeam({ deps, company, params, body, now }) {
    return { data: await setHiringTeam(deps.db, company, params.id, body.member_ids, now) };
  },

  async listApplicationNotes({ deps, company, params }) {
    return { data: await listNotes(deps.db, company, params.id) };
  },

  async addApplicationNote({ deps, company, params, body, now, reply }) {
    const note = await addNote(deps, company, params.id, body.body, now);
    void reply.code(201);
    return { data: note };
  },

  async listScorecards({ deps, company, params }) {
    return listScorecards(deps.db, company, params.id);
  },

  async submitScorecard({ deps, company, params, body, now, reply }) {
    const { scorecard, created } = await submitScorecard(deps.db, company, params.id, body, now);
    void reply.code(created ? 201 : 200);
    return { data: scorecard };
  },

  async listApplicationActivity({ deps, company, params }) {
    return { data: await listActivity(deps.db, company, params.id) };
  },
});

/** The deleted account's active membership and how many other active members its company has. */
const deletedAccountMemberRow = z.object({
  id: dbId,
  role: dbEnum(memberRoleValues),
  company_id: dbId,
  others: dbNumber,
});

export default defineModule({
  name: 'team',
  handlers,
  /**
   * A member's account deletion: the owner of a company with other members must hand ownership
   * over first (409); anyone else leaves the company (kept as removed: what they wrote keeps their
   * name). The last member's deletion revokes the company's pending invitations.
   */
  onAccountDeleted: async (tx, user, { now }) => {
    if (user.role !== 'business') return;
    const [member] = await queryRows(
      tx,
      sql`SELECT m.id, m.role, m.company_id,
                 (SELECT count(*)::int FROM company_members o
                   WHERE o.company_id = m.company_id AND o.removed_at IS NULL AND o.id <> m.id) AS others
            FROM company_members m WHERE m.user_id = ${user.id} AND m.removed_at IS NULL`,
      deletedAccountMemberRow,
    );
    if (!member) return;
    if (member.role === 'owner' && member.others > 0) throw conflict(TEAM_MESSAGES.ownerDeletes);
    await removeMembership(tx, member.id, user.id, now);
    if (member.others === 0)
      await tx.execute(
        sql`UPDATE team_invitations SET revoked_at = ${now.toISOString()}::timestamptz
             WHERE company_id = ${member.company_id} AND accepted_at IS NULL AND revoked_at IS NULL`,
      );
  },
  housekeeping: (deps) => requestScorecards(deps),
});
