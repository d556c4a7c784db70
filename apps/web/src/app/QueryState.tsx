/**
 * The loading and error states every server-backed screen shares: a skeleton while the first answer
 * is on its way, and the server's message (or the screen's fallback) with "Try again" when it fails.
 */
import { Button, EmptyState, Skeleton, Stack, useT, VisuallyHidden } from '@hireloop/ui';
import { CloudOff } from 'lucide-react';
import type { ReactNode } from 'react';

/** A busy region with skeleton lines and a screen-reader "Loading…". */
export function LoadingBlock({ lines = 3, children }: { lines?: number; children?: ReactNode }) {
  const t = useT();
  return (
    <Stack space="md" aria-busy="true">
      <VisuallyHidden role="status">{t('states.loading')}</VisuallyHidden>
      {children ?? <Skeleton lines={lines} />}
    </Stack>
  );
}

/** What a failed query shows: its message and a retry. */
export function ErrorBlock({
  error,
  onRetry,
  headingLevel = 2,
}: {
  error: unknown;
  onRetry?: () => void;
  headingLevel?: 2 | 3 | 4;
}) {
  const t = useT('webApp');
  const message = error instanceof Error && error.message ? error.message : t('errors.loadFailed');
  return (
    <div role="alert">
      <EmptyState
        icon={CloudOff}
        headingLevel={headingLevel}
        title={t('errors.loadFailed')}
        description={message === t('errors.loadFailed') ? undefined : message}
        action={
          onRetry ? (
            <Button variant="secondary" onPress={onRetry}>
              {t('errors.retry')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
