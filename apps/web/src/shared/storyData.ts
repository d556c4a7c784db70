/**
 * Ids of the canned demo data of `@hireloop/api/msw` for the marketplace screens' stories: a story
 * opens `/c/jobs/{id}` of a known job, the demo customer's application in a given status, one of
 * the demo business's postings. Stories only.
 */
import type { ApplicationStatus, PostingStatus } from '@hireloop/api';
import { demo, demoIds, resetMockState } from '@hireloop/api/msw';
import { APP_READY_MS } from '../storybook/timeouts.ts';

/** A job of the demo data by its key (`robotics`, `frontend`, `perception`, `imported`, …). */
export function demoJobId(key: keyof typeof demo.jobs): string {
  return demo.jobs[key].id;
}

/** The demo customer's application in `status`. */
export function demoCustomerApplicationId(status: ApplicationStatus): string {
  const found = demo.customerApplications.find((application) => application.status === status);
  if (!found) throw new Error(`The demo customer has no ${status} application`);
  return found.id;
}

/** An application to the demo business's published posting in `status`. */
export function demoReceivedApplicationId(status: ApplicationStatus): string {
  const found = demo.businessApplications.find((application) => application.status === status);
  if (!found) throw new Error(`The demo business has no ${status} application`);
  return found.id;
}

/** One of the demo business's postings in `status`. */
export function demoPostingId(status: PostingStatus): string {
  const found = demo.postings.find((posting) => posting.status === status);
  if (!found) throw new Error(`The demo business has no ${status} posting`);
  return found.id;
}

/** The demo business's posting with applications (the pipeline board's stories). */
export function demoBoardPostingId(): string {
  return demoIds.boardPostingId;
}

/** The demo business's company id (its company page). */
export function demoCompanyId(): string {
  return demoIds.companyId;
}

/** An id nobody has: the not-found stories. */
export const UNKNOWN_ID = demoIds.unknown;

/**
 * How long a story waits for its screen (`APP_READY_MS`, 15 s): the app starts (current user, lazy
 * route chunk, the route's data) before the first element a play function looks for appears.
 */
export const APP_READY = { timeout: APP_READY_MS } as const;

/**
 * Puts the canned mock data back and clears what a previous story left in react-aria's live announcer
 * (a toast's announcement points at a toast that is gone), so every story starts clean.
 */
export function resetStoryState(): void {
  resetMockState();
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
}
