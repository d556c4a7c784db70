import { describe, expect, it } from 'vitest';
import {
  applicationFiltersFromParams,
  myApplicationsQuery,
  myTrackedStatuses,
  paramsFromApplicationFilters,
  receivedApplicationsQuery,
} from './filters.ts';

const read = (query: string) => applicationFiltersFromParams(new URLSearchParams(query));
const posting = '1f6b2c3d-4e5f-4a7b-8c9d-0e1f2a3b4c5d';

describe('application list filters in the URL', () => {
  it('round-trips posting, status and page', () => {
    const filters = { postingId: posting, status: 'interviewing' as const, page: 2 };
    const url = paramsFromApplicationFilters(filters).toString();
    expect(url).toBe(`posting=${posting}&status=interviewing&page=2`);
    expect(read(url)).toEqual({
      ...filters,
      appliedWithinDays: null,
      hasResume: null,
      view: 'table',
      mustHaves: null,
      sort: 'newest',
    });
  });

  it('round-trips the board view, applied days and resume', () => {
    const filters = {
      postingId: posting,
      status: null,
      page: 1,
      appliedWithinDays: 7 as const,
      hasResume: false,
      view: 'board' as const,
    };
    const url = paramsFromApplicationFilters(filters).toString();
    expect(url).toBe(`posting=${posting}&applied=7&resume=no&view=board`);
    expect(read(url)).toEqual({ ...filters, mustHaves: null, sort: 'newest' });
    expect(read('resume=yes').hasResume).toBe(true);
  });

  it('keeps only the applied days the API takes (1, 3, 7, 14, 30) and known resume and view values', () => {
    expect(read('applied=1').appliedWithinDays).toBe(1);
    expect(read('applied=30').appliedWithinDays).toBe(30);
    expect(read('applied=31').appliedWithinDays).toBeNull();
    expect(read('applied=5').appliedWithinDays).toBeNull();
    expect(read('resume=maybe').hasResume).toBeNull();
    expect(read('view=kanban').view).toBe('table');
  });

  it('drops an unknown status, a posting that is no id and pages outside 1…10,000', () => {
    expect(read('status=ghosted&posting=abc&page=10001')).toMatchObject({
      status: null,
      postingId: null,
      page: 1,
    });
    expect(read('page=10000').page).toBe(10_000);
    expect(
      paramsFromApplicationFilters({ status: null, postingId: null, page: 1 }).toString(),
    ).toBe('');
  });

  it('asks each API for the filters it knows', () => {
    const filters = { postingId: posting, status: 'hired' as const, page: 3 };
    expect(myApplicationsQuery(filters)).toEqual({ page: 3, perPage: 20, status: ['hired'] });
    expect(receivedApplicationsQuery(filters)).toEqual({
      page: 3,
      perPage: 20,
      status: ['hired'],
      postingId: posting,
    });
    expect(myApplicationsQuery({ ...filters, status: null })).toEqual({ page: 3, perPage: 20 });
    expect(
      receivedApplicationsQuery({ ...filters, appliedWithinDays: 14, hasResume: true }),
    ).toMatchObject({ appliedWithinDays: 14, hasResume: true });
  });
});

describe('myTrackedStatuses (decision 205)', () => {
  const of = (status: Parameters<typeof myTrackedStatuses>[0]['status']) =>
    myTrackedStatuses({ status, postingId: null, page: 1 });
  it('asks for every tracked application without a filter, the mapped ones with one', () => {
    expect(of(null)).toEqual([]);
    expect(of('submitted')).toEqual(['applied']);
    expect(of('offered')).toEqual(['offer']);
  });
  it('asks for none when no tracked status counts as the chosen one', () => {
    expect(of('reviewing')).toBeNull();
    expect(of('hired')).toBeNull();
  });
});

describe('must-have filter and sort (issue 29)', () => {
  it('round-trips through the URL and reaches the query; other values are dropped', () => {
    const params = new URLSearchParams('musthaves=missed&sort=must_haves');
    const filters = applicationFiltersFromParams(params);
    expect(filters).toMatchObject({ mustHaves: 'missed', sort: 'must_haves' });
    expect(paramsFromApplicationFilters(filters).toString()).toBe(
      'musthaves=missed&sort=must_haves',
    );
    expect(receivedApplicationsQuery(filters)).toMatchObject({
      mustHaves: 'missed',
      sort: 'must_haves',
    });
    const unknown = applicationFiltersFromParams(new URLSearchParams('musthaves=some&sort=oldest'));
    expect(unknown).toMatchObject({ mustHaves: null, sort: 'newest' });
    expect(receivedApplicationsQuery(unknown)).not.toHaveProperty('mustHaves');
    expect(receivedApplicationsQuery(unknown)).not.toHaveProperty('sort');
  });
});
