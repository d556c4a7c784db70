/**
 * The routes of the customer area besides Find Jobs and saved searches: the dashboard, a job and
 * applying to it, Saved Jobs, the customer's applications, the application tracker and the
 * companies. Handlers keyed by operationId; every query is scoped to the signed-in customer
 * (another user's id answers 404).
 */
import { sql } from 'drizzle-orm';
import { defineHandlers } from '../../http/context.ts';
import { notFound } from '../../lib/errors.ts';
import { queryRows } from '../../db/client.ts';
import { optionalFile } from '../../plugins/multipart.ts';
import { publishEntries } from '../../services/conversationEvents.ts';
import {
  applyToJob,
  keepApplicationResume,
  parseAnswers,
} from './applications/applicationApply.ts';
import {
  deleteSavedAnswer,
  listSavedAnswers,
  updateSavedAnswer,
} from './applications/savedAnswers.ts';
import { withdrawApplication } from './applications/applications.ts';
import { customerApplications } from './applications/applicationViews.ts';
import { savedJobCount, savedJobs, saveJob, unsaveJob } from './bookmarks/bookmarks.ts';
import { findCompany, listCompanies } from './companies/companies.ts';
import { customerDashboard } from './dashboards.ts';
import { freshnessOf } from './postings/freshness.ts';
import { findJob, recordJobView } from './postings/jobs.ts';
import { similarJobs } from './search/similarJobs.ts';
import { multiLine, pageMeta, paging, sqlList } from './rows.ts';
import {
  addTrackedEvent,
  deleteTracked,
  deleteTrackedEvent,
  findTracked,
  listTracked,
  setTrackedNote,
  trackApplication,
} from './applications/tracker.ts';
import { z } from 'zod';
import { dbNumber } from '../../db/columns.ts';

/** How many applications a customer's list filter keeps. */
const applicationCountRow = z.object({ total: dbNumber });

/** The handlers of the customer area's marketplace operations (see the module comment). */
export const customerHandlers = defineHandlers({
  async getCustomerDashboard({ deps, user }) {
    return { data: await customerDashboard(deps.db, user.id) };
  },
  async getJob({ deps, user, params, now }) {
    const job = await findJob(deps.db, user.id, params.id);
    if (!job) throw notFound('Job not found.');
    if (!job.is_closed) await recordJobView(deps.db, job.id, user.id, now);
    return { data: job };
  },

  async getSimilarJobs({ deps, user, params, now }) {
    const jobs = await similarJobs(deps.db, user.id, params.id, freshnessOf(deps.db, now));
    if (!jobs) throw notFound('Job not found.');
    return { data: jobs };
  },

  async applyToJob({ deps, user, params, body, reply, now }) {
    const input = body as {
      cover_letter?: string;
      resume?: unknown;
      use_profile_resume?: boolean;
      resume_application_id?: string;
      answers?: string;
    };
    const coverLetter =
      input.cover_letter === undefined ? '' : multiLine(input.cover_letter).trim();
    const id = await applyToJob(
      deps,
      { id: user.id, firstName: user.firstName, lastName: user.lastName },
      params.id,
      {
        coverLetter: coverLetter || null,
        resume: optionalFile(input.resume, 'resume'),
        useProfileResume: input.use_profile_resume === true,
        resumeApplicationId: input.resume_application_id ?? null,
        answers: parseAnswers(input.answers),
      },
      now,
    );
    const [application] = await customerApplications(deps.db, user.id, sql`a.id = ${id}`);
    void reply.code(201);
    return { data: application! };
  },

  async keepApplicationResume({ deps, user, params, now }) {
    const data = await keepApplicationResume(deps, user.id, params.id, now);
    return { status: 'success', message: 'The resume is now on your profile', data };
  },

  async listSavedAnswers({ deps, user }) {
    return {
      status: 'success',
      message: 'Saved answers retrieved successfully',
      data: await listSavedAnswers(deps.db, user.id),
    };
  },

  async updateSavedAnswer({ deps, user, params, body, now }) {
    return {
      status: 'success',
      message: 'Saved answer updated successfully',
      data: await updateSavedAnswer(deps.db, user.id, params.id, body.value, now),
    };
  },

  async deleteSavedAnswer({ deps, user, params }) {
    await deleteSavedAnswer(deps.db, user.id, params.id);
    return { status: 'success', message: 'Saved answer deleted', data: null };
  },

  async listBookmarks({ deps, user, query }) {
    const { page, perPage, offset } = paging(query);
    const [data, total] = await Promise.all([
      savedJobs(deps.db, user.id, { limit: perPage, offset }),
      savedJobCount(deps.db, user.id),
    ]);
    return { data, meta: pageMeta(page, perPage, total) };
  },

  async bookmarkJob({ deps, user, params, now }) {
    if (!(await saveJob(deps.db, user.id, params.job_id, now))) throw notFound('Job not found.');
    return { data: { job_id: params.job_id, is_bookmarked: true } };
  },

  async unbookmarkJob({ deps, user, params }) {
    if (!(await unsaveJob(deps.db, user.id, params.job_id))) throw notFound('Job not found.');
    return { data: { job_id: params.job_id, is_bookmarked: false } };
  },

  async listMyApplications({ deps, user, query }) {
    const { page, perPage, offset } = paging(query);
    const statuses = query.status ?? [];
    const where = statuses.length
      ? sql`a.user_id = ${user.id} AND a.status IN ${sqlList(statuses)}`
      : sql`a.user_id = ${user.id}`;
    const [data, counts] = await Promise.all([
      customerApplications(
        deps.db,
        user.id,
        where,
        sql`ORDER BY a.updated_at DESC, a.id DESC LIMIT ${perPage} OFFSET ${offset}`,
      ),
      queryRows(
        deps.db,
        sql`SELECT count(*)::int AS total FROM applications a WHERE ${where}`,
        applicationCountRow,
      ),
    ]);
    return { data, meta: pageMeta(page, perPage, counts[0]?.total ?? 0) };
  },

  async getMyApplication({ deps, user, params }) {
    const [application] = await customerApplications(
      deps.db,
      user.id,
      sql`a.id = ${params.id} AND a.user_id = ${user.id}`,
    );
    if (!application) throw notFound('Application not found.');
    return { data: application };
  },

  async withdrawApplication({ deps, user, params, now }) {
    await withdrawApplication(deps, user.id, params.id, now);
    // The withdrawal is an entry of the application's conversation (issue 28).
    await publishEntries(deps, [params.id]);
    const [application] = await customerApplications(deps.db, user.id, sql`a.id = ${params.id}`);
    return { data: application! };
  },

  async listTrackedApplications({ deps, user, query }) {
    const { page, perPage, offset } = paging(query);
    const { data, total } = await listTracked(
      deps.db,
      user.id,
      { perPage, offset },
      query.status ?? [],
    );
    return { data, meta: pageMeta(page, perPage, total) };
  },

  async trackApplication({ deps, user, body, reply, now }) {
    const id = await trackApplication(
      deps.db,
      user.id,
      { jobId: body.job_id, appliedOn: body.applied_on, note: body.note },
      now,
    );
    void reply.code(201);
    return { data: await findTracked(deps.db, user.id, id) };
  },

  async getTrackedApplication({ deps, user, params }) {
    return { data: await findTracked(deps.db, user.id, params.id) };
  },

  async updateTrackedApplication({ deps, user, params, body, now }) {
    await setTrackedNote(deps.db, user.id, params.id, body.note, now);
    return { data: await findTracked(deps.db, user.id, params.id) };
  },

  async deleteTrackedApplication({ deps, user, params }) {
    await deleteTracked(deps.db, user.id, params.id);
    return { status: 'success' as const, message: 'You stopped tracking this application.' };
  },

  async addTrackedEvent({ deps, user, params, body, reply, now }) {
    await addTrackedEvent(deps.db, user.id, params.id, body, now);
    void reply.code(201);
    return { data: await findTracked(deps.db, user.id, params.id) };
  },

  async deleteTrackedEvent({ deps, user, params, now }) {
    await deleteTrackedEvent(deps.db, user.id, params.id, params.event_id, now);
    return { data: await findTracked(deps.db, user.id, params.id) };
  },

  async listCompanies({ deps, query }) {
    return listCompanies(deps.db, query);
  },

  async getCompany({ deps, user, params }) {
    const company = await findCompany(deps.db, user.id, params.id);
    if (!company) throw notFound('Company not found.');
    return { data: company };
  },
});
