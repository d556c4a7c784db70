/**
 * Issue 28's interviews end to end, against the real server: the business proposes an interview
 * with three start times from the application's page; the applicant books the second one by
 * keyboard in the conversation; both dashboards show it under "Upcoming interviews"; the booking
 * e-mail in the outbox carries the calendar invitation with the booked time in UTC.
 */
import { expect, test } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { pageHeading, startSignedIn } from '../support/browser.ts';
import { emailsTo } from '../support/mail.ts';

/** `YYYYMMDDTHHMMSSZ`: an ISO instant as iCalendar writes it in UTC. */
const icsTime = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');

test('a business proposes three times, the applicant books one by keyboard, the invitation is in UTC', async ({
  page,
  browser,
}) => {
  const business = await ApiUser.register({ role: 'business', businessName: 'Fernwood Labs' });
  const customer = await ApiUser.register({
    role: 'customer',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const title = `Compiler Engineer ${Date.now().toString(36)}`;
  const job = await business.publishPosting({ title });
  const application = await customer.apply(job.id);

  await test.step('the business proposes three times from the application’s page', async () => {
    await startSignedIn(page, business);
    await page.goto(`/b/applications/${application.id}`);
    await page.getByRole('button', { name: 'Propose an interview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Propose an interview' });
    await dialog.getByRole('textbox', { name: /Where/ }).fill('https://meet.example.com/fernwood');
    await dialog.getByRole('button', { name: 'Add a time' }).click();
    await dialog.getByRole('button', { name: 'Add a time' }).click();
    await expect(dialog.getByRole('group', { name: /^Time \d/ })).toHaveCount(3);
    await dialog.getByRole('button', { name: 'Send proposal' }).click();
    await expect(dialog).toBeHidden();
    const interviews = page.getByRole('region', { name: 'Interviews' });
    await expect(interviews.getByText('Times offered')).toBeVisible();
    await expect(interviews.getByText('3 times are offered:')).toBeVisible();
  });

  const {
    data: [interview],
  } = await customer.get<{ data: { id: string; slots: string[] }[] }>(
    `/api/v1/c/interviews?application_id=${application.id}`,
  );
  expect(interview?.slots).toHaveLength(3);
  const booked = interview!.slots[1]!;

  const seeker = await browser.newPage();
  await test.step('the applicant books the second time by keyboard', async () => {
    await startSignedIn(seeker, customer);
    await seeker.goto(`/c/messages/${application.id}`);
    const interviews = seeker.getByRole('region', { name: 'Interviews' });
    const times = interviews.getByRole('button', { name: /^Book / });
    await expect(times).toHaveCount(3);
    await times.nth(1).focus();
    await seeker.keyboard.press('Enter');
    await expect(interviews.getByText(/^Booked for /)).toBeVisible();
    await expect(interviews.getByRole('button', { name: 'Add to calendar (.ics)' })).toBeVisible();
  });

  await test.step('both dashboards list it under Upcoming interviews', async () => {
    await seeker.goto('/c/dashboard');
    await expect(pageHeading(seeker, 'Dashboard')).toBeVisible();
    const mine = seeker.getByRole('region', { name: 'Upcoming interviews' });
    await expect(mine.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.goto('/b/dashboard');
    const theirs = page.getByRole('region', { name: 'Upcoming interviews' });
    await expect(theirs.getByRole('link', { name: /Grace Hopper/ })).toBeVisible();
  });

  await test.step('the booking e-mail carries the invitation with the booked time in UTC', async () => {
    let calendar: string | null = null;
    await expect
      .poll(
        async () =>
          (calendar =
            (await emailsTo(customer.email)).find((e) => e.subject.startsWith('Interview booked'))
              ?.calendar ?? null) !== null,
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(calendar).toContain('METHOD:REQUEST');
    expect(calendar).toContain(`UID:${interview!.id}`);
    expect(calendar).toContain(`DTSTART:${icsTime(booked)}`);
  });
  await seeker.close();
});
