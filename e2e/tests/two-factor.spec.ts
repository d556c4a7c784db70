/**
 * The optional second factor (issue 35, decision 207) in the real app: a customer turns it on in
 * Settings → Security with a code computed from the key the screen shows (as an authenticator app
 * computes it), is shown the 10 recovery codes once, logs out and signs in again: after the
 * password the login form asks for the code, and a recovery code signs in, once.
 */
import { expect, test } from '@playwright/test';
import { authenticator } from 'otplib';
import { ApiUser } from '../support/api.ts';
import { passwordField, startSignedIn } from '../support/browser.ts';
import { logOutThroughShell } from '../support/shell.ts';

/** The key as the setup step shows it: base32, grouped in fours. */
const GROUPED_KEY = /^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/;

test('a customer turns the second factor on and signs in with a recovery code', async ({
  page,
}) => {
  const customer = await ApiUser.register({ role: 'customer' });
  try {
    await startSignedIn(page, customer);
    await page.goto('/c/settings/security');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(section).toContainText('Two-factor authentication is off.');
    await section.getByRole('button', { name: 'Turn on' }).click();

    await expect(
      section.getByRole('heading', { name: 'Set up your authenticator app' }),
    ).toBeFocused();
    await expect(
      section.getByRole('img', { name: 'QR code to add Hireloop to your authenticator app' }),
    ).toBeVisible();
    const grouped = (
      await section.locator('code').filter({ hasText: GROUPED_KEY }).innerText()
    ).trim();
    // A mistyped code is refused under the field; the right one then turns the factor on at the
    // first press.
    const field = section.getByRole('textbox', { name: /6-digit code/ });
    await field.fill('000000');
    await section.getByRole('button', { name: 'Turn on' }).click();
    await expect(section).toContainText('The code is not valid.');
    await field.fill(authenticator.generate(grouped.replaceAll(' ', '')));
    await section.getByRole('button', { name: 'Turn on' }).click();

    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().innerText()).trim();
    await section.getByRole('button', { name: 'Done' }).click();
    await expect(section).toContainText('Two-factor authentication is on. 10 recovery codes left.');

    await logOutThroughShell(page, customer.displayName);
    await expect(page).toHaveURL(/\/login/);
    await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await passwordField(page, 'Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const otp = page.getByRole('textbox', { name: /Authentication code/ });
    await expect(otp).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await otp.fill(recovery);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login(\?|$)/);

    await page.goto('/c/settings/security');
    await expect(page.getByRole('region', { name: 'Two-factor authentication' })).toContainText(
      'Two-factor authentication is on. 9 recovery codes left.',
    );
  } finally {
    await customer.dispose();
  }
});
