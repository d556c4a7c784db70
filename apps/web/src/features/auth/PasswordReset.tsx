/**
 * The forgotten-password flow on /login (issue 35, decision 206): guests reach only home, login,
 * register, unauthorized and not-found, so both forms live on the sign-in route.
 * - {@link ForgotPasswordForm} ("Forgot password?"): asks for the e-mail; the server answers the
 *   same neutral message whatever the address, shown in place of the form.
 * - {@link ResetPasswordForm} (`/login?reset=<token>`, the e-mailed link): the new password with
 *   the registration rules' live checklist and a confirmation; a link that is unknown, used or
 *   expired (422 on `token`) offers to ask for a new one; success says to sign in again (every
 *   session was signed out).
 * The token is read only after hydration (`useResetToken`, resetToken.ts): /login is prerendered
 * without it. The document title is set by `LoginForm`, which shows these forms and loads this
 * module only when one of them is shown (it brings the API client and TanStack Query, which the
 * sign-in page does not load otherwise: 46 kB of gzip JS on /login).
 */
import { LIMITS, PASSWORD_RULES } from '@hireloop/api/rules';
import { Box, Button, Form, PasswordField, Stack, TextField, useT } from '@hireloop/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useApi } from '../../app/context.tsx';
import { WithSessionServices } from '../../app/SessionProviders.tsx';
import { fieldErrorsOf } from '../../shared/fieldErrors.ts';
import { AuthHeading, AuthScreen } from './AuthScreen.tsx';

/**
 * The heading of a view that replaces another in place: it takes the focus when it appears (the
 * pressed button is gone), so keyboard and screen reader users start on the new view.
 */
function ViewTitle({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <AuthHeading title={title} lead={lead} headingRef={ref} />;
}

/** A short outcome shown in place of a form (password reset: link sent, password changed). */
function Notice({ role, children }: { role: 'status' | 'alert'; children: ReactNode }) {
  return (
    <Box
      as="p"
      role={role}
      padding="md"
      borderRadius="md"
      background="surfaceMuted"
      borderStyle="solid"
      borderWidth="thin"
      borderColor="border"
    >
      {children}
    </Box>
  );
}

/** Props of {@link ForgotPasswordForm}. */
export interface ForgotPasswordFormProps {
  /** The address typed in the sign-in form, if any. @default '' */
  initialEmail?: string;
  /** Goes back to the sign-in form. */
  onBack: () => void;
}

/** "Forgot password?": asks for a reset link, then shows the server's neutral answer. */
function ForgotPasswordView({ initialEmail = '', onBack }: ForgotPasswordFormProps) {
  const t = useT('webAuth');
  const api = useApi();
  const [email, setEmail] = useState(initialEmail);
  const forgot = useMutation({
    mutationFn: (address: string) => api.auth.forgotPassword({ email: address }),
  });
  const fieldErrors = fieldErrorsOf(forgot.error);

  return (
    <AuthScreen>
      <ViewTitle title={t('forgot.title')} lead={t('forgot.lead')} />
      {forgot.isSuccess ? (
        <Stack space="md">
          <Notice role="status">{forgot.data.message}</Notice>
          <Button variant="secondary" fullWidth onPress={onBack}>
            {t('forgot.back')}
          </Button>
        </Stack>
      ) : (
        <Form
          validationErrors={fieldErrors}
          formError={forgot.error && !fieldErrors ? forgot.error.message : null}
          onSubmit={(event) => {
            event.preventDefault();
            forgot.mutate(email.trim());
          }}
        >
          <TextField
            name="email"
            type="email"
            label={t('forgot.email')}
            autoComplete="email"
            isRequired
            maxLength={LIMITS.emailMaxLength}
            value={email}
            onChange={setEmail}
          />
          <Button type="submit" size="lg" fullWidth isPending={forgot.isPending}>
            {t('forgot.submit')}
          </Button>
          <Button variant="ghost" fullWidth onPress={onBack}>
            {t('forgot.back')}
          </Button>
        </Form>
      )}
    </AuthScreen>
  );
}

/** Props of {@link ResetPasswordForm}. */
export interface ResetPasswordFormProps {
  /** The token of the e-mailed link. */
  token: string;
  /** Opens the "Forgot password?" form (the link did not work). */
  onRequestNewLink: () => void;
  /** Goes to the sign-in form (after success). */
  onSignIn: () => void;
}

/** `/login?reset=<token>`: sets the new password with the link's token. */
function ResetPasswordView({ token, onRequestNewLink, onSignIn }: ResetPasswordFormProps) {
  const t = useT('webAuth');
  const api = useApi();
  const [values, setValues] = useState({ password: '', passwordConfirmation: '' });
  const set = (key: keyof typeof values) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));
  const reset = useMutation({
    mutationFn: () => api.auth.resetPassword({ token, ...values }),
  });
  const fieldErrors = fieldErrorsOf(reset.error);
  const tokenError = fieldErrors?.token?.[0];

  if (reset.isSuccess || tokenError) {
    return (
      <AuthScreen>
        <ViewTitle
          key={reset.isSuccess ? 'done' : 'invalid'}
          title={reset.isSuccess ? t('reset.doneTitle') : t('reset.invalidTitle')}
        />
        <Notice role={reset.isSuccess ? 'status' : 'alert'}>
          {reset.isSuccess ? reset.data.message : tokenError}
        </Notice>
        {reset.isSuccess ? (
          <Button size="lg" fullWidth onPress={onSignIn}>
            {t('reset.signIn')}
          </Button>
        ) : (
          <Button size="lg" fullWidth onPress={onRequestNewLink}>
            {t('reset.newLink')}
          </Button>
        )}
      </AuthScreen>
    );
  }

  return (
    <AuthScreen>
      <AuthHeading title={t('reset.title')} lead={t('reset.lead')} />
      <Form
        validationErrors={fieldErrors}
        formError={reset.error && !fieldErrors ? reset.error.message : null}
        onSubmit={(event) => {
          event.preventDefault();
          reset.mutate();
        }}
      >
        <PasswordField
          name="password"
          label={t('reset.password')}
          autoComplete="new-password"
          requirements={PASSWORD_RULES}
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.password}
          onChange={set('password')}
        />
        <PasswordField
          name="passwordConfirmation"
          label={t('reset.confirmPassword')}
          autoComplete="new-password"
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          validate={(value) =>
            value !== '' && value !== values.password ? t('registerForm.passwordMismatch') : null
          }
        />
        <Button type="submit" size="lg" fullWidth isPending={reset.isPending}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}

/**
 * "Forgot password?" (see {@link ForgotPasswordView}), with the session services it calls the API
 * through loaded first (a guest page has none).
 */
export function ForgotPasswordForm(props: ForgotPasswordFormProps) {
  return (
    <WithSessionServices>
      <ForgotPasswordView {...props} />
    </WithSessionServices>
  );
}

/**
 * The new-password form of a reset link (see {@link ResetPasswordView}), with the session
 * services loaded first: the link is opened cold, signed out.
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  return (
    <WithSessionServices>
      <ResetPasswordView {...props} />
    </WithSessionServices>
  );
}
