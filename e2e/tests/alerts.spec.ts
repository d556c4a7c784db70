/**
 * Job alerts, end to end on the real server: a job seeker saves a Find Jobs search, a business
 * publishes a posting that matches it, and the seeker gets the `job_alert` notification naming the
 * count and, at the default frequency (instant), the digest e-mail in the outbox with the job's
 * link and an unsubscribe link. The business then closes the posting and reopens it from its page:
 * a search saved meanwhile is alerted, the first one, already told about it, is not told again.
 */
import { expect, test } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { startSignedIn, toast } from '../support/browser.ts';
import { emailsTo, type OutboxEmail } from '../support/mail.ts';

/** Waits until the outbox holds an e-mail to `address` passing `check` (the mailer runs after the commit). */
async function emailTo(address: string, check: (email: OutboxEmail) => boolean) {
  let found: OutboxEmail | undefined;
  await expect
    .poll(async () => (found = (await emailsTo(address)).find(check)) !== undefined, {
      timeout: 30_000,
    })
    .toBe(true);
  return found!;
}

test('a seeker saves a search and gets the alert and the digest e-mail of a matching posting', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A word no real posting holds, so the search matches only this journey's posting.
  const word = `quillfeather${Date.now().toString(36)}`;
  const name = `Quill jobs ${word.slice(-4)}`;
  const seeker = await ApiUser.register({ role: 'customer', firstName: 'Iris', lastName: 'Alert' });
  const business = await ApiUser.register({ role: 'business', businessName: 'Alert Robotics' });

  await test.step('the seeker saves the search on Find Jobs', async () => {
    await startSignedIn(page, seeker);
    await page.goto(`/c/jobs?q=${word}`);
    await page.getByRole('button', { name: 'Save this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save this search' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('button', { name: 'Save search' }).click();
    await expect(toast(page, `Search saved as “${name}”.`)).toBeVisible();
  });

  const posting = await business.publishPosting({ title: `Senior ${word} Engineer` });

  await test.step('the seeker sees the job alert among the notifications', async () => {
    await page.goto('/c/notifications');
    await expect(page.getByText(`1 new job for “${name}”`)).toBeVisible();
    await expect(page.getByText(`Senior ${word} Engineer at Alert Robotics.`)).toBeVisible();
  });

  await test.step('the digest e-mail is in the outbox, with the job link and an unsubscribe link', async () => {
    const email = await emailTo(seeker.user.email, (e) => e.subject.includes(name));
    expect(email.subject).toBe(`Job alert: new jobs for “${name}”`);
    expect(email.text).toContain(`1 new job for your saved search “${name}”`);
    expect(email.text).toContain(`/c/jobs/${posting.id}`);
    expect(email.text).toMatch(/\/alerts\/unsubscribe\?token=[\w.-]+/);
  });

  await test.step('the business reopens the closed posting; the search is not told twice', async () => {
    await business.closePosting(posting.id);
    // A search saved while the posting is closed: its alert on reopen shows the delivery ran.
    const later = `${name} again`;
    // Another search than the first (the same one would be answered as saved already,
    // decision 205): the same word, posted within 30 days.
    await seeker.send('POST', '/api/v1/c/saved-searches', {
      name: later,
      query: { q: word, posted_within_days: 30 },
    });
    const context = await browser.newContext();
    const businessPage = await context.newPage();
    await startSignedIn(businessPage, business);
    await businessPage.goto(`/b/posting/${posting.id}`);
    await businessPage.getByRole('button', { name: 'Reopen posting' }).click();
    await expect(
      toast(
        businessPage,
        `“Senior ${word} Engineer” is open again. Job seekers can find it and apply.`,
      ),
    ).toBeVisible();
    await expect(businessPage.getByRole('button', { name: 'Close posting' })).toBeVisible();
    await context.close();
    await page.reload();
    await expect(page.getByText(`1 new job for “${later}”`)).toBeVisible();
    await expect(page.getByText(`1 new job for “${name}”`)).toHaveCount(1);
    const subjects = (await emailsTo(seeker.user.email)).map((e) => e.subject);
    expect(
      subjects.filter((subject) => subject === `Job alert: new jobs for “${name}”`),
    ).toHaveLength(1);
  });
});
