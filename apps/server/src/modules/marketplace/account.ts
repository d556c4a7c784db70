/**
 * The marketplace's part of the account calls: the data export (settings → account → export) and
 * what happens to marketplace records when an account is deleted.
 */
import { listSavedAnswers } from './applications/savedAnswers.ts';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../services/sessions.ts';
import type { Notifier } from '../../services/notifications.ts';
import type { ModuleExport } from '../types.ts';
import { withdrawAllOf } from './applications/applications.ts';
import { customerApplications } from './applications/applicationViews.ts';
import { forgetSavedJobs, savedJobs } from './bookmarks/bookmarks.ts';
import { readSavedSearches } from './savedSearches/savedSearches.ts';
import { trackedApplications } from './applications/tracker.ts';
import { closePostingIn, postingFrom, postingRow, toPosting } from './postings/postings.ts';
import { invalidateJobSearch } from './search/searchCache.ts';
import { z } from 'zod';
import { dbId } from '../../db/columns.ts';

/**
 * Applications, saved jobs, saved searches and tracked applications (with their private notes) of
 * a customer, or postings of a business (contract `AccountExport`).
 */
export async function exportMarketplaceData(db: DbOrTx, user: UserRow): Promise<ModuleExport> {
  if (user.role === 'customer') {
    const [applications, bookmarks, saved, tracked, answers] = await Promise.all([
      customerApplications(db, user.id, sql`a.user_id = ${user.id}`),
      savedJobs(db, user.id),
      readSavedSearches(db, user.id),
      trackedApplications(db, user.id, sql`TRUE`),
      listSavedAnswers(db, user.id),
    ]);
    return {
      applications,
      bookmarks,
      saved_searches: saved,
      tracked_applications: tracked,
      saved_answers: answers,
    };
  }
  const rows = await queryRows(
    db,
    sql`${postingFrom} WHERE c.user_id = ${user.id} ORDER BY p.created_at DESC, p.id DESC`,
    postingRow,
  );
  return { postings: rows.map(toPosting) };
}

/** A published posting of a business being deleted, with the company name its applicants know. */
const publishedPostingRow = z.object({
  id: dbId,
  title: z.string(),
  company_name: z.string(),
});

/**
 * Inside the account-deletion transaction (services/accountDeletion.ts calls it first and does not
 * repeat it). A business: its published postings close (open applications get `closed_reason:
 * company_removed` and their applicants a notification), its drafts go and the company's descriptive
 * fields are cleared. A customer: applications still open (not final, not closed with their posting)
 * are withdrawn and the business is told; every application loses its cover letter, resume and
 * screening answers (its must-have mark stays); saved jobs, job views, tracked applications (with
 * their steps and notes), saved searches and saved answers go.
 */
export async function onMarketplaceAccountDeleted(
  tx: DbOrTx,
  user: UserRow,
  ctx: { now: Date; notifier: Notifier },
): Promise<void> {
  if (user.role === 'business') {
    const published = await queryRows(
      tx,
      sql`SELECT p.id, p.title, coalesce(u.business_name, p.company_name) AS company_name
            FROM postings p JOIN companies c ON c.id = p.company_id JOIN users u ON u.id = c.user_id
           WHERE c.user_id = ${user.id} AND p.status = 'published' FOR UPDATE OF p`,
      publishedPostingRow,
    );
    for (const posting of published) {
      await closePostingIn(
        tx,
        ctx.notifier,
        { id: posting.id, title: posting.title, companyName: posting.company_name },
        ctx.now,
        'company_removed',
      );
    }
    await tx.execute(
      sql`DELETE FROM postings p USING companies c
           WHERE c.id = p.company_id AND c.user_id = ${user.id} AND p.status = 'draft'`,
    );
    await tx.execute(
      sql`UPDATE companies
             SET website = NULL, careers_url = NULL, industry = NULL, company_size = NULL,
                 location = NULL, description = NULL, technologies = '{}', source_details = NULL,
                 updated_at = ${ctx.now}
           WHERE user_id = ${user.id}`,
    );
    invalidateJobSearch();
    return;
  }
  await withdrawAllOf(tx, ctx.notifier, user.id, ctx.now);
  await forgetSavedJobs(tx, user.id);
  await tx.execute(sql`DELETE FROM job_views WHERE user_id = ${user.id}`);
  // Their steps and notes, and the searches' matches, go with them (ON DELETE CASCADE).
  await tx.execute(sql`DELETE FROM tracked_applications WHERE user_id = ${user.id}`);
  await tx.execute(sql`DELETE FROM saved_searches WHERE user_id = ${user.id}`);
  await tx.execute(sql`DELETE FROM saved_answers WHERE user_id = ${user.id}`);
}
