/**
 * The routes of the business area: the dashboard, the business's own postings (write, publish,
 * reopen, close, delete drafts) and the applications they received (read, move through the
 * statuses, download the resume). Handlers keyed by operationId; every query is scoped to the
 * signed-in business (another business's id answers 404).
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { defineHandlers, type AppDeps } from '../../http/context.ts';
import type { CompanyAccess } from '../../services/companyAccess.ts';
import type { Schema } from '../../contract/types.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../db/client.ts';
import { changeApplicationStatus, moveApplications } from './applications/applications.ts';
import { publishEntries } from '../../services/conversationEvents.ts';
import {
  businessApplications,
  markApplicationViewed,
  receivedBy,
  receivedResume,
} from './applications/applicationViews.ts';
import { businessDashboard } from './dashboards.ts';
import { runJobAlerts } from './savedSearches/jobAlerts.ts';
import {
  assertPublishable,
  closePostingIn,
  deletePostingRow,
  findOwnPosting,
  insertDraft,
  listOwnPostings,
  markPublished,
  ownCompany,
  postingFields,
  requireStatus,
  storedFields,
  toPosting,
  writePostingFields,
  checkPublishedQuestionEdit,
  reevaluateApplications,
  type PostingRow,
} from './postings/postings.ts';
import { containsPattern, multiLine, pageMeta, paging, sqlList } from './rows.ts';
import { announcePosting } from './savedSearches/savedSearchMatching.ts';
import { invalidateJobSearch } from './search/searchCache.ts';
import { z } from 'zod';
import { dbNumber } from '../../db/columns.ts';

/**
 * The name a resume downloads under: the uploaded name without its last extension, plus `.pdf`,
 * the type the upload was checked to be by its content (a PDF/HTML polyglot uploaded as `cv.html`
 * must not download as `.html`, issue 35); `resume.pdf` when nothing is left of the name.
 */
export function resumeDownloadName(uploaded: string): string {
  const base = uploaded.replace(/\.[^.]*$/, '').trim();
  return `${base || 'resume'}.pdf`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
function attachment(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7E]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Puts one of the business's own postings online (publish a draft, reopen a closed posting): in
 * one transaction the posting becomes `published` with `published_at` = `now` and no `closed_at`,
 * and saved searches are matched against it ({@link announcePosting}: a search already told about
 * it is not told again); then search caches are dropped and due alerts sent in the background.
 * @throws HttpError 404 when the posting is not the business's, 409 `refusal` when it is not in
 *   status `from`, and whatever `check` throws
 */
async function putOnline(
  deps: AppDeps,
  access: CompanyAccess,
  id: string,
  now: Date,
  log: FastifyBaseLogger,
  rule: { from: 'draft' | 'closed'; refusal: string; check?: (row: PostingRow) => void },
): Promise<Schema<'Posting'>> {
  await deps.db.transaction(async (tx) => {
    const row = await findOwnPosting(tx, access, id, { forUpdate: true });
    if (!row) throw notFound('Posting not found.');
    requireStatus(row, rule.from, rule.refusal);
    rule.check?.(row);
    await markPublished(tx, row.id, now);
    await announcePosting(tx, row.id, now);
  });
  invalidateJobSearch();
  runJobAlerts(deps).catch((error: unknown) => log.warn({ err: error }, 'job alerts failed'));
  const row = await findOwnPosting(deps.db, access, id);
  return toPosting(row!);
}

/** How many received applications a list filter keeps. */
const receivedApplicationCountRow = z.object({ total: dbNumber });

/** The handlers of the business area's marketplace operations (see the module comment). */
export const businessHandlers = defineHandlers({
  async getBusinessDashboard({ deps, company }) {
    return { data: await businessDashboard(deps.db, company) };
  },

  async listPostings({ deps, company, query }) {
    const { page, perPage, offset } = paging(query);
    const q = query.q?.trim();
    const { rows, total } = await listOwnPostings(
      deps.db,
      company,
      { statuses: query.status ?? [], titleLike: q ? containsPattern(q) : null },
      { perPage, offset },
    );
    return { data: rows.map(toPosting), meta: pageMeta(page, perPage, total) };
  },

  async createPosting({ deps, company: access, body, reply, now }) {
    const fields = postingFields(body);
    const company = await ownCompany(deps.db, access.ownerId);
    const id = await insertDraft(deps.db, company, fields, now);
    const row = await findOwnPosting(deps.db, access, id);
    void reply.code(201);
    return { data: toPosting(row!) };
  },

  async getPosting({ deps, company, params }) {
    const row = await findOwnPosting(deps.db, company, params.id);
    if (!row) throw notFound('Posting not found.');
    return { data: toPosting(row) };
  },

  async updatePosting({ deps, company, params, body, now }) {
    const fields = postingFields(body);
    await deps.db.transaction(async (tx) => {
      const row = await findOwnPosting(tx, company, params.id, { forUpdate: true });
      if (!row) throw notFound('Posting not found.');
      if (row.status === 'closed') throw conflict('A closed posting cannot be edited.');
      let reevaluate = false;
      if (row.status === 'published') {
        assertPublishable(fields);
        reevaluate = checkPublishedQuestionEdit(row, fields);
      }
      await writePostingFields(tx, row.id, fields, now);
      if (reevaluate) await reevaluateApplications(tx, row.id, fields.screeningQuestions);
    });
    invalidateJobSearch();
    const row = await findOwnPosting(deps.db, company, params.id);
    return { data: toPosting(row!) };
  },

  async deletePosting({ deps, company, params }) {
    await deps.db.transaction(async (tx) => {
      const row = await findOwnPosting(tx, company, params.id, { forUpdate: true });
      if (!row) throw notFound('Posting not found.');
      requireStatus(row, 'draft', 'Only drafts can be deleted. Close a published posting instead.');
      await deletePostingRow(tx, row.id);
    });
    return { message: 'The draft was deleted.' };
  },

  async publishPosting({ deps, company, params, now, request }) {
    const data = await putOnline(deps, company, params.id, now, request.log, {
      from: 'draft',
      refusal: 'Only drafts can be published.',
      check: (row) => assertPublishable(storedFields(row)),
    });
    return { data };
  },

  async reopenPosting({ deps, company, params, now, request }) {
    // Applications closed with the posting stay closed: their applicants were told.
    const data = await putOnline(deps, company, params.id, now, request.log, {
      from: 'closed',
      refusal: 'Only closed postings can be reopened.',
    });
    return { data };
  },

  async closePosting({ deps, company, params, now }) {
    const notified = await deps.db.transaction(async (tx) => {
      const row = await findOwnPosting(tx, company, params.id, { forUpdate: true });
      if (!row) throw notFound('Posting not found.');
      requireStatus(row, 'published', 'Only published postings can be closed.');
      return closePostingIn(
        tx,
        deps.notifier,
        { id: row.id, title: row.title, companyName: row.company_name },
        now,
        'posting_closed',
      );
    });
    invalidateJobSearch();
    const row = await findOwnPosting(deps.db, company, params.id);
    return { data: toPosting(row!), notified_applicants: notified };
  },

  async listReceivedApplications({ deps, company, query, now }) {
    const { page, perPage, offset } = paging(query);
    const parts = [receivedBy(company)];
    if (query.posting_id) parts.push(sql`a.posting_id = ${query.posting_id}`);
    if (query.status?.length) parts.push(sql`a.status IN ${sqlList(query.status)}`);
    if (query.applied_within_days !== undefined)
      parts.push(
        sql`a.created_at >= ${new Date(now.getTime() - query.applied_within_days * 86_400_000).toISOString()}::timestamptz`,
      );
    if (query.has_resume !== undefined)
      parts.push(
        query.has_resume ? sql`a.resume_media_id IS NOT NULL` : sql`a.resume_media_id IS NULL`,
      );
    if (query.must_haves)
      parts.push(
        query.must_haves === 'met'
          ? sql`cardinality(a.must_haves_missed) = 0`
          : sql`cardinality(a.must_haves_missed) > 0`,
      );
    const where = sql.join(parts, sql` AND `);
    const order =
      query.sort === 'must_haves'
        ? sql`ORDER BY cardinality(a.must_haves_missed), a.created_at DESC, a.id DESC`
        : sql`ORDER BY a.created_at DESC, a.id DESC`;
    const [data, counts] = await Promise.all([
      businessApplications(deps.db, where, sql`${order} LIMIT ${perPage} OFFSET ${offset}`),
      queryRows(
        deps.db,
        sql`SELECT count(*)::int AS total FROM applications a
              JOIN postings p ON p.id = a.posting_id JOIN companies c ON c.id = p.company_id
             WHERE ${where}`,
        receivedApplicationCountRow,
      ),
    ]);
    return { data, meta: pageMeta(page, perPage, counts[0]?.total ?? 0) };
  },

  async getReceivedApplication({ deps, company, params, now }) {
    const [application] = await businessApplications(
      deps.db,
      sql`${receivedBy(company)} AND a.id = ${params.id}`,
    );
    if (!application) throw notFound('Application not found.');
    await markApplicationViewed(deps.db, company, application.id, now);
    return { data: application };
  },

  async updateApplicationStatus({ deps, company, params, body, now }) {
    const note = body.note == null ? '' : multiLine(body.note).trim();
    await changeApplicationStatus(
      deps,
      company,
      params.id,
      { status: body.status, note: note || null },
      now,
    );
    // The move is an entry of the application's conversation (issue 28).
    await publishEntries(deps, [params.id]);
    const [application] = await businessApplications(
      deps.db,
      sql`${receivedBy(company)} AND a.id = ${params.id}`,
    );
    return { data: application! };
  },

  async moveApplications({ deps, company, params, body, now }) {
    const note = body.note == null ? '' : multiLine(body.note).trim();
    await moveApplications(
      deps,
      company,
      params.id,
      body.application_ids,
      { status: body.status, note: note || null },
      now,
    );
    await publishEntries(deps, body.application_ids);
    const moved = await businessApplications(
      deps.db,
      sql`${receivedBy(company)} AND a.id IN ${sqlList(body.application_ids)}`,
    );
    const byId = new Map(moved.map((application) => [application.id, application]));
    return { data: body.application_ids.flatMap((id) => byId.get(id.toLowerCase()) ?? []) };
  },

  async downloadApplicationResume({ deps, company, params, reply }) {
    const resume = await receivedResume(deps.db, deps.media, company, params.id);
    if (!resume) throw notFound('This application has no resume.');
    return reply
      .type('application/pdf')
      .header('content-disposition', attachment(resumeDownloadName(resume.filename)))
      .header('cache-control', 'private, no-store')
      .send(resume.data);
  },
});
