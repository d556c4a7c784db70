/**
 * A Find Jobs request (contract `searchJobs`) normalised once: what every part of the search
 * (filters, counts, ranking, the match set, saved searches) reads.
 */
import type { QueryParams, Schema } from '../../../contract/types.ts';
import { paging } from '../rows.ts';
import { parseKeywords, type Keywords } from './searchQuery.ts';

/** The search request, normalised. */
export interface JobSearch {
  /** The parsed keywords (after any correction). */
  keywords: Keywords;
  /** Whether a word matching nothing may be corrected (`applyCorrection` in search.ts). */
  autocorrect: boolean;
  /** Set by `applyCorrection`: the keywords as typed and as corrected. */
  correction: Schema<'SearchCorrection'> | null;
  location: string | null;
  workplaceType: string[];
  employmentType: string[];
  experienceLevel: string[];
  sponsorship: Schema<'Sponsorship'>[];
  term: string[];
  salaryMin: number | null;
  includeUnstatedSalary: boolean;
  postedWithinDays: number | null;
  /** Only open listings (freshness.ts; contract `open_only`, default true). */
  openOnly: boolean;
  companyId: string | null;
  sort: 'relevance' | 'newest' | 'salary';
  page: number;
  perPage: number;
  offset: number;
}

const hasKeywords = (k: Keywords) => k.words.length + k.phrases.length + k.excluded.length > 0;

/** Normalises the contract's query parameters (defaults: sort relevance with q, newest without). */
export function toJobSearch(query: QueryParams<'searchJobs'>): JobSearch {
  const keywords = parseKeywords(query.q);
  const location = query.location?.trim() || null;
  const requested = query.sort ?? (hasKeywords(keywords) ? 'relevance' : 'newest');
  return {
    keywords,
    autocorrect: query.autocorrect ?? true,
    correction: null,
    location,
    workplaceType: [...(query.workplace_type ?? [])].sort(),
    employmentType: [...(query.employment_type ?? [])].sort(),
    experienceLevel: [...(query.experience_level ?? [])].sort(),
    sponsorship: [...(query.sponsorship ?? [])].sort(),
    term: [...new Set((query.term ?? []).map((t) => t.trim()).filter(Boolean))].sort(),
    salaryMin: query.salary_min ?? null,
    includeUnstatedSalary: query.include_unstated_salary ?? false,
    postedWithinDays: query.posted_within_days ?? null,
    openOnly: query.open_only ?? true,
    companyId: query.company_id ?? null,
    // Relevance without words has nothing to rank: newest first.
    sort: requested === 'relevance' && keywords.words.length === 0 ? 'newest' : requested,
    ...paging(query),
  };
}
