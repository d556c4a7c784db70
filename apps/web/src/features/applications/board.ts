/**
 * The rules of a posting's pipeline board that need no React: its columns, what a card may move
 * to, the last note of a card, the query of one column and of those who miss a must-have, and
 * how a refused bulk move reads.
 * The status rules themselves are the server's; the board only leaves out moves that cannot be
 * asked for (to the card's own column, from a final or closed application).
 */
import type {
  ApiError,
  ApplicationMoveStatus,
  ApplicationStatus,
  BusinessApplication,
  ReceivedApplicationsQuery,
} from '@hireloop/api';
import { applicationMoveStatusValues, applicationStatusValues } from '@hireloop/api/schema';
import { isFinalStatus, isOpenApplication } from '@hireloop/api/rules';
import { receivedApplicationsQuery, type ApplicationFilters } from './filters.ts';

/** The board's columns: every status, in pipeline order (withdrawn last, read only). */
export const BOARD_COLUMNS = applicationStatusValues;

/**
 * Cards a column shows, and the most applications one bulk move takes: both are the contract's
 * page size limit (`per_page` ≤ 50, `BulkApplicationStatusUpdate.application_ids` ≤ 50).
 */
export const BOARD_PAGE_SIZE = 50;

/**
 * Longest note to the applicants, in characters (contract `ApplicationStatusUpdate.note` and
 * `BulkApplicationStatusUpdate.note`).
 */
export const NOTE_MAX_LENGTH = 2_000;

/** The drag type of a card: its application id and status travel as JSON. */
export const CARD_DRAG_TYPE = 'application/x-hireloop-application';

/** The board's filters: the list's filters of one posting (`status` picks one column). */
export type BoardFilters = ApplicationFilters & { postingId: string };

/** True when cards can be dropped on column `status` (a stage the business moves to). */
export function isDropColumn(status: ApplicationStatus): status is ApplicationMoveStatus {
  return (applicationMoveStatusValues as readonly string[]).includes(status);
}

/** The columns to show for `stage` (one column, or all of them). */
export function visibleColumns(stage: ApplicationStatus | null): readonly ApplicationStatus[] {
  return stage === null ? BOARD_COLUMNS : [stage];
}

/** The stages `application` may be moved to: none when it is final or closed, else every other. */
export function moveTargets(application: {
  status: ApplicationStatus;
  closedAt: string | null;
}): ApplicationMoveStatus[] {
  if (!isOpenApplication(application)) return [];
  return applicationMoveStatusValues.filter((stage) => stage !== application.status);
}

/** The newest note of the timeline (the business's last message to the applicant), or null. */
export function lastNote(application: Pick<BusinessApplication, 'timeline'>): string | null {
  for (let i = application.timeline.length - 1; i >= 0; i--) {
    const note = application.timeline[i]?.note?.trim();
    if (note) return note;
  }
  return null;
}

/** The query of column `status` of the board: its first {@link BOARD_PAGE_SIZE} cards, newest first. */
export function columnQuery(
  filters: BoardFilters,
  status: ApplicationStatus,
): ReceivedApplicationsQuery {
  return {
    ...receivedApplicationsQuery({ ...filters, status, page: 1 }),
    perPage: BOARD_PAGE_SIZE,
  };
}

/**
 * The query of the applicants on the board who miss a must-have and are still in the pipeline
 * (issue 29's bulk "Not selected"): the board's filters, the visible columns that are not final
 * (`hired`, `rejected`, `withdrawn` are left out), `must_haves=missed`, the first
 * {@link BOARD_PAGE_SIZE} (one bulk move); `meta.total` counts them all. Null when none can match
 * (the board shows only those who meet every must-have, or no open column).
 */
export function missedMustHavesQuery(
  filters: BoardFilters,
  columns: readonly ApplicationStatus[],
): ReceivedApplicationsQuery | null {
  const open = columns.filter((status) => !isFinalStatus(status));
  if (filters.mustHaves === 'met' || open.length === 0) return null;
  return {
    ...receivedApplicationsQuery({ ...filters, status: null, mustHaves: 'missed', page: 1 }),
    status: open,
    perPage: BOARD_PAGE_SIZE,
  };
}

/** The applicant's name as a card shows it. */
export function applicantName(application: Pick<BusinessApplication, 'applicant'>): string {
  return `${application.applicant.firstName} ${application.applicant.lastName}`.trim();
}

/** Why a bulk move was refused: the server's message per refused applicant ("Name: reason"). */
export function refusalReasons(error: ApiError): string[] {
  const reasons = Object.values(error.errors ?? {}).flat();
  return reasons.length > 0 ? reasons : [error.message];
}
