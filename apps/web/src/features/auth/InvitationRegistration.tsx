/**
 * Registration through a team invitation's link (`/register/business?token=<token>`, issue 36,
 * decision 238): reads the invitation (GET /api/v1/auth/invitation, signed out), then shows the
 * business registration form joining its company (company name shown, not typed; the invited
 * address fixed; first and last name). A link that is unknown, used, revoked or expired shows
 * "This invitation link does not work" with the server's message and a way to register a new
 * company instead; a failed read offers to try again. Loaded only when the link has a token: it
 * brings the API client and TanStack Query, which the registration page does not load otherwise.
 */
import { isApiError } from '@hireloop/api';
import { Box, Button, Link, Stack, useT } from '@hireloop/ui';
import { useDocumentTitle } from '../../app/Page.tsx';
import { WithSessionServices } from '../../app/SessionProviders.tsx';
import { LoadingBlock } from '../../app/QueryState.tsx';
import { pathTo } from '../../paths.ts';
import { useInvitationPreview } from '../../shared/team/queries.ts';
import { AuthHeading, AuthScreen } from './AuthScreen.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/** The registration page of invitation link token `token`, once the session services are there. */
function InvitationPage({ token }: { token: string }) {
  const t = useT('webAuth');
  const invitation = useInvitationPreview(token);
  // 404: unknown, used, revoked or expired; 422: not a token at all (a mangled link).
  const status = isApiError(invitation.error) ? invitation.error.status : null;
  const invalid = status === 404 || status === 422;
  const failedTitle = invalid
    ? t('registerForm.invitationInvalidTitle')
    : t('registerForm.invitationFailedTitle');
  useDocumentTitle(
    invitation.data
      ? t('registerForm.titleInvitation', { company: invitation.data.companyName })
      : invitation.isPending
        ? t('registerForm.invitationLoading')
        : failedTitle,
  );

  if (invitation.data) {
    return <RegisterForm accountRole="business" invitation={{ ...invitation.data, token }} />;
  }
  if (invitation.isPending) {
    return (
      <AuthScreen>
        <AuthHeading title={t('registerForm.invitationLoading')} />
        <LoadingBlock lines={6} />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen>
      <AuthHeading title={failedTitle} />
      <Stack space="md">
        <Box
          as="p"
          role="alert"
          padding="md"
          borderRadius="md"
          background="dangerSubtle"
          color="dangerSubtleText"
        >
          {status === 422 ? t('registerForm.invitationMangled') : invitation.error?.message}
        </Box>
        {invalid ? (
          <Box as="p">{t('registerForm.invitationInvalidText')}</Box>
        ) : (
          <Button size="lg" fullWidth onPress={() => void invitation.refetch()}>
            {t('registerForm.retry')}
          </Button>
        )}
        <Link href={pathTo('register.form', { role: 'business' })} variant="standalone">
          {t('registerForm.createCompany')}
        </Link>
      </Stack>
    </AuthScreen>
  );
}

/**
 * The registration page of invitation link token `token`, with the session services loaded first
 * (the link is opened cold, signed out, and the page calls the API).
 */
export function InvitationRegistration({ token }: { token: string }) {
  return (
    <WithSessionServices>
      <InvitationPage token={token} />
    </WithSessionServices>
  );
}
