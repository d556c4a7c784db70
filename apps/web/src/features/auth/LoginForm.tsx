/**
 * The sign-in screen (route `login`, R-ROUTE-1, R-AUTH-3, R-ERR-3): e-mail, password and remember me. The auth
 * machine signs in; the app then goes to the `redirect` query or the dashboard
 * (src/app/authNavigation.ts). Errors: the server's message, "Authentication failed", or "Invalid
 * response format from login API".
 */
import { LOGIN_FAILED_MESSAGE } from '@hireloop/machines';
import { Button, Checkbox, Form, Link, PasswordField, TextField, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useDocumentTitle } from '../../app/Page.tsx';
import { useAuthForm } from '../../app/useAuthForm.ts';
import { pathTo } from '../../paths.ts';
import * as styles from './auth.css.ts';

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
  useDocumentTitle(tWeb('login.documentTitle'));

  return (
    <div className={styles.screen} ref={intentRef}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('login.title')}</h1>
        <p className={styles.lead}>{t('login.subtitle')}</p>
      </div>
      <Form
        // Prerendered: a form sent before the script takes it over posts (server answers 303 back
        // to the page), so the password is never put in the URL.
        method="post"
        className={styles.fields}
        formError={error}
        onSubmit={(event) => {
          event.preventDefault();
          send({
            type: 'auth.login',
            credentials: { email: email.trim(), password, remember },
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
      <p className={styles.footer}>
        <span>{t('login.noAccount')}</span>
        <Link href={pathTo('register.select')}>{t('login.createAccount')}</Link>
      </p>
    </div>
  );
}
