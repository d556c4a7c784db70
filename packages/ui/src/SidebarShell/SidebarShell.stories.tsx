import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  Bell,
  Bookmark,
  Building2,
  FileText,
  LayoutDashboard,
  LogOut,
  Search,
  Settings,
} from 'lucide-react';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge/Badge.tsx';
import { Box } from '../Box/Box.tsx';
import { Card } from '../Card/Card.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../Menu/Menu.tsx';
import { itemIcon } from '../Menu/Menu.css.ts';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { mayaPhoto } from '../private/fixtures.ts';
import { Stat } from '../Stat/Stat.tsx';
import {
  SidebarIdentity,
  SidebarNavButton,
  SidebarNavLink,
  SidebarProfileButton,
  SidebarShell,
  type SidebarShellProps,
} from './SidebarShell.tsx';

const customerNav = [
  { id: 'dashboard', href: '#c/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { id: 'jobs', href: '#c/jobs', label: 'Find Jobs', icon: Search },
  { id: 'saved', href: '#c/jobs/bookmarked', label: 'Saved Jobs', icon: Bookmark },
  { id: 'applications', href: '#c/applications', label: 'Applications', icon: FileText },
  { id: 'companies', href: '#c/companies', label: 'Browse Companies', icon: Building2 },
  { id: 'notifications', href: '#c/notifications', label: 'Notifications', icon: Bell },
  { id: 'settings', href: '#c/settings', label: 'Settings', icon: Settings },
] as const;

const onLogout = fn();

function Navigation({ active = 'jobs', unread = 128 }: { active?: string; unread?: number }) {
  return (
    <>
      {customerNav.map((item) => (
        <SidebarNavLink
          key={item.id}
          href={item.href}
          icon={item.icon}
          isActive={item.id === active}
          badge={
            item.id === 'notifications' && unread > 0 ? (
              <Badge
                count={unread}
                tone="danger"
                variant="solid"
                size="sm"
                label={`${unread} unread notifications`}
              />
            ) : undefined
          }
        >
          {item.label}
        </SidebarNavLink>
      ))}
    </>
  );
}

const profileMenu = (
  <MenuTrigger>
    <SidebarProfileButton
      name="Maya Okafor"
      detail="maya@example.com"
      avatarUrl={mayaPhoto}
      aria-label="Account menu for Maya Okafor"
    />
    <Menu
      aria-label="Account"
      placement="top start"
      onAction={(key) => {
        if (key === 'logout') onLogout();
      }}
    >
      <MenuItem id="settings" icon={<Settings className={itemIcon} aria-hidden="true" />}>
        Settings
      </MenuItem>
      <MenuSeparator />
      <MenuItem id="logout" isDanger icon={<LogOut className={itemIcon} aria-hidden="true" />}>
        Logout
      </MenuItem>
    </Menu>
  </MenuTrigger>
);

function PageContent() {
  return (
    <Box padding={{ mobile: 'md', desktop: 'xl' }} display="flex" flexDirection="column" gap="lg">
      <Box as="h1" fontSize="xxl">
        Dashboard
      </Box>
      <Box display="grid" gap="md" gridTemplateColumns={{ mobile: '1', tablet: '3' }}>
        <Card>
          <Stat icon={FileText} label="Applications" value="6" />
        </Card>
        <Card>
          <Stat icon={Bookmark} label="Saved jobs" value="12" />
        </Card>
        <Card>
          <Stat icon={Bell} label="Unread notifications" value="128" />
        </Card>
      </Box>
    </Box>
  );
}

/** Collapsed state kept like the shell machine would. */
function Shell(props: Partial<SidebarShellProps> & { active?: string }) {
  const [collapsed, setCollapsed] = useState(props.isCollapsed ?? false);
  return (
    <SidebarShell
      navigation={<Navigation active={props.active} />}
      profileMenu={profileMenu}
      homeHref="#home"
      {...props}
      isCollapsed={collapsed}
      onCollapsedChange={(next) => {
        setCollapsed(next);
        props.onCollapsedChange?.(next);
      }}
    >
      <PageContent />
    </SidebarShell>
  );
}

const meta = {
  title: 'Navigation/SidebarShell',
  component: SidebarShell,
  tags: ['autodocs'],
  args: { navigation: null, onCollapsedChange: fn(), isCollapsed: false },
  argTypes: {
    isCollapsed: { control: 'boolean' },
    navigation: { control: false },
    profileMenu: { control: false },
    logo: { control: false },
  },
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '40rem' } } },
  render: (args) => (
    <Shell isCollapsed={args.isCollapsed} onCollapsedChange={args.onCollapsedChange} />
  ),
} satisfies Meta<typeof SidebarShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Playground: Story = { args: { isCollapsed: true } };

const widths = { desktop: '1100px', phone: '390px' } as const;
const states = ['open', 'collapsed'] as const;

/** Desktop and phone widths × open and collapsed (the phone shows the top bar either way). */
export const Matrix: Story = {
  parameters: { layout: 'padded', docs: { story: { inline: false, height: '60rem' } } },
  render: () => (
    <StoryMatrix
      caption="SidebarShell widths × states"
      rows={Object.keys(widths) as (keyof typeof widths)[]}
      columns={states}
      render={(width, state) => (
        <Box
          style={{ width: widths[width], height: '26rem', overflow: 'hidden' }}
          borderStyle="solid"
          borderWidth="thin"
          borderColor="border"
        >
          <SidebarShell
            navigation={<Navigation />}
            profileMenu={profileMenu}
            isCollapsed={state === 'collapsed'}
            mainId={`main-${width}-${state}`}
            navigationLabel={`Main navigation, ${width}, ${state}`}
          >
            <PageContent />
          </SidebarShell>
        </Box>
      )}
    />
  ),
};

/** The collapse toggle says whether the sidebar is expanded and hides the labels when not. */
export const CollapseToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Collapse sidebar' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const expand = canvas.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Labels stay the links' names while only the icons show.
    const nav = canvas.getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Find Jobs' })).toBeVisible();
    await userEvent.click(expand);
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
  },
};

/** The current page's item carries aria-current="page"; the unread badge caps at "99+". */
export const ActiveItem: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual(['Find Jobs']);
    await expect(within(nav).getByText('99+')).toBeVisible();
    await expect(within(nav).getByRole('link', { name: /128 unread notifications/ })).toBeVisible();
  },
};

/** The profile menu opens from its button and offers Logout. */
export const ProfileMenu: Story = {
  play: async ({ canvasElement }) => {
    onLogout.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: /^Maya Okafor/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
  },
};

/**
 * On a phone a top bar replaces the sidebar; its menu button opens the navigation in a drawer,
 * Escape closes it and focus returns to the button.
 */
export const MobileDrawer: Story = {
  render: () => (
    <Box style={{ width: '390px', height: '44rem', overflow: 'hidden' }}>
      <Shell />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Collapse sidebar', hidden: true }),
    ).not.toBeVisible();
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const nav = within(drawer).getByRole('navigation', { name: 'Main navigation' });
    await expect(within(nav).getByRole('link', { name: 'Find Jobs' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria gives focus back in a later frame than the one that removes the dialog.
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** The app's client-side router, as react-aria's links call it (the story's frame stays put). */
const navigate = fn();

/** Following a link in the drawer navigates and closes it. */
export const DrawerClosesOnNavigation: Story = {
  render: () => (
    <RouterProvider navigate={navigate}>
      <Box style={{ width: '390px', height: '44rem', overflow: 'hidden' }}>
        <Shell />
      </Box>
    </RouterProvider>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Saved Jobs' }));
    await expect(navigate).toHaveBeenCalledWith('#c/jobs/bookmarked', undefined);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The drawer's account entries (phone): who is signed in and Logout, under the navigation.
 * Logout closes the drawer and hands over (here: `onLogout`; the app opens its confirmation).
 */
export const MobileDrawerAccount: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: () => (
    <Box style={{ width: '390px', height: '44rem', overflow: 'hidden' }}>
      <Shell
        drawerAccount={
          <>
            <SidebarIdentity name="Maya Okafor" detail="Job seeker" avatarUrl={mayaPhoto} />
            <SidebarNavButton icon={LogOut} onPress={onLogout}>
              Logout
            </SidebarNavButton>
          </>
        }
      />
    </Box>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    onLogout.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    const account = within(drawer).getByRole('navigation', { name: 'Account' });
    await expect(account).toHaveTextContent('Maya Okafor');
    await userEvent.click(within(account).getByRole('button', { name: 'Logout' }));
    await expect(onLogout).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};
