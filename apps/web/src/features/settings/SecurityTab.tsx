/**
 * Settings tab "security" (R-ROUTE-4): change the password (R-VALID-1 rules, live checklist; the
 * server signs the other sessions out), the optional second factor (issue 35, ./TwoFactorSection.tsx)
 * and the list of signed-in sessions with sign-out.
 */
import type { Session } from '@hireloop/api';
import { LIMITS, PASSWORD_RULES } from '@hireloop/api/rules';
import { Badge, Box, Button, Form, Inline, PasswordField, Stack, Text, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useNotify } from '../../app/context.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useSettingsArea } from './area.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { useChangePassword, useRevokeSession, useSessions } from './queries.ts';
import { Section } from '../../shared/Section.tsx';
import * as styles from './settings.css.ts';
import { TwoFactorSection } from './TwoFactorSection.tsx';

function PasswordForm() {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const change = useChangePassword(area);
  const [values, setValues] = useState({
    currentPassword: '',
    password: '',
    passwordConfirmation: '',
  });
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const fieldErrors = fieldErrorsOf(change.error);

  return (
    <Box maxWidth="prose">
      <Form
        validationErrors={fieldErrors}
        formError={change.error && !fieldErrors ? change.error.message : null}
        onSubmit={(event) => {
          event.preventDefault();
          change.mutate(values, {
            onSuccess: ({ signedOutSessions }) => {
              setValues({ currentPassword: '', password: '', passwordConfirmation: '' });
              notify({
                type: 'success',
                message:
                  signedOutSessions > 0
                    ? t('security.signedOutOthers', { count: signedOutSessions })
                    : t('security.changed'),
              });
            },
          });
        }}
      >
        <PasswordField
          name="currentPassword"
          label={t('security.currentPassword')}
          autoComplete="current-password"
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.currentPassword}
          onChange={set('currentPassword')}
        />
        <PasswordField
          name="password"
          label={t('security.newPassword')}
          autoComplete="new-password"
          requirements={PASSWORD_RULES}
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.password}
          onChange={set('password')}
        />
        <PasswordField
          name="passwordConfirmation"
          label={t('security.confirmPassword')}
          autoComplete="new-password"
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          validate={(value) =>
            value !== '' && value !== values.password ? t('security.passwordMismatch') : null
          }
        />
        <Inline>
          <Button type="submit" isPending={change.isPending}>
            {t('security.change')}
          </Button>
        </Inline>
      </Form>
    </Box>
  );
}

const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({ session }: { session: Session }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const revoke = useRevokeSession(area);
  return (
    <li className={styles.sessionItem}>
      <Inline align="between">
        <Box display="flex" flexDirection="column" gap="xxxs" minWidth="0">
          <Inline as="span" space="xs">
            <Text as="span" weight="medium">
              {session.device}
            </Text>
            {session.isCurrent ? <Badge tone="success">{t('security.thisDevice')}</Badge> : null}
            {session.remember ? <Badge>{t('security.remembered')}</Badge> : null}
          </Inline>
          <Text as="span" size="sm" tone="muted">
            {t('security.lastActive')}: {dateTime.format(new Date(session.lastUsedAt))} ·{' '}
            {t('security.ipAddress', { ip: session.ipAddress })}
          </Text>
          <Text as="span" size="sm" tone="muted">
            {t('security.signedIn')}: {dateTime.format(new Date(session.createdAt))}
          </Text>
        </Box>
        {session.isCurrent ? null : (
          <Button
            variant="secondary"
            size="sm"
            aria-label={t('security.signOutSession', { device: session.device })}
            isPending={revoke.isPending}
            onPress={() =>
              revoke.mutate(session.id, {
                onSuccess: ({ message }) => notify({ type: 'success', message }),
                onError: (error) => notify({ type: 'error', message: error.message }),
              })
            }
          >
            {t('security.signOut')}
          </Button>
        )}
      </Inline>
    </li>
  );
}

function SessionList() {
  const t = useT('webSettings');
  const { area } = useSettingsArea();
  const sessions = useSessions(area);
  if (sessions.isPending) return <LoadingBlock lines={3} />;
  if (sessions.isError) {
    return (
      <ErrorBlock error={sessions.error} onRetry={() => void sessions.refetch()} headingLevel={3} />
    );
  }
  // The current session first, then the most recently used.
  const sorted = [...sessions.data].sort(
    (a, b) => Number(b.isCurrent) - Number(a.isCurrent) || b.lastUsedAt.localeCompare(a.lastUsedAt),
  );
  return (
    <>
      <Stack as="ul" space="none">
        {sorted.map((session) => (
          <SessionRow key={session.id} session={session} />
        ))}
      </Stack>
      {sorted.every((session) => session.isCurrent) ? (
        <Text size="sm" tone="muted">
          {t('security.noOtherSessions')}
        </Text>
      ) : null}
    </>
  );
}

/** The security tab. */
export function SecurityTab() {
  const t = useT('webSettings');
  return (
    <Stack space="lg">
      <Section title={t('security.passwordTitle')} description={t('security.passwordHint')}>
        <PasswordForm />
      </Section>
      <TwoFactorSection />
      <Section title={t('security.sessionsTitle')} description={t('security.sessionsHint')}>
        <SessionList />
      </Section>
    </Stack>
  );
}
