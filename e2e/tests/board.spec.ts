/**
 * The pipeline board, by keyboard only: a business selects two applicants on its posting's board
 * (Space), moves them with "Move selected" and one note, then drags a third to another column
 * with react-aria's keyboard drag and drop (Enter on the drag handle, Tab to a column, Enter).
 * Each applicant gets their notification; the columns' counts follow.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { startSignedIn, toast } from '../support/browser.ts';

/** A column of the board, by its stage heading ("Interviewing 2 applicants"). */
function column(page: Page, stage: string): Locator {
  return page.locator('section').filter({
    has: page.getByRole('heading', { level: 2, name: new RegExp(`^${stage} `) }),
  });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus; at most 16 presses (from the first
 * column back to "Move selected" passes the board and the column summary's 7 stages: 11).
 */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 16; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a business moves two applicants on the board by keyboard', async ({ page }) => {
  // Four accounts, a posting, three applications and two confirmed moves: longer than one journey
  // step on two busy cores.
  test.setTimeout(180_000);
  const business = await ApiUser.register({ role: 'business', businessName: 'Keyboard Robotics' });
  const posting = await business.publishPosting({ title: 'Motion Planning Engineer' });
  const applicants: ApiUser[] = [];
  for (const [firstName, lastName] of [
    ['Ada', 'Byron'],
    ['Ben', 'Okri'],
    ['Cleo', 'Park'],
  ] as const) {
    const customer = await ApiUser.register({ role: 'customer', firstName, lastName });
    await customer.apply(posting.id);
    applicants.push(customer);
  }

  await startSignedIn(page, business);
  await page.goto(`/b/applications?posting=${posting.id}&view=board`);
  const submitted = column(page, 'Submitted');
  await expect(submitted.getByRole('heading', { level: 2 })).toHaveText('Submitted 3 applicants');

  await test.step('select two applicants with Space and move them with one note', async () => {
    const list = submitted.getByRole('grid');
    // Focus arrives on the first card as it would after tabbing into the column.
    await list.getByRole('row', { name: /Cleo Park/ }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(list.getByRole('row', { name: /Ben Okri/ })).toBeFocused();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page.getByText('2 applicants selected')).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Move selected' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move 2 applicants' });
    await expect(dialog).toBeVisible();
    const stage = dialog.getByRole('button', { name: /Move to/ });
    await tabTo(page, stage);
    await page.keyboard.press('Enter');
    const option = page.getByRole('option', { name: 'Interviewing' });
    await expect(page.getByRole('listbox')).toBeVisible();
    for (let i = 0; i < 6 && !(await option.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('textbox', { name: /Note to the applicants/ }));
    await page.keyboard.type('We would love to talk. Expect an invite this week.');
    await tabTo(page, dialog.getByRole('button', { name: 'Move', exact: true }));
    await page.keyboard.press('Enter');

    await expect(
      toast(page, 'Moved 2 applicants to Interviewing. Each was notified.'),
    ).toBeVisible();
    await expect(column(page, 'Interviewing').getByRole('heading', { level: 2 })).toHaveText(
      'Interviewing 2 applicants',
    );
    await expect(submitted.getByRole('heading', { level: 2 })).toHaveText('Submitted 1 applicant');
  });

  await test.step('drag the third one to In review with the keyboard', async () => {
    await submitted.getByRole('button', { name: 'Drag Cleo Park' }).focus();
    await page.keyboard.press('Enter');
    // react-aria moves the focus to the first column that takes the card; Tab goes on to the next.
    const review = column(page, 'In review').getByRole('grid');
    for (
      let i = 0;
      i < 8 && !(await review.evaluate((el) => el.contains(document.activeElement)));
      i++
    )
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Move 1 applicant to In review' });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Move', exact: true }));
    await page.keyboard.press('Enter');
    await expect(column(page, 'In review').getByRole('heading', { level: 2 })).toHaveText(
      'In review 1 applicant',
    );
    await expect(submitted.getByRole('heading', { level: 2 })).toHaveText('Submitted 0 applicants');
  });

  await test.step('each applicant was told, with the note', async () => {
    const expected = [
      ['Ada', 'moved to interviews. Message from Keyboard Robotics: We would love to talk.'],
      ['Ben', 'moved to interviews. Message from Keyboard Robotics: We would love to talk.'],
      ['Cleo', 'is being reviewed.'],
    ] as const;
    for (const [index, [, text]] of expected.entries()) {
      const { data } = await applicants[index]!.get<{
        data: { notifications: { message: string }[] };
      }>('/api/v1/c/notifications');
      expect(data.notifications.map((n) => n.message)).toContainEqual(
        expect.stringContaining(text),
      );
    }
  });

  for (const customer of applicants) await customer.dispose();
  await business.dispose();
});
