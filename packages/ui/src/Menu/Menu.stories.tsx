import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, Settings, ShieldCheck, User, Bookmark, MoreHorizontal } from 'lucide-react';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { StoryMatrix } from '../private/StoryMatrix.tsx';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu.tsx';
import { itemIcon } from './Menu.css.ts';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  tags: ['autodocs'],
  args: { onAction: fn(), 'aria-label': 'Account' },
  render: (args) => (
    <MenuTrigger>
      <Button variant="secondary">Account</Button>
      <Menu {...args}>
        <MenuItem id="profile" icon={<User className={itemIcon} aria-hidden="true" />}>
          Profile
        </MenuItem>
        <MenuItem id="settings" icon={<Settings className={itemIcon} aria-hidden="true" />}>
          Settings
        </MenuItem>
        <MenuItem id="saved" icon={<Bookmark className={itemIcon} aria-hidden="true" />}>
          Saved jobs
        </MenuItem>
        <MenuItem id="security" icon={<ShieldCheck className={itemIcon} aria-hidden="true" />}>
          Security
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" isDanger icon={<LogOut className={itemIcon} aria-hidden="true" />}>
          Logout
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  decorators: [
    (Story) => (
      <div style={{ minHeight: '18rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (el: HTMLElement) => within(el.ownerDocument.body);

export const Default: Story = {};

export const Playground: Story = {
  args: { placement: 'bottom end', typeAheadResetMs: 350 },
  argTypes: {
    placement: {
      control: 'select',
      options: ['bottom start', 'bottom end', 'top start', 'top end'],
    },
  },
};

/** Open, with sections, a disabled item and a danger item. */
export const Matrix: Story = {
  render: (args) => (
    <StoryMatrix
      caption="Menu items: kinds × states"
      rows={['open menu'] as const}
      columns={['sections, disabled, danger'] as const}
      render={() => (
        <MenuTrigger defaultOpen>
          <Button variant="ghost" iconOnly aria-label="Posting actions">
            <MoreHorizontal size={18} aria-hidden="true" />
          </Button>
          <Menu {...args} aria-label="Posting actions" disabledKeys={['duplicate']}>
            <MenuSection title="Posting">
              <MenuItem id="edit">Edit</MenuItem>
              <MenuItem id="preview">Preview</MenuItem>
              <MenuItem id="duplicate">Duplicate</MenuItem>
            </MenuSection>
            <MenuSeparator />
            <MenuItem id="close" isDanger>
              Close posting
            </MenuItem>
          </Menu>
        </MenuTrigger>
      )}
    />
  ),
  parameters: { docs: { story: { inline: false, iframeHeight: 320 } } },
};

/** Keyboard: Enter opens on the first item, arrows move, Enter runs the action. */
export const KeyboardAction: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body(canvasElement).findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    // RAC passes the key first (plus an optional second argument).
    await expect(args.onAction && mocked(args.onAction).mock.lastCall?.[0]).toBe('settings');
  },
};

/**
 * Type-ahead (R-UI-4): letters typed within 350 ms build one search; after a 350 ms pause a new
 * search starts. "sec" reaches Security; after a pause, "p" reaches Profile (with react-aria's
 * 1 s reset, "secp" would match nothing and focus would stay on Security).
 */
export const TypeAheadResetsAfter350ms: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Account' }));
    const menu = await body(canvasElement).findByRole('menu');
    const item = (name: string) => within(menu).getByRole('menuitem', { name });
    await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
    // The letters of one search are typed in one task (`delay: null`): however busy the machine,
    // no 350 ms can pass between them, so the test does not depend on its speed.
    const typist = userEvent.setup({ delay: null });
    await typist.keyboard('sec');
    await expect(item('Security')).toHaveFocus();
    await new Promise((r) => setTimeout(r, 400));
    await typist.keyboard('p');
    await expect(item('Profile')).toHaveFocus();
    // Repeating a letter cycles: s → Settings, s → Saved jobs.
    await new Promise((r) => setTimeout(r, 400));
    await typist.keyboard('s');
    await expect(item('Settings')).toHaveFocus();
    await typist.keyboard('s');
    await expect(item('Saved jobs')).toHaveFocus();
  },
};
