/**
 * Every marketplace endpoint that takes an id refuses another user's record with 404 (the same
 * answer as an unknown id, so existence does not leak), and changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../../src/db/client.ts';
import { createTestApp, type TestApp, type TestResponse, type TestUser } from '../harness.ts';
import type { Schema } from '../../src/contract/types.ts';
import { POSTING_FORM, apply, applied, closeJob, createDraft, createJob } from './helpers.ts';

let t: TestApp;
let owner: TestUser;
let intruder: TestUser;
let applicant: TestUser;
let snoop: TestUser;
let draft: Schema<'Posting'>;
let job: Schema<'Posting'>;
let closed: Schema<'Posting'>;
let application: Schema<'CustomerApplication'>;

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.registerBusiness({ business_name: 'Owner Inc' });
  intruder = await t.registerBusiness({ business_name: 'Intruder Ltd' });
  applicant = await t.registerCustomer();
  snoop = await t.registerCustomer();
  draft = await createDraft(t, owner, { title: 'Secret draft' });
  job = await createJob(t, owner, { title: 'Open job' });
  application = await applied(t, applicant, job.id);
  closed = await createJob(t, owner, { title: 'Closed job' });
  await closeJob(t, owner, closed.id);
});
afterAll(() => t.close());

const as = (
  user: TestUser,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
) => t.request({ method, url, token: user.token, ...(body === undefined ? {} : { body }) });

const expectNotFound = (res: TestResponse) => {
  expect(res.statusCode).toBe(404);
  expect(typeof res.data.message).toBe('string');
};

describe("another business's posting", () => {
  it.each([
    ['getPosting', 'GET', () => `/api/v1/b/postings/${draft.id}`, undefined],
    ['updatePosting', 'PUT', () => `/api/v1/b/postings/${draft.id}`, POSTING_FORM],
    ['deletePosting', 'DELETE', () => `/api/v1/b/postings/${draft.id}`, undefined],
    ['publishPosting', 'POST', () => `/api/v1/b/postings/${draft.id}/publish`, undefined],
    ['closePosting', 'POST', () => `/api/v1/b/postings/${job.id}/close`, undefined],
    ['reopenPosting', 'POST', () => `/api/v1/b/postings/${closed.id}/reopen`, undefined],
  ] as const)('%s answers 404', async (_name, method, url, body) => {
    expectNotFound(await as(intruder, method, url(), body));
  });

  it('reopenPosting leaves the posting closed', async () => {
    await as(intruder, 'POST', `/api/v1/b/postings/${closed.id}/reopen`);
    const res = await as(owner, 'GET', `/api/v1/b/postings/${closed.id}`);
    expect(res.data.data.status).toBe('closed');
  });

  it('moveApplications answers 404', async () => {
    expectNotFound(
      await as(intruder, 'POST', `/api/v1/b/postings/${job.id}/applications/status`, {
        application_ids: [application.id],
        status: 'rejected',
      }),
    );
  });

  it('is left as it was', async () => {
    const mine = await as(owner, 'GET', `/api/v1/b/postings/${draft.id}`);
    expect(mine.data.data).toMatchObject({ title: 'Secret draft', status: 'draft' });
    const open = await as(owner, 'GET', `/api/v1/b/postings/${job.id}`);
    expect(open.data.data.status).toBe('published');
  });

  it('does not appear in their lists', async () => {
    const list = await as(intruder, 'GET', '/api/v1/b/postings');
    expect(list.data.meta.total).toBe(0);
  });
});

describe("another business's application", () => {
  it.each([
    ['getReceivedApplication', 'GET', () => `/api/v1/b/applications/${application.id}`, undefined],
    [
      'updateApplicationStatus',
      'PATCH',
      () => `/api/v1/b/applications/${application.id}`,
      { status: 'rejected' },
    ],
    [
      'downloadApplicationResume',
      'GET',
      () => `/api/v1/b/applications/${application.id}/resume`,
      undefined,
    ],
  ] as const)('%s answers 404', async (_name, method, url, body) => {
    expectNotFound(await as(intruder, method, url(), body));
  });

  it('is not listed, even when filtered by the posting', async () => {
    const list = await as(intruder, 'GET', `/api/v1/b/applications?posting_id=${job.id}`);
    expect(list.data.data).toEqual([]);
    const mine = await as(applicant, 'GET', `/api/v1/c/applications/${application.id}`);
    expect(mine.data.data.status).toBe('submitted');
  });
});

describe("another customer's application", () => {
  it.each([
    ['getMyApplication', 'GET', () => `/api/v1/c/applications/${application.id}`],
    ['withdrawApplication', 'POST', () => `/api/v1/c/applications/${application.id}/withdraw`],
  ] as const)('%s answers 404', async (_name, method, url) => {
    expectNotFound(await as(snoop, method, url()));
  });

  it('is not in their list and stays submitted', async () => {
    const list = await as(snoop, 'GET', '/api/v1/c/applications');
    expect(list.data.meta.total).toBe(0);
    const [stored] = await queryRows(
      t.db,
      sql`SELECT status FROM applications WHERE id = ${application.id}`,
      z.object({ status: z.string() }),
    );
    expect(stored!.status).toBe('submitted');
  });
});

describe("a business's draft, seen by customers", () => {
  it.each([
    ['getJob', 'GET', () => `/api/v1/c/jobs/${draft.id}`],
    ['bookmarkJob', 'POST', () => `/api/v1/c/bookmarks/${draft.id}`],
    ['unbookmarkJob', 'DELETE', () => `/api/v1/c/bookmarks/${draft.id}`],
  ] as const)('%s answers 404', async (_name, method, url) => {
    expectNotFound(await as(snoop, method, url()));
  });

  it('applyToJob answers 404', async () => {
    expectNotFound(await apply(t, snoop, draft.id));
  });

  it('getCompany answers 404 for a hidden company without visible jobs', async () => {
    const hidden = await t.registerBusiness({ business_name: 'Stealth Mode' });
    await t.db.execute(
      sql`UPDATE privacy_settings SET profile_visibility = 'hidden' WHERE user_id = ${hidden.user.id}`,
    );
    await createDraft(t, hidden);
    const [company] = await queryRows(
      t.db,
      sql`SELECT id FROM companies WHERE user_id = ${hidden.user.id}`,
      z.object({ id: z.string() }),
    );
    const companyId = company!.id;
    expectNotFound(await as(snoop, 'GET', `/api/v1/c/companies/${companyId}`));
  });
});

describe('roles', () => {
  it('keeps customers out of the business area and businesses out of the customer area (403)', async () => {
    expect((await as(applicant, 'GET', '/api/v1/b/postings')).statusCode).toBe(403);
    expect(
      (await as(applicant, 'GET', `/api/v1/b/applications/${application.id}`)).statusCode,
    ).toBe(403);
    expect((await as(owner, 'GET', '/api/v1/c/jobs')).statusCode).toBe(403);
    expect((await as(owner, 'GET', `/api/v1/c/applications/${application.id}`)).statusCode).toBe(
      403,
    );
  });

  it('needs a token (401)', async () => {
    const res = await t.request({ method: 'GET', url: '/api/v1/c/jobs' });
    expect(res.statusCode).toBe(401);
  });
});
