/**
 * Saved Jobs (route `c.jobs.bookmarked`, R-ROUTE-3 title "Saved Jobs"): the customer's bookmarks,
 * newest first. Closed jobs stay on the list, marked closed; unsaving takes a job off the list
 * (with "Undo" in the toast). The page number lives in the URL.
 */
import {
  Card,
  EmptyState,
  LinkButton,
  Pagination,
  Skeleton,
  Stack,
  Text,
  useT,
} from '@hireloop/ui';
import { Bookmark } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Page } from '../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { JobResultCard } from '../../shared/JobResultCard.tsx';
import { useBookmarks } from './queries.ts';

/** Saved jobs per page. */
export const SAVED_JOBS_PER_PAGE = 20;

/** Reads `?page=` (1…10,000, else 1). */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** The Saved Jobs screen. */
export function SavedJobs() {
  const t = useT('webMarketJobs');
  const nav = useT('nav');
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const bookmarks = useBookmarks(page, SAVED_JOBS_PER_PAGE);
  const data = bookmarks.data;

  return (
    <Page title={nav('savedJobs')} lead={t('saved.lead')}>
      {bookmarks.isError ? (
        <ErrorBlock error={bookmarks.error} onRetry={() => void bookmarks.refetch()} />
      ) : !data ? (
        <LoadingBlock>
          {Array.from({ length: 3 }, (_, index) => (
            <Card key={index}>
              <Skeleton lines={3} />
            </Card>
          ))}
        </LoadingBlock>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={Bookmark}
          title={page > 1 && data.meta.total > 0 ? t('saved.pageEmpty') : t('saved.emptyTitle')}
          description={t('saved.emptyText')}
          action={
            page > 1 && data.meta.total > 0 ? (
              <LinkButton href={pathTo('c.jobs.bookmarked')} variant="secondary">
                {t('results.firstPage')}
              </LinkButton>
            ) : (
              <LinkButton href={pathTo('c.jobs')}>{t('saved.findJobs')}</LinkButton>
            )
          }
        />
      ) : (
        <>
          <Text tone="muted" aria-live="polite">
            {t('saved.count', { count: data.meta.total })}
          </Text>
          <Stack as="ul" space="sm" aria-label={nav('savedJobs')}>
            {data.data.map((job) => (
              <li key={job.id}>
                <JobResultCard job={job} headingLevel={2} />
              </li>
            ))}
          </Stack>
          <Pagination
            page={Math.min(page, Math.max(1, data.meta.lastPage))}
            totalPages={data.meta.lastPage}
            getPageHref={(target) =>
              `${pathTo('c.jobs.bookmarked')}${target > 1 ? `?page=${target}` : ''}`
            }
          />
        </>
      )}
    </Page>
  );
}
