/**
 * The public pages arrive as HTML (apps/web/scripts/prerender.mjs): their content, theme and footer
 * paint without any script, the app then hydrates them without an error, a signed-in visitor is
 * still sent to their dashboard, and an unknown path is answered with the not-found page (404).
 */
import { expect, test, type Page } from '@playwright/test';
import { ApiUser } from '../support/api.ts';
import { pageHeading, pathOf, startSignedIn, startWithTheme } from '../support/browser.ts';

const pages = [
  { path: '/', heading: 'Find work you love. Hire people who love the work.' },
  { path: '/login', heading: 'Welcome back' },
  { path: '/register', heading: 'How will you use Hireloop?' },
  { path: '/register/customer', heading: 'Create your job seeker account' },
  { path: '/register/business', heading: 'Create your employer account' },
  { path: '/unauthorized', heading: 'You do not have access to this page' },
] as const;

/** The page's background colour (the theme's), as computed. */
function background(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows its heading, its footer and the system theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(pageHeading(page, pages[0].heading)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('All rights reserved');
    const light = await background(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await background(page)).not.toBe(light);
  });

  test('/login shows the sign-in form', async ({ page }) => {
    await page.goto('/login');
    await expect(pageHeading(page, 'Welcome back')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('each page carries its own title', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'Hireloop'],
      ['/login', 'Sign in · Hireloop'],
      ['/register/customer', 'Create your job seeker account · Hireloop'],
      ['/no/such/page', 'Page not found · Hireloop'],
    ] as const) {
      await page.goto(path);
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('an unknown path is answered with the not-found page and status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(pageHeading(page, 'Page not found')).toBeVisible();
  });
});

test.describe('hydration', () => {
  for (const { path, heading } of pages) {
    test(`${path} hydrates without a console error`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await startWithTheme(page, 'dark');
      // The prerendered heading, as parsed (before the deferred app script runs).
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            Object.assign(window, { parsedHeading: document.querySelector('h1') });
        });
      });
      await page.goto(path);
      await expect(page.locator('html')).toHaveClass(/hl-theme-dark/);
      // The browser's bar in the dark theme's top-bar colour (theme-init.js).
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#141820');
      await expect(pageHeading(page, heading)).toBeVisible();
      // The language picker replaces its stand-in once the page is hydrated.
      await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
      // The theme switch follows the stored choice once hydrated (rendered light at build time).
      await expect(page.getByRole('button', { name: 'Dark theme' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(problems).toEqual([]);
      // Hydrated, not rendered again: React kept the element the HTML had.
      const kept = await page.evaluate(
        () =>
          (window as { parsedHeading?: Element }).parsedHeading === document.querySelector('h1'),
      );
      expect(kept).toBe(true);
    });
  }

  test('what is typed on /login before the script ran is kept and sent once hydrated', async ({
    page,
  }) => {
    // The entry script held back, as on a slow phone: the visitor types into the rendered form.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(pageHeading(page, 'Welcome back')).toBeVisible();
    await page.getByRole('textbox', { name: /^email/i }).fill('nobody@example.com');
    await page.getByLabel(/^password/i).fill('Not-the-password#1');
    release();
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^email/i })).toHaveValue('nobody@example.com');
    // React has the values too: the server, not the form's "required" check, answers.
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'These credentials do not match our records.',
    );
  });

  test('the hydrated login page links to registration like the rendered one', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Language' })).toBeVisible();
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(pageHeading(page, 'How will you use Hireloop?')).toBeVisible();
  });
});

test.describe('installable', () => {
  test('the web app manifest and every icon it lists are served', async ({ request }) => {
    const answer = await request.get('/manifest.webmanifest');
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toContain('application/manifest+json');
    const manifest = (await answer.json()) as { icons: { src: string; type: string }[] };
    for (const icon of manifest.icons) {
      const file = await request.get(icon.src);
      expect([icon.src, file.status(), file.headers()['content-type']?.split(';')[0]]).toEqual([
        icon.src,
        200,
        icon.type,
      ]);
    }
  });
});

test.describe('signed in', () => {
  let customer: ApiUser;
  test.beforeAll(async () => {
    customer = await ApiUser.register({ role: 'customer' });
  });
  test.afterAll(async () => {
    await customer.dispose();
  });

  for (const path of ['/', '/login']) {
    test(`${path} sends a customer to the dashboard without showing the guest page`, async ({
      page,
    }) => {
      await startSignedIn(page, customer);
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive')
            Object.assign(window, {
              guestPageHidden: document.documentElement.hasAttribute('data-stored-session'),
            });
        });
      });
      await page.goto(path);
      await expect.poll(() => pathOf(page.url())).toBe('/c/dashboard');
      // theme-init.js marked the page before the first paint: the prerendered guest page is hidden.
      expect(
        await page.evaluate(() => (window as { guestPageHidden?: boolean }).guestPageHidden),
      ).toBe(true);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(0);
    });
  }
});
