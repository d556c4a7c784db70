import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Schemas } from './index.ts';
import { annualTop } from './handlers/jobs.ts';
import {
  INACTIVITY_LIMIT_SECONDS,
  LOGIN_ATTEMPTS,
  SCENARIO_EXPIRING_SECONDS,
  SCENARIO_RETRY_AFTER_SECONDS,
  createHandlerGroups,
  createHandlers,
  createMockStore,
  createScenarios,
  demoAccounts,
} from './index.ts';

const NOW = Date.parse('2026-11-21T10:00:00Z');
let clock = NOW;
const store = createMockStore({ seed: 1, now: NOW, clock: () => clock });
const scenarios = createScenarios({ store });
const server = setupServer(...createHandlers({ store }));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  clock = NOW;
  store.reset({ now: NOW });
});
afterEach(() => server.resetHandlers(...createHandlers({ store })));
afterAll(() => server.close());

const CUSTOMER = demoAccounts.customer.token;
const BUSINESS = demoAccounts.business.token;

interface Call {
  method?: string;
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}

/** A plain fetch against the mocked origin. */
function call(
  path: string,
  { method = 'GET', token, json, form, headers = {} }: Call = {},
): Promise<Response> {
  const all: Record<string, string> = { Accept: 'application/json', ...headers };
  if (token) all.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (json !== undefined) {
    all['Content-Type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) {
    body = form;
  }
  return fetch(`http://localhost${path}`, { method, headers: all, body });
}

async function read<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

function pdf(name = 'resume.pdf'): File {
  return new File(['%PDF-1.7\n%âãÏÓ\n1 0 obj\n'], name, { type: 'application/pdf' });
}

function jobId(key: string): string {
  const id = store.demo.jobs[key];
  if (!id) throw new Error(`no seeded job ${key}`);
  return id;
}

describe('auth', () => {
  it('signs the demo customer in and answers user, token and roles; the token then works', async () => {
    const response = await call('/api/v1/auth/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'Password1!' },
    });
    expect(response.status).toBe(200);
    const body = await read<Schemas['AuthResponse']>(response);
    expect(body.user).toMatchObject({
      role: 'customer',
      email: 'customer@example.com',
      first_name: 'Maya',
    });
    expect(body.roles).toEqual(['customer']);

    const me = await call('/api/v1/auth/user', { token: body.token });
    expect(me.status).toBe(200);
    expect((await read<Schemas['CurrentUserResponse']>(me)).user.id).toBe(body.user.id);
  });

  it('signs the demo business in with the business role', async () => {
    const response = await call('/api/v1/auth/login', {
      method: 'POST',
      json: { email: 'business@example.com', password: 'Password1!' },
    });
    const body = await read<Schemas['AuthResponse']>(response);
    expect(body.roles).toEqual(['business']);
    expect(body.user.business_name).toBe('Northwind Robotics');
  });

  it('answers 422 on email for a wrong password, and 429 with Retry-After on the 6th failure', async () => {
    const wrong = { email: 'customer@example.com', password: 'Password2!' };
    for (let attempt = 1; attempt <= LOGIN_ATTEMPTS; attempt += 1) {
      const response = await call('/api/v1/auth/login', { method: 'POST', json: wrong });
      expect(response.status).toBe(422);
      expect(await read<Schemas['ValidationError']>(response)).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
    }
    const sixth = await call('/api/v1/auth/login', { method: 'POST', json: wrong });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('Retry-After'))).toBeGreaterThan(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch('http://localhost/api/v1/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
  });

  it('registers a customer (201) and refuses the same e-mail again', async () => {
    const draft = {
      role: 'customer',
      email: 'new.seeker@example.com',
      password: 'Abcdef1!',
      password_confirmation: 'Abcdef1!',
      agreed_to_terms: true,
      first_name: 'Ada',
      last_name: 'Lovelace',
    };
    const first = await call('/api/v1/auth/register', { method: 'POST', json: draft });
    expect(first.status).toBe(201);
    expect((await read<Schemas['AuthResponse']>(first)).user).toMatchObject({
      first_name: 'Ada',
      email_verified: false,
    });
    const again = await call('/api/v1/auth/register', { method: 'POST', json: draft });
    expect(again.status).toBe(422);
    expect((await read<Schemas['ValidationError']>(again)).errors.email).toEqual([
      'This e-mail address is already registered.',
    ]);
  });

  it.each([
    ['Abcde1!', ['Must be at least 8 characters']],
    ['abcdef1!', ['Must contain uppercase letter']],
    ['ABCDEF1!', ['Must contain lowercase letter']],
    ['Abcdefg!', ['Must contain number']],
    ['Abcdefg1', ['Must contain special character']],
    [
      'abc',
      [
        'Must be at least 8 characters',
        'Must contain uppercase letter',
        'Must contain number',
        'Must contain special character',
      ],
    ],
  ])('refuses the password %s with the spec §5 messages', async (password, messages) => {
    const response = await call('/api/v1/auth/register', {
      method: 'POST',
      json: {
        role: 'business',
        email: 'hr@acme.example',
        password,
        password_confirmation: password,
        agreed_to_terms: true,
        business_name: 'Acme',
      },
    });
    expect(response.status).toBe(422);
    expect((await read<Schemas['ValidationError']>(response)).errors.password).toEqual(messages);
  });

  it('accepts a password of exactly 8 characters meeting every rule', async () => {
    const response = await call('/api/v1/auth/register', {
      method: 'POST',
      json: {
        role: 'business',
        email: 'hr@acme.example',
        password: 'Abcdef1!',
        password_confirmation: 'Abcdef1!',
        agreed_to_terms: true,
        business_name: 'Acme',
      },
    });
    expect(response.status).toBe(201);
  });

  it('sets the XSRF-TOKEN cookie on GET /sanctum/csrf-cookie', async () => {
    const response = await call('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie().join()).toMatch(/^XSRF-TOKEN=[A-Za-z0-9]+; Path=\//);
  });

  it('revokes the token on logout', async () => {
    const out = await call('/api/v1/auth/logout', { method: 'POST', token: CUSTOMER });
    expect(await read<Schemas['Message']>(out)).toEqual({
      message: 'You have been logged out successfully.',
    });
    expect((await call('/api/v1/auth/user', { token: CUSTOMER })).status).toBe(401);
  });
});

describe('authentication and roles', () => {
  it('answers 401 {message: "Unauthenticated."} without a token and with an unknown one', async () => {
    for (const token of [undefined, 'not-a-token-the-store-knows-0000000000']) {
      const response = await call('/api/v1/c/jobs', { token });
      expect(response.status).toBe(401);
      expect(await read<Schemas['Message']>(response)).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('answers 403 to a customer in the business area and to a business in the customer area', async () => {
    expect((await call('/api/v1/b/postings', { token: CUSTOMER })).status).toBe(403);
    expect((await call('/api/v1/c/jobs', { token: BUSINESS })).status).toBe(403);
    expect((await call('/api/v1/b/notifications', { token: CUSTOMER })).status).toBe(403);
    expect((await call('/api/v1/c/settings/profile', { token: BUSINESS })).status).toBe(403);
    const forbidden = await call('/api/v1/uploads/logo', { token: CUSTOMER });
    expect(await read<Schemas['Message']>(forbidden)).toEqual({
      message: 'This action requires the business role.',
    });
  });

  it('answers 400 for an area other than b or c', async () => {
    expect((await call('/api/v1/x/notifications', { token: CUSTOMER })).status).toBe(400);
  });

  it("answers 404 for another business's posting and application", async () => {
    const registered = await call('/api/v1/auth/register', {
      method: 'POST',
      json: {
        role: 'business',
        email: 'talent@rival.example',
        password: 'Rival-2026!',
        password_confirmation: 'Rival-2026!',
        agreed_to_terms: true,
        business_name: 'Rival Robotics',
      },
    });
    const rival = (await read<Schemas['AuthResponse']>(registered)).token;
    expect(
      (await call(`/api/v1/b/postings/${jobId('nw-robotics-sw')}`, { token: rival })).status,
    ).toBe(404);
    const someApplication = [...store.applications.values()][0];
    expect(
      (await call(`/api/v1/b/applications/${someApplication?.id}`, { token: rival })).status,
    ).toBe(404);
    expect(
      (await call(`/api/v1/b/postings/${jobId('nw-robotics-sw')}`, { token: BUSINESS })).status,
    ).toBe(200);
  });
});

describe('session (15-minute inactivity, spec §4)', () => {
  async function signIn(): Promise<string> {
    const response = await call('/api/v1/auth/login', {
      method: 'POST',
      json: { email: 'customer@example.com', password: 'Password1!' },
    });
    return (await read<Schemas['AuthResponse']>(response)).token;
  }

  it('counts down from 900 s; status polls are not activity; at 900 s the token expires', async () => {
    const token = await signIn();
    const status = async () =>
      (
        await read<Schemas['SessionStatusResponse']>(
          await call('/api/v1/auth/session/status', { token }),
        )
      ).data;
    expect(await status()).toEqual({
      is_expired: false,
      expires_in_seconds: INACTIVITY_LIMIT_SECONDS,
    });
    clock += 10 * 60_000;
    expect(await status()).toEqual({ is_expired: false, expires_in_seconds: 300 });
    clock += 5 * 60_000 - 1000;
    expect(await status()).toEqual({ is_expired: false, expires_in_seconds: 1 });
    clock += 1000;
    expect(await status()).toEqual({ is_expired: true, expires_in_seconds: 0 });
    expect((await call('/api/v1/auth/session/heartbeat', { method: 'POST', token })).status).toBe(
      401,
    );
  });

  it('restarts the limit on extend', async () => {
    const token = await signIn();
    clock += 12 * 60_000;
    const extended = await call('/api/v1/auth/session/extend', { method: 'POST', token });
    expect(await read<Schemas['SessionExtendResponse']>(extended)).toEqual({
      message: 'Session extended successfully',
      data: { expires_in_seconds: INACTIVITY_LIMIT_SECONDS },
    });
  });
});

describe('jobs', () => {
  it('paginates with meta {current_page, per_page, total, last_page}; a page past the last is empty', async () => {
    const first = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=5', { token: CUSTOMER }),
    );
    const open = [...store.postings.values()].filter(
      (posting) => posting.status === 'published',
    ).length;
    expect(first.meta).toEqual({
      current_page: 1,
      per_page: 5,
      total: open,
      last_page: Math.ceil(open / 5),
    });
    expect(first.data).toHaveLength(5);
    const past = await read<Schemas['JobSearchResponse']>(
      await call(`/api/v1/c/jobs?per_page=5&page=${first.meta.last_page + 1}`, { token: CUSTOMER }),
    );
    expect(past.data).toEqual([]);
    expect((await call('/api/v1/c/jobs?per_page=51', { token: CUSTOMER })).status).toBe(422);
    expect((await call('/api/v1/c/jobs?per_page=50', { token: CUSTOMER })).status).toBe(200);
  });

  it('filters by workplace type and counts the facet as if its own filter were not set', async () => {
    const all = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=50', { token: CUSTOMER }),
    );
    const remote = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=50&workplace_type=remote', { token: CUSTOMER }),
    );
    expect(remote.data.length).toBeGreaterThan(0);
    expect(remote.data.every((job) => job.workplace_type === 'remote')).toBe(true);
    expect(remote.meta.total).toBe(
      all.data.filter((job) => job.workplace_type === 'remote').length,
    );
    expect(remote.facets.workplace_type).toEqual(all.facets.workplace_type);
    expect(remote.facets.workplace_type.find((facet) => facet.value === 'remote')?.count).toBe(
      remote.meta.total,
    );
  });

  it('matches keyword prefixes as you type', async () => {
    const found = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?q=fronte', { token: CUSTOMER }),
    );
    expect(found.data.map((job) => job.title)).toContain('Senior Frontend Engineer');
    expect(
      found.data.every((job) =>
        /fronte/i.test(`${job.title} ${job.skills.join(' ')} ${job.excerpt ?? ''}`),
      ),
    ).toBe(true);
  });

  it('leaves jobs without pay out of a salary filter unless include_unstated_salary is true', async () => {
    const paid = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=50&salary_min=150000', { token: CUSTOMER }),
    );
    // Compared per year: the contract job at 640 a day counts 640 × 260 = 166,400.
    expect(paid.data.every((job) => (annualTop(job) ?? 0) >= 150_000)).toBe(true);
    expect(paid.data.some((job) => job.salary_period === 'day')).toBe(true);
    const withUnstated = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=50&salary_min=150000&include_unstated_salary=true', {
        token: CUSTOMER,
      }),
    );
    expect(withUnstated.data.some((job) => job.salary_max === null)).toBe(true);
  });

  it('shows the imported job with its source link and without description or pay', async () => {
    const job = await read<Schemas['JobResponse']>(
      await call(`/api/v1/c/jobs/${jobId('tide-imported')}`, { token: CUSTOMER }),
    );
    expect(job.data.source_url).toMatch(/^https:\/\//);
    expect(job.data).toMatchObject({ description: null, salary_min: null, salary_max: null });
  });

  it('answers 201 to an application, then 409 to a second one; the business sees it and is told', async () => {
    const id = jobId('nw-robotics-sw');
    const form = new FormData();
    form.set('cover_letter', 'I have shipped motion planners to 300 robots.');
    form.set('resume', pdf('maya.pdf'));
    const first = await call(`/api/v1/c/jobs/${id}/apply`, {
      method: 'POST',
      token: CUSTOMER,
      form,
    });
    expect(first.status).toBe(201);
    const application = (await read<Schemas['CustomerApplicationResponse']>(first)).data;
    expect(application).toMatchObject({ status: 'submitted', resume: { filename: 'maya.pdf' } });
    expect(application.timeline.map((entry) => entry.status)).toEqual(['submitted']);
    expect(application.job.application_id).toBe(application.id);

    const again = new FormData();
    again.set('use_profile_resume', 'true');
    const second = await call(`/api/v1/c/jobs/${id}/apply`, {
      method: 'POST',
      token: CUSTOMER,
      form: again,
    });
    expect(second.status).toBe(409);
    expect(await read<Schemas['Message']>(second)).toEqual({
      message: 'You have already applied to this job.',
    });

    const received = await read<Schemas['BusinessApplicationPage']>(
      await call(`/api/v1/b/applications?posting_id=${id}`, { token: BUSINESS }),
    );
    expect(received.data.map((item) => item.id)).toContain(application.id);
    const told = await read<Schemas['NotificationListResponse']>(
      await call('/api/v1/b/notifications', { token: BUSINESS }),
    );
    expect(told.data.notifications[0]).toMatchObject({
      kind: 'application_received',
      link: `/b/applications/${application.id}`,
    });
  });

  it('answers 409 to an application to a closed job and 422 without a resume', async () => {
    const closed = new FormData();
    closed.set('use_profile_resume', 'true');
    expect(
      (
        await call(`/api/v1/c/jobs/${jobId('nw-perception')}/apply`, {
          method: 'POST',
          token: CUSTOMER,
          form: closed,
        })
      ).status,
    ).toBe(409);
    const empty = new FormData();
    empty.set('cover_letter', 'Hello');
    const refused = await call(`/api/v1/c/jobs/${jobId('verdant-ml')}/apply`, {
      method: 'POST',
      token: CUSTOMER,
      form: empty,
    });
    expect(refused.status).toBe(422);
    expect((await read<Schemas['ValidationError']>(refused)).errors.resume).toEqual([
      'Attach a PDF resume or use the resume from your profile.',
    ]);
  });
});

describe('bookmarks', () => {
  it('saves and unsaves idempotently', async () => {
    const id = jobId('quill-rails');
    const count = async () =>
      (
        await read<Schemas['JobSummaryPage']>(
          await call('/api/v1/c/bookmarks', { token: CUSTOMER }),
        )
      ).meta.total;
    const before = await count();
    for (let i = 0; i < 2; i += 1) {
      const saved = await call(`/api/v1/c/bookmarks/${id}`, { method: 'POST', token: CUSTOMER });
      expect(await read<Schemas['BookmarkResponse']>(saved)).toEqual({
        data: { job_id: id, is_bookmarked: true },
      });
    }
    expect(await count()).toBe(before + 1);
    for (let i = 0; i < 2; i += 1) {
      const unsaved = await call(`/api/v1/c/bookmarks/${id}`, {
        method: 'DELETE',
        token: CUSTOMER,
      });
      expect(await read<Schemas['BookmarkResponse']>(unsaved)).toEqual({
        data: { job_id: id, is_bookmarked: false },
      });
    }
    expect(await count()).toBe(before);
    expect(
      (
        await call(`/api/v1/c/bookmarks/${jobId('nw-tpm-draft')}`, {
          method: 'POST',
          token: CUSTOMER,
        })
      ).status,
    ).toBe(404);
  });
});

describe('postings', () => {
  it('refuses to publish a draft without a complete pay range (422), then publishes it once complete', async () => {
    const created = await call('/api/v1/b/postings', {
      method: 'POST',
      token: BUSINESS,
      json: { title: 'Test Engineer' },
    });
    expect(created.status).toBe(201);
    const draft = (await read<Schemas['PostingResponse']>(created)).data;
    expect(draft).toMatchObject({
      status: 'draft',
      salary_min: null,
      skills: [],
      published_at: null,
    });

    const refused = await call(`/api/v1/b/postings/${draft.id}/publish`, {
      method: 'POST',
      token: BUSINESS,
    });
    expect(refused.status).toBe(422);
    const errors = await read<Schemas['ValidationError']>(refused);
    expect(errors.message).toBe('A complete pay range is required to publish.');
    expect(Object.keys(errors.errors).sort()).toEqual([
      'salary_currency',
      'salary_max',
      'salary_min',
      'salary_period',
    ]);

    const complete = {
      title: 'Test Engineer',
      salary_min: 120000,
      salary_max: 140000,
      salary_currency: 'USD',
      salary_period: 'year',
    };
    expect(
      (
        await call(`/api/v1/b/postings/${draft.id}`, {
          method: 'PUT',
          token: BUSINESS,
          json: complete,
        })
      ).status,
    ).toBe(200);
    const published = await call(`/api/v1/b/postings/${draft.id}/publish`, {
      method: 'POST',
      token: BUSINESS,
    });
    expect((await read<Schemas['PostingResponse']>(published)).data.status).toBe('published');
    expect(
      (await call(`/api/v1/b/postings/${draft.id}/publish`, { method: 'POST', token: BUSINESS }))
        .status,
    ).toBe(409);
  });

  it('deletes only drafts (409 otherwise)', async () => {
    const published = await call(`/api/v1/b/postings/${jobId('nw-firmware')}`, {
      method: 'DELETE',
      token: BUSINESS,
    });
    expect(published.status).toBe(409);
    const draft = await call(`/api/v1/b/postings/${jobId('nw-intern-draft')}`, {
      method: 'DELETE',
      token: BUSINESS,
    });
    expect(await read<Schemas['Message']>(draft)).toEqual({ message: 'Draft deleted' });
    expect(
      (await call(`/api/v1/b/postings/${jobId('nw-intern-draft')}`, { token: BUSINESS })).status,
    ).toBe(404);
  });

  it('closes a published posting and closes every open application with it', async () => {
    const id = jobId('nw-robotics-sw');
    const open = [...store.applications.values()].filter(
      (application) =>
        application.posting_id === id &&
        !['hired', 'rejected', 'withdrawn'].includes(application.status),
    ).length;
    const closed = await read<Schemas['PostingCloseResponse']>(
      await call(`/api/v1/b/postings/${id}/close`, { method: 'POST', token: BUSINESS }),
    );
    expect(closed.data.status).toBe('closed');
    expect(closed.notified_applicants).toBe(open);
    const search = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=50', { token: CUSTOMER }),
    );
    expect(search.data.map((job) => job.id)).not.toContain(id);
  });

  it('reopens only a closed posting: published again and back in search', async () => {
    const id = jobId('nw-robotics-sw');
    const refused = await call(`/api/v1/b/postings/${id}/reopen`, {
      method: 'POST',
      token: BUSINESS,
    });
    expect(refused.status).toBe(409);
    await call(`/api/v1/b/postings/${id}/close`, { method: 'POST', token: BUSINESS });
    const reopened = await read<Schemas['PostingResponse']>(
      await call(`/api/v1/b/postings/${id}/reopen`, { method: 'POST', token: BUSINESS }),
    );
    expect(reopened.data).toMatchObject({ status: 'published', closed_at: null });
    const search = await read<Schemas['JobSearchResponse']>(
      await call('/api/v1/c/jobs?per_page=50', { token: CUSTOMER }),
    );
    expect(search.data.map((job) => job.id)).toContain(id);
  });
});

describe('applications', () => {
  it('adds a timeline entry on a status change and tells the applicant', async () => {
    const list = await read<Schemas['BusinessApplicationPage']>(
      await call('/api/v1/b/applications?status=submitted', { token: BUSINESS }),
    );
    const target = list.data.find((application) => application.closed_at === null);
    if (!target) throw new Error('no open submitted application in the seed');
    const note = 'Thanks! Let us talk on Tuesday.';
    const moved = await call(`/api/v1/b/applications/${target.id}`, {
      method: 'PATCH',
      token: BUSINESS,
      json: { status: 'interviewing', note },
    });
    const after = (await read<Schemas['BusinessApplicationResponse']>(moved)).data;
    expect(after.status).toBe('interviewing');
    expect(after.timeline).toHaveLength(target.timeline.length + 1);
    expect(after.timeline.at(-1)).toMatchObject({ status: 'interviewing', note });
    expect(store.notificationsOf(target.applicant.id)[0]).toMatchObject({
      kind: 'application_status_changed',
      link: `/c/applications/${target.id}`,
      is_important: true,
    });

    const same = await call(`/api/v1/b/applications/${target.id}`, {
      method: 'PATCH',
      token: BUSINESS,
      json: { status: 'interviewing' },
    });
    expect(same.status).toBe(422);
  });

  it('moves several applications of a posting at once, all or none', async () => {
    const list = await read<Schemas['BusinessApplicationPage']>(
      await call('/api/v1/b/applications?per_page=50', { token: BUSINESS }),
    );
    const byPosting = new Map<string, Schemas['BusinessApplication'][]>();
    for (const application of list.data)
      byPosting.set(application.posting.id, [
        ...(byPosting.get(application.posting.id) ?? []),
        application,
      ]);
    const open = (a: Schemas['BusinessApplication']) =>
      a.closed_at === null && ['submitted', 'reviewing'].includes(a.status);
    const found = [...byPosting].find(
      ([, group]) =>
        group.filter(open).length >= 2 &&
        group.some((a) => ['hired', 'rejected', 'withdrawn'].includes(a.status)),
    );
    if (!found) throw new Error('no posting with two open and one final application in the seed');
    const [postingId, applications] = found;
    const [first, second] = applications.filter(open);
    const url = `/api/v1/b/postings/${postingId}/applications/status`;

    const final = applications.find((a) => ['hired', 'rejected', 'withdrawn'].includes(a.status))!;
    const refused = await call(url, {
      method: 'POST',
      token: BUSINESS,
      json: { application_ids: [first!.id, final.id], status: 'offered' },
    });
    expect(refused.status).toBe(422);
    const body = await read<Schemas['ValidationError']>(refused);
    expect(Object.keys(body.errors)).toEqual(['application_ids.1']);
    expect(store.applications.get(first!.id)?.status).toBe(first!.status);

    const moved = await call(url, {
      method: 'POST',
      token: BUSINESS,
      json: { application_ids: [first!.id, second!.id], status: 'offered', note: 'Good news' },
    });
    expect(moved.status).toBe(200);
    const data = (await read<Schemas['BusinessApplicationList']>(moved)).data;
    expect(data.map((a) => [a.id, a.status])).toEqual([
      [first!.id, 'offered'],
      [second!.id, 'offered'],
    ]);
    expect(store.notificationsOf(second!.applicant.id)[0]).toMatchObject({
      link: `/c/applications/${second!.id}`,
    });
    const otherPosting = [...byPosting.keys()].find((id) => id !== postingId)!;
    const foreign = await call(`/api/v1/b/postings/${otherPosting}/applications/status`, {
      method: 'POST',
      token: BUSINESS,
      json: { application_ids: [first!.id], status: 'rejected' },
    });
    expect(foreign.status).toBe(404);
  });

  it('lets the customer withdraw an open application once', async () => {
    const own = await read<Schemas['CustomerApplicationPage']>(
      await call('/api/v1/c/applications?status=submitted', { token: CUSTOMER }),
    );
    const target = own.data[0];
    if (!target) throw new Error('no submitted application of the demo customer');
    const withdrawn = await call(`/api/v1/c/applications/${target.id}/withdraw`, {
      method: 'POST',
      token: CUSTOMER,
    });
    expect(
      (await read<Schemas['CustomerApplicationResponse']>(withdrawn)).data.timeline.at(-1)?.status,
    ).toBe('withdrawn');
    expect(
      (
        await call(`/api/v1/c/applications/${target.id}/withdraw`, {
          method: 'POST',
          token: CUSTOMER,
        })
      ).status,
    ).toBe(422);
  });
});

describe('notifications and settings envelopes', () => {
  it('pages 10 notifications by default and answers the spec messages', async () => {
    const list = await read<Schemas['NotificationListResponse']>(
      await call('/api/v1/c/notifications', { token: CUSTOMER }),
    );
    expect(list.status).toBe('success');
    expect(list.data.meta.per_page).toBe(10);
    expect(list.data.notifications).toHaveLength(Math.min(10, list.data.meta.total));
    expect(list.data.meta.total).toBeGreaterThan(10);
    const unread = list.data.notifications.find((item) => !item.is_read);
    if (!unread) throw new Error('no unread notification in the seed');

    const marked = await read<Schemas['NotificationResponse']>(
      await call(`/api/v1/c/notifications/mark-read/${unread.id}`, {
        method: 'POST',
        token: CUSTOMER,
      }),
    );
    expect(marked).toMatchObject({
      status: 'success',
      message: 'Notification marked as read',
      data: { id: unread.id, is_read: true },
    });
    const count = await read<Schemas['UnreadCountResponse']>(
      await call('/api/v1/c/notifications/unread-count', { token: CUSTOMER }),
    );
    expect(count.data.count).toBe(list.data.unread_count - 1);

    const deleted = await read<Schemas['EmptyDataResponse']>(
      await call(`/api/v1/c/notifications/delete/${unread.id}`, {
        method: 'DELETE',
        token: CUSTOMER,
      }),
    );
    expect(deleted).toEqual({ status: 'success', message: 'Notification deleted', data: null });

    const saved = await read<Schemas['NotificationSettingsResponse']>(
      await call('/api/v1/c/settings/notification', {
        method: 'PUT',
        token: CUSTOMER,
        json: { settings: { system: { in_app: false, email: false } }, frequency: 'daily' },
      }),
    );
    expect(saved.message).toBe('Settings updated successfully');
    expect(saved.data.frequency).toBe('daily');
    expect(saved.data.settings.system).toEqual({ in_app: false, email: false });
    expect(saved.data.settings.message).toEqual({ in_app: true, email: true });
  });
});

describe('scenarios', () => {
  it('notifications.empty answers an empty list and no unread', async () => {
    server.use(...scenarios.notifications.empty);
    const list = await read<Schemas['NotificationListResponse']>(
      await call('/api/v1/c/notifications', { token: CUSTOMER }),
    );
    expect(list.data).toEqual({
      notifications: [],
      unread_count: 0,
      meta: { current_page: 1, per_page: 10, total: 0, last_page: 1 },
    });
  });

  it('notifications.rateLimited answers 429 with Retry-After: 30', async () => {
    server.use(...scenarios.notifications.rateLimited);
    const response = await call('/api/v1/c/notifications/unread-count', { token: CUSTOMER });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe(String(SCENARIO_RETRY_AFTER_SECONDS));
  });

  it('session.expiring reports 290 seconds left; other groups are untouched', async () => {
    server.use(...scenarios.session.expiring);
    const status = await read<Schemas['SessionStatusResponse']>(
      await call('/api/v1/auth/session/status', { token: CUSTOMER }),
    );
    expect(status.data).toEqual({
      is_expired: false,
      expires_in_seconds: SCENARIO_EXPIRING_SECONDS,
    });
    expect((await call('/api/v1/c/jobs', { token: CUSTOMER })).status).toBe(200);
  });

  it('auth.sessionExpiring wins over the session group when it replaces auth in a record of groups', async () => {
    const groups = { ...createHandlerGroups({ store }), auth: scenarios.auth.sessionExpiring };
    server.resetHandlers(...Object.values(groups).flat());
    const status = await read<Schemas['SessionStatusResponse']>(
      await call('/api/v1/auth/session/status', { token: CUSTOMER }),
    );
    expect(status.data.expires_in_seconds).toBe(SCENARIO_EXPIRING_SECONDS);
  });

  it('session.expired answers 401 to every session call', async () => {
    server.use(...scenarios.session.expired);
    expect(
      (await call('/api/v1/auth/session/heartbeat', { method: 'POST', token: CUSTOMER })).status,
    ).toBe(401);
  });

  it('auth.csrfMismatchOnce answers 419 once, then the login goes through', async () => {
    server.use(...scenarios.auth.csrfMismatchOnce);
    const body = { email: 'customer@example.com', password: 'Password1!' };
    expect((await call('/api/v1/auth/login', { method: 'POST', json: body })).status).toBe(419);
    expect((await call('/api/v1/auth/login', { method: 'POST', json: body })).status).toBe(200);
  });
});
