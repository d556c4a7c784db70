/**
 * Hiring teams in the web app (issue 36, decision 238): Settings → Team (members, roles,
 * invitations) and a posting's hiring team.
 */
export const webTeam = {
  roles: {
    owner: 'Owner',
    admin: 'Admin',
    recruiter: 'Recruiter',
    interviewer: 'Interviewer',
  },
  roleHints: {
    owner: 'Everything, and hands ownership over.',
    admin: 'Everything but the owner: company profile, logo, members and roles.',
    recruiter: 'Postings, every application, stage moves, messages and interviews.',
    interviewer: "Only the applications of their hiring teams' postings: notes and scorecards.",
  },
  /** Settings → Team, "Members": everyone in the company, roles, removal, leaving. */
  members: {
    title: 'Members',
    hint: 'Everyone who hires with your company on Hireloop. A new role or a removal takes effect at once.',
    readOnly:
      'Only the owner and admins manage the team: ask one of them to invite someone, change a role or remove a member.',
    listLabel: 'Members of the company',
    you: 'You',
    joined: 'Joined {{date}}',
    roleOf: 'Role of {{name}}',
    roleChanged: "{{name}}'s role is now {{role}}.",
    remove: 'Remove',
    removeLabel: 'Remove {{name}}',
    removeTitle: 'Remove {{name}}?',
    removeText: '{{name}} loses access at once; what they wrote stays under their name.',
    removeConfirm: 'Remove member',
    removed: '{{name}} was removed from the team.',
    handOverTitle: 'Hand ownership to {{name}}?',
    handOverText:
      '{{name}} becomes the owner of the company: its profile, its logo and the right to hand ownership on. You become an admin and keep managing the team and postings.',
    handOverConfirm: 'Hand over ownership',
    handedOver: '{{name}} is now the owner. You are an admin.',
    leave: 'Leave the company',
    leaveTitle: 'Leave the company?',
    leaveText: 'You lose access at once and are signed out. What you wrote stays under your name.',
    leaveConfirm: 'Leave',
    left: 'You left the company.',
    ownerCannotLeave:
      'As the owner, you can leave the company only after handing ownership to an admin.',
  },
  /** Settings → Team, "Invite a member" (the owner and admins). */
  invite: {
    title: 'Invite a member',
    hint: 'We e-mail them a link to register, valid for {{days}} days. An address that already has a Hireloop account cannot be invited: a business account belongs to one company.',
    email: 'E-mail address',
    role: 'Role',
    submit: 'Send invitation',
    sent: 'Invitation sent to {{email}}',
  },
  /** Settings → Team, "Pending invitations" (the owner and admins). */
  invitations: {
    title: 'Pending invitations',
    hint: 'Invitations not used yet. Revoking one stops its link at once.',
    listLabel: 'Pending invitations',
    invitedBy: 'Invited by {{name}}',
    expires: 'Expires {{date}}',
    revoke: 'Revoke',
    revokeLabel: 'Revoke the invitation of {{email}}',
    revoked: 'Invitation of {{email}} revoked',
    none: 'No pending invitations.',
  },
  hiringTeam: {
    title: 'Hiring team',
    empty: 'Nobody is on the hiring team yet.',
    hint: 'The hiring team is notified of new applications and asked for a scorecard after each interview. Interviewers see only the applications of their hiring teams.',
    edit: 'Edit hiring team',
    members: 'Members on this posting',
    membersHint: 'Owners, admins and recruiters see every application either way.',
    save: 'Save hiring team',
    cancel: 'Cancel',
    saved: 'Hiring team saved',
    criteria: 'Scorecard criteria',
  },
} as const;
