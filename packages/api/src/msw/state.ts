/**
 * The small stateful core of `@hireloop/api/msw`: working copies of the canned collections whose
 * changes a story's play function must see persist (a job saved, an application moved or
 * withdrawn, a posting closed or deleted, a notification read, a saved search renamed, a tracked
 * step added). Nothing here checks a rule: the server's rules are tested on the server.
 * `mockState.reset()` puts the canned data back (stories call it before they render).
 */
import * as demo from './demo.ts';
import type { Schemas } from './demo.ts';

const copy = <T>(value: T): T => structuredClone(value);

/** The working copies; every field is replaced by {@link MockState.reset}. */
export class MockState {
  /** Job ids the demo customer saved. */
  bookmarks = new Set<string>();
  customerApplications: Schemas['CustomerApplication'][] = [];
  businessApplications: Schemas['BusinessApplication'][] = [];
  postings: Schemas['Posting'][] = [];
  tracked: Schemas['TrackedApplication'][] = [];
  notifications: Record<'b' | 'c', Schemas['Notification'][]> = { b: [], c: [] };
  savedSearches: Schemas['SavedSearch'][] = [];
  private sequence = 0;

  constructor() {
    this.reset();
  }

  /** Back to the canned data of `demo.ts`. */
  reset(): void {
    this.bookmarks = new Set(
      Object.values(demo.jobs)
        .filter((job) => job.is_bookmarked)
        .map((job) => job.id),
    );
    this.customerApplications = copy(demo.customerApplications);
    this.businessApplications = copy(demo.businessApplications);
    this.postings = copy(demo.postings);
    this.tracked = copy(demo.trackedApplications);
    this.notifications = copy(demo.notifications);
    this.savedSearches = copy(demo.savedSearches);
    this.sequence = 0;
  }

  /** Empties every collection (the "nothing yet" scenarios); returns the state. */
  clear(): this {
    this.bookmarks.clear();
    this.customerApplications = [];
    this.businessApplications = [];
    this.postings = [];
    this.tracked = [];
    this.notifications = { b: [], c: [] };
    this.savedSearches = [];
    return this;
  }

  /** A fresh id for a created record (`…-4000-9000-…`, never one of the canned ids). */
  newId(): string {
    this.sequence += 1;
    return `00000000-0000-4000-9000-${String(this.sequence).padStart(12, '0')}`;
  }

  /** A job page with the customer's saved mark as it is now; undefined for an unknown id. */
  job(id: string): Schemas['Job'] | undefined {
    const job = Object.values(demo.jobs).find((candidate) => candidate.id === id);
    return job && { ...job, is_bookmarked: this.bookmarks.has(id) };
  }

  /** A status change appended to an application's timeline. */
  move<A extends Schemas['ApplicationBase']>(
    application: A,
    status: Schemas['ApplicationStatus'],
    note: string | null = null,
  ): A {
    const at = demo.stamp();
    application.status = status;
    application.updated_at = at;
    application.timeline.push({ status, note, created_at: at });
    return application;
  }
}

/** The state the default handlers read and change. */
export const mockState = new MockState();

/** Puts the default state back to the canned data. */
export function resetMockState(): void {
  mockState.reset();
}
