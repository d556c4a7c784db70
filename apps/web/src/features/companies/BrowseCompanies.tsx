/**
 * Browse Companies (route `c.companies`, R-ROUTE-3 title "Browse Companies"): listed company
 * profiles, those with the most open jobs first, searchable by name, industry or technology and
 * filtered by remote policy and size. The search lives in the URL (./searchParams.ts).
 */
import {
  Button,
  Card,
  Checkbox,
  CompanyCard,
  EmptyState,
  Pagination,
  SearchField,
  Skeleton,
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
      <div className={styles.layout}>
        <aside aria-label={t('filters.title')} className={styles.filters}>
          <div className={styles.filtersHeader}>
            <h2 className={styles.filtersTitle}>{t('filters.title')}</h2>
            {filtered ? (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => go({ ...emptyCompanySearch, q: search.q })}
              >
                {t('filters.clear')}
              </Button>
            ) : null}
          </div>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('filters.remote')}</legend>
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
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{t('filters.size')}</legend>
            {companySizeValues.map((value) => (
              <Checkbox
                key={value}
                isSelected={search.sizes.includes(value)}
                onChange={(on) => change({ sizes: toggle(search.sizes, value, on) })}
              >
                {jobs(`companySize.${value}`)}
              </Checkbox>
            ))}
          </fieldset>
        </aside>

        <section aria-labelledby="company-results" className={styles.results}>
          <h2 id="company-results" className={styles.resultsTitle} aria-live="polite">
            {data ? t('results.count', { count: data.meta.total }) : t('results.searching')}
          </h2>
          {companies.isError ? (
            <ErrorBlock
              error={companies.error}
              onRetry={() => void companies.refetch()}
              headingLevel={3}
            />
          ) : !data ? (
            <LoadingBlock>
              <div className={styles.grid}>
                {Array.from({ length: 6 }, (_, index) => (
                  <Card key={index}>
                    <Skeleton shape="circle" />
                    <Skeleton lines={3} />
                  </Card>
                ))}
              </div>
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
              <ul className={styles.grid} aria-busy={companies.isPlaceholderData}>
                {data.data.map((company) => (
                  <li key={company.id}>
                    <CompanyCard
                      company={company}
                      href={pathTo('c.company', { id: company.id })}
                      headingLevel={3}
                    />
                  </li>
                ))}
              </ul>
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
        </section>
      </div>
    </Page>
  );
}
