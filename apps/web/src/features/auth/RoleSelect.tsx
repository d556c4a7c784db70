/**
 * Route `register.select` (/register, R-ROUTE-1): choose a job seeker (customer) or employer
 * (business) account, then continue to the form of that role.
 */
import { Button, Link, RoleCards, Stack, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/Page.tsx';
import { pathTo, type Role } from '../../paths.ts';
import { AuthFooter, AuthHeading, AuthScreen } from './AuthScreen.tsx';

/** The role choice. */
export function RoleSelect() {
  const t = useT('auth');
  const tWeb = useT('webAuth');
  const navigate = useNavigate();
  const [role, setRole] = useState<Role | null>(null);
  useDocumentTitle(tWeb('registerSelect.documentTitle'));
  return (
    <AuthScreen wide>
      <AuthHeading title={t('register.chooseRole')} lead={tWeb('registerSelect.lead')} />
      <Stack
        as="form"
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
