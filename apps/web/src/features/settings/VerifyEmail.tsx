/**
 * E-mail change confirmation ({b,c}.settings.account.verify-email, R-ROUTE-3): opened from the link
 * sent to the new address; confirms once and shows the outcome.
 */
import { EmptyState, LinkButton, Stack, useT } from '@hireloop/ui';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { useSettingsArea } from './area.ts';
import { useVerifyEmail } from './queries.ts';

/** Confirms the e-mail change of `token`. */
export function VerifyEmail({ token }: { token: string }) {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const verify = useVerifyEmail(area);
  const { mutate } = verify;
  const sent = useRef<string | null>(null);
  useEffect(() => {
    // Once per token, also under React's development double effects.
    if (sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);
  const back = (
    <LinkButton
      href={pathTo(role === 'business' ? 'b.settings.account' : 'c.settings.account')}
      variant="secondary"
    >
      {t('verifyEmail.back')}
    </LinkButton>
  );
  return (
    <Stack space="lg">
      {verify.isSuccess ? (
        <div role="status">
          <EmptyState
            icon={CircleCheck}
            title={t('verifyEmail.verified')}
            description={verify.data.message}
            action={back}
          />
        </div>
      ) : verify.isError ? (
        <div role="alert">
          <EmptyState
            icon={CircleX}
            title={t('verifyEmail.failed')}
            description={verify.error.message}
            action={back}
          />
        </div>
      ) : (
        <LoadingBlock lines={2}>
          <p>{t('verifyEmail.verifying')}</p>
        </LoadingBlock>
      )}
    </Stack>
  );
}
