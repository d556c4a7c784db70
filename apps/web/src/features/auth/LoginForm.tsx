/**
 * The sign-in screen (route `login`, R-ROUTE-1, R-AUTH-3, R-ERR-3): e-mail, password and remember me. The auth
 * machine signs in; the app then goes to the `redirect` query or the dashboard
 * (src/app/authNavigation.ts). Errors: the server's message, "Authentication failed", or "Invalid
 * response format from login API". "Forgot password?" shows the reset-link form in place, and
 * `/login?reset=<token>` the new-password form (issue 35, ./PasswordReset.tsx).
 */
import { LOGIN_FAILED_MESSAGE } from '@hireloop/machines';
import { Button, Checkbox, Form, Inline, Link, PasswordField, TextField, useT } from '@hireloop/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/Page.tsx';
import { useAuthForm } from '../../app/useAuthForm.ts';
import { useAuthOrGuest } from '../../app/context.tsx';
import { pathTo } from '../../paths.ts';
import { AuthFooter, AuthHeading, AuthScreen } from './AuthScreen.tsx';
import { useResetToken } from './resetToken.ts';

// The reset forms load when shown: they bring the API client and TanStack Query (decision 206).
const ForgotPasswordForm = lazy(() =>
  import('./PasswordReset.tsx').then((m) => ({ default: m.ForgotPasswordForm })),
);
const ResetPasswordForm = lazy(() =>
  import('./PasswordReset.tsx').then((m) => ({ default: m.ResetPasswordForm })),
);

/** The sign-in form. */
export function LoginForm() {
  const t = useT('auth');
  const tWeb = useT('webAuth');
  const { error, pending, intentRef, send } = useAuthForm(
    (snapshot) => snapshot.matches({ signedOut: 'loggingIn' }),
    LOGIN_FAILED_MESSAGE,
  );
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  // Second factor (issue 35): the server answers 422 on `otp`; from then on the form asks the code.
  const [otp, setOtp] = useState('');
  const otpAsked = useAuthOrGuest((snapshot) => Boolean(snapshot.context.fieldErrors.otp), false);
  const [askOtp, setAskOtp] = useState(false);
  if (otpAsked && !askOtp) setAskOtp(true);
  const [forgot, setForgot] = useState(false);
  const resetToken = useResetToken();
  const navigate = useNavigate();
  // Back from the reset-link form: the focus goes to the heading (the pressed button is gone).
  const cameBack = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (!forgot && cameBack.current) headingRef.current?.focus();
  }, [forgot]);
  // One title for the three views (a child's effect would run before, and lose to, this one).
  useDocumentTitle(
    tWeb(
      forgot ? 'forgot.documentTitle' : resetToken ? 'reset.documentTitle' : 'login.documentTitle',
    ),
  );

  if (forgot) {
    const back = () => {
      cameBack.current = true;
      setForgot(false);
    };
    return (
      <Suspense fallback={null}>
        <ForgotPasswordForm initialEmail={email} onBack={back} />
      </Suspense>
    );
  }
  if (resetToken) {
    // Leaving the link's page drops the token from the address (and the history entry).
    const leave = (then: () => void) => {
      void navigate(pathTo('login'), { replace: true });
      then();
    };
    return (
      <Suspense fallback={null}>
        <ResetPasswordForm
          token={resetToken}
          onSignIn={() => leave(() => setForgot(false))}
          onRequestNewLink={() => leave(() => setForgot(true))}
        />
      </Suspense>
    );
  }

  return (
    <AuthScreen ref={intentRef}>
      <AuthHeading title={t('login.title')} lead={t('login.subtitle')} headingRef={headingRef} />
      <Form
        // Prerendered: a form sent before the script takes it over posts (server answers 303 back
        // to the page), so the password is never put in the URL.
        method="post"
        formError={error}
        onSubmit={(event) => {
          event.preventDefault();
          send({
            type: 'auth.login',
            credentials: {
              email: email.trim(),
              password,
              remember,
              ...(askOtp && otp.trim() ? { otp: otp.trim() } : {}),
            },
          });
        }}
      >
        <TextField
          name="email"
          type="email"
          label={t('login.email')}
          autoComplete="email"
          isRequired
          value={email}
          onChange={setEmail}
        />
        <PasswordField
          name="password"
          label={t('login.password')}
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        {askOtp ? (
          <TextField
            name="otp"
            label={tWeb('login.otp')}
            description={tWeb('login.otpHint')}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={20}
            isRequired
            value={otp}
            onChange={setOtp}
          />
        ) : null}
        {/* "Forgot password?" under the password field, at the end of the line. */}
        <Inline align="end">
          <Button variant="ghost" size="sm" onPress={() => setForgot(true)}>
            {tWeb('login.forgotPassword')}
          </Button>
        </Inline>
        <Checkbox
          isSelected={remember}
          onChange={setRemember}
          description={tWeb('login.rememberHint')}
        >
          {t('login.rememberMe')}
        </Checkbox>
        <Button type="submit" size="lg" fullWidth isPending={pending}>
          {t('login.submit')}
        </Button>
      </Form>
      <AuthFooter text={t('login.noAccount')}>
        <Link href={pathTo('register.select')}>{t('login.createAccount')}</Link>
      </AuthFooter>
    </AuthScreen>
  );
}
