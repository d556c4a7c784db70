/**
 * Browse Companies (route `c.companies`, R-ROUTE-3 title "Browse Companies"): listed company
 * profiles, those with the most open jobs first, searchable by name, industry or technology and
 * filtered by remote policy and size. The search lives in the URL (./searchParams.ts).
 */
import {
  Box,
  Button,
  Card,
  Checkbox,
  Column,
  Columns,
  CompanyCard,
  EmptyState,
  Heading,
  Pagination,
  SearchField,
  Skeleton,
  Stack,
  Tiles,
  useT,
} from '@hireloop/ui';
import { Building2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { companySizeValues, remotePolicyValues } from '@hireloop/api/schema';
import { pathTo } from '../../paths.ts';
import { useSearchParamsState } from '../../shared/useSearchParamsState.ts';
import * as styles from './companies.css.ts';
import { useCompanies } from './queries.ts';
import {
  changeCompanySearch,
  companyApiQuery,
  companySearchFromParams,
  emptyCompanySearch,
  paramsFromCompanySearch,
  type CompanySearch,
} from './searchParams.ts';

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on
    ? [...list.filter((item) => item !== value), value]
    : list.filter((item) => item !== value);
}

/** The search box; remounted (keyed) when the URL's q changes. */
function CompanySearchField({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const t = useT('webMarketCompanies');
  const [value, setValue] = useState(q);
  return (
    <form
      role="search"
      aria-label={t('search.label')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(value);
      }}
    >
      <SearchField
        label={t('search.field')}
        placeholder={t('search.placeholder')}
        value={value}
        onChange={setValue}
        onSubmit={onSearch}
        onClear={() => onSearch('')}
      />
    </form>
  );
}

/** The Browse Companies screen. */
export function BrowseCompanies() {
  const t = useT('webMarketCompanies');
  const nav = useT('nav');
  const jobs = useT('jobs');
  const [search, go, update] = useSearchParamsState(
    companySearchFromParams,
    paramsFromCompanySearch,
  );
  const companies = useCompanies(useMemo(() => companyApiQuery(search), [search]));
  const change = (patch: Partial<CompanySearch>) =>
    update((latest) => changeCompanySearch(latest, patch));
  const filtered = search.remotePolicies.length + search.sizes.length > 0;
  const data = companies.data;

  return (
    <Page title={nav('browseCompanies')} lead={t('lead')} width="wide">
      <CompanySearchField key={search.q} q={search.q} onSearch={(q) => change({ q })} />
      <Columns collapseBelow="desktop" space="lg">
        <Column width="rail">
          <Box
            as="aside"
            aria-label={t('filters.title')}
            display="flex"
            flexDirection="column"
            gap="lg"
            padding="md"
            borderRadius="lg"
            background="surface"
            borderStyle="solid"
            borderWidth="thin"
            borderColor="border"
          >
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
              {filtered ? (
                <Button
                  variant="ghost"
                  size="sm"
                  onPress={() => go({ ...emptyCompanySearch, q: search.q })}
                >
                  {t('filters.clear')}
                </Button>
              ) : null}
            </Box>
            <Stack as="fieldset" space="xs">
              <Box as="legend" padding="none" marginBottom="xs" fontSize="sm" fontWeight="semibold">
                {t('filters.remote')}
              </Box>
              {remotePolicyValues.map((value) => (
                <Checkbox
                  key={value}
                  isSelected={search.remotePolicies.includes(value)}
                  onChange={(on) =>
                    change({ remotePolicies: toggle(search.remotePolicies, value, on) })
                  }
                >
                  {jobs(`remotePolicy.${value}`)}
                </Checkbox>
              ))}
            </Stack>
            <Stack as="fieldset" space="xs">
              <Box as="legend" padding="none" marginBottom="xs" fontSize="sm" fontWeight="semibold">
                {t('filters.size')}
              </Box>
              {companySizeValues.map((value) => (
                <Checkbox
                  key={value}
                  isSelected={search.sizes.includes(value)}
                  onChange={(on) => change({ sizes: toggle(search.sizes, value, on) })}
                >
                  {jobs(`companySize.${value}`)}
                </Checkbox>
              ))}
            </Stack>
          </Box>
        </Column>

        <Column>
          <Stack as="section" space="md" aria-labelledby="company-results">
            <Heading level={2} id="company-results" aria-live="polite">
              {data ? t('results.count', { count: data.meta.total }) : t('results.searching')}
            </Heading>
            {companies.isError ? (
              <ErrorBlock
                error={companies.error}
                onRetry={() => void companies.refetch()}
                headingLevel={3}
              />
            ) : !data ? (
              <LoadingBlock>
                <Tiles minWidth="16rem">
                  {Array.from({ length: 6 }, (_, index) => (
                    <Card key={index}>
                      <Skeleton shape="circle" />
                      <Skeleton lines={3} />
                    </Card>
                  ))}
                </Tiles>
              </LoadingBlock>
            ) : data.data.length === 0 ? (
              <EmptyState
                icon={Building2}
                headingLevel={3}
                title={t('results.emptyTitle')}
                description={
                  search.q || filtered ? t('results.emptyFiltered') : t('results.emptyText')
                }
                action={
                  search.q || filtered ? (
                    <Button variant="secondary" onPress={() => go(emptyCompanySearch)}>
                      {t('results.showAll')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <>
                {/* Cards at least 16rem wide: a narrower card left a name about 100 px (issue 34). */}
                <Tiles as="ul" minWidth="16rem" aria-busy={companies.isPlaceholderData}>
                  {data.data.map((company) => (
                    <li key={company.id}>
                      <CompanyCard
                        company={company}
                        href={pathTo('c.company', { id: company.id })}
                        headingLevel={3}
                      />
                    </li>
                  ))}
                </Tiles>
                <Pagination
                  page={Math.min(search.page, Math.max(1, data.meta.lastPage))}
                  totalPages={data.meta.lastPage}
                  getPageHref={(page) => {
                    const next = paramsFromCompanySearch({ ...search, page }).toString();
                    return `${pathTo('c.companies')}${next ? `?${next}` : ''}`;
                  }}
                  aria-label={t('results.pagination')}
                />
              </>
            )}
          </Stack>
        </Column>
      </Columns>
    </Page>
  );
}
