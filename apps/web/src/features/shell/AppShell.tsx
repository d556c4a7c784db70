/**
 * The signed-in shell (R-SHELL-1, R-SESSION-1, R-NOTIF-5): the collapsible sidebar (its state
 * remembered), the role's menu with the active item decided by the matched route (decision 008),
 * the customer's unread badge (capped "99+", announced politely), the profile menu with the logout
 * confirmation, the mobile top bar, the shell toaster, notification polling while signed in and
 * the session timeout for users without remember me.
 */
import { isSignedIn, needsSessionTimeout } from '@hireloop/machines';
import {
  Badge,
  Box,
  LogoutDialog,
  SidebarIdentity,
  SidebarNavButton,
  SidebarNavLink,
  SidebarShell,
  useT,
  type ProfileMenuState,
} from '@hireloop/ui';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useServices, useSidebarCollapsed } from '../../app/context.tsx';
import { useAuth, useCurrentUser } from '../../app/authHooks.ts';
import {
  NotificationPollingProvider,
  useNotificationsSelector,
} from '../../app/notificationPolling.tsx';
import { ThemeToggle } from '../../app/PreferenceControls.tsx';
import { AppToaster } from '../../app/Toaster.tsx';
import { displayName, unreadBadgeText, userImage } from '../../app/user.ts';
import { activeNavItem, dashboardPath, navItems, paths, type Role } from '../../paths.ts';
import { navIcons } from './navIcons.ts';
import { ConversationsLive } from '../../shared/conversations/ConversationsLive.tsx';
import { MessagesBadge } from '../../shared/conversations/MessagesBadge.tsx';
import type { RootHandle } from '../../router.tsx';
import { ProfileMenu } from './ProfileMenu.tsx';
import { SessionTimeout } from './SessionTimeout.tsx';
import * as styles from './shell.css.ts';
import { UnreadAnnouncer } from './UnreadAnnouncer.tsx';

function UnreadBadge() {
  const t = useT('webShell');
  const count = useNotificationsSelector((snapshot) => snapshot.context.unreadCount);
  const text = unreadBadgeText(count);
  if (!text) return null;
  return (
    <Badge
      tone="danger"
      variant="solid"
      size="sm"
      count={count}
      label={t('unreadBadge', { count })}
    />
  );
}

function Navigation({ role }: { role: Role }) {
  const t = useT('nav');
  const { pathname } = useLocation();
  const active = activeNavItem(pathname);
  // The app's route tree gives its root a preloader; a shell rendered alone (a story) has none.
  const root = useMatches()[0]?.handle as Partial<RootHandle> | undefined;
  const preload = root?.preload;
  return (
    <>
      {navItems[role].map((item) => (
        <SidebarNavLink
          key={item.id}
          href={paths[item.route]}
          icon={navIcons[item.id]}
          isActive={active === item.id}
          onIntent={preload && (() => preload(paths[item.route]))}
          badge={
            item.id === 'messages' ? (
              <MessagesBadge area={role === 'business' ? 'b' : 'c'} />
            ) : role === 'customer' && item.id === 'notifications' ? (
              <UnreadBadge />
            ) : undefined
          }
        >
          {t(item.id)}
        </SidebarNavLink>
      ))}
    </>
  );
}

/**
 * The account entries of the phone's menu drawer (the main navigation above it already has
 * Settings): who is signed in, as the profile button shows it, and Logout, which opens the same
 * confirmation as the profile menu's.
 */
function DrawerAccount({ role, onLogout }: { role: Role; onLogout: () => void }) {
  const t = useT('webShell');
  const tAuth = useT('auth');
  const user = useCurrentUser();
  return (
    <>
      <SidebarIdentity
        name={displayName(user)}
        detail={role === 'business' ? t('roleBusiness') : t('roleCustomer')}
        avatarUrl={userImage(user)}
      />
      <SidebarNavButton icon={LogOut} onPress={onLogout}>
        {tAuth('logout.menuItem')}
      </SidebarNavButton>
    </>
  );
}

function SignedInShell({ role }: { role: Role }) {
  const { auth } = useServices();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [confirmingLogout, setConfirmingLogout] = useState(false);
  const loggingOut = useAuth((snapshot) => snapshot.matches('loggingOut'));
  const timeout = useAuth(needsSessionTimeout);
  const unread = useNotificationsSelector((snapshot) => snapshot.context.unreadCount);
  const loaded = useNotificationsSelector((snapshot) => snapshot.context.serverList !== null);
  // The sidebar foot and the mobile top bar show the theme switch and the profile menu.
  const profileMenu = ({ placement, isCollapsed }: ProfileMenuState) => (
    <Box
      as="span"
      display="flex"
      flexDirection={placement === 'sidebar' && isCollapsed ? 'column' : undefined}
      alignItems="center"
      gap="xs"
      minWidth="0"
      data-stacked={(placement === 'sidebar' && isCollapsed) || undefined}
    >
      <ProfileMenu role={role} onLogout={() => setConfirmingLogout(true)} />
      <ThemeToggle />
    </Box>
  );

  return (
    <>
      <SidebarShell
        navigation={<Navigation role={role} />}
        profileMenu={profileMenu}
        drawerAccount={<DrawerAccount role={role} onLogout={() => setConfirmingLogout(true)} />}
        homeHref={dashboardPath(role)}
        isCollapsed={collapsed}
        onCollapsedChange={setCollapsed}
      >
        <Box
          width="full"
          marginX="auto"
          paddingX={{ mobile: 'md', tablet: 'lg', desktop: 'xl' }}
          paddingY={{ mobile: 'lg', desktop: 'xl' }}
          className={styles.content}
        >
          <Outlet />
        </Box>
      </SidebarShell>
      {role === 'customer' ? <UnreadAnnouncer count={unread} loaded={loaded} /> : null}
      <LogoutDialog
        isOpen={confirmingLogout}
        onOpenChange={setConfirmingLogout}
        closeOnConfirm={false}
        isPending={loggingOut}
        onConfirm={() => auth.send({ type: 'auth.logout' })}
      />
      {timeout ? <SessionTimeout /> : null}
      <AppToaster scope="shell" />
    </>
  );
}

/** The shell of a role's area. Nothing signed-in runs once the user is signed out. */
export function AppShell({ accountRole: role }: { accountRole: Role }) {
  const signedIn = useAuth(isSignedIn);
  if (!signedIn) return null;
  return (
    <NotificationPollingProvider accountRole={role}>
      <ConversationsLive area={role === 'business' ? 'b' : 'c'}>
        <SignedInShell role={role} />
      </ConversationsLive>
    </NotificationPollingProvider>
  );
}
