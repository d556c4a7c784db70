/**
 * The session timeout of R-SESSION-1 to R-SESSION-7 in the real app, on Playwright's clock: the warning at 10 minutes
 * of inactivity and not at 9:59, the countdown red at 60 s, "Stay Logged In", "Logout Now", expiry
 * to login with the redirect back, and the relay between two tabs (activity and logout).
 *
 * Timing: once a screen has loaded, the clock is paused and then moved with `runFor`, so fake time
 * passes only when the test says so. One mouse move then gives a known start: local activity counts
 * 2 s after it (the debounce of R-LIMIT-5), which restarts the 10-minute timer at exactly
 * start + 2 s. Background calls (status poll, heartbeat) still reach the real server, whose own
 * clock sees only seconds pass, so it never ends the session by itself here.
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { pageHeading, pathOf, signInThroughUi, startSignedIn, toast } from '../support/browser.ts';
import { logOutThroughShell, mainNav, sessionCountdown, sessionWarning } from '../support/shell.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
/** R-LIMIT-5: local activity counts 2 s after the last event. */
const DEBOUNCE = 2 * SECOND;

let customer: ApiUser;

test.beforeEach(async () => {
  customer = await ApiUser.register({ role: 'customer' });
});
test.afterEach(async () => {
  await customer.dispose();
});

/**
 * Freezes the page clocks 2 s ahead of the page's reading (its clock keeps running while the call
 * travels; a pause in the past is refused), then reports one mouse activity in `page`: its
 * inactivity timer restarts 2 s later (the debounce), once the clock runs there.
 */
async function freezeAndTouch(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
  await page.mouse.move(5, 5);
  await page.mouse.move(40, 60);
}

/** Opens `path` signed in (no remember me), on an installed clock, and waits for its heading. */
async function openSignedIn(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.clock.install();
  await startSignedIn(page, customer);
  await page.goto(path);
  await expect(pageHeading(page, heading)).toBeVisible();
}

test('the warning opens at 10 minutes of inactivity, not at 9:59, and turns red at 60 s', async ({
  page,
}) => {
  await openSignedIn(page, '/c/jobs/bookmarked', 'Saved Jobs');
  await freezeAndTouch(page);

  await page.clock.runFor(DEBOUNCE + 9 * MINUTE + 59 * SECOND);
  await expect(sessionWarning(page)).toBeHidden();

  await page.clock.runFor(1 * SECOND);
  await expect(sessionWarning(page)).toBeVisible();
  await expect(sessionCountdown(page)).toHaveText('05:00');
  await expect(sessionCountdown(page)).not.toHaveAttribute('data-critical');

  await page.clock.runFor(3 * MINUTE + 59 * SECOND);
  await expect(sessionCountdown(page)).toHaveText('01:01');
  await expect(sessionCountdown(page)).not.toHaveAttribute('data-critical');

  await page.clock.runFor(1 * SECOND);
  await expect(sessionCountdown(page)).toHaveText('01:00');
  await expect(sessionCountdown(page)).toHaveAttribute('data-critical', 'true');
});

test('Stay Logged In extends the session and restarts the timer', async ({ page }) => {
  await openSignedIn(page, '/c/jobs/bookmarked', 'Saved Jobs');
  await freezeAndTouch(page);
  await page.clock.runFor(DEBOUNCE + 10 * MINUTE);
  await expect(sessionWarning(page)).toBeVisible();

  const extended = page.waitForResponse(
    (response) => response.url().endsWith('/api/v1/auth/session/extend') && response.ok(),
  );
  await sessionWarning(page).getByRole('button', { name: 'Stay Logged In' }).click();
  await extended;
  await expect(sessionWarning(page)).toBeHidden();
  await expect(toast(page, 'Session extended successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/c\/jobs\/bookmarked$/);

  // The timer starts again from the extension: no warning until another 10 minutes have passed.
  await page.clock.runFor(9 * MINUTE);
  await expect(sessionWarning(page)).toBeHidden();
  await page.clock.runFor(1 * MINUTE + DEBOUNCE);
  await expect(sessionWarning(page)).toBeVisible();
});

test('Logout Now signs out and goes to login', async ({ page }) => {
  await openSignedIn(page, '/c/jobs/bookmarked', 'Saved Jobs');
  await freezeAndTouch(page);
  await page.clock.runFor(DEBOUNCE + 10 * MINUTE);

  const loggedOut = page.waitForResponse((response) =>
    response.url().endsWith('/api/v1/auth/logout'),
  );
  await sessionWarning(page).getByRole('button', { name: 'Logout Now' }).click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
  await expect(pageHeading(page, 'Welcome back')).toBeVisible();

  // The token is gone on the server too.
  const check = await customer.context.get('/api/v1/auth/user', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(check.status()).toBe(401);
});

test('expiry goes to login with the redirect back to the page', async ({ page }) => {
  await openSignedIn(page, '/c/jobs/bookmarked', 'Saved Jobs');
  await freezeAndTouch(page);
  await page.clock.runFor(DEBOUNCE + 10 * MINUTE);
  await expect(sessionWarning(page)).toBeVisible();

  await page.clock.runFor(4 * MINUTE + 59 * SECOND);
  await expect(sessionCountdown(page)).toHaveText('00:01');
  await expect(page).toHaveURL(/\/c\/jobs\/bookmarked$/);

  await page.clock.runFor(1 * SECOND);
  await expect(page).toHaveURL(/\/login\?redirect=/);
  expect(pathOf(page.url())).toBe(`/login?redirect=${encodeURIComponent('/c/jobs/bookmarked')}`);
  await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();

  await page.clock.resume();
  await signInThroughUi(page, customer.email, customer.password);
  await expect(page).toHaveURL(/\/c\/jobs\/bookmarked$/);
  await expect(pageHeading(page, 'Saved Jobs')).toBeVisible();
});

test('activity in one tab keeps the other tab signed in', async ({ page, context }) => {
  await openSignedIn(page, '/c/dashboard', 'Dashboard');
  // A second tab opened from the first shares its session storage (and its sign-in).
  const [other] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/c/jobs/bookmarked')),
  ]);
  await expect(pageHeading(other, 'Saved Jobs')).toBeVisible();

  await freezeAndTouch(page);
  await page.clock.runFor(5 * MINUTE);
  // Activity only in the first tab, halfway: relayed to the second one.
  await page.mouse.move(200, 220);
  await page.clock.runFor(DEBOUNCE + SECOND);

  // Without the relay the second tab would warn at 10 minutes; it is now well past that.
  await page.clock.runFor(6 * MINUTE);
  await expect(sessionWarning(other)).toBeHidden();
  await expect(sessionWarning(page)).toBeHidden();

  // …and it still warns once both tabs are idle for 10 minutes after that activity.
  await page.clock.runFor(4 * MINUTE);
  await expect(sessionWarning(other)).toBeVisible();
  await expect(sessionWarning(page)).toBeVisible();

  // "Stay Logged In" in one tab closes the warning in the other.
  await sessionWarning(page).getByRole('button', { name: 'Stay Logged In' }).click();
  await expect(sessionWarning(page)).toBeHidden();
  await expect(sessionWarning(other)).toBeHidden();
});

test('logging out in one tab signs the other tab out', async ({ page, context }) => {
  await startSignedIn(page, customer);
  await page.goto('/c/dashboard');
  await expect(pageHeading(page, 'Dashboard')).toBeVisible();
  const [other] = await Promise.all([
    context.waitForEvent('page'),
    page.evaluate(() => void window.open('/c/jobs/bookmarked')),
  ]);
  await expect(pageHeading(other, 'Saved Jobs')).toBeVisible();
  await expect(mainNav(other)).toBeVisible();

  await logOutThroughShell(page, customer.displayName);
  await expect(page).toHaveURL(/\/login$/);
  await expect(other).toHaveURL(/\/login$/);
  await expect(pageHeading(other, 'Welcome back')).toBeVisible();

  // Signed out for real: the guarded page sends the second tab back to login.
  await other.goto('/c/jobs/bookmarked');
  await expect(other).toHaveURL(/\/login\?redirect=/);
});
