/**
 * Layout at a desktop (1280×800) and a phone (390×844) width, measured on the boxes the browser
 * draws: a toast never lies over the actions the user just pressed (Save, Apply, Save draft,
 * Publish), an external-link icon stays on the line of its link's last word, the first job of Find
 * Jobs shows on the phone's first screen with the filters in a sheet (and, on a short desktop window,
 * in a sidebar that scrolls on its own), and the phone's menu drawer offers the account entries and
 * Logout.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { pageHeading, startSignedIn, tick } from '../support/browser.ts';
import { pickActiveInternship } from '../support/realData.ts';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const widths = [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const;

interface Fixture {
  customer: ApiUser;
  business: ApiUser;
  importedJobId: string;
  companyId: string;
  postingId: string;
  draftId: string;
}
let fixture: Fixture;

test.beforeAll(async () => {
  const [customer, business] = await Promise.all([
    ApiUser.register({ role: 'customer', firstName: 'Lena', lastName: 'Layout' }),
    ApiUser.register({ role: 'business', businessName: 'Boxes and Margins Ltd' }),
  ]);
  const listing = pickActiveInternship();
  const imported = (await customer.searchJobs({ q: listing.title })).find(
    (job) => job.title === listing.title,
  );
  if (!imported) throw new Error(`"${listing.title}" is not in the imported data`);
  // A company profile with a website, a careers page and a link in its blurb.
  const companies = await customer.get<{ data: { id: string; name: string }[] }>(
    '/api/v1/c/companies?q=10up',
  );
  const company = companies.data.find((item) => item.name === '10up');
  if (!company) throw new Error('The company "10up" is not in the imported data');
  const posting = await business.publishPosting({ title: 'Frontend Engineer, Layout Systems' });
  const draft = await business.createPosting({ title: 'Platform Engineer (draft)' });
  fixture = {
    customer,
    business,
    importedJobId: imported.id,
    companyId: company.id,
    postingId: posting.id,
    draftId: draft.id,
  };
});

test.afterAll(async () => {
  await Promise.all([fixture.customer.dispose(), fixture.business.dispose()]);
});

type Box = { x: number; y: number; width: number; height: number };

function intersects(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** The box of every visible element `locator` matches. */
async function visibleBoxes(locator: Locator): Promise<{ name: string; box: Box }[]> {
  const boxes: { name: string; box: Box }[] = [];
  for (const element of await locator.all()) {
    if (!(await element.isVisible())) continue;
    const box = await element.boundingBox();
    if (box) boxes.push({ name: (await element.textContent()) ?? '', box });
  }
  return boxes;
}

/**
 * While the toast with `text` is on screen, none of the `actions` lies under it and each can
 * still be clicked where it is drawn (a trial click fails when another element takes the click).
 * Each locator's first match is measured: the page's own actions (header, or the phone's bottom
 * bar), which come before the body's call-outs.
 */
async function expectToastClearOf(page: Page, text: string | RegExp, actions: Locator[]) {
  const toast = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(toast).toBeVisible();
  // The pointer over the toaster stops the toast's clock (R-TOAST-3): it stays while measured.
  await toast.hover();
  const toastBox = await toast.boundingBox();
  expect(toastBox).not.toBeNull();
  let measured = 0;
  for (const action of actions.map((locator) => locator.first())) {
    for (const { name, box } of await visibleBoxes(action)) {
      measured += 1;
      expect(
        intersects(toastBox!, box),
        `toast ${JSON.stringify(toastBox)} over "${name.trim()}" ${JSON.stringify(box)}`,
      ).toBe(false);
    }
    for (const element of await action.all()) {
      if (await element.isVisible()) await element.click({ trial: true, timeout: 2_000 });
    }
  }
  expect(measured, 'actions measured').toBeGreaterThan(0);
}

/**
 * On a phone, scrolled to the end of the page (the user read the job), the job's actions are
 * still on screen.
 */
async function expectActionsAtHand(page: Page, label: string, actions: Locator[]) {
  if (label !== 'phone') return;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  for (const action of actions) await expect(action.first()).toBeInViewport();
}

for (const [label, viewport] of widths) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport });

    test('the toast after Save on a Hireloop job leaves Save and Apply free', async ({ page }) => {
      await startSignedIn(page, fixture.customer);
      await page.goto(`/c/jobs/${fixture.postingId}`);
      await expect(pageHeading(page, 'Frontend Engineer, Layout Systems')).toBeVisible();
      await expectActionsAtHand(page, label, [
        page.getByRole('button', { name: /^Saved?$/ }),
        page.getByRole('button', { name: 'Apply now' }),
      ]);
      await page
        .getByRole('button', { name: /^Saved?$/ })
        .first()
        .click();
      await expectToastClearOf(page, 'Saved to your Saved Jobs.', [
        page.getByRole('button', { name: /^Saved?$/ }),
        page.getByRole('button', { name: 'Apply now' }),
      ]);
      // Leave the job unsaved for the next width.
      await fixture.customer.send('DELETE', `/api/v1/c/bookmarks/${fixture.postingId}`);
    });

    test('the toast after Save on an imported job leaves Save and Apply on company site free', async ({
      page,
    }) => {
      await startSignedIn(page, fixture.customer);
      await page.goto(`/c/jobs/${fixture.importedJobId}`);
      await expect(pageHeading(page, /\S/)).toBeVisible();
      await expectActionsAtHand(page, label, [
        page.getByRole('button', { name: /^Saved?$/ }),
        page.getByRole('link', { name: /Apply on company site/ }),
      ]);
      await page
        .getByRole('button', { name: /^Saved?$/ })
        .first()
        .click();
      await expectToastClearOf(page, 'Saved to your Saved Jobs.', [
        page.getByRole('button', { name: /^Saved?$/ }),
        page.getByRole('link', { name: /Apply on company site/ }),
      ]);
      await fixture.customer.send('DELETE', `/api/v1/c/bookmarks/${fixture.importedJobId}`);
    });

    test('the toast after Save draft in the posting editor leaves the actions free', async ({
      page,
    }) => {
      await startSignedIn(page, fixture.business);
      await page.goto(`/b/postings/edit/${fixture.draftId}`);
      await expect(pageHeading(page, /\S/)).toBeVisible();
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expectToastClearOf(page, /saved/i, [
        page.getByRole('button', { name: 'Save draft' }),
        page.getByRole('button', { name: 'Publish' }),
        page.getByRole('button', { name: /Save and preview|Save & preview/ }),
      ]);
    });
  });
}

/**
 * Every icon inside a link that opens a new tab sits on the line of the link's last word: the
 * icon's vertical middle lies within the box of that word (measured with a DOM Range).
 */
async function strayExternalIcons(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const stray: string[] = [];
    for (const link of document.querySelectorAll('a[target="_blank"]')) {
      const icon = link.querySelector('svg');
      if (!icon || !(link instanceof HTMLElement) || link.offsetParent === null) continue;
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      let last: Text | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node as Text;
        const hidden = text.parentElement?.closest('[class]') as HTMLElement | null;
        const clipped = hidden && getComputedStyle(hidden).clip !== 'auto';
        const precedes = text.compareDocumentPosition(icon) & Node.DOCUMENT_POSITION_FOLLOWING;
        if (text.data.trim() && precedes && !clipped) last = text;
      }
      if (!last) continue;
      const end = last.data.trimEnd().length;
      const start = last.data.slice(0, end).search(/\S+$/);
      const range = document.createRange();
      range.setStart(last, Math.max(0, start));
      range.setEnd(last, end);
      const word = [...range.getClientRects()].at(-1);
      const box = icon.getBoundingClientRect();
      const middle = box.top + box.height / 2;
      if (!word || middle < word.top || middle > word.bottom)
        stray.push(
          `${link.textContent?.trim()} (word ${word?.top}–${word?.bottom}, icon ${middle})`,
        );
    }
    return stray;
  });
}

test.describe('external links at phone widths', () => {
  test.use({ viewport: PHONE });

  for (const [name, path] of [
    ['the imported job', () => `/c/jobs/${fixture.importedJobId}`],
    ['the company page', () => `/c/company/${fixture.companyId}`],
  ] as const) {
    test(`on ${name} the external-link icon stays with the last word`, async ({ page }) => {
      await startSignedIn(page, fixture.customer);
      await page.goto(path());
      await expect(pageHeading(page, /\S/)).toBeVisible();
      await expect(page.locator('a[target="_blank"] svg').first()).toBeVisible();
      // 390 px and the widths around it: each moves the line breaks of the links.
      for (let width = 320; width <= 430; width += 6) {
        await page.setViewportSize({ width, height: PHONE.height });
        expect(await strayExternalIcons(page), `at ${width} px`).toEqual([]);
        // Nothing glued to its icon pushes the page sideways.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test.describe('Find Jobs on a phone', () => {
  test.use({ viewport: PHONE });

  test('the first result shows on the first screen; the filters open in a sheet', async ({
    page,
  }) => {
    await startSignedIn(page, fixture.customer);
    // Every listing, stale imports included (decision 200), as before "Open listings only".
    await page.goto('/c/jobs?open=0');
    const firstCard = page
      .getByRole('region', { name: /jobs?$/ })
      .getByRole('listitem')
      .first();
    await expect(firstCard).toBeVisible();
    const top = (await firstCard.boundingBox())!.y;
    expect(top, 'first result card top (px)').toBeLessThanOrEqual(400);

    const open = page.getByRole('button', { name: /^Filters/ });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    const filtered = page.waitForResponse(
      (response) => response.url().includes('/api/v1/c/jobs?') && /internship/.test(response.url()),
    );
    await tick(
      sheet
        .getByRole('group', { name: 'Employment type' })
        .getByRole('checkbox', { name: /^Internship\b/ }),
    );
    await expect(page).toHaveURL(/internship/);
    await filtered;
    const show = sheet.getByRole('button', { name: /^Show [\d,]+\+? jobs?$/ });
    await expect(show).toBeVisible();
    const shown = (await show.textContent())!.match(/[\d,]+/)![0];
    await show.click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: `${shown} jobs` })).toBeVisible();
    await expect(open).toHaveAccessibleName(/Filters.*1/);

    await test.step('keyboard: Enter opens, focus stays in the sheet, Escape closes', async () => {
      await open.focus();
      await page.keyboard.press('Enter');
      await expect(sheet).toBeVisible();
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press('Tab');
        const inside = await sheet.evaluate((node) => node.contains(document.activeElement));
        expect(inside, `focus inside the sheet after ${i + 1} Tab`).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();
      await expect(open).toBeFocused();
    });

    await test.step('Clear all in the sheet removes every filter', async () => {
      await open.click();
      await sheet.getByRole('button', { name: /^Clear all/ }).click();
      await expect(page).not.toHaveURL(/internship/);
      await sheet.getByRole('button', { name: /^Show [\d,]+\+? jobs?$/ }).click();
      await expect(sheet).toBeHidden();
    });
  });
});

test.describe('Find Jobs on a short desktop window', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('the filter sidebar fits the window and scrolls on its own to its last filter', async ({
    page,
  }) => {
    await startSignedIn(page, fixture.customer);
    await page.goto('/c/jobs?open=0');
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await expect(sidebar.getByRole('group', { name: 'Employment type' })).toBeVisible();
    // Once the results scroll, the sidebar stays in view, whole: taller than the window's 600 px,
    // its filters overflow the sidebar rather than the window's bottom edge.
    await page.getByRole('region', { name: /jobs?$/ }).hover();
    await page.mouse.wheel(0, 600);
    await expect.poll(async () => (await sidebar.boundingBox())!.y, 'sidebar top (px)').toBe(16);
    const box = (await sidebar.boundingBox())!;
    expect(box.y + box.height, 'sidebar bottom (px)').toBeLessThanOrEqual(600);
    expect(await sidebar.evaluate((node) => node.scrollHeight > node.clientHeight)).toBe(true);
    // Scrolling the sidebar brings its last filter into the window (its label: the checkbox's
    // own input is a clipped pixel, never "in the viewport"); the results stay where they were.
    const scrolled = await page.evaluate(() => window.scrollY);
    await sidebar.hover();
    await page.mouse.wheel(0, 2000);
    await expect(sidebar.getByText('Open listings only', { exact: true })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY), 'window scroll (px)').toBe(scrolled);
  });
});

test.describe('the menu drawer on a phone', () => {
  test.use({ viewport: PHONE });

  test('shows who is signed in and Logout; Logout signs out to the login page', async ({
    page,
  }) => {
    const customer = await ApiUser.register({
      role: 'customer',
      firstName: 'Dora',
      lastName: 'Drawer',
    });
    await startSignedIn(page, customer);
    await page.goto('/c/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const account = drawer.getByRole('navigation', { name: 'Account' });
    await expect(account).toContainText('Dora Drawer');
    await expect(drawer.getByRole('link', { name: 'Settings' })).toBeVisible();
    await account.getByRole('button', { name: 'Logout' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Logout' });
    await confirm.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByText(/logged out/i).first()).toBeVisible();
    await customer.dispose();
  });
});

/**
 * The words of each company name on the page that were split over two lines, except words wider
 * than the card's name on its own (those may break: nothing else fits).
 */
async function namesBrokenMidWord(page: Page): Promise<string[]> {
  return page.locator('main li h3').evaluateAll((headings) => {
    const broken: string[] = [];
    for (const heading of headings) {
      const text = heading.textContent ?? '';
      const node = heading.querySelector('a')?.firstChild ?? heading.firstChild;
      if (!node || node.nodeType !== Node.TEXT_NODE) continue;
      const width = heading.getBoundingClientRect().width;
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = [...range.getClientRects()];
        const lines = new Set(rects.map((rect) => Math.round(rect.top)));
        // The word's width on one line: the widths of its pieces.
        const wordWidth = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines.size > 1 && wordWidth < width) {
          broken.push(`${text} (${match[0]})`);
        }
      }
    }
    return broken;
  });
}

test.describe('company names in Browse Companies', () => {
  for (const [label, viewport] of widths) {
    test(`wrap between words at ${label} width`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await startSignedIn(page, fixture.customer);
      await page.goto('/c/companies');
      await expect(page.locator('main li h3').first()).toBeVisible();
      expect(await namesBrokenMidWord(page)).toEqual([]);
    });
  }
});
