/**
 * Group `jobs` (route c.jobs "Find Jobs", c.jobs/{id}): search over published jobs with the
 * contract's filters, sorting, pagination and facet counts (each facet applies every other filter
 * but its own), a job's detail page, and applying (201, then 409 for a second application or a
 * closed job). Customers only.
 */
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  jobSortValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '../../generated/schema.ts';
import type { HttpHandler } from 'msw';
import { annualPay } from '../../pay.ts';
import type { MockStore } from '../store.ts';
import type { PostingRecord, Schemas } from '../types.ts';
import {
  FieldErrors,
  RESUME_MAX_BYTES,
  authorizeRole,
  badParameter,
  enumListParam,
  fileField,
  intParam,
  isPdf,
  pageParams,
  paginate,
  readForm,
  searchParams,
  textParam,
  uuidParam,
  type HandlerContext,
  type Refusal,
} from './shared.ts';

const DAY_MS = 86_400_000;

/**
 * The top of a job's pay range per year (hour × 2,080, day × 260, week × 52, month × 12; see
 * `PERIODS_PER_YEAR`), or null without pay.
 */
export function annualTop(
  posting: Pick<PostingRecord, 'salary_min' | 'salary_max' | 'salary_period'>,
): number | null {
  const top = posting.salary_max ?? posting.salary_min;
  if (top === null) return null;
  return annualPay(top, posting.salary_period);
}

/** A parsed search. */
export interface JobSearch {
  terms: string[];
  location: string;
  workplace_type: Schemas['WorkplaceType'][];
  employment_type: Schemas['EmploymentType'][];
  experience_level: Schemas['ExperienceLevel'][];
  salary_min: number | null;
  include_unstated_salary: boolean;
  posted_within_days: number | null;
  company_id: string | null;
  sort: (typeof jobSortValues)[number];
}

type FilterName =
  | 'q'
  | 'location'
  | 'workplace_type'
  | 'employment_type'
  | 'experience_level'
  | 'salary'
  | 'posted'
  | 'company';

/** Reads the search parameters of `searchJobs`, or a 400 naming the wrong one. */
export function readJobSearch(
  request: Request,
): { ok: true; search: JobSearch } | Refusal<400, Schemas['ValidationError']> {
  const params = searchParams(request);
  const q = textParam(params, 'q');
  if (!q.ok) return q;
  const location = textParam(params, 'location');
  if (!location.ok) return location;
  const workplace = enumListParam(params, 'workplace_type', workplaceTypeValues);
  if (!workplace.ok) return workplace;
  const employment = enumListParam(params, 'employment_type', employmentTypeValues);
  if (!employment.ok) return employment;
  const experience = enumListParam(params, 'experience_level', experienceLevelValues);
  if (!experience.ok) return experience;
  const salary = intParam(params, 'salary_min', { min: 0, max: 1_000_000_000, fallback: null });
  if (!salary.ok) return salary;
  const unstated = params.get('include_unstated_salary') ?? 'false';
  if (unstated !== 'true' && unstated !== 'false') {
    return badParameter(
      'include_unstated_salary',
      'The include_unstated_salary parameter must be true or false.',
    );
  }
  const posted = intParam(params, 'posted_within_days', { min: 1, max: 30, fallback: null });
  if (!posted.ok) return posted;
  if (posted.value !== null && !(daysWithinValues as readonly number[]).includes(posted.value)) {
    return badParameter(
      'posted_within_days',
      'The posted_within_days parameter must be one of: 1, 3, 7, 14, 30.',
    );
  }
  const companyRaw = params.get('company_id');
  let company_id: string | null = null;
  if (companyRaw !== null && companyRaw !== '') {
    const company = uuidParam('company_id', companyRaw);
    if (!company.ok) return company;
    company_id = company.value;
  }
  const sortRaw = params.get('sort');
  if (sortRaw !== null && !(jobSortValues as readonly string[]).includes(sortRaw)) {
    return badParameter('sort', 'The sort parameter must be one of: relevance, newest, salary.');
  }
  const terms = q.value.toLowerCase().split(/\s+/).filter(Boolean);
  return {
    ok: true,
    search: {
      terms,
      location: location.value.toLowerCase(),
      workplace_type: workplace.values,
      employment_type: employment.values,
      experience_level: experience.values,
      salary_min: salary.value,
      include_unstated_salary: unstated === 'true',
      posted_within_days: posted.value,
      company_id,
      sort: (sortRaw as JobSearch['sort'] | null) ?? (terms.length > 0 ? 'relevance' : 'newest'),
    },
  };
}

function words(text: string | null | undefined): string[] {
  return (text ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}+#.]+/u)
    .filter(Boolean);
}

/** How well a job matches the terms (0: not every term matches; prefix matching for as-you-type). */
function relevance(store: MockStore, posting: PostingRecord, terms: readonly string[]): number {
  if (terms.length === 0) return 1;
  const fields: Array<[string[], number]> = [
    [words(posting.title), 4],
    [posting.skills.flatMap((skill) => words(skill)), 3],
    [words(store.companies.get(posting.company_id)?.name), 2],
    [words(posting.description), 1],
  ];
  let score = 0;
  for (const term of terms) {
    let best = 0;
    for (const [list, weight] of fields)
      if (list.some((word) => word.startsWith(term))) best = Math.max(best, weight);
    if (best === 0) return 0;
    score += best;
  }
  return score;
}

/**
 * Runs a search over the store's published jobs: the matching jobs in order, and the facets.
 * Exposed for tests and stories that want the same answer without a request.
 */
export function searchJobs(
  store: MockStore,
  search: JobSearch,
): { jobs: PostingRecord[]; facets: Schemas['JobFacets'] } {
  const now = store.now();
  const open = [...store.postings.values()].filter(
    (posting) => posting.status === 'published' && !store.deletedCompanies.has(posting.company_id),
  );
  const scores = new Map(
    open.map((posting) => [posting.id, relevance(store, posting, search.terms)]),
  );
  const published = (posting: PostingRecord): number =>
    Date.parse(posting.published_at ?? posting.created_at);
  const checks: Record<FilterName, (posting: PostingRecord) => boolean> = {
    q: (posting) => (scores.get(posting.id) ?? 0) > 0,
    location: (posting) =>
      search.location === '' || (posting.location ?? '').toLowerCase().includes(search.location),
    workplace_type: (posting) =>
      search.workplace_type.length === 0 ||
      (posting.workplace_type !== null && search.workplace_type.includes(posting.workplace_type)),
    employment_type: (posting) =>
      search.employment_type.length === 0 ||
      (posting.employment_type !== null &&
        search.employment_type.includes(posting.employment_type)),
    experience_level: (posting) =>
      search.experience_level.length === 0 ||
      (posting.experience_level !== null &&
        search.experience_level.includes(posting.experience_level)),
    salary: (posting) => {
      if (search.salary_min === null) return true;
      const top = annualTop(posting);
      return top === null ? search.include_unstated_salary : top >= search.salary_min;
    },
    posted: (posting) =>
      search.posted_within_days === null ||
      published(posting) >= now - search.posted_within_days * DAY_MS,
    company: (posting) => search.company_id === null || posting.company_id === search.company_id,
  };
  const matches = (posting: PostingRecord, except?: FilterName): boolean =>
    (Object.keys(checks) as FilterName[]).every((name) => name === except || checks[name](posting));

  const jobs = open.filter((posting) => matches(posting));
  const newest = (a: PostingRecord, b: PostingRecord): number => published(b) - published(a);
  jobs.sort((a, b) => {
    if (search.sort === 'salary') {
      const delta = (annualTop(b) ?? -1) - (annualTop(a) ?? -1);
      return delta !== 0 ? delta : newest(a, b);
    }
    if (search.sort === 'relevance') {
      const delta = (scores.get(b.id) ?? 0) - (scores.get(a.id) ?? 0);
      return delta !== 0 ? delta : newest(a, b);
    }
    return newest(a, b);
  });

  const count = (except: FilterName, test: (posting: PostingRecord) => boolean): number =>
    open.filter((posting) => matches(posting, except) && test(posting)).length;
  const locationCounts = new Map<string, number>();
  for (const posting of open) {
    if (!matches(posting, 'location') || posting.location === null) continue;
    for (const place of posting.location.split('; '))
      locationCounts.set(place, (locationCounts.get(place) ?? 0) + 1);
  }
  const facets: Schemas['JobFacets'] = {
    workplace_type: workplaceTypeValues.map((value) => ({
      value,
      count: count('workplace_type', (posting) => posting.workplace_type === value),
    })),
    employment_type: employmentTypeValues.map((value) => ({
      value,
      count: count('employment_type', (posting) => posting.employment_type === value),
    })),
    experience_level: experienceLevelValues.map((value) => ({
      value,
      count: count('experience_level', (posting) => posting.experience_level === value),
    })),
    posted_within_days: daysWithinValues.map((value) => ({
      value,
      count: count('posted', (posting) => published(posting) >= now - value * DAY_MS),
    })),
    location: [...locationCounts]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 10)
      .map(([value, total]) => ({ value, count: total })),
    // The store's jobs state no sponsorship and no internship terms.
    sponsorship: sponsorshipValues.map((value) => ({
      value,
      count: value === 'not_stated' ? jobs.length : 0,
    })),
    term: [],
  };
  return { jobs, facets };
}

/** Handlers of the `jobs` group over `ctx.store`. */
export function jobsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;
  return [
    http.get('/api/v1/c/jobs', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      // Search names a broken parameter in a 422 (the contract's `InvalidSearchParameter`).
      if (!page.ok) return response(422).json(page.body);
      const parsed = readJobSearch(request);
      if (!parsed.ok) return response(422).json(parsed.body);
      const { jobs, facets } = searchJobs(store, parsed.search);
      const { data, meta } = paginate(jobs, page);
      const viewer = caller.account.user.id;
      return response(200).json({
        data: data.map((posting) => store.toJobSummary(posting, viewer)),
        meta,
        facets,
        total_is_capped: false,
        correction: null,
      });
    }),

    http.get('/api/v1/c/jobs/suggestions', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const params = searchParams(request);
      const q = textParam(params, 'q');
      if (!q.ok) return response(422).json(q.body);
      const text = q.value.toLowerCase();
      if (!text) return response(422).json(badParameter('q', 'The q parameter is required.').body);
      const limit = intParam(params, 'limit', { min: 1, max: 10, fallback: 8 });
      if (!limit.ok) return response(422).json(limit.body);
      const location = params.get('field') === 'location';
      const open = [...store.postings.values()].filter((p) => p.status === 'published');
      const values: Schemas['SearchSuggestion'][] = location
        ? open.flatMap((p) => (p.location ? [{ kind: 'place' as const, value: p.location }] : []))
        : open.flatMap((p) => [
            { kind: 'title' as const, value: p.title },
            ...p.skills.map((value) => ({ kind: 'skill' as const, value })),
          ]);
      const seen = new Set<string>();
      const data = values
        .filter((s) =>
          s.value
            .toLowerCase()
            .split(/\s+/)
            .some((w) => w.startsWith(text)),
        )
        .filter((s) => !seen.has(s.value) && Boolean(seen.add(s.value)))
        .slice(0, limit.value ?? 8);
      return response(200).json({ data });
    }),

    http.get('/api/v1/c/jobs/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = store.postings.get(id.value);
      if (!store.isVisibleJob(posting)) return response(404).json({ message: 'Not found.' });
      store.countView(caller.account.user.id, posting);
      return response(200).json({ data: store.toJob(posting, caller.account.user.id) });
    }),

    http.post('/api/v1/c/jobs/{id}/apply', async ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'customer');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = store.postings.get(id.value);
      if (!store.isVisibleJob(posting)) return response(404).json({ message: 'Not found.' });
      const userId = caller.account.user.id;
      if (store.applicationOf(userId, posting.id)) {
        return response(409).json({ message: 'You have already applied to this job.' });
      }
      if (posting.status === 'closed') {
        return response(409).json({
          message: 'This job is closed and no longer accepts applications.',
        });
      }
      const form = await readForm(request);
      if (!form.ok) return response(form.status).json(form.body);
      const errors = new FieldErrors();
      const fields: Record<string, unknown> = {};
      for (const [key, value] of form.value) fields[key] = typeof value === 'string' ? value : true;
      errors.onlyKnown(fields, ['cover_letter', 'resume', 'use_profile_resume']);
      const coverLetter = errors.text(fields, 'cover_letter', {
        label: 'cover letter',
        max: 10_000,
        multiline: true,
      });
      const file = fileField(form.value, 'resume');
      const useProfile = fields.use_profile_resume;
      if (useProfile !== undefined && useProfile !== 'true' && useProfile !== 'false') {
        errors.add('use_profile_resume', 'The use_profile_resume field must be true or false.');
      }
      let resume: Schemas['ApplicationResume'] | null = null;
      const profileResume = caller.account.profile?.resume ?? null;
      if (file) {
        if (file.size > RESUME_MAX_BYTES || !(await isPdf(file))) {
          errors.add('resume', 'The resume must be a PDF file of at most 5 MB.');
        } else {
          resume = { filename: file.name || 'resume.pdf', size_bytes: file.size };
        }
      } else if (useProfile === 'true') {
        if (profileResume === null)
          errors.add('resume', 'Your profile has no resume. Attach a PDF resume instead.');
        else resume = { filename: profileResume.filename, size_bytes: profileResume.size_bytes };
      } else {
        errors.add('resume', 'Attach a PDF resume or use the resume from your profile.');
      }
      if (errors.any) return response(422).json(errors.body());
      const application = store.createApplication({
        userId,
        posting,
        cover_letter: coverLetter,
        resume,
      });
      return response(201).json({ data: store.toCustomerApplication(application) });
    }),
  ];
}
