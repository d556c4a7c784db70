/**
 * Applications, as their customer (routes c.applications, c.applications/success/{id}) and as the
 * business that received them (b.applications, b.applications/{id}) see them.
 *
 * Statuses: submitted → reviewing → interviewing → offered → hired, rejected at any step by the
 * business, withdrawn by the customer; hired, rejected and withdrawn are final, and an application
 * closed with its posting no longer moves. Every change is a timeline entry (`application_events`)
 * and a notification to the other side, in the same transaction. Applying is in applicationApply.ts,
 * how applications read in applicationViews.ts.
 */
import { companyScope, type CompanyAccess } from '../../../services/companyAccess.ts';
import {
  applicationBlockedReason,
  applicationLink,
  applicationMoveRefusal,
  FINAL_APPLICATION_STATUSES,
} from '@hireloop/api/rules';
import { applicationStatusValues } from '@hireloop/api/schema';
import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows, type Db, type DbOrTx } from '../../../db/client.ts';
import type { Schema } from '../../../contract/types.ts';
import type { Notifier } from '../../../services/notifications.ts';
import { HttpError, fieldError, notFound } from '../../../lib/errors.ts';
import { sqlList } from '../rows.ts';
import { dbEnum, dbId, dbTime } from '../../../db/columns.ts';

type ApplicationStatus = Schema<'ApplicationStatus'>;

/** What happened to an application, as the end of "Your application for … at …": a sentence. */
export const STATUS_CHANGES: Record<ApplicationStatus, string> = {
  submitted: 'was submitted',
  reviewing: 'is being reviewed',
  interviewing: 'moved to interviews',
  offered: 'led to an offer',
  hired: 'ended in a hire: congratulations',
  rejected: 'was not selected',
  withdrawn: 'was withdrawn',
};
// ---------------------------------------------------------------------------------------------
// Status changes
// ---------------------------------------------------------------------------------------------

/** Why an application was closed without a decision (`applications.closed_reason`). */
export const closedReasonColumn = z.enum(['posting_closed', 'company_removed']);

/** An application locked for a status change, with who is on either side. */
const lockedApplicationRow = z.object({
  id: dbId,
  status: dbEnum(applicationStatusValues),
  closed_at: dbTime.nullable(),
  closed_reason: closedReasonColumn.nullable(),
  user_id: dbId,
  posting_id: dbId,
  posting_title: z.string(),
  company_name: z.string(),
  owner_id: dbId,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
type LockedApplication = z.output<typeof lockedApplicationRow>;

/** Locks an application for a status change, with who is on either side. */
async function lockApplication(
  tx: DbOrTx,
  id: string,
  scope: SQL,
): Promise<LockedApplication | null> {
  const [row] = await lockApplications(tx, [id], scope);
  return row ?? null;
}

/** Locks the applications `ids` that `scope` allows (in id order, so two bulk moves never deadlock). */
async function lockApplications(
  tx: DbOrTx,
  ids: readonly string[],
  scope: SQL,
): Promise<LockedApplication[]> {
  if (ids.length === 0) return [];
  return queryRows(
    tx,
    sql`SELECT a.id, a.status, a.closed_at, a.closed_reason, a.user_id, a.posting_id,
               p.title AS posting_title, coalesce(bu.business_name, p.company_name) AS company_name,
               c.user_id AS owner_id, cu.first_name, cu.last_name
          FROM applications a
          JOIN postings p ON p.id = a.posting_id
          JOIN companies c ON c.id = p.company_id
          JOIN users bu ON bu.id = c.user_id
          JOIN users cu ON cu.id = a.user_id
         WHERE a.id IN ${sqlList(ids)} AND ${scope}
         ORDER BY a.id
           FOR UPDATE OF a`,
    lockedApplicationRow,
  );
}

/** An application closed with its posting, and its applicant. */
const closedApplicationRow = z.object({ id: dbId, user_id: dbId });

/**
 * Closes every open application to posting `postingId` (not final, not closed yet) at `now`
 * with `reason`, without a timeline entry: the status stays what it was.
 * @returns the closed applications with their applicants
 */
export async function closeOpenApplications(
  tx: DbOrTx,
  postingId: string,
  reason: 'posting_closed' | 'company_removed',
  now: Date,
): Promise<{ id: string; user_id: string }[]> {
  const at = now.toISOString();
  return queryRows(
    tx,
    sql`UPDATE applications SET closed_at = ${at}::timestamptz, closed_reason = ${reason},
           updated_at = ${at}::timestamptz
         WHERE posting_id = ${postingId} AND closed_at IS NULL
           AND status NOT IN ${sqlList(FINAL_APPLICATION_STATUSES)}
       RETURNING id, user_id`,
    closedApplicationRow,
  );
}

/** The id of an application (or posting) a statement found or changed. */
const idRow = z.object({ id: dbId });

/**
 * Withdraws every open application of customer `userId` whose account is being deleted (each with
 * its timeline entry and a notification to the business), then removes the cover letter and
 * resume of all of them. Applications that are final or closed with their posting keep their
 * status and timeline.
 */
export async function withdrawAllOf(
  tx: DbOrTx,
  notifier: Notifier,
  userId: string,
  now: Date,
): Promise<void> {
  const open = await queryRows(
    tx,
    sql`SELECT id FROM applications WHERE user_id = ${userId} AND closed_at IS NULL
          AND status NOT IN ${sqlList(FINAL_APPLICATION_STATUSES)}`,
    idRow,
  );
  for (const application of open)
    await withdrawIn(
      tx,
      notifier,
      userId,
      application.id,
      now,
      'The applicant deleted their account.',
      false,
    );
  await tx.execute(
    sql`UPDATE applications SET cover_letter = NULL, resume_media_id = NULL, answers = '[]'::jsonb,
                                updated_at = ${now}
         WHERE user_id = ${userId}`,
  );
}

/**
 * Adds an entry to application `id`'s timeline: its new `status`, the optional `note` (shown to
 * both sides), who made the change (`actorId`) and when (`now`).
 */
export async function appendTimelineEntry(
  tx: DbOrTx,
  id: string,
  status: ApplicationStatus,
  note: string | null,
  actorId: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO application_events (application_id, status, note, actor_id, created_at)
        VALUES (${id}, ${status}, ${note}, ${actorId}, ${now.toISOString()}::timestamptz)`,
  );
}

/**
 * Moves application `id` to `interviewing` when it is still `submitted` or `reviewing` and open
 * (issue 28: an interview was booked), with its timeline entry by `actorId` (the business);
 * leaves any later or final stage alone. Runs in the caller's transaction.
 * @returns whether it moved
 */
export async function advanceToInterviewing(
  tx: DbOrTx,
  id: string,
  actorId: string,
  now: Date,
): Promise<boolean> {
  const moved = await queryRows(
    tx,
    sql`UPDATE applications SET status = 'interviewing', updated_at = ${now.toISOString()}::timestamptz
         WHERE id = ${id} AND status IN ('submitted', 'reviewing') AND closed_at IS NULL
        RETURNING id`,
    idRow,
  );
  if (moved.length === 0) return false;
  await appendTimelineEntry(tx, id, 'interviewing', null, actorId, now);
  return true;
}

/** Sets application `id`'s status at `now` and adds the timeline entry of the change. */
async function writeStatus(
  tx: DbOrTx,
  id: string,
  { status, note }: { status: ApplicationStatus; note: string | null },
  actorId: string,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`UPDATE applications SET status = ${status}, updated_at = ${now.toISOString()}::timestamptz WHERE id = ${id}`,
  );
  await appendTimelineEntry(tx, id, status, note, actorId, now);
}

/** The shared refusal rule ({@link applicationMoveRefusal}) for a locked row. */
function moveRefusal(row: LockedApplication, status: ApplicationStatus): string | null {
  return applicationMoveRefusal(stateOf(row), status);
}

/** A locked row as the shared rules read it. */
const stateOf = (row: LockedApplication) => ({
  status: row.status,
  closedAt: row.closed_at,
  closedReason: row.closed_reason,
});

/** Writes the move of locked `row` to `change.status` and notifies its applicant. */
async function moveLocked(
  tx: DbOrTx,
  notifier: Notifier,
  actorId: string,
  row: LockedApplication,
  change: { status: ApplicationStatus; note: string | null },
  now: Date,
): Promise<void> {
  await writeStatus(tx, row.id, change, actorId, now);
  const noteText = change.note ? ` Message from ${row.company_name}: ${change.note}` : '';
  await notifier.notify(tx, {
    userId: row.user_id,
    kind: 'application_status_changed',
    title: `Application update: ${row.posting_title}`,
    message: `Your application for "${row.posting_title}" at ${row.company_name} ${STATUS_CHANGES[change.status]}.${noteText}`,
    link: applicationLink(row.id),
    data: { application_id: row.id, job_id: row.posting_id, status: change.status },
  });
}

/**
 * Moves a received application to `status` (contract `updateApplicationStatus`), adds the timeline
 * entry and notifies the applicant, in one transaction.
 * The member (`access`) is the actor of the timeline entry.
 * @throws HttpError 404 not one of the company's applications; 422 on `status` from a final or
 *   closed application, or to the status it already has
 */
export async function changeApplicationStatus(
  deps: { db: Db; notifier: Notifier },
  access: CompanyAccess,
  id: string,
  change: { status: ApplicationStatus; note: string | null },
  now: Date,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockApplication(tx, id, companyScope(access));
    if (!row) throw notFound('Application not found.');
    const refused = moveRefusal(row, change.status);
    if (refused) throw fieldError('status', refused);
    await moveLocked(tx, deps.notifier, access.userId, row, change, now);
  });
}

/**
 * Moves applications `ids` of posting `postingId` to one status with one note (contract
 * `moveApplications`): all or none, in one transaction; each gets its timeline entry and each
 * applicant their notification, as {@link changeApplicationStatus} does for one.
 * @throws HttpError 404 when the posting is not the company's or an id is not an application to it;
 *   422 with `application_ids.<index>` messages ("Name: reason") when {@link moveRefusal} refuses
 *   any of them — then nothing is written
 */
export async function moveApplications(
  deps: { db: Db; notifier: Notifier },
  access: CompanyAccess,
  postingId: string,
  ids: readonly string[],
  change: { status: ApplicationStatus; note: string | null },
  now: Date,
): Promise<void> {
  const wanted = ids.map((id) => id.toLowerCase());
  if (new Set(wanted).size !== wanted.length)
    throw fieldError('application_ids', 'Each application may be listed only once.');
  await deps.db.transaction(async (tx) => {
    const [posting] = await queryRows(
      tx,
      sql`SELECT p.id FROM postings p JOIN companies c ON c.id = p.company_id
           WHERE p.id = ${postingId} AND ${companyScope(access)}`,
      idRow,
    );
    if (!posting) throw notFound('Posting not found.');
    const rows = await lockApplications(
      tx,
      wanted,
      sql`${companyScope(access)} AND a.posting_id = ${postingId}`,
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    if (wanted.some((id) => !byId.has(id))) throw notFound('Application not found.');
    const errors: Record<string, string[]> = {};
    wanted.forEach((id, index) => {
      const row = byId.get(id)!;
      const refused = moveRefusal(row, change.status);
      if (!refused) return;
      const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'An applicant';
      errors[`application_ids.${index}`] = [`${name}: ${refused}`];
    });
    const refusedCount = Object.keys(errors).length;
    if (refusedCount > 0) {
      const first = Object.values(errors)[0]![0]!;
      throw new HttpError(
        422,
        `Nothing was moved: ${refusedCount} of ${ids.length} application${ids.length === 1 ? '' : 's'} cannot be moved. ${first}`.slice(
          0,
          500,
        ),
        { errors },
      );
    }
    for (const id of wanted)
      await moveLocked(tx, deps.notifier, access.userId, byId.get(id)!, change, now);
  });
}

/**
 * Withdraws a customer's own application (contract `withdrawApplication`): timeline entry and a
 * notification to the business, in one transaction.
 * @throws HttpError 404 not the customer's; 422 on `status` when final or closed
 */
export async function withdrawApplication(
  deps: { db: Db; notifier: Notifier },
  customerId: string,
  id: string,
  now: Date,
  note: string | null = null,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await withdrawIn(tx, deps.notifier, customerId, id, now, note, true);
  });
}

/** {@link withdrawApplication} inside a transaction; `strict` throws instead of skipping. */
export async function withdrawIn(
  tx: DbOrTx,
  notifier: Notifier,
  customerId: string,
  id: string,
  now: Date,
  note: string | null,
  strict: boolean,
): Promise<boolean> {
  const row = await lockApplication(tx, id, sql`a.user_id = ${customerId}`);
  if (!row) {
    if (strict) throw notFound('Application not found.');
    return false;
  }
  const blocked = applicationBlockedReason(stateOf(row), 'be withdrawn');
  if (blocked) {
    if (strict) throw fieldError('status', blocked);
    return false;
  }
  await writeStatus(tx, id, { status: 'withdrawn', note }, customerId, now);
  const name = [row.first_name, row.last_name].filter(Boolean).join(' ') || 'An applicant';
  await notifier.notify(tx, {
    userId: row.owner_id,
    kind: 'application_status_changed',
    title: `Application withdrawn: ${row.posting_title}`,
    message: `${name} withdrew their application for "${row.posting_title}".`,
    link: `/b/applications/${id}`,
    data: { application_id: id, posting_id: row.posting_id, status: 'withdrawn' },
  });
  return true;
}
