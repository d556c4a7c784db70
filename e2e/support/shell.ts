/**
 * The signed-in shell as a user reaches it (R-SHELL-1 Signed-in shell): the main navigation, the
 * profile menu with Logout and its confirmation dialog, and the session warning (R-SESSION-2).
 */
import { expect, type Page } from '@playwright/test';

/** The sidebar's main navigation ("Main navigation"). */
export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/**
 * Logs out through the profile menu (the button with the user's display name, R-SHELL-2) → Logout →
 * "Confirm Logout" → Logout (R-SHELL-5 Logout confirmation dialog).
 * @param displayName the name the sidebar shows, e.g. "Erin Tester"
 */
export async function logOutThroughShell(page: Page, displayName: string): Promise<void> {
  await page.getByRole('button', { name: displayName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Logout' });
  await expect(dialog).toContainText(
    'Are you sure you want to log out? You will need to sign in again to access your account.',
  );
  await dialog.getByRole('button', { name: 'Logout', exact: true }).click();
}

/** The session warning dialog (R-SESSION-2). */
export function sessionWarning(page: Page) {
  return page.getByRole('alertdialog', { name: 'Your session is about to expire' });
}

/** The warning's countdown (`role="timer"`, `data-critical` at 60 s or less). */
export function sessionCountdown(page: Page) {
  return sessionWarning(page).getByRole('timer');
}
