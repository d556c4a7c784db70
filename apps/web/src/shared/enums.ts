/**
 * The API's enum values in the order screens list them (the contract's order), shared by the
 * marketplace features (job search filters, the posting editor, application filters) so that no
 * feature imports another.
 */
import type {
  ApplicationStatus,
  CompanySize,
  EmploymentType,
  ExperienceLevel,
  PostingStatus,
  RemotePolicy,
  Sponsorship,
  WorkplaceType,
} from '@hireloop/api';

/** What a listing says about visa sponsorship (the contract's order). */
export const SPONSORSHIPS = [
  'offers_sponsorship',
  'does_not_offer_sponsorship',
  'us_citizenship_required',
  'not_stated',
] as const satisfies readonly Sponsorship[];

/** Workplace types: on-site, hybrid, remote. */
export const WORKPLACE_TYPES = [
  'onsite',
  'hybrid',
  'remote',
] as const satisfies readonly WorkplaceType[];

/** Employment types. */
export const EMPLOYMENT_TYPES = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
] as const satisfies readonly EmploymentType[];

/** Experience levels, junior to senior. */
export const EXPERIENCE_LEVELS = [
  'internship',
  'entry',
  'mid',
  'senior',
  'lead',
] as const satisfies readonly ExperienceLevel[];

/** Pay periods (the contract's order; the pay rules shared with the server). */
export { SALARY_PERIODS } from '@hireloop/api';

/** Posting states, in the order of a posting's life. */
export const POSTING_STATUSES = [
  'draft',
  'published',
  'closed',
] as const satisfies readonly PostingStatus[];

/** Application statuses, in pipeline order, then the customer's own exit. */
export const APPLICATION_STATUSES = [
  'submitted',
  'reviewing',
  'interviewing',
  'offered',
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

/** The pipeline stages a business can move an application to (contract ApplicationStatusUpdate). */
export const PIPELINE_STAGES = [
  'reviewing',
  'interviewing',
  'offered',
  'hired',
  'rejected',
] as const satisfies readonly ApplicationStatus[];

/** Statuses after which an application no longer changes. */
export const FINAL_APPLICATION_STATUSES = [
  'hired',
  'rejected',
  'withdrawn',
] as const satisfies readonly ApplicationStatus[];

/** Company remote policies. */
export const REMOTE_POLICIES = [
  'fully-remote',
  'remote-first',
  'remote-friendly',
  'hybrid',
  'onsite',
] as const satisfies readonly RemotePolicy[];

/** Company sizes. */
export const COMPANY_SIZES = ['small', 'medium', 'large'] as const satisfies readonly CompanySize[];

/** True when the application can still move (not hired, rejected or withdrawn, not closed). */
export function isOpenApplication(application: {
  status: ApplicationStatus;
  closedAt: string | null;
}): boolean {
  return (
    application.closedAt === null &&
    !(FINAL_APPLICATION_STATUSES as readonly string[]).includes(application.status)
  );
}
