/**
 * The profile menu of the shell (spec §2 "a profile menu with Logout"): the user's picture and
 * display name as the trigger; Settings and Logout as items. Logout asks for confirmation with the
 * spec's dialog; the auth machine then signs out and the app shows the server's message on the
 * login page.
 */
import { Avatar, Button, LogoutDialog, Menu, MenuItem, MenuSeparator, MenuTrigger, useT } from '@hireloop/ui';
import { isSignedIn } from '@hireloop/machines';
import { LogOut, Settings } from 'lucide-react';
import { useState } from 'react';
import { useAuth, useCurrentUser, useServices } from '../../app/context.tsx';
import { displayName, userImage } from '../../app/user.ts';
import { pathTo, type Role } from '../../paths.ts';
import * as styles from './shell.css.ts';

/** The trigger and menu; `compact` shows only the picture (collapsed sidebar, top bar). */
export function ProfileMenu({ role, compact = false }: { role: Role; compact?: boolean }) {
  const t = useT('webShell');
  const tAuth = useT('auth');
  const { auth } = useServices();
  const user = useCurrentUser();
  const loggingOut = useAuth((snapshot) => snapshot.matches('loggingOut'));
  const signedIn = useAuth(isSignedIn);
  const [confirming, setConfirming] = useState(false);
  const name = displayName(user);

  return (
    <>
      <MenuTrigger>
        <Button
          variant="ghost"
          className={compact ? styles.profileTriggerCompact : styles.profileTrigger}
          aria-label={t('profileMenu', { name })}
        >
          <Avatar src={userImage(user)} name={name} size="sm" shape={role === 'business' ? 'square' : 'circle'} decorative />
          {compact ? null : (
            <span className={styles.profileText}>
              <span className={styles.profileName}>{name}</span>
              <span className={styles.profileRole}>
                {role === 'business' ? t('roleBusiness') : t('roleCustomer')}
              </span>
            </span>
          )}
        </Button>
        <Menu placement="top start">
          <MenuItem
            id="settings"
            href={pathTo(role === 'business' ? 'b.settings.profile' : 'c.settings.profile')}
            icon={<Settings aria-hidden="true" />}
          >
            {t('settings')}
          </MenuItem>
          <MenuSeparator />
          <MenuItem
            id="logout"
            isDanger
            icon={<LogOut aria-hidden="true" />}
            onAction={() => setConfirming(true)}
          >
            {tAuth('logout.menuItem')}
          </MenuItem>
        </Menu>
      </MenuTrigger>
      <LogoutDialog
        isOpen={confirming && signedIn}
        onOpenChange={setConfirming}
        closeOnConfirm={false}
        isPending={loggingOut}
        onConfirm={() => auth.send({ type: 'auth.logout' })}
      />
    </>
  );
}
