/** An application's status (the API's `ApplicationStatus`). */
export type ApplicationStatus =
  'submitted' | 'reviewing' | 'interviewing' | 'offered' | 'hired' | 'rejected' | 'withdrawn';

/** The pipeline stages in order: submitted → reviewing → interviewing → offered → hired. */
export const PIPELINE_STAGES = [
  'submitted',
  'reviewing',
  'interviewing',
  'offered',
  'hired',
] as const;

/** Statuses after which nothing else happens. */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'rejected', 'withdrawn'];

/**
 * The pipeline stages still ahead of an application in `status`: none once it is hired, rejected
 * or withdrawn, else the stages after its current one ("reviewing" → interviewing, offered, hired).
 */
export function upcomingStages(status: ApplicationStatus): ApplicationStatus[] {
  if (FINAL_STATUSES.includes(status)) return [];
  const index = PIPELINE_STAGES.indexOf(status as (typeof PIPELINE_STAGES)[number]);
  return PIPELINE_STAGES.slice(index + 1);
}
