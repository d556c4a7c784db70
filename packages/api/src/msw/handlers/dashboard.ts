/**
 * Group `dashboard` (routes c.dashboard and b.dashboard): the landing screens of both areas,
 * computed from the same store as every other call, so the counts agree with the lists.
 */
import type { HttpHandler } from 'msw';
import type { MockStore } from '../store.ts';
import type { PostingRecord, Schemas } from '../types.ts';
import { authorizeRole, type HandlerContext } from './shared.ts';

const DAY_MS = 86_400_000;

/**
 * Open jobs the customer has not applied to, best first: skills shared with saved and applied
 * jobs, words of the profile headline in the title, and recency.
 */
export function recommendedJobs(store: MockStore, userId: string, limit = 10): PostingRecord[] {
  const applied = new Set(
    [...store.applications.values()]
      .filter((application) => application.user_id === userId)
      .map((application) => application.posting_id),
  );
  const liked = new Set<string>();
  for (const postingId of [
    ...applied,
    ...store.bookmarks
      .filter((bookmark) => bookmark.user_id === userId)
      .map((bookmark) => bookmark.job_id),
  ]) {
    for (const skill of store.postings.get(postingId)?.skills ?? []) liked.add(skill.toLowerCase());
  }
  const headline = (store.account(userId)?.profile?.headline ?? '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 3);
  const now = store.now();
  const score = (posting: PostingRecord): number => {
    const skills = posting.skills.filter((skill) => liked.has(skill.toLowerCase())).length;
    const title = posting.title.toLowerCase();
    const words = headline.filter((word) => title.includes(word)).length;
    const ageDays = (now - Date.parse(posting.published_at ?? posting.created_at)) / DAY_MS;
    return skills * 3 + words * 4 + Math.max(0, 30 - ageDays) / 10;
  };
  return [...store.postings.values()]
    .filter(
      (posting) =>
        posting.status === 'published' &&
        !applied.has(posting.id) &&
        !store.deletedCompanies.has(posting.company_id),
    )
    .map((posting) => ({ posting, score: score(posting) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ posting }) => posting);
}

/** Handlers of the `dashboard` group over `ctx.store`. */
export function dashboardHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/api/v1/c/dashboard', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const userId = caller.account.user.id;
      const applications = [...store.applications.values()].filter(
        (application) => application.user_id === userId,
      );
      const byStatus: Schemas['ApplicationStatusCounts'] = {
        submitted: 0,
        reviewing: 0,
        interviewing: 0,
        offered: 0,
        hired: 0,
        rejected: 0,
        withdrawn: 0,
      };
      for (const application of applications) byStatus[application.status] += 1;
      const saved = store.bookmarks
        .filter((bookmark) => bookmark.user_id === userId)
        .sort((a, b) => b.created_at - a.created_at)
        .flatMap((bookmark) => {
          const posting = store.postings.get(bookmark.job_id);
          return store.isVisibleJob(posting) ? [posting] : [];
        });
      return response(200).json({
        data: {
          applications_by_status: byStatus,
          saved_jobs_count: saved.length,
          saved_jobs: saved.slice(0, 5).map((posting) => store.toJobSummary(posting, userId)),
          recent_applications: applications
            .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
            .slice(0, 5)
            .map((application) => store.toCustomerApplication(application)),
          recommended_jobs: recommendedJobs(store, userId).map((posting) =>
            store.toJobSummary(posting, userId),
          ),
          unread_notifications: store.notifications.filter(
            (notification) => notification.user_id === userId && !notification.is_read,
          ).length,
        },
      });
    }),

    http.get('/api/v1/b/dashboard', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const companyId = caller.account.company_id;
      const postings = [...store.postings.values()].filter(
        (posting) => posting.company_id === companyId,
      );
      const ids = new Set(postings.map((posting) => posting.id));
      const applications = [...store.applications.values()].filter((application) =>
        ids.has(application.posting_id),
      );
      const byStatus: Schemas['PostingStatusCounts'] = { draft: 0, published: 0, closed: 0 };
      for (const posting of postings) byStatus[posting.status] += 1;
      const waiting = (postingId?: string): number =>
        applications.filter(
          (application) =>
            application.status === 'submitted' &&
            (postingId === undefined || application.posting_id === postingId),
        ).length;
      return response(200).json({
        data: {
          postings_by_status: byStatus,
          new_applications_count: waiting(),
          recent_applications: applications
            .sort((a, b) => b.created_at.localeCompare(a.created_at))
            .slice(0, 5)
            .map((application) => store.toBusinessApplication(application)),
          postings: postings
            .filter((posting) => posting.status !== 'draft')
            .sort((a, b) => b.updated_at.localeCompare(a.updated_at))
            .slice(0, 20)
            .map((posting) => ({
              id: posting.id,
              title: posting.title,
              status: posting.status,
              views_count: posting.views_count,
              applications_count: store.applicationsCount(posting.id),
              new_applications_count: waiting(posting.id),
            })),
        },
      });
    }),
  ];
}
