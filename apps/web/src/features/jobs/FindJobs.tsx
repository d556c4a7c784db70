/**
 * Find Jobs (route `c.jobs`, R-ROUTE-3 title "Find Jobs"): keyword search with suggestions, a
 * location, filters with facet counts, sort, pagination, and results as job cards. On desktop the
 * filters are a sidebar; on smaller screens a "Filters" button (with the number of filters on)
 * opens them in a full-height sheet with the sort, "Clear all" and "Show N jobs". Every part of
 * the search lives in the URL (./searchParams.ts), so a search can be shared, bookmarked and
 * restored with Back; changing a filter adds a history entry.
 */
import type { JobFacets } from '@hireloop/api';
import { jobSortValues } from '@hireloop/api/schema';
import {
  Badge,
  Box,
  Button,
  Card,
  Column,
  Columns,
  Dialog,
  EmptyState,
  Form,
  Heading,
  Inline,
  Pagination,
  Select,
  SelectItem,
  Skeleton,
  SkipLink,
  Stack,
  useT,
  VisuallyHidden,
} from '@hireloop/ui';
import { SearchX, SlidersHorizontal } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Page } from '../../app/Page.tsx';
import { useRestoreScroll } from '../../app/scroll.ts';
import { pathTo } from '../../paths.ts';
import { ErrorBlock } from '../../app/QueryState.tsx';
import { formatCount } from '../../shared/format.ts';
import { useSearchParamsState } from '../../shared/useSearchParamsState.ts';
import { JobFilters } from './JobFilters.tsx';
import { JobResultCard } from '../../shared/JobResultCard.tsx';
import { useStableCallback } from '../../shared/useStableCallback.ts';
import * as styles from './jobs.css.ts';
import { useRememberJobSearch } from './jobSearchReturn.ts';
import { KeywordField } from './KeywordField.tsx';
import { LocationField } from './LocationField.tsx';
import { SearchCorrectionNotice } from './SearchCorrectionNotice.tsx';
import { useJobSearch } from './queries.ts';
import { SaveSearchButton } from './savedSearches/SaveSearchButton.tsx';
import {
  activeFilterCount,
  apiQueryFromFilters,
  changeFilters,
  clearFilters,
  effectiveSort,
  filtersFromSearchParams,
  searchParamsFromFilters,
  type JobSearchFilters,
  type JobSort,
} from './searchParams.ts';

/** The keywords and location form; remounted (keyed) when the URL's q or location change. */
function SearchForm({
  filters,
  facets,
  onSearch,
  filtersButton,
}: {
  filters: JobSearchFilters;
  facets: JobFacets | undefined;
  onSearch: (change: Pick<JobSearchFilters, 'q' | 'location'>) => void;
  /** The button opening the filter sheet (below the desktop breakpoint, beside the location). */
  filtersButton: ReactNode;
}) {
  const t = useT('webMarketJobs');
  const [q, setQ] = useState(filters.q);
  const [location, setLocation] = useState(filters.location);
  return (
    <Form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ q, location });
      }}
    >
      <Card padding="none">
        <Box padding={{ mobile: 'sm', tablet: 'md' }} className={styles.searchBar}>
          <div className={styles.searchKeywords}>
            <KeywordField
              value={q}
              onChange={setQ}
              onSearch={(keywords) => onSearch({ q: keywords, location })}
            />
          </div>
          <div className={styles.searchLocation}>
            <LocationField
              value={location}
              onChange={setLocation}
              facets={facets}
              onChoose={(place) => onSearch({ q, location: place })}
            />
          </div>
          <div className={styles.searchButton}>
            <Button type="submit">{t('search.submit')}</Button>
          </div>
          <div className={styles.searchFilters}>{filtersButton}</div>
        </Box>
      </Card>
    </Form>
  );
}

function ResultsSkeleton() {
  const t = useT();
  return (
    <Stack space="sm" aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index}>
          <Skeleton shape="circle" />
          <Skeleton lines={3} />
        </Card>
      ))}
    </Stack>
  );
}

/** id of the results section, the target of "Skip to results". */
export const JOB_RESULTS_ID = 'job-search-results';

/** The Find Jobs screen. */
export function FindJobs() {
  const t = useT('webMarketJobs');
  const nav = useT('nav');
  const market = useT('webMarket');
  const [filters, go, update] = useSearchParamsState(
    filtersFromSearchParams,
    searchParamsFromFilters,
  );
  const query = useMemo(() => apiQueryFromFilters(filters), [filters]);
  const search = useJobSearch(query);
  const [sheetOpen, setSheetOpen] = useState(false);
  useRememberJobSearch();
  // Back from a job: scrolled back over the results once they show.
  useRestoreScroll(search.data !== undefined && !search.isPlaceholderData);

  // Stable handlers: the memoised filter panel skips the render when only the results changed.
  const change = useStableCallback((patch: Partial<JobSearchFilters>) =>
    update((latest) => changeFilters(latest, patch)),
  );
  const hrefFor = (patch: Partial<JobSearchFilters>) => {
    const next = searchParamsFromFilters(changeFilters(filters, patch)).toString();
    return `${pathTo('c.jobs')}${next ? `?${next}` : ''}`;
  };
  const hrefOf = (page: number) => hrefFor({ page });

  const data = search.data;
  const active = activeFilterCount(filters);
  const sort = effectiveSort(filters);
  const sorts = jobSortValues.filter((value) => value !== 'relevance' || filters.q !== '');
  const totalText = data
    ? data.totalIsCapped
      ? t('matching.atLeast', { formatted: formatCount(data.meta.total) })
      : formatCount(data.meta.total)
    : '';
  const clearAll = useStableCallback(() => go(clearFilters(filters)));
  const sortSelect = (
    <Select<{ id: JobSort }>
      label={t('sort.label')}
      selectedKey={sort}
      onSelectionChange={(key) => change({ sort: key as JobSort })}
      items={sorts.map((id) => ({ id }))}
    >
      {(item) => <SelectItem id={item.id}>{t(`sort.${item.id}`)}</SelectItem>}
    </Select>
  );
  // Below the desktop breakpoint the filters live in a sheet opened from the search bar, so the
  // first results show on the first screen of a phone.
  const filtersButton = (
    <Button variant="secondary" onPress={() => setSheetOpen(true)}>
      <SlidersHorizontal aria-hidden="true" size={16} />
      {t('filters.toggle')}
      {active > 0 ? (
        <Badge
          count={active}
          tone="accent"
          variant="solid"
          size="sm"
          label={t('filters.active', { formatted: formatCount(active) })}
        />
      ) : null}
    </Button>
  );

  return (
    <Page title={nav('findJobs')} lead={t('lead')} hideLeadOnPhone width="wide">
      {/* WCAG 2.4.1: past the search form and the filters (about 30 tab stops) to the results. */}
      <SkipLink targetId={JOB_RESULTS_ID}>{t('results.skipTo')}</SkipLink>
      <SearchForm
        key={`${filters.q}\u0000${filters.location}`}
        filters={filters}
        facets={data?.facets}
        onSearch={(patch) => change(patch)}
        filtersButton={filtersButton}
      />

      <Dialog
        title={t('filters.title')}
        layout="sheet"
        isOpen={sheetOpen}
        onOpenChange={setSheetOpen}
        footer={({ close }) => (
          <>
            <Button variant="ghost" isDisabled={active === 0} onPress={clearAll}>
              {t('filters.clearAll')}
            </Button>
            <Button onPress={close} isDisabled={!data}>
              {data && !search.isPlaceholderData
                ? t('filters.show', { count: data.meta.total, formatted: totalText })
                : t('filters.showSearching')}
            </Button>
          </>
        )}
      >
        <Stack space="lg">
          <div className={styles.sortInSheet}>{sortSelect}</div>
          <JobFilters
            filters={filters}
            facets={data?.facets}
            facetsAreSampled={data?.facetsAreSampled}
            onChange={change}
            onClear={clearAll}
            showHeader={false}
          />
        </Stack>
      </Dialog>

      <Columns collapseBelow="desktop" space="lg">
        <Box
          as="aside"
          aria-label={t('filters.title')}
          display={{ mobile: 'none', desktop: 'block' }}
          position="sticky"
          minWidth="0"
          className={styles.filtersPanel}
        >
          <JobFilters
            filters={filters}
            facets={data?.facets}
            facetsAreSampled={data?.facetsAreSampled}
            onChange={change}
            onClear={clearAll}
          />
        </Box>

        <Column>
          <Box
            as="section"
            id={JOB_RESULTS_ID}
            tabIndex={-1}
            aria-labelledby="job-results"
            display="flex"
            flexDirection="column"
            gap="md"
            className={styles.results}
          >
            <Inline align="between" alignY="bottom" space="sm">
              <Heading level={2} id="job-results" aria-live="polite">
                {data
                  ? market('results.count', { count: data.meta.total, formatted: totalText })
                  : t('results.searching')}
              </Heading>
              <Inline alignY="bottom" space="sm">
                <SaveSearchButton filters={filters} />
                <Box display={{ mobile: 'none', desktop: 'block' }} className={styles.sort}>
                  {sortSelect}
                </Box>
              </Inline>
            </Inline>

            {data?.correction ? (
              <SearchCorrectionNotice
                correction={data.correction}
                hrefOf={(q, exact) => hrefFor({ q, exact })}
              />
            ) : null}
            {search.isError ? (
              <ErrorBlock
                error={search.error}
                onRetry={() => void search.refetch()}
                headingLevel={3}
              />
            ) : !data ? (
              <ResultsSkeleton />
            ) : data.data.length === 0 ? (
              <EmptyState
                icon={SearchX}
                headingLevel={3}
                title={
                  filters.page > 1 && data.meta.total > 0
                    ? t('results.pageEmpty')
                    : t('results.emptyTitle')
                }
                description={active > 0 ? t('results.emptyFiltered') : t('results.emptyText')}
                action={
                  filters.page > 1 && data.meta.total > 0 ? (
                    <Button variant="secondary" onPress={() => change({ page: 1 })}>
                      {t('results.firstPage')}
                    </Button>
                  ) : active > 0 ? (
                    <Button variant="secondary" onPress={clearAll}>
                      {t('filters.clear')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <>
                <Stack as="ol" space="sm" aria-busy={search.isPlaceholderData}>
                  {data.data.map((job) => (
                    <li key={job.id}>
                      <JobResultCard job={job} />
                    </li>
                  ))}
                </Stack>
                <Pagination
                  page={Math.min(filters.page, Math.max(1, data.meta.lastPage))}
                  totalPages={data.meta.lastPage}
                  getPageHref={hrefOf}
                  aria-label={t('results.pagination')}
                />
              </>
            )}
          </Box>
        </Column>
      </Columns>
    </Page>
  );
}
