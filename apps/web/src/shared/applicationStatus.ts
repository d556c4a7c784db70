/**
 * How an application's status looks on every screen (customer and business): the badge tone of
 * each status. Labels come from the catalog (`jobs:applicationStatus.*`).
 */
import type { ApplicationStatus } from '@hireloop/api';

/** A Badge tone. */
export type StatusTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'info';

const tones: Record<ApplicationStatus, StatusTone> = {
  submitted: 'info',
  reviewing: 'accent',
  interviewing: 'accent',
  offered: 'success',
  hired: 'success',
  rejected: 'neutral',
  withdrawn: 'neutral',
};

/** The badge tone of a status: progress in accent, good news in success, endings neutral. */
export function statusTone(status: ApplicationStatus): StatusTone {
  return tones[status];
}
