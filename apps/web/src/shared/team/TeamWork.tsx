/**
 * The company's work on an application (issue 36, "Working together on an application"), the
 * sections of the business application page that only the company sees: private notes,
 * scorecards and the activity log. The review imports this module lazily, so its first chunk does
 * not carry them.
 */
import type { ApplicationStatus } from '@hireloop/api';
import { ActivityLog } from './ActivityLog.tsx';
import { ApplicationNotes } from './ApplicationNotes.tsx';
import { Scorecards } from './Scorecards.tsx';

/** Props of {@link TeamWork}. */
export interface TeamWorkProps {
  /** The application the team works on. */
  applicationId: string;
  /** Its posting (whose hiring team a note's mentions reach). */
  postingId: string;
  /** Its current stage: the activity log reloads when it changes. */
  stage?: ApplicationStatus;
}

/**
 * The notes, scorecards and activity of application `applicationId` (issue 36), each a card with
 * an h2 heading, for a column of the application page. Every role of the company sees them and
 * may write notes and scorecards; the applicant never does.
 */
export function TeamWork({ applicationId, postingId, stage }: TeamWorkProps) {
  return (
    <>
      <ApplicationNotes applicationId={applicationId} postingId={postingId} />
      <Scorecards applicationId={applicationId} />
      <ActivityLog applicationId={applicationId} stage={stage} />
    </>
  );
}
