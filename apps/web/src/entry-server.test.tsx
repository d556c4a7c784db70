/**
 * The build-time render of the public pages (entry-server.tsx): what a visitor sees before any
 * script runs, rendered in Node as scripts/prerender.mjs does.
 */
import { describe, expect, it } from 'vitest';
import { appPathPatterns, notFoundPage, prerenderedPages, renderPage } from './entry-server.tsx';

describe('renderPage', () => {
  it('renders the sign-in form, the site header and the footer of /login', async () => {
    const { html, modules } = await renderPage('/login');
    expect(html).toMatch(/<h1[^>]*>Welcome back<\/h1>/);
    expect(html).toMatch(/<input[^>]*type="email"/);
    expect(html).toMatch(/<footer[^>]*>/);
    expect(html).toContain('All rights reserved');
    expect(html).toContain('aria-label="Hireloop home"');
    expect(modules).toEqual(['src/routes/public-layout.tsx', 'src/routes/login.tsx']);
  });

  it('renders the landing with its heading for a guest', async () => {
    const { html } = await renderPage('/');
    expect(html).toContain('Find work you love. Hire people who love the work.');
    expect(html).toMatch(/<footer[^>]*>/);
  });

  it('renders the language as the picker stand-in, without a style attribute the CSP drops', async () => {
    const { html } = await renderPage('/login');
    expect(html).toContain('English');
    expect(html).not.toContain('hidden-select-container');
  });

  it('renders the sign-in and registration forms with method post: Enter before the script runs never puts the password in the URL', async () => {
    for (const path of ['/login', '/register/customer', '/register/business']) {
      const { html } = await renderPage(path);
      const forms = html.match(/<form[^>]*>/g) ?? [];
      expect(forms, path).toHaveLength(1);
      expect(forms[0], path).toContain('method="post"');
    }
  });

  it('renders the not-found page for a path the route tree does not know', async () => {
    const { html } = await renderPage(notFoundPage.path);
    expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  });

  it("gives each page its own document title, the one the app sets (the landing's is the name)", async () => {
    expect((await renderPage('/')).title).toBe('Hireloop');
    expect((await renderPage('/login')).title).toBe('Sign in · Hireloop');
    expect((await renderPage('/register/business')).title).toBe(
      'Create your employer account · Hireloop',
    );
    expect((await renderPage(notFoundPage.path)).title).toBe('Page not found · Hireloop');
  });

  it('renders every prerendered page', async () => {
    for (const path of Object.keys(prerenderedPages)) {
      const { html } = await renderPage(path);
      expect(html, path).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  });

  it('lets the server answer the application links of notifications and e-mails with the app', () => {
    // The server's notification links are `/c/applications/{id}` (marketplace notifications).
    expect(appPathPatterns).toContain('/c/applications/:id');
    expect(appPathPatterns).toContain('/c/applications/success/:id');
  });
});
