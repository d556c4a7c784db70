/**
 * Settings tab "account" (R-ROUTE-4): the sign-in e-mail (verified or not, a pending change), an
 * e-mail change confirmed through a link sent to the new address
 * ({b,c}/settings/account/verify-email/{token}), the data export as a JSON file, and account
 * deletion confirmed with the password; and the display preferences (theme, language).
 */
import type { AccountSettings } from '@hireloop/api';
import { LIMITS } from '@hireloop/api/rules';
import {
  AlertDialog,
  Badge,
  Box,
  Button,
  Form,
  Inline,
  PasswordField,
  Stack,
  Text,
  TextField,
  useT,
} from '@hireloop/ui';
import { useState } from 'react';
import { useNotify, useServices } from '../../app/context.tsx';
import { LanguageChoice, ThemeToggle } from '../../app/PreferenceControls.tsx';
import { ErrorBlock, LoadingBlock } from '../../app/QueryState.tsx';
import { useSettingsArea } from './area.ts';
import { downloadJson, exportFilename } from '../../shared/download.ts';
import { fieldErrorsOf } from './fieldErrors.ts';
import { useAccount, useChangeEmail, useDeleteAccount, useExportData } from './queries.ts';
import { ResendVerification } from './ResendVerification.tsx';
import { Section } from '../../shared/Section.tsx';

function EmailSection({ account }: { account: AccountSettings }) {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const change = useChangeEmail(area);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const fieldErrors = fieldErrorsOf(change.error);
  return (
    <Section title={t('account.emailTitle')} description={t('account.emailHint')}>
      <Inline>
        <span>
          {t('account.currentEmail')}: <strong>{account.email}</strong>
        </span>
        <Badge tone={account.emailVerified ? 'success' : 'warning'}>
          {account.emailVerified ? t('account.verified') : t('account.notVerified')}
        </Badge>
      </Inline>
      {account.pendingEmail ? (
        <Text role="status" size="sm" tone="muted">
          {t('account.pending', { email: account.pendingEmail })}
        </Text>
      ) : null}
      {account.pendingEmail || !account.emailVerified ? <ResendVerification /> : null}
      <Box maxWidth="prose">
        <Form
          validationErrors={fieldErrors}
          formError={change.error && !fieldErrors ? change.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate(
              { email: email.trim(), password },
              {
                onSuccess: ({ message }) => {
                  setEmail('');
                  setPassword('');
                  notify({ type: 'success', message });
                },
              },
            );
          }}
        >
          <TextField
            name="email"
            type="email"
            label={t('account.newEmail')}
            autoComplete="email"
            isRequired
            maxLength={LIMITS.emailMaxLength}
            value={email}
            onChange={setEmail}
            validate={(value) =>
              value.trim().toLowerCase() === account.email.toLowerCase()
                ? t('account.sameEmail')
                : null
            }
          />
          <PasswordField
            name="password"
            label={t('account.password')}
            autoComplete="current-password"
            isRequired
            maxLength={LIMITS.passwordMaxLength}
            value={password}
            onChange={setPassword}
          />
          <Inline>
            <Button type="submit" isPending={change.isPending}>
              {t('account.changeEmail')}
            </Button>
          </Inline>
        </Form>
      </Box>
    </Section>
  );
}

function ExportSection() {
  const t = useT('webSettings');
  const notify = useNotify();
  const { area } = useSettingsArea();
  const exportData = useExportData(area);
  return (
    <Section title={t('account.exportTitle')} description={t('account.exportHint')}>
      <Inline>
        <Button
          variant="secondary"
          isPending={exportData.isPending}
          onPress={() =>
            exportData.mutate(undefined, {
              onSuccess: (data) => {
                downloadJson(data, exportFilename());
                notify({ type: 'success', message: t('account.exported') });
              },
              onError: (error) => notify({ type: 'error', message: error.message }),
            })
          }
        >
          {t('account.export')}
        </Button>
      </Inline>
    </Section>
  );
}

function DeleteSection() {
  const t = useT('webSettings');
  const { role, area } = useSettingsArea();
  const { auth } = useServices();
  const remove = useDeleteAccount(area);
  const [isOpen, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldErrors = fieldErrorsOf(remove.error);
  const close = () => {
    setOpen(false);
    setPassword('');
    setMissing(false);
    remove.reset();
  };
  return (
    <Section title={t('account.deleteTitle')} description={t('account.deleteHint')}>
      <Text size="sm" tone="muted">
        {role === 'business' ? t('account.deleteBusiness') : t('account.deleteCustomer')}
      </Text>
      <Inline>
        <Button variant="danger" onPress={() => setOpen(true)}>
          {t('account.delete')}
        </Button>
      </Inline>
      <AlertDialog
        isOpen={isOpen}
        onOpenChange={(open) => (open ? setOpen(true) : close())}
        title={t('account.deleteDialogTitle')}
        variant="danger"
        confirmLabel={t('account.deleteConfirm')}
        closeOnConfirm={false}
        isPending={remove.isPending}
        onConfirm={() => {
          if (password === '') {
            setMissing(true);
            return;
          }
          remove.mutate(password, {
            // Every token of the user stops working: sign out here with the server's message.
            onSuccess: ({ message }) =>
              auth.send({ type: 'auth.sessionExpired', message, redirect: null }),
          });
        }}
      >
        <p>{t('account.deleteDialogText')}</p>
        <Form
          validationErrors={
            fieldErrors ?? (missing ? { password: [t('account.passwordRequired')] } : undefined)
          }
          formError={remove.error && !fieldErrors ? remove.error.message : null}
        >
          <PasswordField
            name="password"
            label={t('account.password')}
            autoComplete="current-password"
            isRequired
            value={password}
            onChange={(value) => {
              setMissing(false);
              setPassword(value);
            }}
          />
        </Form>
      </AlertDialog>
    </Section>
  );
}

/** The display preferences (R-UI-1): theme and language, kept on this device. */
function DisplaySection() {
  const t = useT('webSettings');
  return (
    <Section title={t('display.title')} description={t('display.hint')}>
      <Stack maxWidth="prose">
        <ThemeToggle variant="switch" />
        <LanguageChoice showLabel />
      </Stack>
    </Section>
  );
}

/** The account tab. */
export function AccountTab() {
  const { area } = useSettingsArea();
  const account = useAccount(area);
  return (
    <Stack space="lg">
      {account.isPending ? (
        <LoadingBlock lines={4} />
      ) : account.isError ? (
        <ErrorBlock error={account.error} onRetry={() => void account.refetch()} />
      ) : (
        <EmailSection account={account.data} />
      )}
      <DisplaySection />
      <ExportSection />
      <DeleteSection />
    </Stack>
  );
}
