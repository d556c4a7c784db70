/**
 * Group `postings` (routes b.postings, b.postings/new, b.postings/edit/{id}, b.posting/{id} and its
 * preview): a business's own job postings, draft → published → closed. Publishing needs a complete
 * pay range (422 naming each missing field), only drafts can be deleted or published (409), only
 * published postings can be closed (409), and closing tells every applicant whose application was
 * still open; only closed postings can be reopened (409; their closed applications stay closed).
 * Another business's posting answers 404.
 */
import {
  PUBLISH_INCOMPLETE_MESSAGE,
  SALARY_MIN_ABOVE_MAX_MESSAGE,
  publishFieldErrors,
} from '../../rules.ts';
import {
  employmentTypeValues,
  experienceLevelValues,
  postingStatusValues,
  workplaceTypeValues,
} from '../../generated/schema.ts';
import type { HttpHandler } from 'msw';
import { SALARY_PERIODS } from '../../pay.ts';
import { toIso } from '../fixtures.ts';
import type { PostingRecord, Schemas } from '../types.ts';
import {
  FieldErrors,
  authorizeRole,
  enumListParam,
  hasControl,
  pageParams,
  paginate,
  readJson,
  searchParams,
  textParam,
  uuidParam,
  type HandlerContext,
} from './shared.ts';

const POSTING_FIELDS = [
  'title',
  'description',
  'location',
  'workplace_type',
  'employment_type',
  'experience_level',
  'salary_min',
  'salary_max',
  'salary_currency',
  'salary_period',
  'skills',
] as const;

/** Reads a `PostingInput` body: fields left out are empty (null, or [] for skills). */
export function readPostingInput(
  body: Record<string, unknown>,
  errors: FieldErrors,
): Schemas['PostingContent'] {
  errors.onlyKnown(body, POSTING_FIELDS);
  const currency = errors.text(body, 'salary_currency', { label: 'currency', max: 3 });
  if (currency !== null && !/^[A-Z]{3}$/.test(currency)) {
    errors.add(
      'salary_currency',
      'The currency must be a three-letter ISO 4217 code, such as USD.',
    );
  }
  const skills: string[] = [];
  const rawSkills = body.skills;
  if (rawSkills !== undefined && rawSkills !== null) {
    if (!Array.isArray(rawSkills)) errors.add('skills', 'The skills must be a list.');
    else if (rawSkills.length > 30) errors.add('skills', 'At most 30 skills may be listed.');
    else {
      for (const skill of rawSkills) {
        if (
          typeof skill !== 'string' ||
          skill.trim() === '' ||
          skill.length > 50 ||
          hasControl(skill)
        ) {
          errors.add('skills', 'Each skill must be text of 1 to 50 characters.');
          break;
        }
        if (skills.includes(skill)) {
          errors.add('skills', `The skill ${skill} is listed twice.`);
          break;
        }
        skills.push(skill);
      }
    }
  }
  const salary = { label: 'pay', min: 0, max: 1_000_000_000 };
  return {
    title: errors.text(body, 'title', { label: 'title', required: true, max: 200 }) ?? '',
    description: errors.text(body, 'description', {
      label: 'description',
      max: 20_000,
      multiline: true,
    }),
    location: errors.text(body, 'location', { label: 'location', max: 1000 }),
    workplace_type: errors.oneOf(body, 'workplace_type', workplaceTypeValues, 'workplace type'),
    employment_type: errors.oneOf(body, 'employment_type', employmentTypeValues, 'employment type'),
    experience_level: errors.oneOf(
      body,
      'experience_level',
      experienceLevelValues,
      'experience level',
    ),
    salary_min: errors.integer(body, 'salary_min', { ...salary, label: 'minimum pay' }),
    salary_max: errors.integer(body, 'salary_max', { ...salary, label: 'maximum pay' }),
    salary_currency: currency,
    salary_period: errors.oneOf(body, 'salary_period', SALARY_PERIODS, 'pay period'),
    skills,
  };
}

/**
 * The publishing rules shared with the server ({@link publishFieldErrors}): a complete pay range
 * with a minimum above 0 and not above the maximum. Answers the 422 body, or null when the posting
 * may be published.
 */
export function publishErrors(
  content: Schemas['PostingContent'],
): Schemas['ValidationError'] | null {
  const errors = publishFieldErrors({
    salaryMin: content.salary_min,
    salaryMax: content.salary_max,
    salaryCurrency: content.salary_currency,
    salaryPeriod: content.salary_period,
  });
  if (errors) return { message: PUBLISH_INCOMPLETE_MESSAGE, errors };
  if (content.salary_min! > content.salary_max!) {
    return {
      message: SALARY_MIN_ABOVE_MAX_MESSAGE,
      errors: { salary_min: [SALARY_MIN_ABOVE_MAX_MESSAGE] },
    };
  }
  return null;
}

/** Handlers of the `postings` group over `ctx.store`. */
export function postingsHandlers(ctx: HandlerContext): HttpHandler[] {
  const { http, store } = ctx;

  const own = (companyId: string | null, id: string): PostingRecord | undefined => {
    const posting = store.postings.get(id);
    return posting && companyId !== null && posting.company_id === companyId ? posting : undefined;
  };

  /** Publishes a draft or reopens a closed posting: published now, not closed. */
  const putOnline = (posting: PostingRecord) => {
    const now = toIso(store.now());
    Object.assign(posting, {
      status: 'published',
      published_at: now,
      closed_at: null,
      updated_at: now,
    });
    return store.toPosting(posting);
  };

  return [
    http.get('/api/v1/b/postings', ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const page = pageParams(request);
      if (!page.ok) return response(page.status).json(page.body);
      const params = searchParams(request);
      const status = enumListParam(params, 'status', postingStatusValues);
      if (!status.ok) return response(status.status).json(status.body);
      const q = textParam(params, 'q');
      if (!q.ok) return response(q.status).json(q.body);
      const needle = q.value.toLowerCase();
      const list = [...store.postings.values()]
        .filter((posting) => posting.company_id === caller.account.company_id)
        .filter((posting) => status.values.length === 0 || status.values.includes(posting.status))
        .filter((posting) => needle === '' || posting.title.toLowerCase().includes(needle))
        .sort((a, b) => b.updated_at.localeCompare(a.updated_at));
      const { data, meta } = paginate(list, page);
      return response(200).json({ data: data.map((posting) => store.toPosting(posting)), meta });
    }),

    http.post('/api/v1/b/postings', async ({ request, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const companyId = caller.account.company_id;
      if (companyId === null)
        return response(403).json({ message: 'This action requires a company profile.' });
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      const content = readPostingInput(body.value, errors);
      if (errors.any) return response(422).json(errors.body());
      const now = toIso(store.now());
      const posting: PostingRecord = {
        ...content,
        id: store.uuid(),
        status: 'draft',
        company_id: companyId,
        source_url: null,
        views_count: 0,
        created_at: now,
        updated_at: now,
        published_at: null,
        closed_at: null,
      };
      store.postings.set(posting.id, posting);
      return response(201).json({ data: store.toPosting(posting) });
    }),

    http.get('/api/v1/b/postings/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = own(caller.account.company_id, id.value);
      if (!posting) return response(404).json({ message: 'Not found.' });
      return response(200).json({ data: store.toPosting(posting) });
    }),

    http.put('/api/v1/b/postings/{id}', async ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = own(caller.account.company_id, id.value);
      if (!posting) return response(404).json({ message: 'Not found.' });
      if (posting.status === 'closed')
        return response(409).json({ message: 'A closed posting cannot be edited.' });
      const body = await readJson(request);
      if (!body.ok) return response(body.status).json(body.body);
      const errors = new FieldErrors();
      const content = readPostingInput(body.value, errors);
      if (errors.any) return response(422).json(errors.body());
      if (posting.status === 'published') {
        const refusal = publishErrors(content);
        if (refusal) return response(422).json(refusal);
      }
      Object.assign(posting, content, { updated_at: toIso(store.now()) });
      return response(200).json({ data: store.toPosting(posting) });
    }),

    http.delete('/api/v1/b/postings/{id}', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = own(caller.account.company_id, id.value);
      if (!posting) return response(404).json({ message: 'Not found.' });
      if (posting.status !== 'draft') {
        return response(409).json({
          message: 'Only drafts can be deleted. Close a published posting instead.',
        });
      }
      store.postings.delete(posting.id);
      return response(200).json({ message: 'Draft deleted' });
    }),

    http.post('/api/v1/b/postings/{id}/publish', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = own(caller.account.company_id, id.value);
      if (!posting) return response(404).json({ message: 'Not found.' });
      if (posting.status !== 'draft')
        return response(409).json({ message: 'Only drafts can be published.' });
      const refusal = publishErrors(posting);
      if (refusal) return response(422).json(refusal);
      return response(200).json({ data: putOnline(posting) });
    }),

    http.post('/api/v1/b/postings/{id}/reopen', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = own(caller.account.company_id, id.value);
      if (!posting) return response(404).json({ message: 'Not found.' });
      if (posting.status !== 'closed')
        return response(409).json({ message: 'Only closed postings can be reopened.' });
      return response(200).json({ data: putOnline(posting) });
    }),

    http.post('/api/v1/b/postings/{id}/close', ({ request, params, response }) => {
      const caller = authorizeRole(ctx, request, 'business');
      if (!caller.ok) return response(caller.status).json(caller.body);
      const id = uuidParam('id', params.id);
      if (!id.ok) return response(id.status).json(id.body);
      const posting = own(caller.account.company_id, id.value);
      if (!posting) return response(404).json({ message: 'Not found.' });
      if (posting.status !== 'published')
        return response(409).json({ message: 'Only published postings can be closed.' });
      const notified = store.closePosting(posting, 'posting_closed');
      return response(200).json({ data: store.toPosting(posting), notified_applicants: notified });
    }),
  ];
}
