/**
 * The rules of hiring teams (issue 36, decision 238), written once for the server (403s, 422s),
 * the mock API and the web app (which actions a member sees): what each member role may do, the
 * limits of invitations, notes and scorecards, who a note @mentions, and the summary of the
 * scorecards of an application.
 */
import type { components } from './generated/schema.ts';

type MemberRole = components['schemas']['MemberRole'];
type ScorecardRecommendation = components['schemas']['ScorecardRecommendation'];

/**
 * What a member role may do beyond reading its applications and writing notes and scorecards:
 * - `company`: the company profile, its logo, its members, roles and invitations;
 * - `postings`: create, edit, publish, close postings and set their hiring teams;
 * - `pipeline`: move applications through the stages, message applicants, propose interviews;
 * - `allApplications`: see every application of the company (an interviewer sees only those of
 *   postings whose hiring team they are on).
 */
export type TeamCapability = 'company' | 'postings' | 'pipeline' | 'allApplications';

/** The role table of issue 36: the capabilities of each role. */
export const ROLE_CAPABILITIES: Readonly<Record<MemberRole, readonly TeamCapability[]>> = {
  owner: ['company', 'postings', 'pipeline', 'allApplications'],
  admin: ['company', 'postings', 'pipeline', 'allApplications'],
  recruiter: ['postings', 'pipeline', 'allApplications'],
  interviewer: [],
};

/** True when a member of `role` may do what `capability` covers (see {@link ROLE_CAPABILITIES}). */
export function roleMay(role: MemberRole, capability: TeamCapability): boolean {
  return ROLE_CAPABILITIES[role].includes(capability);
}

/** Limits of hiring teams; units in each name. Checked against the contract by team.test.ts. */
export const TEAM_LIMITS = {
  /** How long an invitation's link works, ms (7 days). */
  invitationValidityMs: 7 * 24 * 60 * 60 * 1000,
  /** Longest private note, characters (the contract's `NoteBody.maxLength`). */
  noteMaxLength: 5_000,
  /** Longest scorecard comment, characters. */
  scorecardCommentMaxLength: 5_000,
  /** Fewest and most criteria of a posting's scorecard. */
  minCriteria: 1,
  maxCriteria: 10,
  /** Longest criterion name, characters. */
  criterionMaxLength: 60,
  /** A rating runs from 1 to 4. */
  minRating: 1,
  maxRating: 4,
} as const;

/** The criteria of a posting's scorecard unless its business chose others. */
export const DEFAULT_SCORECARD_CRITERIA: readonly string[] = [
  'skills',
  'experience',
  'communication',
  'motivation',
];

/** What each capability covers, as the 403 message words it ("A recruiter may not …"). */
const CAPABILITY_PHRASES: Record<TeamCapability, string> = {
  company: 'manage the company profile or its team',
  postings: 'create, edit, publish or close postings',
  pipeline: 'move applications, message applicants or propose interviews',
  allApplications: 'see applications outside their hiring teams',
};

/** The API's messages of the hiring-team rules. */
export const TEAM_MESSAGES = {
  /** The 403 of a role without `capability`, e.g. "An interviewer may not create, edit, … postings." */
  forbidden: (role: MemberRole, capability: TeamCapability) =>
    `${/^[aeiou]/.test(role) ? 'An' : 'A'} ${role} may not ${CAPABILITY_PHRASES[capability]}.`,
  notMember: 'This account is no longer a member of a company.',
  removedSignIn:
    'Your access to this company was removed. What you wrote there stays under your name.',
  emailHasAccount:
    'This e-mail address already has a Hireloop account: a business account belongs to one company.',
  invitationInvalid: 'This invitation is invalid or has expired.',
  invitationEmail: 'Use the e-mail address the invitation was sent to.',
  onlyOwnerTransfers: 'Only the owner can hand over ownership.',
  adminOwner: "An admin may not change the owner's role or remove the owner.",
  transferToAdmin: 'Ownership can be handed only to an admin.',
  ownerRole: 'Hand ownership to an admin before changing your role.',
  ownerLeaves: 'The owner cannot leave the company; hand ownership to an admin first.',
  ownerDeletes: 'Hand ownership to an admin before deleting your account.',
  hiringTeamMembers: 'Every member of a hiring team must be a member of the company.',
  noteRequired: 'Write a note.',
  noteTooLong: `A note can be at most ${TEAM_LIMITS.noteMaxLength.toLocaleString('en-US')} characters.`,
  commentTooLong: `A comment can be at most ${TEAM_LIMITS.scorecardCommentMaxLength.toLocaleString('en-US')} characters.`,
  ratings: "Rate each of the posting's criteria at most once.",
  criteriaCount: `A scorecard has ${TEAM_LIMITS.minCriteria}–${TEAM_LIMITS.maxCriteria} criteria.`,
  criteriaDuplicate: 'Each criterion can be listed only once.',
} as const;

/** A member as a note's mentions see it: the id and the name written after `@`. */
export interface MentionableMember {
  id: string;
  name: string;
}

/**
 * The members a note @mentions: those whose whole name follows an `@` (case-insensitive, not
 * followed by a letter or digit, so `@Ana` does not mention "Anabel"), in the order they first
 * appear in the text.
 * When one name is the start of another ("Ana" and "Ana Lopez"), `@Ana Lopez` mentions only the
 * longer one.
 */
export function mentionedMembers<M extends MentionableMember>(
  body: string,
  members: readonly M[],
): M[] {
  const text = body.toLocaleLowerCase('en-US');
  const byLength = [...members].sort((a, b) => b.name.length - a.name.length);
  const taken = new Set<number>();
  const found = new Map<string, number>();
  for (const member of byLength) {
    const needle = `@${member.name.trim().toLocaleLowerCase('en-US')}`;
    if (needle.length < 2) continue;
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      const next = text.charAt(at + needle.length);
      if (taken.has(at) || /[\p{L}\p{N}]/u.test(next)) continue;
      taken.add(at);
      found.set(member.id, at);
      break;
    }
  }
  return members
    .filter((member) => found.has(member.id))
    .sort((a, b) => found.get(a.id)! - found.get(b.id)!);
}

/**
 * The members a note on an application may @mention (and notify): every member but its author
 * (`authorId`) who can see the application, that is whose role sees every application
 * (`allApplications`) or who is on the posting's hiring team (`hiringTeamIds`), in their order.
 */
export function mentionableMembers<M extends { id: string; role: MemberRole }>(
  members: readonly M[],
  hiringTeamIds: readonly string[],
  authorId: string,
): M[] {
  return members.filter(
    (m) =>
      m.id !== authorId && (roleMay(m.role, 'allApplications') || hiringTeamIds.includes(m.id)),
  );
}

/** A scorecard as {@link scorecardSummary} reads it. */
export interface ScorecardLike {
  recommendation: ScorecardRecommendation;
  ratings: readonly { criterion: string; rating: number }[];
}

/**
 * The summary of an application's scorecards: how many were submitted, the count of each
 * recommendation and, per criterion of the posting (in its order) that someone rated, the average
 * rating (1–4, rounded to two decimals) and how many rated it.
 */
export function scorecardSummary(
  cards: readonly ScorecardLike[],
  criteria: readonly string[],
): components['schemas']['ScorecardSummary'] {
  const recommendations = { strong_no: 0, no: 0, yes: 0, strong_yes: 0 };
  for (const card of cards) recommendations[card.recommendation] += 1;
  const rated = criteria.flatMap((criterion) => {
    const ratings = cards.flatMap((card) =>
      card.ratings.filter((r) => r.criterion === criterion).map((r) => r.rating),
    );
    if (ratings.length === 0) return [];
    const average = ratings.reduce((sum, r) => sum + r, 0) / ratings.length;
    return [{ criterion, average: Math.round(average * 100) / 100, count: ratings.length }];
  });
  return { submitted: cards.length, recommendations, criteria: rated };
}

/**
 * The problem of a scorecard's ratings against the posting's `criteria`, or null: each rating
 * names one of the criteria, at most once, with an integer 1–4 (the contract checks the range;
 * the mock API relies on this too).
 */
export function ratingsProblem(
  ratings: readonly { criterion: string; rating: number }[],
  criteria: readonly string[],
): string | null {
  const seen = new Set<string>();
  for (const { criterion, rating } of ratings) {
    if (!criteria.includes(criterion) || seen.has(criterion)) return TEAM_MESSAGES.ratings;
    if (
      !Number.isInteger(rating) ||
      rating < TEAM_LIMITS.minRating ||
      rating > TEAM_LIMITS.maxRating
    )
      return TEAM_MESSAGES.ratings;
    seen.add(criterion);
  }
  return null;
}
