/**
 * axe on every route of the app (R-ROUTE-1 to R-ROUTE-4), in the light and the dark theme, signed in as the role
 * the route needs, with content on every screen (a posting, an application with a resume, a saved
 * job, notifications for both roles): zero violations of WCAG 2.0/2.1 A and AA and WCAG 2.2 AA,
 * target size included.
 *
 * One tab per role for the whole file (the app's code is fetched and compiled once per role, not
 * once per route); each route is a fresh load of that tab in the light theme, checked, then turned
 * dark with the top bar's theme switch, as a user does, and checked again on that same render
 * (decision 231). axe runs in the page (`setLegacyMode`: no blank page to merge frames' results in;
 * the app has no frames) and reports only violations in detail (`resultTypes`).
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import {
  pageHeading,
  startSignedIn,
  startWithTheme,
  withoutEventStream,
} from '../support/browser.ts';
import { pickActiveInternship } from '../support/realData.ts';

/** The axe tags of the house rule "zero axe violations (WCAG 2.2 AA with target-size)". */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

interface Fixture {
  customer: ApiUser;
  business: ApiUser;
  realJobId: string;
  companyId: string;
  postingId: string;
  draftId: string;
  applicationId: string;
}
let fixture: Fixture;

type Who = 'guest' | 'customer' | 'business';

interface RouteCase {
  /** Route name of R-ROUTE-1 to R-ROUTE-4 (apps/web paths.ts). */
  name: string;
  who: Who;
  path: (f: Fixture) => string;
}

const settingsTabs = ['profile', 'privacy', 'security', 'notifications', 'account'] as const;

const routes: RouteCase[] = [
  { name: 'home', who: 'guest', path: () => '/' },
  { name: 'login', who: 'guest', path: () => '/login' },
  { name: 'register.select', who: 'guest', path: () => '/register' },
  { name: 'register.form (customer)', who: 'guest', path: () => '/register/customer' },
  { name: 'register.form (business)', who: 'guest', path: () => '/register/business' },
  { name: 'unauthorized', who: 'guest', path: () => '/unauthorized' },
  { name: 'not found', who: 'guest', path: () => '/no/such/page' },

  { name: 'c.dashboard', who: 'customer', path: () => '/c/dashboard' },
  { name: 'c.jobs', who: 'customer', path: () => '/c/jobs' },
  { name: 'c.jobs (search)', who: 'customer', path: () => '/c/jobs?q=software+engineer&open=0' },
  { name: 'c.job (imported)', who: 'customer', path: (f) => `/c/jobs/${f.realJobId}` },
  { name: 'c.job (applied)', who: 'customer', path: (f) => `/c/jobs/${f.postingId}` },
  { name: 'c.jobs.bookmarked', who: 'customer', path: () => '/c/jobs/bookmarked' },
  { name: 'c.applications', who: 'customer', path: () => '/c/applications' },
  {
    name: 'c.applications.success',
    who: 'customer',
    path: (f) => `/c/applications/success/${f.applicationId}`,
  },
  { name: 'c.companies', who: 'customer', path: () => '/c/companies' },
  { name: 'c.company', who: 'customer', path: (f) => `/c/company/${f.companyId}` },
  { name: 'c.notifications', who: 'customer', path: () => '/c/notifications' },
  { name: 'c.messages', who: 'customer', path: () => '/c/messages' },
  {
    name: 'c.messages (conversation)',
    who: 'customer',
    path: (f) => `/c/messages/${f.applicationId}`,
  },
  ...settingsTabs.map((tab): RouteCase => ({
    name: `c.settings.${tab}`,
    who: 'customer',
    path: () => `/c/settings/${tab}`,
  })),
  {
    name: 'c.settings.account.verify-email',
    who: 'customer',
    path: () => '/c/settings/account/verify-email/not-a-real-token',
  },

  { name: 'b.dashboard', who: 'business', path: () => '/b/dashboard' },
  { name: 'b.postings', who: 'business', path: () => '/b/postings' },
  { name: 'b.postings.new', who: 'business', path: () => '/b/postings/new' },
  { name: 'b.postings.edit', who: 'business', path: (f) => `/b/postings/edit/${f.draftId}` },
  { name: 'b.posting', who: 'business', path: (f) => `/b/posting/${f.postingId}` },
  { name: 'b.posting.preview', who: 'business', path: (f) => `/b/posting/${f.postingId}/preview` },
  { name: 'b.applications', who: 'business', path: () => '/b/applications' },
  { name: 'b.application', who: 'business', path: (f) => `/b/applications/${f.applicationId}` },
  { name: 'b.notifications', who: 'business', path: () => '/b/notifications' },
  { name: 'b.messages', who: 'business', path: () => '/b/messages' },
  {
    name: 'b.messages (conversation)',
    who: 'business',
    path: (f) => `/b/messages/${f.applicationId}`,
  },
  ...[...settingsTabs, 'team' as const].map((tab): RouteCase => ({
    name: `b.settings.${tab}`,
    who: 'business',
    path: () => `/b/settings/${tab}`,
  })),
  {
    name: 'b.settings.account.verify-email',
    who: 'business',
    path: () => '/b/settings/account/verify-email/not-a-real-token',
  },
];

/** The tab of each role, opened in `beforeAll`. */
const tabs = new Map<Who, Page>();
const contexts: BrowserContext[] = [];

test.beforeAll(async ({ browser }) => {
  const [customer, business] = await Promise.all([
    ApiUser.register({ role: 'customer', firstName: 'Rosa', lastName: 'Parkes' }),
    ApiUser.register({ role: 'business', businessName: 'Accessible Apps GmbH' }),
  ]);
  const listing = pickActiveInternship();
  const realJob = (await customer.searchJobs({ q: listing.title })).find(
    (job) => job.title === listing.title,
  );
  if (!realJob) throw new Error(`"${listing.title}" is not in the imported data`);
  const posting = await business.publishPosting({ title: 'Accessibility Engineer' });
  const draft = await business.createPosting({ title: 'Design Systems Lead (draft)' });
  await customer.bookmark(realJob.id);
  await customer.bookmark(posting.id);
  const application = await customer.apply(posting.id, 'I test with screen readers every day.');
  await business.moveApplication(application.id, 'reviewing', 'Thanks, we are reading it now.');
  fixture = {
    customer,
    business,
    realJobId: realJob.id,
    companyId: realJob.company.id,
    postingId: posting.id,
    draftId: draft.id,
    applicationId: application.id,
  };
  for (const who of ['guest', 'customer', 'business'] as const) {
    const context = await browser.newContext();
    contexts.push(context);
    // The open event stream would keep `networkidle` (screenReady) from ever arriving.
    await withoutEventStream(context);
    const page = await context.newPage();
    if (who !== 'guest') await startSignedIn(page, fixture[who]);
    // Every load starts light (the switch below persists dark; this init script resets it).
    await startWithTheme(page, 'light');
    tabs.set(who, page);
  }
});

test.afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await Promise.all([fixture.customer.dispose(), fixture.business.dispose()]);
});

/** Waits until the screen has its heading, its data and no loading placeholders. */
async function screenReady(page: Page): Promise<void> {
  await expect(pageHeading(page, /\S/)).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

/** Runs axe and fails with a readable list of the violations. */
async function expectNoViolations(page: Page, label: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } })
    .analyze();
  const report = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
      violation.nodes
        .slice(0, 5)
        .map(
          (node) => `    ${node.target.join(' ')} — ${node.failureSummary?.split('\n').join(' ')}`,
        )
        .join('\n'),
  );
  expect(report, `${label}: axe violations`).toEqual([]);
}

for (const route of routes) {
  test(`${route.name}: no axe violations in the light and the dark theme`, async () => {
    const page = tabs.get(route.who);
    if (!page) throw new Error(`no tab for ${route.who}`);
    const path = route.path(fixture);
    await page.goto(path);
    await screenReady(page);
    // The screen itself, not a redirect (settings tabs and not-found keep their own path).
    expect(new URL(page.url()).pathname).toBe(new URL(path, 'http://x').pathname);
    await expect(page.locator('html')).toHaveClass(/\bhl-theme-light\b/);
    await expectNoViolations(page, `${path} (light)`);

    // The top bar's theme switch, on the same render.
    const themeSwitch = page.getByRole('button', { name: 'Dark theme' });
    await themeSwitch.click();
    await expect(themeSwitch).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveClass(/\bhl-theme-dark\b/);
    await expectNoViolations(page, `${path} (dark)`);
  });
}
