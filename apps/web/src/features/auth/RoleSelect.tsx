/**
 * Route `register.select` (/register, R-ROUTE-1): choose a job seeker (customer) or employer
 * (business) account, then continue to the form of that role.
 */
import { Button, Link, RoleCards, Stack, useT } from '@hireloop/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isRegistrationRole } from '../../app/guards.ts';
import { useDocumentTitle } from '../../app/Page.tsx';
import { pathTo, type Role } from '../../paths.ts';
import { AuthFooter, AuthHeading, AuthScreen } from './AuthScreen.tsx';

/** The role choice. */
export function RoleSelect() {
  const t = useT('auth');
  const tWeb = useT('webAuth');
  const navigate = useNavigate();
  const [role, setRole] = useState<Role | null>(null);
  const formRef = useRef<HTMLElement>(null);
  // A card picked on the prerendered page before the script ran (a slow phone, a quick hand):
  // hydration keeps the native radio checked but not React's state, so Continue stayed disabled
  // and the next render cleared the choice. Adopt it once, after hydration.
  useEffect(() => {
    const value = formRef.current?.querySelector<HTMLInputElement>(
      'input[type="radio"]:checked',
    )?.value;
    if (isRegistrationRole(value)) setRole((current) => current ?? value);
  }, []);
  useDocumentTitle(tWeb('registerSelect.documentTitle'));
  return (
    <AuthScreen wide>
      <AuthHeading title={t('register.chooseRole')} lead={tWeb('registerSelect.lead')} />
      <Stack
        as="form"
        ref={formRef}
        space="md"
        onSubmit={(event) => {
          event.preventDefault();
          if (role) void navigate(pathTo('register.form', { role }));
        }}
      >
        <RoleCards label={t('register.roleLabel')} value={role} onChange={setRole} />
        <Button type="submit" size="lg" isDisabled={!role}>
          {tWeb('registerSelect.continue')}
        </Button>
      </Stack>
      <AuthFooter text={t('register.haveAccount')}>
        <Link href={pathTo('login')}>{t('register.signIn')}</Link>
      </AuthFooter>
    </AuthScreen>
  );
}
