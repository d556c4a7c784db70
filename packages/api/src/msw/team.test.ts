/** The hiring-team mocks (issue 36): members, invitations, hiring teams, notes, scorecards, activity. */
import { describe, expect, it } from 'vitest';
import { createApi, createApiClient } from '../index.ts';
import { callMockApi as call, setupMockApi } from '../testing/mockApi.ts';
import { DEFAULT_SCORECARD_CRITERIA, TEAM_MESSAGES, scorecardSummary } from '../rules.ts';
import {
  DEMO_INVITATION_TOKEN,
  demo,
  demoAccounts,
  demoIds,
  scenarios,
  teamApplicationIds,
  teamMemberIds,
  type Schemas,
} from './index.ts';

const server = setupMockApi();
type Scorecards = Schemas['ScorecardListResponse'];
type Message = Schemas['Message'];
const { hiddenScorecards, visibleScorecards } = teamApplicationIds;
const api = createApi(
  createApiClient({ baseUrl: 'http://localhost', getToken: () => demoAccounts.business.token }),
);
const ratings = (...values: number[]) =>
  values.map((rating, index) => ({ criterion: DEFAULT_SCORECARD_CRITERIA[index]!, rating }));

describe('the hiring-team mocks', () => {
  it("hide others' scorecards until one's own is in: none shown, no summary, the count kept", async () => {
    const hidden = await call<Scorecards>(
      'GET',
      `/b/applications/${hiddenScorecards}/scorecards`,
      'business',
    );
    expect(hidden.body).toEqual({
      data: [],
      meta: {
        criteria: DEFAULT_SCORECARD_CRITERIA,
        own_submitted: false,
        submitted_count: 2,
        summary: null,
      },
    });
    const visible = await call<Scorecards>(
      'GET',
      `/b/applications/${visibleScorecards}/scorecards`,
      'business',
    );
    expect(visible.body.data).toHaveLength(3);
    expect(visible.body.data[0]!.author.member_id).toBe(teamMemberIds.owner);
    expect(visible.body.meta.summary).toEqual(
      scorecardSummary(visible.body.data, DEFAULT_SCORECARD_CRITERIA),
    );
  });

  it('submit through the typed client (201, then 200 replacing it) and see everyone with the summary', async () => {
    const first = await api.team.submitScorecard(hiddenScorecards, {
      recommendation: 'yes',
      ratings: ratings(4, 3, 3, 4),
      comment: '  Solid planner; asked good questions.  ',
    });
    expect(first.created).toBe(true);
    expect(first.scorecard).toMatchObject({ comment: 'Solid planner; asked good questions.' });
    const again = await api.team.submitScorecard(hiddenScorecards, {
      recommendation: 'strong_yes',
      ratings: ratings(4, 4),
      comment: '',
    });
    expect(again).toMatchObject({ created: false, scorecard: { id: first.scorecard.id } });
    const list = await api.team.scorecards(hiddenScorecards);
    expect(list.meta).toMatchObject({ ownSubmitted: true, submittedCount: 3 });
    expect(list.data.map((c) => c.author.name)).toEqual([
      'Northwind Robotics',
      'Daniel Osei',
      'Elena Marsh',
    ]);
    expect(list.meta.summary).toMatchObject({
      submitted: 3,
      recommendations: { strongNo: 0, no: 0, yes: 1, strongYes: 2 },
      criteria: [
        { criterion: 'skills', average: 3.67, count: 3 },
        { criterion: 'experience', average: 4, count: 3 },
        { criterion: 'communication', average: 3.5, count: 2 },
        { criterion: 'motivation', average: 4, count: 2 },
      ],
    });
  });

  it("refuse a criterion that is not the posting's, or rated twice, with the server's 422", async () => {
    for (const sent of [[...ratings(3), ...ratings(4)], [{ criterion: 'humour', rating: 3 }]]) {
      const refused = await call<Schemas['ValidationError']>(
        'POST',
        `/b/applications/${hiddenScorecards}/scorecards`,
        'business',
        { recommendation: 'no', ratings: sent, comment: '' },
      );
      expect(refused).toEqual({
        status: 422,
        body: { message: TEAM_MESSAGES.ratings, errors: { ratings: [TEAM_MESSAGES.ratings] } },
      });
    }
  });

  it('add a note: @mentions found by the shared rule, in the list and the activity', async () => {
    const note = await api.team.addNote(
      hiddenScorecards,
      'Offer call on Friday?\r\n@elena marsh please book it, and @Daniel Osei too.',
    );
    expect(note.body).toBe(
      'Offer call on Friday?\n@elena marsh please book it, and @Daniel Osei too.',
    );
    expect(note.mentions).toEqual([
      { memberId: teamMemberIds.recruiter, name: 'Elena Marsh' },
      { memberId: teamMemberIds.admin, name: 'Daniel Osei' },
    ]);
    const notes = await api.team.notes(hiddenScorecards);
    expect(notes.map((n) => n.author.name)).toEqual([
      'Elena Marsh',
      'Kenji Watanabe',
      'Northwind Robotics',
    ]);
    expect(notes[0]!.mentions).toEqual([
      { memberId: teamMemberIds.interviewer, name: 'Kenji Watanabe' },
    ]);
    const [newest] = await api.team.activity(hiddenScorecards);
    expect(newest).toMatchObject({ id: `note:${note.id}`, kind: 'note_added' });
    const blank = await call<Message>(
      'POST',
      `/b/applications/${hiddenScorecards}/notes`,
      'business',
      {
        body: ' \n ',
      },
    );
    expect(blank).toMatchObject({ status: 422, body: { message: TEAM_MESSAGES.noteRequired } });
  });

  it('interviewer: 403 on team management with the server message; his own hiring team only', async () => {
    server.use(...scenarios.team.interviewer);
    const forbidden = { message: TEAM_MESSAGES.forbidden('interviewer', 'company') };
    expect(await call('GET', '/b/team/invitations', 'business')).toEqual({
      status: 403,
      body: forbidden,
    });
    expect(
      await call('POST', '/b/team/invitations', 'business', {
        email: 'x@example.com',
        role: 'admin',
      }),
    ).toEqual({ status: 403, body: forbidden });
    expect(
      await call('PATCH', `/b/team/members/${teamMemberIds.recruiter}`, 'business', {
        role: 'admin',
      }),
    ).toEqual({ status: 403, body: forbidden });
    const team = await call(
      'PUT',
      `/b/postings/${demoIds.boardPostingId}/hiring-team`,
      'business',
      {
        member_ids: [],
      },
    );
    expect(team.body).toEqual({ message: TEAM_MESSAGES.forbidden('interviewer', 'postings') });
    const members = await call<Schemas['TeamMemberListResponse']>(
      'GET',
      '/b/team/members',
      'business',
    );
    expect(members.body.data.find((m) => m.is_you)?.id).toBe(teamMemberIds.interviewer);
    const closed = demo.postings[1]!.id;
    expect((await call('GET', `/b/postings/${closed}/hiring-team`, 'business')).status).toBe(404);
    const scorecards = await call<Scorecards>(
      'GET',
      `/b/applications/${visibleScorecards}/scorecards`,
      'business',
    );
    expect(scorecards.body.data[0]!.author.member_id).toBe(teamMemberIds.interviewer);
  });

  it('read an invitation link by its token; 404 with the server message once revoked', async () => {
    expect(await api.team.invitation(DEMO_INVITATION_TOKEN)).toMatchObject({
      companyName: 'Northwind Robotics',
      email: 'rosa.delgado@northwind.example',
      role: 'interviewer',
    });
    const [pending] = await api.team.listInvitations();
    await api.team.revokeInvitation(pending!.id);
    expect(await api.team.listInvitations()).toEqual([]);
    const gone = await call<Message>(
      'GET',
      `/auth/invitation?token=${DEMO_INVITATION_TOKEN}`,
      'customer',
    );
    expect(gone).toEqual({ status: 404, body: { message: TEAM_MESSAGES.invitationInvalid } });
    await expect(api.team.invitation('not-a-token')).rejects.toMatchObject({
      status: 404,
      message: TEAM_MESSAGES.invitationInvalid,
    });
  });

  it('register with the invitation token: joins Northwind with the invited role, once', async () => {
    const draft = {
      role: 'business',
      email: 'Rosa.Delgado@northwind.example',
      password: 'Password1!',
      password_confirmation: 'Password1!',
      agreed_to_terms: true,
      first_name: 'Rosa',
      last_name: 'Delgado',
      invitation_token: DEMO_INVITATION_TOKEN,
    };
    const other = await call<Message>('POST', '/auth/register', 'customer', {
      ...draft,
      email: 'someone@example.com',
    });
    expect(other).toMatchObject({ status: 422, body: { message: TEAM_MESSAGES.invitationEmail } });
    const joined = await call<Schemas['AuthResponse']>('POST', '/auth/register', 'customer', draft);
    expect(joined.status).toBe(201);
    expect(joined.body.user).toMatchObject({
      role: 'business',
      business_name: 'Northwind Robotics',
      team_role: 'interviewer',
      first_name: 'Rosa',
    });
    const members = await api.team.listMembers();
    expect(members.find((m) => m.isYou)).toMatchObject({
      name: 'Rosa Delgado',
      role: 'interviewer',
    });
    const again = await call<Message>('POST', '/auth/register', 'customer', draft);
    expect(again).toMatchObject({
      status: 422,
      body: { message: TEAM_MESSAGES.invitationInvalid },
    });
  });

  it("the owner rules: ownership only to an admin, the owner cannot leave; removal keeps the writer's name", async () => {
    await expect(api.team.updateMember(teamMemberIds.recruiter, 'owner')).rejects.toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.transferToAdmin,
    });
    await expect(api.team.removeMember(teamMemberIds.owner)).rejects.toMatchObject({
      status: 409,
      message: TEAM_MESSAGES.ownerLeaves,
    });
    await api.team.removeMember(teamMemberIds.recruiter);
    const [first] = await api.team.notes(hiddenScorecards);
    expect(first!.author).toEqual({ memberId: null, name: 'Elena Marsh' });
    expect((await api.team.hiringTeam(demoIds.boardPostingId)).members.map((m) => m.name)).toEqual([
      'Kenji Watanabe',
    ]);
  });
});
