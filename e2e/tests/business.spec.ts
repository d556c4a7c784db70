/**
 * The business journey: register, write a draft, preview it, publish, receive an
 * application (from a customer registered through the API), move it to interviewing with a note,
 * and close the posting, whose applicant is told.
 */
import { expect, test } from '@playwright/test';
import { ApiUser, PASSWORD, uniqueEmail } from '../support/api.ts';
import { pageHeading, passwordField, tick, toast } from '../support/browser.ts';
import { mainNav } from '../support/shell.ts';

test('a business drafts, previews and publishes a posting, moves an application and closes it', async ({
  page,
}) => {
  const email = uniqueEmail('business');
  const businessName = `Northwind Robotics ${Date.now().toString(36)}`;
  const title = 'Senior Robotics Software Engineer';
  let postingId = '';

  await test.step('register as an employer', async () => {
    await page.goto('/register');
    // The role cards hide their radio input; the card itself is what a user clicks.
    await page.getByText('Employer', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Employer/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/register\/business$/);
    await page.getByRole('textbox', { name: 'Business name' }).fill(businessName);
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordField(page, 'Password').fill(PASSWORD);
    await passwordField(page, 'Confirm password').fill(PASSWORD);
    await tick(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/b\/dashboard$/);
  });

  await test.step('write a draft', async () => {
    await mainNav(page).getByRole('link', { name: 'Job postings' }).click();
    await expect(pageHeading(page, 'Job postings')).toBeVisible();
    await page.getByRole('link', { name: 'New job posting' }).first().click();
    await expect(pageHeading(page, 'New job posting')).toBeVisible();

    await page.getByRole('textbox', { name: 'Job title' }).fill(title);
    await page.getByRole('textbox', { name: 'Location' }).fill('Hamburg, Germany');
    await page.getByRole('textbox', { name: 'Minimum pay' }).fill('85000');
    await page.getByRole('textbox', { name: 'Maximum pay' }).fill('110000');
    const currency = page.getByRole('combobox', { name: 'Currency' });
    await currency.fill('EU');
    await expect(page.getByRole('option', { name: 'EUR' })).toBeVisible();
    // Picked with the keyboard: a click makes Playwright scroll the option into view when the list
    // reaches past the viewport's edge, and scrolling the page closes an open list (react-aria).
    await currency.press('ArrowDown');
    await currency.press('Enter');
    // The list closes on the pick and stays closed on the still-focused field (it opened again
    // over the Save button before).
    const currencies = page.getByRole('listbox', { name: /Currency/ });
    await expect(currencies).toBeHidden();
    await page.waitForTimeout(500);
    await expect(currencies).toBeHidden();
    await expect(currency).toHaveValue('EUR');
    await page.getByRole('button', { name: /Per$/ }).click();
    await page.getByRole('option', { name: 'Year' }).click();
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('## What you will do\n\n- Write motion planning code\n- Ship to real robots');
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/b\/postings\/edit\/[\w-]+$/);
    // The editor of the saved draft, loaded (before it, the new-posting form would save a second one).
    await expect(pageHeading(page, 'Edit job posting')).toBeVisible();
    postingId = new URL(page.url()).pathname.split('/').pop() ?? '';
  });

  await test.step('preview it as job seekers will see it', async () => {
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/b/posting/${postingId}/preview$`));
    const banner = page.getByRole('complementary', { name: 'Preview' });
    await expect(banner).toContainText(
      'Preview: this is how job seekers will see your posting once it is published.',
    );
    await expect(pageHeading(page, title)).toBeVisible();
    await expect(page.getByText('Write motion planning code')).toBeVisible();
  });

  await test.step('publish it', async () => {
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      toast(page, `“${title}” is published. Job seekers can find it now.`),
    ).toBeVisible();
  });

  const customer = await ApiUser.register({
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Byron',
  });

  await test.step('a job seeker finds it and applies (through the API)', async () => {
    const found = await customer.searchJobs({ q: title });
    expect(found.map((job) => job.id)).toContain(postingId);
    await customer.apply(postingId, 'Robots are my favourite colleagues.');
  });

  await test.step('see the application and move it to interviewing', async () => {
    await mainNav(page).getByRole('link', { name: 'Applications' }).click();
    await expect(pageHeading(page, 'Applications')).toBeVisible();
    const table = page.getByRole('grid', { name: 'Applications' });
    await table.getByRole('row', { name: /Ada Byron/ }).click();
    await expect(page).toHaveURL(/\/b\/applications\/[\w-]+$/);
    await expect(page.getByText('Robots are my favourite colleagues.')).toBeVisible();

    await tick(page.getByRole('radio', { name: 'Interviewing' }));
    await page
      .getByRole('textbox', { name: 'Note to the applicant (optional)' })
      .fill('Could you come in on Tuesday at 10?');
    await page.getByRole('button', { name: 'Update status' }).click();
    await expect(toast(page, 'Moved to Interviewing. Ada Byron was notified.')).toBeVisible();

    const { data } = await customer.get<{ data: { notifications: { message: string }[] } }>(
      '/api/v1/c/notifications',
    );
    expect(data.notifications.map((notification) => notification.message)).toContainEqual(
      expect.stringContaining(
        `Your application for "${title}" at ${businessName} moved to interviews`,
      ),
    );
  });

  await test.step('close the posting; the applicant is told', async () => {
    await page.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(new RegExp(`/b/posting/${postingId}$`));
    await page.getByRole('button', { name: 'Close posting' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Close this job posting?' });
    await confirm.getByRole('button', { name: 'Close posting' }).click();
    await expect(toast(page, `“${title}” is closed. 1 applicant was notified.`)).toBeVisible();
    await expect(page.getByText(/Closed on [A-Z][a-z]{2} \d{1,2}, \d{4}/).first()).toBeVisible();
  });

  await customer.dispose();
});
