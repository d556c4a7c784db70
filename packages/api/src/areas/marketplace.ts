import type { ApiClient, ApiPaths } from '../client.ts';
import { ApiError } from '../errors.ts';
import type {
  ApplicationStatusUpdate,
  BulkApplicationStatusUpdate,
  BusinessApplication,
  BusinessDashboard,
  CompanyDetail,
  Company,
  CustomerApplication,
  CustomerDashboard,
  Health,
  Job,
  JobFacets,
  JobSummary,
  Page,
  Posting,
  PostingInput,
  ProfileResume,
  PublicStats,
  SavedAnswer,
  ScreeningAnswerValue,
  TrackApplicationRequest,
  TrackedApplication,
  TrackedEventInput,
  TrackedStatus,
  SearchCorrection,
  SearchSuggestion,
} from '../types.ts';
import { formDataSerializer, toFormData, unwrap, unwrapEnvelope } from './result.ts';

type Query<P extends keyof ApiPaths, M extends keyof ApiPaths[P]> = ApiPaths[P][M] extends {
  parameters: { query?: infer Q };
}
  ? NonNullable<Q>
  : never;

/** Query of `GET /api/v1/c/jobs` in camelCase (q, location, workplaceType[], …, page, perPage ≤ 50). */
export type JobSearchQuery = Query<'/api/v1/c/jobs', 'get'>;
/** Query of `GET /api/v1/c/jobs/suggestions` (q, field `keywords` | `location`, limit ≤ 10). */
export type JobSuggestionsQuery = Query<'/api/v1/c/jobs/suggestions', 'get'>;
/**
 * A page of search results with facets, the keywords' correction (or null), whether the total is
 * capped ("10,000+") and whether the facet counts are lower bounds counted in a sample ("1,234+").
 */
export type JobSearchPage = Page<JobSummary> & {
  facets: JobFacets;
  correction: SearchCorrection | null;
  totalIsCapped: boolean;
  facetsAreSampled: boolean;
};
/** Query of `GET /api/v1/c/companies`. */
export type CompanyQuery = Query<'/api/v1/c/companies', 'get'>;
/** Query of `GET /api/v1/c/applications`. */
export type MyApplicationsQuery = Query<'/api/v1/c/applications', 'get'>;
/** Query of `GET /api/v1/b/postings`. */
export type PostingsQuery = Query<'/api/v1/b/postings', 'get'>;
/** Query of `GET /api/v1/b/applications`. */
export type ReceivedApplicationsQuery = Query<'/api/v1/b/applications', 'get'>;

/** Fallback messages of the marketplace calls (the spec does not show them). */
export const MARKETPLACE_MESSAGES = {
  suggestionsFailed: 'Failed to load suggestions',
  searchFailed: 'Failed to search jobs',
  jobFailed: 'Failed to load the job',
  similarJobsFailed: 'Failed to load similar jobs',
  applyFailed: 'Failed to submit your application',
  bookmarksFailed: 'Failed to load saved jobs',
  bookmarkFailed: 'Failed to update saved jobs',
  applicationsFailed: 'Failed to load applications',
  applicationFailed: 'Failed to load the application',
  withdrawFailed: 'Failed to withdraw the application',
  companiesFailed: 'Failed to load companies',
  companyFailed: 'Failed to load the company',
  dashboardFailed: 'Failed to load the dashboard',
  postingsFailed: 'Failed to load postings',
  postingFailed: 'Failed to load the posting',
  postingSaveFailed: 'Failed to save the posting',
  postingDeleteFailed: 'Failed to delete the posting',
  publishFailed: 'Failed to publish the posting',
  closeFailed: 'Failed to close the posting',
  reopenFailed: 'Failed to reopen the posting',
  statusFailed: 'Failed to update the application',
  resumeFailed: 'Failed to download the resume',
  statsFailed: 'Failed to load statistics',
  trackedFailed: 'Failed to load your tracked applications',
  trackFailed: 'Failed to update your tracked application',
  savedAnswersFailed: 'Failed to load your saved answers',
  savedAnswerFailed: 'Failed to update your saved answer',
  keepResumeFailed: 'Failed to keep the resume on your profile',
} as const;

/**
 * An application to send: cover letter, either a PDF resume (≤ 5 MB) or the profile's resume, and
 * the answers to the job's screening questions (sent as the JSON text of the form's `answers`).
 */
export interface ApplyInput {
  coverLetter?: string;
  resume?: Blob | null;
  useProfileResume?: boolean;
  /** Attach the resume sent with this earlier application of the customer's (issue 29). */
  resumeApplicationId?: string;
  answers?: { questionId: string; value: ScreeningAnswerValue }[];
}

/** Customer marketplace calls: jobs, bookmarks, own applications, companies, dashboard. */
export function createCustomerApi(client: ApiClient) {
  return {
    /**
     * Full-text search with filters, sort and facets; `correction` names a typo fix of the
     * keywords, `totalIsCapped` that `meta.total` is a floor ("10,000+"). @throws {ApiError}
     */
    async searchJobs(query: JobSearchQuery = {}): Promise<JobSearchPage> {
      const body = await unwrap(
        client.GET('/api/v1/c/jobs', { params: { query } }),
        MARKETPLACE_MESSAGES.searchFailed,
      );
      return {
        ...body,
        correction: body.correction ?? null,
        totalIsCapped: body.totalIsCapped ?? false,
        facetsAreSampled: body.facetsAreSampled ?? false,
      };
    },
    /**
     * Suggestions for what is typed in the keywords (titles, companies, skills) or location box
     * (places); never a search. @throws {ApiError}
     */
    async suggestJobSearch(query: JobSuggestionsQuery): Promise<SearchSuggestion[]> {
      const body = await unwrap(
        client.GET('/api/v1/c/jobs/suggestions', { params: { query } }),
        MARKETPLACE_MESSAGES.suggestionsFailed,
      );
      return body.data;
    },
    /** A job with its company, `isBookmarked` and `applicationId`. @throws {ApiError} 404 when unknown */
    async getJob(id: string): Promise<Job> {
      const body = await unwrap(
        client.GET('/api/v1/c/jobs/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.jobFailed,
      );
      return body.data;
    },
    /**
     * Up to 6 open jobs like job `id`, most similar first (issue 29; the server ranks them by the
     * title's words, then skills, level, place and company), each with `isBookmarked`,
     * `applicationId` and `trackedApplicationId`. @throws {ApiError} 404 when the job is unknown
     */
    async getSimilarJobs(id: string): Promise<JobSummary[]> {
      const body = await unwrap(
        client.GET('/api/v1/c/jobs/{id}/similar', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.similarJobsFailed,
      );
      return body.data;
    },
    /**
     * Applies (multipart). @returns the new application (201)
     * @throws {ApiError} 409 when already applied; 422 with `errors.resume` / `errors.coverLetter`,
     *   or `errors['answers.<question id>']` for an answer the server refuses
     */
    async apply(jobId: string, input: ApplyInput): Promise<CustomerApplication> {
      const { answers, ...fields } = input;
      const form = toFormData({ ...fields });
      if (answers?.length)
        form.append(
          'answers',
          JSON.stringify(answers.map((a) => ({ question_id: a.questionId, value: a.value }))),
        );
      const body = await unwrap(
        client.POST('/api/v1/c/jobs/{id}/apply', {
          params: { path: { id: jobId } },
          body: form as never,
          bodySerializer: formDataSerializer,
        }),
        MARKETPLACE_MESSAGES.applyFailed,
      );
      return body.data;
    },
    /**
     * Saved answers to reusable screening questions, newest first (Settings → Profile, and the
     * apply dialog's prefill). @throws {ApiError}
     */
    async listSavedAnswers(): Promise<SavedAnswer[]> {
      const body = await unwrapEnvelope(
        client.GET('/api/v1/c/settings/saved-answers'),
        MARKETPLACE_MESSAGES.savedAnswersFailed,
      );
      return body.data;
    },
    /** Replaces a saved answer's value. @throws {ApiError} 422 on `value` (wrong kind), 404 */
    async updateSavedAnswer(id: string, value: ScreeningAnswerValue): Promise<SavedAnswer> {
      const body = await unwrapEnvelope(
        client.PUT('/api/v1/c/settings/saved-answers/{id}', {
          params: { path: { id } },
          body: { value },
        }),
        MARKETPLACE_MESSAGES.savedAnswerFailed,
      );
      return body.data;
    },
    /** Forgets a saved answer. @throws {ApiError} 404 */
    async deleteSavedAnswer(id: string): Promise<void> {
      await unwrapEnvelope(
        client.DELETE('/api/v1/c/settings/saved-answers/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.savedAnswerFailed,
      );
    },
    /**
     * Makes the resume sent with application `id` the profile's resume (issue 29). @returns the
     * profile's resume. @throws {ApiError} 422 on `resume` when it has none, 404
     */
    async keepApplicationResume(id: string): Promise<ProfileResume> {
      const body = await unwrapEnvelope(
        client.POST('/api/v1/c/applications/{id}/keep-resume', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.keepResumeFailed,
      );
      return body.data;
    },
    /** Saved jobs, newest first; closed jobs stay, with `isClosed`. @throws {ApiError} */
    async listBookmarks(
      query: { page?: number; perPage?: number } = {},
    ): Promise<Page<JobSummary>> {
      return unwrap(
        client.GET('/api/v1/c/bookmarks', { params: { query } }),
        MARKETPLACE_MESSAGES.bookmarksFailed,
      );
    },
    /** Saves a job (idempotent). @throws {ApiError} */
    async bookmark(jobId: string): Promise<boolean> {
      const body = await unwrap(
        client.POST('/api/v1/c/bookmarks/{job_id}', { params: { path: { job_id: jobId } } }),
        MARKETPLACE_MESSAGES.bookmarkFailed,
      );
      return body.data.isBookmarked;
    },
    /** Unsaves a job (idempotent). @throws {ApiError} */
    async unbookmark(jobId: string): Promise<boolean> {
      const body = await unwrap(
        client.DELETE('/api/v1/c/bookmarks/{job_id}', { params: { path: { job_id: jobId } } }),
        MARKETPLACE_MESSAGES.bookmarkFailed,
      );
      return body.data.isBookmarked;
    },
    /** Own applications, filterable by status. @throws {ApiError} */
    async listApplications(query: MyApplicationsQuery = {}): Promise<Page<CustomerApplication>> {
      return unwrap(
        client.GET('/api/v1/c/applications', { params: { query } }),
        MARKETPLACE_MESSAGES.applicationsFailed,
      );
    },
    /** One application with its timeline. @throws {ApiError} */
    async getApplication(id: string): Promise<CustomerApplication> {
      const body = await unwrap(
        client.GET('/api/v1/c/applications/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.applicationFailed,
      );
      return body.data;
    },
    /** Withdraws an open application. @throws {ApiError} 422 when it is already final */
    async withdraw(id: string): Promise<CustomerApplication> {
      const body = await unwrap(
        client.POST('/api/v1/c/applications/{id}/withdraw', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.withdrawFailed,
      );
      return body.data;
    },
    /**
     * Imported jobs the customer applied to on the company's site ("I applied"), optionally only
     * those whose current status is one of `status`. @throws {ApiError}
     */
    async listTracked(
      query: { page?: number; perPage?: number; status?: TrackedStatus[] } = {},
    ): Promise<Page<TrackedApplication>> {
      return unwrap(
        client.GET('/api/v1/c/tracked-applications', { params: { query } }),
        MARKETPLACE_MESSAGES.trackedFailed,
      );
    },
    /**
     * Marks an imported job "I applied" (first step `applied` on `appliedOn`, default today).
     * @throws {ApiError} 409 a job on Hireloop, a closed listing or one tracked already; 422 a bad date
     */
    async track(input: TrackApplicationRequest): Promise<TrackedApplication> {
      const body = await unwrap(
        client.POST('/api/v1/c/tracked-applications', { body: input }),
        MARKETPLACE_MESSAGES.trackFailed,
      );
      return body.data;
    },
    /** Sets (or clears with null) the private note of a tracked application. @throws {ApiError} */
    async setTrackedNote(id: string, note: string | null): Promise<TrackedApplication> {
      const body = await unwrap(
        client.PATCH('/api/v1/c/tracked-applications/{id}', {
          params: { path: { id } },
          body: { note },
        }),
        MARKETPLACE_MESSAGES.trackFailed,
      );
      return body.data;
    },
    /** Adds a step (status, date, private note). @throws {ApiError} 422 a date before applying or in the future */
    async addTrackedEvent(id: string, input: TrackedEventInput): Promise<TrackedApplication> {
      const body = await unwrap(
        client.POST('/api/v1/c/tracked-applications/{id}/events', {
          params: { path: { id } },
          body: input,
        }),
        MARKETPLACE_MESSAGES.trackFailed,
      );
      return body.data;
    },
    /** Removes a step (never the first). @throws {ApiError} 409 for the first step */
    async deleteTrackedEvent(id: string, eventId: string): Promise<TrackedApplication> {
      const body = await unwrap(
        client.DELETE('/api/v1/c/tracked-applications/{id}/events/{event_id}', {
          params: { path: { id, event_id: eventId } },
        }),
        MARKETPLACE_MESSAGES.trackFailed,
      );
      return body.data;
    },
    /** Stops tracking (the timeline goes with it). @throws {ApiError} */
    async untrack(id: string): Promise<void> {
      await unwrap(
        client.DELETE('/api/v1/c/tracked-applications/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.trackFailed,
      );
    },
    /** Browse companies. @throws {ApiError} */
    async listCompanies(query: CompanyQuery = {}): Promise<Page<Company>> {
      return unwrap(
        client.GET('/api/v1/c/companies', { params: { query } }),
        MARKETPLACE_MESSAGES.companiesFailed,
      );
    },
    /** A company profile with its open jobs. @throws {ApiError} */
    async getCompany(id: string): Promise<CompanyDetail> {
      const body = await unwrap(
        client.GET('/api/v1/c/companies/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.companyFailed,
      );
      return body.data;
    },
    /** Counts by status, saved jobs, recent applications, recommendations. @throws {ApiError} */
    async dashboard(): Promise<CustomerDashboard> {
      const body = await unwrap(
        client.GET('/api/v1/c/dashboard'),
        MARKETPLACE_MESSAGES.dashboardFailed,
      );
      return body.data;
    },
  };
}

/** Business marketplace calls: postings, received applications, dashboard. */
export function createBusinessApi(client: ApiClient) {
  return {
    /** Own postings, filterable by status. @throws {ApiError} */
    async listPostings(query: PostingsQuery = {}): Promise<Page<Posting>> {
      return unwrap(
        client.GET('/api/v1/b/postings', { params: { query } }),
        MARKETPLACE_MESSAGES.postingsFailed,
      );
    },
    /** Creates a draft (only a title is required). @throws {ApiError} 422 with field errors */
    async createPosting(input: PostingInput): Promise<Posting> {
      const body = await unwrap(
        client.POST('/api/v1/b/postings', { body: input }),
        MARKETPLACE_MESSAGES.postingSaveFailed,
      );
      return body.data;
    },
    /** @throws {ApiError} 404 for another business's posting */
    async getPosting(id: string): Promise<Posting> {
      const body = await unwrap(
        client.GET('/api/v1/b/postings/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.postingFailed,
      );
      return body.data;
    },
    /** @throws {ApiError} 422 with field errors */
    async updatePosting(id: string, input: PostingInput): Promise<Posting> {
      const body = await unwrap(
        client.PUT('/api/v1/b/postings/{id}', { params: { path: { id } }, body: input }),
        MARKETPLACE_MESSAGES.postingSaveFailed,
      );
      return body.data;
    },
    /** Deletes a draft. @throws {ApiError} 409 when the posting is not a draft */
    async deletePosting(id: string): Promise<void> {
      await unwrap(
        client.DELETE('/api/v1/b/postings/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.postingDeleteFailed,
      );
    },
    /** Publishes. @throws {ApiError} 422 when the pay range is incomplete or min > max */
    async publishPosting(id: string): Promise<Posting> {
      const body = await unwrap(
        client.POST('/api/v1/b/postings/{id}/publish', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.publishFailed,
      );
      return body.data;
    },
    /** Closes; every applicant with an open application is told. @returns the posting and how many were told */
    async closePosting(id: string): Promise<{ posting: Posting; notifiedApplicants: number }> {
      const body = await unwrap(
        client.POST('/api/v1/b/postings/{id}/close', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.closeFailed,
      );
      return { posting: body.data, notifiedApplicants: body.notifiedApplicants };
    },
    /**
     * Reopens a closed posting: published again, newly posted, and announced to matching saved
     * searches. @throws {ApiError} 409 when it is not closed, 404 when it is not the business's
     */
    async reopenPosting(id: string): Promise<Posting> {
      const body = await unwrap(
        client.POST('/api/v1/b/postings/{id}/reopen', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.reopenFailed,
      );
      return body.data;
    },
    /** Applications to own postings, by posting and status. @throws {ApiError} */
    async listApplications(
      query: ReceivedApplicationsQuery = {},
    ): Promise<Page<BusinessApplication>> {
      return unwrap(
        client.GET('/api/v1/b/applications', { params: { query } }),
        MARKETPLACE_MESSAGES.applicationsFailed,
      );
    },
    /** Applicant, cover letter, timeline. @throws {ApiError} */
    async getApplication(id: string): Promise<BusinessApplication> {
      const body = await unwrap(
        client.GET('/api/v1/b/applications/{id}', { params: { path: { id } } }),
        MARKETPLACE_MESSAGES.applicationFailed,
      );
      return body.data;
    },
    /** Moves an application to a pipeline stage with an optional note to the applicant. @throws {ApiError} 422 from a final state */
    async moveApplication(
      id: string,
      update: ApplicationStatusUpdate,
    ): Promise<BusinessApplication> {
      const body = await unwrap(
        client.PATCH('/api/v1/b/applications/{id}', { params: { path: { id } }, body: update }),
        MARKETPLACE_MESSAGES.statusFailed,
      );
      return body.data;
    },
    /**
     * Moves several applications of posting `postingId` to one status with one note, all or none.
     * @returns the moved applications, in the order of `update.applicationIds`
     * @throws {ApiError} 422 with one `errors` entry ("Name: reason") per refused application, in request order, when the
     *   status rules refuse any of them (nothing moved); 404 for another business's posting or id
     */
    async moveApplications(
      postingId: string,
      update: BulkApplicationStatusUpdate,
    ): Promise<BusinessApplication[]> {
      const body = await unwrap(
        client.POST('/api/v1/b/postings/{id}/applications/status', {
          params: { path: { id: postingId } },
          body: update,
        }),
        MARKETPLACE_MESSAGES.statusFailed,
      );
      return body.data;
    },
    /** The applicant's resume as a PDF blob. @throws {ApiError} 404 when there is none */
    async downloadResume(id: string): Promise<Blob> {
      const { data, error, response } = await client.GET('/api/v1/b/applications/{id}/resume', {
        params: { path: { id } },
        parseAs: 'blob',
      });
      if (error !== undefined || !response.ok || !(data instanceof Blob)) {
        throw new ApiError(MARKETPLACE_MESSAGES.resumeFailed, { status: response.status });
      }
      return data;
    },
    /** Postings by status, new applications, per-posting views and applications. @throws {ApiError} */
    async dashboard(): Promise<BusinessDashboard> {
      const body = await unwrap(
        client.GET('/api/v1/b/dashboard'),
        MARKETPLACE_MESSAGES.dashboardFailed,
      );
      return body.data;
    },
  };
}

/** Public calls: landing-page counts and health. */
export function createPublicApi(client: ApiClient) {
  return {
    /** Live counts of open jobs and companies. @throws {ApiError} */
    async stats(): Promise<PublicStats> {
      const body = await unwrap(client.GET('/api/v1/stats'), MARKETPLACE_MESSAGES.statsFailed);
      return body.data;
    },
    /** Server and database health. @throws {ApiError} */
    async health(): Promise<Health> {
      return unwrap(client.GET('/api/v1/health'), 'Server unavailable');
    },
  };
}

export type CustomerApi = ReturnType<typeof createCustomerApi>;
export type BusinessApi = ReturnType<typeof createBusinessApi>;
export type PublicApi = ReturnType<typeof createPublicApi>;
