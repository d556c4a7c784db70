/**
 * Group `bookmarks` (route c.jobs/bookmarked "Saved Jobs"): the customer's saved jobs, most
 * recently saved first (a job closed after saving stays, `is_closed: true`), and save / unsave,
 * both idempotent. Drafts and unknown jobs answer 404.
 */
import type { HttpHandler } from 'msw';
import { authorizeRole, pageParams, paginate, uuidParam, type HandlerContext } from './shared.ts';

/** Handlers of the `bookmarks` group over `ctx.store`. */
export function bookmarksHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/api/v1/c/bookmarks', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      if (!page.ok) return response(page.status).json(page.body);
      const userId = caller.account.user.id;
      const saved = store.bookmarks
        .filter((bookmark) => bookmark.user_id === userId)
        .sort((a, b) => b.created_at - a.created_at)
        .flatMap((bookmark) => {
          const posting = store.postings.get(bookmark.job_id);
          return store.isVisibleJob(posting) ? [store.toJobSummary(posting, userId)] : [];
        });
      return response(200).json(paginate(saved, page));
    }),

    http.post('/api/v1/c/bookmarks/{job_id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const jobId = uuidParam('job_id', params.job_id);
      if (!jobId.ok) return response(jobId.status).json(jobId.body);
      if (!store.isVisibleJob(store.postings.get(jobId.value)))
        return response(404).json({ message: 'Not found.' });
      const userId = caller.account.user.id;
      if (!store.isBookmarked(userId, jobId.value)) {
        store.bookmarks.push({ user_id: userId, job_id: jobId.value, created_at: store.now() });
      }
      return response(200).json({ data: { job_id: jobId.value, is_bookmarked: true } });
    }),

    http.delete('/api/v1/c/bookmarks/{job_id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const jobId = uuidParam('job_id', params.job_id);
      if (!jobId.ok) return response(jobId.status).json(jobId.body);
      if (!store.isVisibleJob(store.postings.get(jobId.value)))
        return response(404).json({ message: 'Not found.' });
      const userId = caller.account.user.id;
      store.bookmarks = store.bookmarks.filter(
        (bookmark) => !(bookmark.user_id === userId && bookmark.job_id === jobId.value),
      );
      return response(200).json({ data: { job_id: jobId.value, is_bookmarked: false } });
    }),
  ];
}
