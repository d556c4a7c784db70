/**
 * A job posting as job seekers see it (route `c.job`), shared with the business's preview (route
 * `b.posting.preview`, "exactly as a customer will see it"), so both render the same component.
 * It lives outside the features (src/shared) because the jobs and postings features may not import
 * each other.
 *
 * The page heading is the screen's own (`Page` with `title={job.title}`); this renders the lead
 * under it ({@link JobPostingLead}) and the body ({@link JobPostingView}): facts, pay, the
 * description in Markdown (or a note when an imported listing has none, with its source link),
 * skills and the company block.
 */
import type {
  ScreeningQuestion,
  CompanySize,
  EmploymentType,
  ExperienceLevel,
  RemotePolicy,
  SalaryPeriod,
  WorkplaceType,
} from '@hireloop/api';
import { convertedYearlyPay } from '@hireloop/api/pay';
import {
  Avatar,
  Badge,
  Box,
  Card,
  Column,
  Columns,
  ExternalLinkLabel,
  Heading,
  Inline,
  jobKindLabels,
  Link,
  Markdown,
  SalaryRange,
  Stack,
  useT,
  DescriptionItem,
  DescriptionList,
} from '@hireloop/ui';
import { Ban } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDate, formatRelative } from '../format.ts';
import { ScreeningRequirements } from './ScreeningRequirements.tsx';

/** The company as the job page shows it; details may be unknown (null) for a preview. */
export interface JobPostingCompany {
  id: string;
  name: string;
  logoThumbUrl: string | null;
  website?: string | null;
  industry?: string | null;
  location?: string | null;
  companySize?: CompanySize | null;
  remotePolicy?: RemotePolicy | null;
  /** Published postings of the company, or null when unknown. */
  openJobsCount?: number | null;
}

/** What the view shows: the customer API's `Job`, or a business's `Posting` mapped to it. */
export interface JobPostingModel {
  title: string;
  /** Markdown, or null (imported listings may have none). */
  description: string | null;
  location: string | null;
  workplaceType: WorkplaceType | null;
  employmentType: EmploymentType | null;
  experienceLevel: ExperienceLevel | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryCurrency: string | null;
  salaryPeriod: SalaryPeriod | null;
  skills: string[];
  /** The original listing of an imported job, or null. */
  sourceUrl: string | null;
  /** ISO date-time; null for a draft that was never published. */
  publishedAt: string | null;
  closedAt: string | null;
  isClosed: boolean;
  /**
   * An imported listing no longer counted as open (the API's `is_stale`, decision 200): the lead
   * and a note say "Listed 2 years ago — may no longer be open". @default false
   */
  isStale?: boolean;
  /** When the source last updated an imported listing (ISO date-time), or null. @default null */
  sourceUpdatedAt?: string | null;
  /** Screening questions: the must-haves are listed before applying (issue 29). @default [] */
  screeningQuestions?: ScreeningQuestion[];
  company: JobPostingCompany;
}

/** Props of {@link JobPostingLead}. */
export interface JobPostingLeadProps {
  job: JobPostingModel;
  /** Link of the company name (the customer's company page); plain text without it. */
  companyHref?: string;
}

/**
 * Ends every part of the lead but the last: a no-break space keeps the dot on the line of the
 * part before it, so a wrapped lead never starts a line with "·".
 */
const SEPARATOR = '\u00a0·';

/**
 * The line under the job title: logo, company, location, when it was posted (or, for a stale
 * imported listing, "Listed 2 years ago — may no longer be open"), closed badge. The
 * parts wrap as units on narrow screens, each carrying its trailing separator.
 */
export function JobPostingLead({ job, companyHref }: JobPostingLeadProps) {
  const t = useT('webMarket');
  const jobs = useT('jobs');
  const parts: ReactNode[] = [
    companyHref ? <Link href={companyHref}>{job.company.name}</Link> : job.company.name,
  ];
  if (job.location) parts.push(job.location);
  const listedAt = job.isStale ? (job.sourceUpdatedAt ?? job.publishedAt) : null;
  parts.push(
    listedAt ? (
      <time dateTime={listedAt} title={formatDate(listedAt)}>
        {jobs('jobCard.stale', { time: formatRelative(listedAt) })}
      </time>
    ) : job.publishedAt ? (
      <time dateTime={job.publishedAt} title={formatDate(job.publishedAt)}>
        {jobs('jobCard.posted', { time: formatRelative(job.publishedAt) })}
      </time>
    ) : (
      t('jobView.notPublished')
    ),
  );
  return (
    <Box as="span" display="flex" flexWrap="wrap" alignItems="center" gap="xs" color="textMuted">
      <Avatar
        src={job.company.logoThumbUrl}
        name={job.company.name}
        shape="square"
        size="sm"
        showInitials
        decorative
      />
      {parts.map((part, index) => (
        <span key={index}>
          {part}
          {index < parts.length - 1 ? SEPARATOR : null}
        </span>
      ))}
      {job.isClosed ? <Badge tone="warning">{jobs('jobCard.closed')}</Badge> : null}
    </Box>
  );
}

/** Props of {@link JobPostingView}. */
export interface JobPostingViewProps {
  job: JobPostingModel;
  /** Link to the company's page ("See all N open jobs"); omitted in the business's preview. */
  companyHref?: string;
  /** Shown above the description, e.g. the apply panel or an "already applied" notice. */
  children?: ReactNode;
}

/**
 * The body of a job page: facts (workplace, employment type, level), pay ("Pay not stated" when
 * there is none), a closed notice, the description, skills and the company block.
 */
export function JobPostingView({ job, companyHref, children }: JobPostingViewProps) {
  const t = useT('webMarket');
  const jobs = useT('jobs');
  const facts: string[] = [];
  if (job.workplaceType) facts.push(jobs(`workplaceType.${job.workplaceType}`));
  facts.push(...jobKindLabels(job, jobs));
  const company = job.company;
  const hasCompanyDetails = Boolean(
    company.industry || company.location || company.companySize || company.remotePolicy,
  );

  return (
    <Columns collapseBelow="desktop" space="lg">
      <Column>
        <Stack space="lg">
          {job.isClosed ? (
            <Box
              role="note"
              display="flex"
              alignItems="flex-start"
              gap="sm"
              padding="md"
              borderRadius="md"
              background="warningSubtle"
              color="warningSubtleText"
            >
              <Box as="span" display="flex" flexShrink="0">
                <Ban size={20} aria-hidden="true" />
              </Box>
              <p>
                {job.closedAt
                  ? t('jobView.closedOn', { date: formatDate(job.closedAt) })
                  : t('jobView.closed')}
              </p>
            </Box>
          ) : null}

          <Stack as="section" space="sm" aria-labelledby="job-overview">
            <Heading level={2} id="job-overview">
              {t('jobView.overview')}
            </Heading>
            <div>
              <Box
                as="p"
                display="flex"
                flexWrap="wrap"
                alignItems="baseline"
                gap="xs"
                fontSize="lg"
              >
                <span>{t('jobView.pay')}</span>
                <SalaryRange
                  min={job.salaryMin}
                  max={job.salaryMax}
                  currency={job.salaryCurrency}
                  period={job.salaryPeriod}
                  converted={convertedYearlyPay(job)}
                  showNotStated
                  emphasis="strong"
                />
              </Box>
              {facts.length > 0 ? (
                <Inline as="ul" space="xs" alignY="stretch" aria-label={t('jobView.facts')}>
                  {facts.map((fact) => (
                    <li key={fact}>
                      <Badge tone="neutral">{fact}</Badge>
                    </li>
                  ))}
                </Inline>
              ) : null}
            </div>
          </Stack>

          <ScreeningRequirements questions={job.screeningQuestions} />

          {children}

          <Stack as="section" space="sm" aria-labelledby="job-description">
            <Heading level={2} id="job-description">
              {t('jobView.description')}
            </Heading>
            <div>
              {job.description?.trim() ? (
                <Markdown baseHeadingLevel={3}>{job.description}</Markdown>
              ) : (
                <Box as="p" color="textMuted" maxWidth="prose">
                  {job.sourceUrl ? t('jobView.noDescriptionImported') : t('jobView.noDescription')}
                </Box>
              )}
              {job.sourceUrl ? (
                <p>
                  <Link href={job.sourceUrl} target="_blank" rel="noopener noreferrer">
                    <ExternalLinkLabel note={t('jobView.newTab')}>
                      {t('jobView.viewOriginal')}
                    </ExternalLinkLabel>
                  </Link>
                </p>
              ) : null}
            </div>
          </Stack>

          {job.skills.length > 0 ? (
            <Stack as="section" space="sm" aria-labelledby="job-skills">
              <Heading level={2} id="job-skills">
                {t('jobView.skills')}
              </Heading>
              <Inline as="ul" space="xs" alignY="stretch">
                {job.skills.map((skill) => (
                  <li key={skill}>
                    <Badge tone="accent">{skill}</Badge>
                  </li>
                ))}
              </Inline>
            </Stack>
          ) : null}
        </Stack>
      </Column>

      <Column width="aside">
        <Card as="aside" aria-labelledby="job-company">
          <Box display="flex" alignItems="center" gap="sm" marginBottom="md">
            <Avatar
              src={company.logoThumbUrl}
              name={company.name}
              shape="square"
              showInitials
              decorative
            />
            <Heading level={2} size="md" id="job-company">
              {t('jobView.about', { company: company.name })}
            </Heading>
          </Box>
          {hasCompanyDetails ? (
            <DescriptionList size="sm">
              {company.industry ? (
                <DescriptionItem term={t('jobView.industry')}>{company.industry}</DescriptionItem>
              ) : null}
              {company.location ? (
                <DescriptionItem term={t('jobView.headquarters')}>
                  {company.location}
                </DescriptionItem>
              ) : null}
              {company.companySize ? (
                <DescriptionItem term={t('jobView.size')}>
                  {jobs(`companySize.${company.companySize}`)}
                </DescriptionItem>
              ) : null}
              {company.remotePolicy ? (
                <DescriptionItem term={t('jobView.remotePolicy')}>
                  {jobs(`remotePolicy.${company.remotePolicy}`)}
                </DescriptionItem>
              ) : null}
            </DescriptionList>
          ) : (
            <Box as="p" color="textMuted" maxWidth="prose">
              {t('jobView.noCompanyDetails', { company: company.name })}
            </Box>
          )}
          <Box display="flex" flexDirection="column" gap="xs" marginTop="md">
            {companyHref ? (
              <Link href={companyHref}>
                {company.openJobsCount != null
                  ? t('jobView.openJobs', { count: company.openJobsCount })
                  : t('jobView.companyPage')}
              </Link>
            ) : null}
            {company.website ? (
              <Link href={company.website} target="_blank" rel="noopener noreferrer">
                <ExternalLinkLabel note={t('jobView.newTab')}>
                  {t('jobView.website')}
                </ExternalLinkLabel>
              </Link>
            ) : null}
          </Box>
        </Card>
      </Column>
    </Columns>
  );
}
