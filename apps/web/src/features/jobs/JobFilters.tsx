/**
 * The filters of Find Jobs (R-ROUTE-3 route `c.jobs`), each value with its facet count (how many jobs
 * choosing it would give, the other filters applied): workplace type, employment type, experience
 * level, visa sponsorship, internship term (the most frequent ones), minimum yearly pay with
 * "include pay not stated", and date posted.
 */
import type { FacetCount, JobFacets } from '@hireloop/api';
import { CURRENCY_RATES_DATE } from '@hireloop/api/pay';
import {
  Box,
  Button,
  Checkbox,
  Heading,
  NumberField,
  Radio,
  RadioGroup,
  Stack,
  useT,
  VisuallyHidden,
  type Sprinkles,
} from '@hireloop/ui';
import { replaceEqualDeep } from '@tanstack/react-query';
import { createContext, memo, useContext, type ReactNode } from 'react';
import { formatCount, formatDate } from '../../shared/format.ts';
import * as styles from './jobs.css.ts';
import {
  daysWithinValues,
  employmentTypeValues,
  experienceLevelValues,
  sponsorshipValues,
  workplaceTypeValues,
} from '@hireloop/api/schema';
import {
  SALARY_FILTER_MAX,
  activeFilterCount,
  type JobSearchFilters,
  type PostedWithinDays,
} from './searchParams.ts';

/** Props of {@link JobFilters}. */
export interface JobFiltersProps {
  filters: JobSearchFilters;
  /** The facet counts of the current search; undefined while the first answer loads. */
  facets: JobFacets | undefined;
  /**
   * The counts were taken within a sample of a very broad search (`facets_are_sampled`): each is
   * a lower bound and shows as "1,234+". @default false
   */
  facetsAreSampled?: boolean;
  /** Applies a change of one or more filters. */
  onChange: (change: Partial<JobSearchFilters>) => void;
  /** Clears every filter (keywords and sort stay). */
  onClear: () => void;
  /**
   * Show the "Filters" heading and its "Clear all filters" button (the phone's sheet has its own
   * title and footer instead).
   * @default true
   */
  showHeader?: boolean;
}

function countOf(
  facet: readonly { value: FacetCount['value'] | number; count: number }[] | undefined,
  value: string | number,
): number | undefined {
  return facet?.find((item) => String(item.value) === String(value))?.count;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on
    ? [...list.filter((item) => item !== value), value]
    : list.filter((item) => item !== value);
}

/** The frame of the panel beside the results (the phone's sheet gives its own). */
const panelFrame = {
  padding: 'md',
  borderRadius: 'lg',
  background: 'surface',
  borderStyle: 'solid',
  borderWidth: 'thin',
  borderColor: 'border',
} as const satisfies Sprinkles;

/** Whether the facet counts shown are lower bounds ("1,234+"); set by {@link JobFilters}. */
const SampledCounts = createContext(false);

/** A checkbox option's label with its count, e.g. "Remote 12", or "Remote 1,234+" when sampled. */
function OptionLabel({ label, count }: { label: string; count: number | undefined }) {
  const t = useT('webMarketJobs');
  const sampled = useContext(SampledCounts);
  return (
    <Box as="span" display="inline-flex" justifyContent="space-between" gap="sm" width="full">
      <span>{label}</span>
      {count !== undefined ? (
        <Box as="span" color="textMuted" fontSize="sm" className={styles.count}>
          {sampled ? t('matching.atLeast', { formatted: formatCount(count) }) : formatCount(count)}
          <VisuallyHidden> {t('filters.jobsSuffix', { count })}</VisuallyHidden>
        </Box>
      ) : null}
    </Box>
  );
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" space="xs">
      <Box as="legend" padding="none" marginBottom="xs" fontSize="sm" fontWeight="semibold">
        {legend}
      </Box>
      <Stack space="xs">{children}</Stack>
    </Stack>
  );
}

/**
 * Props that draw the same panel: the same handlers, equal facet counts and equal filters apart
 * from the page (a new page of the same search, with new but equal facet objects, changes nothing
 * in the panel).
 */
function samePanel(a: JobFiltersProps, b: JobFiltersProps): boolean {
  const filtersOf = (props: JobFiltersProps) => ({ ...props.filters, page: 1 });
  const before = filtersOf(a);
  return (
    a.onChange === b.onChange &&
    a.onClear === b.onClear &&
    a.showHeader === b.showHeader &&
    a.facetsAreSampled === b.facetsAreSampled &&
    replaceEqualDeep(a.facets, b.facets) === a.facets &&
    replaceEqualDeep(before, filtersOf(b)) === before
  );
}

/**
 * The filter panel; skips rendering when its filters (the page aside), facet counts and handlers
 * are unchanged (pass stable handlers).
 */
export const JobFilters = memo(JobFilterPanel, samePanel);

function JobFilterPanel({
  filters,
  facets,
  onChange,
  onClear,
  showHeader = true,
  facetsAreSampled = false,
}: JobFiltersProps) {
  const t = useT('webMarketJobs');
  const jobs = useT('jobs');
  const active = activeFilterCount(filters);
  // The most frequent terms, and any chosen one beyond them (so it can be unchecked).
  const termOptions = [
    ...new Set([...(facets?.term ?? []).map((facet) => facet.value), ...filters.terms]),
  ];
  return (
    <SampledCounts.Provider value={facetsAreSampled}>
      <Box display="flex" flexDirection="column" gap="lg" {...(showHeader ? panelFrame : {})}>
        {showHeader ? (
          <Box
            display="flex"
            alignItems="center"
            justifyContent="space-between"
            gap="sm"
            className={styles.filtersHeader}
          >
            <Heading level={2} size="md">
              {t('filters.title')}
            </Heading>
            {active > 0 ? (
              <Button variant="ghost" size="sm" onPress={onClear}>
                {t('filters.clear')}
              </Button>
            ) : null}
          </Box>
        ) : null}

        <Group legend={t('filters.workplace')}>
          {workplaceTypeValues.map((value) => (
            <Checkbox
              key={value}
              isSelected={filters.workplaceType.includes(value)}
              onChange={(on) =>
                onChange({ workplaceType: toggle(filters.workplaceType, value, on) })
              }
            >
              <OptionLabel
                label={jobs(`workplaceType.${value}`)}
                count={countOf(facets?.workplaceType, value)}
              />
            </Checkbox>
          ))}
        </Group>

        <Group legend={t('filters.employment')}>
          {employmentTypeValues.map((value) => (
            <Checkbox
              key={value}
              isSelected={filters.employmentType.includes(value)}
              onChange={(on) =>
                onChange({ employmentType: toggle(filters.employmentType, value, on) })
              }
            >
              <OptionLabel
                label={jobs(`employmentType.${value}`)}
                count={countOf(facets?.employmentType, value)}
              />
            </Checkbox>
          ))}
        </Group>

        <Group legend={t('filters.experience')}>
          {experienceLevelValues.map((value) => (
            <Checkbox
              key={value}
              isSelected={filters.experienceLevel.includes(value)}
              onChange={(on) =>
                onChange({ experienceLevel: toggle(filters.experienceLevel, value, on) })
              }
            >
              <OptionLabel
                label={jobs(`experienceLevel.${value}`)}
                count={countOf(facets?.experienceLevel, value)}
              />
            </Checkbox>
          ))}
        </Group>

        <Group legend={t('matching.sponsorship')}>
          {sponsorshipValues.map((value) => (
            <Checkbox
              key={value}
              isSelected={filters.sponsorship.includes(value)}
              onChange={(on) => onChange({ sponsorship: toggle(filters.sponsorship, value, on) })}
            >
              <OptionLabel
                label={t(`matching.sponsorshipValue.${value}`)}
                count={countOf(facets?.sponsorship, value)}
              />
            </Checkbox>
          ))}
        </Group>
        {termOptions.length > 0 ? (
          <Group legend={t('matching.term')}>
            {termOptions.map((value) => (
              <Checkbox
                key={value}
                isSelected={filters.terms.includes(value)}
                onChange={(on) => onChange({ terms: toggle(filters.terms, value, on) })}
              >
                <OptionLabel label={value} count={countOf(facets?.term, value)} />
              </Checkbox>
            ))}
          </Group>
        ) : null}
        <Group legend={t('filters.pay')}>
          <NumberField
            label={t('filters.payMin')}
            description={t('filters.payMinHint', {
              date: formatDate(`${CURRENCY_RATES_DATE}T12:00:00Z`),
            })}
            minValue={0}
            maxValue={SALARY_FILTER_MAX}
            step={5000}
            formatOptions={{ maximumFractionDigits: 0 }}
            value={filters.salaryMin ?? Number.NaN}
            onChange={(value) =>
              onChange({ salaryMin: Number.isFinite(value) ? Math.round(value) : null })
            }
          />
          <Checkbox
            isSelected={filters.includeUnstatedSalary}
            isDisabled={filters.salaryMin === null}
            onChange={(on) => onChange({ includeUnstatedSalary: on })}
            description={filters.salaryMin === null ? t('filters.includeUnstatedHint') : undefined}
          >
            {t('filters.includeUnstated')}
          </Checkbox>
        </Group>

        <RadioGroup
          label={t('filters.posted')}
          value={filters.postedWithinDays === null ? 'any' : String(filters.postedWithinDays)}
          onChange={(value) =>
            onChange({
              postedWithinDays: value === 'any' ? null : (Number(value) as PostedWithinDays),
            })
          }
        >
          <Radio value="any">{t('filters.postedAny')}</Radio>
          {daysWithinValues.map((days) => (
            <Radio key={days} value={String(days)}>
              <OptionLabel
                label={t(`filters.postedWithin.${days}`)}
                count={countOf(facets?.postedWithinDays, days)}
              />
            </Radio>
          ))}
        </RadioGroup>

        <Checkbox
          isSelected={filters.openOnly}
          onChange={(on) => onChange({ openOnly: on })}
          description={t('filters.openOnlyHint')}
        >
          {t('filters.openOnly')}
        </Checkbox>
      </Box>
    </SampledCounts.Provider>
  );
}
