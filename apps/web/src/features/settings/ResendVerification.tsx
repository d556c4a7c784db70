/**
 * "Send the verification link again" under an unverified or pending e-mail address (Settings →
 * Account). The server limits it (one a minute, five a day); its 429 message says when to retry
 * and is shown under the button as well as in a toast.
 */
import { Button, Inline, Stack, Text, useT } from '@hireloop/ui';
import { useNotify } from '../../app/context.tsx';
import { useSettingsArea } from './area.ts';
import { useResendVerification } from './queries.ts';

/** The resend button with its hint and its last error. */
export function ResendVerification() {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const resend = useResendVerification(area);
  return (
    <Stack maxWidth="prose">
      <Text size="sm" tone="muted">
        {t('account.resendHint')}
      </Text>
      <Inline>
        <Button
          variant="secondary"
          isPending={resend.isPending}
          onPress={() =>
            resend.mutate(undefined, {
              onSuccess: ({ message }) => notify({ type: 'success', message }),
              onError: (error) => notify({ type: 'error', message: error.message }),
            })
          }
        >
          {t('account.resend')}
        </Button>
      </Inline>
      {resend.isError ? (
        <Text role="alert" size="sm" tone="danger">
          {resend.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
