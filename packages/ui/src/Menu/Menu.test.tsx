import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { UiProvider } from '../UiProvider/UiProvider.tsx';
import { Menu, MenuItem, MenuTrigger } from './Menu.tsx';

function AccountMenu() {
  return (
    <UiProvider>
      <MenuTrigger>
        <Button>Account</Button>
        <Menu aria-label="Account">
          <MenuItem id="profile">Profile</MenuItem>
          <MenuItem id="settings">Settings</MenuItem>
          <MenuItem id="security">Security</MenuItem>
          <MenuItem id="logout">Logout</MenuItem>
        </Menu>
      </MenuTrigger>
    </UiProvider>
  );
}

async function openMenu() {
  const user = userEvent.setup();
  render(<AccountMenu />);
  await user.click(screen.getByRole('button', { name: 'Account' }));
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu.contains(document.activeElement)).toBe(true));
  return user;
}

describe('Menu type-ahead (R-UI-4: resets after 350 ms)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('joins keys typed less than 350 ms apart into one search', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const user = await openMenu();
    await user.keyboard('s');
    vi.setSystemTime(10_349);
    await user.keyboard('e');
    vi.setSystemTime(10_600);
    await user.keyboard('c');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Security' }));
  });

  it('starts a new search when the next key comes 350 ms after the last', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(10_000);
    const user = await openMenu();
    await user.keyboard('s');
    expect(document.activeElement?.textContent).toBe('Settings');
    vi.setSystemTime(10_350);
    await user.keyboard('l');
    // With one search ("sl") nothing would match; as a new search "l" finds Logout.
    expect(document.activeElement?.textContent).toBe('Logout');
  });
});
