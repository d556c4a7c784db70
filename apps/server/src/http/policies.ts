/**
 * Per-operation policies that the contract states in prose (openapi.yaml info.description).
 */
import type { TeamCapability } from '@hireloop/api/rules';

/** Background polls: authenticated, but not activity (they do not restart the inactivity timer). */
export const BACKGROUND_POLLS: ReadonlySet<string> = new Set([
  'getSessionStatus',
  'listNotifications',
  'getUnreadNotificationCount',
  // The conversation event stream (issue 28): an open tab is not a person at work.
  'streamMessages',
]);

/**
 * Long-lived answers (issue 28: the conversation event stream): they give back their address's
 * concurrency slot (http/addressConcurrency.ts) once the stream has started, or one open tab
 * would hold its browser's whole share while it stays open.
 */
export const STREAMS: ReadonlySet<string> = new Set(['streamMessages']);

/** Notification reads, limited per token by `config.rateLimits.notificationReads` (30 a minute by default). */
export const NOTIFICATION_READS: ReadonlySet<string> = new Set([
  'listNotifications',
  'getUnreadNotificationCount',
]);

/**
 * Operations exempt from rate limiting: load-balancer probes, and stored images (immutable,
 * public, requested by `<img>` tags; counting them per IP would let one office's browsing of a
 * page of logos use up the budget of everyone behind its address).
 */
export const UNLIMITED: ReadonlySet<string> = new Set([
  'getHealth',
  'getLiveness',
  'getReadiness',
  'getMedia',
]);

/** Methods that change state and so need a CSRF token when no valid Bearer token is sent. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The capability a business member's role needs for an operation (issue 36, the role table of
 * `ROLE_CAPABILITIES` in @hireloop/api/rules); the gate answers 403 naming what the role may not
 * do. Operations not listed are open to every member (reads are then scoped per role by
 * `companyScope`): notes, scorecards, the activity log, reading applications and conversations.
 */
export const TEAM_CAPABILITIES: Readonly<Record<string, TeamCapability>> = {
  updateProfileSettings: 'company',
  updatePrivacySettings: 'company',
  uploadLogo: 'company',
  removeLogo: 'company',
  updateTeamMember: 'company',
  createTeamInvitation: 'company',
  listTeamInvitations: 'company',
  revokeTeamInvitation: 'company',
  createPosting: 'postings',
  updatePosting: 'postings',
  deletePosting: 'postings',
  publishPosting: 'postings',
  closePosting: 'postings',
  reopenPosting: 'postings',
  updateHiringTeam: 'postings',
  updateApplicationStatus: 'pipeline',
  moveApplications: 'pipeline',
  sendApplicationMessage: 'pipeline',
  proposeInterview: 'pipeline',
  cancelInterview: 'pipeline',
  rescheduleInterview: 'pipeline',
};
