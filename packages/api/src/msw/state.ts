/**
 * The small stateful core of `@hireloop/api/msw`: working copies of the canned collections whose
 * changes a story's play function must see persist. Nothing here checks a rule.
 */
import * as demo from './demo.ts';
import type { Schemas } from './demo.ts';

/** Working copies of the canned data of `demo.ts`, or empty ones (the "nothing yet" scenarios). */
function collections(empty: boolean) {
  const copy = <T>(value: readonly T[]): T[] => (empty ? [] : structuredClone([...value]));
  const jobs = copy<Schemas['Job']>(Object.values(demo.jobs));
  return {
    /** The job pages, open and closed. */
    jobs,
    companies: copy<Schemas['Company']>(demo.companies),
    /** Job ids the demo customer saved. */
    bookmarks: new Set(jobs.filter((job) => job.is_bookmarked).map((job) => job.id)),
    customerApplications: copy<Schemas['CustomerApplication']>(demo.customerApplications),
    businessApplications: copy<Schemas['BusinessApplication']>(demo.businessApplications),
    postings: copy<Schemas['Posting']>(demo.postings),
    tracked: copy<Schemas['TrackedApplication']>(demo.trackedApplications),
    notifications: {
      b: copy<Schemas['Notification']>(demo.notifications.b),
      c: copy<Schemas['Notification']>(demo.notifications.c),
    },
    savedSearches: copy<Schemas['SavedSearch']>(demo.savedSearches),
    /** The demo customer's saved answers to reusable screening questions (one per key). */
    savedAnswers: copy<Schemas['SavedAnswer']>(demo.savedAnswers),
    /** Each side's conversations (issue 28), every entry of each, oldest first. */
    conversations: {
      b: copy<demo.DemoConversation>(demo.businessConversations),
      c: copy<demo.DemoConversation>(demo.customerConversations),
    },
    /** Each side's interviews (issue 28), as that side sees them. */
    interviews: {
      b: copy<Schemas['Interview']>(demo.businessInterviews),
      c: copy<Schemas['Interview']>(demo.customerInterviews),
    },
    /** The demo company as a team (issue 36); an empty state keeps only its owner. */
    team: {
      /** The members, the owner first (`is_you` is set per answer from `youId`). */
      members: empty
        ? structuredClone([demo.teamMembers[0]!])
        : copy<demo.DemoTeamMember>(demo.teamMembers),
      /** The pending invitations, newest first. */
      invitations: copy<Schemas['TeamInvitation']>(demo.teamInvitations),
      /** The invitation id of each link token the mock knows (`DEMO_INVITATION_TOKEN`'s first). */
      invitationTokens: new Map<string, string>(
        empty ? [] : [[demo.DEMO_INVITATION_TOKEN, demo.teamInvitations[0]!.id]],
      ),
      /** The member ids of each posting's hiring team, by posting id. */
      hiringTeams: empty ? {} : structuredClone(demo.hiringTeams),
      notes: copy<Schemas['ApplicationNote']>(demo.applicationNotes),
      scorecards: copy<Schemas['Scorecard']>(demo.scorecards),
      /** The member the business token signs in as: the owner unless a scenario says otherwise. */
      youId: demo.teamMemberIds.owner,
      /** The account that joined by invitation (`register` with `invitation_token`), or null. */
      joined: null as Schemas['User'] | null,
    },
    /** How many ids {@link MockState.newId} gave. */
    sequence: 0,
  };
}

/**
 * A mock state: the collections the handlers read and change, and the helpers they use.
 *
 * @param empty Start with every collection empty instead of the canned data. @default false
 */
export function createMockState(empty = false) {
  const state = {
    ...collections(empty),
    /** Back to the canned data (or the empty collections it started with). */
    reset: () => void Object.assign(state, collections(empty)),
    /** A fresh id for a created record (`…-4000-9000-…`, never one of the canned ids). */
    newId: () => `00000000-0000-4000-9000-${String(++state.sequence).padStart(12, '0')}`,
    /** A job page with the customer's saved mark as it is now; undefined for an unknown id. */
    job(id: string): Schemas['Job'] | undefined {
      const job = state.jobs.find((candidate) => candidate.id === id);
      return job && { ...job, is_bookmarked: state.bookmarks.has(id) };
    },
    /** A status change appended to an application's timeline. */
    move<A extends Schemas['ApplicationBase']>(
      application: A,
      status: Schemas['ApplicationStatus'],
      note: string | null = null,
    ): A {
      const at = demo.stamp();
      Object.assign(application, { status, updated_at: at });
      application.timeline.push({ status, note, created_at: at });
      return application;
    },
  };
  return state;
}

/** A mock state (see {@link createMockState}). */
export type MockState = ReturnType<typeof createMockState>;

/** The state the default handlers read and change. */
export const mockState = createMockState();

/** Puts the default state back to the canned data. */
export function resetMockState(): void {
  mockState.reset();
}
