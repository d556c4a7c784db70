/**
 * "Save this search" on Find Jobs: saves the current keywords and every filter (not the page)
 * under a name the user can edit, then confirms with a toast that links to Saved Searches.
 */
import { Button, useT } from '@hireloop/ui';
import { BellPlus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../app/context.tsx';
import { pathTo } from '../../../paths.ts';
import type { JobSearchFilters } from '../searchParams.ts';
import { NameDialog } from './NameDialog.tsx';
import { useSavedSearchActions } from './queries.ts';
import { savedQueryFromFilters, suggestedName } from './savedQuery.ts';

/** The button and its naming dialog, for the filters on screen. */
export function SaveSearchButton({ filters }: { filters: JobSearchFilters }) {
  const t = useT('webSavedSearches');
  const notify = useNotify();
  const navigate = useNavigate();
  const { create } = useSavedSearchActions();
  const [open, setOpen] = useState(false);
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
            const saved = await create.mutateAsync({ name, query: savedQueryFromFilters(filters) });
            notify({
              type: 'success',
              message: t('save.saved', { name: saved.name }),
              action: {
                label: t('save.manage'),
                onPress: () => void navigate(pathTo('c.savedSearches')),
              },
            });
          }}
        />
      ) : null}
    </>
  );
}
