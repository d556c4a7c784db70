/**
 * Browser-side helpers of the journeys: signing in through the login screen, or handing a session
 * created through the API to a page the way the app itself stores it (R-DATA-3 "stored auth",
 * R-AUTH-3 Remember me), and the few interactions every spec repeats.
 */
import { expect, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { ApiUser, WireUser } from './api.ts';

/** The key the auth machine keeps the stored auth under (packages/machines AUTH_STORAGE_KEY). */
export const AUTH_STORAGE_KEY = 'hireloop.auth';
/** The key of the persisted theme flag (apps/web THEME_STORAGE_KEY). */
export const THEME_STORAGE_KEY = 'hireloop.isDark';

function camelUser(user: WireUser) {
  return {
    id: user.id,
    role: user.role,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    businessName: user.business_name,
  };
}

/**
 * Makes the page start signed in as `account`: before the app's first script runs, the stored auth
 * is written where the app keeps it (sessionStorage, or localStorage with `remember`). Written once
 * per tab, so a later sign-out in the test is not undone by the next navigation.
 */
export async function startSignedIn(
  page: Page,
  account: ApiUser,
  options: { remember?: boolean } = {},
): Promise<void> {
  const remember = options.remember ?? false;
  const stored = JSON.stringify({
    token: account.token,
    user: camelUser(account.user),
    roles: account.roles,
    remember,
  });
  await page.addInitScript(
    ({ key, value, persistent }) => {
      const marker = 'e2e.authSeeded';
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      (persistent ? window.localStorage : window.sessionStorage).setItem(key, value);
    },
    { key: AUTH_STORAGE_KEY, value: stored, persistent: remember },
  );
}

/**
 * Persists the theme choice (R-UI-1) before the app starts, as the theme switch would, on every
 * load of the page from now on; a later call wins (init scripts run in the order they were added).
 */
export async function startWithTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await page.addInitScript(({ key, value }) => window.localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: String(theme === 'dark'),
  });
}

/**
 * Ticks a checkbox or chooses a radio of react-aria-components by keyboard, as a keyboard user
 * would: focus, then Space. Their native input is visually hidden (1 px, clipped), so a pointer
 * click has to be aimed at a point of the label, and whatever sits over that point takes it: a
 * sticky action bar or a sticky filter panel did, on CI's 1280 × 720 window. The keyboard path
 * does not depend on the layout. The checked state is then awaited: controlled inputs (a filter
 * kept in the URL) turn checked only after the re-render.
 */
export async function tick(control: Locator): Promise<void> {
  await expect(control).not.toBeChecked();
  await control.focus();
  await control.press('Space');
  await expect(control).toBeChecked();
}

/**
 * A password input by its visible label. Password inputs have no ARIA role, and the label's text
 * carries the required mark ("Password*"), so the label is matched whole with that optional mark.
 */
export function passwordField(page: Page, label: string) {
  return page.getByLabel(new RegExp(`^${label}\\*?$`));
}

/**
 * Signs in through the login screen (route `login`) and waits for the landing page.
 * @param remember tick "Remember me"
 */
export async function signInThroughUi(
  page: Page,
  email: string,
  password: string,
  options: { remember?: boolean } = {},
): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await passwordField(page, 'Password').fill(password);
  if (options.remember) await tick(page.getByRole('checkbox', { name: 'Remember me' }));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/** The main heading of the screen (every screen renders its title as the one h1). */
export function pageHeading(page: Page, name: string | RegExp) {
  return page.getByRole('heading', { level: 1, name });
}

/** A toast with this text, in either toaster (R-TOAST-1 Toasts). */
export function toast(page: Page, text: string | RegExp) {
  return page.getByText(text);
}

/** The path, query and hash of a URL, e.g. `/login?redirect=%2Fc%2Fjobs`. */
export function pathOf(url: string): string {
  const { pathname, search, hash } = new URL(url);
  return `${pathname}${search}${hash}`;
}

/**
 * Answers the conversations' live event stream (`/api/v1/{c,b}/messages/stream`, issue 28) with
 * 503 for `target`, so the app falls back to its own reconnect timer (1 s, 2 s, 4 s …) and the
 * network goes quiet: a test that waits for `networkidle` would otherwise wait for ever on the
 * open stream. For screens checked as rendered (axe, screenshots), not for the messages journey.
 */
export async function withoutEventStream(target: Page | BrowserContext): Promise<void> {
  await target.route('**/api/v1/*/messages/stream', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: '{"message":"Stream off in this test."}',
    }),
  );
}
