/**
 * The customer journey of issue 9 on the real data: register, find a real job by keyword and
 * filter, save it, apply with a PDF resume, see Application Submitted and the application in the
 * list, then get the notification when a business moves an application.
 *
 * The imported jobs belong to imported companies nobody can sign in as, so the status move is done
 * by a business this test creates (through the API), on a posting of its own that the customer
 * applies to as well.
 */
import { expect, test } from '@playwright/test';
import { ApiUser, PASSWORD, uniqueEmail } from '../support/api.ts';
import { pageHeading, passwordField, tick, toast } from '../support/browser.ts';
import { mainNav } from '../support/shell.ts';
import { makePdf } from '../support/pdf.ts';
import { pickActiveInternship } from '../support/realData.ts';

const job = pickActiveInternship();
const company = job.company_name;

test('a customer finds a real job, saves it, applies with a PDF and follows the application', async ({
  page,
}) => {
  const email = uniqueEmail('customer');

  await test.step('register as a job seeker', async () => {
    await page.goto('/register');
    // The role cards hide their radio input; the card itself is what a user clicks.
    await page.getByText('Job seeker', { exact: true }).click();
    await expect(page.getByRole('radio', { name: /Job seeker/ })).toBeChecked();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/register\/customer$/);
    await page.getByRole('textbox', { name: 'First name' }).fill('Erin');
    await page.getByRole('textbox', { name: 'Last name' }).fill('Tester');
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await passwordField(page, 'Password').fill(PASSWORD);
    await passwordField(page, 'Confirm password').fill(PASSWORD);
    await tick(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/c\/dashboard$/);
  });

  await test.step(`search "${job.title}" and filter by Internship`, async () => {
    await mainNav(page).getByRole('link', { name: 'Find Jobs' }).click();
    await expect(pageHeading(page, 'Find Jobs')).toBeVisible();
    const search = page.getByRole('search', { name: 'Job search' });
    const keywords = search.getByRole('combobox', { name: 'Keywords' });
    await keywords.fill(job.title);
    await keywords.press('Enter');
    await expect(page).toHaveURL(/[?&]q=/);
    expect(new URL(page.url()).searchParams.get('q')).toBe(job.title);

    const employment = page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('group', { name: 'Employment type' });
    await tick(employment.getByRole('checkbox', { name: /^Internship\b/ }));
    await expect(page).toHaveURL(/internship/);
    await expect(page.getByRole('heading', { level: 2, name: /^\d[\d,]* jobs?$/ })).toBeVisible();
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  });

  await test.step('open the job and save it', async () => {
    await page.getByRole('link', { name: job.title }).click();
    await expect(pageHeading(page, job.title)).toBeVisible();
    await expect(page.getByText(company).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    await expect(toast(page, 'Saved to your Saved Jobs.')).toBeVisible();
  });

  await test.step('apply with a PDF resume and a cover letter', async () => {
    // The call-out's button: the header's one sits under the "Saved" toast for a few seconds.
    await page.getByRole('button', { name: 'Apply now' }).last().click();
    const dialog = page.getByRole('dialog', { name: `Apply to ${job.title}` });
    await expect(dialog).toBeVisible();
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'erin-tester.pdf',
      mimeType: 'application/pdf',
      buffer: makePdf('Erin Tester'),
    });
    await expect(dialog.getByText(/erin-tester\.pdf/)).toBeVisible();
    await dialog
      .getByRole('textbox', { name: 'Cover letter (optional)' })
      .fill('I have modelled markets since school and would love to learn from your desk.');
    await dialog.getByRole('button', { name: 'Submit application' }).click();
  });

  await test.step('Application Submitted', async () => {
    await expect(page).toHaveURL(/\/c\/applications\/success\/[\w-]+$/);
    await expect(pageHeading(page, 'Application Submitted')).toBeVisible();
    await expect(
      page.getByText(`Your application to ${job.title} at ${company} is on its way.`),
    ).toBeVisible();
    await expect(page.getByText('erin-tester.pdf')).toBeVisible();
  });

  await test.step('the application is in My applications, the job in Saved Jobs', async () => {
    await mainNav(page).getByRole('link', { name: 'Applications' }).click();
    const application = page.getByRole('article', { name: job.title });
    await expect(application).toBeVisible();
    await expect(application.getByText('Submitted').first()).toBeVisible();

    await mainNav(page).getByRole('link', { name: 'Saved Jobs' }).click();
    await expect(pageHeading(page, 'Saved Jobs')).toBeVisible();
    await expect(page.getByRole('link', { name: job.title })).toBeVisible();
  });

  await test.step('a business moves an application and the customer is notified', async () => {
    const business = await ApiUser.register({ role: 'business', businessName: 'Loopback Labs' });
    const posting = await business.publishPosting({ title: 'E2E Junior Quant Developer' });
    const customer = await ApiUser.login(email, PASSWORD);
    const application = await customer.apply(posting.id);
    await business.moveApplication(application.id, 'interviewing', 'See you on Tuesday at 10.');

    // Notifications are fetched when the shell starts (spec §4): a reload shows the new one.
    await page.reload();
    await expect(mainNav(page).getByText('1 unread notification')).toBeAttached();
    await mainNav(page)
      .getByRole('link', { name: /^Notifications/ })
      .click();
    await expect(pageHeading(page, 'Notifications')).toBeVisible();
    await expect(
      page.getByText(`Your application for "${posting.title}" at Loopback Labs is now`),
    ).toBeVisible();
    await Promise.all([business.dispose(), customer.dispose()]);
  });
});
