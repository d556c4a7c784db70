import { Check, Circle, Trophy, Undo2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useT } from '../i18n/index.ts';
import { visuallyHidden } from '../private/a11y.css.ts';
import { formatDateTime, formatRelativeTime } from '../private/relativeTime.ts';
import * as styles from './StatusTimeline.css.ts';
import type { ApplicationStatus } from '../vocabulary.ts';

/** One step of an application's history (the API's `TimelineEntry`, camelCase). */
export interface TimelineEntry {
  /** The status the application entered. */
  status: ApplicationStatus;
  /** A note from the business (or the applicant when withdrawing), or null. */
  note: string | null;
  /** ISO 8601 date-time of the change. */
  createdAt: string;
}

/** Props of `StatusTimeline`. */
export interface StatusTimelineProps {
  /** The history, oldest first, as the API returns it. */
  entries: readonly TimelineEntry[];
  /**
   * The pipeline stages still ahead of the application, listed greyed after its history (the web
   * app passes `upcomingStages(status)` of `@hireloop/api/rules`: none once it is final).
   * @default []
   */
  upcoming?: readonly ApplicationStatus[];
  /**
   * The current time, for "2 days ago".
   * @default the time of rendering
   */
  now?: Date;
  /** Accessible name of the list. @default "Application progress" */
  'aria-label'?: string;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

const toneOf = (status: ApplicationStatus, isCurrent: boolean) => {
  if (status === 'hired') return 'success' as const;
  if (status === 'rejected' || status === 'withdrawn') return 'stopped' as const;
  return isCurrent ? ('current' as const) : ('done' as const);
};

const iconOf = (status: ApplicationStatus) =>
  status === 'hired' ? Trophy : status === 'rejected' ? X : status === 'withdrawn' ? Undo2 : Check;

/**
 * An application's progress through the pipeline — submitted → reviewing → interviewing → offered
 * → hired, or rejected / withdrawn — as an ordered list: each entry with its stage, time (relative,
 * full date on hover) and note; the current stage carries `aria-current="step"`; the stages still
 * ahead follow, greyed.
 */
export function StatusTimeline({
  entries,
  upcoming = [],
  now,
  'aria-label': ariaLabel,
  className,
}: StatusTimelineProps) {
  const t = useT('jobs');
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const reference = now ?? new Date();
  return (
    <ol
      className={[styles.list, className].filter(Boolean).join(' ')}
      aria-label={ariaLabel ?? t('timeline.label')}
    >
      {entries.map((entry, index) => {
        const isCurrent = index === entries.length - 1;
        const Icon = iconOf(entry.status);
        return (
          <li
            key={`${entry.status}-${entry.createdAt}`}
            className={styles.item}
            aria-current={isCurrent ? 'step' : undefined}
          >
            <span
              className={styles.marker({ tone: toneOf(entry.status, isCurrent) })}
              aria-hidden="true"
            >
              <Icon className={styles.markerIcon} strokeWidth={3} />
            </span>
            <div className={styles.content}>
              <span className={styles.stage({ upcoming: false })}>
                {t(`applicationStatus.${entry.status}`)}
                {isCurrent ? (
                  <span className={visuallyHidden}>{` (${t('timeline.current')})`}</span>
                ) : null}
              </span>
              <time
                className={styles.time}
                dateTime={entry.createdAt}
                title={formatDateTime(entry.createdAt, locale)}
              >
                {formatRelativeTime(entry.createdAt, reference, locale)}
              </time>
              {entry.note ? (
                <p className={styles.note}>
                  <span className={visuallyHidden}>{`${t('timeline.note')}: `}</span>
                  {entry.note}
                </p>
              ) : null}
            </div>
          </li>
        );
      })}
      {upcoming.map((stage) => (
        <li key={stage} className={styles.item}>
          <span className={styles.marker({ tone: 'upcoming' })} aria-hidden="true">
            <Circle className={styles.markerIcon} strokeWidth={3} />
          </span>
          <div className={styles.content}>
            <span className={styles.stage({ upcoming: true })}>
              {t(`applicationStatus.${stage}`)}
              <span className={visuallyHidden}>{` (${t('timeline.upcoming')})`}</span>
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}
