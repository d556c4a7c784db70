import { ChevronsUpDown, Menu as MenuIcon, PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentType,
  type ReactNode,
  type SVGProps,
} from 'react';
import {
  Button,
  Dialog,
  Link,
  Modal,
  ModalOverlay,
  Tooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { Avatar } from '../Avatar/Avatar.tsx';
import { useT } from '../i18n/index.ts';
import { Logo } from '../Logo/Logo.tsx';
import { SkipLink } from '../SkipLink/SkipLink.tsx';
import * as styles from './SidebarShell.css.ts';
import { tooltip } from './Tooltip.css.ts';

interface SidebarState {
  /** The desktop sidebar shows icons only. */
  isCollapsed: boolean;
  /** Closes the mobile drawer (after following a link). */
  closeDrawer: () => void;
}

const SidebarContext = createContext<SidebarState>({ isCollapsed: false, closeDrawer: () => {} });

/** Where the profile menu is drawn. */
export interface ProfileMenuState {
  placement: 'sidebar' | 'topBar';
  isCollapsed: boolean;
}

/** Props of `SidebarShell`. */
export interface SidebarShellProps {
  /**
   * The page content, rendered in `<main>`.
   * @default undefined
   */
  children?: ReactNode;
  /** The navigation items: `SidebarNavLink`s (the role-dependent menu of R-SHELL-1). */
  navigation: ReactNode;
  /**
   * The profile menu (e.g. a `MenuTrigger` around a `SidebarProfileButton` with Settings and
   * Logout), at the foot of the sidebar and at the end of the mobile top bar. A function receives
   * where it is drawn and whether the sidebar is collapsed.
   * @default undefined
   */
  profileMenu?: ReactNode | ((state: ProfileMenuState) => ReactNode);
  /**
   * The account entries of the mobile drawer, under the navigation: a `SidebarIdentity`, then
   * `SidebarNavLink`s and `SidebarNavButton`s (e.g. Logout), in a list named "Account". Pressing
   * one closes the drawer. The desktop sidebar keeps them in the profile menu.
   * @default undefined
   */
  drawerAccount?: ReactNode;
  /**
   * Extra controls of the mobile top bar (e.g. a notifications link with its badge).
   * @default undefined
   */
  topBarActions?: ReactNode;
  /**
   * The logo; the open sidebar shows it whole, the collapsed one shows the mark.
   * @default <Logo />
   */
  logo?: ReactNode;
  /**
   * Custom logo artwork for the light and the dark theme (used when `logo` is not given).
   * @default undefined
   */
  logoSrc?: { light: string; dark: string };
  /**
   * Where the logo links to.
   * @default '/'
   */
  homeHref?: string;
  /**
   * Collapsed (controlled; the shell machine owns it, R-SHELL-1 "Sidebar open/collapsed").
   * @default undefined
   */
  isCollapsed?: boolean;
  /**
   * Collapsed at first (uncontrolled).
   * @default false
   */
  defaultCollapsed?: boolean;
  /**
   * Called with the new collapsed state when the toggle is pressed.
   * @default undefined
   */
  onCollapsedChange?: (isCollapsed: boolean) => void;
  /**
   * Accessible name of the navigation landmark.
   * @default "Main navigation"
   */
  navigationLabel?: string;
  /**
   * id of the `<main>` element (target of a skip link).
   * @default 'main'
   */
  mainId?: string;
}

/**
 * The signed-in shell (R-SHELL-1): a collapsible sidebar — 16rem open, 5rem collapsed, from the size
 * tokens — with the logo (light and dark variants), the navigation (active item marked with
 * `aria-current="page"`), the profile menu and a collapse toggle (`aria-expanded`). Below the
 * desktop breakpoint a top bar replaces it; its menu button opens the navigation in a drawer
 * (react-aria-components `Modal` + `Dialog`: focus trapped, Escape and the backdrop close it),
 * with the account entries (`drawerAccount`) at its foot. Its first tab stop is "Skip to main
 * content" (WCAG 2.4.1), which moves focus to `<main>`.
 */
export function SidebarShell({
  children,
  navigation,
  profileMenu,
  drawerAccount,
  topBarActions,
  logo,
  logoSrc,
  homeHref = '/',
  isCollapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  navigationLabel,
  mainId = 'main',
}: SidebarShellProps) {
  const t = useT('shell');
  const tc = useT();
  const navId = useId();
  const [collapsedState, setCollapsedState] = useState(defaultCollapsed);
  const isCollapsed = collapsedProp ?? collapsedState;
  const [isDrawerOpen, setDrawerOpen] = useState(false);
  const navName = navigationLabel ?? t('sidebar.navigation');
  const homeLabel = t('sidebar.home', { appName: tc('appName') });

  const toggle = () => {
    const next = !isCollapsed;
    setCollapsedState(next);
    onCollapsedChange?.(next);
  };

  const profile = (placement: ProfileMenuState['placement']) => {
    const compact = placement === 'topBar' || isCollapsed;
    const content =
      typeof profileMenu === 'function'
        ? profileMenu({ placement, isCollapsed: placement === 'sidebar' && isCollapsed })
        : profileMenu;
    return (
      <SidebarContext.Provider
        value={{ isCollapsed: compact, closeDrawer: () => setDrawerOpen(false) }}
      >
        {content}
      </SidebarContext.Provider>
    );
  };

  const brand = (compact: boolean) =>
    logo ?? <Logo src={logoSrc} showWordmark={!compact} label={null} />;

  return (
    <div className={styles.shell}>
      <SkipLink targetId={mainId}>{t('sidebar.skipToMain')}</SkipLink>
      <div className={styles.frame}>
        <header className={styles.topBar}>
          <Button
            className={styles.iconButton}
            aria-label={t('sidebar.openMenu')}
            aria-expanded={isDrawerOpen}
            onPress={() => setDrawerOpen(true)}
          >
            <MenuIcon size={20} aria-hidden="true" />
          </Button>
          <Link className={styles.homeLink} href={homeHref} aria-label={homeLabel}>
            {brand(false)}
          </Link>
          <span className={styles.topBarSpacer} />
          {topBarActions}
          {profile('topBar')}
        </header>

        <aside className={styles.sidebar} data-collapsed={isCollapsed || undefined}>
          <div className={styles.sidebarHeader}>
            <Link className={styles.homeLink} href={homeHref} aria-label={homeLabel}>
              {brand(isCollapsed)}
            </Link>
          </div>
          <SidebarContext.Provider value={{ isCollapsed, closeDrawer: () => setDrawerOpen(false) }}>
            <nav id={navId} className={styles.navScroll} aria-label={navName}>
              <ul className={styles.navList}>{navigation}</ul>
            </nav>
          </SidebarContext.Provider>
          <div className={styles.sidebarFooter}>
            {profile('sidebar')}
            <Button
              className={styles.collapseButton}
              aria-expanded={!isCollapsed}
              aria-controls={navId}
              aria-label={isCollapsed ? t('sidebar.expand') : undefined}
              onPress={toggle}
            >
              {isCollapsed ? (
                <PanelLeftOpen size={20} aria-hidden="true" />
              ) : (
                <>
                  <PanelLeftClose size={20} aria-hidden="true" />
                  {t('sidebar.collapse')}
                </>
              )}
            </Button>
          </div>
        </aside>

        <ModalOverlay
          className={styles.drawerOverlay}
          isOpen={isDrawerOpen}
          onOpenChange={setDrawerOpen}
          isDismissable
        >
          <Modal className={styles.drawer}>
            <Dialog className={styles.drawerDialog} aria-label={t('sidebar.menuTitle')}>
              <div className={styles.drawerHeader}>
                <Link
                  className={styles.homeLink}
                  href={homeHref}
                  aria-label={homeLabel}
                  onPress={() => setDrawerOpen(false)}
                >
                  {brand(false)}
                </Link>
                <Button
                  className={styles.iconButton}
                  aria-label={t('sidebar.closeMenu')}
                  onPress={() => setDrawerOpen(false)}
                >
                  <X size={20} aria-hidden="true" />
                </Button>
              </div>
              <SidebarContext.Provider
                value={{ isCollapsed: false, closeDrawer: () => setDrawerOpen(false) }}
              >
                <nav className={styles.navScroll} aria-label={navName}>
                  <ul className={styles.navList}>{navigation}</ul>
                </nav>
                {drawerAccount ? (
                  <nav className={styles.drawerFooter} aria-label={t('sidebar.account')}>
                    <ul className={styles.navList}>{drawerAccount}</ul>
                  </nav>
                ) : null}
              </SidebarContext.Provider>
            </Dialog>
          </Modal>
        </ModalOverlay>

        <main id={mainId} className={styles.main} tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** Props of `SidebarNavLink`. */
export interface SidebarNavLinkProps {
  /** Where it goes. */
  href: string;
  /** The label (also the tooltip and the accessible name when the sidebar is collapsed). */
  children: string;
  /** Icon component (a lucide-react icon), decorative. */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /**
   * The current page is this item or below it: marks it with `aria-current="page"`. The app
   * decides (R-SHELL-4 notes plural links versus singular highlight checks).
   * @default false
   */
  isActive?: boolean;
  /**
   * A badge after the label (e.g. the unread count, capped at "99+").
   * @default undefined
   */
  badge?: ReactNode;
  /**
   * Called when someone shows the intent to follow the link: the pointer enters it, it gets
   * keyboard focus, or a press starts (touch). The moment to start loading what it opens; may be
   * called many times.
   * @default undefined
   */
  onIntent?: () => void;
}

/**
 * One item of the `SidebarShell` navigation: a react-aria-components `Link` in a list item, with
 * an icon, a label, an optional badge and `aria-current="page"` when active. In the collapsed
 * sidebar only the icon shows and a tooltip gives the label.
 */
export function SidebarNavLink({
  href,
  children,
  icon: Icon,
  isActive = false,
  badge,
  onIntent,
}: SidebarNavLinkProps) {
  const { isCollapsed, closeDrawer } = useContext(SidebarContext);
  const link = (
    <Link
      className={styles.navLink}
      href={href}
      aria-current={isActive ? 'page' : undefined}
      onPress={closeDrawer}
      onHoverStart={onIntent}
      onFocus={onIntent}
      onPressStart={onIntent}
    >
      <Icon className={styles.navIcon} aria-hidden="true" />
      <span className={styles.navLabel}>{children}</span>
      {badge ? <span className={styles.navBadge}>{badge}</span> : null}
    </Link>
  );
  return (
    <li>
      {isCollapsed ? (
        <TooltipTrigger delay={300}>
          {link}
          <Tooltip className={tooltip} placement="end" offset={10}>
            {children}
          </Tooltip>
        </TooltipTrigger>
      ) : (
        link
      )}
    </li>
  );
}

/** Props of `SidebarIdentity`. */
export interface SidebarIdentityProps {
  /** Who is signed in (the display name the profile button shows). */
  name: string;
  /**
   * A second line, e.g. the role.
   * @default undefined
   */
  detail?: string;
  /**
   * Avatar or logo thumbnail URL (the default user icon without one).
   * @default undefined
   */
  avatarUrl?: string | null;
}

/**
 * Who is signed in, as a list item of the drawer's account entries: avatar, name and detail, as
 * the profile button shows them; not interactive.
 */
export function SidebarIdentity({ name, detail, avatarUrl }: SidebarIdentityProps) {
  return (
    <li className={styles.identity}>
      <Avatar src={avatarUrl} name={name} size="md" decorative />
      <span className={styles.profileText}>
        <span className={styles.profileName}>{name}</span>
        {detail ? <span className={styles.profileDetail}>{detail}</span> : null}
      </span>
    </li>
  );
}

/** Props of `SidebarNavButton`. */
export interface SidebarNavButtonProps {
  /** The label (also the tooltip and the accessible name when the sidebar is collapsed). */
  children: string;
  /** Icon component (a lucide-react icon), decorative. */
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Runs after the drawer has been closed (e.g. open the logout confirmation). */
  onPress: () => void;
}

/**
 * An action among the navigation items (e.g. Logout in the mobile drawer): a react-aria-components
 * `Button` drawn like a `SidebarNavLink`, in a list item. Pressing it closes the drawer, then
 * calls `onPress`.
 */
export function SidebarNavButton({ children, icon: Icon, onPress }: SidebarNavButtonProps) {
  const { closeDrawer } = useContext(SidebarContext);
  return (
    <li>
      <Button
        className={[styles.navLink, styles.navButton].join(' ')}
        onPress={() => {
          closeDrawer();
          onPress();
        }}
      >
        <Icon className={styles.navIcon} aria-hidden="true" />
        <span className={styles.navLabel}>{children}</span>
      </Button>
    </li>
  );
}

/** Props of `SidebarProfileButton`. */
export interface SidebarProfileButtonProps {
  /**
   * Who is signed in: full name for customers, business name for businesses, falling back to the
   * e-mail, then "User" (R-SHELL-2) — the app picks.
   */
  name: string;
  /**
   * A second line, e.g. the e-mail.
   * @default undefined
   */
  detail?: string;
  /**
   * Avatar or logo thumbnail URL (the default user icon without one).
   * @default undefined
   */
  avatarUrl?: string | null;
  /**
   * Accessible name when only the avatar shows (collapsed sidebar, top bar), e.g. "Account menu
   * for Maya Okafor". With the name visible the visible text names the button.
   * @default name
   */
  'aria-label'?: string;
}

/**
 * The trigger of the profile menu: avatar, name and detail (avatar only in the collapsed sidebar
 * and the top bar). A react-aria-components `Button`, so `MenuTrigger` opens its menu with a
 * press, Enter, Space or Arrow keys.
 */
export function SidebarProfileButton({
  name,
  detail,
  avatarUrl,
  'aria-label': ariaLabel,
}: SidebarProfileButtonProps) {
  const { isCollapsed } = useContext(SidebarContext);
  return (
    <Button
      className={[styles.profileButton, isCollapsed ? styles.profileButtonCompact : undefined]
        .filter(Boolean)
        .join(' ')}
      aria-label={isCollapsed ? (ariaLabel ?? name) : undefined}
    >
      <Avatar src={avatarUrl} name={name} size="md" decorative />
      {isCollapsed ? null : (
        <span className={styles.profileText}>
          <span className={styles.profileName}>{name}</span>
          {detail ? <span className={styles.profileDetail}>{detail}</span> : null}
        </span>
      )}
      {isCollapsed ? null : <ChevronsUpDown size={16} aria-hidden="true" />}
    </Button>
  );
}
