import { Bookmark, Briefcase, Clock, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link, ToggleButton } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../Avatar/Avatar.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Card } from '../Card/Card.tsx';
import { useT } from '../i18n/index.ts';
import { formatDateTime, formatRelativeTime } from '../private/relativeTime.ts';
import { SalaryRange } from '../SalaryRange/SalaryRange.tsx';
import type { SalaryRangeValue } from '../SalaryRange/formatSalaryRange.ts';
import type {
  EmploymentType,
  ExperienceLevel,
  SalaryPeriod,
  WorkplaceType,
} from '../vocabulary.ts';
import * as styles from './JobCard.css.ts';

/** A job as lists show it (the API's `JobSummary`, camelCase). */
export interface JobCardJob {
  id: string;
  title: string;
  company: { id: string; name: string; logoThumbUrl: string | null };
  location: string | null;
  workplaceType: WorkplaceType | null;
  employmentType: EmploymentType | null;
  experienceLevel: ExperienceLevel | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  /**
   * The pay converted to the viewer's currency per year, shown after the job's own amounts, or
   * null/omitted (same currency, or no rate).
   */
  salaryConverted?: SalaryRangeValue | null;
  skills: readonly string[];
  excerpt: string | null;
  /** ISO 8601 date-time. */
  publishedAt: string;
  isClosed: boolean;
  /**
   * An imported listing no longer counted as open (the API's `is_stale`): the card says "Listed 2
   * years ago — may no longer be open" (from `sourceUpdatedAt`) instead of "Posted …".
   * @default false
   */
  isStale?: boolean;
  /** ISO 8601 date-time its source last updated an imported listing, or null. @default null */
  sourceUpdatedAt?: string | null;
  isBookmarked: boolean;
  /** The customer's application to it, or null. */
  applicationId: string | null;
  /**
   * The customer's "I applied" entry for an imported listing (applied on the company's site), or
   * null: the card says "Applied" for it too. @default null
   */
  trackedApplicationId?: string | null;
}

/**
 * The labels of a job's employment type and experience level, each named once: an internship is
 * both a type and a level, and reads "Internship", not "Internship · Internship". Empty when
 * neither is stated. `t` is the `jobs` namespace's translate function (`useT('jobs')`).
 */
export function jobKindLabels(
  job: Pick<JobCardJob, 'employmentType' | 'experienceLevel'>,
  t: (key: `employmentType.${EmploymentType}` | `experienceLevel.${ExperienceLevel}`) => string,
): string[] {
  const labels = [
    job.employmentType ? t(`employmentType.${job.employmentType}`) : null,
    job.experienceLevel ? t(`experienceLevel.${job.experienceLevel}`) : null,
  ].filter((label): label is string => Boolean(label));
  return [...new Set(labels)];
}

/** Props of `JobCard`. */
export interface JobCardProps {
  /** The job to show. */
  job: JobCardJob;
  /**
   * The job page; the title links there and the whole card is its target.
   * @default undefined
   */
  href?: string;
  /**
   * Heading level of the title in the page outline.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Whether it is in Saved Jobs.
   * @default job.isBookmarked
   */
  isBookmarked?: boolean;
  /**
   * Saves or unsaves it; without it no bookmark button is shown (e.g. for businesses).
   * @default undefined
   */
  onBookmarkChange?: (isBookmarked: boolean) => void;
  /**
   * Most skills shown as chips; the rest are summed up ("+3 more").
   * @default 5
   */
  maxSkills?: number;
  /**
   * Show the excerpt of the description.
   * @default true
   */
  showExcerpt?: boolean;
  /**
   * The current time, for "Posted 3 days ago".
   * @default the time of rendering
   */
  now?: Date;
  /**
   * Extra class name.
   * @default undefined
   */
  className?: string;
}

/**
 * A job in a list, as the best job boards show it: company logo, title (a link covering the
 * card), company, location and workplace type, employment type and level, pay (SalaryRange, or
 * "Pay not stated"), excerpt, skill chips, posted time (or, for a stale imported listing, "Listed 2
 * years ago — may no longer be open"), "Applied" (in the app or marked "I applied") and "Closed"
 * badges, and a
 * bookmark toggle button (`aria-pressed`, react-aria-components `ToggleButton`).
 */
export function JobCard({
  job,
  href,
  headingLevel = 3,
  isBookmarked = job.isBookmarked,
  onBookmarkChange,
  maxSkills = 5,
  showExcerpt = true,
  now,
  className,
}: JobCardProps) {
  const t = useT('jobs');
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const skills = job.skills.slice(0, maxSkills);
  const moreSkills = job.skills.length - skills.length;
  const place = [job.location, job.workplaceType ? t(`workplaceType.${job.workplaceType}`) : null]
    .filter(Boolean)
    .join(' · ');
  const kind = jobKindLabels(job, t).join(' · ');
  const stale = Boolean(job.isStale);
  const shownAt = stale ? (job.sourceUpdatedAt ?? job.publishedAt) : job.publishedAt;
  const time = formatRelativeTime(shownAt, now ?? new Date(), locale);

  return (
    <Card
      as="article"
      interactive={Boolean(href)}
      aria-labelledby={titleId}
      className={[styles.card, job.isClosed ? styles.closed : undefined, className]
        .filter(Boolean)
        .join(' ')}
      data-closed={job.isClosed || undefined}
    >
      <Avatar
        src={job.company.logoThumbUrl}
        name={job.company.name}
        shape="square"
        size="lg"
        showInitials
        decorative
      />
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {href ? (
            <Link className={styles.titleLink} href={href}>
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </Heading>
        <span className={styles.company}>{job.company.name}</span>
        <div className={styles.meta}>
          {place ? (
            <span className={styles.metaItem}>
              <MapPin className={styles.metaIcon} aria-hidden="true" />
              {place}
            </span>
          ) : null}
          {kind ? (
            <span className={styles.metaItem}>
              <Briefcase className={styles.metaIcon} aria-hidden="true" />
              {kind}
            </span>
          ) : null}
        </div>
      </div>
      {onBookmarkChange ? (
        <ToggleButton
          className={styles.bookmark}
          isSelected={isBookmarked}
          onChange={onBookmarkChange}
          aria-label={t('jobCard.bookmark', { title: job.title })}
        >
          <Bookmark size={18} fill={isBookmarked ? 'currentColor' : 'none'} aria-hidden="true" />
        </ToggleButton>
      ) : (
        <span />
      )}
      <div className={styles.content}>
        <SalaryRange
          min={job.salaryMin}
          max={job.salaryMax}
          currency={job.salaryCurrency}
          period={job.salaryPeriod}
          converted={job.salaryConverted ?? null}
          emphasis="strong"
          showNotStated
        />
        {showExcerpt && job.excerpt ? <p className={styles.excerpt}>{job.excerpt}</p> : null}
        {skills.length > 0 ? (
          <ul className={styles.chips} aria-label={t('jobCard.skills')}>
            {skills.map((skill) => (
              <li key={skill} className={styles.chip}>
                {skill}
              </li>
            ))}
            {moreSkills > 0 ? (
              <li className={styles.chip}>{t('jobCard.moreSkills', { count: moreSkills })}</li>
            ) : null}
          </ul>
        ) : null}
        <div className={styles.footer}>
          <span
            className={[styles.metaItem, styles.posted].join(' ')}
            data-stale={stale || undefined}
          >
            <Clock className={styles.metaIcon} aria-hidden="true" />
            <time dateTime={shownAt} title={formatDateTime(shownAt, locale)}>
              {stale ? t('jobCard.stale', { time }) : t('jobCard.posted', { time })}
            </time>
          </span>
          <span className={styles.badges}>
            {job.applicationId || job.trackedApplicationId ? (
              <Badge tone="success" size="sm">
                {t('jobCard.applied')}
              </Badge>
            ) : null}
            {job.isClosed ? (
              <Badge tone="warning" size="sm">
                {t('jobCard.closed')}
              </Badge>
            ) : null}
          </span>
        </div>
      </div>
    </Card>
  );
}
