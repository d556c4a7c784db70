/**
 * Route `register.form` (/register/{role}, R-ROUTE-1, R-VALID-2, R-VALID-3): the registration form of a job seeker
 * (customer: first and last name, avatar) or an employer (business: business name, logo).
 *
 * - The password shows the live checklist of R-VALID-1; the confirmation must match.
 * - Submit is enabled only when R-VALID-2's required fields are present and the terms accepted.
 * - Server errors show under their field; otherwise the server's message or "Registration failed.
 *   Please try again." shows above the form.
 * - Through a team invitation's link (`/register/business?token=…`, issue 36, decision 238; see
 *   ./InvitationRegistration.tsx) the business form joins the invitation's company: its name is
 *   shown, not typed; the person gives their first and last name; the e-mail is the invited
 *   address, fixed; no logo (the company has its own).
 */
import { LIMITS, PASSWORD_RULES, UPLOAD_TYPES } from '@hireloop/api/rules';
import {
  Button,
  Checkbox,
  FileDropZone,
  Form,
  Link,
  PasswordField,
  Text,
  TextField,
  Tiles,
  useT,
  VisuallyHidden,
} from '@hireloop/ui';
import type { InvitationPreview } from '@hireloop/api';
import { REGISTRATION_FAILED_MESSAGE } from '@hireloop/machines';
import { useState } from 'react';
import { useAuthOrGuest } from '../../app/context.tsx';
import { useAuthForm } from '../../app/useAuthForm.ts';
import { useDocumentTitle } from '../../app/Page.tsx';
import { pathTo, type Role } from '../../paths.ts';
import { AuthFooter, AuthHeading, AuthScreen } from './AuthScreen.tsx';
import {
  canSubmitRegistration,
  emptyRegistration,
  type RegistrationValues,
} from './registration.ts';

/** A guest's field errors before the auth machine is loaded (one object: the form keeps it). */
const noFieldErrors: Record<string, string[]> = {};

/** A team invitation the business form registers through: its link's token and what it offers. */
export interface RegistrationInvitation extends InvitationPreview {
  /** The token of the invitation's link (`?token=`). */
  token: string;
}

/** Props of {@link RegisterForm}. */
export interface RegisterFormProps {
  /** The account type: a job seeker (customer) or an employer (business). */
  accountRole: Role;
  /** A business joining a company through this invitation (issue 36). @default none */
  invitation?: RegistrationInvitation;
}

/** The registration form of `role`, or of a member joining a company through `invitation`. */
export function RegisterForm({ accountRole: role, invitation }: RegisterFormProps) {
  const t = useT('auth');
  const tWeb = useT('webAuth');
  const { error, pending, intentRef, send } = useAuthForm(
    (snapshot) => snapshot.matches({ signedOut: 'registering' }),
    REGISTRATION_FAILED_MESSAGE,
  );
  const fieldErrors = useAuthOrGuest((snapshot) => snapshot.context.fieldErrors, noFieldErrors);
  const [values, setValues] = useState<RegistrationValues>(() =>
    invitation ? { ...emptyRegistration, email: invitation.email } : emptyRegistration,
  );
  const [picture, setPicture] = useState<File | null>(null);
  const isBusiness = role === 'business';
  // A member joining a company gives their own names, like a job seeker.
  const withNames = !isBusiness || invitation !== undefined;
  const title = invitation
    ? tWeb('registerForm.titleInvitation', { company: invitation.companyName })
    : isBusiness
      ? tWeb('registerForm.titleBusiness')
      : tWeb('registerForm.titleCustomer');
  useDocumentTitle(title);

  const set =
    <K extends keyof RegistrationValues>(key: K) =>
    (value: RegistrationValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));
  const canSubmit = canSubmitRegistration(role, values, invitation !== undefined);

  return (
    <AuthScreen ref={intentRef}>
      <AuthHeading
        title={title}
        lead={
          invitation
            ? tWeb(`registerForm.leadInvitation.${invitation.role}`, {
                company: invitation.companyName,
              })
            : isBusiness
              ? tWeb('registerForm.leadBusiness')
              : tWeb('registerForm.leadCustomer')
        }
      />
      <Form
        // Prerendered: a form sent before the script takes it over posts (server answers 303 back
        // to the page), so the password is never put in the URL.
        method="post"
        formError={error}
        validationErrors={fieldErrors}
        onSubmit={(event) => {
          event.preventDefault();
          if (!canSubmit) return;
          const names = withNames
            ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() }
            : { businessName: values.businessName.trim() };
          const draft = {
            role,
            email: values.email.trim(),
            password: values.password,
            passwordConfirmation: values.passwordConfirmation,
            // canSubmit holds only once the terms are accepted.
            agreedToTerms: true as const,
            ...names,
            ...(invitation ? { invitationToken: invitation.token } : {}),
            // The API sends multipart when a picture is attached (R-API-3 register).
            ...(picture ? (isBusiness ? { logo: picture } : { avatar: picture }) : {}),
          };
          send({ type: 'auth.register', draft });
        }}
      >
        {!withNames ? (
          <TextField
            name="businessName"
            label={t('register.businessName')}
            autoComplete="organization"
            isRequired
            maxLength={200}
            value={values.businessName}
            onChange={set('businessName')}
          />
        ) : (
          <Tiles minWidth="10rem">
            <TextField
              name="firstName"
              label={t('register.firstName')}
              autoComplete="given-name"
              isRequired
              maxLength={100}
              value={values.firstName}
              onChange={set('firstName')}
            />
            <TextField
              name="lastName"
              label={t('register.lastName')}
              autoComplete="family-name"
              isRequired
              maxLength={100}
              value={values.lastName}
              onChange={set('lastName')}
            />
          </Tiles>
        )}
        <TextField
          name="email"
          type="email"
          label={t('register.email')}
          autoComplete="email"
          isRequired
          // The account must use the invited address (the server refuses another).
          isReadOnly={invitation !== undefined}
          description={invitation ? tWeb('registerForm.invitedEmail') : undefined}
          maxLength={LIMITS.emailMaxLength}
          value={values.email}
          onChange={set('email')}
        />
        <PasswordField
          name="password"
          label={t('register.password')}
          autoComplete="new-password"
          requirements={PASSWORD_RULES}
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.password}
          onChange={set('password')}
        />
        <PasswordField
          name="passwordConfirmation"
          label={t('register.passwordConfirmation')}
          autoComplete="new-password"
          isRequired
          maxLength={LIMITS.passwordMaxLength}
          value={values.passwordConfirmation}
          onChange={set('passwordConfirmation')}
          validate={(value) =>
            value !== '' && value !== values.password ? tWeb('registerForm.passwordMismatch') : null
          }
        />
        {invitation ? null : (
          <FileDropZone
            label={isBusiness ? tWeb('registerForm.logo') : tWeb('registerForm.avatar')}
            kind={isBusiness ? 'logo' : 'avatar'}
            acceptedTypes={UPLOAD_TYPES.image}
            maxSizeBytes={LIMITS.imageMaxBytes}
            onFileChange={setPicture}
            errorMessage={(isBusiness ? fieldErrors.logo : fieldErrors.avatar)?.join(' ') ?? null}
          />
        )}
        <Checkbox
          name="agreedToTerms"
          isRequired
          isSelected={values.agreedToTerms}
          onChange={set('agreedToTerms')}
        >
          {t('register.agreedToTerms')}
        </Checkbox>
        <LegalLinks />
        <Button type="submit" size="lg" fullWidth isPending={pending} isDisabled={!canSubmit}>
          {t('register.submit')}
        </Button>
        {!canSubmit ? (
          <Text size="sm" tone="muted">
            {tWeb('registerForm.submitHint')}
          </Text>
        ) : null}
      </Form>
      <AuthFooter text={t('register.haveAccount')}>
        <Link href={pathTo('login')}>{t('register.signIn')}</Link>
      </AuthFooter>
      {invitation ? null : (
        <AuthFooter>
          <Link href={pathTo('register.select')}>{tWeb('registerForm.otherRole')}</Link>
        </AuthFooter>
      )}
    </AuthScreen>
  );
}

/** Links to the Terms of Service and the Privacy Policy, opening in a new tab (the form stays). */
function LegalLinks() {
  const t = useT('auth');
  const newTab = <VisuallyHidden>{` ${t('register.newTab')}`}</VisuallyHidden>;
  const [before, middle = '', after = ''] = t('register.legalLinks', {
    terms: '\u0000',
    privacy: '\u0000',
  }).split('\u0000');
  return (
    <Text size="sm" tone="muted">
      {before}
      <Link href={pathTo('terms')} target="_blank" rel="noopener">
        {t('register.termsOfService')}
        {newTab}
      </Link>
      {middle}
      <Link href={pathTo('privacy')} target="_blank" rel="noopener">
        {t('register.privacyPolicy')}
        {newTab}
      </Link>
      {after}
    </Text>
  );
}
