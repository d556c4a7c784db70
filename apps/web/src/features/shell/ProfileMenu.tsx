/**
 * The profile menu of the shell (R-SHELL-1 "a profile menu with Logout"): the user's picture and
 * display name as the trigger; Settings and Logout as items. The shell draws it twice (sidebar
 * foot, mobile top bar) and owns the logout confirmation.
 */
import {
  Menu,
  MenuItem,
  MenuSeparator,
  MenuTrigger,
  SidebarProfileButton,
  useT,
} from '@hireloop/ui';
import { LogOut, Settings } from 'lucide-react';
import { useCurrentUser } from '../../app/authHooks.ts';
import { displayName, userImage } from '../../app/user.ts';
import { pathTo, type Role } from '../../paths.ts';

/** The trigger and its menu; "Logout" calls `onLogout` (which opens the confirmation). */
export function ProfileMenu({ role, onLogout }: { role: Role; onLogout: () => void }) {
  const t = useT('webShell');
  const tAuth = useT('auth');
  const user = useCurrentUser();
  const name = displayName(user);
  return (
    <MenuTrigger>
      <SidebarProfileButton
        name={name}
        detail={role === 'business' ? t('roleBusiness') : t('roleCustomer')}
        avatarUrl={userImage(user)}
        aria-label={t('profileMenu', { name })}
      />
      <Menu placement="top start">
        <MenuItem
          id="settings"
          href={pathTo(role === 'business' ? 'b.settings.profile' : 'c.settings.profile')}
          icon={<Settings aria-hidden="true" />}
        >
          {t('settings')}
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" isDanger icon={<LogOut aria-hidden="true" />} onAction={onLogout}>
          {tAuth('logout.menuItem')}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
