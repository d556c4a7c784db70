/**
 * Issue 36's hiring teams end to end, against the real server: the owner invites a recruiter and
 * an interviewer from Settings → Team; each registers through the link of their invitation e-mail
 * in the outbox; the owner puts the interviewer on one posting's hiring team; the interviewer
 * sees only that posting and its applicant, cannot open the other posting's application, and
 * submits a scorecard, after which the summary shows.
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiUser, PASSWORD, uniqueEmail } from '../support/api.ts';
import { pageHeading, passwordField, startSignedIn, tick, toast } from '../support/browser.ts';
import { emailsTo } from '../support/mail.ts';

/** The registration link of the newest invitation e-mail to `address`. */
async function invitationLink(address: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const mail = (await emailsTo(address)).at(-1);
        link = /https?:\/\/\S+\/register\/business\?token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return new URL(link).pathname + new URL(link).search;
}

/** Registers through an invitation link in `page`, as `first last`. */
async function registerThroughInvitation(
  page: Page,
  link: string,
  company: string,
  [first, last]: [string, string],
): Promise<void> {
  await page.goto(link);
  await expect(pageHeading(page, `Join ${company} on Hireloop`)).toBeVisible();
  await page.getByRole('textbox', { name: 'First name' }).fill(first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(last);
  await passwordField(page, 'Password').fill(PASSWORD);
  await passwordField(page, 'Confirm password').fill(PASSWORD);
  await tick(page.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/b\/dashboard$/);
}

test('the owner invites a recruiter and an interviewer; the interviewer sees only their posting and scores it', async ({
  page,
  browser,
}) => {
  const company = `Fernwood Labs ${Date.now().toString(36)}`;
  const owner = await ApiUser.register({ role: 'business', businessName: company });
  const customer = await ApiUser.register({
    role: 'customer',
    firstName: 'Grace',
    lastName: 'Hopper',
  });
  const onTeam = await owner.publishPosting({ title: 'Compiler Engineer' });
  const elsewhere = await owner.publishPosting({ title: 'Office Manager' });
  const scored = await customer.apply(onTeam.id);
  const hidden = await customer.apply(elsewhere.id);
  const recruiterEmail = uniqueEmail('recruiter');
  const interviewerEmail = uniqueEmail('interviewer');

  await test.step('the owner invites a recruiter and an interviewer', async () => {
    await startSignedIn(page, owner);
    await page.goto('/b/settings/team');
    await expect(page.getByRole('tab', { name: 'Team', selected: true })).toBeVisible();
    for (const [email, role] of [
      [recruiterEmail, 'Recruiter'],
      [interviewerEmail, 'Interviewer'],
    ] as const) {
      const invite = page.getByRole('region', { name: 'Invite a member' });
      await invite.getByRole('textbox', { name: /E-mail address/ }).fill(email);
      const radio = invite.getByRole('radio', { name: new RegExp(`^${role}`) });
      if (!(await radio.isChecked())) await tick(radio);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
    }
    const pending = page.getByRole('region', { name: 'Pending invitations' });
    await expect(pending.getByText(recruiterEmail)).toBeVisible();
    await expect(pending.getByText(interviewerEmail)).toBeVisible();
  });

  const recruiterPage = await browser.newPage();
  await test.step('the recruiter registers through the e-mailed link', async () => {
    const link = await invitationLink(recruiterEmail);
    await registerThroughInvitation(recruiterPage, link, company, ['Elena', 'Marsh']);
    // A recruiter writes postings.
    await recruiterPage.goto('/b/postings');
    await expect(
      recruiterPage.getByRole('link', { name: 'New job posting' }).first(),
    ).toBeVisible();
  });

  const interviewerPage = await browser.newPage();
  await test.step('the interviewer registers through the e-mailed link', async () => {
    const link = await invitationLink(interviewerEmail);
    await registerThroughInvitation(interviewerPage, link, company, ['Kenji', 'Watanabe']);
  });

  await test.step('the owner puts the interviewer on one posting’s hiring team', async () => {
    await page.goto(`/b/posting/${onTeam.id}`);
    const card = page.getByRole('region', { name: 'Hiring team' });
    await card.getByRole('button', { name: 'Edit hiring team' }).click();
    await tick(card.getByRole('checkbox', { name: /Kenji Watanabe/ }));
    await card.getByRole('button', { name: 'Save hiring team' }).click();
    await expect(card.getByText('Kenji Watanabe')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit hiring team' })).toBeVisible();
  });

  await test.step('the interviewer sees only that posting and its applicant', async () => {
    await interviewerPage.goto('/b/postings');
    await expect(pageHeading(interviewerPage, 'Job postings')).toBeVisible();
    await expect(interviewerPage.getByRole('link', { name: 'Compiler Engineer' })).toBeVisible();
    await expect(interviewerPage.getByRole('link', { name: 'Office Manager' })).toHaveCount(0);
    await expect(interviewerPage.getByRole('link', { name: 'New job posting' })).toHaveCount(0);
    await interviewerPage.goto(`/b/applications/${hidden.id}`);
    await expect(pageHeading(interviewerPage, 'This application does not exist')).toBeVisible();
  });

  await test.step('the interviewer submits a scorecard and then sees the summary', async () => {
    await interviewerPage.goto(`/b/applications/${scored.id}`);
    await expect(pageHeading(interviewerPage, 'Grace Hopper')).toBeVisible();
    // No stage move and no message box for an interviewer.
    await expect(interviewerPage.getByRole('button', { name: 'Update status' })).toHaveCount(0);
    await expect(interviewerPage.getByText(/Your role may not move applications/)).toBeVisible();
    await expect(
      interviewerPage.getByText(
        'An interviewer may not move applications, message applicants or propose interviews.',
      ),
    ).toBeVisible();
    const scorecards = interviewerPage.getByRole('region', { name: 'Scorecards' });
    for (const criterion of ['Skills', 'Experience', 'Communication', 'Motivation']) {
      await tick(
        scorecards
          .getByRole('radiogroup', { name: new RegExp(criterion, 'i') })
          .getByRole('radio', { name: /^4/ }),
      );
    }
    await tick(
      scorecards
        .getByRole('radiogroup', { name: /recommendation/i })
        .getByRole('radio', { name: 'Strong yes' }),
    );
    await scorecards
      .getByRole('textbox', { name: /Comment/ })
      .fill('Sharp on register allocation.');
    await scorecards.getByRole('button', { name: 'Submit scorecard' }).click();
    await expect(toast(interviewerPage, 'Scorecard submitted.')).toBeVisible();
    await expect(scorecards.getByText('Sharp on register allocation.')).toBeVisible();
  });

  await test.step('the owner sees the interviewer’s scorecard in the activity', async () => {
    await page.goto(`/b/applications/${scored.id}`);
    const activity = page.getByRole('region', { name: 'Activity' });
    await expect(activity.getByText(/Kenji Watanabe submitted a scorecard/)).toBeVisible();
  });
});
