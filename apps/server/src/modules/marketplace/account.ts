/**
 * The marketplace's part of the account calls: the data export (settings → account → export) and
 * what happens to marketplace records when an account is deleted.
 */
import { FINAL_APPLICATION_STATUSES } from '@hireloop/api/rules';
import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import type { UserRow } from '../../services/sessions.ts';
import type { Notifier } from '../../services/notifications.ts';
import type { ModuleExport } from '../types.ts';
import { withdrawIn } from './applications.ts';
import { customerApplications } from './applicationViews.ts';
import { jobSummaryFrom, toJobSummary, type JobSummaryRow } from './jobs.ts';
import { closePostingIn, postingFrom, toPosting, type PostingRow } from './postings.ts';
import { sqlList } from './rows.ts';
import { invalidateJobSearch } from './searchCache.ts';

/** Applications and saved jobs of a customer, or postings of a business (contract `AccountExport`). */
export async function exportMarketplaceData(db: DbOrTx, user: UserRow): Promise<ModuleExport> {
  if (user.role === 'customer') {
    const [applications, saved] = await Promise.all([
      customerApplications(db, user.id, sql`a.user_id = ${user.id}`),
      queryRows<JobSummaryRow>(
        db,
        sql`${jobSummaryFrom(user.id)} WHERE b.user_id IS NOT NULL ORDER BY b.created_at DESC, p.id DESC`,
      ),
    ]);
    return { applications, bookmarks: saved.map(toJobSummary) };
  }
  const rows = await queryRows<PostingRow>(
    db,
    sql`${postingFrom} WHERE c.user_id = ${user.id} ORDER BY p.created_at DESC, p.id DESC`,
  );
  return { postings: rows.map(toPosting) };
}

/**
 * Inside the account-deletion transaction (services/accountDeletion.ts calls it first and does not
 * repeat it). A business: its published postings close (open applications get `closed_reason:
 * company_removed` and their applicants a notification), its drafts go and the company's descriptive
 * fields are cleared. A customer: applications still open (not final, not closed with their posting)
 * are withdrawn and the business is told; every application loses its cover letter and resume;
 * saved jobs and job views go.
 */
export async function onMarketplaceAccountDeleted(
  tx: DbOrTx,
  user: UserRow,
  ctx: { now: Date; notifier: Notifier },
): Promise<void> {
  if (user.role === 'business') {
    const published = await queryRows<{ id: string; title: string; company_name: string }>(
      tx,
      sql`SELECT p.id, p.title, coalesce(u.business_name, p.company_name) AS company_name
            FROM postings p JOIN companies c ON c.id = p.company_id JOIN users u ON u.id = c.user_id
           WHERE c.user_id = ${user.id} AND p.status = 'published' FOR UPDATE OF p`,
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
  const open = await queryRows<{ id: string }>(
    tx,
    sql`SELECT id FROM applications WHERE user_id = ${user.id} AND closed_at IS NULL
          AND status NOT IN ${sqlList(FINAL_APPLICATION_STATUSES)}`,
  );
  for (const application of open) {
    await withdrawIn(
      tx,
      ctx.notifier,
      user.id,
      application.id,
      ctx.now,
      'The applicant deleted their account.',
      false,
    );
  }
  await tx.execute(
    sql`UPDATE applications SET cover_letter = NULL, resume_media_id = NULL, updated_at = ${ctx.now}
         WHERE user_id = ${user.id}`,
  );
  await tx.execute(sql`DELETE FROM bookmarks WHERE user_id = ${user.id}`);
  await tx.execute(sql`DELETE FROM job_views WHERE user_id = ${user.id}`);
}
