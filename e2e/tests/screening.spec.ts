/**
 * Issue 29's screening questions end to end: a business adds two questions to a posting in the
 * editor (one a must-have from the ready-made library), a job seeker sees the must-have on the
 * job page and applies answering it wrongly, the business filters "Misses a must-have", sees the
 * applicant and opens the application, and the seeker sees "Viewed by the employer".
 */
import { expect, test } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { pageHeading, startSignedIn, tick, toast } from '../support/browser.ts';
import { makePdf } from '../support/pdf.ts';
import { mainNav } from '../support/shell.ts';

test('a must-have question marks the applicant who misses it, for the business to filter', async ({
  page,
  browser,
}) => {
  const business = await ApiUser.register({ role: 'business' });
  const customer = await ApiUser.register({
    role: 'customer',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const title = `Platform Engineer ${Date.now().toString(36)}`;
  const draft = await business.createPosting({ title });
  const authorised = 'Are you legally authorised to work in Germany?';
  const years = 'How many years of experience do you have with TypeScript?';

  await test.step('the business adds two questions, one a must-have, and publishes', async () => {
    await startSignedIn(page, business);
    await page.goto(`/b/postings/edit/${draft.id}`);
    await expect(pageHeading(page, 'Edit job posting')).toBeVisible();
    await page.getByRole('button', { name: 'Add from library' }).click();
    await page.getByRole('menuitem', { name: authorised }).click();
    // The menu is gone before the new question is used (a click while it closes lands on it).
    await expect(page.getByRole('menu')).toHaveCount(0);
    const first = page.getByRole('group', { name: 'Question 1' });
    await tick(first.getByRole('checkbox', { name: 'Must-have' }));
    await tick(first.getByRole('radio', { name: 'Yes' }));
    await page.getByRole('button', { name: 'Add from library' }).click();
    await page.getByRole('menuitem', { name: years }).click();
    await expect(page.getByRole('group', { name: 'Question 2' })).toBeVisible();
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page).toHaveURL(new RegExp(`/b/posting/${draft.id}/preview$`));
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(
      toast(page, `“${title}” is published. Job seekers can find it now.`),
    ).toBeVisible();
  });

  const seeker = await browser.newPage();
  await test.step('the seeker sees the must-have and applies answering it "No"', async () => {
    await startSignedIn(seeker, customer);
    await seeker.goto(`/c/jobs/${draft.id}`);
    await expect(pageHeading(seeker, title)).toBeVisible();
    const requires = seeker.getByRole('region', { name: 'This employer requires' });
    await expect(requires).toContainText(`${authorised} — Yes`);
    await seeker.getByRole('button', { name: 'Apply now' }).last().click();
    const dialog = seeker.getByRole('dialog', { name: `Apply to ${title}` });
    await expect(dialog).toBeVisible();
    // A required question left empty is named before anything is sent.
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(dialog.getByText('Answer this question to apply.').first()).toBeVisible();
    // The radio's input is hidden inside the dialog: its visible label is what a user clicks
    // (a forced click on the input lands outside the modal and closes it).
    const authorisedGroup = dialog.getByRole('radiogroup', { name: authorised });
    await authorisedGroup.getByText('No', { exact: true }).click();
    await expect(authorisedGroup.getByRole('radio', { name: 'No' })).toBeChecked();
    await dialog.getByRole('textbox', { name: years }).fill('4');
    const chooser = seeker.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Choose a file' }).click();
    await (
      await chooser
    ).setFiles({ name: 'grace.pdf', mimeType: 'application/pdf', buffer: makePdf('Grace Hopper') });
    await dialog.getByRole('button', { name: 'Submit application' }).click();
    await expect(pageHeading(seeker, 'Application Submitted')).toBeVisible();
    // What was sent is read back from the server: the answers, as the seeker gave them.
    const sent = seeker.getByRole('region', { name: 'Your answers to the employer’s questions' });
    await expect(sent.getByRole('definition')).toHaveText(['No', '4']);
  });

  await test.step('the business filters "Misses a must-have" and opens the application', async () => {
    await mainNav(page).getByRole('link', { name: 'Applications' }).click();
    await expect(pageHeading(page, 'Applications')).toBeVisible();
    await page.getByRole('button', { name: /Must-haves/ }).click();
    await page.getByRole('option', { name: 'Misses a must-have' }).click();
    await expect(page).toHaveURL(/musthaves=missed/);
    const row = page.getByRole('grid', { name: 'Applications' }).getByRole('row', {
      name: /Grace Hopper/,
    });
    await expect(row).toContainText('Misses 1 must-have');
    await row.click();
    const answers = page.getByRole('region', { name: 'Screening answers' });
    await expect(answers).toContainText(`Missed: ${authorised}`);
    await expect(answers).toContainText('Misses the must-have');
  });

  await test.step('the seeker sees "Viewed by the employer"', async () => {
    await mainNav(seeker).getByRole('link', { name: 'Applications' }).click();
    const application = seeker.getByRole('article', { name: title });
    await expect(application.getByText('Viewed by the employer')).toBeVisible();
    await application.getByRole('button', { name: 'Show progress and answers' }).click();
    const answers = application.getByRole('region', {
      name: 'Your answers to the employer’s questions',
    });
    await expect(answers.getByRole('term')).toHaveText([authorised, years]);
    await expect(answers.getByRole('definition')).toHaveText(['No', '4']);
  });

  await seeker.close();
  await Promise.all([business.dispose(), customer.dispose()]);
});
