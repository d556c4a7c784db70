/**
 * "Save this search" on Find Jobs: saves the current keywords and every filter (not the page)
 * under a name the user can edit, then confirms with a toast that links to Saved Searches. When
 * the user saved the same search before (the server compares the stored filters, decision 205),
 * nothing is added: a dialog says "You already saved this search", names it and offers "Open it",
 * which runs that saved search (as Run on Saved Searches does).
 */
import type { SavedSearch } from '@hireloop/api';
import { Button, Dialog, useT } from '@hireloop/ui';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../app/context.tsx';
import { pathTo } from '../../../paths.ts';
import type { JobSearchFilters } from '../searchParams.ts';
import { NameDialog } from './NameDialog.tsx';
import { useSavedSearchActions } from './queries.ts';
import { findJobsHref, savedQueryFromFilters, suggestedName } from './savedQuery.ts';

/** The button and its naming dialog, for the filters on screen. */
export function SaveSearchButton({ filters }: { filters: JobSearchFilters }) {
  const t = useT('webSavedSearches');
  const common = useT('common');
  const notify = useNotify();
  const navigate = useNavigate();
  const { create, run } = useSavedSearchActions();
  const [open, setOpen] = useState(false);
  const [existing, setExisting] = useState<SavedSearch | null>(null);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        <BellPlus aria-hidden="true" size={16} />
        {t('save.button')}
      </Button>
      {open ? (
        <NameDialog
          title={t('save.title')}
          submitLabel={t('save.submit')}
          initialName={suggestedName(filters, t('save.defaultName'))}
          isOpen={open}
          onOpenChange={setOpen}
          onSubmit={async (name) => {
            const { search, created } = await create.mutateAsync({
              name,
              query: savedQueryFromFilters(filters),
            });
            if (!created) return setExisting(search);
            notify({
              type: 'success',
              message: t('save.saved', { name: search.name }),
              action: {
                label: t('save.manage'),
                onPress: () => void navigate(pathTo('c.savedSearches')),
              },
            });
          }}
        />
      ) : null}
      {existing ? (
        <Dialog
          title={t('save.existsTitle')}
          isOpen
          onOpenChange={(isOpen) => {
            if (!isOpen) setExisting(null);
          }}
          size="sm"
          footer={({ close }) => (
            <>
              <Button variant="secondary" onPress={close}>
                {common('actions.close')}
              </Button>
              <Button
                isPending={run.isPending}
                onPress={() =>
                  run.mutate(existing.id, {
                    onSuccess: (visited) => {
                      setExisting(null);
                      void navigate(findJobsHref(visited.query));
                    },
                    onError: (error) => notify({ type: 'error', message: error.message }),
                  })
                }
              >
                {t('save.openIt')}
              </Button>
            </>
          )}
        >
          <p>{t('save.existsText', { name: existing.name })}</p>
        </Dialog>
      ) : null}
    </>
  );
}
