/**
 * Saved Searches (route `c.savedSearches`): the customer's saved searches, newest first, each
 * with its filters in words and the number of jobs published since it was last run. Run opens
 * Find Jobs with the search (and counts it as visited); Rename and Pause/Resume change it in
 * place; Delete asks first, then offers "Undo" in the toast (which saves it again; its count of
 * new jobs starts over).
 */
import type { SavedSearch } from '@hireloop/api';
import { MAX_SAVED_SEARCHES } from '@hireloop/api/savedSearches';
import {
  AlertDialog,
  Badge,
  Button,
  Card,
  Column,
  Columns,
  EmptyState,
  Heading,
  Inline,
  LinkButton,
  Skeleton,
  Stack,
  Text,
  useT,
} from '@hireloop/ui';
import { BellRing } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../app/context.tsx';
import { Page } from '../../../app/Page.tsx';
import { ErrorBlock, LoadingBlock } from '../../../app/QueryState.tsx';
import { pathTo } from '../../../paths.ts';
import { formatCount } from '../../../shared/format.ts';
import { NameDialog } from './NameDialog.tsx';
import { useSavedSearchActions, useSavedSearches } from './queries.ts';
import { findJobsHref } from './savedQuery.ts';
import * as styles from './savedSearches.css.ts';

/** The filters of a saved search in words: keywords, place, workplace, type, level, pay, date. */
function useSummary() {
  const t = useT('webSavedSearches');
  const jobs = useT('jobs');
  const market = useT('webMarketJobs');
  return (query: SavedSearch['query']): string => {
    const parts: string[] = [query.q ? `“${query.q}”` : t('list.allJobs')];
    if (query.location) parts.push(query.location);
    for (const value of query.workplaceType ?? []) parts.push(jobs(`workplaceType.${value}`));
    for (const value of query.employmentType ?? []) parts.push(jobs(`employmentType.${value}`));
    for (const value of query.experienceLevel ?? []) parts.push(jobs(`experienceLevel.${value}`));
    if (query.salaryMin != null)
      parts.push(t('list.payAtLeast', { amount: formatCount(query.salaryMin) }));
    if (query.postedWithinDays != null)
      parts.push(
        market(`filters.postedWithin.${query.postedWithinDays}` as 'filters.postedWithin.7'),
      );
    return parts.join(' · ');
  };
}

/** One saved search with its actions. */
function SavedSearchItem({
  search,
  onRename,
  onDelete,
}: {
  search: SavedSearch;
  onRename: (search: SavedSearch) => void;
  onDelete: (search: SavedSearch) => void;
}) {
  const t = useT('webSavedSearches');
  const summary = useSummary();
  const notify = useNotify();
  const navigate = useNavigate();
  const { run, update } = useSavedSearchActions();
  const name = search.name;
  return (
    <Card>
      <Columns collapseBelow="tablet" space="sm" alignY="center">
        <Column>
          <div className={styles.itemText}>
            <Heading level={2}>{name}</Heading>
            <Text tone="muted">{summary(search.query)}</Text>
            <Inline space="xs">
              {search.newMatches > 0 ? (
                <Badge tone="accent">{t('list.newMatches', { count: search.newMatches })}</Badge>
              ) : (
                <Text as="span" tone="muted">
                  {t('list.noNewMatches')}
                </Text>
              )}
              {search.paused ? <Badge tone="neutral">{t('list.paused')}</Badge> : null}
            </Inline>
          </div>
        </Column>
        <Column width="content">
          <Inline space="xs" alignY="stretch">
            <Button
              aria-label={t('list.runLabel', { name })}
              isPending={run.isPending && run.variables === search.id}
              onPress={() =>
                run.mutate(search.id, {
                  onSuccess: (visited) => void navigate(findJobsHref(visited.query)),
                  onError: (error) => notify({ type: 'error', message: error.message }),
                })
              }
            >
              {t('list.run')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t('list.renameLabel', { name })}
              onPress={() => onRename(search)}
            >
              {t('list.rename')}
            </Button>
            <Button
              variant="secondary"
              aria-label={t(search.paused ? 'list.resumeLabel' : 'list.pauseLabel', { name })}
              onPress={() =>
                update.mutate(
                  { id: search.id, paused: !search.paused },
                  {
                    onSuccess: () =>
                      notify({
                        type: 'success',
                        message: t(search.paused ? 'list.resumedToast' : 'list.pausedToast', {
                          name,
                        }),
                      }),
                    onError: (error) => notify({ type: 'error', message: error.message }),
                  },
                )
              }
            >
              {t(search.paused ? 'list.resume' : 'list.pause')}
            </Button>
            <Button
              variant="danger"
              aria-label={t('list.deleteLabel', { name })}
              onPress={() => onDelete(search)}
            >
              {t('list.delete')}
            </Button>
          </Inline>
        </Column>
      </Columns>
    </Card>
  );
}

/** The Saved Searches screen. */
export function SavedSearches() {
  const t = useT('webSavedSearches');
  const nav = useT('nav');
  const notify = useNotify();
  const searches = useSavedSearches();
  const { create, update, remove } = useSavedSearchActions();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const [deleting, setDeleting] = useState<SavedSearch | null>(null);
  const data = searches.data;

  const confirmDelete = (search: SavedSearch) => {
    setDeleting(null);
    remove.mutate(search.id, {
      onSuccess: () =>
        notify({
          type: 'success',
          message: t('list.deleted', { name: search.name }),
          action: {
            label: t('list.undo'),
            onPress: () =>
              create.mutate(
                { name: search.name, query: search.query },
                { onError: (error) => notify({ type: 'error', message: error.message }) },
              ),
          },
        }),
      onError: (error) => notify({ type: 'error', message: error.message }),
    });
  };

  return (
    <Page title={nav('savedSearches')} lead={t('list.lead')}>
      {searches.isError ? (
        <ErrorBlock error={searches.error} onRetry={() => void searches.refetch()} />
      ) : !data ? (
        <LoadingBlock>
          {Array.from({ length: 3 }, (_, index) => (
            <Card key={index}>
              <Skeleton lines={2} />
            </Card>
          ))}
        </LoadingBlock>
      ) : data.length === 0 ? (
        <EmptyState
          icon={BellRing}
          title={t('list.emptyTitle')}
          description={t('list.emptyText')}
          action={<LinkButton href={pathTo('c.jobs')}>{t('list.findJobs')}</LinkButton>}
        />
      ) : (
        <>
          <Text tone="muted" aria-live="polite">
            {t('list.count', { count: data.length, max: MAX_SAVED_SEARCHES })}
          </Text>
          <Stack as="ul" space="sm" aria-label={nav('savedSearches')}>
            {data.map((search) => (
              <li key={search.id}>
                <SavedSearchItem search={search} onRename={setRenaming} onDelete={setDeleting} />
              </li>
            ))}
          </Stack>
        </>
      )}
      {renaming ? (
        <NameDialog
          key={renaming.id}
          title={t('list.renameTitle')}
          submitLabel={t('list.renameSubmit')}
          initialName={renaming.name}
          isOpen
          onOpenChange={(open) => {
            if (!open) setRenaming(null);
          }}
          onSubmit={(name) => update.mutateAsync({ id: renaming.id, name })}
        />
      ) : null}
      {deleting ? (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setDeleting(null);
          }}
          title={t('list.deleteTitle', { name: deleting.name })}
          confirmLabel={t('list.delete')}
          variant="danger"
          onConfirm={() => confirmDelete(deleting)}
        >
          {t('list.deleteText')}
        </AlertDialog>
      ) : null}
    </Page>
  );
}
