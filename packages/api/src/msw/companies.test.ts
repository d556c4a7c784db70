import { describe, expect, it } from 'vitest';
import { callMockApi, setupMockApi } from '../testing/mockApi.ts';
import { demo, type Schemas } from './index.ts';

setupMockApi();

describe('the mock companies', () => {
  it('say as many open jobs as their profile lists (a designer saw "2 open jobs" above one)', async () => {
    for (const company of demo.companies) {
      const {
        body: { data },
      } = await callMockApi<{ data: Schemas['CompanyDetail'] }>(
        'GET',
        `/c/companies/${company.id}`,
        'customer',
      );
      expect([company.name, data.open_jobs_count]).toEqual([company.name, data.open_jobs.length]);
    }
  });

  it('give the same count in the list as on the profile', async () => {
    const {
      body: { data },
    } = await callMockApi<{ data: Schemas['Company'][] }>('GET', '/c/companies', 'customer');
    for (const listed of data) {
      const {
        body: { data: profile },
      } = await callMockApi<{ data: Schemas['CompanyDetail'] }>(
        'GET',
        `/c/companies/${listed.id}`,
        'customer',
      );
      expect(listed.open_jobs_count).toBe(profile.open_jobs_count);
    }
  });
});
