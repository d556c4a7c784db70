import { describe, expect, it } from 'vitest';
import { filtersFromSearchParams } from '../searchParams.ts';
import {
  filtersFromSavedQuery,
  findJobsHref,
  savedQueryFromFilters,
  suggestedName,
} from './savedQuery.ts';

describe('saved query ↔ Find Jobs', () => {
  it('keeps every filter but the page, and running it restores them', () => {
    const url = new URLSearchParams(
      'q=rust&location=Berlin&workplace=remote&type=full_time&level=senior&pay=90000&unstated=1&posted=7&sort=salary&page=3',
    );
    const filters = filtersFromSearchParams(url);
    const saved = savedQueryFromFilters(filters);
    expect(saved).toEqual({
      q: 'rust',
      location: 'Berlin',
      workplaceType: ['remote'],
      employmentType: ['full_time'],
      experienceLevel: ['senior'],
      salaryMin: 90000,
      includeUnstatedSalary: true,
      postedWithinDays: 7,
      sort: 'salary',
    });
    expect(filtersFromSavedQuery(saved)).toEqual({ ...filters, page: 1 });
    expect(findJobsHref(saved)).toBe(
      '/c/jobs?q=rust&location=Berlin&workplace=remote&type=full_time&level=senior&pay=90000&unstated=1&posted=7&sort=salary',
    );
  });

  it('keeps the sponsorship and term filters and an exact search', () => {
    const url = new URLSearchParams(
      'q=sofware&sponsorship=offers_sponsorship&term=Summer%202025&exact=1',
    );
    const filters = filtersFromSearchParams(url);
    const saved = savedQueryFromFilters(filters);
    expect(saved).toMatchObject({
      sponsorship: ['offers_sponsorship'],
      term: ['Summer 2025'],
      autocorrect: false,
    });
    expect(filtersFromSavedQuery(saved)).toEqual({ ...filters, page: 1 });
  });

  it('runs an empty query as the plain Find Jobs page', () => {
    expect(findJobsHref({})).toBe('/c/jobs');
  });

  it('names a search after its keywords and location, else the fallback, cut to 100 characters', () => {
    const filters = filtersFromSearchParams(new URLSearchParams('q=rust&location=Berlin'));
    expect(suggestedName(filters, 'All jobs')).toBe('rust, Berlin');
    expect(suggestedName(filtersFromSearchParams(new URLSearchParams()), 'All jobs')).toBe(
      'All jobs',
    );
    const long = filtersFromSearchParams(new URLSearchParams(`q=${'a'.repeat(150)}`));
    expect(suggestedName(long, 'x')).toHaveLength(100);
  });
});
