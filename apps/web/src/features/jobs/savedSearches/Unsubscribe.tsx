/**
 * Unsubscribe (route `alerts.unsubscribe`, open to all): the page an alert e-mail's link opens.
 * It sends the link's token once (`unsubscribeSavedSearch`, no sign-in needed; a POST, so link
 * scanners that only fetch the page change nothing) and says what happened.
 */
import { Card, EmptyState, LinkButton, useT } from '@hireloop/ui';
import { useMutation } from '@tanstack/react-query';
import { BellOff, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useApi } from '../../../app/context.tsx';
import { Page } from '../../../app/Page.tsx';
import { LoadingBlock } from '../../../app/QueryState.tsx';
import { pathTo } from '../../../paths.ts';

/** The unsubscribe screen. */
export function Unsubscribe() {
  const t = useT('webSavedSearches');
  const api = useApi();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const unsubscribe = useMutation({
    mutationFn: (value: string) => api.savedSearches.unsubscribe(value),
  });
  const sent = useRef(false);
  useEffect(() => {
    if (token && !sent.current) {
      sent.current = true;
      unsubscribe.mutate(token);
    }
  }, [token, unsubscribe]);

  const manage = (
    <LinkButton href={pathTo('c.savedSearches')} variant="secondary">
      {t('unsubscribe.manage')}
    </LinkButton>
  );
  return (
    <Page title={t('unsubscribe.title')} width="narrow">
      {!token ? (
        <EmptyState
          icon={CircleAlert}
          title={t('unsubscribe.invalid')}
          description={t('unsubscribe.missing')}
        />
      ) : unsubscribe.isError ? (
        <EmptyState
          icon={CircleAlert}
          title={t('unsubscribe.invalid')}
          description={unsubscribe.error.message}
          action={manage}
        />
      ) : unsubscribe.isSuccess ? (
        <EmptyState
          icon={BellOff}
          title={t('unsubscribe.done')}
          description={unsubscribe.data.message}
          action={manage}
        />
      ) : (
        <LoadingBlock>
          <Card>{t('unsubscribe.working')}</Card>
        </LoadingBlock>
      )}
    </Page>
  );
}
