/**
 * The pages of e-mailed links work opened cold, signed out, in the production build: the
 * password-reset form (`/login?reset=…`, issue 35) and the team invitation's registration
 * (`/register/business?token=…`, issue 36) call the API from a guest page, so they load the
 * session services themselves (a direct visit once showed "Something went wrong").
 */
import { expect, test } from '@playwright/test';
import { PASSWORD } from '../support/api.ts';
import { pageHeading, passwordField } from '../support/browser.ts';

test('a password-reset link opened cold shows its form and says when the link does not work', async ({
  page,
}) => {
  await page.goto('/login?reset=not-a-real-token');
  await expect(pageHeading(page, 'Choose a new password')).toBeVisible();
  await passwordField(page, 'New password').fill(PASSWORD);
  await passwordField(page, 'Confirm the new password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change the password' }).click();
  await expect(pageHeading(page, 'This link does not work')).toBeVisible();
});

test('an invitation link that does not work says so, opened cold', async ({ page }) => {
  await page.goto('/register/business?token=not-a-real-token');
  await expect(pageHeading(page, 'This invitation link does not work')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Register a new company instead' })).toBeVisible();
});
