import { describe, expect, it } from 'vitest';
import { callMockApi, setupMockApi } from '../testing/mockApi.ts';
import { demo, resetMockState, scenarios, type Schemas } from './index.ts';

const server = setupMockApi();
const call = callMockApi;

describe('the mock state keeps what a story changed, until it is reset', () => {
  it('a saved job is in Saved Jobs and on its page; reset forgets it', async () => {
    const { id } = demo.jobs.robotics;
    await call('POST', `/c/bookmarks/${id}`, 'customer');
    const saved = await call<{ data: { id: string }[] }>('GET', '/c/bookmarks', 'customer');
    expect(saved.body.data.map((job) => job.id)).toContain(id);
    expect(
      (await call<{ data: Schemas['Job'] }>('GET', `/c/jobs/${id}`, 'customer')).body.data
        .is_bookmarked,
    ).toBe(true);

    resetMockState();
    expect(
      (await call<{ data: Schemas['Job'] }>('GET', `/c/jobs/${id}`, 'customer')).body.data
        .is_bookmarked,
    ).toBe(false);
  });

  it('an application moved on the board is in its new column with a timeline entry', async () => {
    const [first] = demo.businessApplications;
    await call('PATCH', `/b/applications/${first!.id}`, 'business', {
      status: 'reviewing',
      note: 'Thanks',
    });
    const reviewing = await call<{ data: Schemas['BusinessApplication'][] }>(
      'GET',
      '/b/applications?status=reviewing',
      'business',
    );
    const moved = reviewing.body.data.find((a) => a.id === first!.id);
    expect(moved?.timeline.at(-1)).toMatchObject({ status: 'reviewing', note: 'Thanks' });
    // The canned data itself is untouched.
    expect(demo.businessApplications[0]!.status).toBe('submitted');
  });

  it('"Mark all as read" leaves nothing unread', async () => {
    await call('POST', '/c/notifications/read-all', 'customer');
    const count = await call<{ data: { count: number } }>(
      'GET',
      '/c/notifications/unread-count',
      'customer',
    );
    expect(count.body.data.count).toBe(0);
  });
});

describe('tokens and scenarios', () => {
  it('the current user follows the Bearer token; no token is 401 "Unauthenticated."', async () => {
    expect(
      (await call<{ user: Schemas['User'] }>('GET', '/auth/user', 'business')).body.user
        .business_name,
    ).toBe('Northwind Robotics');
    const anonymous = await fetch('http://localhost/api/v1/auth/user');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('a scenario replaces its group: 500 with the server message "Server Error"', async () => {
    server.use(...scenarios.jobs.serverError);
    const answer = await call('GET', '/c/jobs', 'customer');
    expect(answer).toEqual({ status: 500, body: { message: 'Server Error' } });
  });
});
