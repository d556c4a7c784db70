import type { ApiClient } from '../client.ts';
import type {
  ActivityEntry,
  ApplicationNote,
  HiringTeam,
  InvitableRole,
  InvitationPreview,
  MemberRole,
  Scorecard,
  ScorecardInput,
  ScorecardList,
  TeamInvitation,
  TeamMember,
} from '../types.ts';
import { unwrap } from './result.ts';

/** Fallback messages of the hiring-team calls (issue 36; the server's own message wins). */
export const TEAM_CALL_MESSAGES = {
  membersFailed: 'Failed to load the team',
  updateMemberFailed: "Failed to change the member's role",
  removeMemberFailed: 'Failed to remove the member',
  inviteFailed: 'Failed to send the invitation',
  invitationsFailed: 'Failed to load the invitations',
  revokeFailed: 'Failed to revoke the invitation',
  invitationFailed: 'Failed to read the invitation',
  hiringTeamFailed: 'Failed to load the hiring team',
  setHiringTeamFailed: 'Failed to save the hiring team',
  notesFailed: 'Failed to load the notes',
  addNoteFailed: 'Failed to add the note',
  scorecardsFailed: 'Failed to load the scorecards',
  submitScorecardFailed: 'Failed to submit the scorecard',
  activityFailed: 'Failed to load the activity',
} as const;

/**
 * Hiring-team calls of issue 36 (decision 238), all in the business area but `invitation`, which
 * works signed out. What a member may call depends on their role (`roleMay` of the shared rules):
 * managing the members and invitations is the owner's and admins' (`company`), setting a hiring
 * team also recruiters' (`postings`); a role without it answers 403 with the server's sentence
 * (`TEAM_MESSAGES.forbidden`). Every role reads the members and writes notes and scorecards on
 * the applications it sees; an interviewer sees only the applications of postings whose hiring
 * team they are on (404 otherwise).
 */
export function createTeamApi(client: ApiClient) {
  return {
    /**
     * Every member of the caller's company, the owner first, then by name (`isYou` marks the caller).
     * @throws {ApiError} "Failed to load the team"
     */
    async listMembers(): Promise<TeamMember[]> {
      const answer = await unwrap(
        client.GET('/api/v1/b/team/members'),
        TEAM_CALL_MESSAGES.membersFailed,
      );
      return answer.data;
    },
    /**
     * Gives member `id` the role `role` (owner or admin). `owner` hands ownership over: only the
     * owner may, only to an admin; the previous owner becomes an admin.
     * @throws {ApiError} 403 a role that may not manage the team, an admin changing the owner's
     *   role or making someone owner; 409 ownership handed to a non-admin, or the owner lowering
     *   their own role; 404 not a member of the company
     */
    async updateMember(id: string, role: MemberRole): Promise<TeamMember> {
      const answer = await unwrap(
        client.PATCH('/api/v1/b/team/members/{id}', { params: { path: { id } }, body: { role } }),
        TEAM_CALL_MESSAGES.updateMemberFailed,
      );
      return answer.data;
    },
    /**
     * Removes member `id` (owner or admin), or the caller themselves (leaving the company, any
     * role). Their sessions end at once; what they wrote stays under their name.
     * @throws {ApiError} 403 a recruiter or interviewer removing someone else; 409 the owner
     *   (who cannot leave before handing ownership over); 404 not a member of the company
     */
    async removeMember(id: string): Promise<void> {
      await unwrap(
        client.DELETE('/api/v1/b/team/members/{id}', { params: { path: { id } } }),
        TEAM_CALL_MESSAGES.removeMemberFailed,
      );
    },
    /**
     * Invites `email` as `role` (owner or admin): the address gets a link valid 7 days, for one
     * registration. Inviting an address again replaces its pending invitation.
     * @throws {ApiError} 422 on `email` when the address already has a Hireloop account; 403 a
     *   role that may not manage the team
     */
    async invite(email: string, role: InvitableRole): Promise<TeamInvitation> {
      const answer = await unwrap(
        client.POST('/api/v1/b/team/invitations', { body: { email, role } }),
        TEAM_CALL_MESSAGES.inviteFailed,
      );
      return answer.data;
    },
    /**
     * The pending invitations (not accepted, revoked or expired), newest first (owner or admin).
     * @throws {ApiError} 403 a role that may not manage the team
     */
    async listInvitations(): Promise<TeamInvitation[]> {
      const answer = await unwrap(
        client.GET('/api/v1/b/team/invitations'),
        TEAM_CALL_MESSAGES.invitationsFailed,
      );
      return answer.data;
    },
    /**
     * Revokes pending invitation `id` (owner or admin): its link stops working at once.
     * @throws {ApiError} 403 a role that may not manage the team; 404 not a pending invitation of
     *   the company
     */
    async revokeInvitation(id: string): Promise<void> {
      await unwrap(
        client.DELETE('/api/v1/b/team/invitations/{id}', { params: { path: { id } } }),
        TEAM_CALL_MESSAGES.revokeFailed,
      );
    },
    /**
     * The invitation of link token `token` (signed out): the company, the invited address and the
     * role, for the registration page before `auth.register` with `invitationToken`.
     * @throws {ApiError} 404 "This invitation is invalid or has expired." (unknown, revoked, used
     *   or expired)
     */
    async invitation(token: string): Promise<InvitationPreview> {
      const answer = await unwrap(
        client.GET('/api/v1/auth/invitation', { params: { query: { token } } }),
        TEAM_CALL_MESSAGES.invitationFailed,
      );
      return answer.data;
    },
    /**
     * The hiring team of posting `postingId`, by name (every role; an interviewer only for their
     * own hiring teams).
     * @throws {ApiError} 404 another company's posting, or not one of an interviewer's
     */
    async hiringTeam(postingId: string): Promise<HiringTeam> {
      const answer = await unwrap(
        client.GET('/api/v1/b/postings/{id}/hiring-team', { params: { path: { id: postingId } } }),
        TEAM_CALL_MESSAGES.hiringTeamFailed,
      );
      return answer.data;
    },
    /**
     * Replaces posting `postingId`'s hiring team with members `memberIds` (`TeamMember.id`; `[]`
     * empties it; owner, admin or recruiter).
     * @throws {ApiError} 422 on `memberIds` when an id is not a member of the company; 403 an
     *   interviewer; 404 another company's posting
     */
    async setHiringTeam(postingId: string, memberIds: string[]): Promise<HiringTeam> {
      const answer = await unwrap(
        client.PUT('/api/v1/b/postings/{id}/hiring-team', {
          params: { path: { id: postingId } },
          body: { memberIds },
        }),
        TEAM_CALL_MESSAGES.setHiringTeamFailed,
      );
      return answer.data;
    },
    /**
     * The private notes of application `applicationId`, oldest first (never shown to the applicant).
     * @throws {ApiError} 404 another company's application, or outside an interviewer's hiring teams
     */
    async notes(applicationId: string): Promise<ApplicationNote[]> {
      const answer = await unwrap(
        client.GET('/api/v1/b/applications/{id}/notes', {
          params: { path: { id: applicationId } },
        }),
        TEAM_CALL_MESSAGES.notesFailed,
      );
      return answer.data;
    },
    /**
     * Adds a private note `body` (plain text, 1–5,000 characters) to application `applicationId`
     * under the caller's name; `@Full Name` of a member mentions and notifies them (`mentions`).
     * @throws {ApiError} 422 on `body` (empty or only spaces, too long, control characters); 404
     *   as {@link notes}
     */
    async addNote(applicationId: string, body: string): Promise<ApplicationNote> {
      const answer = await unwrap(
        client.POST('/api/v1/b/applications/{id}/notes', {
          params: { path: { id: applicationId } },
          body: { body },
        }),
        TEAM_CALL_MESSAGES.addNoteFailed,
      );
      return answer.data;
    },
    /**
     * The scorecards of application `applicationId` the caller may see, with the posting's
     * criteria in `meta`: others' stay hidden (`data` empty, `meta.summary` null) until the caller
     * submitted their own, while `meta.submittedCount` counts them all.
     * @throws {ApiError} 404 as {@link notes}
     */
    async scorecards(applicationId: string): Promise<ScorecardList> {
      return unwrap(
        client.GET('/api/v1/b/applications/{id}/scorecards', {
          params: { path: { id: applicationId } },
        }),
        TEAM_CALL_MESSAGES.scorecardsFailed,
      );
    },
    /**
     * Submits the caller's scorecard of application `applicationId`, or replaces their earlier one.
     * @returns the scorecard, and `created` true for the first one (201), false for a replacement (200)
     * @throws {ApiError} 422 on `ratings` ("Rate each of the posting's criteria at most once.": a
     *   criterion that is not the posting's, or rated twice) or `comment`; 404 as {@link notes}
     */
    async submitScorecard(
      applicationId: string,
      scorecard: ScorecardInput,
    ): Promise<{ scorecard: Scorecard; created: boolean }> {
      let status = 0;
      const answer = await unwrap(
        client
          .POST('/api/v1/b/applications/{id}/scorecards', {
            params: { path: { id: applicationId } },
            body: scorecard,
          })
          .then((result) => {
            status = result.response.status;
            return result;
          }),
        TEAM_CALL_MESSAGES.submitScorecardFailed,
      );
      return { scorecard: answer.data, created: status === 201 };
    },
    /**
     * Who did what and when on application `applicationId`, newest first: the application, stage
     * moves, notes, scorecards, messages and interviews (the company's view only).
     * @throws {ApiError} 404 as {@link notes}
     */
    async activity(applicationId: string): Promise<ActivityEntry[]> {
      const answer = await unwrap(
        client.GET('/api/v1/b/applications/{id}/activity', {
          params: { path: { id: applicationId } },
        }),
        TEAM_CALL_MESSAGES.activityFailed,
      );
      return answer.data;
    },
  };
}

export type TeamApi = ReturnType<typeof createTeamApi>;
