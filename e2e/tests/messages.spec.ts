/**
 * Issue 28's conversations end to end, against the real server: the business writes to an
 * applicant from the application's page; the applicant, on the dashboard, sees the sidebar's
 * "Messages" badge go up without reloading, opens the conversation (the badge goes down), reads
 * the message with its stage note before it, and answers; the reply reaches the business's open
 * conversation live, and the business sees "Seen" under its own message.
 */
import { expect, test } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { pageHeading, startSignedIn } from '../support/browser.ts';
import { mainNav } from '../support/shell.ts';

test('applicant and business talk in the application’s conversation, live, with unread badges', async ({
  page,
  browser,
}) => {
  const business = await ApiUser.register({ role: 'business', businessName: 'Quillmate GmbH' });
  const customer = await ApiUser.register({
    role: 'customer',
    firstName: 'Ada',
    lastName: 'Lovelace',
  });
  const title = `Backend Engineer ${Date.now().toString(36)}`;
  const job = await business.publishPosting({ title });
  const application = await customer.apply(job.id);
  await business.moveApplication(application.id, 'reviewing', 'Thanks for applying!');

  const seeker = await browser.newPage();
  await startSignedIn(seeker, customer);
  await seeker.goto('/c/dashboard');
  await expect(pageHeading(seeker, 'Dashboard')).toBeVisible();
  await expect(mainNav(seeker).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();

  const question = 'Could we talk on Thursday?\nSee https://example.com/agenda for the agenda.';
  await test.step('the business writes from the application’s page', async () => {
    await startSignedIn(page, business);
    await page.goto(`/b/applications/${application.id}`);
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText('Thanks for applying!')).toBeVisible();
    const box = conversation.getByRole('textbox', { name: 'Message' });
    await box.fill(question);
    await conversation.getByRole('button', { name: 'Send' }).click();
    await expect(box).toHaveValue('');
    await expect(conversation.getByText('Could we talk on Thursday?')).toBeVisible();
  });

  await test.step('the applicant’s badge goes up without a reload, then down on opening', async () => {
    await expect(mainNav(seeker).getByText('1 unread message')).toBeAttached();
    await mainNav(seeker)
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(pageHeading(seeker, 'Messages')).toBeVisible();
    await seeker.getByRole('link', { name: new RegExp(title) }).click();
    await expect(seeker).toHaveURL(new RegExp(`/c/messages/${application.id}$`));
    const link = seeker.getByRole('link', { name: 'https://example.com/agenda' });
    await expect(link).toHaveAttribute('href', 'https://example.com/agenda');
    // The stage note is the timeline's first entry, before the message.
    await expect(seeker.getByText('Moved to In review')).toBeVisible();
    await expect(seeker.getByText('Thanks for applying!')).toBeVisible();
    await expect(mainNav(seeker).getByText('1 unread message')).not.toBeAttached();
  });

  await test.step('the reply reaches the business’s open conversation live, and it is Seen', async () => {
    const conversation = page.getByRole('region', { name: 'Conversation' });
    await expect(conversation.getByText('Seen')).toBeVisible();
    const box = seeker.getByRole('textbox', { name: 'Message' });
    await box.fill('Thursday works for me.');
    // Ctrl+Enter sends, as the box's hint says (Enter alone adds a line).
    await box.press('Control+Enter');
    await expect(box).toHaveValue('');
    await expect(conversation.getByText('Thursday works for me.')).toBeVisible();
  });

  await test.step('the business’s inbox lists the conversation with the reply', async () => {
    await mainNav(page)
      .getByRole('link', { name: /^Messages/ })
      .click();
    await expect(pageHeading(page, 'Messages')).toBeVisible();
    const row = page
      .getByRole('list', { name: 'Conversations' })
      .getByRole('listitem')
      .filter({ hasText: 'Ada Lovelace' });
    await expect(row.getByRole('link', { name: title })).toBeVisible();
    await expect(row).toContainText('Thursday works for me.');
  });

  await seeker.close();
  await Promise.all([business.dispose(), customer.dispose()]);
});
