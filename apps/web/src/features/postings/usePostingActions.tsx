/**
 * The status actions of a job posting, shared by the postings list, the detail page and the
 * preview: publish (the server's 422 field errors are kept for the screen to show, and a toast
 * offers to fix them in the editor), close after a confirmation that says applicants are told
 * (then how many were notified), reopen a closed posting (a toast confirms it), and delete a draft
 * after a confirmation.
 */
import type { Posting } from '@hireloop/api';
import { isApiError } from '@hireloop/api';
import { AlertDialog, Box, useT } from '@hireloop/ui';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import {
  useClosePosting,
  useDeletePosting,
  usePublishPosting,
  useReopenPosting,
} from './queries.ts';

/** What {@link usePostingActions} gives a screen. */
export interface PostingActions {
  /** Publishes; a 422 keeps its field errors in `publishErrors`. */
  publish: (posting: Pick<Posting, 'id' | 'title'>) => void;
  /** Opens the close confirmation. */
  requestClose: (posting: Pick<Posting, 'id' | 'title'>) => void;
  /** Reopens a closed posting; a toast tells the outcome. */
  reopen: (posting: Pick<Posting, 'id' | 'title'>) => void;
  /** Opens the delete confirmation (drafts only). */
  requestDelete: (posting: Pick<Posting, 'id' | 'title'>) => void;
  /** Which posting is being published, closed or deleted right now. */
  pendingId: string | null;
  /** The last publish refusal: the server's message and its messages by field (camelCase). */
  publishErrors: { postingId: string; message: string; fields: Record<string, string[]> } | null;
  /** The confirmation dialogs; render them once in the screen. */
  dialogs: ReactNode;
}

/**
 * The posting actions of a screen.
 * @param options.onDeleted called after a draft was deleted (e.g. leave its detail page)
 */
export function usePostingActions(options: { onDeleted?: () => void } = {}): PostingActions {
  const t = useT('webMarketPostings');
  const notify = useNotify();
  const navigate = useNavigate();
  const publishing = usePublishPosting();
  const closing = useClosePosting();
  const reopening = useReopenPosting();
  const deleting = useDeletePosting();
  const [toClose, setToClose] = useState<Pick<Posting, 'id' | 'title'> | null>(null);
  const [toDelete, setToDelete] = useState<Pick<Posting, 'id' | 'title'> | null>(null);
  const [publishErrors, setPublishErrors] = useState<PostingActions['publishErrors']>(null);

  const publish: PostingActions['publish'] = (posting) => {
    setPublishErrors(null);
    publishing.mutate(posting.id, {
      onSuccess: () =>
        notify({ type: 'success', message: t('actions.published', { title: posting.title }) }),
      onError: (error) => {
        if (isApiError(error) && error.status === 422) {
          setPublishErrors({
            postingId: posting.id,
            message: error.message,
            fields: error.errors ?? {},
          });
        }
        notify({
          type: 'error',
          message: error.message,
          ...(isApiError(error) && error.status === 422
            ? {
                action: {
                  label: t('actions.fix'),
                  onPress: () => void navigate(pathTo('b.postings.edit', { id: posting.id })),
                },
              }
            : {}),
        });
      },
    });
  };

  const reopen: PostingActions['reopen'] = (posting) => {
    reopening.mutate(posting.id, {
      onSuccess: () =>
        notify({ type: 'success', message: t('reopen.done', { title: posting.title }) }),
      onError: (error) => notify({ type: 'error', message: error.message }),
    });
  };

  const pendingId = publishing.isPending
    ? (publishing.variables ?? null)
    : reopening.isPending
      ? (reopening.variables ?? null)
      : closing.isPending
        ? (closing.variables ?? null)
        : deleting.isPending
          ? (deleting.variables ?? null)
          : null;

  const dialogs = (
    <>
      <AlertDialog
        isOpen={toClose !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToClose(null);
            closing.reset();
          }
        }}
        title={t('close.title')}
        variant="danger"
        confirmLabel={t('close.confirm')}
        isPending={closing.isPending}
        closeOnConfirm={false}
        onConfirm={() => {
          if (!toClose) return;
          closing.mutate(toClose.id, {
            onSuccess: ({ notifiedApplicants }) => {
              notify({
                type: 'success',
                message: t('close.done', { title: toClose.title, count: notifiedApplicants }),
              });
              setToClose(null);
            },
          });
        }}
      >
        <p>{toClose ? t('close.text', { title: toClose.title }) : null}</p>
        {closing.error ? (
          <Box
            as="p"
            role="alert"
            padding="sm"
            borderRadius="md"
            background="dangerSubtle"
            color="dangerSubtleText"
          >
            {closing.error.message}
          </Box>
        ) : null}
      </AlertDialog>
      <AlertDialog
        isOpen={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) {
            setToDelete(null);
            deleting.reset();
          }
        }}
        title={t('delete.title')}
        variant="danger"
        confirmLabel={t('delete.confirm')}
        isPending={deleting.isPending}
        closeOnConfirm={false}
        onConfirm={() => {
          if (!toDelete) return;
          deleting.mutate(toDelete.id, {
            onSuccess: () => {
              notify({ type: 'success', message: t('delete.done', { title: toDelete.title }) });
              setToDelete(null);
              options.onDeleted?.();
            },
          });
        }}
      >
        <p>{toDelete ? t('delete.text', { title: toDelete.title }) : null}</p>
        {deleting.error ? (
          <Box
            as="p"
            role="alert"
            padding="sm"
            borderRadius="md"
            background="dangerSubtle"
            color="dangerSubtleText"
          >
            {deleting.error.message}
          </Box>
        ) : null}
      </AlertDialog>
    </>
  );

  return {
    publish,
    requestClose: setToClose,
    reopen,
    requestDelete: setToDelete,
    pendingId,
    publishErrors,
    dialogs,
  };
}
