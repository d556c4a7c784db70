/**
 * Ids of the seeded mock data (`@hireloop/api/msw`'s default store) for the marketplace screens'
 * stories: a story opens `/c/jobs/{id}` of a known job, the demo customer's application in a given
 * state, one of the demo business's postings. Stories only; the store's ids are stable (seeded).
 */
import type { ApplicationStatus, PostingStatus } from '@hireloop/api';
import { defaultMockStore, resetMockStore } from '@hireloop/api/msw';

/** A posting of the catalog by its key (e.g. `nw-perception`, `tide-imported`). */
export function demoJobId(key: string): string {
  const id = defaultMockStore.demo.jobs[key];
  if (!id) throw new Error(`No seeded job "${key}"`);
  return id;
}

/** The demo customer's application in `status` (the first one found). */
export function demoCustomerApplicationId(status: ApplicationStatus): string {
  const customerId = defaultMockStore.demo.customerId;
  for (const application of defaultMockStore.applications.values()) {
    if (application.user_id === customerId && application.status === status) return application.id;
  }
  throw new Error(`The demo customer has no ${status} application`);
}

/** An application to one of the demo business's postings in `status` (the first one found). */
export function demoReceivedApplicationId(status: ApplicationStatus): string {
  const companyId = defaultMockStore.demo.companyId;
  for (const application of defaultMockStore.applications.values()) {
    const posting = defaultMockStore.postings.get(application.posting_id);
    if (posting?.company_id === companyId && application.status === status) return application.id;
  }
  throw new Error(`The demo business has no ${status} application`);
}

/** One of the demo business's postings in `status`. */
export function demoPostingId(status: PostingStatus): string {
  const companyId = defaultMockStore.demo.companyId;
  for (const posting of defaultMockStore.postings.values()) {
    if (posting.company_id === companyId && posting.status === status) return posting.id;
  }
  throw new Error(`The demo business has no ${status} posting`);
}

/** The demo business's posting with the most applications (the pipeline board's stories). */
export function demoBoardPostingId(): string {
  const counts = new Map<string, number>();
  for (const application of defaultMockStore.applications.values())
    counts.set(application.posting_id, (counts.get(application.posting_id) ?? 0) + 1);
  const companyId = defaultMockStore.demo.companyId;
  const ranked = [...defaultMockStore.postings.values()]
    .filter((posting) => posting.company_id === companyId)
    .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0));
  if (!ranked[0]) throw new Error('The demo business has no posting');
  return ranked[0].id;
}

/** The demo business's company id (its company page). */
export function demoCompanyId(): string {
  return defaultMockStore.demo.companyId;
}

/** An id nobody has: the not-found stories. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * How long a story waits for its screen: the app starts (current user, lazy route chunk) before
 * the first element a play function looks for appears.
 */
export const APP_READY = { timeout: 15_000 } as const;

/**
 * Puts the mock data back and clears what a previous story left in react-aria's live announcer
 * (a toast's announcement points at a toast that is gone), so every story starts clean.
 */
export function resetStoryState(): void {
  resetMockStore();
  for (const node of document.querySelectorAll('[data-live-announcer] [role="img"]')) node.remove();
}
