/**
 * Hiring teams (issue 36, decision 238): invitations (the e-mail's single-use link, 7 days, the
 * registration through it), every cell of the role table, the interviewer's scope (only the
 * applications of their hiring teams), another company's ids (404), a removed member's token and
 * sign-in, a lowered role on the next request, the hand-over of ownership, private notes (with
 * @mentions, never in the applicant's answers or export), scorecards hidden until one's own is in,
 * the activity log, the team's notifications (new application, mention, scorecard due). Every
 * answer is checked against the contract by the harness.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEAM_LIMITS, TEAM_MESSAGES } from '@hireloop/api/rules';
import { createTestApp, uniqueEmail, type TestApp, type TestUser } from './harness.ts';
import { STRONG_PASSWORD } from './harness.ts';
import { applied, createJob, moveApplication, notificationsOf } from './marketplace/helpers.ts';
import teamModule from '../src/modules/team/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_REQUESTS: '100000' } });
});
afterAll(() => t.close());

type Role = 'admin' | 'recruiter' | 'interviewer';

const get = (user: TestUser, url: string) => t.request({ method: 'GET', url, token: user.token });
const send = (
  user: TestUser,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => t.request({ method, url, token: user.token, body });

/** Invites `email` as `role`; returns the token read from the invitation e-mail's link. */
async function invite(by: TestUser, role: Role, email = uniqueEmail(role)) {
  const res = await send(by, 'POST', '/api/v1/b/team/invitations', { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const mail = (await t.emails()).filter((e) => e.to === email).at(-1)!;
  const token = /\/register\/business\?token=([\w-]+)/.exec(mail.text)![1]!;
  return { email, token, invitation: res.data.data, mail };
}

/** Registers through an invitation token. */
function join(token: string, email: string, name: [string, string], extra = {}) {
  return t.request({
    method: 'POST',
    url: '/api/v1/auth/register',
    body: {
      role: 'business',
      email,
      password: STRONG_PASSWORD,
      password_confirmation: STRONG_PASSWORD,
      agreed_to_terms: true,
      first_name: name[0],
      last_name: name[1],
      invitation_token: token,
      ...extra,
    },
  });
}

async function member(by: TestUser, role: Role, name: [string, string]): Promise<TestUser> {
  const { email, token } = await invite(by, role);
  const res = await join(token, email, name);
  expect(res.statusCode, res.body).toBe(201);
  return { user: res.data.user, token: res.data.token, email, password: STRONG_PASSWORD };
}

/** A company with one member of each role, two published postings, and an application to each. */
async function company(name = 'Hugging Face') {
  const owner = await t.registerBusiness({ business_name: name });
  const admin = await member(owner, 'admin', ['Ada', 'Admin']);
  const recruiter = await member(owner, 'recruiter', ['Rita', 'Recruiter']);
  const interviewer = await member(owner, 'interviewer', ['Ivan', 'Interviewer']);
  const teamJob = await createJob(t, owner, { title: 'Machine Learning Engineer' });
  const otherJob = await createJob(t, owner, { title: 'Site Reliability Engineer' });
  const customer = await t.registerCustomer({ first_name: 'Maya', last_name: 'Okafor' });
  const onTeam = (await applied(t, customer, teamJob.id)).id;
  const offTeam = (await applied(t, customer, otherJob.id)).id;
  const members = (await get(owner, '/api/v1/b/team/members')).data.data as {
    id: string;
    name: string;
    role: string;
  }[];
  const idOf = (who: string) => members.find((m) => m.name === who)!.id;
  const team = await send(owner, 'PUT', `/api/v1/b/postings/${teamJob.id}/hiring-team`, {
    member_ids: [idOf('Ivan Interviewer'), idOf('Rita Recruiter')],
  });
  expect(team.statusCode, team.body).toBe(200);
  return {
    owner,
    admin,
    recruiter,
    interviewer,
    customer,
    teamJob,
    otherJob,
    onTeam,
    offTeam,
    idOf,
  };
}

const SCORECARD = {
  recommendation: 'yes',
  ratings: [
    { criterion: 'skills', rating: 4 },
    { criterion: 'communication', rating: 3 },
  ],
  comment: 'Strong on inference; ask about on-call.',
};

describe('invitations', () => {
  it('e-mails a single-use link; registering through it joins the company with the role', async () => {
    const owner = await t.registerBusiness({ business_name: 'Hugging Face' });
    expect(owner.user.team_role).toBe('owner');
    const { email, token, invitation, mail } = await invite(owner, 'recruiter');
    expect(invitation).toMatchObject({ email, role: 'recruiter', invited_by: 'Hugging Face' });
    expect(mail.subject).toBe('Hugging Face invited you to join Hugging Face on Hireloop');
    const preview = await t.request({
      method: 'GET',
      url: `/api/v1/auth/invitation?token=${token}`,
    });
    expect(preview.data.data).toMatchObject({
      company_name: 'Hugging Face',
      email,
      role: 'recruiter',
    });

    const wrongEmail = await join(token, uniqueEmail('other'), ['Rita', 'Recruiter']);
    expect(wrongEmail.statusCode).toBe(422);
    expect(wrongEmail.data.errors.email).toEqual([TEAM_MESSAGES.invitationEmail]);

    const joined = await join(token, email, ['Rita', 'Recruiter']);
    expect(joined.statusCode).toBe(201);
    expect(joined.data.user).toMatchObject({
      role: 'business',
      team_role: 'recruiter',
      business_name: 'Hugging Face',
      first_name: 'Rita',
      email_verified: true,
    });
    const again = await join(token, uniqueEmail('again'), ['Rita', 'Recruiter']);
    expect(again.statusCode).toBe(422);
    expect(again.data.errors.invitation_token).toEqual([TEAM_MESSAGES.invitationInvalid]);
    const gone = await t.request({ method: 'GET', url: `/api/v1/auth/invitation?token=${token}` });
    expect(gone.statusCode).toBe(404);
    expect(gone.data.message).toBe(TEAM_MESSAGES.invitationInvalid);
    const pending = await get(owner, '/api/v1/b/team/invitations');
    expect(pending.data.data).toEqual([]);
  });

  it('works until 7 days have passed, not a millisecond after', async () => {
    const owner = await t.registerBusiness();
    const early = await invite(owner, 'interviewer');
    const late = await invite(owner, 'interviewer');
    t.clock.advance(TEAM_LIMITS.invitationValidityMs - 1);
    expect((await join(early.token, early.email, ['Eli', 'Early'])).statusCode).toBe(201);
    t.clock.advance(1);
    const expired = await join(late.token, late.email, ['Lou', 'Late']);
    expect(expired.statusCode).toBe(422);
    expect(expired.data.errors.invitation_token).toEqual([TEAM_MESSAGES.invitationInvalid]);
  });

  it('refuses an address that has an account, and a new invitation replaces the old link', async () => {
    const owner = await t.registerBusiness();
    const customer = await t.registerCustomer();
    const taken = await send(owner, 'POST', '/api/v1/b/team/invitations', {
      email: customer.email.toUpperCase(),
      role: 'admin',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.data.errors.email).toEqual([TEAM_MESSAGES.emailHasAccount]);

    const email = uniqueEmail('twice');
    const first = await invite(owner, 'recruiter', email);
    // The outbox orders by created_at: on the standing test clock two e-mails would tie, and
    // PostgreSQL may then answer either first (the second link must be read from the second mail).
    t.clock.advance(1000);
    const second = await invite(owner, 'admin', email);
    expect((await join(first.token, email, ['Old', 'Link'])).statusCode).toBe(422);
    const joined = await join(second.token, email, ['New', 'Link']);
    expect(joined.data.user.team_role).toBe('admin');
  });

  it('a revoked invitation stops working; another company cannot revoke it', async () => {
    const owner = await t.registerBusiness();
    const stranger = await t.registerBusiness({ business_name: 'Other Co' });
    const { email, token, invitation } = await invite(owner, 'recruiter');
    const url = `/api/v1/b/team/invitations/${invitation.id}`;
    expect((await send(stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await send(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await send(owner, 'DELETE', url)).statusCode).toBe(404);
    expect((await join(token, email, ['Rita', 'Recruiter'])).statusCode).toBe(422);
  });

  it('a business without an invitation still needs its business name', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/v1/auth/register',
      body: {
        role: 'business',
        email: uniqueEmail('b'),
        password: STRONG_PASSWORD,
        password_confirmation: STRONG_PASSWORD,
        agreed_to_terms: true,
      },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.data.errors)).toContain('business_name');
  });
});

describe('the role table', () => {
  it('company profile and team: owner and admin yes, recruiter and interviewer 403', async () => {
    const c = await company();
    for (const [who, allowed] of [
      [c.owner, true],
      [c.admin, true],
      [c.recruiter, false],
      [c.interviewer, false],
    ] as const) {
      const role = who.user.team_role!;
      const profile = await send(who, 'PUT', '/api/v1/b/settings/profile', {
        business_name: 'Hugging Face',
        website: 'https://huggingface.co',
      });
      const invitations = await get(who, '/api/v1/b/team/invitations');
      const inviting = await send(who, 'POST', '/api/v1/b/team/invitations', {
        email: uniqueEmail('x'),
        role: 'interviewer',
      });
      for (const res of [profile, invitations, inviting]) {
        expect(res.statusCode, `${role} ${res.body}`).toBe(
          allowed ? (res === inviting ? 201 : 200) : 403,
        );
        if (!allowed) expect(res.data.message).toBe(TEAM_MESSAGES.forbidden(role, 'company'));
      }
    }
    // The admin's edit is the company's: the owner reads it.
    const profile = await get(c.owner, '/api/v1/b/settings/profile');
    expect(profile.data.data.website).toBe('https://huggingface.co');
  });

  it('postings: owner, admin and recruiter yes; an interviewer gets 403 naming it', async () => {
    const c = await company();
    for (const who of [c.owner, c.admin, c.recruiter]) {
      const job = await createJob(t, who, { title: `By ${who.user.team_role}` });
      expect(job.status).toBe('published');
    }
    const refused = await send(c.interviewer, 'POST', '/api/v1/b/postings', { title: 'Nope' });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.message).toBe(
      'An interviewer may not create, edit, publish or close postings.',
    );
    const team = await send(
      c.interviewer,
      'PUT',
      `/api/v1/b/postings/${c.teamJob.id}/hiring-team`,
      {
        member_ids: [],
      },
    );
    expect(team.statusCode).toBe(403);
  });

  it('moving stages, messaging and proposing interviews: not an interviewer', async () => {
    const c = await company();
    for (const who of [c.owner, c.admin, c.recruiter]) {
      const message = await send(who, 'POST', `/api/v1/b/applications/${c.onTeam}/messages`, {
        body: `Hello from the ${who.user.team_role}`,
      });
      expect(message.statusCode, message.body).toBe(201);
    }
    expect((await moveApplication(t, c.recruiter, c.onTeam, 'reviewing')).statusCode).toBe(200);
    const pipeline = TEAM_MESSAGES.forbidden('interviewer', 'pipeline');
    const moved = await moveApplication(t, c.interviewer, c.onTeam, 'interviewing');
    const messaged = await send(
      c.interviewer,
      'POST',
      `/api/v1/b/applications/${c.onTeam}/messages`,
      {
        body: 'Hi',
      },
    );
    const proposed = await send(
      c.interviewer,
      'POST',
      `/api/v1/b/applications/${c.onTeam}/interviews`,
      {
        kind: 'video',
        duration_minutes: 30,
        location: 'https://meet.example.com/x',
        slots: [new Date(t.clock.now().getTime() + 86_400_000).toISOString()],
      },
    );
    for (const res of [moved, messaged, proposed]) {
      expect(res.statusCode).toBe(403);
      expect(res.data.message).toBe(pipeline);
    }
    // The conversation says so instead of offering a message box; the recruiter may write.
    const read = await get(c.interviewer, `/api/v1/b/applications/${c.onTeam}/messages`);
    expect(read.statusCode, read.body).toBe(200);
    expect([read.data.data.can_write, read.data.data.write_closed_message]).toEqual([
      false,
      pipeline,
    ]);
    const recruiter = await get(c.recruiter, `/api/v1/b/applications/${c.onTeam}/messages`);
    expect([recruiter.data.data.can_write, recruiter.data.data.write_closed_message]).toEqual([
      true,
      null,
    ]);
  });

  it('applications: all for owner, admin and recruiter; an interviewer only their hiring teams’', async () => {
    const c = await company();
    for (const who of [c.owner, c.admin, c.recruiter]) {
      const list = await get(who, '/api/v1/b/applications');
      expect(list.data.meta.total).toBe(2);
    }
    const mine = await get(c.interviewer, '/api/v1/b/applications');
    expect(mine.data.data.map((a: { id: string }) => a.id)).toEqual([c.onTeam]);
    expect((await get(c.interviewer, `/api/v1/b/applications/${c.onTeam}`)).statusCode).toBe(200);
    for (const url of [
      `/api/v1/b/applications/${c.offTeam}`,
      `/api/v1/b/applications/${c.offTeam}/notes`,
      `/api/v1/b/applications/${c.offTeam}/scorecards`,
      `/api/v1/b/applications/${c.offTeam}/activity`,
      `/api/v1/b/applications/${c.offTeam}/messages`,
      `/api/v1/b/postings/${c.otherJob.id}`,
      `/api/v1/b/postings/${c.otherJob.id}/hiring-team`,
    ])
      expect((await get(c.interviewer, url)).statusCode, url).toBe(404);
    const postings = await get(c.interviewer, '/api/v1/b/postings');
    expect(postings.data.data.map((p: { id: string }) => p.id)).toEqual([c.teamJob.id]);
    const inbox = await get(c.interviewer, '/api/v1/b/conversations');
    expect(inbox.data.data.map((x: { application_id: string }) => x.application_id)).toEqual([
      c.onTeam,
    ]);
  });

  it('notes and scorecards: every role, the interviewer on their hiring team', async () => {
    const c = await company();
    for (const who of [c.owner, c.admin, c.recruiter, c.interviewer]) {
      const note = await send(who, 'POST', `/api/v1/b/applications/${c.onTeam}/notes`, {
        body: `Note by the ${who.user.team_role}`,
      });
      expect(note.statusCode, note.body).toBe(201);
      const card = await send(
        who,
        'POST',
        `/api/v1/b/applications/${c.onTeam}/scorecards`,
        SCORECARD,
      );
      expect(card.statusCode, card.body).toBe(201);
    }
    const notes = await get(c.interviewer, `/api/v1/b/applications/${c.onTeam}/notes`);
    expect(notes.data.data.map((n: { author: { name: string } }) => n.author.name)).toEqual([
      'Hugging Face',
      'Ada Admin',
      'Rita Recruiter',
      'Ivan Interviewer',
    ]);
  });
});

describe('members', () => {
  it('another company’s member gets 404 for every id of this company', async () => {
    const c = await company();
    const stranger = await t.registerBusiness({ business_name: 'Other Co' });
    const rita = c.idOf('Rita Recruiter');
    for (const [method, url, body] of [
      ['GET', `/api/v1/b/applications/${c.onTeam}/notes`],
      ['POST', `/api/v1/b/applications/${c.onTeam}/notes`, { body: 'x' }],
      ['GET', `/api/v1/b/applications/${c.onTeam}/scorecards`],
      ['POST', `/api/v1/b/applications/${c.onTeam}/scorecards`, SCORECARD],
      ['GET', `/api/v1/b/applications/${c.onTeam}/activity`],
      ['GET', `/api/v1/b/postings/${c.teamJob.id}/hiring-team`],
      ['PUT', `/api/v1/b/postings/${c.teamJob.id}/hiring-team`, { member_ids: [] }],
      ['PATCH', `/api/v1/b/team/members/${rita}`, { role: 'admin' }],
      ['DELETE', `/api/v1/b/team/members/${rita}`],
    ] as const) {
      const res = await t.request({ method, url, token: stranger.token, body });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const theirs = await get(stranger, '/api/v1/b/team/members');
    expect(theirs.data.data).toHaveLength(1);
    // A hiring team takes only the company's own members.
    const mixed = await send(
      stranger,
      'PUT',
      `/api/v1/b/postings/${(await createJob(t, stranger)).id}/hiring-team`,
      {
        member_ids: [rita],
      },
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.data.errors.member_ids).toEqual([TEAM_MESSAGES.hiringTeamMembers]);
  });

  it('a removed member’s token stops at once, sign-in is refused, what they wrote keeps their name', async () => {
    const c = await company();
    await send(c.recruiter, 'POST', `/api/v1/b/applications/${c.onTeam}/notes`, {
      body: 'Great portfolio.',
    });
    const removed = await send(
      c.admin,
      'DELETE',
      `/api/v1/b/team/members/${c.idOf('Rita Recruiter')}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await get(c.recruiter, '/api/v1/b/applications')).statusCode).toBe(401);
    const login = await t.login(c.recruiter.email, c.recruiter.password);
    expect(login.statusCode).toBe(403);
    expect(login.data.message).toBe(TEAM_MESSAGES.removedSignIn);
    const notes = await get(c.owner, `/api/v1/b/applications/${c.onTeam}/notes`);
    expect(notes.data.data[0].author.name).toBe('Rita Recruiter');
    const members = await get(c.owner, '/api/v1/b/team/members');
    expect(members.data.data.map((m: { name: string }) => m.name)).not.toContain('Rita Recruiter');
    const team = await get(c.owner, `/api/v1/b/postings/${c.teamJob.id}/hiring-team`);
    expect(team.data.data.members.map((m: { name: string }) => m.name)).toEqual([
      'Ivan Interviewer',
    ]);
  });

  it('a lowered role counts from the next request; a member may leave; the owner may not', async () => {
    const c = await company();
    const lowered = await send(
      c.admin,
      'PATCH',
      `/api/v1/b/team/members/${c.idOf('Rita Recruiter')}`,
      {
        role: 'interviewer',
      },
    );
    expect(lowered.data.data).toMatchObject({ role: 'interviewer', name: 'Rita Recruiter' });
    const refused = await send(c.recruiter, 'POST', '/api/v1/b/postings', { title: 'Later' });
    expect(refused.statusCode).toBe(403);

    const left = await send(
      c.interviewer,
      'DELETE',
      `/api/v1/b/team/members/${c.idOf('Ivan Interviewer')}`,
    );
    expect(left.statusCode).toBe(204);
    const ownerLeaves = await send(
      c.owner,
      'DELETE',
      `/api/v1/b/team/members/${c.idOf('Hugging Face')}`,
    );
    expect(ownerLeaves.statusCode).toBe(409);
    expect(ownerLeaves.data.message).toBe(TEAM_MESSAGES.ownerLeaves);
    const adminRemovesOwner = await send(
      c.admin,
      'DELETE',
      `/api/v1/b/team/members/${c.idOf('Hugging Face')}`,
    );
    expect(adminRemovesOwner.statusCode).toBe(403);
    const recruiterRemoves = await send(
      c.recruiter,
      'DELETE',
      `/api/v1/b/team/members/${c.idOf('Ada Admin')}`,
    );
    expect(recruiterRemoves.statusCode).toBe(403);
  });

  it('the owner hands ownership to an admin only; the company keeps its name and logo', async () => {
    const c = await company();
    const admin = c.idOf('Ada Admin');
    const byAdmin = await send(c.admin, 'PATCH', `/api/v1/b/team/members/${admin}`, {
      role: 'owner',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.data.message).toBe(TEAM_MESSAGES.onlyOwnerTransfers);
    const toRecruiter = await send(
      c.owner,
      'PATCH',
      `/api/v1/b/team/members/${c.idOf('Rita Recruiter')}`,
      {
        role: 'owner',
      },
    );
    expect(toRecruiter.statusCode).toBe(409);
    expect(toRecruiter.data.message).toBe(TEAM_MESSAGES.transferToAdmin);
    const selfLower = await send(
      c.owner,
      'PATCH',
      `/api/v1/b/team/members/${c.idOf('Hugging Face')}`,
      {
        role: 'admin',
      },
    );
    expect(selfLower.statusCode).toBe(409);
    expect(selfLower.data.message).toBe(TEAM_MESSAGES.ownerRole);

    const deleting = await send(c.owner, 'DELETE', '/api/v1/b/settings/account', {
      password: c.owner.password,
    });
    expect(deleting.statusCode).toBe(409);
    expect(deleting.data.message).toBe(TEAM_MESSAGES.ownerDeletes);

    const handed = await send(c.owner, 'PATCH', `/api/v1/b/team/members/${admin}`, {
      role: 'owner',
    });
    expect(handed.data.data.role).toBe('owner');
    const members = await get(c.admin, '/api/v1/b/team/members');
    expect(members.data.data.map((m: { name: string; role: string }) => [m.name, m.role])).toEqual([
      ['Ada Admin', 'owner'],
      ['Hugging Face', 'admin'],
      ['Rita Recruiter', 'recruiter'],
      ['Ivan Interviewer', 'interviewer'],
    ]);
    const me = await get(c.admin, '/api/v1/auth/user');
    expect(me.data.user).toMatchObject({ business_name: 'Hugging Face', team_role: 'owner' });
    const job = await get(c.customer, `/api/v1/c/jobs/${c.teamJob.id}`);
    expect(job.data.data.company.name).toBe('Hugging Face');
    // The former owner, now an admin, may leave the company without closing it.
    const leave = await send(c.owner, 'DELETE', `/api/v1/b/team/members/${c.idOf('Hugging Face')}`);
    expect(leave.statusCode).toBe(204);
    expect((await get(c.customer, `/api/v1/c/jobs/${c.teamJob.id}`)).data.data.is_closed).toBe(
      false,
    );
  });
});

describe('notes', () => {
  it('@mentions notify the mentioned members who can see the application', async () => {
    const c = await company();
    // Ada (admin) sees everything; Ivan is on this posting's team; on the other posting he is not.
    const note = await send(c.owner, 'POST', `/api/v1/b/applications/${c.onTeam}/notes`, {
      body: '@Ada Admin and @ivan interviewer: please review.\r\nThanks',
    });
    expect(note.data.data.body).toBe('@Ada Admin and @ivan interviewer: please review.\nThanks');
    expect(note.data.data.mentions.map((m: { name: string }) => m.name)).toEqual([
      'Ada Admin',
      'Ivan Interviewer',
    ]);
    const offTeam = await send(c.owner, 'POST', `/api/v1/b/applications/${c.offTeam}/notes`, {
      body: '@Ivan Interviewer this one too?',
    });
    expect(offTeam.data.data.mentions).toEqual([]);
    const ivan = (await notificationsOf(t, c.interviewer.user.id)).filter((n) => n.kind === 'team');
    expect(ivan).toHaveLength(1);
    expect(ivan[0]).toMatchObject({
      title: 'Hugging Face mentioned you: Maya Okafor',
      link: `/b/applications/${c.onTeam}`,
    });
  });

  it('refuses a blank note and one over 5,000 characters; takes exactly 5,000', async () => {
    const c = await company();
    const url = `/api/v1/b/applications/${c.onTeam}/notes`;
    const blank = await send(c.recruiter, 'POST', url, { body: '   ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.data.errors.body).toEqual([TEAM_MESSAGES.noteRequired]);
    const long = await send(c.recruiter, 'POST', url, {
      body: 'x'.repeat(TEAM_LIMITS.noteMaxLength + 1),
    });
    expect(long.statusCode).toBe(422);
    expect(
      (await send(c.recruiter, 'POST', url, { body: 'x'.repeat(TEAM_LIMITS.noteMaxLength) }))
        .statusCode,
    ).toBe(201);
  });

  it('never reach the applicant: not in their application, conversation or export', async () => {
    const c = await company();
    const secret = 'Private: salary expectations too high';
    await send(c.recruiter, 'POST', `/api/v1/b/applications/${c.onTeam}/notes`, { body: secret });
    await send(c.recruiter, 'POST', `/api/v1/b/applications/${c.onTeam}/scorecards`, {
      ...SCORECARD,
      comment: secret,
    });
    for (const url of [
      `/api/v1/c/applications/${c.onTeam}`,
      `/api/v1/c/applications/${c.onTeam}/messages`,
      '/api/v1/c/conversations',
      '/api/v1/c/settings/account/export',
    ]) {
      const res = await get(c.customer, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('salary expectations');
    }
    expect((await get(c.customer, `/api/v1/b/applications/${c.onTeam}/notes`)).statusCode).toBe(
      403,
    );
  });
});

describe('scorecards', () => {
  it('stay hidden from a member until their own is in, then show with the summary', async () => {
    const c = await company();
    const url = `/api/v1/b/applications/${c.onTeam}/scorecards`;
    expect((await send(c.interviewer, 'POST', url, SCORECARD)).statusCode).toBe(201);
    const hidden = await get(c.recruiter, url);
    expect(hidden.data).toEqual({
      data: [],
      meta: {
        criteria: ['skills', 'experience', 'communication', 'motivation'],
        own_submitted: false,
        submitted_count: 1,
        summary: null,
      },
    });
    const mine = await send(c.recruiter, 'POST', url, {
      recommendation: 'strong_yes',
      ratings: [
        { criterion: 'skills', rating: 3 },
        { criterion: 'motivation', rating: 4 },
      ],
      comment: '',
    });
    expect(mine.statusCode).toBe(201);
    const shown = await get(c.recruiter, url);
    expect(shown.data.data.map((s: { author: { name: string } }) => s.author.name)).toEqual([
      'Rita Recruiter',
      'Ivan Interviewer',
    ]);
    expect(shown.data.meta.summary).toEqual({
      submitted: 2,
      recommendations: { strong_no: 0, no: 0, yes: 1, strong_yes: 1 },
      criteria: [
        { criterion: 'skills', average: 3.5, count: 2 },
        { criterion: 'communication', average: 3, count: 1 },
        { criterion: 'motivation', average: 4, count: 1 },
      ],
    });
  });

  it('one per member: a second submission replaces the first (200)', async () => {
    const c = await company();
    const url = `/api/v1/b/applications/${c.onTeam}/scorecards`;
    await send(c.admin, 'POST', url, SCORECARD);
    const again = await send(c.admin, 'POST', url, { ...SCORECARD, recommendation: 'no' });
    expect(again.statusCode).toBe(200);
    const list = await get(c.admin, url);
    expect(list.data.data).toHaveLength(1);
    expect(list.data.data[0].recommendation).toBe('no');
  });

  it('rates only the posting’s criteria, each once, 1–4', async () => {
    const c = await company();
    const url = `/api/v1/b/applications/${c.onTeam}/scorecards`;
    for (const ratings of [
      [{ criterion: 'charisma', rating: 3 }],
      [
        { criterion: 'skills', rating: 3 },
        { criterion: 'skills', rating: 2 },
      ],
    ]) {
      const res = await send(c.admin, 'POST', url, { ...SCORECARD, ratings });
      expect(res.statusCode).toBe(422);
      expect(res.data.errors.ratings).toEqual([TEAM_MESSAGES.ratings]);
    }
    for (const rating of [TEAM_LIMITS.minRating - 1, TEAM_LIMITS.maxRating + 1]) {
      const res = await send(c.admin, 'POST', url, {
        ...SCORECARD,
        ratings: [{ criterion: 'skills', rating }],
      });
      expect(res.statusCode).toBe(422);
    }
    for (const rating of [TEAM_LIMITS.minRating, TEAM_LIMITS.maxRating]) {
      const res = await send(c.admin, 'POST', url, {
        ...SCORECARD,
        ratings: [{ criterion: 'skills', rating }],
      });
      expect(res.statusCode).toBeLessThan(300);
    }
  });

  it('a posting chooses its criteria (defaults when left out, kept on an edit without them)', async () => {
    const c = await company();
    const draft = await send(c.recruiter, 'POST', '/api/v1/b/postings', {
      title: 'Data Engineer',
      scorecard_criteria: ['SQL', 'Modelling'],
    });
    expect(draft.data.data.scorecard_criteria).toEqual(['SQL', 'Modelling']);
    const edited = await send(c.recruiter, 'PUT', `/api/v1/b/postings/${draft.data.data.id}`, {
      title: 'Data Engineer II',
    });
    expect(edited.data.data.scorecard_criteria).toEqual(['SQL', 'Modelling']);
    const plain = await send(c.recruiter, 'POST', '/api/v1/b/postings', { title: 'Analyst' });
    expect(plain.data.data.scorecard_criteria).toEqual([
      'skills',
      'experience',
      'communication',
      'motivation',
    ]);
    const twice = await send(c.recruiter, 'POST', '/api/v1/b/postings', {
      title: 'Analyst',
      scorecard_criteria: ['SQL', 'sql'],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.data.errors.scorecard_criteria).toEqual([TEAM_MESSAGES.criteriaDuplicate]);
    const many = await send(c.recruiter, 'POST', '/api/v1/b/postings', {
      title: 'Analyst',
      scorecard_criteria: Array.from({ length: TEAM_LIMITS.maxCriteria + 1 }, (_, i) => `c${i}`),
    });
    expect(many.statusCode).toBe(422);
  });
});

describe('activity and notifications', () => {
  it('logs who did what, newest first, for the company only', async () => {
    const c = await company();
    await moveApplication(t, c.recruiter, c.onTeam, 'reviewing');
    t.clock.advance(1000);
    await send(c.admin, 'POST', `/api/v1/b/applications/${c.onTeam}/messages`, {
      body: 'Hello Maya',
    });
    t.clock.advance(1000);
    await send(c.interviewer, 'POST', `/api/v1/b/applications/${c.onTeam}/notes`, { body: 'Ok' });
    t.clock.advance(1000);
    await send(c.interviewer, 'POST', `/api/v1/b/applications/${c.onTeam}/scorecards`, SCORECARD);
    t.clock.advance(1000);
    await send(c.recruiter, 'POST', `/api/v1/b/applications/${c.onTeam}/interviews`, {
      kind: 'phone',
      duration_minutes: 30,
      location: '+1 555 0100',
      slots: [new Date(t.clock.now().getTime() + 86_400_000).toISOString()],
    });
    const activity = await get(c.interviewer, `/api/v1/b/applications/${c.onTeam}/activity`);
    const entries = activity.data.data.map(
      (e: { kind: string; actor: { name: string } }) => `${e.kind} by ${e.actor.name}`,
    );
    expect(entries).toEqual([
      'interview_proposed by Rita Recruiter',
      'scorecard_submitted by Ivan Interviewer',
      'note_added by Ivan Interviewer',
      'message_sent by Ada Admin',
      'stage_changed by Rita Recruiter',
      'applied by Maya Okafor',
    ]);
    expect(activity.data.data[1].recommendation).toBe('yes');
    expect(activity.data.data[4].status).toBe('reviewing');
    expect((await get(c.customer, `/api/v1/b/applications/${c.onTeam}/activity`)).statusCode).toBe(
      403,
    );
  });

  it('a new application notifies the company and its hiring team, not the others', async () => {
    const c = await company();
    const other = await t.registerCustomer({ first_name: 'Noor', last_name: 'Haddad' });
    await applied(t, other, c.teamJob.id);
    const told = async (who: TestUser) =>
      (await notificationsOf(t, who.user.id)).filter(
        (n) => n.kind === 'application_received' && n.message.startsWith('Noor Haddad'),
      ).length;
    expect(await told(c.owner)).toBe(1);
    expect(await told(c.recruiter)).toBe(1);
    expect(await told(c.interviewer)).toBe(1);
    expect(await told(c.admin)).toBe(0);
  });

  it('asks the hiring team for scorecards once a booked interview has ended, once', async () => {
    const c = await company();
    const start = new Date(t.clock.now().getTime() + 2 * 3_600_000).toISOString();
    const proposed = await send(
      c.recruiter,
      'POST',
      `/api/v1/b/applications/${c.onTeam}/interviews`,
      {
        kind: 'video',
        duration_minutes: 60,
        location: 'https://meet.example.com/x',
        slots: [start],
      },
    );
    await send(c.customer, 'POST', `/api/v1/c/interviews/${proposed.data.data.id}/book`, {
      slot: start,
    });
    await send(c.interviewer, 'POST', `/api/v1/b/applications/${c.onTeam}/scorecards`, SCORECARD);
    const due = async (who: TestUser) =>
      (await notificationsOf(t, who.user.id)).filter(
        (n) => n.title === 'Scorecard due: Maya Okafor',
      );
    t.clock.advance(3 * 3_600_000 - 1);
    await teamModule.housekeeping!(t.app.deps);
    expect(await due(c.recruiter)).toHaveLength(0);
    t.clock.advance(1);
    await Promise.all([teamModule.housekeeping!(t.app.deps), teamModule.housekeeping!(t.app.deps)]);
    await teamModule.housekeeping!(t.app.deps);
    expect(await due(c.recruiter)).toHaveLength(1);
    // Ivan scored already; Ada is not on the team.
    expect(await due(c.interviewer)).toHaveLength(0);
    expect(await due(c.admin)).toHaveLength(0);
  });

  it('a one-person company is unchanged: its owner sees everything and is named as before', async () => {
    const owner = await t.registerBusiness({ business_name: 'Solo Labs' });
    const job = await createJob(t, owner);
    const customer = await t.registerCustomer();
    const application = await applied(t, customer, job.id);
    const members = await get(owner, '/api/v1/b/team/members');
    expect(members.data.data).toEqual([
      expect.objectContaining({ name: 'Solo Labs', role: 'owner', is_you: true }),
    ]);
    expect((await get(owner, `/api/v1/b/applications/${application.id}`)).statusCode).toBe(200);
    const team = await get(owner, `/api/v1/b/postings/${job.id}/hiring-team`);
    expect(team.data.data).toEqual({ posting_id: job.id, members: [] });
  });
});
