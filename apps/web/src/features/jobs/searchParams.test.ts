import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQueryFromFilters,
  changeFilters,
  clearFilters,
  effectiveSort,
  emptyJobSearch,
  filtersFromSearchParams,
  searchParamsFromFilters,
  type JobSearchFilters,
} from './searchParams.ts';

const read = (query: string) => filtersFromSearchParams(new URLSearchParams(query));
const write = (filters: JobSearchFilters) => searchParamsFromFilters(filters).toString();

describe('Find Jobs filters in the URL', () => {
  it('reads every filter from a shared link', () => {
    expect(
      read(
        'q=rust&location=Berlin&workplace=remote&workplace=hybrid&type=full_time&level=senior' +
          '&pay=80000&unstated=1&posted=7&sort=salary&page=3',
      ),
    ).toEqual({
      q: 'rust',
      location: 'Berlin',
      workplaceType: ['hybrid', 'remote'],
      employmentType: ['full_time'],
      experienceLevel: ['senior'],
      salaryMin: 80000,
      includeUnstatedSalary: true,
      postedWithinDays: 7,
      openOnly: true,
      sponsorship: [],
      terms: [],
      exact: false,
      sort: 'salary',
      page: 3,
    });
  });

  it('restores exactly the search it wrote (round trip)', () => {
    const filters: JobSearchFilters = {
      q: 'machine learning',
      location: 'Remote in USA',
      workplaceType: ['onsite', 'remote'],
      employmentType: ['contract', 'internship'],
      experienceLevel: ['entry', 'lead'],
      salaryMin: 0,
      includeUnstatedSalary: true,
      postedWithinDays: 30,
      openOnly: false,
      sponsorship: ['offers_sponsorship', 'not_stated'],
      terms: ['Fall 2025', 'Summer 2025'],
      exact: true,
      sort: 'newest',
      page: 2,
    };
    expect(read(write(filters))).toEqual(filters);
  });

  it('searches open listings only unless open=0 says otherwise, and sends open_only=false then', () => {
    expect(read('').openOnly).toBe(true);
    expect(apiQueryFromFilters(read(''))).not.toHaveProperty('openOnly');
    const all = read('q=intern&open=0');
    expect(all.openOnly).toBe(false);
    expect(apiQueryFromFilters(all)).toMatchObject({ q: 'intern', openOnly: false });
    expect(write(all)).toBe('q=intern&open=0');
    expect(write({ ...all, openOnly: true })).toBe('q=intern');
  });

  it('keeps sponsorship, terms and exact keywords in the URL and sends them to the API', () => {
    const filters = read(
      'q=sofware&exact=1&sponsorship=not_stated&sponsorship=offers_sponsorship&sponsorship=visa&term=Summer%202025',
    );
    expect(filters).toMatchObject({
      exact: true,
      sponsorship: ['offers_sponsorship', 'not_stated'],
      terms: ['Summer 2025'],
    });
    expect(apiQueryFromFilters(filters)).toMatchObject({
      q: 'sofware',
      autocorrect: false,
      sponsorship: ['offers_sponsorship', 'not_stated'],
      term: ['Summer 2025'],
    });
    // Exact only qualifies keywords; new keywords are corrected again.
    expect(write({ ...emptyJobSearch, exact: true })).toBe('');
    expect(changeFilters(filters, { q: 'rust' }).exact).toBe(false);
    expect(activeFilterCount(filters)).toBe(3);
    // A term longer than the API accepts is dropped, at its boundary.
    expect(read(`term=${'x'.repeat(50)}`).terms).toHaveLength(1);
    expect(read(`term=${'x'.repeat(51)}`).terms).toEqual([]);
  });

  it('writes a blank search as no parameters and one search as one URL whatever the order of choice', () => {
    expect(write(emptyJobSearch)).toBe('');
    const a = write({ ...emptyJobSearch, workplaceType: ['remote', 'onsite'] });
    const b = write({ ...emptyJobSearch, workplaceType: ['onsite', 'remote'] });
    expect(a).toBe('workplace=onsite&workplace=remote');
    expect(b).toBe(a);
  });

  it('drops values the API would refuse instead of failing the search', () => {
    expect(read('workplace=moon&type=gig&level=wizard&posted=5&sort=best&page=0&pay=abc')).toEqual(
      emptyJobSearch,
    );
    expect(read('pay=-5').salaryMin).toBeNull();
    expect(read('pay=1.5').salaryMin).toBeNull();
  });

  it('accepts the minimum pay from 0 up to 1,000,000,000 and no further', () => {
    expect(read('pay=0').salaryMin).toBe(0);
    expect(read('pay=1000000000').salaryMin).toBe(1_000_000_000);
    expect(read('pay=1000000001').salaryMin).toBeNull();
  });

  it('accepts pages 1 to 10,000 and falls back to page 1 beyond', () => {
    expect(read('page=1').page).toBe(1);
    expect(read('page=10000').page).toBe(10_000);
    expect(read('page=10001').page).toBe(1);
  });

  it('keeps keywords and location to the 200 characters the API accepts', () => {
    expect(read(`q=${'a'.repeat(200)}`).q).toHaveLength(200);
    expect(read(`q=${'a'.repeat(201)}`).q).toHaveLength(200);
    expect(read(`location=${'b'.repeat(201)}`).location).toHaveLength(200);
  });

  it('ignores "include pay not stated" without a minimum pay', () => {
    expect(read('unstated=1').includeUnstatedSalary).toBe(false);
    expect(write({ ...emptyJobSearch, includeUnstatedSalary: true })).toBe('');
  });

  it('only accepts the date-posted choices of the API', () => {
    for (const days of [1, 3, 7, 14, 30])
      expect(read(`posted=${days}`).postedWithinDays).toBe(days);
    for (const days of [0, 2, 31]) expect(read(`posted=${days}`).postedWithinDays).toBeNull();
  });
});

describe('changing the filters', () => {
  const onPage3 = { ...emptyJobSearch, q: 'go', page: 3 };

  it('goes back to page 1 when anything but the page changes', () => {
    expect(changeFilters(onPage3, { workplaceType: ['remote'] }).page).toBe(1);
    expect(changeFilters(onPage3, { sort: 'salary' }).page).toBe(1);
    expect(changeFilters(onPage3, { page: 4 }).page).toBe(4);
  });

  it('clears "include pay not stated" with the minimum pay', () => {
    const withPay = { ...emptyJobSearch, salaryMin: 50000, includeUnstatedSalary: true };
    expect(changeFilters(withPay, { salaryMin: null }).includeUnstatedSalary).toBe(false);
  });

  it('counts the active filters and clears them, keeping keywords and sort', () => {
    const filters: JobSearchFilters = {
      ...emptyJobSearch,
      q: 'rust',
      sort: 'newest',
      location: 'Berlin',
      workplaceType: ['remote', 'hybrid'],
      salaryMin: 1,
      postedWithinDays: 3,
      page: 5,
    };
    expect(activeFilterCount(filters)).toBe(5);
    expect(clearFilters(filters)).toEqual({ ...emptyJobSearch, q: 'rust', sort: 'newest' });
  });
});

describe('the API query', () => {
  it('sends only what is set, in the client camelCase names', () => {
    expect(apiQueryFromFilters(emptyJobSearch)).toEqual({ page: 1, perPage: 20 });
    expect(
      apiQueryFromFilters(
        {
          ...emptyJobSearch,
          q: ' rust ',
          workplaceType: ['remote'],
          salaryMin: 90000,
          includeUnstatedSalary: true,
          postedWithinDays: 14,
          sort: 'salary',
          page: 2,
        },
        5,
      ),
    ).toEqual({
      q: 'rust',
      workplaceType: ['remote'],
      salaryMin: 90000,
      includeUnstatedSalary: true,
      postedWithinDays: 14,
      sort: 'salary',
      page: 2,
      perPage: 5,
    });
  });

  it('names the default sort the API applies', () => {
    expect(effectiveSort({ q: '', sort: null })).toBe('newest');
    expect(effectiveSort({ q: 'rust', sort: null })).toBe('relevance');
    expect(effectiveSort({ q: 'rust', sort: 'salary' })).toBe('salary');
  });
});
