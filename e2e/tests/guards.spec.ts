/**
 * The route guard rules of R-GUARD-1 to R-GUARD-5 and R-ROLE-2 and the error catalogue of R-ERR-1 in the real app: guests to
 * login with `?redirect=`, signed-in users away from guest-only pages, role mismatch to
 * /unauthorized, /register/{role}, not found, settings to the profile tab; a 401 in the middle of
 * a session, a 419 retried once, a network failure with a toast, and a 429 on the notification
 * poll backing off by its Retry-After.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import { ApiUser, type WireJobSummary } from '../support/api.ts';
import { pageHeading, passwordField, pathOf, startSignedIn, toast } from '../support/browser.ts';
import { pickActiveInternship } from '../support/realData.ts';

let customer: ApiUser;
let business: ApiUser;
let realJob: WireJobSummary;

test.beforeAll(async () => {
  [customer, business] = await Promise.all([
    ApiUser.register({ role: 'customer' }),
    ApiUser.register({ role: 'business' }),
  ]);
  const listing = pickActiveInternship();
  const found = await customer.searchJobs({ q: listing.title });
  const job = found.find((item) => item.title === listing.title);
  if (!job) throw new Error(`"${listing.title}" is not in the imported data`);
  realJob = job;
});
test.afterAll(async () => {
  await Promise.all([customer.dispose(), business.dispose()]);
});

const encoded = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

test.describe('guests', () => {
  for (const path of [
    '/c/applications',
    '/c/jobs/bookmarked',
    '/b/postings',
    '/b/settings/security',
  ]) {
    test(`${path} sends a guest to login with the redirect`, async ({ page }) => {
      await page.goto(path);
      await expect(pageHeading(page, 'Welcome back')).toBeVisible();
      expect(pathOf(page.url())).toBe(encoded(path));
    });
  }

  test('the redirect keeps the query, and signing in goes back there', async ({ page }) => {
    await page.goto('/c/jobs?q=engineer');
    await expect(pageHeading(page, 'Welcome back')).toBeVisible();
    expect(pathOf(page.url())).toBe(encoded('/c/jobs?q=engineer'));
    await page.getByRole('textbox', { name: 'Email' }).fill(customer.email);
    await passwordField(page, 'Password').fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/c\/jobs\?q=engineer$/);
    await expect(pageHeading(page, 'Find Jobs')).toBeVisible();
  });

  test('/register/xyz goes to the role choice', async ({ page }) => {
    await page.goto('/register/xyz');
    await expect(page).toHaveURL(/\/register$/);
    await expect(pageHeading(page, 'How will you use Hireloop?')).toBeVisible();
  });

  test('/register/customer and /register/business show their forms', async ({ page }) => {
    await page.goto('/register/customer');
    await expect(pageHeading(page, 'Create your job seeker account')).toBeVisible();
    await page.goto('/register/business');
    await expect(pageHeading(page, 'Create your employer account')).toBeVisible();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // The server answers with the prerendered not-found page (docs/decisions/151).
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveURL(/\/no\/such\/page$/);
  });

  test('/unauthorized is open to guests', async ({ page }) => {
    await page.goto('/unauthorized');
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();
  });
});

test.describe('signed-in users', () => {
  for (const path of ['/', '/login', '/register', '/register/customer']) {
    test(`a customer on ${path} goes to the customer dashboard`, async ({ page }) => {
      await startSignedIn(page, customer);
      await page.goto(path);
      await expect(page).toHaveURL(/\/c\/dashboard$/);
    });
  }

  test('a business on /login goes to the business dashboard', async ({ page }) => {
    await startSignedIn(page, business);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/b\/dashboard$/);
  });

  test('a customer in /b and a business in /c go to /unauthorized', async ({ page, context }) => {
    await startSignedIn(page, customer);
    await page.goto('/b/postings');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(
      page.getByRole('heading', { name: 'You do not have access to this page' }),
    ).toBeVisible();

    const other = await context.newPage();
    await startSignedIn(other, business);
    await other.goto('/c/jobs');
    await expect(other).toHaveURL(/\/unauthorized$/);
  });

  test('/c/settings and /b/settings open the profile tab', async ({ page, context }) => {
    await startSignedIn(page, customer);
    await page.goto('/c/settings');
    await expect(page).toHaveURL(/\/c\/settings\/profile$/);
    await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    const other = await context.newPage();
    await startSignedIn(other, business);
    await other.goto('/b/settings');
    await expect(other).toHaveURL(/\/b\/settings\/profile$/);
  });
});

test.describe('errors', () => {
  test('a 401 in the middle of a session sends to login with the redirect', async ({ page }) => {
    // An account of its own: the other device signs every other session of it out.
    const owner = await ApiUser.register({ role: 'customer' });
    const session = await owner.loginAgain();
    await startSignedIn(page, session);
    await page.goto(`/c/jobs?q=${encodeURIComponent(realJob.title)}&open=0`);
    const link = page.getByRole('link', { name: realJob.title });
    await expect(link).toBeVisible();

    // Another device signs this session out (security settings → sessions).
    const elsewhere = await owner.loginAgain();
    expect(await elsewhere.revokeOtherSessions()).toBe(2);

    const unauthorized = page.waitForResponse((response) => response.status() === 401);
    await link.click();
    await unauthorized;
    await expect(pageHeading(page, 'Welcome back')).toBeVisible();
    expect(pathOf(page.url())).toBe(encoded(`/c/jobs/${realJob.id}`));
    await expect(toast(page, 'Your session has expired. Please log in again.')).toBeVisible();
    await Promise.all([owner.dispose(), session.dispose(), elsewhere.dispose()]);
  });

  test('a 419 fetches the CSRF cookie and retries the request once', async ({ page }) => {
    await startSignedIn(page, customer);
    await page.goto(`/c/jobs/${realJob.id}`);
    await expect(pageHeading(page, realJob.title)).toBeVisible();

    const seen: string[] = [];
    const record = (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/sanctum/csrf-cookie' || pathname.startsWith('/api/v1/c/bookmarks/')) {
        seen.push(`${request.method()} ${pathname}`);
      }
    };
    page.on('request', record);
    let answered419 = false;
    await page.route(`**/api/v1/c/bookmarks/${realJob.id}`, async (route) => {
      if (!answered419 && route.request().method() === 'POST') {
        answered419 = true;
        await route.fulfill({
          status: 419,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'CSRF token mismatch.' }),
        });
        return;
      }
      await route.continue();
    });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Saved to your Saved Jobs.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();
    const bookmark = `POST /api/v1/c/bookmarks/${realJob.id}`;
    expect(seen).toEqual([bookmark, 'GET /sanctum/csrf-cookie', bookmark]);

    // Saved on the server, by the retry.
    const { data } = await customer.get<{ data: WireJobSummary[] }>('/api/v1/c/bookmarks');
    expect(data.map((saved) => saved.id)).toContain(realJob.id);
  });

  test('a network failure shows a toast and changes nothing', async ({ page }) => {
    const other = (await customer.searchJobs({ q: 'engineer' })).find(
      (job) => job.id !== realJob.id,
    );
    if (!other) throw new Error('no second job found');
    await startSignedIn(page, customer);
    await page.goto(`/c/jobs/${other.id}`);
    await expect(pageHeading(page, other.title)).toBeVisible();

    await page.route(`**/api/v1/c/bookmarks/${other.id}`, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Failed to update saved jobs')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
  });

  test('a 429 on the notification poll waits for Retry-After plus one second', async ({ page }) => {
    await recordPolls(page);
    let answered429 = false;
    await page.route(
      (url) => url.pathname === NOTIFICATIONS_PATH,
      async (route) => {
        if (answered429 || route.request().method() !== 'GET') return route.continue();
        answered429 = true;
        await route.fulfill({
          status: 429,
          headers: { 'Retry-After': '30' },
          contentType: 'application/json',
          body: JSON.stringify({ message: 'Too many requests. Try again in 30 seconds.' }),
        });
      },
    );

    await page.clock.install();
    await startSignedIn(page, customer);
    const limited = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === NOTIFICATIONS_PATH && response.status() === 429,
    );
    await page.goto('/c/jobs/bookmarked');
    await limited;
    await freeze(page);
    await expect(pageHeading(page, 'Saved Jobs')).toBeVisible();
    await expect.poll(async () => (await polls(page))[0]?.status).toBe(429);

    // The next poll waits 30 s + 1 s (R-NOTIF-7): not the 60 s interval, not its doubling.
    await page.clock.runFor(35_000);
    await expect.poll(async () => (await polls(page))[1]?.status).toBe(200);
    const [first, second] = await polls(page);
    expect(second!.at - first!.done).toBeGreaterThanOrEqual(31_000);
    expect(second!.at - first!.done).toBeLessThan(32_000);

    // Back to the 60 s interval afterwards (never below the 60 s minimum).
    await page.clock.runFor(59_000);
    expect(await polls(page)).toHaveLength(2);
    await page.clock.runFor(2_000);
    await expect.poll(async () => (await polls(page)).length).toBe(3);
    const after = await polls(page);
    expect(after[2]!.at - after[1]!.done).toBe(60_000);
  });
});

/** The path of the notification list the shell polls (R-API-6). */
const NOTIFICATIONS_PATH = '/api/v1/c/notifications';

/** One notification list call as the page made it: start and end on the page's (fake) clock. */
interface PollRecord {
  at: number;
  done: number;
  status: number;
}

/**
 * Records every GET of the notification list in the page, with the page's own clock readings when
 * it started and when its answer arrived, so that the polling delays can be measured in fake time.
 */
async function recordPolls(page: Page): Promise<void> {
  await page.addInitScript((path) => {
    const records: { at: number; done: number; status: number }[] = [];
    (window as unknown as { __e2ePolls: typeof records }).__e2ePolls = records;
    const original = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== 'GET' || new URL(request.url).pathname !== path)
        return original(request);
      const record = { at: Date.now(), done: Number.NaN, status: 0 };
      records.push(record);
      const response = await original(request);
      record.done = Date.now();
      record.status = response.status;
      return response;
    };
  }, NOTIFICATIONS_PATH);
}

/** The calls {@link recordPolls} saw, in order (finished ones only). */
async function polls(page: Page): Promise<PollRecord[]> {
  return page.evaluate(() =>
    (window as unknown as { __e2ePolls: PollRecord[] }).__e2ePolls.filter((r) => r.status !== 0),
  );
}

/**
 * Pauses the clock 2 s ahead of the page's reading (its clock keeps running while the call travels;
 * a pause in the past is refused): from here on, fake time moves only with runFor.
 */
async function freeze(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 2_000);
}
