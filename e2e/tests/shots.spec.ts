/**
 * Screenshots for reviewing the product with the real data (not a test: skipped unless SHOTS=1):
 * the landing page (a guest), Find Jobs (open listings only, and the archive of older listings),
 * Browse Companies, the job page of an imported listing and of Hireloop postings (one paid in CA$
 * an hour, converted), a company page and My Applications (an in-app application and a
 * self-tracked "I applied" entry); the business's posting (its pipeline board) and the editor of
 * the hourly posting — in the light and the dark theme, 1280 and 390 px wide, as full-page PNGs
 * in SHOTS_DIR.
 *
 *   SHOTS=1 SHOTS_DIR=/tmp/shots pnpm exec playwright test tests/shots.spec.ts
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import {
  pageHeading,
  startSignedIn,
  startWithTheme,
  withoutEventStream,
} from '../support/browser.ts';
import { pickActiveInternship } from '../support/realData.ts';

test.skip(process.env.SHOTS !== '1', 'screenshots only on demand (SHOTS=1)');

const dir = path.resolve(process.env.SHOTS_DIR ?? 'test-results/shots');
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

let customer: ApiUser;
let business: ApiUser;
const targets: { name: string; path: string }[] = [];
const businessTargets: { name: string; path: string }[] = [];
const guestTargets = [{ name: 'landing', path: '/' }];

test.beforeAll(async () => {
  mkdirSync(dir, { recursive: true });
  customer = await ApiUser.register({ role: 'customer', firstName: 'Priya', lastName: 'Raman' });
  business = await ApiUser.register({ role: 'business', businessName: 'Northwind Robotics' });
  const hourly = await business.publishPosting({
    title: 'Robot Test Technician',
    description: 'Test our pick-and-place robots in the Toronto lab, three days a week.',
    location: 'Toronto, ON, Canada',
    salary_min: 38.5,
    salary_max: 55.5,
    salary_currency: 'CAD',
    salary_period: 'hour',
    skills: ['Testing'],
  });
  const posting = await business.publishPosting({
    title: 'Robotics Software Engineer',
    description:
      'Northwind builds warehouse robots that pick fragile goods.\n\n' +
      '## What you will do\n- Write motion-planning code in C++ and Rust\n' +
      '- Test on our robots in the Leeds lab every week\n\n' +
      '## What we look for\n- Three years of C++\n- Curiosity about hardware',
    location: 'Leeds, United Kingdom',
    salary_min: 55000,
    salary_max: 70000,
    salary_currency: 'GBP',
    salary_period: 'year',
    skills: ['C++', 'Rust', 'ROS'],
  });
  await customer.apply(posting.id, 'I built pick-and-place software for two years at a startup.');
  const listing = pickActiveInternship();
  const imported = (await customer.searchJobs({ q: listing.title })).find(
    (job) => job.title === listing.title,
  );
  if (!imported) throw new Error(`"${listing.title}" is not in the imported data`);
  const tracked = await customer.send<{ data: { id: string } }>(
    'POST',
    '/api/v1/c/tracked-applications',
    { job_id: imported.id, note: 'Applied through the careers site; referral from Sam.' },
  );
  await customer.send('POST', `/api/v1/c/tracked-applications/${tracked.data.id}/events`, {
    status: 'interviewing',
    date: new Date().toISOString().slice(0, 10),
  });
  const companies = await customer.get<{ data: { id: string; name: string }[] }>(
    '/api/v1/c/companies?q=10up',
  );
  const company = companies.data.find((item) => item.name === '10up');
  if (!company) throw new Error('The company "10up" is not in the imported data');
  targets.push(
    { name: 'job-imported', path: `/c/jobs/${imported.id}` },
    { name: 'job-hireloop', path: `/c/jobs/${posting.id}` },
    { name: 'company', path: `/c/company/${company.id}` },
    { name: 'my-applications', path: '/c/applications' },
    { name: 'find-jobs', path: '/c/jobs' },
    { name: 'find-jobs-archive', path: '/c/jobs?q=intern&open=0' },
    { name: 'companies', path: '/c/companies' },
    { name: 'job-hourly-cad', path: `/c/jobs/${hourly.id}` },
  );
  businessTargets.push(
    { name: 'posting-board', path: `/b/posting/${posting.id}` },
    { name: 'posting-edit-hourly', path: `/b/postings/edit/${hourly.id}` },
  );
});

// The open event stream would keep `networkidle` (ready) from ever arriving.
test.beforeEach(({ page }) => withoutEventStream(page));

async function ready(page: Page) {
  await expect(pageHeading(page, /\S/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Full-page screenshots of `list` as `<name>-<theme>-<width>.png`. */
async function shoot(page: Page, list: { name: string; path: string }[], suffix: string) {
  for (const target of list) {
    await page.goto(target.path);
    await ready(page);
    await page.screenshot({ path: path.join(dir, `${target.name}-${suffix}.png`), fullPage: true });
  }
}

for (const theme of ['light', 'dark'] as const) {
  for (const [width, viewport] of Object.entries(viewports)) {
    test(`${theme} ${width}`, async ({ page }) => {
      test.setTimeout(180_000);
      await page.setViewportSize(viewport);
      await startWithTheme(page, theme);
      await shoot(page, guestTargets, `${theme}-${width}`);
      await startSignedIn(page, customer);
      await shoot(page, targets, `${theme}-${width}`);
    });

    test(`${theme} ${width} business`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      await startWithTheme(page, theme);
      await startSignedIn(page, business);
      await shoot(page, businessTargets, `${theme}-${width}`);
    });
  }
}
