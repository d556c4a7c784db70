/**
 * Route `register.select` (/register, R-ROUTE-1): choose a job seeker (customer) or employer
 * (business) account, then continue to the form of that role.
 */
import { Button, Link, RoleCards, useT } from '@hireloop/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/Page.tsx';
import { pathTo, type Role } from '../../paths.ts';
import * as styles from './auth.css.ts';

/** The role choice. */
export function RoleSelect() {
  const t = useT('auth');
  const tWeb = useT('webAuth');
  const navigate = useNavigate();
  const [role, setRole] = useState<Role | null>(null);
  useDocumentTitle(tWeb('registerSelect.documentTitle'));
  return (
    <div className={[styles.screen, styles.wide].join(' ')}>
      <div className={styles.heading}>
        <h1 className={styles.title}>{t('register.chooseRole')}</h1>
        <p className={styles.lead}>{tWeb('registerSelect.lead')}</p>
      </div>
      <form
        className={styles.fields}
        onSubmit={(event) => {
          event.preventDefault();
          if (role) void navigate(pathTo('register.form', { role }));
        }}
      >
        <RoleCards label={t('register.roleLabel')} value={role} onChange={setRole} />
        <Button type="submit" size="lg" isDisabled={!role}>
          {tWeb('registerSelect.continue')}
        </Button>
      </form>
      <p className={styles.footer}>
        <span>{t('register.haveAccount')}</span>
        <Link href={pathTo('login')}>{t('register.signIn')}</Link>
      </p>
    </div>
  );
}
